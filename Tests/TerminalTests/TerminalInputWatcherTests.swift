import ReduxTesting
import Testing
import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe standing in for the terminal: bytes written to `writer` are "keys" on `reader`.
private struct TestPipe {
    let reader: Int32
    let writer: Int32

    init() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        reader = descriptors[0]
        writer = descriptors[1]
        // Never blocks: with nothing to read, a drain returns "" and the
        // test fails there instead of waiting for input that cannot come.
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(writer, &bytes, bytes.count)
    }

    /// Reads what is waiting, as the owner of the terminal would before acknowledging.
    func drain(_ count: Int) -> String {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = read(reader, &buffer, count)
        return String(decoding: buffer.prefix(max(got, 0)), as: UTF8.self)
    }

    func closeAll() {
        close(reader)
        close(writer)
    }
}

/// A readiness that never comes ends at the time limit: the stream ends when
/// the waiting test is cancelled, and the `#expect` on it fails.
@Suite(.timeLimit(.minutes(BoundedWait.timeLimitMinutes))) struct TerminalInputWatcherTests {
    @Test func deliversOneReadinessAndWaitsForAcknowledge() async throws {
        let pipe = try TestPipe()
        let watcher = TerminalInputWatcher(fileDescriptor: pipe.reader)
        var readiness = watcher.readiness.makeAsyncIterator()
        watcher.start()
        #expect(watcher.isAwaitingAcknowledge == false)

        pipe.send("a")
        #expect(await readiness.next() != nil)
        #expect(watcher.isAwaitingAcknowledge == true)

        // More input arrives, nothing is drained or acknowledged: no second readiness.
        pipe.send("b")
        watcher.stop()
        #expect(await readiness.next() == nil)
        #expect(pipe.drain(8) == "ab")
        pipe.closeAll()
    }

    @Test func pollsAgainAfterDrainAndAcknowledge() async throws {
        let pipe = try TestPipe()
        let watcher = TerminalInputWatcher(fileDescriptor: pipe.reader)
        var readiness = watcher.readiness.makeAsyncIterator()
        watcher.start()

        pipe.send("q")
        #expect(await readiness.next() != nil)
        #expect(pipe.drain(8) == "q")
        watcher.acknowledge()

        pipe.send("r")
        #expect(await readiness.next() != nil)
        #expect(watcher.isAwaitingAcknowledge == true)
        #expect(pipe.drain(8) == "r")

        watcher.stop()
        #expect(await readiness.next() == nil)
        pipe.closeAll()
    }

    @Test func inputLeftUnreadIsReportedAgainAfterAcknowledge() async throws {
        let pipe = try TestPipe()
        let watcher = TerminalInputWatcher(fileDescriptor: pipe.reader)
        var readiness = watcher.readiness.makeAsyncIterator()
        watcher.start()

        pipe.send("xy")
        #expect(await readiness.next() != nil)
        #expect(pipe.drain(1) == "x")
        watcher.acknowledge()
        #expect(await readiness.next() != nil)
        #expect(pipe.drain(8) == "y")

        watcher.stop()
        #expect(await readiness.next() == nil)
        pipe.closeAll()
    }

    @Test func endsWhenTheInputHangsUp() async throws {
        let pipe = try TestPipe()
        close(pipe.writer)
        let watcher = TerminalInputWatcher(fileDescriptor: pipe.reader)
        var readiness = watcher.readiness.makeAsyncIterator()
        watcher.start()
        #expect(await readiness.next() == nil)
        #expect(watcher.isAwaitingAcknowledge == false)
        close(pipe.reader)
    }

    @Test func stopBeforeStartEndsTheStreamAndStartThenDoesNothing() async throws {
        let pipe = try TestPipe()
        let watcher = TerminalInputWatcher(fileDescriptor: pipe.reader)
        var readiness = watcher.readiness.makeAsyncIterator()
        watcher.stop()
        watcher.start()
        pipe.send("a")
        #expect(await readiness.next() == nil)
        #expect(watcher.isAwaitingAcknowledge == false)
        pipe.closeAll()
    }
}
