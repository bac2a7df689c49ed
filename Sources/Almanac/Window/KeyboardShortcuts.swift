import AlmanacCore
import GtkKit

/// The Keyboard Shortcuts (Ctrl+?): every key the README lists, the window actions' from their
/// table and the keys of the list, the index and the detail, which are not actions.
@MainActor
enum KeyboardShortcuts {
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
            Shortcut(group: .lists, title: tr("The current row's menu"), keys: "<Shift>F10"),
            Shortcut(group: .index, title: tr("Pick the letter above or below"), keys: "Up Down"),
            Shortcut(group: .index, title: tr("Pick the first or last letter"), keys: "Home End"),
            Shortcut(group: .index, title: tr("Go to the letter's first row"), keys: "Return space"),
            Shortcut(group: .details, title: tr("Copy the item with its link"), keys: "<Control>c"),
            Shortcut(group: .details, title: tr("Back"), keys: "<Alt>Left"),
            Shortcut(group: .details, title: tr("Back (in a narrow window)"), keys: "Escape"),
            Shortcut(group: .compare, title: tr("Go from cell to cell"), keys: "Left Right Up Down"),
            Shortcut(group: .compare, title: tr("Previous or next item (one at a time)"), keys: "<Control>Page_Up <Control>Page_Down"),
            Shortcut(group: .general, title: tr("Move between the list, the index, the detail and the header bar"),
                     keys: "Tab <Shift>Tab"),
            Shortcut(group: .general, title: tr("Show a collection"), keys: "<Alt>1...4"),
            Shortcut(group: .general, title: tr("Main menu"), keys: "F10"),
        ]
    }

    static func make(_ shortcuts: [Shortcut], over parent: Widget) -> ShortcutsDialog? {
        let groups = ShortcutGroup.allCases.map { group in
            ShortcutsDialog.Group(title: group.title, lines: shortcuts.filter { $0.group == group }.map { shortcut in
                ShortcutsDialog.Line(title: shortcut.title, keys: shortcut.keys,
                                     spoken: tr("{action}, {keys}", ["action": shortcut.title, "keys": spokenKeys(shortcut.keys)]))
            })
        }
        return ShortcutsDialog(title: tr("Keyboard Shortcuts"), groups: groups, over: parent,
                               linesPerColumn: linesPerColumn, searchName: tr("Search Shortcuts"))
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

    /// Two columns of GTK's shortcuts window fit on one page: Lists and the index, then the
    /// detail, Compare and General.
    private static let linesPerColumn = 17
}
