import AlmanacCore
import GtkKit

/// Preferences (Ctrl+,): how rows appear the first time they are shown.
@MainActor
final class PreferencesWindow {
    private let window: Window

    init(parent: Widget, current: AnimationStyle, changed: @escaping @MainActor (AnimationStyle) -> Void) {
        window = Window(title: tr("Preferences"), transientFor: parent)
        window.setDefaultSize(width: 360, height: -1)
        let column = Box(.vertical, spacing: 8, cssClasses: ["preferences"])
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        let heading = Label(tr("Row animation"), cssClasses: ["heading"])
        heading.xAlign = 0
        let explanation = Label(tr("How rows appear the first time they are shown"), cssClasses: ["dim-label"])
        explanation.xAlign = 0
        explanation.wrap()
        column.append(heading)
        column.append(explanation)
        var group: CheckButton?
        for style in AnimationStyle.allCases {
            let choice = CheckButton(label: style.title, group: group)
            group = group ?? choice
            choice.isActive = style == current
            choice.onToggled { active in if active { changed(style) } }
            column.append(choice)
        }
        window.setChild(column)
    }

    func present() { window.present() }
}
