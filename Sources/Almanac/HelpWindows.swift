import AlmanacCore
import GtkKit

/// The About dialog and the keyboard shortcuts window.
@MainActor
enum HelpWindows {
    static func presentAbout(over parent: Widget) {
        AboutDialog.present(AboutDialog.Info(
            name: AppInfo.name, version: AppInfo.version,
            comments: tr("Browse countries, Star Wars species, Kiva loans and animals as indexed lists."),
            iconName: AppInfo.id, copyright: "© 2026 The Almanac developers",
            credits: [
                (tr("Countries"), [tr("Names and codes: Debian iso-codes 4.15 (LGPL-2.1+)"),
                                   tr("Capitals and figures: countryinfo 1.0.1, MIT (2010s estimates)"),
                                   tr("Currency symbols: Unicode CLDR via babel 2.18")]),
                (tr("Flags"), [tr("Debian iso-flags-svg (public domain)")]),
                (tr("Star Wars species"), [tr("Facts of the Star Wars API, SWAPI (2014)")]),
                (tr("Loans"), [tr("A sample written for Almanac (2026), not live Kiva data"),
                               tr("Live: Kiva's GraphQL API, when refreshed")]),
                (tr("Animal pictures"), [tr("OpenMoji 17 (CC BY-SA 4.0)"), tr("Monogram badges drawn for Almanac (CC0)")]),
            ]), transientFor: parent)
    }

    static func shortcuts(over parent: Widget) -> Window? {
        Window(builderXML: shortcutsXML(), id: "shortcuts", transientFor: parent)
    }

    /// Groups of (what the shortcut does, its accelerator).
    private static var groups: [(title: String, shortcuts: [(String, String)])] {
        [
            (tr("Lists"), [(tr("Search the collection"), "<Control>f"), (tr("Clear and close the search"), "Escape"),
                           (tr("Jump to a letter's section"), "a"), (tr("First and last rows"), "Home End"),
                           (tr("Open the selected row"), "Return"),
                           (tr("Refresh from the web"), "F5"), (tr("Load every page (go to the end)"), "<Control>End")]),
            (tr("Details"), [(tr("Back"), "<Alt>Left"), (tr("Back (in a narrow window)"), "Escape")]),
            (tr("General"), [(tr("Preferences"), "<Control>comma"), (tr("Keyboard Shortcuts"), "<Control>question"),
                             (tr("Quit"), "<Control>q")]),
        ]
    }

    /// A GtkShortcutsWindow in GtkBuilder XML.
    private static func shortcutsXML() -> String {
        let body = groups.map { group in
            let items = group.shortcuts.map { title, accelerator in
                "<child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"title\">\(escaped(title))</property>"
                    + "<property name=\"accelerator\">\(escaped(accelerator))</property></object></child>"
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
                + items + "</object></child>"
        }.joined()
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"
            + "<property name=\"modal\">1</property>"
            + "<property name=\"title\">\(escaped(tr("Keyboard Shortcuts")))</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
            + body + "</object></child></object></interface>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
