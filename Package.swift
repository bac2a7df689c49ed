// swift-tools-version:6.0
import Foundation
import PackageDescription

/// What pkg-config prints for `arguments`; nil when it fails.
func pkgConfig(_ arguments: [String]) -> String? {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config"] + arguments
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? printed : nil
}

/// Whether pkg-config finds `module` at `version` or newer on this system.
func installed(_ module: String, atLeast version: String) -> Bool {
    pkgConfig(["--atleast-version=\(version)", module]) != nil
}

/// libsoup, librsvg and libsecret are opened when first used, not linked (Sources/CDeferred/deferred.h):
/// CDeferred's header needs their include paths, which every module that imports CDeferred (directly
/// or through Platform, Pictures or Web) is given here; a system library's pkg-config would link them.
let deferredHeaders: [SwiftSetting] = [
    .unsafeFlags((pkgConfig(["--cflags-only-I", "libsoup-3.0", "librsvg-2.0", "libsecret-1"]) ?? "")
        .split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }),
]

/// The widgets and calls GtkKit uses are chosen at build time: the current ones where the
/// system's GTK and libadwaita have them (Debian 13 and forky), libadwaita 1.2's and GTK 4.8's on Debian
/// 12. Each condition is named after the version that brought what it allows.
let platform: [SwiftSetting] = [
    ("ADW_1_4", installed("libadwaita-1", atLeast: "1.4")),  // navigation split view, breakpoints
    ("ADW_1_5", installed("libadwaita-1", atLeast: "1.5")),  // dialogs: About, Preferences
    ("ADW_1_6", installed("libadwaita-1", atLeast: "1.6")),  // AdwSpinner
    ("ADW_1_8", installed("libadwaita-1", atLeast: "1.8")),  // AdwShortcutsDialog
    ("GTK_4_12", installed("gtk4", atLeast: "4.12")),  // gtk_widget_compute_point, tab-behavior
    ("GTK_4_14", installed("gtk4", atLeast: "4.14")),  // gtk_accessible_announce
    ("GTK_4_22", installed("gtk4", atLeast: "4.22")),  // @media (prefers-reduced-motion)
].filter(\.1).map { .define($0.0) }

let package = Package(
    name: "Almanac",
    products: [
        .executable(name: "almanac", targets: ["Almanac"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4 libadwaita-1 epoxy",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev", "librsvg2-dev", "libsecret-1-dev", "libsoup-3.0-dev", "libepoxy-dev"])]
        ),
        // The tables of the libraries opened when first used (no pkg-config: it would link them).
        .systemLibrary(name: "CDeferred"),
        .target(name: "GtkKit", dependencies: ["CGtk"], swiftSettings: platform),
        // What the app asks of the system beyond its widgets: HTTP (libsoup), the keyring
        // (libsecret), D-Bus exports, and the loader of the libraries opened when first used.
        .target(name: "Platform", dependencies: ["CGtk", "CDeferred", "GtkKit", "AlmanacCore"], swiftSettings: deferredHeaders),
        // The picture pipeline: SVGs rendered off the main thread, cached, kept between runs.
        .target(name: "Pictures", dependencies: ["CGtk", "CDeferred", "GtkKit", "Platform"], swiftSettings: deferredHeaders),
        // ICU (Debian's libicu): collation sort keys in C, the alphabetic index in C++ (include/).
        .target(name: "CCollation", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .target(name: "AlmanacCore", dependencies: ["CCollation"]),
        // Each collection's state and loading, without GTK.
        .target(name: "AlmanacStore", dependencies: ["AlmanacCore"]),
        // AlmanacCore's web requests over Platform's libsoup session.
        .target(name: "Web", dependencies: ["Platform", "AlmanacCore"], swiftSettings: deferredHeaders),
        .executableTarget(name: "Almanac", dependencies: ["GtkKit", "Platform", "Pictures", "AlmanacCore", "AlmanacStore", "Web"],
                          swiftSettings: deferredHeaders),
        .executableTarget(name: "core-benchmark", dependencies: ["AlmanacCore"], path: "Benchmarks/CoreBenchmark"),
        .executableTarget(name: "flag-benchmark", dependencies: ["Pictures"], path: "Benchmarks/FlagBenchmark",
                          swiftSettings: deferredHeaders),
        // libFuzzer targets, one per input Almanac reads (Benchmarks/fuzz/run); a plain build
        // replays inputs.
        .executableTarget(name: "almanac-fuzz", dependencies: ["AlmanacCore", "Pictures"], path: "Fuzz",
                          swiftSettings: deferredHeaders),
        // XCTest on Linux runs tests on the main thread but cannot call @MainActor methods;
        // Swift 5 mode lets test bodies enter the main actor with assumeIsolated.
        // What both GTK test targets need: a display and the main loop (GtkTestCase).
        .target(name: "GtkTestSupport", dependencies: ["GtkKit"], path: "Tests/GtkTestSupport",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "GtkTestSupport"],
                    swiftSettings: platform + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "GtkKit", "CGtk", "CDeferred", "GtkTestSupport"],
                    swiftSettings: deferredHeaders + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "GtkKit", "CGtk", "GtkTestSupport"],
                    swiftSettings: deferredHeaders + [.swiftLanguageMode(.v5)]),
        // What both collection test targets need: a list model mirrored from splices.
        .target(name: "CollectionTestSupport", dependencies: ["AlmanacCore"], path: "Tests/CollectionTestSupport"),
        .testTarget(name: "AlmanacCoreTests", dependencies: ["AlmanacCore", "Web", "Platform", "CollectionTestSupport"],
                    swiftSettings: deferredHeaders),
        .testTarget(name: "AlmanacStoreTests", dependencies: ["AlmanacStore", "AlmanacCore", "CollectionTestSupport"]),
    ]
)
