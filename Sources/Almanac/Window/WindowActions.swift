import AlmanacCore
import GtkKit

/// A heading of the Keyboard Shortcuts window.
enum ShortcutGroup: CaseIterable {
    case lists, index, details, compare, general

    var title: String {
        switch self {
        case .lists: tr("Lists")
        case .index: tr("The Letter Index")
        case .details: tr("Details")
        case .compare: tr("Compare")
        case .general: tr("General")
        }
    }
}

/// One line of the Keyboard Shortcuts window: what the keys do, and the keys in GTK's
/// accelerator syntax, alternatives separated by spaces ("Home End"), a range with "..."
/// ("<Alt>1...4").
struct Shortcut {
    let group: ShortcutGroup
    let title: String
    let keys: String
}

/// A window action ("win.NAME"): its keys, its line in the Keyboard Shortcuts window, and
/// whether it can run now (e.g. Refresh only where there is a live source). Buttons and menu
/// items run it by name; its keys and its line come from here.
struct WindowAction {
    let name: String
    var keys: [String] = []
    /// The Keyboard Shortcuts window's line, under `group`; none for actions without keys.
    var shortcut: (group: ShortcutGroup, title: String)?
    /// Whether it can run now, asked again on `WindowActions.update()`; nil: always.
    var isEnabled: (@MainActor () -> Bool)?
    let run: @MainActor () -> Void
}

/// The window's actions, added to the window with their keys from one table.
@MainActor
final class WindowActions {
    private var table: [WindowAction] = []
    private var added: [String: Action] = [:]

    /// Adds the actions of `table` to `window`, their keys to `application`.
    func add(_ table: [WindowAction], to window: Widget, application: Application) {
        self.table += table
        for action in table {
            added[action.name] = window.addAction(action.name, action.run)
            if !action.keys.isEmpty { application.setAccelerators(action.keys, for: "win.\(action.name)") }
        }
        update()
    }

    /// Enables and disables the actions by their rules (call when what they depend on changed).
    func update() {
        for action in table {
            if let isEnabled = action.isEnabled { added[action.name]?.isEnabled = isEnabled() }
        }
    }

    /// The lines of the Keyboard Shortcuts window: the actions' and `otherKeys`, by group.
    func shortcuts(otherKeys: [Shortcut]) -> [Shortcut] {
        table.compactMap { action in
            action.shortcut.map { Shortcut(group: $0.group, title: $0.title, keys: action.keys.joined(separator: " ")) }
        } + otherKeys
    }
}
