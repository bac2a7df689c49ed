/* What the benchmarks' bare C programs share: a libadwaita window showing a list view under a
 * header bar, as Almanac's window shows its list. */
#include <adwaita.h>

static inline GtkWidget *
bare_window_with_list (GtkApplication *application, const char *title, int width, int height, GtkWidget *list)
{
  GtkWidget *window = adw_application_window_new (application);
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_widget_set_vexpand (scroller, TRUE);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (content), scroller);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), content);
  return window;
}
