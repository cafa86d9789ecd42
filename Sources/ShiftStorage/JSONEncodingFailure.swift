import Foundation

/// A value that could not be encoded as JSON. The files hold only strings,
/// numbers and booleans, so it should never happen; if it does, nothing is
/// written and the save says why, rather than writing `{}` or an empty file
/// over good data.
struct JSONEncodingFailure: Error, Equatable {
    let message: String
}
