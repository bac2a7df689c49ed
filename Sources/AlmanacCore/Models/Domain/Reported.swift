/// A value SWAPI reports as text: a figure ("210"), "n/a", "unknown", or a word of its own
/// ("indefinite").
public enum Reported<Value: Sendable & Equatable>: Sendable, Equatable {
    case value(Value)
    case notApplicable
    case unknown
    case other(String)

    /// The figure, when there is one.
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension Reported where Value == Double {
    /// "210" → 210, "n/a", "unknown" (or nothing) → those, other words kept as they are.
    init(measure text: String?) {
        guard let text = text?.trimmingCharacters(in: .whitespaces).lowercased(), !text.isEmpty else {
            self = .unknown
            return
        }
        switch text {
        case "n/a", "na": self = .notApplicable
        case "unknown": self = .unknown
        default:
            if let number = Double(text.replacingOccurrences(of: ",", with: "")), number.isFinite, number >= 0 {
                self = .value(number)
            } else {
                self = .other(text)
            }
        }
    }
}

extension Reported where Value == [String] {
    /// "black, brown" → ["black", "brown"]; "none" → []; "n/a", "unknown" → those.
    init(list text: String?) {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            self = .unknown
            return
        }
        switch text.lowercased() {
        case "n/a", "na": self = .notApplicable
        case "unknown": self = .unknown
        case "none": self = .value([])
        default:
            self = .value(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty })
        }
    }
}
