import Foundation

extension Country {
    /// Flag, names, capital, population (with its year) and area with the locale's grouping,
    /// region, languages and currencies, in the user's language where iso-codes or Almanac
    /// translate them. `localizedName` is the name in the user's language, if known.
    public func detail(localizedName: String? = nil, locale: Locale = UserLocale.formatting) -> Detail {
        let shownName = localizedName ?? name
        let official = officialName.map(DataWords.officialName)
        var detail = Detail(address: ItemAddress(kind: .countries, key: addressKey), title: shownName,
                            subtitle: official == shownName ? nil : official,
                            picture: FlagFiles.picture(forCountryCode: code, countryName: shownName))
        detail.add("capital", capitals.count > 1 ? tr("Capitals") : tr("Capital"), capitalsText(locale: locale))
        if let population {
            let written = Formats.count(population, locale: locale)
            let year = populationYear.map { Formats.year($0, locale: locale) }
            detail.add("population", tr("Population"), year.map {
                tr("{population} ({year})", ["population": written, "year": $0])
            } ?? written, figure: Detail.Figure(written, year: year))
        }
        detail.add("area", tr("Area"), figure: area.map { Formats.area($0, locale: locale) })
        detail.add("region", tr("Region"), [region, subregion].compactMap { $0.map(DataWords.region) }.joined(separator: " · "))
        let languageNames = languages.map { english in
            let shown = DataWords.language(english)
            return (shown: shown, isTranslated: shown != english)
        }
        detail.add("language", languages.count > 1 ? tr("Languages") : tr("Language"), DataWords.joined(languageNames, locale: locale))
        let currencyNames = currencies.compactMap(\.shownName)
        detail.add("currency", currencyNames.count > 1 ? tr("Currencies") : tr("Currency"), DataWords.joined(currencyNames, locale: locale))
        // Not the names the detail already shows (in German, "Deutschland" and its official name).
        let shownNames = Set([shownName, name, officialName, official].compactMap { $0?.lowercased() })
        detail.add("other-names", tr("Also known as"), otherNames.filter { !shownNames.contains($0.lowercased()) }.joined(separator: ", "))
        detail.add("codes", tr("Codes"), [code, code3].compactMap { $0 }.joined(separator: " · "))
        return detail
    }
}

extension Country {
    /// "Pretoria (executive), Cape Town (legislative), Bloemfontein (judicial)": each capital
    /// with what it is the seat of, where the data says.
    func capitalsText(locale: Locale) -> String {
        capitals.enumerated().map { index, capital in
            let roles = capitalRoles.isEmpty ? [] : capitalRoles[index]
            guard !roles.isEmpty else { return capital }
            return tr("{capital} ({roles})", ["capital": capital, "roles": Formats.list(roles.map(\.text), locale: locale)])
        }.joined(separator: ", ")
    }
}

extension Country.CapitalRole {
    /// What the capital is the seat of, in the user's language: "legislative".
    var text: String {
        switch self {
        case .executive: tr("executive")
        case .legislative: tr("legislative")
        case .judicial: tr("judicial")
        case .administrative: tr("administrative")
        case .constitutional: tr("constitutional")
        case .royal: tr("royal")
        case .political: tr("political")
        case .economic: tr("economic")
        case .seatOfGovernment: tr("seat of government")
        }
    }
}

extension Country.Currency {
    /// The codes ISO 4217's list one marks as funds: units of account for indexing and
    /// settlement ("USN", US Dollar (Next day); "CLF", Unidad de Fomento), not money people pay with.
    public static let fundCodes: Set<String> = ["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"]

    /// "Kenyan Shilling (Ksh)", "Swiss Franc"; nil for a currency a detail leaves out: a fund
    /// code, or one without a name (a bare code such as "USS", withdrawn in 2014, tells nobody anything).
    public var displayName: String? { shownName?.shown }

    /// The name shown, in the user's language and with the symbol, and whether it was translated.
    var shownName: (shown: String, isTranslated: Bool)? {
        guard let name, !Self.fundCodes.contains(code.uppercased()) else { return nil }
        let translated = DataWords.currency(code: code, name: name)
        let isTranslated = translated != DataWords.currencyMessageID(code: code, name: name)
        return (visibleSymbol.map { "\(translated) (\($0))" } ?? translated, isTranslated)
    }

