/// Why refreshing or loading more from a live source failed; nothing shown or cached changed.
public struct LiveError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case fetch(FetchError)
        /// The answer arrived but is not the expected data.
        case data(DataFileError)
        /// The answer has no records at all.
        case empty
    }

    /// The source, as messages name it: "SWAPI (swapi.py4e.com)".
    public let source: String
    public let reason: Reason
    /// The page that failed, counted from 1; nil for the first page of a refresh.
    public private(set) var page: Int?

    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    /// The same failure, of page `page`.
    public func onPage(_ page: Int) -> LiveError {
        var error = self
        error.page = page
        return error
    }

    /// Cancelled by the app (the user switched collection or quit): not worth a message.
    public var isCancellation: Bool { reason == .fetch(.cancelled) }

    /// What went wrong, without the source's name.
    public var reasonText: String {
        switch reason {
        case .fetch(let error): "\(error)"
        case .data(let error): [error.path, error.problem].compactMap { $0 }.joined(separator: ": ")
        case .empty: tr("the answer has no records")
        }
    }

    public var description: String { page.map { "\(source), page \($0): \(reasonText)" } ?? "\(source): \(reasonText)" }
}
