import AlmanacCore
import Foundation
import GtkKit

/// Preferences (Ctrl+,): how rows appear the first time they are shown, and where live data
/// comes from. Changes are written to the settings, which the app follows at once.
@MainActor
final class PreferencesWindow {
    private let window: Window
    private let column = Box(.vertical, spacing: 8, cssClasses: ["preferences"])

    init(parent: Widget, settings: AppSettings) {
        window = Window(title: tr("Preferences"), transientFor: parent)
        window.setDefaultSize(width: 460, height: -1)
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        addHeading(tr("Row animation"), explanation: tr("How rows appear the first time they are shown"))
        var group: CheckButton?
        for style in AnimationStyle.allCases {
            let choice = CheckButton(label: style.title, group: group)
            group = group ?? choice
            choice.isActive = style == settings.animationStyle
            choice.onToggled { active in if active { settings.animationStyle = style } }
            column.append(choice)
        }
        addLiveSettings(settings)
        window.setChild(column)
    }

    private func addLiveSettings(_ settings: AppSettings) {
        let heading = addHeading(tr("Live data"), explanation: tr("Refresh (F5) fetches from these addresses. Addresses must start with https://."))
        heading.setMargins(top: 16)
        let stored = settings.live
        let fields: [(String, Bool, WritableKeyPath<LiveSettings, String>)] = [
            (tr("Species address"), false, \.speciesURL),
            (tr("Loans address"), false, \.loansURL),
            (tr("Countries address"), false, \.countriesURL),
            (tr("REST Countries API key"), true, \.countriesAPIKey),
        ]
        for (title, isSecret, keyPath) in fields {
            let label = Label(title)
            label.xAlign = 0
            label.setMargins(top: 4)
            let entry = Entry(text: stored[keyPath: keyPath], accessibleName: title, isSecret: isSecret)
            entry.onChanged { text in settings.setLive(keyPath, text) }
            column.append(label)
            column.append(entry)
            if let variable = settings.overridingVariable(of: keyPath) {
                let note = Label(tr("Overridden by {variable} while Almanac runs", ["variable": variable]),
                                 cssClasses: ["dim-label", "caption"])
                note.xAlign = 0
                column.append(note)
            }
        }
    }

    @discardableResult
    private func addHeading(_ title: String, explanation: String) -> Label {
        let heading = Label(title, cssClasses: ["heading"])
        heading.xAlign = 0
        let text = Label(explanation, cssClasses: ["dim-label"])
        text.xAlign = 0
        text.wrap()
        column.append(heading)
        column.append(text)
        return heading
    }

    func present() { window.present() }
}