    /// The symbol, unless it shows nothing: CLDR's for the Cape Verde escudo is a zero-width
    /// space (the escudo sign is written as the decimal separator).
    private var visibleSymbol: String? {
        guard let symbol, symbol.unicodeScalars.contains(where: { scalar in
            !scalar.properties.isWhitespace && scalar.properties.generalCategory != .format
        }) else { return nil }
        return symbol
    }
}

extension Species {
    /// The description paragraph and the facts: classification, designation, colours, homeworld
    /// and films by name, dates in the locale's format.
    public func detail(references: StarWarsReferences, locale: Locale = UserLocale.formatting) -> Detail {
        // No subtitle: the classification is SWAPI's word, listed among the facts.
        var detail = Detail(address: ItemAddress(kind: .species, key: addressKey), title: name,
                            paragraph: SpeciesDescription.paragraph(for: self, locale: locale))
        detail.add("classification", tr("Classification"), classification)
        detail.add("designation", tr("Designation"), designation)
        detail.add("language", tr("Language"), language)
        detail.add("height", tr("Average height"), figure: averageHeight.value.map { tr("{number} cm", ["number": Formats.number($0, locale: locale)]) })
        // A number of years is a figure; "indefinite" is words.
        let lifespan = SpeciesDescription.lifespan(self, locale: locale)
        detail.add("lifespan", tr("Average lifespan"), lifespan, figure: averageLifespan.value == nil ? nil : lifespan.map { Detail.Figure($0) })
        detail.add("eye-colours", tr("Eye colours"), colours(eyeColors))
        detail.add("hair-colours", tr("Hair colours"), colours(hairColors))
        detail.add("skin-colours", tr("Skin colours"), colours(skinColors))
        detail.add("homeworld", tr("Homeworld"), homeworld.flatMap(references.planetName).flatMap { $0 == "unknown" ? nil : $0 })
        detail.add("films", tr("Films"), films.compactMap(references.filmTitle).joined(separator: "\n"))
        detail.add("other-names", tr("Also known as"), otherNames.joined(separator: ", "))
        detail.add("corrected", tr("Corrected"), correctionNote)
        return detail
    }

    private func colours(_ reported: Reported<[String]>) -> String? {
        switch reported {
        // SWAPI's words, listed as SWAPI gives them: not joined into a sentence in another language.
        case .value(let list): list.isEmpty ? tr("none") : list.joined(separator: ", ")
        case .notApplicable: tr("not applicable")
        case .unknown, .other: nil
        }
    }
}

extension Loan {
    /// Borrower, country (a link to it), purpose (Kiva's words, quoted), activity and sector,
    /// amounts, partner and date.
    public func detail(locale: Locale = UserLocale.formatting) -> Detail {
        let place = switch (location.town, location.country) {
        case let (town?, country?): tr("{town}, {country}", ["town": town, "country": country])
        case let (town, country): town ?? country
        }
        var detail = Detail(address: ItemAddress(kind: .loans, key: addressKey), title: name, subtitle: place,
                            picture: location.countryCode.map { FlagFiles.picture(forCountryCode: $0, countryName: location.country ?? $0) })
        if let code = location.countryCode {
            detail.link = Detail.CountryLink(title: location.country ?? code, countryCode: code)
        }
        detail.add("purpose", tr("Purpose"), use.map { Formats.quoted(Formats.sentenceStart($0), locale: locale) })
        detail.add("amount", tr("Amount"), figure: loanAmount.map { Formats.dollars($0, locale: locale) })
        detail.add("funded", tr("Funded"), figure: fundedAmount.map { Formats.dollars($0, locale: locale) })
        detail.add("activity", tr("Activity"), activity)
        detail.add("sector", tr("Sector"), sector.map(DataWords.sector))
        detail.add("status", tr("Status"), status.map(DataWords.status))
        detail.add("partner", tr("Field partner"), partner)
        detail.add("posted", tr("Posted"), postedDate.map { Formats.date($0, locale: locale) })
        return detail
    }
}

extension Animal {
    /// The picture, large, and the name.
    public func detail(imageDirectory: URL) -> Detail {
        Detail(address: ItemAddress(kind: .animals, key: addressKey), title: name, picture: image.map {
            Detail.Picture(file: imageDirectory.appending(path: $0).path, aspectRatio: 1, description: name)
        })
    }
}
