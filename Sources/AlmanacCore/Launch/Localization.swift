/// Where the words people read are translated. The app points `translate` at its gettext
/// catalogue once at start; tests and tools keep English.
public enum Localization {
    nonisolated(unsafe) public static var translate: @Sendable (String) -> String = { $0 }
}

/// `msgid` in the user's language (marked for xgettext with the keyword `tr`).
public func tr(_ msgid: String) -> String {
    Localization.translate(msgid)
}

/// `msgid` in the user's language with its `{placeholders}` filled in, e.g.
/// `tr("Loading {collection}…", ["collection": title])`; translators may move them.
public func tr(_ msgid: String, _ values: [String: String]) -> String {
    values.reduce(tr(msgid)) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value) }
}
