import CGtk

/// The GTK defects Almanac works around, each decided here once from the GTK it runs on and
/// named for what GTK does wrong. A workaround asks its quirk, so it is off where GTK does
/// right, and dropping a GTK release is deleting the quirks only it has. A quirk said to be
/// 4.8's alone was checked: the whole UI suite passes on GTK 4.18 (Debian 13) and 4.24 (forky)
/// with its workaround off, and fails there without the workarounds said to be needed.
///
/// (Some compensations are not quirks and stay on every GTK: the rows take no input of their
/// own, `ListRowPointer`; a list gets its model once shown, and a replaced list hands back its
/// rows, `ListView.spareRows`, and is told as two changes, `ListModel.replaceAll`, which keep
/// searches fast; Space opens a row; a frame's layout passes are budgeted, `LayoutBudget`,
/// which GTK 4.18 needs too; rows' animation classes are added after the frame, `RowView`.)
@MainActor
public enum GtkQuirks {
    private static let minor = Int(gtk_get_minor_version())

    /// A list view moved twice between two layouts jumps (GTK issue 2971; 4.8, fixed in 4.10).
    public static let listJumpsWhenMovedTwice = minor < 10
    /// An inscription handed out again keeps the font size of the text size it was made with
    /// (4.8 and 4.18, not 4.24).
    public static let recycledInscriptionsKeepTheirFont = minor < 24
    /// A selectable label takes a finger's drag for selecting its text, and a swipe on an
    /// ancestor never comes (4.24, not 4.8 or 4.18).
    public static let selectableLabelsTakeFingerDrags = minor >= 24
    /// The window's first focus is reported before the accessibility registry knows the app,
    /// and screen readers drop it (4.8).
    public static let firstFocusReportedTooEarly = minor < 10
    /// A focus is told to assistive technology, and a key given to a search entry's text, only
    /// once the widget is realized (4.8, 4.18, 4.24).
    public static let focusToldOnlyWhenRealized = true
    /// A search entry opened for the first time reports no focus change: its text has the
    /// focus (4.18 and 4.24, not 4.8).
    public static let searchEntryFocusUntold = minor >= 14
    /// An accessible without a label is named after its class ("GtkButton push button"), and
    /// an icon in a button joins the button's name (4.8).
    public static let accessiblesNamedAfterTheirClass = minor < 10
    /// Tab lands on the scrolled window itself when the list refuses the focus (4.8).
    public static let tabLandsOnTheScrolledWindow = minor < 10
    /// The focus goes nowhere when the focused row goes with removed rows: 4.8 drops it; 4.10
    /// and later leave it on the unparented row until the window's next layout, so a key pressed
    /// in between reaches no widget of the window (4.8, 4.18, 4.24).
    public static let focusLostWithItsRow = true
    /// Shift+Tab out of a pane skips a focusable sibling laid out before it (4.8, 4.18, 4.24).
    public static let backTabSkipsASibling = true
    /// A toggle button is told to assistive technology as a push button, so screen readers
    /// never say whether it is pressed (4.8; the toggle button role came in 4.10).
    public static let toggleButtonsToldAsPushButtons = minor < 10
    /// Moving a list view where no row is laid out yet warns (4.8).
    public static let scrollingPastLaidOutRowsWarns = minor < 10
}
