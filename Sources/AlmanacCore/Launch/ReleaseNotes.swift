import Foundation

/// The newest release in AppStream metadata: its version and its description, whose markup
/// (`<p>`, `<ul>`, `<li>`) an About window shows as it is.
public struct ReleaseNotes: Equatable, Sendable {
    public let version: String
    public let markup: String

    public init(version: String, markup: String) {
        self.version = version
        self.markup = markup
    }

    /// The first `<release>` of `metainfo` (AppStream lists the newest first); nil when it has
    /// none, or no version or description.
    public init?(metainfo: String) {
        guard let release = metainfo.range(of: "<release "),
              let tagEnd = metainfo[release.upperBound...].firstIndex(of: ">"),
              let version = Self.attribute("version", in: metainfo[release.upperBound..<tagEnd]),
              let open = metainfo.range(of: "<description>", range: tagEnd..<metainfo.endIndex),
              let close = metainfo.range(of: "</description>", range: open.upperBound..<metainfo.endIndex),
              metainfo[metainfo.index(before: tagEnd)] != "/",
              metainfo.range(of: "release", range: tagEnd..<open.lowerBound) == nil else { return nil }
        self.version = version
        markup = metainfo[open.upperBound..<close.lowerBound]
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: "\(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }
}
