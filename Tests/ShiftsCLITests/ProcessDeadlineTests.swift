import Foundation
import ReduxTesting
import ShiftStorage
import Testing

/// The waits for child processes are bounded: a command or a save loop that
/// never ends is killed, and its test fails saying what it ran.
@Suite("Process deadlines: a child that never ends is killed and fails its test")
struct ProcessDeadlineTests {
    @Test("a command still running after its timeout is killed and throws, with what it ran and printed")
    func commandTimesOut() async throws {
        // An hour: a command the deadline did not kill would hold this test
        // past its time limit; `TimedOut` comes only from a kill.
        do {
            let result = try await CLIProcess.run(["-c", "echo started; echo waiting >&2; exec sleep 3600"],
                                            timeout: BoundedWait.scaled(.seconds(5)), executable: URL(fileURLWithPath: "/bin/sh"))
            Issue.record("the command ended on its own: \(result)")
        } catch let timedOut as CLIProcess.TimedOut {
            #expect(timedOut.description == """
                sh -c echo started; echo waiting >&2; exec sleep 3600 was still running after \(BoundedWait.scaled(.seconds(5))) and was killed.
                stdout: "started\\n"
                stderr: "waiting\\n"
                """)
        }
    }

    @Test("a command that fills stderr before it closes stdout is read to its end")
    func fullStderr() async throws {
        // 1 MB on stderr first: read one pipe after the other, this waited for ever.
        let result = try await CLIProcess.run(["-c", "yes e | head -c 1000000 >&2; echo done"],
                                        executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0)
        #expect(result.stdout == "done\n")
        #expect(result.stderr == String(repeating: "e\n", count: 500_000))
    }

    @Test("a save loop still running after its lifetime is killed, and finish() fails the test")
    func writerOutlivesItsLifetime() async throws {
        let directory = try CrashSafetyTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try CrashSafetyTests.Writer(directory: directory, tag: "slow", saves: 1_000_000,
                                                 lifetime: .milliseconds(300))
        await writer.waitForLines(1_000_000)
        await withKnownIssue {
            await writer.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["shifts-save-loop slow was still running after 0.3 seconds and was killed."]
        }
        #expect(writer.process.terminationReason == .uncaughtSignal)
    }
}
