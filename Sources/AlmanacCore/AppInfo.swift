/// Facts about the application that never change at run time.
public enum AppInfo {
    public static let id = "io.almanac.Almanac"
    public static let name = "Almanac"
    public static let executable = "almanac"
    public static let version = "0.2.0"
}
