/// The everyday command lines, read without ArgumentParser: `shifts`,
/// `shifts open` and `shifts today`, with `--data-dir`, `--date` and `--json`.
///
/// ArgumentParser learns a command's options by reflecting over it, and each
/// first-time type lookup scans every protocol conformance in the binary:
/// about a quarter of `shifts today`'s start-up (Docs/Performance.md). So the
/// plain forms are read here and run through the commands' static `run`
/// functions, without even building the commands' structs (whose property
/// wrappers cost type lookups of their own). Anything else (help, a typo, a
/// repeated option, a value that looks like an option, `--`, other
/// commands) gives nil and goes to ArgumentParser, which parses and reports
/// it as before. A test checks every form taken here against ArgumentParser.
enum QuickStart {
    /// A command line read by `invocation(for:)`.
    enum Invocation: Equatable {
        case open(dataDir: String?)
        case today(dataDir: String?, date: String?, json: Bool)
    }

    static func invocation(for arguments: [String]) -> Invocation? {
        var rest = arguments[...]
        let name = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if name != nil { rest = rest.dropFirst() }
        switch name {
        case nil, "open":
            guard let options = Options(rest, accepting: ["--data-dir"]) else { return nil }
            return .open(dataDir: options.value(of: "--data-dir"))
        case "today":
            guard let options = Options(rest, accepting: ["--data-dir", "--date"], flags: ["--json"]) else {
                return nil
            }
            return .today(dataDir: options.value(of: "--data-dir"), date: options.value(of: "--date"),
                          json: options.flags.contains("--json"))
        default:
            return nil
        }
    }

    /// `--name value` or `--name=value` for each accepted option, and bare
    /// flags, each at most once. Arrays, not a dictionary and sets: the
    /// first of those a process makes checks `String: Hashable` by scanning
    /// every conformance record of the binary (Docs/Performance.md), and
    /// there are three names at most.
    private struct Options {
        private(set) var values: [(name: String, value: String)] = []
        private(set) var flags: [String] = []

        /// nil for anything but accepted options and flags, each at most once.
        init?(_ arguments: ArraySlice<String>, accepting names: [String], flags flagNames: [String] = []) {
            var index = arguments.startIndex
            while index < arguments.endIndex {
                let argument = arguments[index]
                index += 1
                if flagNames.contains(argument) {
                    guard !flags.contains(argument) else { return nil }
                    flags.append(argument)
                    continue
                }
                let name: String
                let value: String
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    value = String(argument[argument.index(after: equals)...])
                } else {
                    guard index < arguments.endIndex else { return nil }
                    name = argument
                    value = arguments[index]
                    index += 1
                }
                guard names.contains(name), !value.isEmpty, !value.hasPrefix("-"), self.value(of: name) == nil else {
                    return nil
                }
                values.append((name, value))
            }
        }

        func value(of name: String) -> String? {
            values.first { $0.name == name }?.value
        }
    }
}
