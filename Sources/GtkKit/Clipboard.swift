import CGtk

/// The clipboard of the display a widget is on.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard, and `link` as a URI list beside it: a text field pastes the
    /// text, a browser or a file manager the link.
    public static func copy(text: String, link: String?, from widget: Widget) {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [provider(text, mimeType: "text/plain;charset=utf-8")]
        if let link { providers.append(provider(link + "\r\n", mimeType: "text/uri-list")) }
        let union = providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
        gdk_clipboard_set_content(gtk_widget_get_clipboard(widget.widget), union)
        g_object_unref(UnsafeMutableRawPointer(union))
    }

    /// A provider of `text`'s UTF-8 bytes as `mimeType` (GDK offers text/plain;charset=utf-8 to
    /// X11 clients as UTF8_STRING and its kin too).
    private static func provider(_ text: String, mimeType: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        let bytes = Array(text.utf8)
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return gdk_content_provider_new_for_bytes(mimeType, data)
    }
}
