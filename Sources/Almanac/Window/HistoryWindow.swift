import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit

/// History (Ctrl+H): the items opened, newest first, under the day they were opened ("Today",
/// "Yesterday", a date), each with its collection and the time; one activated opens again.
/// Clear History forgets them all and closes it. Made when asked for, from the history then.
@MainActor
final class HistoryWindow {
    private let window: GtkKit.PreferencesWindow
    private let history: History
    private let collectionTitle: (CollectionKind) -> String
    private let open: (ItemAddress) -> Void
    private let cleared: () -> Void
    /// The newest item's row, which has the focus when History opens.
    private var newest: ActionRow?

    init(parent: Widget, history: History, collectionTitle: @escaping (CollectionKind) -> String,
         open: @escaping (ItemAddress) -> Void, cleared: @escaping () -> Void) {
        self.history = history
        self.collectionTitle = collectionTitle
        self.open = open
        self.cleared = cleared
        window = GtkKit.PreferencesWindow(title: tr("History"), transientFor: parent)
        window.setDefaultSize(width: 480, height: 600)
        addItems()
        ClassNameFallback.replace(in: window)
    }

    /// Shows History with the focus on the newest item (by default it went to the window's
    /// first button, or to Clear History, where Enter forgot everything).
    func present() {
        window.present()
        _ = newest?.grabFocus()
    }

    func destroy() { window.destroy() }

    /// The days and their items, or what History is when it is empty.
    private func addItems() {
        let made = PreferencesPage(title: tr("History"), icon: "document-open-recent-symbolic")
        let days = history.items.byDay()
        if days.isEmpty {
            made.add(PreferencesGroup(title: tr("Nothing Opened Yet"), description: history.isKeeping
                ? tr("The items you open are listed here, newest first.")
                : tr("No history is kept: turn it on in Preferences.")))
        }
        newest = nil
        for day in days {
            let group = PreferencesGroup(title: DayHeading.text(for: day.day))
            for item in day.items {
                let itemRow = row(item)
                newest = newest ?? itemRow
                group.add(itemRow)
            }
            made.add(group)
        }
        // Last, below every item.
        if !days.isEmpty {
            let end = PreferencesGroup(title: "")
            end.add(clearButton())
            made.add(end)
        }
        window.add(made)
    }

    private func row(_ item: ListedItem) -> ActionRow {
        let address = ItemAddress(item.address)
        let time = item.date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: UserLocale.formatting))
        let row = ActionRow(title: item.title, subtitle: address.map {
            tr("{collection} · {time}", ["collection": collectionTitle($0.kind), "time": time])
        } ?? time)
        row.onActivated { [unowned self] in
            guard let address else { return }
            window.destroy()
            open(address)
        }
        return row
    }

    private func clearButton() -> Button {
        let button = Button(label: tr("Clear History"))
        button.addCSSClass("destructive-action")
        button.addCSSClass("pill")
        button.setAlignment(horizontal: .center)
        button.onClicked { [unowned self] in
            history.clear()
            window.destroy()
            cleared()
        }
        return button
    }
}
