import Foundation
import Redux
import ShiftModel

/// What the settings reducer asks for when its form takes a submission.
package enum SettingsEffect: Hashable, Sendable {
    case save(Catalog)
    case export(ExportRequest)
}
