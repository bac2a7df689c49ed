import Foundation

extension Country {
    /// Flag, names, capital, population and area with the locale's grouping, region,
    /// languages and currencies. `localizedName` is the name in the user's language, if known.
    public func detail(localizedName: String? = nil, locale: Locale = .current) -> Detail {
        let shownName = localizedName ?? name
        var detail = Detail(title: shownName, subtitle: officialName == shownName ? nil : officialName,
                            picture: FlagFiles.picture(forCountryCode: code, countryName: shownName))
        detail.add(capitals.count > 1 ? "Capitals" : "Capital", capitals.joined(separator: ", "))
        detail.add("Population", population.map { Formats.count($0, locale: locale) })
        detail.add("Area", area.map { Formats.area($0, locale: locale) })
        detail.add("Region", [region, subregion].compactMap { $0 }.joined(separator: " · "))
        detail.add(languages.count > 1 ? "Languages" : "Language", Formats.list(languages, locale: locale))
        detail.add(currencies.count > 1 ? "Currencies" : "Currency", Formats.list(currencies.map(\.displayName), locale: locale))
        detail.add("Codes", [code, code3].compactMap { $0 }.joined(separator: " · "))
        return detail
    }
}

extension Country.Currency {
    /// "Kenyan Shilling (Ksh)", "KES" when nothing more is known.
    public var displayName: String {
        switch (name, symbol) {
        case let (name?, symbol?): "\(name) (\(symbol))"
        case let (name?, nil): name
        case let (nil, symbol?): "\(code) (\(symbol))"
        case (nil, nil): code
        }
    }
}

extension Species {
    /// The description paragraph and the facts: classification, designation, colours, homeworld
    /// and films by name, dates in the locale's format.
    public func detail(references: StarWarsReferences, locale: Locale = .current) -> Detail {
        var detail = Detail(title: name, subtitle: classification.map { $0.capitalized(with: locale) },
                            paragraph: SpeciesDescription.paragraph(for: self))
        detail.add("Classification", classification)
        detail.add("Designation", designation)
        detail.add("Language", language)
        detail.add("Average height", averageHeight.value.map { "\(Formats.count(Int($0), locale: locale)) cm" })
        detail.add("Average lifespan", SpeciesDescription.lifespan(self))
        detail.add("Eye colours", colours(eyeColors, locale: locale))
        detail.add("Hair colours", colours(hairColors, locale: locale))
        detail.add("Skin colours", colours(skinColors, locale: locale))
        detail.add("Homeworld", homeworld.flatMap(references.planetName).flatMap { $0 == "unknown" ? nil : $0 })
        detail.add("Films", films.compactMap(references.filmTitle).joined(separator: "\n"))
        detail.add("Created", created.map { Formats.date($0, locale: locale) })
        detail.add("Edited", edited.map { Formats.date($0, locale: locale) })
        return detail
    }

    private func colours(_ reported: Reported<[String]>, locale: Locale) -> String? {
        switch reported {
        case .value(let list): list.isEmpty ? "none" : Formats.list(list, locale: locale)
        case .notApplicable: "not applicable"
        case .unknown, .other: nil
        }
    }
}

extension Loan {
    /// Borrower, country (a link to it), use, activity and sector, amounts and date.
    public func detail(locale: Locale = .current) -> Detail {
        var detail = Detail(title: name, subtitle: [location.town, location.country].compactMap { $0 }.joined(separator: ", "),
                            picture: location.countryCode.map { FlagFiles.picture(forCountryCode: $0, countryName: location.country ?? $0) }, paragraph: use.map { "Asks \($0)" })
        if let code = location.countryCode {
            detail.link = Detail.CountryLink(title: location.country ?? code, countryCode: code)
        }
        detail.add("Amount", loanAmount.map { Formats.dollars($0, locale: locale) })
        detail.add("Funded", fundedAmount.map { Formats.dollars($0, locale: locale) })
        detail.add("Activity", activity)
        detail.add("Sector", sector)
        detail.add("Status", status?.capitalized(with: locale))
        detail.add("Posted", postedDate.map { Formats.date($0, locale: locale) })
        return detail
    }
}

extension Animal {
    /// The picture, large, and the name.
    public func detail(imageDirectory: URL) -> Detail {
        Detail(title: name, picture: image.map {
            Detail.Picture(file: imageDirectory.appending(path: $0).path, aspectRatio: 1, description: name)
        })
    }
}
