import AlmanacCore
import GtkKit
import Platform

/// GNOME Shell's search provider (`org.gnome.Shell.SearchProvider2`, declared to the Shell by
/// `io.almanac.Almanac.search-provider.ini`): what is typed in the Activities overview is
/// searched in every collection, and a chosen result opens in the window. Each call holds the
/// application until it is answered, so a process D-Bus started for the search stays while
/// it is used and quits when idle.
@MainActor
final class SearchProvider {
    static let objectPath = "/io/almanac/Almanac/SearchProvider"

    private static let interface = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """

    private let application: Application
    private let library: SearchLibrary
    private let open: @MainActor (ItemAddress) -> Void
    private let launchSearch: @MainActor ([String]) -> Void
    private var export: DBusExport?
    private let icons = SearchIcons()

    /// Exports the provider on the session bus; call before the application registers its
    /// name, so that no call can arrive before the provider is there.
    init(application: Application, library: SearchLibrary, open: @escaping @MainActor (ItemAddress) -> Void,
         launchSearch: @escaping @MainActor ([String]) -> Void) {
        self.application = application
        self.library = library
        self.open = open
        self.launchSearch = launchSearch
        icons.prepare(folder: FlagFiles.directory)  // in the background, once start-up is over
        do {
            export = try DBusExport(path: Self.objectPath, interfaceXML: Self.interface) { [unowned self] call in
                handle(call)
            }
        } catch {
            Diagnostics.warn(tr("the desktop's search cannot reach Almanac: {problem}", ["problem": "\(error)"]))
        }
    }

    private func handle(_ call: DBusMethodCall) {
        application.hold()
        defer { application.release() }
        switch call.method {
        case "GetInitialResultSet":
            answerResults(call, terms: call.strings(at: 0))
        case "GetSubsearchResultSet":
            // The previous results hold at most ten per collection, so a longer query can match
            // items they lack ("a" → … Antigua; "ar" → Argentina): search everything again.
            answerResults(call, terms: call.strings(at: 1))
        case "GetResultMetas":
            guard let ids = call.strings(at: 0) else { return call.fail("expected (as)", invalidArguments: true) }
            application.hold()
            library.whenLoaded { [application] search in
                call.returnDictionaries(search.metas(for: ids).map(self.dictionary))
                application.release()
            }
        case "ActivateResult":
            guard let id = call.string(at: 0), let address = ItemAddress(id) else {
                return call.fail("not an Almanac result: \(call.string(at: 0) ?? "?")", invalidArguments: true)
            }
            open(address)
            call.returnNothing()
        case "LaunchSearch":
            guard let terms = call.strings(at: 0) else { return call.fail("expected (asu)", invalidArguments: true) }
            launchSearch(terms)
            call.returnNothing()
        default:
            call.fail("no method \(call.method)")
        }
    }

    /// Answers with the results once the collections are loaded; the app stays until then.
    private func answerResults(_ call: DBusMethodCall, terms: [String]?) {
        guard let terms else { return call.fail("expected the search terms (as)", invalidArguments: true) }
        application.hold()
        library.whenLoaded { [application] search in
            call.returnStrings(search.results(for: terms).map(\.description))
            application.release()
        }
    }

    /// A result's meta as the Shell reads it: `gicon` is a file's path (see `SearchIcons`) or
    /// an icon's name.
    private func dictionary(_ meta: ResultMeta) -> [(key: String, value: String)] {
        let icon = switch meta.icon {
        case .file(let path): icons.icon(for: path)
        case .themed(let name): name
        }
        return [("id", meta.id), ("name", meta.name), ("description", meta.description),
                ("gicon", icon)]
    }
}
