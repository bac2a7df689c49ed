import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit

/// Entry point: set up the user's language, parse the command line, then hand over to GTK.
setlocale(LC_ALL, "")
Translations.setUp(domain: AppInfo.executable, directories: AppFiles.localeDirectories(
    executable: AppFiles.runningExecutable, sourceRoot: AppFiles.compiledSourceRoot))
Localization.translate = { Translations.text($0, domain: AppInfo.executable) }
Localization.translatePlural = { Translations.plural($0, $1, count: $2, domain: AppInfo.executable) }
Localization.translateInDomain = { Translations.text($0, domain: $1) }
// iso-codes' translations are beside its lists, under whichever prefix installed it.
if let isoCodesLocale = SystemData.current.isoCodesLocale {
    for domain in DataWords.isoCodesDomains { Translations.bind(domain: domain, directory: isoCodesLocale.path) }
}

let request: LaunchRequest
do {
    request = try LaunchRequest.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Diagnostics.report("\(error)\n" + tr("Try '{program} --help' for more information.", ["program": AppInfo.executable]))
    exit(2)
}

switch request {
case .help:
    print(LaunchRequest.usage(liveAddresses: Collections.liveAddresses))
case .version:
    print("\(AppInfo.executable) \(AppInfo.version)")
case .run(let options):
    exit(AlmanacApplication(options: options).run())
}
