import CGtk

/// A frame that asks for its child's width and natural height but for no minimum height: it
/// takes the height there is and gives it to its child (clipped if the child needs more). For
/// a child that adapts to the height it gets, such as a letter index in a short window, which
/// would otherwise make the whole window as tall as itself or be cut off. (A GtkBox with a
/// GtkCustomLayout.)
public final class HeightAdaptingFrame: Widget {
    public init(child: Widget) {
        super.init(retaining: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, { frame, orientation, forSize, minimum, natural, _, _ in
            guard let child = gtk_widget_get_first_child(frame) else { return }
            var childMinimum: gint = 0, childNatural: gint = 0
            gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
            minimum?.pointee = orientation == GTK_ORIENTATION_VERTICAL ? 0 : childMinimum
            natural?.pointee = childNatural
        }, { frame, width, height, baseline in
            guard let child = gtk_widget_get_first_child(frame) else { return }
            var childMinimum: gint = 0
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &childMinimum, nil, nil, nil)
            gtk_widget_allocate(child, width, max(height, childMinimum), baseline, nil)
        }))
        clipChildren()
        gtk_box_append(pointer.cast(), child.widget)
    }
}
