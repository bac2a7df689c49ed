import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit
import Platform

/// Preferences (Ctrl+,): the style, how rows appear the first time they are shown, whether a
/// history is kept, and where live data comes from. Changes are written to the settings, which
/// the app follows at once; an address is applied when committed (Enter or ✓), and one the app
/// would refuse is marked and not applied.
@MainActor
final class PreferencesWindow {
    private let window: GtkKit.PreferencesWindow
    /// The address rows and what they set, kept for their handlers, which mark them.
    private var addressRows: [(row: EntryRow, address: LiveAddress)] = []
    /// Why each refused address is refused, by row title.
    private var refusals: [String: String] = [:]
    private var liveGroup: PreferencesGroup?
    private var liveExplanation = ""
    private let settings: AppSettings

    init(parent: Widget, settings: AppSettings) {
        self.settings = settings
        window = GtkKit.PreferencesWindow(title: tr("Preferences"), transientFor: parent)
        window.setDefaultSize(width: 560, height: 640)
        let page = PreferencesPage(title: tr("General"), icon: "preferences-system-symbolic")
        page.add(appearance(settings))
        page.add(liveData(settings))
        page.add(apiKey(settings))
        page.add(historyGroup(settings))
        window.add(page)
        ClassNameFallback.replace(in: window)
    }

    private func appearance(_ settings: AppSettings) -> PreferencesGroup {
        let group = PreferencesGroup(title: tr("Appearance"))
        let schemes = ColorScheme.allCases
        let style = ComboRow(title: tr("Style"), choices: schemes.map(\.title),
                             selected: schemes.firstIndex(of: settings.colorScheme) ?? 0)
        style.onSelected { index in if schemes.indices.contains(index) { settings.colorScheme = schemes[index] } }
        group.add(style)
        let styles = AnimationStyle.allCases
        let animation = ComboRow(title: tr("Row animation"), choices: styles.map(\.title),
                                 selected: styles.firstIndex(of: settings.animationStyle) ?? 0)
        animation.subtitle = tr("How rows appear the first time they are shown")
        animation.onSelected { index in if styles.indices.contains(index) { settings.animationStyle = styles[index] } }
        group.add(animation)
        return group
    }

    private func historyGroup(_ settings: AppSettings) -> PreferencesGroup {
        let group = PreferencesGroup(title: tr("History"))
        let keep = SwitchRow(title: tr("Keep History"), subtitle: tr("List the items you open in History (Ctrl+H)"),
                             isOn: settings.keepsHistory)
        keep.onToggled { on in settings.keepsHistory = on }
        group.add(keep)
        return group
    }

    private func liveData(_ settings: AppSettings) -> PreferencesGroup {
        let overridden = settings.overridingVariables.addresses
        var explanation = tr(
            "Refresh (F5) fetches from these addresses. Addresses must start with https:// (or http:// for this computer).")
        if !overridden.isEmpty {
            explanation += "\n" + tr("Overridden by {variable} while Almanac runs",
                                     ["variable": overridden.joined(separator: ", ")])
        }
        let group = PreferencesGroup(title: tr("Live data"), description: explanation)
        liveGroup = group
        liveExplanation = explanation
        let stored = settings.live
        for address in settings.liveAddresses {
            let title = address.title
            let row = EntryRow(title: title, text: stored[address: address])
            var draft = AddressDraft(address, in: stored)
            // Checked as it is typed; applied on Enter or ✓, so the source is not made anew for
            // each keystroke.
            row.showsApplyButton = true
            row.onChanged { [unowned self, unowned row] text in
                draft.text = text
                let problem = draft.problem
                row.markInvalid(problem != nil)
                row.tooltip = problem
                refusals[title] = problem
                showRefusals()
            }
            row.onApply { text in
                draft.text = text
                if let changed = draft.committed(to: settings.live) { settings.setLive(address, changed[address: address]) }
            }
            group.add(row)
            addressRows.append((row, address))
        }
        return group
    }

    /// Says under the group's explanation which addresses are not applied, and why.
    private func showRefusals() {
        let lines = refusals.keys.sorted().compactMap { title in
            refusals[title].map { tr("{address} is not applied: {problem}", ["address": title, "problem": $0]) }
        }
        liveGroup?.description = ([liveExplanation] + lines).joined(separator: "\n")
    }

    /// The REST Countries key, kept in the keyring when the user applies it (Enter or ✓).
    private func apiKey(_ settings: AppSettings) -> PreferencesGroup {
        let store = settings.apiKey
        let group = PreferencesGroup(title: tr("REST Countries"), description: Self.keyExplanation(problem: store.problem))
        if let variable = settings.overridingVariables.apiKey {
            group.description += "\n" + tr("Overridden by {variable} while Almanac runs", ["variable": variable])
        }
        let row = EntryRow(title: tr("REST Countries API key"), text: store.key, isSecret: true)
        row.showsApplyButton = true
        row.onApply { [unowned self] text in
            store.set(text) { [weak self] problem in self?.keyGroup?.description = Self.keyExplanation(problem: problem) }
        }
        group.add(row)
        keyGroup = group
        return group
    }

    /// The key group, kept for the handler that updates its explanation.
    private var keyGroup: PreferencesGroup?

    private static func keyExplanation(problem: SecretStore.Failure?) -> String {
        switch problem?.reason {
        case nil:
            tr("Countries refresh from REST Countries only with your API key. It is kept in your keyring.")
        case .noService:
            tr("Your desktop has no keyring: the key is used until Almanac quits, and not kept.")
        case .noDefaultCollection:
            tr("Your keyring has no default collection to keep the key in: it is used until Almanac quits. Passwords and Keys can make one.")
        case .locked:
            tr("Your keyring stayed locked: the key is used until Almanac quits, and not kept.")
        case .other:
            tr("Your keyring did not keep the key ({problem}): it is used until Almanac quits.",
               ["problem": problem?.description ?? ""])
        }
    }

    /// Shows the window; an address refused last time shows the address in use again.
    func present() {
        let stored = settings.live
        for (row, address) in addressRows where row.text != stored[address: address] {
            row.text = stored[address: address]
        }
        window.present()
    }

    /// Closes the window for good, before the main window goes.
    func destroy() { window.destroy() }
}
