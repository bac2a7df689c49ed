// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Almanac",
    products: [
        .executable(name: "almanac", targets: ["Almanac"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4 libadwaita-1 librsvg-2.0 libsecret-1 epoxy",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev", "librsvg2-dev", "libsecret-1-dev", "libepoxy-dev"])]
        ),
        .target(name: "GtkKit", dependencies: ["CGtk"]),
        // The picture pipeline: SVGs rendered off the main thread, cached, kept between runs.
        .target(name: "Pictures", dependencies: ["CGtk", "GtkKit"]),
        // ICU collation sort keys (Debian's libicu); see include/collation.h for why it is C.
        .target(name: "CCollation", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .target(name: "AlmanacCore", dependencies: ["CCollation"]),
        // Each collection's state and loading, without GTK.
        .target(name: "AlmanacStore", dependencies: ["AlmanacCore"]),
        .executableTarget(name: "Almanac", dependencies: ["GtkKit", "Pictures", "AlmanacCore", "AlmanacStore"]),
        .executableTarget(name: "core-benchmark", dependencies: ["AlmanacCore"], path: "Benchmarks/CoreBenchmark"),
        .executableTarget(name: "flag-benchmark", dependencies: ["Pictures"], path: "Benchmarks/FlagBenchmark"),
        // libFuzzer targets, one per input Almanac reads (Benchmarks/fuzz/run); a plain build
        // replays inputs.
        .executableTarget(name: "almanac-fuzz", dependencies: ["AlmanacCore", "Pictures"], path: "Fuzz"),
        // XCTest on Linux runs tests on the main thread but cannot call @MainActor methods;
        // Swift 5 mode lets test bodies enter the main actor with assumeIsolated.
        // What both GTK test targets need: a display and the main loop (GtkTestCase).
        .target(name: "GtkTestSupport", dependencies: ["GtkKit"], path: "Tests/GtkTestSupport",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "GtkTestSupport"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "GtkKit", "CGtk", "GtkTestSupport"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // What both collection test targets need: a list model mirrored from splices.
        .target(name: "CollectionTestSupport", dependencies: ["AlmanacCore"], path: "Tests/CollectionTestSupport"),
        .testTarget(name: "AlmanacCoreTests", dependencies: ["AlmanacCore", "CollectionTestSupport"]),
        .testTarget(name: "AlmanacStoreTests", dependencies: ["AlmanacStore", "AlmanacCore", "CollectionTestSupport"]),
    ]
)
