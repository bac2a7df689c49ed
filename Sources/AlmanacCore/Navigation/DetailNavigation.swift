/// What the detail pane shows and where Back goes, without any widget: the current item's
/// detail, then the links followed from it (a loan's country); in a narrow window, where list
/// and detail take turns, whether the detail is shown instead of the list.
///
/// Wide, the detail follows the current item. Narrow, moving through the list leaves the list
/// on screen; opening an item (a click, Enter, the desktop's search) shows its detail, and
/// Back returns to the list.
public struct DetailNavigation<Shown: Sendable>: Sendable {
    /// The details shown, most recent last.
    public private(set) var history: [Shown] = []
    /// Whether list and detail take turns (the window is too narrow for both).
    public private(set) var isNarrow = false
    /// Narrow: whether an item was opened, so that its detail is shown instead of the list.
    private var opened = false

    public init() {}

    /// The detail to show; nil for none (the placeholder).
    public var shown: Shown? { history.last }

    /// Whether the detail is shown instead of the list (narrow only).
    public var detailReplacesList: Bool { isNarrow && opened && !history.isEmpty }

    /// Whether Back goes somewhere: to the detail a link was followed from, or to the list.
    public var canGoBack: Bool { history.count > 1 || detailReplacesList }

    /// The current item changed (the user moved in the list), to `detail` or to none.
    public mutating func currentChanged(to detail: Shown?) {
        history = detail.map { [$0] } ?? []
        if !isNarrow { opened = detail != nil }
    }

    /// The user opened an item.
    public mutating func open(_ detail: Shown) {
        history = [detail]
        opened = true
    }

    /// A link of the detail shown was followed: Back returns to it.
    public mutating func follow(_ detail: Shown) {
        history.append(detail)
        opened = true
    }

    /// The current item's detail made again (it names more once references have loaded), when
    /// no link has been followed from it.
    public mutating func refreshCurrent(_ detail: Shown) {
        if history.count == 1 { history = [detail] }
    }

    /// Another collection is shown, with its own current item.
    public mutating func collectionChanged(current detail: Shown?) {
        history = detail.map { [$0] } ?? []
        opened = !isNarrow && detail != nil
    }

    /// The window became narrow or wide. Narrowed while the search is typed in, the list stays.
    public mutating func setNarrow(_ narrow: Bool, keepingList: Bool = false) {
        isNarrow = narrow
        if narrow, keepingList { opened = false }
    }

    /// The list is wanted on screen (the search opens in it): a detail shown instead is left.
    public mutating func showList() {
        if detailReplacesList { opened = false }
    }

    /// Back: to the detail a link was followed from, else, narrow, from the detail to the
    /// list. False when there is nowhere to go.
    @discardableResult
    public mutating func goBack() -> Bool {
        if history.count > 1 {
            history.removeLast()
            return true
        }
        guard detailReplacesList else { return false }
        opened = false
        return true
    }
}
