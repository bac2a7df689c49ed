import CGtk

/// Preferences over a parent window: pages of groups of rows, with a title and a close
/// button; Escape closes it. An `AdwPreferencesDialog` from libadwaita 1.5, else an
/// `AdwPreferencesWindow`; kept for reuse once closed.
public final class PreferencesWindow: Widget {
    #if ADW_1_5
    private unowned let parent: Widget

    public init(title: String, transientFor parent: Widget) {
        self.parent = parent
        super.init(retaining: adw_preferences_dialog_new())
        adw_dialog_set_title(pointer.cast(), title)
        adw_preferences_dialog_set_search_enabled(pointer.cast(), 0)
    }

    public func add(_ page: PreferencesPage) { adw_preferences_dialog_add(pointer.cast(), page.pointer.cast()) }

    public func setDefaultSize(width: Int, height: Int) {
        adw_dialog_set_content_width(pointer.cast(), gint(width))
        adw_dialog_set_content_height(pointer.cast(), gint(height))
    }

    public func present() { adw_dialog_present(pointer.cast(), parent.widget) }

    /// Closes it for good.
    public func destroy() { adw_dialog_force_close(pointer.cast()) }
    #else
    public init(title: String, transientFor parent: Widget) {
        super.init(retaining: adw_preferences_window_new())
        gtk_window_set_title(pointer.cast(), title)
        makeDialog(self, of: parent, modal: true)
        gtk_window_set_hide_on_close(pointer.cast(), 1)
        adw_preferences_window_set_search_enabled(pointer.cast(), 0)
        // Escape closes it, as it closes libadwaita 1.5's dialog.
        addController(Controllers.keys { [pointer] key in
            guard key.isEscape else { return false }
            gtk_window_close(pointer.cast())
            return true
        })
    }

    public func add(_ page: PreferencesPage) { adw_preferences_window_add(pointer.cast(), page.pointer.cast()) }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(pointer.cast(), gint(width), gint(height))
    }

    public func present() { gtk_window_present(pointer.cast()) }

    /// Closes the window for good (GTK lets go of it).
    public func destroy() { gtk_window_destroy(pointer.cast()) }
    #endif
}

/// An `AdwPreferencesPage`: groups one under another, scrolling.
public final class PreferencesPage: Widget {
    public init(title: String, icon: String) {
        super.init(retaining: adw_preferences_page_new())
        adw_preferences_page_set_title(pointer.cast(), title)
        adw_preferences_page_set_icon_name(pointer.cast(), icon)
    }

    public func add(_ group: PreferencesGroup) { adw_preferences_page_add(pointer.cast(), group.pointer.cast()) }
}

/// An `AdwPreferencesGroup`: a titled list of rows, with an explanation under the title.
public final class PreferencesGroup: Widget {
    public init(title: String, description: String? = nil) {
        super.init(retaining: adw_preferences_group_new())
        adw_preferences_group_set_title(pointer.cast(), title)
        description.map { adw_preferences_group_set_description(pointer.cast(), $0) }
    }

    /// The explanation under the title.
    public var description: String {
        get { adw_preferences_group_get_description(pointer.cast()).map { String(cString: $0) } ?? "" }
        set { adw_preferences_group_set_description(pointer.cast(), newValue) }
    }

    public func add(_ row: Widget) { adw_preferences_group_add(pointer.cast(), row.widget) }
}

/// An `AdwActionRow` that can be activated (a click, Enter): a title and a line under it.
public final class ActionRow: Widget {
    public init(title: String, subtitle: String) {
        super.init(retaining: adw_action_row_new())
        adw_preferences_row_set_title(pointer.cast(), title)
        adw_action_row_set_subtitle(pointer.cast(), subtitle)
        // Titles are data, not markup ("Bosnia & Herzegovina").
        adw_preferences_row_set_use_markup(pointer.cast(), 0)
        gtk_list_box_row_set_activatable(pointer.cast(), 1)
    }

    public func onActivated(_ handler: @escaping @MainActor () -> Void) { on(.void("activated"), handler) }
}

/// A row with a title and a switch: an `AdwSwitchRow` from libadwaita 1.4, else an
/// `AdwActionRow` with a `GtkSwitch` at its end.
public final class SwitchRow: Widget {
    #if ADW_1_4
    public init(title: String, subtitle: String, isOn: Bool) {
        super.init(retaining: adw_switch_row_new())
        adw_preferences_row_set_title(pointer.cast(), title)
        adw_action_row_set_subtitle(pointer.cast(), subtitle)
        adw_switch_row_set_active(opaque, isOn ? 1 : 0)
    }

