/* The start-up baseline: a bare libadwaita application window with a header bar and a small list,
 * quitting right after its first frame has been painted — the same thing
 * `almanac --exit-after-first-frame` does. Built and run by Benchmarks/startup/run. */
#include "../bare-window.h"

static void
quit_after_paint (GdkFrameClock *clock, gpointer application)
{
  g_signal_handlers_disconnect_by_func (clock, quit_after_paint, application);
  g_application_quit (G_APPLICATION (application));
}

static void
watch_first_frame (GtkWidget *window, gpointer application)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (quit_after_paint), application);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  gtk_list_item_set_child (item, gtk_label_new (NULL));
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

static void
activate (GtkApplication *application, gpointer data)
{
  GtkStringList *rows = gtk_string_list_new (NULL);
  for (int i = 0; i < 300; i++)
    {
      char text[32];
      g_snprintf (text, sizeof text, "Row %d", i);
      gtk_string_list_append (rows, text);
    }
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (rows))), factory);
  GtkWidget *window = bare_window_with_list (application, "Baseline", 900, 680, list);

  g_signal_connect (window, "realize", G_CALLBACK (watch_first_frame), application);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  AdwApplication *application = adw_application_new ("io.almanac.StartupBaseline", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (application, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (application), argc, argv);
  g_object_unref (application);
  return status;
}
