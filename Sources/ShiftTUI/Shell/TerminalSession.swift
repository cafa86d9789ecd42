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
public enum TerminalSession {
    public static func run(store: AppStore, calendar: Calendar) async throws {
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

/// The screen and app of a running session, isolated to the UI actor so
/// signal handlers can reach them safely.
@UIActor
final class RunningSession {
    let screen: NcursesScreen
    let app: TerminalApp

    init(screen: NcursesScreen, app: TerminalApp) {
        self.screen = screen
        self.app = app
    }

    func resize() {
        screen.updateSize()
        app.resized()
    }
}

/// Turns process signals into callbacks on a dispatch queue (never on the
/// UI actor's threads). The default actions are ignored while it runs, so
/// SIGTERM restores the terminal instead of killing the process mid-frame.
final class SignalWatcher: @unchecked Sendable {
    // @unchecked: the callbacks are set once before start() and only read by
    // the dispatch sources afterwards.
    var onQuit: @Sendable () -> Void = {}
    var onResize: @Sendable () -> Void = {}
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "shifts.signals")

    func start() {
        for signalNumber in [SIGTERM, SIGINT, SIGHUP, SIGWINCH] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            let isResize = signalNumber == SIGWINCH
            source.setEventHandler { [weak self] in
                guard let self else { return }
                if isResize { self.onResize() } else { self.onQuit() }
            }
            source.resume()
            sources.append(source)
        }
    }

    func stop() {
        for source in sources { source.cancel() }
        sources = []
        for signalNumber in [SIGTERM, SIGINT, SIGHUP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
    }
}
