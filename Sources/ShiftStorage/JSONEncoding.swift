import Foundation

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
