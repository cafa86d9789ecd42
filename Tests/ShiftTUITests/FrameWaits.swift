import ReduxTesting
import Redux
import Terminal

@UIActor
extension VirtualScreen {
    /// Waits for the frames the app presents until `condition` holds
    /// (checked first, then after each frame). If it does not within
    /// `timeout`, the test fails here, naming `what`: a frame that never
    /// comes cannot hang the test.
    func waitForFrames(
        _ what: String, timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        until condition: @escaping @UIActor () -> Bool
    ) async {
        await waitFor(what, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column) {
            @UIActor in
            while !condition() { _ = await self.nextFrame() }
        }
    }
}
