import Foundation

/// Messages for the user on standard error, prefixed with the program name.
public enum Diagnostics {
    public static func report(_ message: String) {
        FileHandle.standardError.write(Data("\(AppInfo.executable): \(message)\n".utf8))
    }

    public static func warn(_ message: String) {
        report("warning: \(message)")
    }
}
