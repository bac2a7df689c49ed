import CGtk

/// The Keyboard Shortcuts over a parent window, kept for reuse once closed: an
/// `AdwShortcutsDialog` from libadwaita 1.8, else a `GtkShortcutsWindow` (deprecated since GTK
/// 4.18; made from GtkBuilder XML, as GTK has no API to fill one).
@MainActor
public final class ShortcutsDialog {
    /// One line: what the keys do, and the keys in GTK's accelerator syntax, alternatives
    /// separated by spaces ("Home End"), a range with "..." ("<Alt>1...4").
    public struct Line: Sendable {
        public let title: String
        public let keys: String
        /// What a screen reader says for the line where the toolkit says only the title
        /// (GtkShortcutsWindow): "Refresh, F5 or Ctrl+R".
        public let spoken: String
        public init(title: String, keys: String, spoken: String) {
            self.title = title
            self.keys = keys
            self.spoken = spoken
        }
    }

    /// A heading and its lines.
    public struct Group: Sendable {
        public let title: String
        public let lines: [Line]
        public init(title: String, lines: [Line]) {
            self.title = title
            self.lines = lines
        }
    }

    private let widget: Widget
    private unowned let parent: Widget
    private let lines: [Line]

    /// `linesPerColumn`: how many lines a column of the GtkShortcutsWindow holds (the dialog
    /// lays its lines out itself); `searchName` names its icon-only search button.
    public init?(title: String, groups: [Group], over parent: Widget, linesPerColumn: Int, searchName: String) {
        self.parent = parent
        lines = groups.flatMap(\.lines)
        #if ADW_1_8
        widget = Widget(retaining: adw_shortcuts_dialog_new())
        adw_dialog_set_title(widget.pointer.cast(), title)
        for group in groups {
            let section = adw_shortcuts_section_new(group.title)
            for line in group.lines {
                adw_shortcuts_section_add(section, adw_shortcuts_item_new(line.title, line.keys))
            }
            adw_shortcuts_dialog_add(widget.opaque, section)
        }
        #else
        guard let window = Window(builderXML: Self.xml(title: title, groups: groups, linesPerColumn: linesPerColumn),
                                  id: "shortcuts", transientFor: parent) else { return nil }
        widget = window
        ClassNameFallback.replace(in: window, iconNames: ["edit-find-symbolic": searchName])
        #endif
    }

    public func present() {
        #if ADW_1_8
        adw_dialog_present(widget.pointer.cast(), parent.widget)
        nameRows()
        #else
        gtk_window_present(widget.pointer.cast())
        #endif
    }

    #if ADW_1_8
    /// libadwaita 1.8 to 1.10 names each line of the dialog by its title alone, so a screen
    /// reader does not say the keys: each row, built when the dialog is first presented, is named
    /// by its `spoken` text instead (the lines in order, on the page that lists them all).
    private func nameRows() {
        let rowType = g_type_from_name("AdwShortcutRow")
        guard rowType != 0, let page = descendants(of: widget.widget, type: adw_preferences_page_get_type()).first else { return }
        let rows = descendants(of: page, type: rowType)
        guard rows.count == lines.count else { return }
        for (row, line) in zip(rows, lines) { Widget.setAccessibleText(line.spoken, GTK_ACCESSIBLE_PROPERTY_LABEL, of: row) }
    }

    /// The widgets of `type` in `widget`'s tree (itself included), in the tree's order.
    private func descendants(of widget: UnsafeMutablePointer<GtkWidget>, type: GType) -> [UnsafeMutablePointer<GtkWidget>] {
        var found = widget.isInstance(of: type) ? [widget] : []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += descendants(of: current, type: type)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
    #endif

    /// Closes it for good.
    public func destroy() {
        #if ADW_1_8
        adw_dialog_force_close(widget.pointer.cast())
        #else
        gtk_window_destroy(widget.pointer.cast())
        #endif
    }

    /// A modal GtkShortcutsWindow with one section; each line a Tab stop that a screen reader
    /// reads by its `spoken` name.
    static func xml(title: String, groups: [Group], linesPerColumn: Int) -> String {
        let groupsXML = groups.map { group in
            let lines = group.lines.map { line in
                "<child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"title\">\(escaped(line.title))</property>"
                    + "<property name=\"accelerator\">\(escaped(line.keys))</property>"
                    + "<property name=\"focusable\">1</property><accessibility><property name=\"label\">"
                    + escaped(line.spoken) + "</property></accessibility></object></child>"
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
                + lines + "</object></child>"
        }.joined()
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"
            + "<property name=\"modal\">1</property>"
            // A window to assistive technology, named by its title (GTK 4.18 gives this one the
            // generic role, and a screen reader found a nameless panel).
            + "<property name=\"accessible-role\">window</property>"
            + "<property name=\"title\">\(escaped(title))</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
            + "<property name=\"max-height\">\(linesPerColumn)</property>"
            + groupsXML + "</object></child></object></interface>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
