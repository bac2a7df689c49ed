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
}
