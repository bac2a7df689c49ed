import AlmanacCore
import AlmanacStore
import GtkKit

/// The window's actions and the settings it follows.
extension MainWindow {
    /// Every window action: its keys, its line in the Keyboard Shortcuts window, when it runs.
    func actionTable(specs: [AnyCollectionSpec]) -> [WindowAction] {
        let refreshKeys = ["F5", "<Control>r"]
        var table = [
            WindowAction(name: "search", keys: ["<Control>f"], shortcut: (.lists, tr("Search the collection"))) { [unowned self] in
                search.start()
            },
            WindowAction(name: "refresh", keys: refreshKeys, shortcut: (.lists, tr("Refresh from the web")),
                         isEnabled: { [unowned self] in pages.shownIfMade?.canRefresh ?? false }) { [unowned self] in
                pages.shown.refresh()
            },
            // The same keys where the shown collection cannot refresh: say why, rather than
            // nothing at all (GTK tries the next action bound to a key when one is disabled).
            WindowAction(name: "refresh-unavailable", keys: refreshKeys,
                         isEnabled: { [unowned self] in !(pages.shownIfMade?.canRefresh ?? false) }) { [unowned self] in
                showNews(refreshUnavailableReason)
            },
            WindowAction(name: "star", keys: ["<Control>d"], shortcut: (.details, tr("Star or unstar the item")),
                         isEnabled: { [unowned self] in navigation.shown?.address != nil }) { [unowned self] in
                toggleShownItemStar()
            },
            WindowAction(name: "starred-only", keys: ["<Control><Shift>d"], shortcut: (.general, tr("Show only starred items"))) { [unowned self] in
                showOnlyStarred(!showsOnlyStarred)
            },
            WindowAction(name: "history", keys: ["<Control>h"], shortcut: (.general, tr("History"))) { [unowned self] in
                showHistory()
            },
            WindowAction(name: "export-starred") { [unowned self] in exportStars() },
            WindowAction(name: "import-starred") { [unowned self] in importStars() },
            WindowAction(name: "preferences", keys: ["<Control>comma"], shortcut: (.general, tr("Preferences"))) { [unowned self] in
                let preferences = preferences ?? PreferencesWindow(parent: window, settings: settings)
                self.preferences = preferences
                preferences.present()
            },
            WindowAction(name: "shortcuts", keys: ["<Control>question"], shortcut: (.general, tr("Keyboard Shortcuts"))) { [unowned self] in
                shortcuts = shortcuts ?? KeyboardShortcuts.make(actions.shortcuts(otherKeys: KeyboardShortcuts.otherKeys), over: window)
                shortcuts?.present()
            },
            WindowAction(name: "about") { [unowned self] in About.present(over: window) },
            WindowAction(name: "quit", keys: ["<Control>q"], shortcut: (.general, tr("Quit"))) { [unowned self] in quit() },
        ]
        // Alt+1…4: the collections in the switcher's order (one line in the shortcuts window).
        for (number, kind) in specs.map(\.kind).enumerated() where number < 9 {
            table.append(WindowAction(name: "collection-\(number + 1)", keys: ["<Alt>\(number + 1)"]) { [unowned self] in
                pages.current = kind
            })
        }
        return table
    }

    /// Remembers the window's size, whether it is maximized, and the collection shown; stops
    /// live requests (the window is closing).
    func saveState() {
        pages.made.forEach { $0.cancelRequests() }
        if !window.isMaximized { settings.windowSize = window.defaultSize }
        settings.isMaximized = window.isMaximized
        if pages.current != .synthetic { settings.lastCollection = pages.current }
    }

    /// Ctrl+Q, or the session asking the process to end: the state is saved, then the app quits.
    func quit() {
        saveState()
        destroyDialogs()
        quitApplication?()
    }

    /// Preferences and the shortcuts, kept for reuse, go before the window they belong to (GTK
    /// 4.8 would disconnect them from it once finalized).
    func destroyDialogs() {
        preferences?.destroy()
        preferences = nil
        shortcuts?.destroy()
        shortcuts = nil
        historyWindow?.destroy()
        historyWindow = nil
        compareChooser?.close()
        compareChooser = nil
        compareWindow?.destroy()
        compareWindow = nil
    }

    /// The Refresh button (run by its action) works on collections with a live source; a
    /// spinner shows while the shown one refreshes.
    func updateRefresh() {
        actions.update()
        let page = pages.shownIfMade
        let canRefresh = page?.canRefresh ?? false
        let refreshing = page?.isRefreshing ?? false
        refreshButton.tooltip = canRefresh ? tr("Refresh (F5)") : refreshUnavailableReason
        refreshSpinner.isSpinning = refreshing
    }

    /// Why the shown collection cannot refresh.
    private var refreshUnavailableReason: String {
        pages.current == .countries ? tr("To refresh countries, enter a REST Countries API key in Preferences")
            : tr("This collection has no live source")
    }

    /// Preferences (or another process) changed a setting: the app follows it.
    func settingChanged(_ change: AppSettings.Change) {
        switch change {
        case .animation:
            pages.made.forEach { $0.animationStyle = settings.animationStyle }
        case .colorScheme:
            let scheme: Style.Scheme = switch settings.colorScheme {
            case .followSystem: .followSystem
            case .light: .light
            case .dark: .dark
            }
            Style.setScheme(scheme)
        case .history:
            history.isKeeping = settings.keepsHistory
        case .live:
            let new = settings.effectiveLive
            pages.made.forEach { $0.liveSettingsChanged(from: live, to: new) }
            live = new
            updateRefresh()
        }
    }
}
