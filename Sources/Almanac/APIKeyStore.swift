import AlmanacCore
import GtkKit
import Platform

/// The REST Countries API key, kept in the desktop's keyring (the Secret Service), never in
/// the settings. Read once the window is painted; without a keyring, a key typed in is used until Almanac
/// quits, and `problem` says why it is not kept.
@MainActor
final class APIKeyStore {
    private let secrets = SecretStore(schema: AppInfo.id, attribute: "service")
    private static let service = "rest-countries"
    private(set) var key = ""
    /// Why the key cannot be kept (no keyring, or none to keep it in).
    private(set) var problem: SecretStore.Failure?
    /// Whether the keyring has answered (with a key or without).
    private(set) var isRead = false
    /// The key in use changed.
    var onChange: (@MainActor () -> Void)?

    /// Reads the kept key. `legacy` is a key an earlier version kept in the settings: it moves
    /// into the keyring, and `forgetLegacy` is called once it is there.
    func load(legacy: String, forgetLegacy: @escaping @MainActor () -> Void) {
        secrets.lookup(Self.service) { [weak self] result in
            guard let self else { return }
            isRead = true
            switch result {
            case .success(let stored?):
                use(stored)
            case .success(nil):
                if !legacy.isEmpty { set(legacy) { problem in if problem == nil { forgetLegacy() } } }
            case .failure(let failure):
                noKeyring(failure)
                use(legacy)
            }
        }
    }

    /// Uses `key` at once and keeps it in the keyring (an empty key is removed from it);
    /// `done` gets the problem when it could not be kept, nil when it was.
    func set(_ key: String, done: @escaping @MainActor (SecretStore.Failure?) -> Void = { _ in }) {
        use(key)
        secrets.store(key, for: Self.service, label: tr("Almanac: REST Countries API key")) { [weak self] result in
            switch result {
            case .success:
                self?.problem = nil
                done(nil)
            case .failure(let failure):
                self?.noKeyring(failure)
                done(failure)
            }
        }
    }

    private func noKeyring(_ failure: SecretStore.Failure) {
        problem = failure
        Diagnostics.warn("the keyring did not keep the REST Countries key: \(failure)")
    }

    private func use(_ key: String) {
        guard key != self.key else { return }
        self.key = key
        onChange?()
    }
}
