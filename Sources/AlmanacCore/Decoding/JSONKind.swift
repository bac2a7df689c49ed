/// What a JSON value is, for messages such as "expected a string, found a number".
enum JSONKind {
    case null, boolean, number, string, array, object

    /// The kind in words, in the user's language.
    var name: String {
        switch self {
        case .null: tr("null")
        case .boolean: tr("true or false")
        case .number: tr("a number")
        case .string: tr("a string")
        case .array: tr("an array")
        case .object: tr("an object")
        }
    }

    /// The JSON kind a Swift type is read from.
    static func of(_ type: Any.Type) -> JSONKind {
        switch type {
        case is String.Type: .string
        case is Bool.Type: .boolean
        case is Double.Type, is Int.Type: .number
        default: String(describing: type).hasPrefix("Array") ? .array : .object
        }
    }
}
