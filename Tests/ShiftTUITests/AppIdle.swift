import Redux
import ReduxTesting
@testable import ShiftTUI

@UIActor
extension TerminalApp {
    /// Drives the app to idle (no dispatch of a key or of the app in
    /// flight), within a bounded wait: the test then asserts the exact
    /// screen and state. A dispatch that never ends fails the test here.
    func settle(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) async {
        await waitFor("the app to go idle", fileID: fileID, filePath: filePath, line: line, column: column) {
            await self.idle()
        }
    }
}
