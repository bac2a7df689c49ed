import AlmanacCore
import Foundation

/// Writes a Kiva v1 page of `count` synthetic loans to a temporary file and returns its URL.
func writeSyntheticLoans(_ count: Int) throws -> URL {
    var names = SyntheticNames(seed: 42)
    let countries = [("KE", "Kenya"), ("PE", "Peru"), ("VN", "Vietnam"), ("UG", "Uganda"), ("PH", "Philippines")]
    var json = #"{"paging": {"page": 1, "total": \#(count), "page_size": \#(count), "pages": 1}, "loans": ["#
    json.reserveCapacity(count * 330)
    for index in 0..<count {
        let (code, country) = countries[index % countries.count]
        if index > 0 { json += "," }
        json += """
            {"id": \(1_000_000 + index), "name": "\(names.name())", "status": "fundraising", \
            "funded_amount": \(index % 40 * 25), "loan_amount": \(250 + index % 80 * 25), "activity": "Farming", \
            "sector": "Agriculture", "use": "to buy seeds, fertilizer and tools for the coming season.", \
            "location": {"country_code": "\(code)", "country": "\(country)", "town": "Town \(index % 97)"}, \
            "posted_date": "2026-10-\(String(format: "%02d", 1 + index % 28))T08:30:00Z", "borrower_count": 1}
            """
    }
    json += "]}"
    let url = FileManager.default.temporaryDirectory.appending(path: "almanac-loans-\(count).json")
    try Data(json.utf8).write(to: url)
    return url
}
