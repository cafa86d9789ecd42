import ShiftFeatures

/// An export writer for containers that have no file system to write to.
package struct UnavailableExportWriter: ExportWriter {
    package init() {}

    package func write(_ text: String, to path: String) async throws -> String {
        throw UserFacingError(message: "Export is not available here. Nothing was written.")
    }
}
