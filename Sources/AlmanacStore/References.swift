import AlmanacCore

/// What details look up in other collections, filled in as those load: the countries by code
/// (a loan links to its country) and the Star Wars planets and films (a species' homeworld).
@MainActor
public final class References {
    public var countriesByCode: [String: Country] = [:]
    public var starWars = StarWarsReferences(planets: [], films: [])

    public init() {}
}
