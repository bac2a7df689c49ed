import CDeferred
import CGtk
@_spi(Raw) @testable import Platform
import XCTest

/// What a Secret Service's error means for the user, from the D-Bus error it answers with:
/// Preferences says it in a sentence, and a missing default collection is asked for.
final class SecretStoreTests: XCTestCase {
    private func reason(ofDBusError name: String) throws -> SecretStore.Failure.Reason {
        let secret = try DeferredLibrary.secret.get()
        _ = secret.secret_error_get_quark()  // registers the Secret Service's error names
        let error = try XCTUnwrap(g_dbus_error_new_for_dbus_error(name, "a message"))
        let failure = SecretStore.Failure(error, secret: secret)
        XCTAssertEqual(failure.description, "a message", "the service's words are kept (for stderr)")
        return failure.reason
    }

    func testErrorsAreToldApartByWhatTheyMeanForTheUser() throws {
        // gnome-keyring 42, when the "login" collection its "default" alias names is gone.
        XCTAssertEqual(try reason(ofDBusError: "org.freedesktop.DBus.Error.UnknownMethod"), .noDefaultCollection)
        XCTAssertEqual(try reason(ofDBusError: "org.freedesktop.DBus.Error.UnknownObject"), .noDefaultCollection)
        XCTAssertEqual(try reason(ofDBusError: "org.freedesktop.Secret.Error.NoSuchObject"), .noDefaultCollection)
        XCTAssertEqual(try reason(ofDBusError: "org.freedesktop.Secret.Error.IsLocked"), .locked)
        XCTAssertEqual(try reason(ofDBusError: "org.freedesktop.DBus.Error.ServiceUnknown"), .noService)
        XCTAssertEqual(try reason(ofDBusError: "org.freedesktop.DBus.Error.AccessDenied"), .other)
    }
}
