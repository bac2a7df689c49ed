import CGtk

/// Message catalogues (gettext) through GLib.
public enum Translations {
    /// `msgid` in the user's language from `domain` (e.g. iso-codes' "iso_3166-1"), or `msgid`
    /// itself when there is no translation.
    ///
    /// The C library's dgettext, not GLib's g_dgettext: GLib turns every translation off when
    /// the app's own catalogue lacks the user's language, and country names are to be in every
    /// language iso-codes has, whether Almanac's interface is translated into it or not.
    public static func text(_ msgid: String, domain: String) -> String {
        msgid.withCString { id in
            // Untranslated, gettext returns the pointer it was given: a buffer that is ours.
            guard let translated = dgettext(domain, id), translated != id else { return msgid }
            return String(cString: translated)
        }
    }

    /// The form of a message for `count` from `domain`, or English's when there is no
    /// translation.
    public static func plural(_ singular: String, _ plural: String, count: Int, domain: String) -> String {
        singular.withCString { one in
            plural.withCString { many in
                // Untranslated, gettext returns one of the pointers it was given: buffers that
                // are ours only inside these closures.
                guard let translated = g_dngettext(domain, one, many, gulong(max(count, 0))) else { return count == 1 ? singular : plural }
                if translated == one { return singular }
                if translated == many { return plural }
                return String(cString: translated)
            }
        }
    }
}

extension Translations {
    /// Reads another package's catalogue `domain` (iso-codes' "iso_4217", say) from
    /// `directory` (a `share/locale`) instead of the C library's default prefix.
    public static func bind(domain: String, directory: String) {
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// Makes `domain` the app's message catalogue, read from the first of `directories` that
    /// exists (an install prefix's share/locale, then a development build's).
    public static func setUp(domain: String, directories: [String]) {
        if let directory = directories.first(where: { g_file_test($0, ALMANAC_G_FILE_TEST_IS_DIR) != 0 }) {
            bindtextdomain(domain, directory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }
}
