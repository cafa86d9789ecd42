#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables that place the data dir and the caches
/// (HOME, SHIFTS_DATA_DIR, XDG_DATA_HOME, XDG_CACHE_HOME, SHIFTS_BACKUPS):
/// the process's own, each read when asked for, or given (tests).
///
/// Not a dictionary: the first `[String: String]` a process fills checks
/// `String: Hashable` by scanning every conformance record of the binary,
/// and copying the whole environment (ProcessInfo's) costs more still: both
/// were on the path of an empty `shifts today` (Docs/Performance.md).
package struct EnvironmentVariables: Sendable, ExpressibleByDictionaryLiteral {
    /// nil: the process's environment.
    private let given: [(name: String, value: String)]?

    /// The process's environment, read at each lookup.
    package static let process = EnvironmentVariables(given: nil)

    private init(given: [(name: String, value: String)]?) {
        self.given = given
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        given = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The variable's value; nil when it is not set.
    package subscript(name: String) -> String? {
        guard let given else { return getenv(name).map { String(cString: $0) } }
        return given.last { $0.name == name }?.value
    }
}
