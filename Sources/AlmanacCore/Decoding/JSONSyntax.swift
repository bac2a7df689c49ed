import Foundation

/// Where a text stops being JSON (RFC 8259), for messages people can act on ("byte 2,591")
/// instead of the parser's own words. Iterative, so deep nesting costs memory, not stack.
enum JSONSyntax {
    struct Problem: Equatable {
        /// The offset of the first byte that cannot continue the JSON text (0-based).
        let offset: Int
        /// The text ends where more was needed: it was cut off.
        let endsEarly: Bool
    }

    /// The first syntax error in `data`, or nil when it is well-formed JSON.
    static func firstProblem(in data: Data) -> Problem? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.run()
    }

    private enum Expecting { case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end }

    private struct Scanner {
        let bytes: [UInt8]
        var at = 0
        var open: [UInt8] = []  // the brackets entered: "[" or "{"

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> Problem? {
            var expecting = Expecting.value
            while true {
                while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
                guard at < bytes.count else { return expecting == .end ? nil : ended() }
                let byte = bytes[at]
                switch expecting {
                case .value, .valueOrClose:
                    if byte == UInt8(ascii: "]"), expecting == .valueOrClose {
                        expecting = close()
                    } else if byte == UInt8(ascii: "[") {
                        open.append(byte); at += 1; expecting = .valueOrClose
                    } else if byte == UInt8(ascii: "{") {
                        open.append(byte); at += 1; expecting = .keyOrClose
                    } else {
                        if let problem = scalar() { return problem }
                        expecting = afterValue()
                    }
                case .key, .keyOrClose:
                    if byte == UInt8(ascii: "}"), expecting == .keyOrClose {
                        expecting = close()
                    } else if byte == UInt8(ascii: "\"") {
                        if let problem = string() { return problem }
                        expecting = .colon
                    } else {
                        return wrong()
                    }
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return wrong() }
                    at += 1; expecting = .value
                case .commaOrClose:
                    let inObject = open.last == UInt8(ascii: "{")
                    if byte == UInt8(ascii: ",") {
                        at += 1; expecting = inObject ? .key : .value
                    } else if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        expecting = close()
                    } else {
                        return wrong()
                    }
                case .end:
                    return wrong()
                }
            }
        }

        private func wrong() -> Problem { Problem(offset: at, endsEarly: false) }
        private func ended() -> Problem { Problem(offset: bytes.count, endsEarly: true) }

        private mutating func close() -> Expecting {
            open.removeLast()
            at += 1
            return afterValue()
        }

        private func afterValue() -> Expecting { open.isEmpty ? .end : .commaOrClose }

        /// A string, number or literal at `at`; moves past it.
        private mutating func scalar() -> Problem? {
            switch bytes[at] {
            case UInt8(ascii: "\""): string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): number()
            case UInt8(ascii: "t"): literal("true")
            case UInt8(ascii: "f"): literal("false")
            case UInt8(ascii: "n"): literal("null")
            default: wrong()
            }
        }

        private mutating func string() -> Problem? {
            at += 1
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""):
                    at += 1
                    return nil
                case ..<0x20:
                    return wrong()
                case UInt8(ascii: "\\"):
                    at += 1
                    guard at < bytes.count else { return ended() }
                    if bytes[at] == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            at += 1
                            guard at < bytes.count else { return ended() }
                            guard Self.isHexDigit(bytes[at]) else { return wrong() }
                        }
                    } else if !"\"\\/bfnrt".utf8.contains(bytes[at]) {
                        return wrong()
                    }
                    at += 1
                default:
                    at += 1
                }
            }
            return ended()
        }

        private mutating func number() -> Problem? {
            if bytes[at] == UInt8(ascii: "-") { at += 1 }
            if at < bytes.count, bytes[at] == UInt8(ascii: "0") {
                at += 1
            } else if let problem = digits() {
                return problem
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                if let problem = digits() { return problem }
            }
            if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                if let problem = digits() { return problem }
            }
            return nil
        }

        /// One or more decimal digits.
        private mutating func digits() -> Problem? {
            let start = at
            while at < bytes.count, Self.isDigit(bytes[at]) { at += 1 }
            guard at == start else { return nil }
            return at < bytes.count ? wrong() : ended()
        }

        private mutating func literal(_ word: String) -> Problem? {
            for expected in word.utf8 {
                guard at < bytes.count else { return ended() }
                guard bytes[at] == expected else { return wrong() }
                at += 1
            }
            return nil
        }

        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        private static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}
