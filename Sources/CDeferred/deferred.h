#ifndef ALMANAC_CGTK_DEFERRED_H
#define ALMANAC_CGTK_DEFERRED_H

/* Libraries loaded when first used, not with the program: libsoup (the first web request),
 * librsvg (the first SVG drawn, after the window's first frame) and libsecret (the keyring,
 * read once the first rows are painted). Linked to the program, they and what they need
 * (Kerberos, SQLite, libxml2, libgcrypt…) were loaded and relocated before every start's
 * first frame: ~5 ms of it (docs/benchmarks.md).
 *
 * Each library has a table of the functions Platform and Pictures call, typed as the library's own header
 * declares them (so calls through it are checked like direct calls), and a function that
 * fills the table from an opened library (Platform's DeferredLibrary). Nothing else may call
 * these libraries directly: a direct call links the library again (a UI test checks that the
 * program does not). */

#include <gmodule.h>
#ifndef __clang__
#define _Nonnull /* clang's nullability, which makes Swift see the tables' functions as non-optional */
#endif
#include <libsecret/secret.h>
#include <libsoup/soup.h>
#include <librsvg/rsvg.h>

#define ALMANAC_SOUP_FUNCTIONS(F) \
    F(soup_session_get_type) F(soup_session_set_user_agent) F(soup_session_send_async) \
    F(soup_session_send_finish) F(soup_session_error_quark) F(soup_message_new) \
    F(soup_message_add_flags) F(soup_message_get_request_headers) F(soup_message_get_response_headers) \
    F(soup_message_get_status) F(soup_message_get_uri) F(soup_message_set_request_body_from_bytes) \
    F(soup_message_headers_replace) F(soup_message_headers_get_one) F(soup_message_headers_get_encoding) \
    F(soup_message_headers_get_content_length) F(soup_get_major_version) F(soup_get_minor_version)

#define ALMANAC_RSVG_FUNCTIONS(F) F(rsvg_handle_new_from_data) F(rsvg_handle_render_document)

#define ALMANAC_SECRET_FUNCTIONS(F) \
    F(secret_schema_newv) F(secret_schema_unref) F(secret_password_lookupv) F(secret_password_lookup_finish) \
    F(secret_password_free) F(secret_password_storev) F(secret_password_store_finish) \
    F(secret_password_clearv) F(secret_password_clear_finish) F(secret_error_get_quark)

#define ALMANAC_TABLE_FIELD(name) __typeof__(name) *_Nonnull name;
#define ALMANAC_TABLE_FILL(name) \
    if (!g_module_symbol(module, #name, (gpointer *)&table->name)) return FALSE;

typedef struct { ALMANAC_SOUP_FUNCTIONS(ALMANAC_TABLE_FIELD) } AlmanacSoup;
typedef struct { ALMANAC_RSVG_FUNCTIONS(ALMANAC_TABLE_FIELD) } AlmanacRsvg;
typedef struct { ALMANAC_SECRET_FUNCTIONS(ALMANAC_TABLE_FIELD) } AlmanacSecret;

/* Each fills `table` from `module`; FALSE when a function is missing (g_module_error says which). */
static inline gboolean almanac_soup_fill(AlmanacSoup *_Nonnull table, GModule *_Nonnull module) {
    ALMANAC_SOUP_FUNCTIONS(ALMANAC_TABLE_FILL)
    return TRUE;
}

static inline gboolean almanac_rsvg_fill(AlmanacRsvg *_Nonnull table, GModule *_Nonnull module) {
    ALMANAC_RSVG_FUNCTIONS(ALMANAC_TABLE_FILL)
    return TRUE;
}

static inline gboolean almanac_secret_fill(AlmanacSecret *_Nonnull table, GModule *_Nonnull module) {
    ALMANAC_SECRET_FUNCTIONS(ALMANAC_TABLE_FILL)
    return TRUE;
}

#endif
