import AlmanacCore

/// Kiva loans: sample loans shipped with Almanac (said in a banner until live rows replace
/// them), live from Kiva's GraphQL API; a loan links to its country.
extension CollectionTraits {
    public static var loans: Self {
        CollectionTraits(
            title: tr("Loans"), itemNoun: tr("Loan"), itemMissing: tr("That loan is not in Loans"),
            iconName: "emoji-people-symbolic",
            counted: { trn("{count} loan", "{count} loans", $0) },
            liveNews: { count, source in
                trn("{count} loan from {source}", "{count} loans from {source}", count, ["source": source])
            },
            cachedNews: { tr("Showing cached loans from {date}", ["date": $0]) },
            liveAddress: .loans)
    }
}

extension LiveAddress {
    static var loans: Self {
        LiveAddress(key: "loans-url", defaultAddress: "https://api.kivaws.org/graphql", variable: "ALMANAC_LOANS_URL",
                    title: tr("Loans address"), meaning: tr("Address of Kiva's GraphQL API"))
    }
}

extension CollectionSpec where Item == Loan {
    public static func loans(catalog: Catalog) -> Self {
        let traits = CollectionTraits.loans
        return CollectionSpec(
            kind: .loans, traits: traits, load: catalog.loans, identity: { String($0.id) }, rowContent: { $0.rowContent() },
            detail: { $0.detail() },
            searchResult: (key: \.addressKey, describe: { ($0.name, $0.resultDescription(), .themed(traits.iconName)) }),
            live: { live in
                LiveRequests(collection: live.feed(.loans, name: "Kiva", cache: "loans") { KivaLoanSource(endpoint: $0) },
                             index: catalog.index(loans:))
            },
            liveSettings: { [$0[address: .loans]] },
            bundledDate: catalog.data.modified("loans.json"),
            banner: tr("Sample loans, shipped with Almanac — not live Kiva data"))
    }
}
