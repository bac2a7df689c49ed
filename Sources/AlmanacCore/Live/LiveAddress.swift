/// One live source's address setting: the settings key it is kept under, its default, the
/// environment variable that overrides it while Almanac runs, and how Preferences and `--help`
/// name it. Each collection with a live source declares its own (AlmanacStore's Collections).
public struct LiveAddress: Sendable {
    /// The key in the GSettings schema ("species-url").
    public let key: String
    public let defaultAddress: String
    /// The environment variable that overrides it ("ALMANAC_SPECIES_URL").
    public let variable: String
    /// The title of its row in Preferences ("Species address").
    public let title: String
    /// What `--help` says of its variable.
    public let meaning: String

    public init(key: String, defaultAddress: String, variable: String, title: String, meaning: String) {
        self.key = key
        self.defaultAddress = defaultAddress
        self.variable = variable
        self.title = title
        self.meaning = meaning
    }
}
