import Testing
@testable import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal is played by a SOCK_SEQPACKET socket: each write arrives as
/// one message, so the messages read are the writes made.
@Suite struct FrameCaptureTests {
    /// The messages waiting on `socket`, each as text.
    static func messages(on socket: Int32) -> [String] {
        var found: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            guard count > 0 else { return found }
            found.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
    }

    static func write(_ text: String, to descriptor: Int32) {
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
    }

    @Test func aFrameWrittenInPiecesReachesTheTerminalInOneWriteAndWritesOutsideFramesGoStraightThere() throws {
        var pair: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair) == 0)
        defer { close(pair[1]) }
        guard let frames = FrameCapture(output: pair[0]) else {
            Issue.record("the terminal descriptor could not be duplicated")
            return
        }
        // What ncurses does between frames (the cursor hidden): written as is.
        Self.write("setup", to: pair[0])
        #expect(Self.messages(on: pair[1]) == ["setup"])

        for frame in ["first", "second"] {
            let began = frames.begin()
            #expect(began)
            // ncurses flushes after each cursor move: a frame in pieces.
            for piece in ["\u{1B}[1;1H", frame, "\u{1B}[2;5H", "!"] { Self.write(piece, to: pair[0]) }
            #expect(Self.messages(on: pair[1]) == [])
            let written = frames.end()
            #expect(written == 12 + frame.utf8.count + 1)
            #expect(Self.messages(on: pair[1]) == ["\u{1B}[1;1H\(frame)\u{1B}[2;5H!"])
        }
        // The terminal is back on the descriptor.
        Self.write("after", to: pair[0])
        #expect(Self.messages(on: pair[1]) == ["after"])
        close(pair[0])
    }
}
