import AlmanacCore
import Foundation
import GtkKit
import Platform

/// With `ALMANAC_DIAGNOSTICS=1` in the environment, an object on the session bus that tells a
/// test driver (the soak benchmark, `Benchmarks/soak/run`) what the app shows and what it keeps
/// alive, without acting on it: answering reads a few values. Without the variable nothing is
/// exported. By hand:
///
///     gdbus call --session --dest io.almanac.Almanac --object-path /io/almanac/Almanac/Diagnostics \
///         --method io.almanac.Almanac.Diagnostics.Objects
///
/// A call is answered by the main loop, so its answer also tells that input sent before it
/// has reached the app's queue (not that it was handled: the state says that).
@MainActor
final class DiagnosticsService {
    static let objectPath = "/io/almanac/Almanac/Diagnostics"

    /// Whether the environment asks for the service.
    static var isWanted: Bool { AppEnvironment.value(AppEnvironment.diagnostics) == "1" }

    private static let interface = """
        <node>
          <interface name="io.almanac.Almanac.Diagnostics">
            <!-- What the window shows: collection, detail (title), detailShown, narrow,
                 searching, query (typed), searchFocus, focus (the focused widget's type),
                 toasts (shown or waiting);
                 the collection's rows, shown (matches),
                 search (applied), activity, banner, top (the section at the top), moving (a
                 jump under way), offset (how far the list is scrolled, px), selected and
                 focused (list positions), listFocus; and
                 heap, the bytes of C heap in use (mallinfo2). -->
            <method name="State">
              <arg type="a{ss}" name="state" direction="out"/>
            </method>
            <!-- Live GtkKit wrappers (references held from Swift) by GObject type. -->
            <method name="Objects">
              <arg type="a{si}" name="wrappers" direction="out"/>
            </method>
            <!-- How full each of the app's own caches is ("pictures": bytes of textures; "spare
                 rows NAME": a list's rows kept to hand out again), and its budget ("… budget"). -->
            <method name="Caches">
              <arg type="a{si}" name="caches" direction="out"/>
            </method>
            <!-- Live instances of GtkKit's own GObject types (list models and their items). -->
            <method name="Instances">
              <arg type="a{si}" name="instances" direction="out"/>
            </method>
          </interface>
        </node>
        """

    private var export: DBusExport?

    /// Exports the object; `state` says what the window shows and `caches` how full its caches
    /// are (nil: no window yet).
    init(state: @escaping @MainActor () -> [String: String]?, caches: @escaping @MainActor () -> [String: Int]?) {
        do {
            export = try DBusExport(path: Self.objectPath, interfaceXML: Self.interface) { call in
                switch call.method {
                case "State": call.returnDictionary((state() ?? ["window": "none"]).merging(["heap": String(HeapUse.bytes)]) { $1 })
                case "Caches": call.returnDictionary(caches() ?? [:])
                case "Objects": call.returnDictionary(WrapperCensus.byTypeName)
                case "Instances":
                    call.returnDictionary(["GtkKitListModel": SwiftBackedInstances.modelCount, "GtkKitListItem": SwiftBackedInstances.itemCount])
                default: call.fail("no method \(call.method)")
                }
            }
        } catch {
            Diagnostics.warn("the diagnostics object cannot be put on the bus: \(error)")
        }
    }
}
