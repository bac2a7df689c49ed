@testable import AlmanacCore
import Foundation
import Testing

/// The history: newest first, each item once, bounded; grouped by day and headed as a person
/// says the day.
@Suite struct OpenedItemsTests {
    let kenya = ItemAddress(kind: .countries, key: "KE")
    let bear = ItemAddress(kind: .animals, key: "bear")
    /// Days in a fixed zone, so the test reads the same anywhere.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }
    /// 6 December 2026, 12:00 in Berlin.
    let noon = Date(timeIntervalSince1970: 1_796_554_800)

    @Test func anItemOpenedAgainMovesToTheTopOnce() {
        var history = OpenedItems()
        history.record(kenya, title: "Kenya", at: noon)
        history.record(bear, title: "Bear", at: noon + 60)
        history.record(kenya, title: "Kenya", at: noon + 120)
        #expect(history.all.map(\.title) == ["Kenya", "Bear"])
        #expect(history.all.first?.date == noon + 120)
        history.clear()
        #expect(history.all.isEmpty)
    }

    @Test func theOldestGoPastTheLimit() {
        var history = OpenedItems()
        for number in 0...OpenedItems.limit {
            history.record(ItemAddress(kind: .loans, key: "\(number)"), title: "Loan \(number)", at: noon + Double(number))
        }
        #expect(history.all.count == OpenedItems.limit)
        #expect(history.all.first?.title == "Loan \(OpenedItems.limit)")
        #expect(!history.all.contains { $0.title == "Loan 0" })
        // Read back from the list, and in any order, the same.
        #expect(OpenedItems(history.all) == history)
        #expect(OpenedItems(history.all.shuffled()) == history)
    }

    @Test func itemsAreGroupedByTheDayTheyWereOpened() {
        var history = OpenedItems()
        history.record(kenya, title: "Kenya", at: noon - 86_400 * 3)
        history.record(bear, title: "Bear", at: noon - 86_400)
        history.record(ItemAddress(kind: .species, key: "3"), title: "Wookie", at: noon - 3600)
        history.record(ItemAddress(kind: .countries, key: "TZ"), title: "Tanzania", at: noon)
        let days = history.byDay(calendar: calendar)
        #expect(days.map { $0.items.map(\.title) } == [["Tanzania", "Wookie"], ["Bear"], ["Kenya"]])
        let english = Locale(identifier: "en_US")
        #expect(days.map { DayHeading.text(for: $0.day, now: noon, calendar: calendar, locale: english) }
                == ["Today", "Yesterday", "Thursday, December 3, 2026"])
        let german = DayHeading.text(for: days[2].day, now: noon, calendar: calendar, locale: Locale(identifier: "de_DE"))
        #expect(german == "Donnerstag, 3. Dezember 2026")
    }
}
