import Foundation

/// What a detail view shows, for any kind of item: a title, a picture, a paragraph, a grid of
/// facts and an optional link to another item. Built here, without GTK, and tested.
public struct Detail: Equatable, Sendable {
    public struct Fact: Equatable, Sendable {
        public let label: String
        public let value: String
    }

    /// A picture, its shape (width ÷ height) and what it shows, for assistive technology.
    public struct Picture: Equatable, Sendable {
        public let file: String
        public let aspectRatio: Double
        public let description: String

        public init(file: String, aspectRatio: Double, description: String) {
            self.file = file
            self.aspectRatio = aspectRatio
            self.description = description
        }
    }

    /// A link to a country (a loan's country, say).
    public struct CountryLink: Equatable, Sendable {
        public let title: String
        public let countryCode: String

        public init(title: String, countryCode: String) {
            self.title = title
            self.countryCode = countryCode
        }
    }

    public var title: String
    public var subtitle: String?
    public var picture: Picture?
    public var paragraph: String?
    public var facts: [Fact] = []
    public var link: CountryLink?

    public init(title: String, subtitle: String? = nil, picture: Picture? = nil, paragraph: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.picture = picture
        self.paragraph = paragraph
    }

    /// Adds a fact when there is something to say; nothing for unknown values.
    mutating func add(_ label: String, _ value: String?) {
        guard let value, !value.isEmpty else { return }
        facts.append(Fact(label: label, value: value))
    }
}

/// Where the flags are: Debian's iso-flags-svg, 4:3 versions.
public enum FlagFiles {
    public static let directory = "/usr/share/iso-flags-svg/country-4x3"
    public static let aspectRatio = 4.0 / 3.0

    public static func path(forCountryCode code: String) -> String {
        "\(directory)/\(code.lowercased()).svg"
    }

    public static func picture(forCountryCode code: String, countryName: String) -> Detail.Picture {
        Detail.Picture(file: path(forCountryCode: code), aspectRatio: aspectRatio, description: tr("Flag of {country}", ["country": countryName]))
    }
}
