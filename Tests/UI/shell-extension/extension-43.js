/* GNOME Shell 43's entry to the test hooks (hooks.js). Shell 43 has no --unsafe-mode flag:
 * enabling the extension turns unsafe mode on, so that org.gnome.Shell.Eval and
 * org.gnome.Shell.Screenshot answer the tests. */
const { Clutter, GLib, Shell, St } = imports.gi;
const Main = imports.ui.main;
imports.misc.extensionUtils.getCurrentExtension().imports.hooks;  // defines globalThis.almanacTestHooks

const TestHooks = globalThis.almanacTestHooks({Clutter, GLib, Main, Shell, St});

function init() {}

function enable() {
    global.context.unsafe_mode = true;
    global.almanacTests = new TestHooks();
}

function disable() {
    global.almanacTests?.destroy();
    global.almanacTests = null;
}
