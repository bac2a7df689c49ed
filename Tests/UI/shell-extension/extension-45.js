/* GNOME Shell 45 and later's entry to the test hooks (hooks.js), as a module; enabled, it turns
 * unsafe mode on, as extension-43.js does. */
import Clutter from 'gi://Clutter';
import GLib from 'gi://GLib';
import Shell from 'gi://Shell';
import St from 'gi://St';
import * as Main from 'resource:///org/gnome/shell/ui/main.js';
import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';
import './hooks.js';  // defines globalThis.almanacTestHooks

const TestHooks = globalThis.almanacTestHooks({Clutter, GLib, Main, Shell, St});

export default class AlmanacTestHooks extends Extension {
    enable() {
        global.context.unsafe_mode = true;
        global.almanacTests = new TestHooks();
    }

    disable() {
        global.almanacTests?.destroy();
        global.almanacTests = null;
    }
}
