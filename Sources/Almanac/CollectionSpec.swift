import AlmanacCore
import Foundation

/// Everything that makes one collection what it is: where its bundled rows come from, how an
/// item is identified, shown in a row and in the detail, and its live source. The window builds
/// one page per spec, the same way for every collection.
@MainActor
struct CollectionSpec<Item: Sendable> {
    let kind: CollectionKind
    /// Reads and indexes the bundled collection (called off the main thread).
    let load: @Sendable () throws(DataFileError) -> LoadedCollection<Item>
    /// Stays the same for an item across reloads and live pages.
    let identity: @Sendable (Item) -> String
    let rowContent: @MainActor (Item) -> RowContent
    let detail: @MainActor (Item) -> Detail
    /// The live source for the settings in force; nil when there is none.
    var live: (@MainActor (LiveSettings) -> LiveLoader<Item>?)?
    /// The settings the live source depends on: when they change, it is made anew.
    var liveSettings: @MainActor (LiveSettings) -> [String] = { _ in [] }
    /// When the bundled data was installed: a cache older than that is not used.
    var bundledDate: Date?
    /// A notice above the rows until live rows replace them (e.g. "sample loans").
    var banner: String?
    /// Called with every item each time rows arrive.
    var loaded: (@MainActor ([Item]) -> Void)?
}

/// A spec of any item type, as the window sees it: something that makes a page.
@MainActor
protocol PageMaking {
    var kind: CollectionKind { get }
    func makePage(pictures: PictureLoader, live: LiveSettings) -> BrowsablePage
}

extension CollectionSpec: PageMaking {
    func makePage(pictures: PictureLoader, live: LiveSettings) -> BrowsablePage {
        CollectionPage(spec: self, pictures: pictures, live: live)
    }
}
