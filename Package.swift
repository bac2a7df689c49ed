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
            pkgConfig: "gtk4 librsvg-2.0",
            providers: [.apt(["libgtk-4-dev", "librsvg2-dev"])]
        ),
        .target(name: "GtkKit", dependencies: ["CGtk"]),
        .target(name: "AlmanacCore"),
        .executableTarget(name: "Almanac", dependencies: ["GtkKit", "AlmanacCore"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk"]),
        .testTarget(name: "AlmanacCoreTests", dependencies: ["AlmanacCore"]),
    ]
)
