import CGtk

/// Message catalogues (gettext) through GLib.
public enum Translations {
    /// `msgid` in the user's language from `domain` (e.g. iso-codes' "iso_3166-1"), or `msgid`
    /// itself when there is no translation.
    public static func text(_ msgid: String, domain: String) -> String {
        String(cString: g_dgettext(domain, msgid))
    }
}
