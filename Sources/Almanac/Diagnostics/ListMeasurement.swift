import AlmanacCore
import Foundation
import GtkKit

/// What `--measure-list` drives: a list that jumps and scrolls.
@MainActor
protocol MeasurableList: AnyObject {
    func jump(toIndexTitle title: String)
    /// The titles of the letter index.
    var indexTitles: [String] { get }
    var isJumping: Bool { get }
    var scrollOffset: Double { get set }
    var listWidget: Widget { get }
}

extension SectionedListView: MeasurableList {
    var indexTitles: [String] { list.collection.indexTitles }
    var isJumping: Bool { aligner.isMoving }
    var listWidget: Widget { listView }
}

/// `--measure-list`: drives a list as a person would — index jumps, smooth scrolling, then
/// one-letter searches — and prints the main-thread cost of each, then quits. Start-up benchmarks measure
/// from outside; this measures from inside, where the main thread's time is visible.
@MainActor
final class ListMeasurement {
    private let page: MeasurableList
    /// Searches the page's collection (an empty query shows everything again).
    private let search: @MainActor (String) -> Void
    /// Whether the app's start-up work is done.
    private let isSettled: @MainActor () -> Bool
    private let finish: @MainActor () -> Void
    private var frameTimes: [Double] = []
    private var recording = false

    init(page: MeasurableList, search: @escaping @MainActor (String) -> Void,
         isSettled: @escaping @MainActor () -> Bool, finish: @escaping @MainActor () -> Void) {
        self.page = page
        self.search = search
        self.isSettled = isSettled
        self.finish = finish
    }

    /// Call when the rows are shown.
    func start() {
        print(String(format: "usable        %.2f s after start, resident %.0f MiB (targets: 2 s, 400 MiB)",
                     Self.secondsSinceProcessStart(), Self.residentMiB()))
        page.listWidget.measureFrames { [unowned self] seconds in if recording { frameTimes.append(seconds) } }
        // A person reads the list before jumping: the jumps start once the start-up work is
        // done (every collection loaded, the row pictures rendered, the keyring read) and half
        // a second has passed since the list appeared.
        let usable = Self.secondsSinceProcessStart()
        page.listWidget.addTickCallback { [unowned self] in
            let now = Self.secondsSinceProcessStart()
            guard isSettled() && now - usable >= Self.readingTime || now > 10 else { return true }
            print(String(format: "settled       %.2f s after start (collections loaded, pictures rendered, keyring read; at least %.1f s after the list appeared); 60 jumps to letters in a scattered order, far and near, up and down",
                         now, Self.readingTime))
            measureJumps(remaining: 60)
            return false
        }
    }

    /// How long a person looks at a list that has just appeared before jumping in it.
    static let readingTime = 0.5

    // MARK: Jumps

    private var jumpHandlerTimes: [Double] = []
    private var jumpFrameTimes: [Double] = []

    private func measureJumps(remaining: Int) {
        guard remaining > 0 else {
            report("jump handler", jumpHandlerTimes)
            report("jump frames ", jumpFrameTimes)
            measureScrolling()
            return
        }
        // Letters in a fixed, scattered order: far and near jumps, up and down.
        let titles = page.indexTitles
        let title = titles[(remaining * 11) % titles.count]
        frameTimes = []
        recording = true
        let start = DispatchTime.now().uptimeNanoseconds
        page.jump(toIndexTitle: title)
        jumpHandlerTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        page.listWidget.addTickCallback { [unowned self] in
            guard !page.isJumping, frameTimes.count >= 2 else { return true }
            recording = false
            jumpFrameTimes.append(contentsOf: frameTimes)
            measureJumps(remaining: remaining - 1)
            return false
        }
    }

    // MARK: Scrolling

    private func measureScrolling() {
        page.scrollOffset = 0
        frameTimes = []
        recording = true
        var frames = 0
        page.listWidget.addTickCallback { [unowned self] in
            frames += 1
            // About 2,700 px/s at 60 frames per second, a brisk fling; from the top again at the end.
            let before = page.scrollOffset
            page.scrollOffset += 45
            if page.scrollOffset == before { page.scrollOffset = 0 }
            guard frames >= 600 else { return true }
            recording = false
            report("scroll frames", frameTimes)
            print(String(format: "resident      %.0f MiB after scrolling (target ≤ 400 MiB)", Self.residentMiB()))
            measureSearches(Self.searches)
            return false
        }
    }

    // MARK: Searching

    /// One-letter searches: common and rare letters.
    private static let searches = ["a", "k", "x"]
    /// How many times each search is timed: one time is at the mercy of whatever else the
    /// machine does in that tenth of a second.
    private static let searchRounds = 5

    /// Times each search from the query to the first frame painted with its results (filtering,
    /// the list's change, layout and paint), then shows everything again; `searchRounds` times
    /// each, reporting the median and the range.
    private func measureSearches(_ queries: [String], times: [Double] = []) {
        guard let query = queries.first else { return finish() }
        let start = DispatchTime.now().uptimeNanoseconds
        search(query)
        page.listWidget.afterNextPaint { [unowned self] in
            let times = times + [Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6]
            search("")
            let done = times.count == Self.searchRounds
            if done {
                let sorted = times.sorted()
                print(String(format: "search \"%@\"    %6.1f ms until its results are painted, median of %d (%.1f–%.1f; target ≤ 100 ms)",
                             query, sorted[sorted.count / 2], sorted.count, sorted[0], sorted[sorted.count - 1]))
            }
            page.listWidget.afterNextPaint { [unowned self] in
                measureSearches(done ? Array(queries.dropFirst()) : queries, times: done ? [] : times)
            }
        }
    }

    // MARK: Reporting

    private func report(_ what: String, _ seconds: [Double]) {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return print("\(what)  no samples") }
        let percentile = { (p: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] * 1000 }
        print(String(format: "%@  median %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%d samples; budget 16 ms)",
                     what, percentile(0.5), percentile(0.99), sorted.last! * 1000, sorted.count))
    }

    private static func residentMiB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kib / 1024
    }

    /// Seconds since this process was started (from /proc, so it includes dynamic loading).
    private static func secondsSinceProcessStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let now = Double(uptime.split(separator: " ").first ?? ""),
              let closing = stat.lastIndex(of: ")") else { return .nan }
        let fields = stat[stat.index(after: closing)...].split(separator: " ")
        // Field 22 of /proc/pid/stat (the 20th after the command name) is the start time in clock ticks.
        guard fields.count > 19, let ticks = Double(fields[19]) else { return .nan }
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
