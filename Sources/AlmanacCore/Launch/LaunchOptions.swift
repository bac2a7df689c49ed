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
    /// A link given as an argument (`almanac:country/KE`, from the desktop), as written: one
    /// that names no item is said in the window, not refused here.
    public var link: String?
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

/// One command-line option: its names, its argument, what `--help` says of it and what it sets.
/// The parser and `--help` both read `LaunchRequest.table`.
struct LaunchOption: Sendable {
    enum Argument: Sendable, Equatable {
        case none
        /// A value after the option or after `=`: `--open ADDRESS`, `--open=ADDRESS`.
        case required(String)
        /// A value only after `=`: `--measure-list[=LIST]`.
        case optional(String)
    }

    /// What parsing has found so far.
    struct Found {
        var options = LaunchOptions()
        var wantsHelp = false
        var wantsVersion = false
    }

    let names: [String]
    var argument = Argument.none
    let help: @Sendable () -> String
    /// Sets what the option asks for from its value (nil when none was given).
    let apply: @Sendable (inout Found, String?) throws(LaunchError) -> Void

    /// How `--help` shows the option: "-h, --help", "    --open ADDRESS".
    var label: String {
        let long = names.filter { $0.hasPrefix("--") }.joined(separator: ", ")
        let short = names.first { !$0.hasPrefix("--") }.map { "\($0), " } ?? "    "
        return switch argument {
        case .none: short + long
        case .required(let name): short + long + " " + name
        case .optional(let name): short + long + "[=\(name)]"
        }
    }
}

extension LaunchRequest {
    /// Every option, in the order `--help` lists them.
    static let table: [LaunchOption] = [
        LaunchOption(names: ["-h", "--help"], help: { tr("Show this help and exit") }) { found, _ in found.wantsHelp = true },
        LaunchOption(names: ["--version"], help: { tr("Show the version and exit") }) { found, _ in found.wantsVersion = true },
        LaunchOption(names: ["--open"], argument: .required("ADDRESS"), help: {
            tr("Open an item's details: country/KE, species/3, loan/2790100 or animal/bear (in the open window, if Almanac is running)")
        }) { found, value throws(LaunchError) in found.options.open = try address(value) },
        LaunchOption(names: ["--synthetic"], argument: .required("N"), help: {
            tr("Add a collection of N synthetic rows (up to 10,000,000) to try the list at scale")
        }) { found, value throws(LaunchError) in found.options.syntheticRows = try syntheticCount(value) },
        LaunchOption(names: ["--exit-after-first-frame"], help: {
            tr("Quit right after the main window's first frame has been painted (for start-up benchmarks)")
        }) { found, _ in found.options.exitAfterFirstFrame = true },
        LaunchOption(names: ["--exit-after-first-rows"], help: {
            tr("Quit once the collection shown has painted its first rows, with their pictures (for start-up benchmarks)")
        }) { found, _ in found.options.exitAfterFirstRows = true },
        LaunchOption(names: ["--measure-list"], argument: .optional("LIST"), help: {
            tr("Time index jumps and scrolling on a list (synthetic, the default, needs --synthetic N; or countries), print the results and quit")
        }) { found, value throws(LaunchError) in
            guard let value else { return found.options.measureList = .synthetic }
            guard let kind = CollectionKind(rawValue: value) else {
                throw LaunchError(description: tr("--measure-list: no collection named '{name}'", ["name": value]))
            }
            found.options.measureList = kind
        },
        LaunchOption(names: ["--gapplication-service"], help: {
            tr("Start without a window, for the desktop's search (D-Bus activation); quit when idle")
        }) { found, _ in found.options.isService = true },
    ]

    /// Parses the arguments after the program name. `--help` and `--version` win over the rest,
    /// as in GNU tools, but only once every argument has been understood.
    public static func parse(_ arguments: [String]) throws(LaunchError) -> LaunchRequest {
        var found = LaunchOption.Found()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init) : [argument]
            let inline = parts.count == 2 ? parts[1] : nil
            guard let option = table.first(where: { $0.names.contains(parts[0]) }) else {
                if argument.hasPrefix("-") {
                    throw LaunchError(description: tr("unknown option '{option}'", ["option": argument]))
                }
                if ItemAddress.isLink(argument), found.options.link == nil {
                    found.options.link = argument
                    continue
                }
                throw LaunchError(description: tr("unexpected argument '{argument}'", ["argument": argument]))
            }
            if option.argument == .none, inline != nil {
                throw LaunchError(description: tr("option '{option}' takes no value", ["option": parts[0]]))
            }
            var value = inline
            if case .required = option.argument, value == nil { value = remaining.popFirst() }
            try option.apply(&found, value)
        }
        if found.wantsHelp { return .help }
        if found.wantsVersion { return .version }
        if found.options.measureList == .synthetic && found.options.syntheticRows == nil {
            throw LaunchError(description: tr("--measure-list needs --synthetic N"))
        }
        return .run(found.options)
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

    /// The text `--help` prints, in the user's language: the options' table, then the
    /// environment variables' (Almanac's own, then those of the live addresses).
    public static func usage(liveAddresses: [LiveAddress]) -> String {
        let environment = AppEnvironment.variables.compactMap { variable in variable.meaning.map { (variable.name, $0()) } }
            + liveAddresses.map { ($0.variable, $0.meaning) }
        func rows(_ items: [(String, String)]) -> [String] {
            items.map { name, text in
                name.count < 28 ? "  " + name.padding(toLength: 28, withPad: " ", startingAt: 0) + text
                    : "  \(name)\n" + String(repeating: " ", count: 30) + text
            }
        }
        return ([tr("Usage: {program} [OPTION…]", ["program": AppInfo.executable]), "",
                 tr("Browse countries, Star Wars species, Kiva loans and animals as indexed lists."), "",
                 tr("A link given instead of options, such as {link}, opens its item.",
                    ["link": ItemAddress(kind: .countries, key: "KE").link]), "",
                 tr("Options:")] + rows(table.map { ($0.label, $0.help()) })
                + ["", tr("Runs as a single instance: launching again shows the open window."), "", tr("Environment:")]
                + rows(environment)).joined(separator: "\n")
    }
}
