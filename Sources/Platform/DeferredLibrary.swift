import CDeferred
import CGtk

/// A library opened when first used rather than with the program (Sources/CDeferred/deferred.h):
/// its table of functions, or why it could not be opened. Each is opened once, by whichever
/// thread asks first, and stays loaded.
@_spi(Raw)
public enum DeferredLibrary {
    // By their sonames: the ABI Almanac is built against (Debian 12 and 13 alike).
    public static let soup = open("libsoup-3.0.so.0", filling: almanac_soup_fill)
    public static let rsvg = open("librsvg-2.so.2", filling: almanac_rsvg_fill)
    public static let secret = open("libsecret-1.so.0", filling: almanac_secret_fill)

    static func open<Table>(_ soname: String, filling fill: (UnsafeMutablePointer<Table>, OpaquePointer) -> gboolean)
        -> Result<Table, MissingLibrary> {
        guard let module = g_module_open(soname, ALMANAC_G_MODULE_BIND_LOCAL) else { return .failure(MissingLibrary()) }
        let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
        defer { table.deallocate() }
        guard fill(table, module) != 0 else {
            let missing = MissingLibrary()
            g_module_close(module)
            return .failure(missing)
        }
        g_module_make_resident(module)
        return .success(table.move())
    }
}

/// Why a library opened when first used could not be opened, in the dynamic loader's words.
public struct MissingLibrary: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    /// What GModule said last on this thread.
    fileprivate init() {
        description = g_module_error().map { String(cString: $0) } ?? "cannot be loaded"
    }
}
