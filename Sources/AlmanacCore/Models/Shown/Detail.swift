import Foundation

/// What a detail view shows, for any kind of item: a title, a picture, a paragraph, a grid of
/// facts and an optional link to another item. Built here, without GTK, and tested.
public struct Detail: Equatable, Sendable {
    public struct Fact: Equatable, Sendable {
        /// Which fact it is, the same in every item and language ("population"): what Compare
        /// lines up.
        public let key: String
        public let label: String
        public let value: String
        /// The value as a number Compare aligns with others: the number with its unit
        /// ("580,367 km²") and, apart, the year it is from. Nil for words.
        public var figure: Figure?

        /// The fact as a screen reader says it: "Region, Europe, Northern Europe" (the dots
        /// between a value's parts as pauses, not "middle dot"), a value of several lines as
        /// one (Orca 43 says nothing at all for a label named with line breaks).
        public var spoken: String {
            let lines = value.split(whereSeparator: \.isNewline).map { Self.withPauses(String($0)) }
            return tr("{fact}, {value}", ["fact": label, "value": lines.joined(separator: ", ")])
        }

        /// A shown text's parts ("Europe · Northern Europe") joined by commas, which a voice
        /// reads as pauses.
        public static func withPauses(_ text: String) -> String {
            text.replacingOccurrences(of: " · ", with: ", ")
        }
    }

    /// A number with its unit, and the year it is from, where the data says.
    public struct Figure: Equatable, Sendable {
        public let amount: String
        public let year: String?

        public init(_ amount: String, year: String? = nil) {
            self.amount = amount
            self.year = year
        }
    }

    /// A picture, its shape (width ÷ height), what it shows (for assistive technology) and
    /// what kind of picture it is.
    public struct Picture: Equatable, Sendable {
        /// Flags are framed by a hairline (white edges would vanish into the page) and say
        /// "No flag available" when missing; illustrations (animals) stand free.
        public enum Kind: Sendable { case flag, illustration }

        /// Nil when there is no file to show (a territory without a flag): the placeholder shows.
        public let file: String?
        public let aspectRatio: Double
        public let description: String
        public let kind: Kind

        public init(file: String?, aspectRatio: Double, description: String, kind: Kind = .illustration) {
            self.file = file
            self.aspectRatio = aspectRatio
            self.description = description
            self.kind = kind
        }

        /// What shows in its place when the file is missing or cannot be drawn.
        public var missingCaption: String {
            switch kind {
            case .flag: tr("No flag available")
            case .illustration: tr("No picture available")
            }
        }

        /// The size a detail shows it at, in logical pixels: wide pictures (flags) 320 px wide,
        /// others within 256 px, their shape kept. It depends on the shape alone, never on the
        /// facts next to it; an unusable shape counts as square.
        public var detailSize: (width: Int, height: Int) {
            let box = shape > 1.1 ? 320 : 256
            let width = shape >= 1 ? box : max(1, Int((Double(box) * shape).rounded()))
            return (width, height(forWidth: width))
        }

        /// The height that keeps its shape at `width` logical pixels; at least 1.
        public func height(forWidth width: Int) -> Int {
            max(1, Int((Double(width) / shape).rounded()))
        }

        /// The aspect ratio within 1:4…4:1; square when the ratio is not a usable number.
        private var shape: Double {
            aspectRatio.isFinite && aspectRatio > 0 ? min(max(aspectRatio, 0.25), 4) : 1
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

    /// Where the item lives (what a star, a link and History keep); nil for a made-up one.
    public var address: ItemAddress?
    public var title: String
    public var subtitle: String?
    public var picture: Picture?
    public var paragraph: String?
    public var facts: [Fact] = []
    public var link: CountryLink?

    public init(address: ItemAddress? = nil, title: String, subtitle: String? = nil, picture: Picture? = nil,
                paragraph: String? = nil) {
        self.address = address
        self.title = title
        self.subtitle = subtitle
        self.picture = picture
        self.paragraph = paragraph
    }

    /// Adds a fact when there is something to say; nothing for unknown values.
    mutating func add(_ key: String, _ label: String, _ value: String?, figure: Figure? = nil) {
        guard let value, !value.isEmpty else { return }
        facts.append(Fact(key: key, label: label, value: value, figure: figure))
    }

    /// Adds a number as a figure, its text being the value shown.
    mutating func add(_ key: String, _ label: String, figure: String?) {
        add(key, label, figure, figure: figure.map { Figure($0) })
    }
}

/// Where the flags are: iso-flags-svg's 4:3 versions, in the XDG data directories.
public enum FlagFiles {
    public static let directory = (SystemData.current.flags ?? URL(filePath: "/usr/share/iso-flags-svg/country-4x3")).path
    public static let aspectRatio = 4.0 / 3.0

    /// The flag file of the country with `code`: Almanac's own drawing where it has one
    /// (`ownDirectory`), else iso-flags-svg's; nil when iso-flags-svg has none (Kosovo) or the
    /// file is known to show another country's flag (see `wrongFlags`).
    public static func path(forCountryCode code: String) -> String? {
        let name = "\(code.lowercased()).svg"
        if let ownDirectory, ownFiles.contains(name) { return "\(ownDirectory)/\(name)" }
        guard wrongFlags[code.uppercased()] == nil, files?.contains(name) ?? true else { return nil }
        return "\(directory)/\(name)"
    }

    /// Flags Almanac draws itself (`data/flags`), where iso-flags-svg's is one no longer flown.
    static let ownDirectory = AppFiles.locate(executable: AppFiles.runningExecutable, sourceRoot: AppFiles.compiledSourceRoot)?
        .data.appending(path: "flags").path
    private static let ownFiles: Set<String> = ownDirectory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }
        .map(Set.init) ?? []

    /// The flag files there are, listed once; nil when the folder cannot be read (then every
    /// code has a path, and a missing file shows as missing when it is drawn).
    private static let files: Set<String>? = (try? FileManager.default.contentsOfDirectory(atPath: directory)).map(Set.init)

    /// Codes whose iso-flags-svg file is another country's flag, or a flag no longer flown: a
    /// placeholder is honest, a wrong flag is not. Each with the package version it was seen in.
    static let wrongFlags = [
        // iso-flags-svg 1.0.2 (Debian 12): vi.svg is a byte-for-byte copy of vg.svg, the British
        // Virgin Islands' flag (its own metadata says so).
        "VI": "iso-flags-svg 1.0.2",
        // Its sy.svg is the flag Syria stopped using in 2025 (red, white and black with two green
        // stars); today's, green, white and black with three red stars, is Almanac's own
        // (data/flags/sy.svg).
        "SY": "iso-flags-svg 1.0.2",
    ]

    /// The flag of the country with `code`; one that stays a placeholder when there is no code.
    public static func picture(forCountryCode code: String?, countryName: String) -> Detail.Picture {
        Detail.Picture(file: code.flatMap(path(forCountryCode:)), aspectRatio: aspectRatio,
                       description: tr("Flag of {country}", ["country": countryName]), kind: .flag)
    }
}
