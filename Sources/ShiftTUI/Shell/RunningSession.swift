import Dispatch
import Foundation
import Redux
import ShiftFeatures
import Terminal
#if canImport(Glibc)
import Glibc
#endif

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
