#ifndef ALMANAC_CGTK_SHIM_H
#define ALMANAC_CGTK_SHIM_H

#include <epoxy/gl.h> /* GL_RENDERER: is OpenGL a software rasterizer? (before any other GL header) */
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#include "flags.h" /* GLib's flags under one name on every GLib (GLib 2.87 made them option sets in Swift) */
#include <libintl.h>
#include <malloc.h> /* mallinfo2: the heap in use, for leak checks */

/* libdispatch's run-loop integration points (the ones Foundation's RunLoop uses on Linux).
 * GtkKit drains the Dispatch main queue from a GLib source with them, so that @MainActor
 * work runs while g_application_run() owns the main thread. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
