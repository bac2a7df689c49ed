import AlmanacCore
import Foundation
import Testing

/// Other packages' data is found through the XDG data directories, under any prefix.
@Suite struct SystemDataTests {
    @Test func theDirectoriesFollowXDG() {
        let set = SystemData(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/d/home",
                                           "XDG_DATA_DIRS": "/app/share:relative:/usr/share"])
        #expect(set.directories.map(\.path) == ["/d/home", "/app/share", "/usr/share"])
        let unset = SystemData(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "relative", "XDG_DATA_DIRS": ""])
        #expect(unset.directories.map(\.path) == ["/home/u/.local/share", "/usr/local/share", "/usr/share"])
    }

    @Test func theFirstDirectoryWithTheFileWins() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "almanac-xdg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for prefix in ["app", "usr"] {
            let json = root.appending(path: "\(prefix)/share/iso-codes/json")
            try FileManager.default.createDirectory(at: json, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: json.appending(path: "iso_3166-1.json"))
        }
        let data = SystemData(environment: ["XDG_DATA_HOME": root.appending(path: "home").path,
                                            "XDG_DATA_DIRS": "\(root.path)/app/share:\(root.path)/usr/share"])
        #expect(data.isoCodes("iso_3166-1.json")?.path == root.appending(path: "app/share/iso-codes/json/iso_3166-1.json").path)
        #expect(data.isoCodesLocale?.path == root.appending(path: "app/share/locale").path)
        #expect(data.isoCodes("iso_4217.json") == nil)
        #expect(data.flags == nil)
    }

    @Test func thisMachinesPackagesAreFound() throws {
        // Debian's iso-codes and iso-flags-svg, which tools/dev installs.
        let data = SystemData(environment: [:])
        #expect(data.isoCodes("iso_3166-1.json")?.path == "/usr/share/iso-codes/json/iso_3166-1.json")
        #expect(data.flags?.path == "/usr/share/iso-flags-svg/country-4x3")
        #expect(data.isoCodesLocale?.path == "/usr/share/locale")
    }
}
