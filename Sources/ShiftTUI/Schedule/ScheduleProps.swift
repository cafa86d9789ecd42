import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// Everything the Schedule screen draws, already decided: the view is a
/// pure function of these props, so a frame of any size can be rendered
/// (and benchmarked) from them alone.
package struct ScheduleProps: Hashable, Sendable {
    /// One shift's symbol in a day cell.
    package struct Mark: Hashable, Sendable {
        package var symbol: String
        package var color: TerminalColor
        package var isSick: Bool
        /// A filter is kept and this shift is not one it keeps: drawn dim.
        package var isDimmed = false
    }

    /// What a previewed rotation does to a day, as the grid draws it.
    package struct PreviewMark: Hashable, Sendable {
        /// The rotation's symbol for the day (`?` for a type deleted since).
        package var symbol: String
        package var color: TerminalColor?
        /// The day has shifts the rotation meets: highlighted.
        package var isConflict: Bool
        /// The rotation's shift is written: not on a day kept (skipped).
        package var isWritten: Bool
        /// The day's shifts go for the rotation's.
        package var replaces: Bool
    }

    package struct DayCell: Hashable, Sendable {
        package var day: CalendarDay
        package var isInMonth: Bool
        package var isToday: Bool
        package var isCursor: Bool
        /// Marked with v for a bulk change.
        package var isMarked: Bool
        /// Overnight shifts from the day before, still running at its start.
        package var continuing: [Mark]
        /// Shifts starting on the day, in start order.
        package var marks: [Mark]
        /// Two of the day's shifts overlap (written so by another program):
        /// marked, so it is seen.
        package var hasClash = false
        /// A shift of the day matches the filter kept.
        package var isMatch = false
        /// What the rotation previewed does to the day; nil outside it or off.
        package var preview: PreviewMark?
        /// A shift of the day is part of a working-time rule broken.
        package var breaksRules = false
        /// The day is a public holiday.
        package var isHoliday = false
    }

    /// One shift in the day pane.
    package struct PaneRow: Hashable, Sendable {
        package var symbol: String
        package var color: TerminalColor
        package var title: String
        package var time: String
        package var detail: String?
        package var isSick: Bool
        package var isSelected: Bool
    }

    package var monthTitle = ""
    /// Three-letter weekday names in column order (the calendar's first weekday first).
    package var weekdays: [String] = []
    package var weeks: [[DayCell]] = []
    package var paneTitle = ""
    package var paneRows: [PaneRow] = []
    /// `E Early 06:00–15:00 overlaps L Late 14:00–22:00`, when the cursor's
    /// day holds shifts that overlap.
    package var paneClash: String?
    /// The working-time rules broken that touch the cursor's day, in words.
    package var paneRules: [String] = []
    /// `Public holiday: Christmas Day` when the cursor's day is one.
    package var paneHoliday: String?
    package var paneEmptyText = "Loading…"
    package var isBusy = false
    package var errorMessage: String?
    var notice: NoticeLine?
    /// What is open over the grid (a form, a question, a prompt, the
    /// preview), in words: the one the keys go to.
    var overlay: Overlay = .none
    /// `3 days marked: a adds one type to all, …` while days are marked.
    package var marksSummary: String?
    /// The filter kept, for the header: `filter: E Early · sick · "late"`.
    package var filterSummary: String?
    /// How many days match and the keys that go with it, under the header.
    package var filterLine: String?
    /// Why a jump to a match went nowhere.
    package var filterNotice: String?
    /// The legend of the grid's marks, in place of the day pane.
    package var showsLegend = false
    /// ISO week number of each row of `weeks`; empty when the setting is off.
    package var weekNumbers: [Int] = []

    /// What the props are made from (compared each frame, so only a change
    /// of these builds new props).
    package struct Input: Hashable, Sendable {
        package var schedule: ScheduleState
        /// The clock's today: the grid marks it.
        package var today: CalendarDay?
        package var editor: ShiftEditorState
        package var bulk: BulkEditState
        package var shiftEdit: ShiftEditState
        package var catalog: Catalog
        package var staleStep: StaleStep?
        package var rotationApply: RotationApplyState
        package var holidays: PublicHolidays

        package init(_ state: AppState) {
            holidays = state.holidays.holidays
            schedule = state.schedule
            today = state.clockToday
            editor = state.editor
            bulk = state.bulk
            shiftEdit = state.shiftEdit
            catalog = state.catalog.catalog
            staleStep = state.history.staleStep
            rotationApply = state.rotationApply
        }

        /// What is open over the grid: what the keys go to.
        package var overlay: ScheduleOverlay {
            ScheduleOverlay(schedule: schedule, editor: editor, bulk: bulk, rotationApply: rotationApply,
                            staleStep: staleStep)
        }
    }

    /// The screen's parts, each made by its own function: what is open
    /// over the grid, the messages and the spinner, the month grid with the
    /// filter's matches, and the cursor's day.
    package init(_ input: Input, calendar: Calendar) {
        let open = input.overlay
        overlay = Overlay(open, input)
        makeStatus(input)
        guard let cursor = input.schedule.cursor else { return }
        makeGrid(input, open: open.base, cursor: cursor, calendar: calendar)
        makePane(input, cursor: cursor, calendar: calendar)
    }

    /// The spinner, the messages and the marks' summary.
    private mutating func makeStatus(_ input: Input) {
        let state = input.schedule
        isBusy = state.isLoading || input.shiftEdit.isApplying || input.rotationApply.loading != nil
        errorMessage = state.errorMessage
        notice = input.shiftEdit.shownNotice.map(NoticeLine.init)
        showsLegend = state.showsLegend
        filterNotice = state.filterNotice.map(ScheduleFilterWords.notice)
        let marked = input.bulk.markedDays(cursor: state.cursor).count
        marksSummary = marked == 0 ? nil
            : "\(marked.counted("day")) marked\(input.bulk.rangeAnchor == nil ? "" : " (\(KeyWords.range) ends range)"): "
                + "\(KeyWords.addToMarked) add, \(KeyWords.addPerDay) per day, \(KeyWords.deleteMarked) delete, "
                + "\(KeyWords.copy) copy, \(KeyWords.clearMarks) unmark"
    }
}
