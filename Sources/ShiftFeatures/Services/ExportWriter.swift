/// Writes an export to a file.
package protocol ExportWriter: Sendable {
    /// Writes `text` to `path` (`~/` is the home folder, a relative path is
    /// relative to the working directory) and returns the absolute path written.
    func write(_ text: String, to path: String) async throws -> String
}
