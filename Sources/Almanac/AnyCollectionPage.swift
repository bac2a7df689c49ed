import AlmanacCore
import AlmanacStore
import GtkKit

/// What a collection's page tells the window while it is the page shown.
enum PageEvent {
    /// The current item changed (the person moved in the list, or the rows under it changed):
    /// its detail, or nil.
    case currentChanged(Detail?)
    /// An item was opened (a click, Enter, its address).
    case opened(Detail)
    /// A refresh started (true) or ended.
    case refreshing(Bool)
    /// A live request failed (the rows shown stay): why, in words for the user.
    case fault(String)
    /// The first rows arrived.
    case firstRows
    /// Shift+Tab in the list, with no banner above it: the focus goes to the region before.
    case tabBackward
    /// An item asked for by its address waits for the search to end.
    case searchMustEnd
}

/// What the main window needs of a collection page, whatever its items.
@MainActor
protocol AnyCollectionPage: AnyObject {
    var kind: CollectionKind { get }
    var root: Box { get }
    /// How rows appear the first time they are shown.
    var animationStyle: AnimationStyle { get set }
    /// Loads the collection, the first time it is called.
    func load()
    /// Whether loading is over (rows, or why there are none, are shown).
    var hasLoaded: Bool { get }
    /// Shows only the rows matching `query` (all of them for an empty query), from the top.
    func search(_ query: String)
    /// Shows only the items starred in `stars`, or all of them for nil.
    func showOnlyStarred(_ stars: StarredItems?)
    /// How many rows the search shows.
    var resultCount: Int { get }
    /// Enter in the search: opens the current row if the search shows it, else the best match.
    func openFromSearch()
    func focusList()
    /// Whether the keyboard focus is in the list.
    var listHasFocus: Bool { get }
    /// Gives the keyboard focus to the letter index (Shift+Tab from the detail); false when the
    /// list is not shown.
    func focusIndex() -> Bool
    /// Makes the first row shown current, with the keyboard focus.
    func focusFirstRow()
    /// The focus went elsewhere (the search): the list gives up the focus moves it waits to make.
    func forgetWaitingFocus()
    /// Where the rows came from, and when (what a copied item cites).
    var rowsOrigin: RowsOrigin? { get }
    /// The detail of the current item (selected in the list), if there is one.
    var currentDetail: Detail? { get }
    /// The detail of the item with this address key, if the rows have it.
    func detail(key: String) -> Detail?
    /// The items the list's search finds for `query`, with their addresses (Compare's choice).
    func candidates(matching query: String) -> [(address: ItemAddress, row: RowContent)]
    /// Whether the collection has a live source to refresh from.
    var canRefresh: Bool { get }
    /// Fetches the first live page; it replaces the rows.
    func refresh()
    /// Stops the live request in flight, if any.
    func cancelRequests()
    var isRefreshing: Bool { get }
    /// The live settings changed (Preferences): the source is made anew if it depends on them.
    func liveSettingsChanged(from old: LiveSettings, to new: LiveSettings)
    /// Whether rows are on screen and every one shows its picture (none is still rendering).
    var rowsOnScreenShowTheirPictures: Bool { get }
    /// The list, for `--measure-list`.
    var measurable: MeasurableList { get }
    /// What the page tells while it is shown; set by `CollectionPages` on the page shown only.
    var onShownEvent: (@MainActor (PageEvent) -> Void)? { get set }
    /// The menu of an item's row, in sections of (label, detailed action).
    var rowMenu: (@MainActor (ItemAddress) -> [[(label: String, action: String)]])? { get set }
    /// Passing news about the rows ("50 loans added"), for a toast.
    var onNews: (@MainActor (String) -> Void)? { get set }
    /// The rows changed: all of them, as the desktop's search sees them.
    var onRowsChanged: (@MainActor (ResultSource) -> Void)? { get set }
    /// The rows arrived: what other collections' details look up in them.
    var onReferences: (@MainActor (PublishedReferences) -> Void)? { get set }
    /// Opens the item with this address key (loading the rows first when they are not yet);
    /// says in the news when there is no such item.
    func open(key: String)
    /// What the page shows, by name (for `DiagnosticsService`).
    var diagnosticState: [String: String] { get }
    /// The list's spare rows, and the most it keeps (for `DiagnosticsService`).
    var spareRows: (count: Int, budget: Int) { get }
}
