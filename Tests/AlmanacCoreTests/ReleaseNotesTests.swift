import AlmanacCore
import Foundation
import Testing

@Suite struct ReleaseNotesTests {
    @Test func theNewestReleaseOfTheAppsOwnMetainfo() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "data/desktop/io.almanac.Almanac.metainfo.xml")
        let notes = try #require(ReleaseNotes(metainfo: String(contentsOf: file, encoding: .utf8)))
        #expect(notes.markup.hasPrefix("<p>") && notes.markup.hasSuffix(">"))
        #expect(!notes.markup.contains("\n"))
        // The newest release listed is the app's own version.
        #expect(notes.version == AppInfo.version)
    }

    @Test func theFirstReleaseListedIsTheOneShown() {
        let metainfo = """
            <component><description><p>The app.</p></description><releases>
              <release version="2.0" date="2026-12-01">
                <description>
                  <p>Dark style</p>
                  <ul><li>Phones</li></ul>
                </description>
              </release>
              <release version="1.0"><description><p>First</p></description></release>
            </releases></component>
            """
        #expect(ReleaseNotes(metainfo: metainfo) == ReleaseNotes(version: "2.0", markup: "<p>Dark style</p> <ul><li>Phones</li></ul>"))
    }

    @Test func aReleaseWithoutNotesHasNone() {
        // The next release's notes are not this one's.
        #expect(ReleaseNotes(metainfo: #"<release version="2.0"/><release version="1.0"><description><p>Old</p></description>"#) == nil)
        #expect(ReleaseNotes(metainfo: #"<release version="2.0"></release><release version="1.0"><description><p>Old</p></description>"#) == nil)
        #expect(ReleaseNotes(metainfo: "<component/>") == nil)
    }
}
