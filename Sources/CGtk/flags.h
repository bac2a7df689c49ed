#ifndef ALMANAC_CGTK_FLAGS_H
#define ALMANAC_CGTK_FLAGS_H

/* GLib 2.87 and later declare their flag enums G_GNUC_FLAG_ENUM, and Swift imports such an enum
 * as an option set whose C constants are no longer names in Swift ("cannot find
 * 'G_FILE_TEST_IS_DIR' in scope"). The flags Almanac uses, each as a constant of its enum's type
 * under the C name with ALMANAC_ before it: Swift sees the same names on every GLib from 2.74 to
 * 2.90. Combine them with rawValue, which both imports have:
 * GBindingFlags(rawValue: ALMANAC_G_BINDING_BIDIRECTIONAL.rawValue | ALMANAC_G_BINDING_SYNC_CREATE.rawValue). */

static const GApplicationFlags ALMANAC_G_APPLICATION_DEFAULT_FLAGS = G_APPLICATION_DEFAULT_FLAGS;
static const GApplicationFlags ALMANAC_G_APPLICATION_IS_SERVICE = G_APPLICATION_IS_SERVICE;
static const GApplicationFlags ALMANAC_G_APPLICATION_HANDLES_OPEN = G_APPLICATION_HANDLES_OPEN;
static const GBindingFlags ALMANAC_G_BINDING_BIDIRECTIONAL = G_BINDING_BIDIRECTIONAL;
static const GBindingFlags ALMANAC_G_BINDING_SYNC_CREATE = G_BINDING_SYNC_CREATE;
static const GConnectFlags ALMANAC_G_CONNECT_AFTER = G_CONNECT_AFTER;
static const GDBusCallFlags ALMANAC_G_DBUS_CALL_FLAGS_NONE = G_DBUS_CALL_FLAGS_NONE;
static const GDBusConnectionFlags ALMANAC_G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT =
    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT;
static const GDBusConnectionFlags ALMANAC_G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION =
    G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION;
static const GDBusSignalFlags ALMANAC_G_DBUS_SIGNAL_FLAGS_NONE = G_DBUS_SIGNAL_FLAGS_NONE;
static const GFileTest ALMANAC_G_FILE_TEST_EXISTS = G_FILE_TEST_EXISTS;
static const GFileTest ALMANAC_G_FILE_TEST_IS_DIR = G_FILE_TEST_IS_DIR;
static const GModuleFlags ALMANAC_G_MODULE_BIND_LOCAL = G_MODULE_BIND_LOCAL;
static const GUriFlags ALMANAC_G_URI_FLAGS_ENCODED_FRAGMENT = G_URI_FLAGS_ENCODED_FRAGMENT;
static const GUriFlags ALMANAC_G_URI_FLAGS_ENCODED_PATH = G_URI_FLAGS_ENCODED_PATH;
static const GUriFlags ALMANAC_G_URI_FLAGS_ENCODED_QUERY = G_URI_FLAGS_ENCODED_QUERY;
static const GUriFlags ALMANAC_G_URI_FLAGS_HAS_PASSWORD = G_URI_FLAGS_HAS_PASSWORD;
static const GUriFlags ALMANAC_G_URI_FLAGS_SCHEME_NORMALIZE = G_URI_FLAGS_SCHEME_NORMALIZE;

#endif
