import Foundation

/// A value that could not be encoded as JSON. The files hold only strings,
/// numbers and booleans, so it should never happen; if it does, nothing is
/// written and the save says why, rather than writing `{}` or an empty file
/// over good data.
struct JSONEncodingFailure: Error, Equatable {
    let message: String
}

extension JSONEncoder {
    /// `value` as JSON bytes and a newline (the files end each record with one).
    func bytes(of value: some Encodable) throws(JSONEncodingFailure) -> [UInt8] {
        do {
            return Array(try encode(value)) + [10]
        } catch {
            throw JSONEncodingFailure(message: "cannot encode \(type(of: value)) as JSON: \(error)")
        }
    }
}
