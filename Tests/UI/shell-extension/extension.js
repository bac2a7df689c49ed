/* Almanac's UI tests drive a headless GNOME Shell 43 through this extension (Tests/UI/shell.py).
 * Shell 43 has no --unsafe-mode flag: enabling the extension turns unsafe mode on, so that
 * org.gnome.Shell.Eval and org.gnome.Shell.Screenshot answer the tests. `global.almanacTests`
 * plays touch gestures on a virtual touchscreen from a GLib timeout, so that their timing is
 * a finger's rather than that of one D-Bus call per event. */
const { Clutter, GLib } = imports.gi;

const TICK_MS = 4;

class TestHooks {
    constructor() {
        this._touchscreen = null;
        this._played = 0;
        this._finished = 0;
    }

    /** Makes the virtual touchscreen (the seat gains touch then; its first touch is lost if
     * sent at once, so the tests make it ahead). */
    makeTouchscreen() {
        if (!this._touchscreen) {
            const seat = Clutter.get_default_backend().get_default_seat();
            this._touchscreen = seat.create_virtual_device(Clutter.InputDeviceType.TOUCHSCREEN_DEVICE);
        }
        return true;
    }

    /** Plays `events`, each [milliseconds from the start, 'down' | 'move' | 'up', x, y] in stage
     * coordinates (one finger, slot 0), at their times. Returns the gesture's number. */
    play(events) {
        this.makeTouchscreen();
        const number = ++this._played;
        const start = GLib.get_monotonic_time();
        let next = 0;
        GLib.timeout_add(GLib.PRIORITY_HIGH, TICK_MS, () => {
            const now = GLib.get_monotonic_time();
            while (next < events.length && events[next][0] * 1000 <= now - start) {
                const [, kind, x, y] = events[next++];
                if (kind === 'down')
                    this._touchscreen.notify_touch_down(now, 0, x, y);
                else if (kind === 'move')
                    this._touchscreen.notify_touch_motion(now, 0, x, y);
                else
                    this._touchscreen.notify_touch_up(now, 0);
            }
            if (next < events.length)
                return GLib.SOURCE_CONTINUE;
            this._finished = number;
            return GLib.SOURCE_REMOVE;
        });
        return number;
    }

    /** Whether gesture `number` has been played to its end. */
    finished(number) {
        return this._finished >= number;
    }
}

function init() {}

function enable() {
    global.context.unsafe_mode = true;
    global.almanacTests = new TestHooks();
}

function disable() {
    global.almanacTests = null;
}
