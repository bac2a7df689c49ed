/// The text before an SVG file's root element. GNOME Shell loads search results' icons through
/// gdk-pixbuf, which tells an SVG by finding `<svg` near the file's start: a long comment first
/// (47 of iso-flags-svg's country flags open with a license) hides it.
public enum SVGProlog {
    /// `text` without the comments before its root element; nil when it has none there (the
    /// file can be used as it is).
    public static func withoutComments(_ text: String) -> String? {
        var kept = ""
        var rest = text[...]
        var removed = false
        while let open = rest.range(of: "<") {
            if rest[open.lowerBound...].hasPrefix("<!--") {
                guard let close = rest[open.upperBound...].range(of: "-->") else { return nil }
                kept += rest[..<open.lowerBound]
                rest = rest[close.upperBound...]
                removed = true
            } else if rest[open.lowerBound...].hasPrefix("<?") || rest[open.lowerBound...].hasPrefix("<!") {
                // The XML declaration or a DOCTYPE: kept, whole.
                guard let close = rest[open.upperBound...].range(of: ">") else { return nil }
                kept += rest[..<close.upperBound]
                rest = rest[close.upperBound...]
            } else {
                break  // the root element
            }
        }
        guard removed else { return nil }
        return kept.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
            + "\n" + rest.drop(while: \.isWhitespace)
    }
}
