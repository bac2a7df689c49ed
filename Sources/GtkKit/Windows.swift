import CGtk

/// A plain `GtkWindow`, e.g. the shortcuts window over the main one.
public final class Window: Widget {
    /// A window described in GtkBuilder XML (such as a GtkShortcutsWindow) by its object id.
    public init?(builderXML xml: String, id: String, transientFor parent: Widget?) {
        let builder = Object(adopting: gtk_builder_new_from_string(xml, -1))
        guard let object = gtk_builder_get_object(builder.opaque, id) else { return nil }
        super.init(retaining: object)
        if let parent { makeDialog(self, of: parent, modal: false) }
        gtk_window_set_hide_on_close(window, 1)
    }

    private var window: UnsafeMutablePointer<GtkWindow> { pointer.cast() }

    public func present() { gtk_window_present(window) }

    /// Closes the window for good (GTK lets go of it).
    public func destroy() { gtk_window_destroy(window) }
}

/// Puts `window` above `parent` and, when `modal`, blocks input to the parent while shown. A
/// window kept for reuse must be destroyed before its parent goes: GTK 4.8 disconnects it from
/// the parent when it is finalized, which (the parent gone) prints criticals.
@MainActor
func makeDialog(_ window: Widget, of parent: Widget, modal: Bool) {
    gtk_window_set_transient_for(window.pointer.cast(), parent.pointer.cast())
    gtk_window_set_modal(window.pointer.cast(), modal ? 1 : 0)
}

/// About the app (an `AdwAboutDialog` from libadwaita 1.5, else an `AdwAboutWindow`): its icon, name and version, what is new, credits and the
/// licenses of what it uses.
public enum AboutWindow {
    /// Under which terms a part of the app is used.
    public enum License: Sendable {
        case gpl3OrLater, lgpl21OrLater, mit, bsd3
        /// Terms GTK has no name for, in words.
        case custom(String)
    }

    public struct LegalSection: Sendable {
        public var title: String
        public var copyright: String?
        public var license: License
        public init(title: String, copyright: String?, license: License) {
            self.title = title
            self.copyright = copyright
            self.license = license
        }
    }

    public struct Info: Sendable {
        /// The window's own title ("About Almanac").
        public var title: String
        public var name: String
        public var version: String
        public var comments: String
        public var iconName: String
        public var developer: String
        public var copyright: String
        public var license: License
        /// The newest release's version and its notes (AppStream description markup).
        public var releaseNotes: (version: String, markup: String)?
        /// Credit sections: a title and the lines under it.
        public var credits: [(String, [String])]
        public var legal: [LegalSection]

        public init(title: String, name: String, version: String, comments: String, iconName: String, developer: String,
                    copyright: String, license: License, releaseNotes: (version: String, markup: String)?,
                    credits: [(String, [String])], legal: [LegalSection]) {
            self.title = title
            self.name = name
            self.version = version
            self.comments = comments
            self.iconName = iconName
            self.developer = developer
            self.copyright = copyright
            self.license = license
            self.releaseNotes = releaseNotes
            self.credits = credits
            self.legal = legal
        }
    }

