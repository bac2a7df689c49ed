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
    /// Show an extra collection of this many synthetic rows (scale testing).
    public var syntheticRows: Int?
    /// Measure jumps and scrolling on this collection, print the results and quit.
    public var measureList: CollectionKind?

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
            case "--measure-list": options.measureList = .synthetic
            case _ where argument.hasPrefix("--measure-list="):
                let name = String(argument.dropFirst("--measure-list=".count))
                guard let kind = CollectionKind(rawValue: name) else {
                    throw LaunchError(description: "--measure-list: no collection named '\(name)'")
                }
                options.measureList = kind
            case "--synthetic":
                options.syntheticRows = try syntheticCount(remaining.popFirst())
            case _ where argument.hasPrefix("--synthetic="):
                options.syntheticRows = try syntheticCount(String(argument.dropFirst("--synthetic=".count)))
            case _ where argument.hasPrefix("-"):
                throw LaunchError(description: "unknown option '\(argument)'")
            default:
                throw LaunchError(description: "unexpected argument '\(argument)'")
            }
        }
        if wantsHelp { return .help }
        if wantsVersion { return .version }
        if options.measureList == .synthetic && options.syntheticRows == nil {
            throw LaunchError(description: "--measure-list needs --synthetic N")
        }
        return .run(options)
    }

    private static func syntheticCount(_ text: String?) throws(LaunchError) -> Int {
        guard let text, let count = Int(text), (1...LaunchOptions.maximumSyntheticRows).contains(count) else {
            throw LaunchError(description: "--synthetic needs a number of rows from 1 to \(LaunchOptions.maximumSyntheticRows)")
        }
        return count
    }

    /// The text `--help` prints.
    public static let usage = """
        Usage: \(AppInfo.executable) [OPTION…]

        Browse countries, Star Wars species, Kiva loans and animals as indexed lists.

        Options:
          -h, --help                  Show this help and exit
              --version               Show the version and exit
              --synthetic N           Add a collection of N synthetic rows (up to 10,000,000),
                                      to try the list at scale
              --exit-after-first-frame
                                      Quit right after the main window's first frame has
                                      been painted (for start-up benchmarks)
              --measure-list[=LIST]   Time index jumps and scrolling on a list (synthetic,
                                      the default, needs --synthetic N; or countries…),
                                      print the results and quit

        Runs as a single instance: launching again shows the open window.

        Environment:
          ALMANAC_DATA_DIR            Read the collections from this folder instead of the
                                      bundled data
        """
}
