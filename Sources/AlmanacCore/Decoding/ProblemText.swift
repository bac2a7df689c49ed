/// The words of what is wrong with data, in the user's language: what was expected and what was
/// found, and where — never a parser's own messages.
enum ProblemText {
    static var empty: String { tr("the file is empty") }
    static var notUTF8: String { tr("the file is not valid UTF-8 text") }
    static var missing: String { tr("missing") }
    static var unreadable: String { tr("a value that cannot be read") }

    /// A record without its name, e.g. "missing its name ([0].name.common)".
    static func missingName(at path: String? = nil) -> String {
        guard let path else { return tr("missing its name") }
        return tr("missing its name ({path})", ["path": path])
    }

    static func expected(_ expected: JSONKind, found: JSONKind?) -> String {
        tr("expected {expected}, found {found}", ["expected": expected.name, "found": found?.name ?? unreadable])
    }

    static func expected(_ expected: JSONKind) -> String {
        tr("expected {expected}", ["expected": expected.name])
    }

    static func outOfRange(_ value: Double) -> String {
        tr("number out of range: {value}", ["value": "\(value)"])
    }

    static func notADate(_ written: String) -> String {
        tr("expected an ISO 8601 date, found {text}", ["text": Formats.quoted(Formats.shortened(written))])
    }

    /// Not JSON, saying where when the syntax is at fault ("byte 2,591"); without a place when
    /// the syntax is right but a value cannot be represented (a number such as 1e400).
    static func notJSON(_ problem: JSONSyntax.Problem?) -> String {
        guard let problem else { return tr("not valid JSON (a value cannot be represented)") }
        let offset = Formats.count(problem.offset)
        return problem.endsEarly ? tr("not valid JSON (it breaks off at byte {offset})", ["offset": offset])
            : tr("not valid JSON (error at byte {offset})", ["offset": offset])
    }
}