    @MainActor
    public static func present(_ info: Info, transientFor parent: Widget) {
        #if ADW_1_5
        let about = Widget(retaining: adw_about_dialog_new())
        adw_dialog_set_title(about.pointer.cast(), info.title)
        #else
        let about = Widget(retaining: adw_about_window_new())
        gtk_window_set_title(about.pointer.cast(), info.title)
        #endif
        // The same properties in the dialog and the window.
        for (property, text) in [("application-name", info.name), ("version", info.version), ("comments", info.comments),
                                 ("application-icon", info.iconName), ("developer-name", info.developer),
                                 ("copyright", info.copyright)] {
            about.setProperty(property, text)
        }
        if let notes = info.releaseNotes {
            about.setProperty("release-notes-version", notes.version)
            about.setProperty("release-notes", notes.markup)
        }
        #if ADW_1_5
        let (setLicenseType, addCredits, addLegal) = (adw_about_dialog_set_license_type, adw_about_dialog_add_credit_section,
                                                      adw_about_dialog_add_legal_section)
        #else
        let (setLicenseType, addCredits, addLegal) = (adw_about_window_set_license_type, adw_about_window_add_credit_section,
                                                      adw_about_window_add_legal_section)
        #endif
        let (type, text) = gtkLicense(info.license)
        setLicenseType(about.opaque, type)
        text.map { about.setProperty("license", $0) }
        for (title, lines) in info.credits {
            withCStringArray(lines) { addCredits(about.opaque, title, UnsafeMutablePointer(mutating: $0)) }
        }
        for section in info.legal {
            let (type, text) = gtkLicense(section.license)
            addLegal(about.opaque, section.title, section.copyright, type, text)
        }
        ClassNameFallback.replace(in: about)
        #if ADW_1_5
        adw_dialog_present(about.pointer.cast(), parent.widget)
        #else
        makeDialog(about, of: parent, modal: true)
        gtk_window_present(about.pointer.cast())
        #endif
    }

    private static func gtkLicense(_ license: License) -> (GtkLicense, String?) {
        switch license {
        case .gpl3OrLater: (GTK_LICENSE_GPL_3_0, nil)
        case .lgpl21OrLater: (GTK_LICENSE_LGPL_2_1, nil)
        case .mit: (GTK_LICENSE_MIT_X11, nil)
        case .bsd3: (GTK_LICENSE_BSD_3, nil)
        case .custom(let text): (GTK_LICENSE_CUSTOM, text)
        }
    }
}

/// A `GtkMenuButton` with a menu of actions, e.g. the primary menu of a header bar.
public final class MenuButton: Widget {
    /// `items`: sections of (label, detailed action such as "win.preferences").
    public init(icon: String, accessibleName: String, sections: [[(label: String, action: String)]]) {
        super.init(retaining: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(pointer.opaque, icon)
        let menu = Self.model(sections)
        withExtendedLifetime(menu) { gtk_menu_button_set_menu_model(pointer.opaque, menu.pointer.cast()) }
        ClassNameFallback.replace(inPopoverOf: self, name: accessibleName)
        setAccessibleLabel(accessibleName)
        ClassNameFallback.passOverIcons(in: self)
        tooltip = accessibleName
    }

    /// A menu of `sections` of (label, detailed action), with lines between the sections.
    static func model(_ sections: [[(label: String, action: String)]]) -> Object {
        let menu = Object(adopting: g_menu_new())
        for items in sections {
            let section = Object(adopting: g_menu_new())
            for item in items { g_menu_append(section.opaque, item.label, item.action) }
            g_menu_append_section(menu.opaque, nil, section.pointer.cast())
        }
        return menu
    }

    /// Makes it the window's primary menu: F10 opens it.
    public func makePrimary() { gtk_menu_button_set_primary(pointer.opaque, 1) }
}

/// A modal dialog over a parent window: a header bar with a title over `content`. An
/// `AdwDialog` from libadwaita 1.5 (a sheet from the bottom on a phone), else a modal
/// `AdwWindow` that Escape closes as the dialog does.
public final class Dialog: Widget {
    private unowned let parent: Widget

    public init(title: String, content: Widget, width: Int, height: Int, parent: Widget) {
        self.parent = parent
        let view = ToolbarView(top: HeaderBar(), content: content)
        #if ADW_1_5
        super.init(retaining: adw_dialog_new())
        adw_dialog_set_title(pointer.cast(), title)
        withExtendedLifetime(view) { adw_dialog_set_child(pointer.cast(), view.widget) }
        adw_dialog_set_content_width(pointer.cast(), gint(width))
        adw_dialog_set_content_height(pointer.cast(), gint(height))
        #else
        super.init(retaining: adw_window_new())
        gtk_window_set_title(pointer.cast(), title)
        withExtendedLifetime(view) { adw_window_set_content(pointer.cast(), view.widget) }
        gtk_window_set_default_size(pointer.cast(), gint(width), gint(height))
        makeDialog(self, of: parent, modal: true)
        gtk_window_set_destroy_with_parent(pointer.cast(), 1)
        addController(Controllers.keys { [unowned self] key in
            guard key.isEscape else { return false }
            close()
            return true
        })
        #endif
    }

