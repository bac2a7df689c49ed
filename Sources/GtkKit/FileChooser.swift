import CGtk
import Foundation

/// Asks for a file to save to or to open, with the dialog of the GTK running: GtkFileDialog
/// from GTK 4.10 (GtkFileChooserNative is deprecated there), GtkFileChooserNative before. Both
/// use the desktop's portal where there is one, GTK's own dialog elsewhere.
@MainActor
public enum FileChooser {
    public enum Purpose {
        case save(suggestedName: String)
        case open
    }

    /// Shows the dialog over `parent`; `chosen` gets the file, or nil when the person cancels.
    /// `filter` names the files offered ("Starred items", "*.json").
    public static func choose(_ purpose: Purpose, title: String, accept: String, filter: (name: String, pattern: String),
                              over parent: Widget, chosen: @escaping @MainActor (URL?) -> Void) {
        let fileFilter = Object(adopting: gtk_file_filter_new())
        gtk_file_filter_set_name(fileFilter.opaque, filter.name)
        gtk_file_filter_add_pattern(fileFilter.opaque, filter.pattern)
        #if GTK_4_12
        // The call below holds the dialog until it finishes.
        let dialog = Object(adopting: gtk_file_dialog_new())
        gtk_file_dialog_set_title(dialog.opaque, title)
        gtk_file_dialog_set_accept_label(dialog.opaque, accept)
        gtk_file_dialog_set_modal(dialog.opaque, 1)
        let filters = Object(adopting: g_list_store_new(gtk_file_filter_get_type()))
        g_list_store_append(filters.opaque, fileFilter.pointer.raw)
        gtk_file_dialog_set_filters(dialog.opaque, filters.opaque)
        gtk_file_dialog_set_default_filter(dialog.opaque, fileFilter.opaque)
        let box = Unmanaged.passRetained(ChosenBox(chosen)).toOpaque()
        switch purpose {
        case .save(let name):
            gtk_file_dialog_set_initial_name(dialog.opaque, name)
            gtk_file_dialog_save(dialog.opaque, parent.pointer.cast(), nil, { source, result, data in
                FileChooser.finish(data) { error in gtk_file_dialog_save_finish(OpaquePointer(source), result, &error) }
            }, box)
        case .open:
            gtk_file_dialog_open(dialog.opaque, parent.pointer.cast(), nil, { source, result, data in
                FileChooser.finish(data) { error in gtk_file_dialog_open_finish(OpaquePointer(source), result, &error) }
            }, box)
        }
        #else
        let action: GtkFileChooserAction
        switch purpose {
        case .save: action = GTK_FILE_CHOOSER_ACTION_SAVE
        case .open: action = GTK_FILE_CHOOSER_ACTION_OPEN
        }
        let native = Object(adopting: gtk_file_chooser_native_new(title, parent.pointer.cast(), action, accept, nil))
        gtk_native_dialog_set_modal(native.pointer.cast(), 1)
        gtk_file_chooser_add_filter(native.opaque, fileFilter.opaque)
        if case .save(let name) = purpose { gtk_file_chooser_set_current_name(native.opaque, name) }
        // Kept until it answers (GTK does not hold a dialog it shows), then let go.
        var shown: Object? = native
        native.on(.response) { response in
            guard let dialog = shown else { return }
            var url: URL?
            if Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(dialog.opaque) {
                url = path(of: file)
            }
            gtk_native_dialog_destroy(dialog.pointer.cast())
            shown = nil
            chosen(url)
        }
        gtk_native_dialog_show(native.pointer.cast())
        #endif
    }

    #if GTK_4_12
    private final class ChosenBox {
        let chosen: @MainActor (URL?) -> Void
        init(_ chosen: @escaping @MainActor (URL?) -> Void) { self.chosen = chosen }
    }

    /// Ends a GtkFileDialog call: the file chosen (none when cancelled) goes to the box's closure.
    nonisolated private static func finish(_ data: gpointer?,
                                           _ result: (inout UnsafeMutablePointer<GError>?) -> OpaquePointer?) {
        guard let data else { return }
        nonisolated(unsafe) let box = Unmanaged<ChosenBox>.fromOpaque(data).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        nonisolated(unsafe) let file = result(&error)
        if let error { g_error_free(error) }
        MainActor.assumeIsolated { box.chosen(file.flatMap(path(of:))) }
    }
    #endif

    /// A local file's path (the file is let go); nil for one without a local path.
    nonisolated private static func path(of file: OpaquePointer) -> URL? {
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(filePath: String(cString: path))
    }
}
