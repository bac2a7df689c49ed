import AlmanacCore

/// One change of a collection store, published once: what the list shows (splices in order),
/// the phase and live activity after it, and what else a page does about it.
public struct CollectionUpdate<Item: Sendable> {
    /// The list's changes, in order; applied to the list shown before, they give `state.list`.
    public var splices: [ListSplice<Item>] = []
    /// Whether the rows shown fade in (a search's results).
    public var fadeIn = false
    /// The phase and live activity after the change (filled in when published).
    public var phase = CollectionPhase.loading
    public var activity = LiveActivity.idle
    /// Whether the activity changed (a refresh started or ended).
    public var activityChanged = false
    /// Rows arrived (bundled, cached, live): the collection holds other items now.
    public var rowsArrived = false
    /// Whether the rows came from the live source or its cache (a sample notice can go).
    public var rowsAreLive = false
    /// What other collections look up in this one, published as rows arrive.
    public var references: PublishedReferences?
    /// The current item was replaced or went with the rows: the detail shows it anew.
    public var currentChanged = false
    /// An item opened (a row clicked or entered, Enter in the search, `open(key:)`): the
    /// detail shows it.
    public var opened: Detail?
    /// An item asked for by its address (`open(key:)`) waits for the search to end: the search's
    /// owner ends it, and the item opens then.
    public var searchMustEnd = false
    /// Where the view goes after the splices.
    public var move: ViewMove?
    /// News for a toast ("3 loans from Kiva").
    public var news: String?
    /// A live request failed (`.shown`) or a shown failure is over (`.cleared`).
    public var fault: FaultChange?

    /// Where the list's view goes after an update.
    public enum ViewMove: Equatable, Sendable {
        /// Shows the row at this position, scrolling as little as needed (a search that picked
        /// this row ended).
        case reveal(Int)
        /// Back to where the view was when the search began (a search that left the current row
        /// as it was ended).
        case back
        /// The row at this position at the top (an item opened by its address).
        case top(Int)
        /// The end of the list, which it follows (a next page arrived while following it).
        case end
    }

    /// A live source's failure: shown with a way to try again, or over.
    public enum FaultChange {
        case shown(message: String, retry: @MainActor () -> Void)
        case cleared
    }
}
