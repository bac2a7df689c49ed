import AlmanacCore
import Glibc

/// Entry point: parse the command line, then hand over to the GTK application.
let request: LaunchRequest
do {
    request = try LaunchRequest.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Diagnostics.report("\(error)\nTry '\(AppInfo.executable) --help' for more information.")
    exit(2)
}

switch request {
case .help:
    print(LaunchRequest.usage)
case .version:
    print("\(AppInfo.executable) \(AppInfo.version)")
case .run(let options):
    exit(AlmanacApplication(options: options).run())
}
