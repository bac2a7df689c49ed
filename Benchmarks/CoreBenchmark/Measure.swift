import Foundation

/// Wall-clock seconds of `body`, and its result.
func measure<T>(_ body: () throws -> T) rethrows -> (seconds: Double, value: T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, value)
}

/// The process's peak resident memory so far, in MiB (VmHWM).
func peakResidentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
    return kib / 1024
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// Below 1 ms with more digits, so that small figures are not printed as 0.0.
func milliseconds(_ seconds: Double) -> String { String(format: seconds < 0.001 ? "%.3f ms" : "%.1f ms", seconds * 1000) }
