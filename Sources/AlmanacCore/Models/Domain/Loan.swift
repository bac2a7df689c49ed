import Foundation

/// A Kiva loan, in the shape of Kiva's v1 API.
public struct Loan: Sendable, Equatable, Identifiable {
    public struct Location: Sendable, Equatable {
        public internal(set) var country: String?
        /// ISO 3166-1 alpha-2, e.g. "KE": the link to the country's detail and flag.
        public let countryCode: String?
        public let town: String?
    }

    public let id: Int
    /// The borrower's (or group's) name.
    public let name: String
    /// In US dollars.
    public let loanAmount: Double?
    public let fundedAmount: Double?
    public let use: String?
    public let activity: String?
    public let sector: String?
    public let status: String?
    public internal(set) var location: Location
    public let postedDate: Date?
    /// The field partner that lends locally ("LoanPartner" loans); nil for direct loans.
    public var partner: String? = nil
}

extension Loan {
    /// The same loan with its country under another name (the name in the user's language).
    public func inCountryNamed(_ country: String) -> Loan {
        var loan = self
        loan.location.country = country
        return loan
    }
}

extension Loan: DataRecord {
    public static var recordKind: String { RecordKind.kivaV1Loan }
    private enum Keys: String, CodingKey {
        case id, name, use, activity, sector, status, location
        case loanAmount = "loan_amount", fundedAmount = "funded_amount", postedDate = "posted_date"
    }
    private enum LocationKeys: String, CodingKey {
        case country, town
        case countryCode = "country_code"
    }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let name = fields.text(.name) else { throw IncompleteRecord(problem: ProblemText.missingName()) }
        guard let id = fields.wholeNumber(.id) else { throw IncompleteRecord(problem: tr("{name}: missing its id", ["name": name])) }
        self.id = id
        self.name = name
        loanAmount = fields.amount(.loanAmount)
        fundedAmount = fields.amount(.fundedAmount)
        use = fields.text(.use)?.trimmingCharacters(in: .whitespacesAndNewlines)
        activity = fields.text(.activity)
        sector = fields.text(.sector)
        status = fields.text(.status)
        let place = fields.object(.location, keyedBy: LocationKeys.self)
        location = Location(country: place?.text(.country),
                            countryCode: place?.text(.countryCode).map { $0.uppercased() },
                            town: place?.text(.town))
        postedDate = fields.date(.postedDate)
    }
}

/// One page of Kiva v1 loans: `{paging, loans}`.
public struct LoanPage: Decodable, Sendable {
    public struct Paging: Sendable, Equatable {
        public let page: Int?
        public let pages: Int?
        public let total: Int?
    }

    public let paging: Paging?
    public let loans: [Loan]

    private enum Keys: String, CodingKey { case paging, loans }
    private enum PagingKeys: String, CodingKey { case page, pages, total }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        paging = fields.object(.paging, keyedBy: PagingKeys.self).map {
            Paging(page: $0.wholeNumber(.page), pages: $0.wholeNumber(.pages), total: $0.wholeNumber(.total))
        }
        loans = try decoder.container(keyedBy: Keys.self).decode(Records<Loan>.self, forKey: .loans).records
    }
}