    /// Shows it with the keyboard focus on `focus`, told to assistive technology: AdwDialog
    /// gives it once the dialog is on screen (a focus given before, to a widget not yet
    /// realized, is not told: `GtkQuirks.focusToldOnlyWhenRealized`).
    public func present(focusing focus: Widget) {
        #if ADW_1_5
        adw_dialog_set_focus(pointer.cast(), focus.widget)
        adw_dialog_present(pointer.cast(), parent.widget)
        #else
        // Not set before the window is shown: GTK 4.8 then leaves the window out of the
        // accessibility tree.
        gtk_window_present(pointer.cast())
        gtk_widget_grab_focus(focus.widget)
        #endif
    }

    /// Closes it for good.
    public func close() {
        #if ADW_1_5
        adw_dialog_force_close(pointer.cast())
        #else
        closed?()
        closed = nil
        gtk_window_destroy(pointer.cast())
        #endif
    }

    #if !ADW_1_5
    private var closed: (@MainActor () -> Void)?
    #endif

    /// Called once when it closes (`close`, its close button, Escape). Its owner lets go of it
    /// then: a dialog kept must be gone before its parent window (`makeDialog`).
    public func onClosed(_ handler: @escaping @MainActor () -> Void) {
        #if ADW_1_5
        on(.void("closed"), handler)
        #else
        closed = handler
        on(.closeRequest) { [weak self] in
            self?.closed?()
            self?.closed = nil
            return false
        }
        #endif
    }
}

/// A window of its own beside the main one (an `AdwWindow`): a header bar over `content`,
/// closed with the main window.
public final class ToolWindow: Widget {
    public let headerBar = HeaderBar()

    public init(title: String, content: Widget, width: Int, height: Int, parent: Widget) {
        super.init(retaining: adw_window_new())
        gtk_window_set_title(pointer.cast(), title)
        let view = ToolbarView(top: headerBar, content: content)
        withExtendedLifetime(view) { adw_window_set_content(pointer.cast(), view.widget) }
        gtk_window_set_default_size(pointer.cast(), gint(width), gint(height))
        makeDialog(self, of: parent, modal: false)
        gtk_window_set_destroy_with_parent(pointer.cast(), 1)
    }

    public var title: String {
        get { String(cString: gtk_window_get_title(pointer.cast())) }
        set { gtk_window_set_title(pointer.cast(), newValue) }
    }

    /// Shows the window, then calls `active` once it has the keyboard: there a focus moved is
    /// told to assistive technology as a change. (Given before, to a widget not yet realized,
    /// it is not told, `GtkQuirks.focusToldOnlyWhenRealized`; given as the window is shown,
    /// Orca 48 takes it as the new window's focus and says only the window.)
    public func present(then active: @escaping @MainActor () -> Void) {
        var connection: SignalConnection?
        connection = on(.notify("is-active")) { [pointer] in
            guard gtk_window_is_active(pointer.cast()) != 0 else { return }
            connection?.disconnect()
            active()
        }
        gtk_window_present(pointer.cast())
    }

    /// Closes the window for good.
    public func destroy() { gtk_window_destroy(pointer.cast()) }

    /// Closes the window as its close button does (`onCloseRequest` is told).
    public func close() { gtk_window_close(pointer.cast()) }

    /// Called when the person closes the window (its close button, Alt+F4), before it goes.
    /// (Not "destroy": GTK emits that only once the last reference goes, which may be the
    /// owner's own, as it is let go.)
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        on(.closeRequest) {
            handler()
            return false
        }
    }
}
