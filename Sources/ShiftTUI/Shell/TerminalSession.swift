import Dispatch
import Foundation
import Redux
import ShiftFeatures
import Terminal

#if canImport(Glibc)
import Glibc
#endif

/// Runs a `TerminalApp` on the real terminal: ncurses screen, an input thread
/// that never lets the UI actor block, signals (SIGTERM, SIGINT, SIGHUP quit;
/// SIGWINCH resizes), and a terminal restored on every way out.
@UIActor
package enum TerminalSession {
    package static func run(store: AppStore, calendar: Calendar) async throws {
        let screen = try NcursesScreen.start()
        defer { screen.stop() }

        let app = TerminalApp(store: store, screen: screen, calendar: calendar)
        let session = RunningSession(screen: screen, app: app)
        app.onSuspend = { screen.suspend() }
        let watcher = TerminalInputWatcher(fileDescriptor: screen.inputFileDescriptor)
        let signals = SignalWatcher()
        signals.onQuit = { Task { @UIActor in session.app.quit() } }
        signals.onResize = { Task { @UIActor in session.resize() } }
        signals.start()
        defer { signals.stop() }

        let trapsOnKey = getenv(Self.trapOnKeyVariable) != nil
        let input = Task { @UIActor in
            for await _ in watcher.readiness {
                while let key = screen.readKey() {
                    if trapsOnKey { Self.trap() }
                    app.receive(key)
                }
                watcher.acknowledge()
                if app.isFinished { break }
            }
            // The stream ends when the terminal hangs up: nothing more can be typed.
            app.quit()
        }
        watcher.start()
        await app.run()
        watcher.stop()
        input.cancel()
    }

    /// Set (to anything) by the end-to-end test: the first key ends the
    /// program with a genuine Swift runtime trap, as a failed precondition or
    /// an index out of range would, so the test sees the terminal put back
    /// after a real crash on the UI actor, not only after `kill`.
    static let trapOnKeyVariable = "SHIFTS_TEST_TRAP_ON_KEY"

    private static func trap() -> Never {
        fatalError("\(trapOnKeyVariable) is set: a key ended the program with a runtime trap.")
    }
}
