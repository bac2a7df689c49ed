import CGtk

/// A key press as a key controller reports it.
public struct KeyPress: Sendable {
    public let keyval: UInt32
    public let modifiers: UInt32

    /// Keys that move through a list or between regions (also on the keypad; Home and End
    /// with or without Ctrl). Shift+Tab is `backTab`.
    public enum Navigation: Sendable { case home, end, up, down, pageUp, pageDown, tab, backTab }

    public var navigation: Navigation? {
        switch Int32(keyval) {
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: modifiers & GDK_SHIFT_MASK.rawValue != 0 ? .backTab : .tab
        case GDK_KEY_ISO_Left_Tab: .backTab
        default: nil
        }
    }

    public var isEscape: Bool { Int32(keyval) == GDK_KEY_Escape }

    /// Ctrl+C, without Shift or Alt.
    public var isCopy: Bool {
        (Int32(keyval) == GDK_KEY_c || Int32(keyval) == GDK_KEY_C)
            && modifiers & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) == GDK_CONTROL_MASK.rawValue
    }

    /// Space, with or without modifiers.
    public var isSpace: Bool { Int32(keyval) == GDK_KEY_space || Int32(keyval) == GDK_KEY_KP_Space }

    /// Return or Enter.
    public var isEnter: Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].contains(Int32(keyval))
    }

    /// Alt+Left: back, in GNOME apps.
    public var isAltLeft: Bool {
        (Int32(keyval) == GDK_KEY_Left || Int32(keyval) == GDK_KEY_KP_Left) && modifiers & GDK_ALT_MASK.rawValue != 0
    }

    /// Ctrl+W: closes a window that is not the app's main one.
    public var closesWindow: Bool {
        (Int32(keyval) == GDK_KEY_w || Int32(keyval) == GDK_KEY_W)
            && modifiers & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) == GDK_CONTROL_MASK.rawValue
    }

    public enum Arrow: Sendable { case left, right, up, down }

    /// An arrow key pressed alone (no Shift, Ctrl or Alt: with Shift it selects text).
    public var plainArrow: Arrow? {
        guard modifiers & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0 else { return nil }
        return switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        default: nil
        }
    }

    /// Ctrl+Page Up (-1) or Ctrl+Page Down (1): the page before or after, as between tabs.
    public var pageStep: Int? {
        guard modifiers & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) == GDK_CONTROL_MASK.rawValue,
              let navigation, navigation == .pageUp || navigation == .pageDown else { return nil }
        return navigation == .pageUp ? -1 : 1
    }

    /// The Menu key, or Shift+F10: what opens the focused widget's menu.
    public var opensContextMenu: Bool {
        Int32(keyval) == GDK_KEY_Menu || (Int32(keyval) == GDK_KEY_F10 && modifiers & GDK_SHIFT_MASK.rawValue != 0)
    }

    /// The character the key types, if any (no Ctrl/Alt/Super held).
    public var character: Character? {
        guard modifiers & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue) == 0 else { return nil }
        let code = gdk_keyval_to_unicode(keyval)
        guard code >= 0x20, code != 0x7f, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
}

/// Event controllers: keys, drags and clicks.
public enum Controllers {
    /// A key controller; `handler` returns true when it handled the key (stops it there).
    /// With `beforeChildren`, it sees keys before the focused widget inside (e.g. a list's rows).
    @MainActor
    public static func keys(beforeChildren: Bool = false, _ handler: @escaping @MainActor (KeyPress) -> Bool) -> Object {
        let controller = Object(adopting: gtk_event_controller_key_new())
        if beforeChildren { gtk_event_controller_set_propagation_phase(controller.opaque, GTK_PHASE_CAPTURE) }
        controller.on(.keyPressed) { keyval, _, modifiers in handler(KeyPress(keyval: keyval, modifiers: modifiers)) }
        return controller
    }

    /// A drag gesture that sees presses before the widgets under it (so a press on a button of
    /// the index strip starts a scrub), with the press point and the points dragged through.
    @MainActor
    public static func drag(began: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
                            moved: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
                            ended: @escaping @MainActor () -> Void) -> Object {
        let gesture = Object(adopting: gtk_gesture_drag_new())
        gtk_event_controller_set_propagation_phase(gesture.opaque, GTK_PHASE_CAPTURE)
        var start = (x: 0.0, y: 0.0)
        gesture.on(.point("drag-begin")) { x, y in
            start = (x, y)
            gtk_gesture_set_state(gesture.pointer.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
            began(x, y)
        }
        gesture.on(.point("drag-update")) { dx, dy in moved(start.x + dx, start.y + dy) }
        gesture.on(.point("drag-end")) { _, _ in ended() }
        return gesture
    }
}

extension Controllers {
    /// The mouse's Back button (button 8) clicked over the widget: its press is kept from the
    /// widgets inside (libadwaita ≥ 1.4's split view takes it for its own Back otherwise), and
    /// `clicked` is called once GTK is done with the release, as a click is.
    @MainActor
    public static func mouseBack(_ clicked: @escaping @MainActor () -> Void) -> Object {
        let controller = Object(adopting: gtk_event_controller_legacy_new())
        gtk_event_controller_set_propagation_phase(controller.opaque, GTK_PHASE_CAPTURE)
        controller.on(.event) { event in
            let type = gdk_event_get_event_type(event.opaque)
            guard type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE, gdk_button_event_get_button(event.opaque) == 8 else {
                return false
            }
            guard type == GDK_BUTTON_RELEASE else { return true }
            Task { @MainActor in clicked() }
            return false
        }
        return controller
    }
}

extension Controllers {
    /// Tells when the user scrolls with a wheel or touchpad over the widget (which still scrolls).
    @MainActor
    public static func scroll(_ scrolled: @escaping @MainActor () -> Void) -> Object {
        let controller = Object(adopting: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL))
        controller.on(.scroll) { _, _ in scrolled() }
        return controller
    }
}

