/// The collections the app browses.
public enum CollectionKind: String, CaseIterable, Sendable {
    case countries, species, loans, animals, synthetic

    /// The name people see (and assistive technology announces) for the collection.
    public var title: String {
        switch self {
        case .countries: tr("Countries")
        case .species: tr("Species")
        case .loans: tr("Loans")
        case .animals: tr("Animals")
        case .synthetic: tr("Synthetic")
        }
    }

    /// What one item of the collection is, for a line that has nothing else to say.
    public var itemNoun: String {
        switch self {
        case .countries: tr("Country")
        case .species: tr("Species")
        case .loans: tr("Loan")
        case .animals: tr("Animal")
        case .synthetic: tr("Synthetic row")
        }
    }

    /// Said when an item asked for (a result of the desktop's search, `--open`) is not in the
    /// collection.
    public var itemMissing: String {
        switch self {
        case .countries: tr("That country is not in Countries")
        case .species: tr("That species is not in Species")
        case .loans: tr("That loan is not in Loans")
        case .animals: tr("That animal is not in Animals")
        case .synthetic: tr("That row is not in the list")
        }
    }
}
