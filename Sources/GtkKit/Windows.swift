import CGtk

/// A plain `GtkWindow`, e.g. a preferences window over the main one.
public final class Window: Widget {
    /// A dialog-like window over `parent`; Escape closes it.
    public init(title: String, transientFor parent: Widget?, modal: Bool = false) {
        super.init(retaining: gtk_window_new())
        gtk_window_set_title(window, title)
        if let parent { gtk_window_set_transient_for(window, parent.pointer.cast()) }
        gtk_window_set_modal(window, modal ? 1 : 0)
        gtk_window_set_hide_on_close(window, 1)
        addController(Controllers.keys { [pointer] key in
            guard key.isEscape else { return false }
            gtk_window_close(pointer.cast())
            return true
        })
    }

    public func close() { gtk_window_close(window) }

    /// A window described in GtkBuilder XML (such as a GtkShortcutsWindow) by its object id.
    public init?(builderXML xml: String, id: String, transientFor parent: Widget?) {
        let builder = Object(adopting: gtk_builder_new_from_string(xml, -1))
        guard let object = gtk_builder_get_object(builder.opaque, id) else { return nil }
        super.init(retaining: object)
        if let parent { gtk_window_set_transient_for(window, parent.pointer.cast()) }
        gtk_window_set_hide_on_close(window, 1)
    }

    private var window: UnsafeMutablePointer<GtkWindow> { pointer.cast() }

    public func setChild(_ child: Widget) { gtk_window_set_child(window, child.widget) }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, gint(width), gint(height))
    }

    public func present() { gtk_window_present(window) }
}

/// A `GtkCheckButton`; in a group, one of several choices (a radio button).
public final class CheckButton: Widget {
    public init(label: String, group: CheckButton? = nil) {
        super.init(retaining: gtk_check_button_new_with_label(label))
        if let group { gtk_check_button_set_group(pointer.cast(), group.pointer.cast()) }
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(pointer.cast()) != 0 }
        set { gtk_check_button_set_active(pointer.cast(), newValue ? 1 : 0) }
    }

    /// Called when the button becomes checked or unchecked.
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) {
        // The closure outlives this Swift wrapper when GTK alone keeps the button: capture the widget.
        on(.void("toggled")) { [pointer] in handler(gtk_check_button_get_active(pointer.cast()) != 0) }
    }
}

/// A `GtkAboutDialog`.
public enum AboutDialog {
    public struct Info {
        public var name: String
        public var version: String
        public var comments: String
        public var iconName: String
        public var copyright: String
        /// Credit sections: a title and the lines under it.
        public var credits: [(String, [String])]

        public init(name: String, version: String, comments: String, iconName: String, copyright: String,
                    credits: [(String, [String])]) {
            self.name = name
            self.version = version
            self.comments = comments
            self.iconName = iconName
            self.copyright = copyright
            self.credits = credits
        }
    }

    @MainActor
    public static func present(_ info: Info, transientFor parent: Widget) {
        let dialog = Widget(retaining: gtk_about_dialog_new())
        let about = dialog.opaque
        gtk_about_dialog_set_program_name(about, info.name)
        gtk_about_dialog_set_version(about, info.version)
        gtk_about_dialog_set_comments(about, info.comments)
        gtk_about_dialog_set_logo_icon_name(about, info.iconName)
        gtk_about_dialog_set_copyright(about, info.copyright)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_GPL_3_0)
        for (title, lines) in info.credits {
            var strings = lines.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            strings.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_about_dialog_add_credit_section(about, title, $0)
                }
            }
        }
        gtk_window_set_transient_for(dialog.pointer.cast(), parent.pointer.cast())
        gtk_window_set_modal(dialog.pointer.cast(), 1)
        gtk_window_present(dialog.pointer.cast())
    }
}

/// A `GtkMenuButton` with a menu of actions, e.g. the primary menu of a header bar.
public final class MenuButton: Widget {
    /// `items`: sections of (label, detailed action such as "win.preferences").
    public init(icon: String, accessibleName: String, sections: [[(label: String, action: String)]]) {
        super.init(retaining: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(pointer.opaque, icon)
        let menu = Object(adopting: g_menu_new())
        for items in sections {
            let section = Object(adopting: g_menu_new())
            for item in items { g_menu_append(section.opaque, item.label, item.action) }
            g_menu_append_section(menu.opaque, nil, section.pointer.cast())
        }
        gtk_menu_button_set_menu_model(pointer.opaque, menu.pointer.cast())
        setAccessibleLabel(accessibleName)
        tooltip = accessibleName
    }
}
