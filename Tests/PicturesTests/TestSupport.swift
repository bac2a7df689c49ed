/// GtkTestCase, for every file of the target.
@_exported import GtkTestSupport
