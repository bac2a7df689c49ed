/// Reproducible synthetic names ("Kalomé Rito", "Ånsaver", "7 Tövi"…) for `--synthetic` and the
/// benchmarks: mostly Latin letters, some accents, a few leading digits.
public struct SyntheticNames: Sendable {
    private var state: UInt64

    public init(seed: UInt64 = 0x5EED) { state = seed }

    private static let syllables = ["ka", "lo", "mé", "ri", "sa", "tö", "ån", "vi", "ne", "zu", "ça", "po",
                                    "dë", "gu", "ha", "xi", "bo", "fé", "jo", "qu", "wa", "yo", "ém", "il"]

    private mutating func next(_ bound: Int) -> Int {
        // SplitMix64: fast and the same on every run.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    public mutating func name() -> String {
        var word = ""
        if next(50) == 0 { word += "\(next(100)) " }
        for _ in 0..<(2 + next(3)) { word += Self.syllables[next(Self.syllables.count)] }
        if next(3) == 0 {
            word += " "
            for _ in 0..<(1 + next(3)) { word += Self.syllables[next(Self.syllables.count)] }
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    public mutating func names(_ count: Int) -> [String] { (0..<count).map { _ in name() } }
}
