import Foundation

/// The items a person opened, newest first, each once (at its last opening), at most `limit`:
/// Almanac's history. Each keeps the title it had, so an item no longer in its collection is
/// still listed.
public struct OpenedItems: Equatable, Sendable {
    /// The most items kept: the oldest go first.
    public static let limit = 1000

    public private(set) var all: [ListedItem] = []

    /// `items`, as a file lists them (newest first; dates to the second, so ties keep that
    /// order): kept newest first, each address once, at most `limit`.
    public init(_ items: [ListedItem] = []) {
        let oldestFirst = items.reversed().enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        for (_, item) in oldestFirst { add(item) }
    }

    public mutating func record(_ address: ItemAddress, title: String, at date: Date = Date()) {
        add(ListedItem(address: address.description, title: title, date: date))
    }

    public mutating func clear() { all = [] }

    /// The items by day, the latest day first: each day's start in `calendar`, and its items.
    public func byDay(calendar: Calendar = .current) -> [(day: Date, items: [ListedItem])] {
        var days: [(day: Date, items: [ListedItem])] = []
        for item in all {
            let day = calendar.startOfDay(for: item.date)
            if days.last?.day == day { days[days.count - 1].items.append(item) } else { days.append((day, [item])) }
        }
        return days
    }

    private mutating func add(_ item: ListedItem) {
        all.removeAll { $0.address == item.address }
        all.insert(item, at: 0)
        if all.count > Self.limit { all.removeLast(all.count - Self.limit) }
    }
}

/// How History heads a day: "Today", "Yesterday", else the date in the locale's words
/// ("Friday, 4 December 2026").
public enum DayHeading {
    public static func text(for day: Date, now: Date = Date(), calendar: Calendar = .current,
                            locale: Locale = UserLocale.formatting) -> String {
        if calendar.isDate(day, inSameDayAs: now) { return tr("Today") }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(day, inSameDayAs: yesterday) {
            return tr("Yesterday")
        }
        var style = Date.FormatStyle(date: .complete, time: .omitted, locale: locale, calendar: calendar)
        style.timeZone = calendar.timeZone
        return day.formatted(style)
    }
}
