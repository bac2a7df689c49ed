/// An animal of the classic indexed-table demo: a name and a picture.
public struct Animal: Sendable, Equatable, Identifiable {
    public let name: String
    /// The picture's file name, relative to the data directory (e.g. "animals/bear.svg").
    public let image: String?

    public var id: String { name }
}

extension Animal: DataRecord {
    public static var recordKind: String { RecordKind.animal }
    private enum Keys: String, CodingKey { case name, image }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let name = fields.text(.name) else { throw IncompleteRecord(problem: "missing its name") }
        self.name = name
        image = fields.text(.image)
    }
}
