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

    public init(exitAfterFirstFrame: Bool = false) {
        self.exitAfterFirstFrame = exitAfterFirstFrame
    }
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
        for argument in arguments {
            switch argument {
            case "-h", "--help": wantsHelp = true
            case "--version": wantsVersion = true
            case "--exit-after-first-frame": options.exitAfterFirstFrame = true
            case _ where argument.hasPrefix("-"):
                throw LaunchError(description: "unknown option '\(argument)'")
            default:
                throw LaunchError(description: "unexpected argument '\(argument)'")
            }
        }
        if wantsHelp { return .help }
        if wantsVersion { return .version }
        return .run(options)
    }

    /// The text `--help` prints.
    public static let usage = """
        Usage: \(AppInfo.executable) [OPTION…]

        Browse countries, Star Wars species, Kiva loans and animals as indexed lists.

        Options:
          -h, --help                  Show this help and exit
              --version               Show the version and exit
              --exit-after-first-frame
                                      Quit right after the main window's first frame has
                                      been painted (for start-up benchmarks)

        Runs as a single instance: launching again shows the open window.
        """
}
