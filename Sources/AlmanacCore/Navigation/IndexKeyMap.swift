/// A move along the letter index from the keyboard.
public enum IndexMove: Sendable {
    case previous, next, first, last
}

/// Where the keyboard goes along the letter index: to the nearest letter that way with a
/// section of its own. (A letter without one stands for the next section, so Up onto it would
/// land back on the letter it started from.)
public enum IndexKeyMap {
    /// The letter `move` picks from `current` (nil: none picked yet) among `titles`; `current`
    /// itself when no letter that way has a section, nil when no letter has one.
    public static func letter(_ move: IndexMove, from current: String?, in titles: [String],
                              hasSection: (String) -> Bool) -> String? {
        let sectioned = titles.indices.filter { hasSection(titles[$0]) }
        guard let firstSectioned = sectioned.first, let lastSectioned = sectioned.last else { return nil }
        let index = current.flatMap { titles.firstIndex(of: $0) }
        let target: Int? = switch move {
        case .first: firstSectioned
        case .last: lastSectioned
        case .previous: index.map { start in sectioned.last { $0 < start } ?? start } ?? firstSectioned
        case .next: index.map { start in sectioned.first { $0 > start } ?? start } ?? firstSectioned
        }
        return target.map { titles[$0] }
    }
}
