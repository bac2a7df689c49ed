import AlmanacCore
import Foundation
import Testing

/// A second launch only shows the running instance's window: options that shape how the app
/// starts cannot apply there, and the user is told which.
@Suite struct AlreadyRunningTests {
    let english = Locale(identifier: "en_US")

    @Test func plainLaunchHasNothingToSay() throws {
        #expect(LaunchOptions().startupOnlyOptions.isEmpty)
        #expect(LaunchOptions().alreadyRunningNotice() == nil)
    }

    @Test func syntheticRowsAreNamedAsTyped() throws {
        guard case .run(let options) = try LaunchRequest.parse(["--synthetic=500"]) else {
            Issue.record("--synthetic 500 should run")
            return
        }
        #expect(options.startupOnlyOptions == ["--synthetic 500"])
        let notice = try #require(options.alreadyRunningNotice(locale: english))
        #expect(notice.contains("already running") && notice.contains("--synthetic 500"))
    }

    @Test func everyStartupOptionIsListed() throws {
        guard case .run(let options) = try LaunchRequest.parse(
            ["--synthetic", "5", "--measure-list=countries", "--exit-after-first-frame"]) else {
            Issue.record("should run")
            return
        }
        #expect(options.startupOnlyOptions == ["--synthetic 5", "--measure-list=countries", "--exit-after-first-frame"])
        #expect(options.alreadyRunningNotice(locale: english)?.contains("--synthetic 5, --measure-list=countries, and --exit-after-first-frame") == true)
    }
}
