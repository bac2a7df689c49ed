/// The collections the app browses, by name. What each one is and says (its title, its
/// spec) is in its own file under AlmanacStore's Collections folder.
public enum CollectionKind: String, CaseIterable, Sendable {
    case countries, species, loans, animals, synthetic
}
