import CGtk

/// A `GtkLabel`.
public final class Label: Widget {
    public init(_ text: String = "", cssClasses: [String] = []) {
        super.init(retaining: gtk_label_new(text))
        cssClasses.forEach(addCSSClass)
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(pointer.opaque)) }
        set { gtk_label_set_text(pointer.opaque, newValue) }
    }

    /// 0 is the start, 1 the end.
    public var xAlign: Float {
        get { gtk_label_get_xalign(pointer.opaque) }
        set { gtk_label_set_xalign(pointer.opaque, newValue) }
    }

    /// Wraps the text between words (within a word only when one does not fit a line, unless
    /// `keepingWords`: then the label is at least as wide as its longest word), at most
    /// `maxWidthChars` characters wide when given; its lines end-aligned when `toEnd` (right in
    /// a left-to-right language).
    public func wrap(maxWidthChars: Int? = nil, toEnd: Bool = false, keepingWords: Bool = false) {
        gtk_label_set_wrap(pointer.opaque, 1)
        gtk_label_set_wrap_mode(pointer.opaque, keepingWords ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
        if let maxWidthChars { gtk_label_set_max_width_chars(pointer.opaque, Int32(maxWidthChars)) }
        if toEnd { gtk_label_set_justify(pointer.opaque, GTK_JUSTIFY_RIGHT) }
    }

    /// Whether its text can be selected and copied; such a label also takes the keyboard focus
    /// (Tab), with a caret to move and select by.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(pointer.opaque) != 0 }
        set { gtk_label_set_selectable(pointer.opaque, newValue ? 1 : 0) }
    }

    /// Whether some of its text is selected (Ctrl+C then copies that).
    public var hasSelectedText: Bool {
        var start: gint = 0, end: gint = 0
        return gtk_label_get_selection_bounds(pointer.opaque, &start, &end) != 0 && start != end
    }
}

/// A `GtkInscription`: one line of text, ended with "…" when it does not fit, whose size comes
/// from the font rather than the text. Setting its text lays nothing out until it is drawn,
/// which is what list rows want: a list rebinds hundreds of rows per jump, and a `Label` would
/// shape each text to measure it. GTK gives assistive technology the text as its name.
public final class Inscription: Widget {
    public init(cssClasses: [String] = []) {
        super.init(retaining: gtk_inscription_new(nil))
        gtk_inscription_set_text_overflow(pointer.opaque, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        cssClasses.forEach(addCSSClass)
    }

    /// The text. Right to left, a text in a left-to-right script (a Latin capital under an
    /// Arabic name) is still set against the right edge like the rest of the window: Pango
    /// aligns a line by its own direction when it differs from the widget's, so such a text
    /// gets the opposite alignment, which Pango turns back.
    public var text: String {
        get { gtk_inscription_get_text(pointer.opaque).map { String(cString: $0) } ?? "" }
        set {
            let against = isRightToLeft && startsLeftToRight(newValue)
            gtk_inscription_set_xalign(pointer.opaque, against ? 1 : 0)
            gtk_inscription_set_text(pointer.opaque, newValue)
        }
    }

    /// Whether Pango lays `text` out as a left-to-right paragraph (its first strong letter is).
    private func startsLeftToRight(_ text: String) -> Bool {
        guard let layout = gtk_widget_create_pango_layout(widget, text) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue
    }
}

/// A `GtkButton` with a text label or an icon.
public final class Button: Widget {
    public init(label: String) {
        super.init(retaining: gtk_button_new_with_label(label))
    }

    /// An icon button; `accessibleName` is what it is called for assistive technology and tooltips.
    public init(icon: String, accessibleName: String) {
        super.init(retaining: gtk_button_new_from_icon_name(icon))
        setAccessibleLabel(accessibleName)
        ClassNameFallback.passOverIcons(in: self)
        tooltip = accessibleName
    }

    public var label: String {
        get { gtk_button_get_label(pointer.cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(pointer.cast(), newValue) }
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) { on(.clicked, handler) }
}

/// Indeterminate progress: an `AdwSpinner` from libadwaita 1.6 (GtkSpinner's successor, which
/// spins while shown), else a `GtkSpinner`. Assistive technology sees a progress bar without a
/// value, which keeps its name on GTK 4.18 (as a plain widget there it had none).
public final class Spinner: Widget {
    public init() {
        #if ADW_1_6
        super.init(retaining: adw_spinner_new())
        #else
        super.init(retaining: gtk_spinner_new())
        #endif
        setAccessibleRole(GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    }

    /// Shown and spinning, or hidden.
    public var isSpinning: Bool {
        get { isVisible }
        set {
            isVisible = newValue
            #if !ADW_1_6
            gtk_spinner_set_spinning(pointer.opaque, newValue ? 1 : 0)
            #endif
        }
    }
}

/// A `GtkPicture` showing an image file (scaled to fit, aspect kept).
public final class Picture: Widget {
    public init() {
        super.init(retaining: gtk_picture_new())
    }

    /// Shows a texture, or nothing.
    public func show(_ texture: Texture?) {
        gtk_picture_set_paintable(pointer.opaque, texture?.opaque)
    }
}

/// A `GtkToggleButton` with an icon: pressed or not.
public final class ToggleButton: Widget {
    public init(icon: String, accessibleName: String) {
        super.init(retaining: gtk_toggle_button_new())
        gtk_button_set_icon_name(pointer.cast(), icon)
        setAccessibleLabel(accessibleName)
        ClassNameFallback.passOverIcons(in: self)
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) { on(.clicked, handler) }

    /// Pressed or not. Setting it emits "toggled", not "clicked": an action it runs
    /// (`setActionName`) runs only when the person presses it.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer.cast()) != 0 }
        set { gtk_toggle_button_set_active(pointer.cast(), newValue ? 1 : 0) }
    }

    /// `GtkQuirks.toggleButtonsToldAsPushButtons`: what a screen reader is to say of the button
    /// pressed and not pressed ("Starred", "Not starred"), as its description, where GTK does
    /// not tell it is a toggle. Unused elsewhere: the screen reader says the state itself.
    public func sayStates(pressed: String, notPressed: String) {
        guard GtkQuirks.toggleButtonsToldAsPushButtons else { return }
        on(.void("toggled")) { [unowned self] in setAccessibleDescription(isActive ? pressed : notPressed) }
        setAccessibleDescription(isActive ? pressed : notPressed)
    }

    public var iconName: String {
        get { gtk_button_get_icon_name(pointer.cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_icon_name(pointer.cast(), newValue) }
    }
}

/// A `GtkImage`: a paintable drawn at a fixed size, e.g. a row thumbnail.
public final class Image: Widget {
    public init(pixelSize: Int) {
        super.init(retaining: gtk_image_new())
        gtk_image_set_pixel_size(pointer.opaque, gint(pixelSize))
    }

    /// An icon from the icon theme, e.g. "dialog-warning-symbolic".
    public init(iconName: String) {
        super.init(retaining: gtk_image_new_from_icon_name(iconName))
    }

    /// Shows a texture scaled to fit the pixel size, or nothing.
    public func show(_ texture: Texture?) {
        if let texture {
            gtk_image_set_from_paintable(pointer.opaque, texture.opaque)
        } else {
            gtk_image_clear(pointer.opaque)
        }
    }

    /// Shows an icon from the icon theme instead, e.g. "image-missing-symbolic".
    public func showIcon(named name: String) {
        gtk_image_set_from_icon_name(pointer.opaque, name)
    }
}
