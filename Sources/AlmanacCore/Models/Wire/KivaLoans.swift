import Foundation

/// The answer to the loans query of Kiva's GraphQL API:
/// `{data: {lend: {loans: {totalCount, values}}}, errors: [{message}]}`.
struct KivaLoansAnswer: Decodable, Sendable {
    /// The newest fundraising loans, `limit` from `offset` on.
    static let query = """
        query Loans($limit: Int!, $offset: Int!) {
          lend {
            loans(filters: {status: fundraising}, sortBy: newest, limit: $limit, offset: $offset) {
              totalCount
              values {
                id name loanAmount use status fundraisingDate
                loanFundraisingInfo { fundedAmount }
                activity { name }
                sector { name }
                geocode { city country { isoCode name } }
                ... on LoanPartner { partnerName }
              }
            }
          }
        }
        """

    /// What the server said went wrong, if anything.
    let errors: [String]
    let totalCount: Int?
    /// Nil when the answer has no `data.lend.loans` (e.g. beside errors).
    let loans: [Loan]?

    private enum Keys: String, CodingKey { case data, errors }
    private enum DataKeys: String, CodingKey { case lend }
    private enum LendKeys: String, CodingKey { case loans }
    private enum LoansKeys: String, CodingKey { case totalCount, values }
    private enum ErrorKeys: String, CodingKey { case message }

    init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        let container = try decoder.container(keyedBy: Keys.self)
        errors = (fields.value([JSONValue].self, .errors) ?? []).map { error in
            if case .object(let members) = error, case .string(let message)? = members["message"] {
                Formats.shortened(message, to: 200)
            } else {
                tr("an error without a message")
            }
        }
        let loansFields = fields.object(.data, keyedBy: DataKeys.self)?.object(.lend, keyedBy: LendKeys.self)?
            .object(.loans, keyedBy: LoansKeys.self)
        totalCount = loansFields?.wholeNumber(.totalCount)
        if loansFields != nil {
            let loans = try container.nestedContainer(keyedBy: DataKeys.self, forKey: .data)
                .nestedContainer(keyedBy: LendKeys.self, forKey: .lend)
                .nestedContainer(keyedBy: LoansKeys.self, forKey: .loans)
            self.loans = try loans.decode(Records<KivaLoan>.self, forKey: .values).records.map(\.loan)
        } else {
            loans = nil
        }
    }
}

/// One loan of the GraphQL answer, read into the app's `Loan`.
private struct KivaLoan: DataRecord {
    static var recordKind: String { RecordKind.kivaGraphQLLoan }
    let loan: Loan

    private enum Keys: String, CodingKey {
        case id, name, loanAmount, use, status, fundraisingDate, loanFundraisingInfo, activity, sector, geocode, partnerName
    }
    private enum NameKeys: String, CodingKey { case name }
    private enum FundraisingKeys: String, CodingKey { case fundedAmount }
    private enum GeocodeKeys: String, CodingKey { case city, country }
    private enum CountryKeys: String, CodingKey { case isoCode, name }

    init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let name = fields.text(.name) else { throw IncompleteRecord(problem: ProblemText.missingName()) }
        guard let id = fields.wholeNumber(.id) else { throw IncompleteRecord(problem: tr("{name}: missing its id", ["name": name])) }
        let geocode = fields.object(.geocode, keyedBy: GeocodeKeys.self)
        let country = geocode?.object(.country, keyedBy: CountryKeys.self)
        loan = Loan(id: id, name: name, loanAmount: fields.amount(.loanAmount),
                    fundedAmount: fields.object(.loanFundraisingInfo, keyedBy: FundraisingKeys.self)?.amount(.fundedAmount),
                    use: fields.text(.use)?.trimmingCharacters(in: .whitespacesAndNewlines),
                    activity: fields.object(.activity, keyedBy: NameKeys.self)?.text(.name),
                    sector: fields.object(.sector, keyedBy: NameKeys.self)?.text(.name),
                    status: fields.text(.status),
                    location: Loan.Location(country: country?.text(.name),
                                            countryCode: country?.text(.isoCode).map { $0.uppercased() },
                                            town: geocode?.text(.city)),
                    postedDate: fields.date(.fundraisingDate), partner: fields.text(.partnerName))
    }
}
