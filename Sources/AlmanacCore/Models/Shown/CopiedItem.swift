import Foundation

/// Where the rows shown came from: a live source, by name, or the data bundled with Almanac;
/// and when they were fetched, or when that data was installed. What a copied item cites.
public struct RowsOrigin: Equatable, Sendable {
    /// The live source's name; nil for the bundled data.
    public let source: String?
    public let date: Date?

    public init(source: String?, date: Date?) {
        self.source = source
        self.date = date
    }

    /// "REST Countries, 6 Dec 2026"; "Almanac's bundled data, 27 Nov 2026".
    public func described(locale: Locale = UserLocale.formatting) -> String {
        let name = source ?? tr("Almanac's bundled data")
        guard let date else { return name }
        return tr("{source}, {date}", ["source": name, "date": Formats.date(date, locale: locale)])
    }
}

extension Detail {
    /// The item as text for the clipboard: title, subtitle, paragraph, each fact ("Capital:
    /// Nairobi"), then where it came from and its link, which opens it again in Almanac.
    public func copiedText(origin: RowsOrigin?, locale: Locale = UserLocale.formatting) -> String {
        var lines = [title] + [subtitle].compactMap { $0 }
        if let paragraph { lines += ["", paragraph] }
        if !facts.isEmpty {
            lines.append("")
            lines += facts.map { fact in
                tr("{fact}: {value}", ["fact": fact.label, "value": fact.value.split(whereSeparator: \.isNewline).joined(separator: "; ")])
            }
        }
        lines.append("")
        if let origin { lines.append(tr("Source: {source}", ["source": origin.described(locale: locale)])) }
        if let address { lines.append(address.link) }
        return lines.joined(separator: "\n")
    }
}
