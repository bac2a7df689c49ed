import AlmanacCore
import Foundation
import Testing

/// What a detail's picture is, how large it is shown, and what replaces it when it cannot be drawn.
@Suite struct DetailPictureTests {
    let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))
    let english = Locale(identifier: "en_US")

    @Test func flagsAreFlagsWhereverTheyAppear() throws {
        let countries = try data.countries().value.records
        let kenya = try #require(countries.first { $0.code == "KE" })
        let flag = try #require(kenya.detail(locale: english).picture)
        #expect(flag.kind == .flag)
        #expect(flag.missingCaption == "No flag available")
        #expect(kenya.rowContent.picture?.kind == .flag)
        let amina = try #require(try data.loans().value.loans.first { $0.name == "Amina" })
        #expect(amina.detail(locale: english).picture?.kind == .flag)
    }

    /// A country is never shown another's flag: iso-flags-svg 1.0.2 ships the British Virgin
    /// Islands' flag as the U.S. Virgin Islands' too; such a flag is left out (a placeholder).
    @Test func noCountryShowsAnotherCountrysFlag() throws {
        let countries = try data.countries().value.records
        var byContent: [Data: [String]] = [:]
        for code in countries.compactMap(\.code) {
            guard let file = FlagFiles.path(forCountryCode: code),
                  let content = FileManager.default.contents(atPath: file) else { continue }
            byContent[content, default: []].append(code)
        }
        try #require(byContent.count > 200, "iso-flags-svg is not installed")
        #expect(byContent.values.filter { $0.count > 1 }.map { $0.sorted() } == [])
        #expect(countries.first { $0.code == "VI" }?.detail(locale: english).picture?.file == nil)
        #expect(countries.first { $0.code == "VG" }?.detail(locale: english).picture?.file != nil)
        // Nor a flag it no longer flies: 1.0.2's Syrian flag is the one replaced in 2025, and
        // Almanac's drawing of today's is shown instead.
        let syria = try #require(countries.first { $0.code == "SY" }?.detail(locale: english).picture?.file)
        #expect(syria.hasSuffix("/data/flags/sy.svg"))
    }

    @Test func animalPicturesAreIllustrations() throws {
        let json = #"[{"name": "Emu", "image": "animals/emu.svg"}]"#
        let emu = try #require(try DataDecoder.decode(Records<Animal>.self, from: Data(json.utf8), file: "a.json").value.records.first)
        let picture = try #require(emu.detail(imageDirectory: URL(filePath: "/data")).picture)
        #expect(picture.kind == .illustration)
        #expect(picture.missingCaption == "No picture available")
        #expect(picture.file == "/data/animals/emu.svg")
    }

    /// The size depends on the picture's shape only, never on the facts beside it.
    @Test func detailSizeDependsOnTheShapeAlone() throws {
        let countries = try data.countries().value.records
        let sizes = try ["KE", "AQ", "US", "GL"].map { code in
            let country = try #require(countries.first { $0.code == code })
            let size = try #require(country.detail(locale: english).picture).detailSize
            return [size.width, size.height]
        }
        #expect(Set(sizes) == [[320, 240]])
        let square = Detail.Picture(file: "a.svg", aspectRatio: 1, description: "A")
        #expect(square.detailSize == (256, 256))
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, 1e9, 1e-9])
    func oddShapesStillGetASaneSize(aspectRatio: Double) {
        let size = Detail.Picture(file: "odd.svg", aspectRatio: aspectRatio, description: "Odd").detailSize
        #expect((1...320).contains(size.width) && (1...320).contains(size.height))
        let picture = Detail.Picture(file: "odd.svg", aspectRatio: aspectRatio, description: "Odd")
        #expect((1...160).contains(picture.height(forWidth: 40)))
    }
}

/// The bundled animal pictures draw with shapes only: text in an SVG would depend on the fonts
/// installed (monogram badges once did).
@Suite struct AnimalPictureFileTests {
    @Test func noAnimalPictureDependsOnFonts() throws {
        let directory = AppFiles.compiledSourceRoot.appending(path: "data")
        let animals = try BundledData(directory: directory).animals().value.records
        #expect(animals.count == 28)
        for animal in animals {
            let file = directory.appending(path: try #require(animal.image))
            let svg = try String(contentsOf: file, encoding: .utf8)
            #expect(!svg.contains("<text"), "\(animal.name) draws text")
            #expect(svg.contains("viewBox=\"0 0 72 72\""), "\(animal.name) is not on the 72-unit canvas")
        }
    }
}
