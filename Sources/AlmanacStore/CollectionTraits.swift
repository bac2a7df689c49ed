import AlmanacCore

/// What a collection says of itself: its names, the icon of its switcher button, the wording
/// of its news and its live address setting. Each collection's are in its file under
/// Collections/, in its spec.
public struct CollectionTraits: Sendable {
    /// The name people see (and assistive technology announces) for the collection.
    public let title: String
    /// What one item is, for a line that has nothing else to say.
    public let itemNoun: String
    /// A number of items in words: "9 countries".
    public let counted: @Sendable (_ count: Int) -> String
    /// Said when an item asked for (the desktop's search, `--open`) is not in the collection.
    public let itemMissing: String
    /// The symbolic icon of the collection's switcher button.
    public let iconName: String
    /// News that the collection holds `count` rows from the live source named `source`.
    public let liveNews: @Sendable (_ count: Int, _ source: String) -> String
    /// News that the rows shown were fetched earlier, on `date`.
    public let cachedNews: @Sendable (_ date: String) -> String
    /// The setting of its live source's address; nil without a live source.
    public let liveAddress: LiveAddress?

    /// Traits whose counts and news, unless given, speak of rows.
    public init(title: String, itemNoun: String, itemMissing: String, iconName: String,
         counted: @escaping @Sendable (_ count: Int) -> String = { trn("{count} row", "{count} rows", $0) },
         liveNews: @escaping @Sendable (_ count: Int, _ source: String) -> String = { count, source in
             trn("{count} row from {source}", "{count} rows from {source}", count, ["source": source])
         },
         cachedNews: @escaping @Sendable (_ date: String) -> String = { tr("Showing cached rows from {date}", ["date": $0]) },
         liveAddress: LiveAddress? = nil) {
        self.title = title
        self.itemNoun = itemNoun
        self.counted = counted
        self.itemMissing = itemMissing
        self.iconName = iconName
        self.liveNews = liveNews
        self.cachedNews = cachedNews
        self.liveAddress = liveAddress
    }
}
