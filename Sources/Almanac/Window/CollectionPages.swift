import AlmanacCore
import AlmanacStore
import GtkKit

/// The collections' pages in the view stack the switchers show, and which one is shown: a
/// typed property the stack follows (and that follows the switchers). A page is made when
/// first needed — the one shown with the window, the others once it is painted (a page is
/// ~3 ms of the main thread) — a holder keeping its place, title and icon until then.
@MainActor
final class CollectionPages {
    let stack = ViewStack()
    private let specs: [AnyCollectionSpec]
    private let make: @MainActor (AnyCollectionSpec) -> AnyCollectionPage
    /// The pages made so far.
    private(set) var made: [AnyCollectionPage] = []
    private var holders: [CollectionKind: Box] = [:]
    /// News of collections not shown when it came (the latest each), told when they are.
    private var unseenNews: [CollectionKind: String] = [:]

    /// The collection shown changed (a switcher, Alt+number, `current` set).
    var onCurrentChanged: (@MainActor () -> Void)?
    /// What the page shown tells. Only the page shown is followed, as a GSignalGroup follows
    /// one target: a page no longer shown is let go of, the page shown taken once it is made.
    var onShownPageEvent: (@MainActor (PageEvent) -> Void)?
    /// The page whose events are followed.
    private weak var followed: AnyCollectionPage?

    /// A page was made (`make` makes a collection's page).
    var onMade: (@MainActor (AnyCollectionPage) -> Void)?

    init(specs: [AnyCollectionSpec], showing first: CollectionKind, make: @escaping @MainActor (AnyCollectionSpec) -> AnyCollectionPage) {
        self.specs = specs
        self.make = make
        current = specs.contains { $0.kind == first } ? first : specs[0].kind
        for spec in specs {
            let holder = Box(.vertical)
            holder.expands = (true, true)
            holders[spec.kind] = holder
            stack.add(holder, name: spec.kind.rawValue, title: spec.traits.title, icon: spec.traits.iconName)
        }
        stack.visibleChildName = current.rawValue
        stack.onVisibleChildChanged { [unowned self] in
            guard let name = stack.visibleChildName, let kind = CollectionKind(rawValue: name), kind != current else { return }
            current = kind
        }
    }

    /// The collection shown.
    var current: CollectionKind {
        didSet {
            guard current != oldValue else { return }
            if stack.visibleChildName != current.rawValue { stack.visibleChildName = current.rawValue }
            followShownPage()
            onCurrentChanged?()
        }
    }

    var kinds: [CollectionKind] { specs.map(\.kind) }

    /// The page shown, made if it was not yet.
    var shown: AnyCollectionPage { page(current) }

    /// A collection's name ("Countries").
    func title(of kind: CollectionKind) -> String { specs.traits(of: kind).title }

    /// The page of `kind`, if it has been made.
    func madePage(_ kind: CollectionKind) -> AnyCollectionPage? { made.first { $0.kind == kind } }

    /// The page shown, if it has been made.
    var shownIfMade: AnyCollectionPage? { madePage(current) }

    /// The page of a collection, made the first time.
    func page(_ kind: CollectionKind) -> AnyCollectionPage {
        if let page = madePage(kind) { return page }
        guard let spec = specs.first(where: { $0.kind == kind }) else { preconditionFailure("no collection \(kind)") }
        let page = make(spec)
        made.append(page)
        onMade?(page)
        holders.removeValue(forKey: kind)?.append(page.root)
        followShownPage()
        return page
    }

    private func followShownPage() {
        let shown = shownIfMade
        guard shown !== followed else { return }
        followed?.onShownEvent = nil
        followed = shown
        shown?.onShownEvent = { [unowned self] event in onShownPageEvent?(event) }
    }

    /// Makes every page and loads it.
    func loadAll() {
        specs.map { page($0.kind) }.forEach { $0.load() }
    }

    /// Whether every page is made and loaded.
    var allLoaded: Bool { made.count == specs.count && made.allSatisfy(\.hasLoaded) }

    /// News of a page: told now (`tell`) when it is shown, else kept for when it is.
    func news(_ news: String, of page: AnyCollectionPage, tell: (String) -> Void) {
        if page.kind == current { tell(news) } else { unseenNews[page.kind] = news }
    }

    /// The news kept for the collection now shown, if any (once).
    func takeUnseenNews() -> String? { unseenNews.removeValue(forKey: current) }
}
