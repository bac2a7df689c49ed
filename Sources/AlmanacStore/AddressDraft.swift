import AlmanacCore

/// A live address as it is being edited (Preferences): checked as it is typed, applied only
/// when committed (Enter, or the row's apply button) and only when the app would fetch from it —
/// each keystroke applied would make the collection's source anew and cancel its request.
public struct AddressDraft {
    /// The setting the address is for.
    public let address: LiveAddress
    public var text: String

    public init(_ address: LiveAddress, in settings: LiveSettings) {
        self.address = address
        text = settings[address: address]
    }

    /// Why the app would not fetch from the text, in the user's words; nil when it would.
    public var problem: String? {
        do throws(FetchError) {
            _ = try Endpoint.url(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// The settings with the address committed; nil when it is refused or already in force.
    public func committed(to settings: LiveSettings) -> LiveSettings? {
        guard problem == nil, settings[address: address] != text else { return nil }
        var changed = settings
        changed[address: address] = text
        return changed
    }
}
