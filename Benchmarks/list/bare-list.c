/* The list's reference: a bare GtkListView of N plain rows (a picture and two GtkInscriptions, as
 * Almanac's rows) in a libadwaita window, driven the way `almanac --measure-list` drives
 * Almanac's list — 60 jumps to rows in a scattered order, 600 frames of scrolling at 45 px a
 * frame, and a search that swaps the list for one of 5 rows in 8, five times — printing the same
 * lines. What such work costs with GTK alone on this machine at this moment:
 * Benchmarks/guard divides Almanac's figures by these, so a slower or busier machine slows both
 * alike. (Almanac's search paints sooner than this one: the ratio is below 1.)
 *
 * Usage: bare-list [ROWS]   (default 200000) */
#include "../bare-window.h"
#include <stdlib.h>

#define JUMPS 60
#define SCROLL_FRAMES 600
#define SEARCH_ROUNDS 5

static GtkWidget *list;
static GtkNoSelection *selection;
static GListModel *all_rows, *found_rows;
static guint row_count;
static GArray *frames, *jump_frames;
static gboolean recording;
static gint64 paint_started, search_started;
static int jumps_left, scrolled_frames, searches_done;
static double search_times[SEARCH_ROUNDS];

static int
by_value (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
report (const char *what, GArray *samples)
{
  g_array_sort (samples, by_value);
  double *ms = (double *) samples->data;
  guint n = samples->len;
  guint p99 = MIN (n - 1, (guint) (n * 0.99));
  g_print ("%s  median %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%u samples; budget 16 ms)\n",
           what, ms[n / 2], ms[p99], ms[n - 1], n);
}

static void
before_paint (GdkFrameClock *clock, gpointer data)
{
  paint_started = g_get_monotonic_time ();
}

static void
after_paint (GdkFrameClock *clock, gpointer data)
{
  if (!recording)
    return;
  double ms = (g_get_monotonic_time () - paint_started) / 1000.0;
  g_array_append_val (frames, ms);
}

static void search (void);

static void
after_search_paint (GdkFrameClock *clock, gpointer data)
{
  g_signal_handlers_disconnect_by_func (clock, after_search_paint, data);
  if (GPOINTER_TO_INT (data))
    {
      /* The whole list is painted again: the next round. */
      search ();
      return;
    }
  search_times[searches_done++] = (g_get_monotonic_time () - search_started) / 1000.0;
  gtk_no_selection_set_model (selection, all_rows);
  if (searches_done == SEARCH_ROUNDS)
    {
      qsort (search_times, SEARCH_ROUNDS, sizeof (double), by_value);
      g_print ("search \"a\"    %6.1f ms until its results are painted, median of %d (%.1f–%.1f)\n",
               search_times[SEARCH_ROUNDS / 2], SEARCH_ROUNDS, search_times[0], search_times[SEARCH_ROUNDS - 1]);
      g_application_quit (g_application_get_default ());
      return;
    }
  g_signal_connect (gtk_widget_get_frame_clock (list), "after-paint", G_CALLBACK (after_search_paint),
                    GINT_TO_POINTER (TRUE));
}

/* From the list's change to the first frame painted with it. */
static void
search (void)
{
  search_started = g_get_monotonic_time ();
  gtk_no_selection_set_model (selection, found_rows);
  g_signal_connect (gtk_widget_get_frame_clock (list), "after-paint", G_CALLBACK (after_search_paint),
                    GINT_TO_POINTER (FALSE));
}

static GtkAdjustment *
vertical (void)
{
  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
}

static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  GtkAdjustment *adjustment = vertical ();
  double before = gtk_adjustment_get_value (adjustment);
  gtk_adjustment_set_value (adjustment, before + 45);
  if (gtk_adjustment_get_value (adjustment) == before)
    gtk_adjustment_set_value (adjustment, 0);
  if (++scrolled_frames < SCROLL_FRAMES)
    return G_SOURCE_CONTINUE;
  recording = FALSE;
  report ("scroll frames", frames);
  search ();
  return G_SOURCE_REMOVE;
}

static void jump (void);

static gboolean
after_jump_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  if (frames->len < 2)
    return G_SOURCE_CONTINUE;
  recording = FALSE;
  g_array_append_vals (jump_frames, frames->data, frames->len);
  jump ();
  return G_SOURCE_REMOVE;
}

/* Jumps to the start of one of 27 equal parts, in the order Almanac's measurement jumps to
 * the letters of its index. */
static void
jump (void)
{
  if (jumps_left == 0)
    {
      report ("jump frames ", jump_frames);
      g_array_set_size (frames, 0);
      gtk_adjustment_set_value (vertical (), 0);
      recording = TRUE;
      gtk_widget_add_tick_callback (list, scroll_tick, NULL, NULL);
      return;
    }
  guint position = (guint) ((guint64) ((jumps_left * 11) % 27) * row_count / 27);
  jumps_left--;
  g_array_set_size (frames, 0);
  recording = TRUE;
  gtk_widget_activate_action (list, "list.scroll-to-item", "u", position);
  gtk_widget_add_tick_callback (list, after_jump_tick, NULL, NULL);
}

/* Starts once the list has been on screen for half a second, as Almanac's measurement does. */
static gboolean
start_jumping (gpointer data)
{
  jumps_left = JUMPS;
  jump ();
  return G_SOURCE_REMOVE;
}

static void
watch_frames (GtkWidget *widget, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
  g_timeout_add (500, start_jumping, NULL);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture = gtk_image_new_from_icon_name ("image-x-generic-symbolic");
  gtk_image_set_pixel_size (GTK_IMAGE (picture), 32);
  gtk_box_append (GTK_BOX (row), picture);
  gtk_box_append (GTK_BOX (texts), gtk_inscription_new (NULL));
  gtk_box_append (GTK_BOX (texts), gtk_inscription_new (NULL));
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (row), texts);
  gtk_list_item_set_child (item, row);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *texts = gtk_widget_get_last_child (gtk_list_item_get_child (item));
  gtk_inscription_set_text (GTK_INSCRIPTION (gtk_widget_get_first_child (texts)), text);
  gtk_inscription_set_text (GTK_INSCRIPTION (gtk_widget_get_last_child (texts)), text);
}

/* `count` rows named after their number; `keep` of every 8 (the share of names with an "a"). */
static GListModel *
numbered_rows (guint count, guint keep)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < count; i++)
    if (i % 8 < keep)
      g_ptr_array_add (names, g_strdup_printf ("Row %u", i));
  g_ptr_array_add (names, NULL);
  GtkStringList *rows = gtk_string_list_new ((const char *const *) names->pdata);
  g_ptr_array_unref (names);
  return G_LIST_MODEL (rows);
}

static void
activate (GtkApplication *application, gpointer data)
{
  all_rows = numbered_rows (row_count, 8);
  found_rows = numbered_rows (row_count, 5);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  selection = gtk_no_selection_new (g_object_ref (all_rows));
  list = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  GtkWidget *window = bare_window_with_list (application, "List reference", 1000, 800, list);

  frames = g_array_new (FALSE, FALSE, sizeof (double));
  jump_frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_signal_connect (list, "map", G_CALLBACK (watch_frames), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  row_count = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 200000;
  AdwApplication *application = adw_application_new ("io.almanac.ListFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (application), 1, argv);
  g_object_unref (application);
  return status;
}
