/// Items of one collection side by side: a column per item, a row per fact any of them has
/// (in the order their details give them), and in each cell the item's value or that it has none.
public struct Comparison: Equatable, Sendable {
    /// The most items compared at once: more columns do not fit a screen's width readably.
    public static let itemLimit = 4

    public enum Cell: Equatable, Sendable {
        /// A value as the detail shows it; a number's year apart, so that numbers align.
        case value(String, year: String?)
        /// The data says nothing about this item's fact.
        case missing
    }

    public struct Row: Equatable, Sendable {
        public let key: String
        /// The fact's name as the first item that has it calls it.
        public let label: String
        /// Whether every value in the row is a number (shown aligned, at the end of the cell).
        public let isFigure: Bool
        public let cells: [Cell]
    }

    public let items: [Detail]
    public let rows: [Row]

    public init(_ items: [Detail]) {
        self.items = items
        var keys: [String] = []
        for detail in items {
            var after: Int?
            for fact in detail.facts {
                if let known = keys.firstIndex(of: fact.key) {
                    after = known
                } else {
                    let place = after.map { $0 + 1 } ?? 0
                    keys.insert(fact.key, at: place)
                    after = place
                }
            }
        }
        rows = keys.map { key in
            let facts = items.map { detail in detail.facts.first { $0.key == key } }
            let present = facts.compactMap { $0 }
            return Row(key: key, label: present.first?.label ?? key,
                       isFigure: present.allSatisfy { $0.figure != nil },
                       cells: facts.map { fact in
                           guard let fact else { return .missing }
                           return fact.figure.map { .value($0.amount, year: $0.year) } ?? .value(fact.value, year: nil)
                       })
        }
    }

    /// A cell as a screen reader says it, with its row and column: "Population, Kenya:
    /// 47,564,296 (2019)"; "Area, Kosovo: missing".
    public func spoken(row: Int, column: Int) -> String {
        let line = rows[row]
        let value = switch line.cells[column] {
        case .value(let text, let year):
            year.map { tr("{value} ({year})", ["value": text, "year": $0]) } ?? text
        case .missing:
            tr("missing")
        }
        let lines = value.split(whereSeparator: \.isNewline).map { Detail.Fact.withPauses(String($0)) }
        return tr("{fact}, {item}: {value}", ["fact": line.label, "item": items[column].title,
                                               "value": lines.joined(separator: ", ")])
    }

    /// The same comparison with `detail` added at the end; nil when it is there already, is of
    /// another collection, or there is no room.
    public func adding(_ detail: Detail) -> Comparison? {
        guard items.count < Self.itemLimit, let address = detail.address,
              items.allSatisfy({ $0.address != address && $0.address?.kind == address.kind }) else { return nil }
        return Comparison(items + [detail])
    }

    /// The same comparison without the item in `column`.
    public func removing(column: Int) -> Comparison {
        var kept = items
        kept.remove(at: column)
        return Comparison(kept)
    }
}
