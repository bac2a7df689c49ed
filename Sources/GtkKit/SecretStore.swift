import CGtk

/// Secrets kept by the desktop's Secret Service (GNOME Keyring, KWallet…) through libsecret:
/// one secret per value of an attribute, under an application's schema. Every call answers
/// on the main loop; without a Secret Service it answers with the error.
@MainActor
public final class SecretStore {
    /// Why the Secret Service did not do what was asked, in its words.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Only freed by deinit once nothing else uses it.
    nonisolated(unsafe) private let schema: UnsafeMutablePointer<SecretSchema>
    private let attribute: String

    /// `schema`: a reverse-DNS name such as the application's id; `attribute`: what tells
    /// its secrets apart (e.g. "service").
    public init(schema name: String, attribute: String) {
        let types = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)
        // SECRET_SCHEMA_ATTRIBUTE_STRING is 0: a null value. The schema copies the names.
        g_hash_table_insert(types, g_strdup(attribute),
                            UnsafeMutableRawPointer(bitPattern: Int(SECRET_SCHEMA_ATTRIBUTE_STRING.rawValue)))
        schema = secret_schema_newv(name, SECRET_SCHEMA_NONE, types)
        g_hash_table_unref(types)
        self.attribute = attribute
    }

    deinit { secret_schema_unref(schema) }

    /// The secret stored for `value` of the attribute; nil when there is none.
    public func lookup(_ value: String, _ answer: @escaping @MainActor (Result<String?, Failure>) -> Void) {
        let attributes = self.attributes(value)
        defer { g_hash_table_unref(attributes) }
        secret_password_lookupv(schema, attributes, nil, { _, result, data in
            var error: UnsafeMutablePointer<GError>?
            let secret = secret_password_lookup_finish(result, &error)
            if let error { return Reply<String?>.answer(data, .failure(Failure(error))) }
            defer { secret.map { secret_password_free($0) } }
            Reply<String?>.answer(data, .success(secret.map { String(cString: $0) }))
        }, Reply<String?>.pass(answer))
    }

    /// Stores `secret` for `value` of the attribute (replacing the one there), under a label
    /// people see in their keyring manager; an empty secret removes it.
    public func store(_ secret: String, for value: String, label: String,
                      _ answer: @escaping @MainActor (Result<Void, Failure>) -> Void) {
        let attributes = self.attributes(value)
        defer { g_hash_table_unref(attributes) }
        if secret.isEmpty {
            secret_password_clearv(schema, attributes, nil, { _, result, data in
                var error: UnsafeMutablePointer<GError>?
                _ = secret_password_clear_finish(result, &error)
                Reply<Void>.answer(data, error.map { .failure(Failure($0)) } ?? .success(()))
            }, Reply<Void>.pass(answer))
        } else {
            secret_password_storev(schema, attributes, "default", label, secret, nil, { _, result, data in
                var error: UnsafeMutablePointer<GError>?
                _ = secret_password_store_finish(result, &error)
                Reply<Void>.answer(data, error.map { .failure(Failure($0)) } ?? .success(()))
            }, Reply<Void>.pass(answer))
        }
    }

    /// The attributes of a secret: a hash table that owns its strings.
    private func attributes(_ value: String) -> OpaquePointer {
        let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)!
        g_hash_table_insert(table, g_strdup(attribute), g_strdup(value))
        return table
    }
}

extension SecretStore.Failure {
    /// Takes the message of `error` and frees it.
    fileprivate init(_ error: UnsafeMutablePointer<GError>) {
        description = String(cString: error.pointee.message)
        g_error_free(error)
    }
}

/// A reply handler carried through a C callback's user data; only called on the main loop.
private final class Reply<Value: Sendable>: @unchecked Sendable {
    let answer: @MainActor (Result<Value, SecretStore.Failure>) -> Void
    private init(_ answer: @escaping @MainActor (Result<Value, SecretStore.Failure>) -> Void) { self.answer = answer }

    static func pass(_ answer: @escaping @MainActor (Result<Value, SecretStore.Failure>) -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Reply(answer)).toOpaque()
    }

    /// Gives `result` to the handler passed as `data`, and releases it. GIO calls back on the
    /// main loop, where the request was made.
    static func answer(_ data: UnsafeMutableRawPointer?, _ result: Result<Value, SecretStore.Failure>) {
        guard let data else { return }
        let reply = Unmanaged<Reply>.fromOpaque(data).takeRetainedValue()
        MainActor.assumeIsolated { reply.answer(result) }
    }
}