    /// Called with the new state. (The handler reads the GTK widget, which the signal cannot
    /// outlive, not this wrapper, which is gone once the row is in its group.)
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) {
        on(.notify("active")) { [pointer] in handler(adw_switch_row_get_active(pointer.opaque) != 0) }
    }
    #else
    private let toggle = Widget(retaining: gtk_switch_new())

    public init(title: String, subtitle: String, isOn: Bool) {
        super.init(retaining: adw_action_row_new())
        adw_preferences_row_set_title(pointer.cast(), title)
        adw_action_row_set_subtitle(pointer.cast(), subtitle)
        gtk_switch_set_active(toggle.opaque, isOn ? 1 : 0)
        toggle.setAlignment(vertical: .center)
        adw_action_row_add_suffix(pointer.cast(), toggle.widget)
        // Also names the switch by the row's title (labelled-by).
        adw_action_row_set_activatable_widget(pointer.cast(), toggle.widget)
    }

    /// Called with the new state. (The handler reads the GTK switch, which the signal cannot
    /// outlive, not this wrapper, which is gone once the row is in its group.)
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) {
        toggle.on(.notify("active")) { [switchPointer = toggle.pointer] in handler(gtk_switch_get_active(switchPointer.opaque) != 0) }
    }
    #endif
}

/// An `AdwComboRow`: a title and one choice of several, from a popover.
public final class ComboRow: Widget {
    public init(title: String, choices: [String], selected: Int) {
        super.init(retaining: adw_combo_row_new())
        adw_preferences_row_set_title(pointer.cast(), title)
        let model = withCStringArray(choices) { gtk_string_list_new($0) }
        adw_combo_row_set_model(pointer.cast(), model)
        g_object_unref(UnsafeMutableRawPointer(model))
        adw_combo_row_set_selected(pointer.cast(), guint(selected))
    }

    /// A line under the title.
    public var subtitle: String {
        get { adw_action_row_get_subtitle(pointer.cast()).map { String(cString: $0) } ?? "" }
        set { adw_action_row_set_subtitle(pointer.cast(), newValue) }
    }

    /// Called with the index of the choice the user picks.
    public func onSelected(_ handler: @escaping @MainActor (Int) -> Void) {
        on(.notify("selected")) { [pointer] in handler(Int(adw_combo_row_get_selected(pointer.cast()))) }
    }
}

/// An `AdwEntryRow` (or, for secrets, an `AdwPasswordEntryRow`): a title over a line of text.
public final class EntryRow: Widget {
    public init(title: String, text: String, isSecret: Bool = false) {
        super.init(retaining: isSecret ? adw_password_entry_row_new() : adw_entry_row_new())
        adw_preferences_row_set_title(pointer.cast(), title)
        self.text = text
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(pointer.opaque)) }
        set { gtk_editable_set_text(pointer.opaque, newValue) }
    }

    /// Called after each change of the text. (The handler reads the GTK widget, which the
    /// signal cannot outlive, not this wrapper, which may be gone.)
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) {
        on(.void("changed")) { [pointer] in handler(String(cString: gtk_editable_get_text(pointer.opaque))) }
    }

    /// Whether an apply button (✓) shows while the text is edited; then `onApply` is called
    /// when it is clicked or Enter is pressed.
    public var showsApplyButton: Bool {
        get { adw_entry_row_get_show_apply_button(pointer.cast()) != 0 }
        set { adw_entry_row_set_show_apply_button(pointer.cast(), newValue ? 1 : 0) }
    }

    /// Called with the text when the user applies it.
    public func onApply(_ handler: @escaping @MainActor (String) -> Void) {
        on(.void("apply")) { [pointer] in handler(String(cString: gtk_editable_get_text(pointer.opaque))) }
    }

    /// Marks the text as wrong (or right again), in the error colour.
    public func markInvalid(_ invalid: Bool) {
        setCSSClass("error", invalid)
        var state = GTK_ACCESSIBLE_STATE_INVALID
        var value = GValue()
        // GTK reads this state's value as an int.
        g_value_init(&value, gTypeInt)
        g_value_set_int(&value, gint((invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE).rawValue))
        gtk_accessible_update_state_value(pointer.opaque, 1, &state, &value)
        g_value_unset(&value)
    }
}
