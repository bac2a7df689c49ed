import AlmanacCore
import GtkKit

/// An inline banner above a list saying what went wrong with a live source, with a Retry
/// button; hidden until there is something to say.
@MainActor
final class FaultBanner {
    let root = Box(.horizontal, spacing: 12, cssClasses: ["fault-banner"])
    private let message = Label("", cssClasses: ["fault-message"])
    private let retryButton = Button(label: tr("Retry"))
    private var retry: (@MainActor () -> Void)?
    /// Gives the keyboard focus back when the banner goes with it (on Retry's button): GTK
    /// would move it to the next widget it finds, the collection switcher.
    var returnFocus: (@MainActor () -> Void)?

    init() {
        let icon = Image(iconName: "dialog-warning-symbolic")
        icon.setAlignment(vertical: .center)
        message.wrap()
        message.xAlign = 0
        message.expands = (true, false)
        message.setAlignment(vertical: .center)
        retryButton.setAlignment(vertical: .center)
        retryButton.onClicked { [unowned self] in retry?() }
        root.append(icon)
        root.append(message)
        root.append(retryButton)
        root.isVisible = false
    }

    /// Shows `text`; Retry calls `retry`.
    func show(_ text: String, retry: @escaping @MainActor () -> Void) {
        message.text = text
        retryButton.setAccessibleDescription(text)
        self.retry = retry
        root.isVisible = true
    }

    /// Puts the keyboard focus on Retry when the banner is shown; whether it did.
    func focusRetry() -> Bool { root.isVisible && retryButton.grabFocus() }

    /// The message shown, or nil when the banner is hidden.
    var shownMessage: String? { root.isVisible ? message.text : nil }

    func hide() {
        if root.hasFocusWithin { returnFocus?() }
        root.isVisible = false
        retry = nil
    }
}
