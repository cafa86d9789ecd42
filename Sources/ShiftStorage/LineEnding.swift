enum LineEnding: Equatable, Sendable {
    case crlf
    case lf

    var bytes: [UInt8] { self == .crlf ? [13, 10] : [10] }
}
