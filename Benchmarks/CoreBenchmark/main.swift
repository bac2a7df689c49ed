import AlmanacCore
import Foundation

/// AlmanacCore benchmark: indexing and filtering a million names, decoding 100,000 loans.
/// Run: swift run -c release core-benchmark [--skip-decode]
let arguments = Set(CommandLine.arguments.dropFirst())
let count = 1_000_000
var generator = SyntheticNames()
let names = generator.names(count)
let collator = Collator(localeIdentifier: "en_US")!
let namesMiB = peakResidentMiB()
print("AlmanacCore benchmark (\(ProcessInfo.processInfo.activeProcessorCount) cores), \(count) synthetic names")

var buildTimes: [Double] = []
var collection: IndexedCollection<String>?
for _ in 0..<3 {
    collection = nil
    let run = measure { IndexedCollection(names, collator: collator, name: { $0 }) }
    buildTimes.append(run.seconds)
    collection = run.value
}
guard let collection else { fatalError("no collection") }
print("index build      median \(milliseconds(median(buildTimes)))  (target ≤ 1500 ms), \(collection.sections.count) sections")
print("peak resident    \(String(format: "%.0f", peakResidentMiB())) MiB after building (target ≤ 300 MiB; \(String(format: "%.0f", namesMiB)) MiB of it before indexing: the names themselves)")

for query in ["ka", "öv", "zuqu", "x"] {
    var times: [Double] = []
    var matches = 0
    for _ in 0..<5 {
        let run = measure { collection.filtered(by: query) }
        times.append(run.seconds)
        matches = run.value.items.count
    }
    print("filter \"\(query)\"".padding(toLength: 17, withPad: " ", startingAt: 0)
          + "median \(milliseconds(median(times)))  (target ≤ 200 ms), \(matches) matches")
}
