/// Where the words people read are translated. The app points `translate` at its gettext
/// catalogue once at start; tests and tools keep English.
public enum Localization {
    nonisolated(unsafe) public static var translate: @Sendable (String) -> String = { $0 }
    /// The form of a message for a count (gettext's ngettext); English's two forms by default.
    nonisolated(unsafe) public static var translatePlural: @Sendable (String, String, Int) -> String = {
        $2 == 1 ? $0 : $1
    }
    /// A message of another catalogue (iso-codes' "iso_4217", say); unchanged by default.
    nonisolated(unsafe) public static var translateInDomain: @Sendable (String, String) -> String = { msgid, _ in msgid }
}

/// `msgid` in the user's language from another gettext catalogue (`domain`), e.g. iso-codes'.
public func tr(_ msgid: String, domain: String) -> String {
    Localization.translateInDomain(msgid, domain)
}

/// Marks a word of the data for translation (xgettext keyword `N_`) where it is listed; it is
/// translated with `tr` when shown.
public func N_(_ msgid: String) -> String { msgid }

/// `msgid` in the user's language (marked for xgettext with the keyword `tr`).
public func tr(_ msgid: String) -> String {
    Localization.translate(msgid)
}

/// `msgid` in the user's language with its `{placeholders}` filled in, e.g.
/// `tr("Loading {collection}…", ["collection": title])`; translators may move them.
public func tr(_ msgid: String, _ values: [String: String]) -> String {
    filling(tr(msgid), with: values)
}

/// The form of a message for `count` in the user's language, with `{count}` and the other
/// `{placeholders}` filled in, e.g. `trn("{count} loan added", "{count} loans added", 50)`
/// (marked for xgettext with the keyword `trn:1,2`).
public func trn(_ singular: String, _ plural: String, _ count: Int, _ values: [String: String] = [:]) -> String {
    let values = values.merging(["count": Formats.count(count)]) { own, _ in own }
    return filling(Localization.translatePlural(singular, plural, count), with: values)
}

/// `text` with each `{name}` that `values` names replaced by its value, in one pass (a value is
/// never searched for placeholders); any other braces stay. A list row's spoken place ("3 of
/// 250") is filled at every bind, so this stays clear of Foundation's string searches.
func filling(_ text: String, with values: [String: String]) -> String {
    var filled = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        filled += rest[..<open]
        let name = String(rest[rest.index(after: open)..<close])
        if let value = values[name] {
            filled += value
            rest = rest[rest.index(after: close)...]
        } else {
            filled += "{"
            rest = rest[rest.index(after: open)...]
        }
    }
    return filled + rest
}
