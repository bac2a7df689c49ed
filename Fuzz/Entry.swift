import Foundation

/// libFuzzer calls this for every input it tries (built with `-sanitize=fuzzer`, see
/// Benchmarks/fuzz/run).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTarget.chosen.run(Data(bytes: bytes, count: count))
    return 0
}

#if FUZZING
/// libFuzzer's driver, entered from the program's `main` (SwiftPM calls that
/// `almanac_fuzz_main` and makes it the entry point, so libFuzzer's own `main` is not linked).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@_cdecl("almanac_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Without libFuzzer (a plain build): runs the target once on each file named, to replay what
/// a fuzz run kept (`ALMANAC_FUZZ_TARGET=svg almanac-fuzz crash-…`).
@main
enum Replay {
    static func main() {
        let target = FuzzTarget.chosen
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(1)
            }
            target.run(data)
            print("\(target.rawValue): \(path) (\(data.count) bytes) ran to the end")
        }
    }
}
#endif
