/// An animal of the classic indexed-table demo: a name and a picture.
public struct Animal: Sendable, Equatable, Identifiable {
    public internal(set) var name: String
    /// The picture's file name, relative to the data directory (e.g. "animals/bear.svg").
    public let image: String?

    /// Its picture, else its name: the same animal in every language.
    public var id: String { image ?? name }

    /// The same animal under another name (its name in the user's language).
    public func named(_ localizedName: String) -> Animal {
        var animal = self
        animal.name = localizedName
        return animal
    }
}

extension Animal: DataRecord {
    public static var recordKind: String { RecordKind.animal }
    private enum Keys: String, CodingKey { case name, image }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let name = fields.text(.name) else { throw IncompleteRecord(problem: ProblemText.missingName()) }
        self.name = name
        image = fields.text(.image)
    }
}
