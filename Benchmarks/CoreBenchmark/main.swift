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

/// Swift's own sort of a quarter of `names` on one core (Unicode comparison, no collation; a
/// quarter, so that it adds little to the peak memory): the machine's speed at that moment.
/// Timed before each index build, for the guard to judge indexing by: the build's median over
/// the sorts'.
func plainSortSeconds(_ names: [String]) -> Double { measure { names.prefix(names.count / 4).sorted() }.seconds }

func perPlainSort(_ builds: [Double], _ sorts: [Double]) -> String { String(format: "%.2f× a plain sort", median(builds) / median(sorts)) }

var buildTimes: [Double] = [], sortTimes: [Double] = []
var collection: IndexedCollection<String>?
for _ in 0..<3 {
    collection = nil
    sortTimes.append(plainSortSeconds(names))
    let run = measure { IndexedCollection(names, collator: collator, name: { $0 }) }
    buildTimes.append(run.seconds)
    collection = run.value
}
guard let collection else { fatalError("no collection") }
print("plain sort       median \(milliseconds(median(sortTimes)))  (Swift's sorted() of a quarter of the names on one core: the machine's speed now)")
print("index build      median \(milliseconds(median(buildTimes)))  (target ≤ 1500 ms), \(collection.sections.count) sections, \(perPlainSort(buildTimes, sortTimes))")
print("peak resident    \(String(format: "%.0f", peakResidentMiB())) MiB after building (target ≤ 300 MiB; \(String(format: "%.0f", namesMiB)) MiB of it before indexing: the names themselves)")

// The same in the locales whose alphabets are not A–Z: half the names start in the locale's script.
let nativeStarts = ["ru_RU": "абвгдежзиклмнопрстуфхцчшщэюя", "ja_JP": "あかさたなはまやらわケニアカナダ",
                    "zh_CN": "阿北长东法广汉京肯兰美南日上天西中", "ar_EG": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"]
for locale in nativeStarts.keys.sorted() {
    guard let localCollator = Collator(localeIdentifier: locale), let starts = nativeStarts[locale].map(Array.init) else {
        print("index build \(locale)  not measured: ICU has no collator for it")
        continue
    }
    let localNames = names.enumerated().map { $0.offset % 2 == 0 ? "\(starts[$0.offset / 2 % starts.count])\($0.element)" : $0.element }
    var times: [Double] = [], sorts: [Double] = []
    var sectionCount = 0
    for _ in 0..<3 {
        sorts.append(plainSortSeconds(localNames))
        let run = measure { IndexedCollection(localNames, collator: localCollator, name: { $0 }) }
        times.append(run.seconds)
        sectionCount = run.value.sections.count
    }
    print("index build \(locale)  median \(milliseconds(median(times)))  (target ≤ 1500 ms), \(sectionCount) sections, \(perPlainSort(times, sorts))")
}
print("peak resident    \(String(format: "%.0f", peakResidentMiB())) MiB after every locale (target ≤ 300 MiB)")

for query in ["a", "ka", "öv", "zuqu", "x"] {
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

// MARK: A live page of 50 rows arriving in a 100,000-row collection

do {
    let before = IndexedCollection(Array(names[0..<100_000]), collator: collator, name: { $0 })
    let after = IndexedCollection(Array(names[0..<100_050]), collator: collator, name: { $0 })
    var mainTimes: [Double] = []
    var planTimes: [Double] = []
    var splices = 0
    for _ in 0..<5 {
        var state = CollectionState<String>(identity: { $0 }, footerText: "")
        _ = state.replaceAll(with: before)
        // As the app does: the rows are compared in the background, the splices made on the main thread.
        let plan = measure { state.plan(merging: after) }
        planTimes.append(plan.seconds)
        let run = measure { state.merge(plan.value) }
        mainTimes.append(run.seconds)
        splices = run.value.count
    }
    print("merge 50 into 100,000  median \(milliseconds(median(mainTimes)))  (main thread; target ≤ 2 ms), \(splices) items-changed; planned in the background in \(milliseconds(median(planTimes)))")
}

// MARK: Decoding 100,000 loans, next to Python's json module on the same file

if !arguments.contains("--skip-decode") {
    let loanCount = 100_000
    let file = try writeSyntheticLoans(loanCount)
    defer { try? FileManager.default.removeItem(at: file) }
    let data = try Data(contentsOf: file)
    let megabytes = Double(data.count) / 1_048_576
    var decodeTimes: [Double] = []
    for _ in 0..<3 {
        let run = try measure { try DataDecoder.decode(LoanPage.self, from: data, file: file.lastPathComponent) }
        precondition(run.value.value.loans.count == loanCount && run.value.issues.isEmpty, "decoded every loan")
        decodeTimes.append(run.seconds)
    }
    let swiftSeconds = median(decodeTimes)
    print(String(format: "decode %d loans  %.1f MiB  median %@  %.1f MiB/s, %.0f loans/s (AlmanacCore, typed and checked)",
                 loanCount, megabytes, milliseconds(swiftSeconds), megabytes / swiftSeconds, Double(loanCount) / swiftSeconds))

    var pythonTimes: [Double] = []
    for _ in 0..<3 {
        let python = Process()
        python.executableURL = URL(filePath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import json, time, sys; t = time.perf_counter(); json.load(open(sys.argv[1])); print(time.perf_counter() - t)", file.path]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        python.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) { pythonTimes.append(seconds) }
    }
    if pythonTimes.isEmpty {
        print("python3 json.load: not measured (python3 not found)")
    } else {
        let pythonSeconds = median(pythonTimes)
        print(String(format: "python3 json.load  median %@  %.1f MiB/s (untyped dicts); AlmanacCore/python time ratio %.2f",
                     milliseconds(pythonSeconds), megabytes / pythonSeconds, swiftSeconds / pythonSeconds))
    }
}
