import CGtk

/// A container exactly as large as its size request, whatever its children would like:
/// each shown child gets the whole area. A `Picture` inside keeps the frame's logical size
/// even when its texture has twice the pixels (rendered for a HiDPI screen), which a
/// GtkPicture's own natural size would not. With a natural width, the frame may be as narrow
/// as its size request and would like that width (a sidebar that does not follow its
/// content). (A GtkBox with a GtkCustomLayout.)
public final class SizedFrame: Widget {
    public init(cssClasses: [String] = [], naturalWidth: Int = 0) {
        super.init(retaining: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        g_object_set_data(pointer.cast(), naturalWidthKey, UnsafeMutableRawPointer(bitPattern: naturalWidth))
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, { frame, orientation, _, minimum, natural, _, _ in
            // No room asked for the children: the size request alone sizes the frame.
            minimum?.pointee = 0
            natural?.pointee = 0
            if orientation == GTK_ORIENTATION_HORIZONTAL, let frame {
                natural?.pointee = gint(Int(bitPattern: g_object_get_data(UnsafeMutableRawPointer(frame).assumingMemoryBound(to: GObject.self), naturalWidthKey)))
            }
        }, { frame, width, height, baseline in
            var child = gtk_widget_get_first_child(frame)
            while let current = child {
                if gtk_widget_should_layout(current) != 0 {
                    gtk_widget_allocate(current, width, height, baseline, nil)
                }
                child = gtk_widget_get_next_sibling(current)
            }
        }))
        cssClasses.forEach(addCSSClass)
    }

    public func append(_ child: Widget) { gtk_box_append(pointer.cast(), child.widget) }

    /// The frame's size in logical pixels, CSS padding and border included.
    public func setSize(width: Int, height: Int) { setSizeRequest(width: width, height: height) }
}

private let naturalWidthKey = "almanac-natural-width"
