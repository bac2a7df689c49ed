import CDeferred
import CGtk
import GtkKit

/// Secrets kept by the desktop's Secret Service (GNOME Keyring, KWallet…) through libsecret:
/// one secret per value of an attribute, under an application's schema. Every call answers
/// on the main loop; without a Secret Service (or libsecret, opened by the first call) it
/// answers with the error.
@MainActor
public final class SecretStore {
    /// Why the Secret Service did not do what was asked: what it means for the user, and the
    /// service's own words.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            /// No Secret Service runs (or libsecret is missing).
            case noService
            /// The keyring has no default collection, and none was made (its prompt could not be
            /// shown or was dismissed), or its "default" alias names one that is gone.
            case noDefaultCollection
            /// The keyring is locked, and its prompt to unlock it was dismissed.
            case locked
            case other
        }

        public let reason: Reason
        public let description: String
    }

    private let name: String
    private let attribute: String
    /// libsecret and the schema, from the first call on (libsecret is opened then). Only freed
    /// by deinit once nothing else uses it.
    nonisolated(unsafe) private var opened: Opened?

    private struct Opened {
        let secret: AlmanacSecret
        let schema: UnsafeMutablePointer<SecretSchema>
    }

    /// `schema`: a reverse-DNS name such as the application's id; `attribute`: what tells
    /// its secrets apart (e.g. "service").
    public init(schema name: String, attribute: String) {
        self.name = name
        self.attribute = attribute
    }

    deinit {
        if let opened { opened.secret.secret_schema_unref(opened.schema) }
    }

    /// The secret stored for `value` of the attribute; nil when there is none.
    public func lookup(_ value: String, _ answer: @escaping @MainActor (Result<String?, Failure>) -> Void) {
        guard let (secret, schema, attributes) = prepare(value, answer) else { return }
        defer { g_hash_table_unref(attributes) }
        secret.secret_password_lookupv(schema, attributes, nil, { _, result, data in
            let reply = Reply<String?>.take(data)
            var error: UnsafeMutablePointer<GError>?
            let found = reply.secret.secret_password_lookup_finish(result, &error)
            if let error { return reply.answer(.failure(Failure(error, secret: reply.secret))) }
            defer { found.map { reply.secret.secret_password_free($0) } }
            reply.answer(.success(found.map { String(cString: $0) }))
        }, Reply<String?>.pass(answer, secret))
    }

    /// Stores `text` as the secret for `value` of the attribute (replacing the one there), under
    /// a label people see in their keyring manager; an empty text removes it. Without a default
    /// collection, libsecret asks the service to make one (its prompt asks for a password).
    public func store(_ text: String, for value: String, label: String,
                      _ answer: @escaping @MainActor (Result<Void, Failure>) -> Void) {
        guard let (secret, schema, attributes) = prepare(value, answer) else { return }
        defer { g_hash_table_unref(attributes) }
        if text.isEmpty {
            secret.secret_password_clearv(schema, attributes, nil, { _, result, data in
                let reply = Reply<Void>.take(data)
                var error: UnsafeMutablePointer<GError>?
                _ = reply.secret.secret_password_clear_finish(result, &error)
                reply.answer(error.map { .failure(Failure($0, secret: reply.secret)) } ?? .success(()))
            }, Reply<Void>.pass(answer, secret))
        } else {
            secret.secret_password_storev(schema, attributes, "default", label, text, nil, { _, result, data in
                let reply = Reply<Void>.take(data)
                var error: UnsafeMutablePointer<GError>?
                _ = reply.secret.secret_password_store_finish(result, &error)
                reply.answer(error.map { .failure(Failure($0, secret: reply.secret)) } ?? .success(()))
            }, Reply<Void>.pass(answer, secret))
        }
    }

    /// libsecret, the schema and the attributes for `value`; nil when libsecret cannot be
    /// opened, after answering so.
    private func prepare<Value>(_ value: String, _ answer: @escaping @MainActor (Result<Value, Failure>) -> Void)
        -> (AlmanacSecret, UnsafeMutablePointer<SecretSchema>, OpaquePointer)? {
        switch open() {
        case .success(let opened): return (opened.secret, opened.schema, attributes(value))
        case .failure(let failure):
            MainLoop.post { answer(.failure(failure)) }  // as libsecret would: later, on the main loop
            return nil
        }
    }

    private func open() -> Result<Opened, Failure> {
        if let opened { return .success(opened) }
        return DeferredLibrary.secret.mapError { Failure(reason: .noService, description: $0.description) }.flatMap { secret in
            let types = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)
            // SECRET_SCHEMA_ATTRIBUTE_STRING is 0: a null value. The schema copies the names.
            g_hash_table_insert(types, g_strdup(attribute),
                                UnsafeMutableRawPointer(bitPattern: Int(SECRET_SCHEMA_ATTRIBUTE_STRING.rawValue)))
            let schema = secret.secret_schema_newv(name, SECRET_SCHEMA_NONE, types)
            g_hash_table_unref(types)
            guard let schema else { return .failure(Failure(reason: .other, description: "libsecret made no schema")) }
            let made = Opened(secret: secret, schema: schema)
            opened = made
            return .success(made)
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
    /// Takes `error` (what it means and its message) and frees it.
    init(_ error: UnsafeMutablePointer<GError>, secret: AlmanacSecret) {
        reason = Self.reason(domain: error.pointee.domain, code: error.pointee.code, secretErrors: secret.secret_error_get_quark())
        _ = g_dbus_error_strip_remote_error(error)  // "GDBus.Error:org.freedesktop…: " where libsecret left it
        description = String(cString: error.pointee.message)
        g_error_free(error)
    }

    /// What an error of libsecret's means, by its domain and code.
    static func reason(domain: GQuark, code: Int32, secretErrors: GQuark) -> Reason {
        switch domain {
        case g_dbus_error_quark():
            switch GDBusError(rawValue: UInt32(code)) {
            // gnome-keyring answers a call on a collection that is not there with UnknownMethod
            // ("Object does not exist at path …"), the D-Bus convention is UnknownObject.
            case G_DBUS_ERROR_UNKNOWN_METHOD, G_DBUS_ERROR_UNKNOWN_OBJECT: .noDefaultCollection
            case G_DBUS_ERROR_SERVICE_UNKNOWN, G_DBUS_ERROR_NAME_HAS_NO_OWNER, G_DBUS_ERROR_SPAWN_EXEC_FAILED,
                 G_DBUS_ERROR_SPAWN_FAILED, G_DBUS_ERROR_SPAWN_CHILD_EXITED, G_DBUS_ERROR_SPAWN_SERVICE_NOT_FOUND,
                 G_DBUS_ERROR_NO_SERVER, G_DBUS_ERROR_FILE_NOT_FOUND: .noService
            default: .other
            }
        case secretErrors where code == Int32(SECRET_ERROR_NO_SUCH_OBJECT.rawValue): .noDefaultCollection
        case secretErrors where code == Int32(SECRET_ERROR_IS_LOCKED.rawValue): .locked
        case g_io_error_quark() where code == Int32(G_IO_ERROR_CANCELLED.rawValue): .locked
        default: .other
        }
    }
}

/// A reply handler carried through a C callback's user data, with libsecret's functions for
/// finishing the call; only called on the main loop.
private final class Reply<Value: Sendable>: @unchecked Sendable {
    let secret: AlmanacSecret
    private let handler: @MainActor (Result<Value, SecretStore.Failure>) -> Void

    private init(_ handler: @escaping @MainActor (Result<Value, SecretStore.Failure>) -> Void, _ secret: AlmanacSecret) {
        self.handler = handler
        self.secret = secret
    }

    static func pass(_ handler: @escaping @MainActor (Result<Value, SecretStore.Failure>) -> Void,
                     _ secret: AlmanacSecret) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Reply(handler, secret)).toOpaque()
    }

    /// The reply passed as `data`, released.
    static func take(_ data: UnsafeMutableRawPointer?) -> Reply {
        Unmanaged<Reply>.fromOpaque(data!).takeRetainedValue()
    }

    /// Gives `result` to the handler. GIO calls back on the main loop, where the request was made.
    func answer(_ result: Result<Value, SecretStore.Failure>) {
        MainActor.assumeIsolated { handler(result) }
    }
}