/// A named action without a parameter (a `GSimpleAction`), e.g. "win.search".
public final class Action: Object {
    /// Whether it can be activated; widgets that run it (a button given its name) follow.
    public var isEnabled: Bool {
        get { g_action_get_enabled(pointer.opaque) != 0 }
        set { g_simple_action_set_enabled(pointer.opaque, newValue ? 1 : 0) }
    }
}

extension Widget {
    /// Adds a named action (e.g. "search", reachable as "win.search" on a window).
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
        let action = Action(adopting: g_simple_action_new(name, nil))
        action.on(.ignoringArgument("activate"), handler)
        g_action_map_add_action(pointer.opaque, action.opaque)
        return action
    }

    /// Adds a named action taking a string, run with one: "win.NAME::TEXT" in a menu.
    public func addAction(_ name: String, takingString handler: @escaping @MainActor (String) -> Void) {
        addStringAction(name, to: pointer.opaque, handler)
    }

    /// The detailed action (e.g. "win.refresh") the widget runs when activated; it is
    /// insensitive while the action is disabled. For buttons and other `GtkActionable`s.
    public func setActionName(_ name: String) {
        gtk_actionable_set_action_name(pointer.opaque, name)
    }
}

/// Adds a `GSimpleAction` taking a string to an action map (a window, the application).
@MainActor
func addStringAction(_ name: String, to map: OpaquePointer, _ handler: @escaping @MainActor (String) -> Void) {
    let type = g_variant_type_new("s")
    defer { g_variant_type_free(type) }
    let action = Object(adopting: g_simple_action_new(name, type))
    action.on(.pointer("activate")) { parameter in
        handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
    }
    g_action_map_add_action(map, action.opaque)
}

/// Keys as the user reads them.
public enum Accelerators {
    /// An accelerator ("<Control>End", "Page_Up") as GTK shows it in the user's language
    /// ("Ctrl+End", "Page Up"); nil when GTK cannot parse it.
    @MainActor
    public static func label(_ accelerator: String) -> String? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0 || modifiers.rawValue != 0,
              let text = gtk_accelerator_get_label(key, modifiers) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}

extension Application {
    /// Keyboard shortcuts for an action, e.g. `["<Control>f"]` for "win.search".
    public func setAccelerators(_ accelerators: [String], for action: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(pointer.cast(), action, $0) }
    }
}

extension Controllers {
    /// Tells when the keyboard focus enters the widget (or a widget inside it), and when it
    /// leaves.
    @MainActor
    public static func focus(entered: @escaping @MainActor () -> Void,
                             left: (@MainActor () -> Void)? = nil) -> Object {
        let controller = Object(adopting: gtk_event_controller_focus_new())
        controller.on(.void("enter"), entered)
        if let left { controller.on(.void("leave"), left) }
        return controller
    }
}

extension Controllers {
    /// A finger swiping the widget towards its end (rightwards; leftwards in a right-to-left
    /// language), as one goes back in GNOME's adaptive apps.
    @MainActor
    public static func swipeBack(on widget: Widget, _ back: @escaping @MainActor () -> Void) -> Object {
        swipe(on: widget, towardsEnd: back)
    }

    /// A finger swiping the widget sideways: towards its end (rightwards; leftwards in a
    /// right-to-left language) or its start, for each way that has a handler. It takes the
    /// touch from the widgets inside once the finger has gone mostly sideways past GTK's drag
    /// threshold (a vertical drag still scrolls), and calls the handler when it is let go a
    /// quarter of the widget's width (at most 100 px) from where it began.
    @MainActor
    public static func swipe(on widget: Widget, towardsEnd: (@MainActor () -> Void)? = nil,
                             towardsStart: (@MainActor () -> Void)? = nil) -> Object {
        let gesture = Object(adopting: gtk_gesture_drag_new())
        gtk_gesture_single_set_touch_only(gesture.opaque, 1)
        gtk_event_controller_set_propagation_phase(gesture.opaque, GTK_PHASE_CAPTURE)
        let threshold = 8.0
        var taken = false
        func forwards(_ dx: Double) -> Double { widget.isRightToLeft ? -dx : dx }
        func handler(_ dx: Double) -> (@MainActor () -> Void)? { forwards(dx) > 0 ? towardsEnd : towardsStart }
        gesture.on(.point("drag-begin")) { _, _ in taken = false }
        gesture.on(.point("drag-update")) { dx, dy in
            guard !taken, max(abs(dx), abs(dy)) > threshold else { return }
            if abs(dx) > 2 * abs(dy), handler(dx) != nil {
                taken = true
                gtk_gesture_set_state(gesture.pointer.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
            } else {
                gtk_gesture_set_state(gesture.pointer.opaque, GTK_EVENT_SEQUENCE_DENIED)
            }
        }
        gesture.on(.point("drag-end")) { dx, _ in
            if taken, abs(dx) >= min(100, Double(widget.width) / 4) { handler(dx)?() }
            taken = false
        }
        return gesture
    }
}
