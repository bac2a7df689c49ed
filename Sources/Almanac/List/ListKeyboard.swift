import AlmanacCore
import GtkKit

/// What the keyboard needs of a list.
@MainActor
protocol KeyboardList: AnyObject {
    /// Where keys stand now; `pendingRow` is the row an earlier key went to that the view is
    /// still moving to (keys come faster than frames).
    func keyContext(pendingRow: Int?) -> ListKeyContext
    /// Makes a key's target current: selected, shown, focused once the view is there.
    func moveCurrent(to target: ListKeyTarget, arrived: @escaping @MainActor () -> Void)
    /// Enter or Space on a row (its focus may not have arrived yet: the view is moving there).
    func open(_ row: Int)
    /// The row with the focus ring, if one has it.
    var focusedRow: Int? { get }
    /// Tab (`forward`) or Shift+Tab: the focus leaves the list.
    func leave(forward: Bool)
}

/// The list's keys, seen before the focused row sees them: arrows, Page Up/Down, Home/End
/// (with or without Ctrl), a typed letter or digit, Enter while the view is still moving, Space,
/// Tab and Shift+Tab. Where each key goes is `ListKeyMap`'s pure decision; this turns key presses
/// into its keys and carries its targets out.
@MainActor
final class ListKeyboard {
    private unowned let list: KeyboardList
    /// The row the last key went to, until the view has got there and focused it.
    private(set) var pendingRow: Int?

    init(list: KeyboardList) {
        self.list = list
    }

    /// The user moved the view (wheel, touch, index): keys go on from where it is now.
    func forgetPending() { pendingRow = nil }

    /// Handles a key pressed in the list; false for keys it leaves to others.
    func handle(_ press: KeyPress) -> Bool {
        if press.navigation == .tab || press.navigation == .backTab {
            list.leave(forward: press.navigation == .tab)
            return true
        }
        if press.isEnter {
            // The focus has not reached the row the keys went to yet: that row opens.
            guard let pendingRow else { return false }
            list.open(pendingRow)
            return true
        }
        if press.isSpace {
            // Space opens the row with the focus ring, as Enter does. (GTK 4.8's list would
            // toggle its selection: the current row would be no row.)
            if let row = pendingRow ?? list.focusedRow { list.open(row) }
            return true
        }
        guard let key = Self.key(press) else { return false }
        // A key with nowhere to go (Down on the last row) is still the list's: GTK's own
        // handling would move the focus out of it.
        guard let target = ListKeyMap.target(of: key, in: list.keyContext(pendingRow: pendingRow)) else { return true }
        pendingRow = target.row
        list.moveCurrent(to: target) { [weak self] in
            if self?.pendingRow == target.row { self?.pendingRow = nil }
        }
        return true
    }

    /// The list key a press stands for: navigation keys, and letters and digits (the list goes
    /// to the section the character is filed under).
    static func key(_ press: KeyPress) -> ListKey? {
        switch press.navigation {
        case .up?: return .up
        case .down?: return .down
        case .pageUp?: return .pageUp
        case .pageDown?: return .pageDown
        case .home?: return .home
        case .end?: return .end
        case .tab?, .backTab?: return nil
        case nil:
            guard let character = press.character, character.isLetter || character.isNumber else { return nil }
            return .letter(String(character))
        }
    }
}
