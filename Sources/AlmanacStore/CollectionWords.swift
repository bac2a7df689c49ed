import AlmanacCore

extension CollectionKind {
    /// News that the collection now holds `count` rows from a live source (after a refresh,
    /// which replaces the rows, and after each next page): what the list shows, not how it
    /// changed.
    public func liveNews(_ count: Int, from source: String) -> String {
        let values = ["source": source]
        return switch self {
        case .countries: trn("{count} country from {source}", "{count} countries from {source}", count, values)
        case .species: trn("{count} species from {source}", "{count} species from {source}", count, values)
        case .loans: trn("{count} loan from {source}", "{count} loans from {source}", count, values)
        case .animals, .synthetic: trn("{count} row from {source}", "{count} rows from {source}", count, values)
        }
    }

    /// News that the rows shown were fetched earlier, on `date`.
    public func cachedNews(from date: String) -> String {
        switch self {
        case .countries: tr("Showing cached countries from {date}", ["date": date])
        case .species: tr("Showing cached species from {date}", ["date": date])
        case .loans: tr("Showing cached loans from {date}", ["date": date])
        case .animals, .synthetic: tr("Showing cached rows from {date}", ["date": date])
        }
    }

    /// The symbolic icon of the collection's switcher button.
    public var iconName: String {
        switch self {
        case .countries: "preferences-desktop-locale-symbolic"
        case .species: "starred-symbolic"
        case .loans: "emoji-people-symbolic"
        case .animals: "face-monkey-symbolic"
        case .synthetic: "view-list-symbolic"
        }
    }
}
