import Foundation
import Pictures

/// Flag benchmark: renders every flag of iso-flags-svg with librsvg at 64×48 and at 2×
/// (128×96), one after another on one thread, and prints the total and the per-flag median.
/// Run: swift run -c release flag-benchmark [FOLDER]
let folder = CommandLine.arguments.dropFirst().first ?? "/usr/share/iso-flags-svg/country-4x3"
let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".svg") }.sorted().map { "\(folder)/\($0)" }
guard !files.isEmpty else {
    print("no SVG files in \(folder) (apt-get install iso-flags-svg)")
    exit(1)
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

print("\(files.count) flags from \(folder)")
for (label, width, height) in [("64×48 (1×)", 64, 48), ("128×96 (2×)", 128, 96)] {
    var perFlag: [Double] = []
    var failures: [String] = []
    let total = seconds {
        for file in files {
            perFlag.append(seconds {
                do { _ = try SVGRenderer.render(file: file, width: width, height: height) }
                catch { failures.append("\((file as NSString).lastPathComponent): \(error)") }
            })
        }
    }
    let sorted = perFlag.sorted()
    print(String(format: "%@  total %7.1f ms  per flag median %5.2f ms  p99 %5.2f ms  max %6.2f ms (%@)",
                 label.padding(toLength: 12, withPad: " ", startingAt: 0), total * 1000,
                 sorted[sorted.count / 2] * 1000, sorted[min(sorted.count - 1, sorted.count * 99 / 100)] * 1000,
                 sorted.last! * 1000, failures.isEmpty ? "all rendered" : "\(failures.count) failed: \(failures.joined(separator: "; "))"))
}
