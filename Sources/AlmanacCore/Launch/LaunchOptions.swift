/// What the command line asked for.
public enum LaunchRequest: Equatable, Sendable {
    case run(LaunchOptions)
    case help
    case version
}

/// Options that change how the app runs.
public struct LaunchOptions: Equatable, Sendable {
    /// Quit with status 0 right after the main window's first frame is painted (start-up benchmarks).
    public var exitAfterFirstFrame = false
    /// Quit with status 0 once the collection shown has painted its first rows, their pictures
    /// included (start-up benchmarks).
    public var exitAfterFirstRows = false
    /// Show an extra collection of this many synthetic rows (scale testing).
    public var syntheticRows: Int?
    /// Measure jumps and scrolling on this collection, print the results and quit.
    public var measureList: CollectionKind?
    /// Open this item's detail (in the running instance's window when there is one).
    public var open: ItemAddress?
    /// Started by D-Bus activation (the desktop's search): no window until one is asked for,
    /// and quit when idle.
    public var isService = false

    public init(exitAfterFirstFrame: Bool = false, syntheticRows: Int? = nil) {
        self.exitAfterFirstFrame = exitAfterFirstFrame
        self.syntheticRows = syntheticRows
    }

    /// The most synthetic rows `--synthetic` accepts.
    public static let maximumSyntheticRows = 10_000_000
}

/// A command line that cannot be understood; the message is meant for the user.
public struct LaunchError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

extension LaunchRequest {
    /// Parses the arguments after the program name. `--help` and `--version` win over the rest,
    /// as in GNU tools, but only once every argument has been understood.
    public static func parse(_ arguments: [String]) throws(LaunchError) -> LaunchRequest {
        var options = LaunchOptions()
        var wantsHelp = false
        var wantsVersion = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": wantsHelp = true
            case "--version": wantsVersion = true
            case "--exit-after-first-frame": options.exitAfterFirstFrame = true
            case "--exit-after-first-rows": options.exitAfterFirstRows = true
            case "--measure-list": options.measureList = .synthetic
            case _ where argument.hasPrefix("--measure-list="):
                let name = String(argument.dropFirst("--measure-list=".count))
                guard let kind = CollectionKind(rawValue: name) else {
                    throw LaunchError(description: tr("--measure-list: no collection named '{name}'", ["name": name]))
                }
                options.measureList = kind
            case "--open":
                options.open = try address(remaining.popFirst())
            case _ where argument.hasPrefix("--open="):
                options.open = try address(String(argument.dropFirst("--open=".count)))
            case "--gapplication-service": options.isService = true
            case "--synthetic":
                options.syntheticRows = try syntheticCount(remaining.popFirst())
            case _ where argument.hasPrefix("--synthetic="):
                options.syntheticRows = try syntheticCount(String(argument.dropFirst("--synthetic=".count)))
            case _ where argument.hasPrefix("-"):
                throw LaunchError(description: tr("unknown option '{option}'", ["option": argument]))
            default:
                throw LaunchError(description: tr("unexpected argument '{argument}'", ["argument": argument]))
            }
        }
        if wantsHelp { return .help }
        if wantsVersion { return .version }
        if options.measureList == .synthetic && options.syntheticRows == nil {
            throw LaunchError(description: tr("--measure-list needs --synthetic N"))
        }
        return .run(options)
    }

    private static func address(_ text: String?) throws(LaunchError) -> ItemAddress {
        guard let text else {
            throw LaunchError(description: tr("--open needs an item's address, like {examples}",
                                              ["examples": ItemAddress.examples()]))
        }
        guard let address = ItemAddress(text), address.kind != .synthetic else {
            throw LaunchError(description: tr("--open: '{text}' is not an item's address; addresses look like {examples}",
                                              ["text": text, "examples": ItemAddress.examples()]))
        }
        return address
    }

    private static func syntheticCount(_ text: String?) throws(LaunchError) -> Int {
        guard let text, let count = Int(text), (1...LaunchOptions.maximumSyntheticRows).contains(count) else {
            throw LaunchError(description: tr("--synthetic needs a number of rows from 1 to {maximum}",
                                              ["maximum": String(LaunchOptions.maximumSyntheticRows)]))
        }
        return count
    }

    /// The text `--help` prints, in the user's language.
    public static var usage: String {
        let options = [
            ("-h, --help", tr("Show this help and exit")),
            ("    --version", tr("Show the version and exit")),
            ("    --open ADDRESS",
             tr("Open an item's details: country/KE, species/3, loan/1234 or animal/bear (in the open window, if Almanac is running)")),
            ("    --synthetic N", tr("Add a collection of N synthetic rows (up to 10,000,000) to try the list at scale")),
            ("    --exit-after-first-frame",
             tr("Quit right after the main window's first frame has been painted (for start-up benchmarks)")),
            ("    --exit-after-first-rows",
             tr("Quit once the collection shown has painted its first rows, with their pictures (for start-up benchmarks)")),
            ("    --measure-list[=LIST]",
             tr("Time index jumps and scrolling on a list (synthetic, the default, needs --synthetic N; or countries), print the results and quit")),
            ("    --gapplication-service",
             tr("Start without a window, for the desktop's search (D-Bus activation); quit when idle")),
        ]
        let environment = [("ALMANAC_DATA_DIR", tr("Read the collections from this folder instead of the bundled data"))]
            + LiveSettings.overrides.map { ($0.variable, $0.meaning) }
        func rows(_ items: [(String, String)]) -> [String] {
            items.map { name, text in
                name.count < 28 ? "  " + name.padding(toLength: 28, withPad: " ", startingAt: 0) + text
                    : "  \(name)\n" + String(repeating: " ", count: 30) + text
            }
        }
        return ([tr("Usage: {program} [OPTION…]", ["program": AppInfo.executable]), "",
                 tr("Browse countries, Star Wars species, Kiva loans and animals as indexed lists."), "",
                 tr("Options:")] + rows(options)
                + ["", tr("Runs as a single instance: launching again shows the open window."), "", tr("Environment:")]
                + rows(environment)).joined(separator: "\n")
    }
}
