import Foundation

/// A vdirsyncer config file as sections of keys and values: what shifts
/// writes into its own config (`SyncPairs`), and reads back. vdirsyncer
/// reads each value as JSON, so strings are written as JSON strings, every
/// character past ASCII escaped: the file reads the same whatever the
/// locale of the Python that reads it.
package struct VdirsyncerConfig: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        case string(String)
        case bool(Bool)
        case null
        case list([String])
    }

    package struct Entry: Hashable, Sendable {
        package var key: String
        package var value: Value

        package init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// `[general]`, `[pair NAME]` or `[storage NAME]`.
    package struct Section: Hashable, Sendable {
        package var kind: String
        package var name: String?
        package var entries: [Entry]

        package init(kind: String, name: String? = nil, entries: [Entry]) {
            self.kind = kind
            self.name = name
            self.entries = entries
        }

        package subscript(key: String) -> Value? { entries.first { $0.key == key }?.value }
    }

    /// A line of the file that is not what vdirsyncer reads.
    package struct Problem: Error, Hashable, Sendable {
        package var line: Int
        package var reason: String
    }

    package var sections: [Section]

    package init(sections: [Section] = []) { self.sections = sections }

    package func section(_ kind: String, _ name: String) -> Section? {
        sections.first { $0.kind == kind && $0.name == name }
    }

    /// The names of the pairs, in file order.
    package var pairNames: [String] { sections.filter { $0.kind == "pair" }.compactMap(\.name) }

    // MARK: Writing

    static let header = """
        # Written by shifts (`shifts team add URL`, `shifts share URL`): shifts
        # rewrites this file whole when pairs are added or removed.


        """

    /// The file's text: the header, then each section, a blank line between.
    package func rendered() -> String {
        Self.header + sections.map { section in
            let title = section.name.map { "[\(section.kind) \($0)]" } ?? "[\(section.kind)]"
            return ([title] + section.entries.map { "\($0.key) = \(Self.rendered($0.value))" }).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    static func rendered(_ value: Value) -> String {
        switch value {
        case .string(let text): jsonString(text)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .list(let items): "[" + items.map(jsonString).joined(separator: ", ") + "]"
        }
    }

    /// `text` as a JSON string of ASCII characters only.
    static func jsonString(_ text: String) -> String {
        var quoted = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0x20..<0x7F: quoted.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return quoted + "\""
    }

    // MARK: Reading

    /// Reads a file written by `rendered()` (or by hand in the same form):
    /// comments and blank lines are skipped; values are JSON strings,
    /// lists of them, true, false or null.
    package static func parse(_ text: String) throws(Problem) -> VdirsyncerConfig {
        var sections: [Section] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw Problem(line: number, reason: "a section title without its ]") }
                let words = line.dropFirst().dropLast().split(separator: " ", maxSplits: 1).map(String.init)
                guard let kind = words.first else { throw Problem(line: number, reason: "an empty section title") }
                sections.append(Section(kind: kind, name: words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil,
                                        entries: []))
                continue
            }
            guard let equals = line.firstIndex(of: "="), !sections.isEmpty else {
                throw Problem(line: number, reason: "neither a section title nor KEY = VALUE in a section")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let valueText = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let value = value(valueText) else {
                throw Problem(line: number, reason: "the value of \(key) is not a JSON string, list, true, false or null")
            }
            sections[sections.count - 1].entries.append(Entry(key, value))
        }
        return VdirsyncerConfig(sections: sections)
    }

    static func value(_ text: String) -> Value? {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        let decoder = JSONDecoder()
        if text.hasPrefix("\""), let strings = try? decoder.decode([String].self, from: Data("[\(text)]".utf8)),
           strings.count == 1 {
            return .string(strings[0])
        }
        if text.hasPrefix("["), let list = try? decoder.decode([String].self, from: Data(text.utf8)) {
            return .list(list)
        }
        return nil
    }
}
