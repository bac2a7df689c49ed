import Foundation

/// How much slower than usual the tests run: `tools/dev sanitize` sets ALMANAC_TEST_TIME_SCALE
/// (3 under AddressSanitizer, 5 under ThreadSanitizer); 1 otherwise.
public enum TestTime {
    public static let scale = ProcessInfo.processInfo.environment["ALMANAC_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1
}
