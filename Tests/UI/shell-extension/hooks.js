/* The hooks Almanac's UI tests drive a headless GNOME Shell with (Tests/UI/shell.py), for Shell
 * 43 (extension-43.js, imports) and Shell 45 and later (extension-45.js, modules): a plain
 * script both kinds of extension load, the Shell's modules handed in. `global.almanacTests`
 * plays touch gestures on a virtual touchscreen from a GLib timeout, so that their timing is
 * a finger's rather than that of one D-Bus call per event; presses keys on a virtual keyboard
 * and clicks a virtual mouse; and shows what the overview's search asked of an app's search
 * provider and painted. */
globalThis.almanacTestHooks = ({Clutter, GLib, Main, Shell, St}) => {
    const TICK_MS = 4;

    class TestHooks {
        constructor() {
            this._touchscreen = null;
            // Made now: a new virtual device's first events are lost while the seat adds it.
            this._keyboard = this._device(Clutter.InputDeviceType.KEYBOARD_DEVICE);
            this._pointer = this._device(Clutter.InputDeviceType.POINTER_DEVICE);
            this._played = 0;
            this._finished = 0;
            this._appsListed = false;
            this._searchTimes = {};
            this._appsChanged = Shell.AppSystem.get_default().connect('installed-changed', () => {
                this._appsListed = true;
            });
        }

        destroy() {
            Shell.AppSystem.get_default().disconnect(this._appsChanged);
        }

        /** Whether the Shell has listed the installed apps: its app cache's first refresh, a few
         * seconds after start, reloads the search providers and clears the results shown. */
        appsListed() {
            return this._appsListed;
        }

        _provider(appId) {
            const results = Main.overview._overview.controls._searchController._searchResults;
            return results._providers.find(provider => provider.id === appId) ?? null;
        }

        /** Types `text` into the overview's search entry (the overview shown) and from then on
         * times the search of `appId`'s provider: `searchTimes()` says, in ms from the typing, when
         * the Shell asked it for results (after its own typing delay) and when the answers came. */
        search(appId, text) {
            const provider = this._provider(appId);
            if (!provider)
                return false;
            const since = GLib.get_monotonic_time();
            const times = this._searchTimes = {};
            const elapsed = () => (GLib.get_monotonic_time() - since) / 1000;
            for (const [method, asked, answered] of [['getInitialResultSet', 'resultsAsked', 'resultsAnswered'],
                ['getResultMetas', 'metasAsked', 'metasAnswered']]) {
                const original = provider.constructor.prototype[method];
                provider[method] = async (...args) => {
                    times[asked] ??= elapsed();
                    const answer = await original.apply(provider, args);
                    times[answered] ??= elapsed();
                    return answer;
                };
            }
            Main.overview.searchEntry.set_text(text);
            return true;
        }

        searchTimes() {
            return this._searchTimes;
        }

        /** The results of `appId`'s provider painted in the overview: each one's name and the
         * screen boxes ([x, y, width, height]) of the result and of its icon (null: none). */
        shownResults(appId) {
            const display = this._provider(appId)?.display;
            if (!display || !display.mapped)
                return [];
            const box = actor => {
                const [x, y] = actor.get_transformed_position();
                const [width, height] = actor.get_transformed_size();
                return [x, y, width, height].map(Math.round);
            };
            const results = display._content.get_children().filter(result => result.mapped).map(result => {
                const icon = result.get_child()?.get_first_child()?.get_first_child();
                return {
                    name: result.metaInfo.name,
                    box: box(result),
                    icon: icon instanceof St.Icon ? box(icon) : null,
                };
            });
            // Results not laid out yet have no size (NaN): none is reported until all are.
            const laidOut = results.every(result => [...result.box, ...result.icon ?? []].every(Number.isFinite));
            return laidOut ? results : [];
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

        _device(kind) {
            return Clutter.get_default_backend().get_default_seat().create_virtual_device(kind);
        }

        /** Presses the keys of a combination together, then lets them go in reverse order: each
         * an X keysym name ("Control_L", "f", "Return") or, as a number, a keysym. */
        keys(names) {
            const keyvals = names.map(name => typeof name === 'number' ? name : Clutter[`KEY_${name}`]);
            if (keyvals.some(keyval => keyval === undefined))
                return false;
            for (const keyval of keyvals)
                this._keyboard.notify_keyval(GLib.get_monotonic_time(), keyval, Clutter.KeyState.PRESSED);
            for (const keyval of keyvals.reverse())
                this._keyboard.notify_keyval(GLib.get_monotonic_time(), keyval, Clutter.KeyState.RELEASED);
            return true;
        }

        /** Types `text`, a character at a time (the keysym of each; Shift where its key needs it). */
        type(text) {
            return [...text].every(character => this.keys([Clutter.unicode_to_keysym(character.codePointAt(0))]));
        }

        /** Moves the mouse pointer to (x, y) on the stage and clicks its left button there. */
        click(x, y) {
            this._pointer.notify_absolute_motion(GLib.get_monotonic_time(), x, y);
            this._pointer.notify_button(GLib.get_monotonic_time(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.PRESSED);
            this._pointer.notify_button(GLib.get_monotonic_time(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.RELEASED);
            return true;
        }

        /** Whether gesture `number` has been played to its end. */
        finished(number) {
            return this._finished >= number;
        }
    }

    return TestHooks;
};
