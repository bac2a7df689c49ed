/// What a JSON value is, for messages such as "expected a string, found a number".
enum JSONKind: String {
    case null, boolean = "true or false", number = "a number", string = "a string", array = "an array",
         object = "an object"

    /// The JSON kind a Swift type is read from.
    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: JSONKind.string.rawValue
        case is Bool.Type: JSONKind.boolean.rawValue
        case is Double.Type, is Int.Type: JSONKind.number.rawValue
        default:
            String(describing: type).hasPrefix("Array") ? JSONKind.array.rawValue : JSONKind.object.rawValue
        }
    }
}
