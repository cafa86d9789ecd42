import Redux

/// Which screen shows: a number key, Tab or Shift-Tab, while no form has the keys.
package enum ScreenReducer {
    package static let reducer = ReadingReducer<AppScreen, Bool, AppScreen> { screen, shown, noFormOpen in
        if noFormOpen { screen = shown }
    }

    /// The screen an action shows: a screen key's, or the Schedule opened on a day.
    static func screen(shownBy action: AppAction) -> AppScreen? {
        switch action {
        case .showScreen(let screen): screen
        case .schedule(.openOn): .schedule
        default: nil
        }
    }
}
