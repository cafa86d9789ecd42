import ShiftFeatures

/// An export writer for containers that have no file system to write to.
public struct UnavailableExportWriter: ExportWriter {
    public init() {}

    public func write(_ text: String, to path: String) async throws -> String {
        throw UserFacingError(message: "Export is not available here. Nothing was written.")
    }
}
