import Dispatch
import Foundation
import Redux
import ShiftFeatures
import Terminal
#if canImport(Glibc)
import Glibc
#endif

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
