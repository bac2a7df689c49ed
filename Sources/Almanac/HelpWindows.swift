import AlmanacCore
import GtkKit

/// The About dialog and the keyboard shortcuts window.
@MainActor
enum HelpWindows {
    static func presentAbout(over parent: Widget) {
        AboutDialog.present(AboutDialog.Info(
            name: AppInfo.name, version: AppInfo.version,
            comments: "Browse countries, Star Wars species, Kiva loans and animals as indexed lists.",
            iconName: AppInfo.id, copyright: "© 2026 The Almanac developers",
            credits: [
                ("Countries", ["Names and codes: Debian iso-codes 4.15 (LGPL-2.1+)",
                               "Capitals and figures: countryinfo 1.0.1, MIT (2010s estimates)",
                               "Currency symbols: Unicode CLDR via babel 2.18"]),
                ("Flags", ["Debian iso-flags-svg (public domain)"]),
                ("Star Wars species", ["Facts of the Star Wars API, SWAPI (2014)"]),
                ("Loans", ["A sample written for Almanac (2026), not live Kiva data"]),
                ("Animal pictures", ["OpenMoji 17 (CC BY-SA 4.0)", "Monogram badges drawn for Almanac (CC0)"]),
            ]), transientFor: parent)
    }

    static func shortcuts(over parent: Widget) -> Window? {
        Window(builderXML: shortcutsXML, id: "shortcuts", transientFor: parent)
    }

    private static let shortcutsXML = """
        <interface>
          <object class="GtkShortcutsWindow" id="shortcuts">
            <property name="modal">1</property>
            <property name="title">Keyboard Shortcuts</property>
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">shortcuts</property>
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">Lists</property>
                    \(shortcut("Search the collection", "<Control>f"))
                    \(shortcut("Clear and close the search", "Escape"))
                    \(shortcut("Jump to a letter's section", "a"))
                    \(shortcut("First and last rows", "Home End"))
                    \(shortcut("Open the selected row", "Return"))
                  </object>
                </child>
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">Details</property>
                    \(shortcut("Back", "<Alt>Left"))
                    \(shortcut("Back (in a narrow window)", "Escape"))
                  </object>
                </child>
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">General</property>
                    \(shortcut("Preferences", "<Control>comma"))
                    \(shortcut("Keyboard shortcuts", "<Control>question"))
                    \(shortcut("Quit", "<Control>q"))
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """

    private static func shortcut(_ title: String, _ accelerator: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">
          <property name="title">\(title)</property>
          <property name="accelerator">\(accelerator.replacingOccurrences(of: "<", with: "&lt;")
                                                      .replacingOccurrences(of: ">", with: "&gt;"))</property>
        </object></child>
        """
    }
}
