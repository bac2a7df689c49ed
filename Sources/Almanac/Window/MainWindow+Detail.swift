import AlmanacCore
import GtkKit

/// Moving between details: an item opened, a link followed, Back. The keyboard focus goes on
/// to what is shown, so a screen reader says which item it is.
extension MainWindow {
    /// Back (the button, Alt+Left, Escape, the mouse's back button, a swipe): to the detail a
    /// link was followed from, or in a narrow window from the detail to the list.
    func goBack() {
        let wasInsteadOfList = navigation.detailReplacesList
        guard navigation.goBack() else { return }
        let backToList = wasInsteadOfList && !navigation.detailReplacesList
        // Back is hidden with the detail; GTK 4.18 and later then give its focus to the Refresh
        // button beside it, which the list's focus, coming once the view is back in place, took
        // for the person's own move and left alone: Enter refreshed. Nothing has the focus
        // meanwhile.
        if backToList { window.unsetFocus() }
        showDetail()
        if backToList { pages.shown.focusList() } else { focusDetailTitle() }
    }

    /// Escape and Alt+Left go back when there is somewhere to go back to.
    func backKey(_ key: KeyPress) -> Bool {
        guard key.isEscape || key.isAltLeft, navigation.canGoBack else { return false }
        goBack()
        return true
    }

    /// A link of the detail: the country it names is shown, with the focus on its title.
    func followLink(to code: String) {
        guard let country = references.countriesByCode[code.uppercased()] else {
            return Diagnostics.warn("no country with the code \(code)")
        }
        let detail = country.detail()
        record(detail)
        navigation.follow(detail)
        showDetail()
        focusDetailTitle()
    }

    /// The focus goes to the detail's title, which a screen reader says; when the title has
    /// it already (Back from a followed link), there is no move to say it, so it is said.
    func focusDetailTitle() {
        if detail.focusIsOnTitle, let shown = navigation.shown {
            announcer.announce(shown.title)
        } else {
            detail.focusTitle()
        }
    }

    /// An item was opened from the list: in a narrow window the detail takes the list's place
    /// and the focus; beside the list, the focus stays on the row and the item is said.
    func presentOpened() {
        if navigation.detailReplacesList {
            focusDetailTitle()
        } else if let shown = navigation.shown {
            announcer.announce(shown.title)
        }
    }
}
