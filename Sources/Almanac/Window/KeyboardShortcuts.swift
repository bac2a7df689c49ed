import AlmanacCore
import GtkKit

/// The Keyboard Shortcuts window (Ctrl+?): every key the README lists, the window actions'
/// from their table and the keys of the list, the index and the detail, which are not actions.
@MainActor
enum ShortcutsWindow {
    /// The keys that are not window actions.
    static var otherKeys: [Shortcut] {
        [
            Shortcut(group: .lists, title: tr("Move the current row"), keys: "Up Down"),
            Shortcut(group: .lists, title: tr("Move a screen"), keys: "Page_Up Page_Down"),
            Shortcut(group: .lists, title: tr("First and last rows"), keys: "Home End"),
            Shortcut(group: .lists, title: tr("Jump to a letter's section"), keys: "a...z"),
            Shortcut(group: .lists, title: tr("Open the current row"), keys: "Return space"),
            Shortcut(group: .lists, title: tr("Load every page (go to the end)"), keys: "<Control>End"),
            Shortcut(group: .lists, title: tr("Clear and close the search"), keys: "Escape"),
            Shortcut(group: .index, title: tr("Pick the letter above or below"), keys: "Up Down"),
            Shortcut(group: .index, title: tr("Pick the first or last letter"), keys: "Home End"),
            Shortcut(group: .index, title: tr("Go to the letter's first row"), keys: "Return space"),
            Shortcut(group: .details, title: tr("Back"), keys: "<Alt>Left"),
            Shortcut(group: .details, title: tr("Back (in a narrow window)"), keys: "Escape"),
            Shortcut(group: .general, title: tr("Move between the list, the index, the detail and the header bar"),
                     keys: "Tab <Shift>Tab"),
            Shortcut(group: .general, title: tr("Show a collection"), keys: "<Alt>1...4"),
            Shortcut(group: .general, title: tr("Main menu"), keys: "F10"),
        ]
    }

    static func make(_ shortcuts: [Shortcut], over parent: Widget) -> Window? {
        guard let window = Window(builderXML: xml(shortcuts), id: "shortcuts", transientFor: parent) else { return nil }
        ClassNameFallback.replace(in: window, iconNames: ["edit-find-symbolic": tr("Search Shortcuts")])
        return window
    }

    /// A GtkShortcutsWindow in GtkBuilder XML: one group per heading, in `ShortcutGroup`'s
    /// order; a column holds at most `linesPerColumn` lines.
    static func xml(_ shortcuts: [Shortcut]) -> String {
        let groups = ShortcutGroup.allCases.map { group in
            let lines = shortcuts.filter { $0.group == group }.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"title\">\(escaped(shortcut.title))</property>"
                    + "<property name=\"accelerator\">\(escaped(shortcut.keys))</property>"
                    // A Tab stop that a screen reader reads: "Refresh, F5 or Ctrl+R".
                    + "<property name=\"focusable\">1</property><accessibility><property name=\"label\">"
                    + escaped(tr("{action}, {keys}", ["action": shortcut.title, "keys": spokenKeys(shortcut.keys)]))
                    + "</property></accessibility></object></child>"
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
                + lines + "</object></child>"
        }.joined()
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"
            + "<property name=\"modal\">1</property>"
            // A window to assistive technology, named by its title (GTK 4.18 gives this one the
            // generic role, and a screen reader found a nameless panel).
            + "<property name=\"accessible-role\">window</property>"
            + "<property name=\"title\">\(escaped(tr("Keyboard Shortcuts")))</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
            + "<property name=\"max-height\">\(linesPerColumn)</property>"
            + groups + "</object></child></object></interface>"
    }

    /// A line's keys in words, as GTK names them in the user's language: "Page Up or Page
    /// Down", "A to Z", "Alt+1 to 4".
    static func spokenKeys(_ keys: String) -> String {
        let alternatives = keys.split(separator: " ").map { token in
            let ends = token.components(separatedBy: "...")
            guard ends.count == 2 else { return keyLabel(String(token)) }
            return tr("{first} to {last}", ["first": keyLabel(ends[0]), "last": keyLabel(ends[1])])
        }
        return alternatives.dropFirst().reduce(alternatives.first ?? "") { tr("{keys} or {key}", ["keys": $0, "key": $1]) }
    }

    private static func keyLabel(_ accelerator: String) -> String { Accelerators.label(accelerator) ?? accelerator }

    /// Two columns fit on one page: Lists and the index, then the detail and General.
    private static let linesPerColumn = 15

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
