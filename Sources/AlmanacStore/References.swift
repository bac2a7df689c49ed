import AlmanacCore

/// What details look up in other collections, filled in as those load: the countries by code
/// (a loan links to its country) and the Star Wars planets and films (a species' homeworld).
@MainActor
public final class References {
    public var countriesByCode: [String: Country] = [:]
    /// Nil until read (after start-up, off its path); none when they could not be read.
    public var starWars: StarWarsReferences?

    public init() {}

    /// Applies what a collection published. Countries are merged, not replaced: a live list
    /// without a country (an API's partial list) keeps the country known before for the links
    /// to it, so a loan in Kenya still opens Kenya.
    public func apply(_ published: PublishedReferences) {
        switch published {
        case .countries(let countries):
            let byCode = Dictionary(countries.compactMap { country in country.code.map { ($0, country) } },
                                    uniquingKeysWith: { first, _ in first })
            countriesByCode.merge(byCode) { _, newer in newer }
        }
    }
}

/// Reference data a collection publishes as its rows arrive.
public enum PublishedReferences: Sendable {
    /// The countries loaded (every one, or an API's partial list).
    case countries([Country])
}
