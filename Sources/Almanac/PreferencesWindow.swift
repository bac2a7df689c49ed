import AlmanacCore
import Foundation
import GtkKit

/// Preferences (Ctrl+,): how rows appear the first time they are shown, and where live data
/// comes from. Changes apply at once.
@MainActor
final class PreferencesWindow {
    private let window: Window
    private let column = Box(.vertical, spacing: 8, cssClasses: ["preferences"])

    init(parent: Widget, animation: AnimationStyle, live: LiveSettings,
         animationChanged: @escaping @MainActor (AnimationStyle) -> Void,
         liveChanged: @escaping @MainActor (LiveSettings) -> Void) {
        window = Window(title: tr("Preferences"), transientFor: parent)
        window.setDefaultSize(width: 460, height: -1)
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        addHeading(tr("Row animation"), explanation: tr("How rows appear the first time they are shown"))
        var group: CheckButton?
        for style in AnimationStyle.allCases {
            let choice = CheckButton(label: style.title, group: group)
            group = group ?? choice
            choice.isActive = style == animation
            choice.onToggled { active in if active { animationChanged(style) } }
            column.append(choice)
        }
        addLiveSettings(live, changed: liveChanged)
        window.setChild(column)
    }

    private func addLiveSettings(_ initial: LiveSettings, changed: @escaping @MainActor (LiveSettings) -> Void) {
        let heading = addHeading(tr("Live data"), explanation: tr("Refresh (F5) fetches from these addresses. Addresses must start with https://."))
        heading.setMargins(top: 16)
        var live = initial
        let environment = ProcessInfo.processInfo.environment
        let fields: [(String, String, String, Bool, WritableKeyPath<LiveSettings, String>)] = [
            (tr("Species address"), "ALMANAC_SPECIES_URL", initial.speciesURL, false, \.speciesURL),
            (tr("Loans address"), "ALMANAC_LOANS_URL", initial.loansURL, false, \.loansURL),
            (tr("Countries address"), "ALMANAC_COUNTRIES_URL", initial.countriesURL, false, \.countriesURL),
            (tr("REST Countries API key"), "", initial.countriesAPIKey, true, \.countriesAPIKey),
        ]
        for (title, variable, value, isSecret, keyPath) in fields {
            let label = Label(title)
            label.xAlign = 0
            label.setMargins(top: 4)
            let entry = Entry(text: value, accessibleName: title, isSecret: isSecret)
            entry.onChanged { text in
                live[keyPath: keyPath] = text
                changed(live)
            }
            column.append(label)
            column.append(entry)
            if let override = environment[variable], !override.isEmpty {
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
