import Redux
import ShiftModel

/// Pure transitions of the Statistics screen. The figures themselves are
/// computed by the middleware from the shifts it read (`HoursCalculator`).
package enum StatisticsReducer {
    /// What the Statistics screen reads and does not own.
    package struct Input: Sendable {
        /// Today, as the app last learned it; nil before the first day is known.
        package var today: CalendarDay?
        package var firstWeekday: Weekday
        /// Loads start only while the screen is shown.
        package var isShown: Bool

        package init(today: CalendarDay?, firstWeekday: Weekday, isShown: Bool) {
            self.today = today
            self.firstWeekday = firstWeekday
            self.isShown = isShown
        }

        package init(_ app: AppState) {
            self.init(today: app.clockToday,
                      firstWeekday: app.catalog.catalog.settings.firstWeekday, isShown: app.screen == .statistics)
        }
    }

    package static let reducer = EffectReducer<StatisticsState, Input, StatisticsAction, StatisticsEffect>(reduce)

    /// The range form, built in one place: the period shown, or empty.
    package static func rangeForm(_ period: StatisticsPeriod?) -> FormState<StatisticsRangeField> {
        FormState([
            FormField(.from, .text(maxLength: 20), text: period?.days.lowerBound.description ?? ""),
            FormField(.through, .text(maxLength: 20), text: period?.days.upperBound.description ?? ""),
        ])
    }

    /// Every change of the period shown, and a reload while shown, asks
    /// `StatisticsMiddleware` to read it.
    @discardableResult
    package static func reduce(_ state: inout StatisticsState, _ action: StatisticsAction,
                              input: Input) -> StatisticsEffect? {
        switch action {
        case .opened:
            guard input.isShown else { return nil }
            if state.period == nil, let today = input.today {
                state.period = .containing(today, kind: .month, firstWeekday: input.firstWeekday)
            }
            return loading(&state)

        case .reload:
            if input.isShown {
                return loading(&state)
            } else if state.status == .loading {
                // Not shown: nothing is read now; opening the screen reads again.
                state.status = .notLoaded
            }

        case .movePeriod(let steps):
            guard input.isShown, let period = state.period else { return nil }
            state.period = period.moved(by: steps)
            return loading(&state)

        case .showKind(let kind):
            guard input.isShown, let period = state.period else { return nil }
            let anchor = input.today.flatMap { period.days.contains($0) ? $0 : nil } ?? period.days.lowerBound
            state.period = .containing(anchor, kind: kind, firstWeekday: input.firstWeekday)
            return loading(&state)

        case .goToToday:
            guard input.isShown, let today = input.today else { return nil }
            let kind = state.period?.kind ?? .month
            if kind == .range, let period = state.period {
                // A range keeps its length, starting today.
                state.period = StatisticsPeriod(kind: .range, days: today...today.adding(days: period.dayCount - 1))
            } else {
                state.period = .containing(today, kind: kind, firstWeekday: input.firstWeekday)
            }
            return loading(&state)

        case .loaded(let period, let result):
            // Only the answer for the period shown (the first load learns it).
            guard state.period == nil || state.period == period else { return nil }
            state.period = period
            switch result {
            case .success(let figures):
                state.figures = figures
                state.status = .loaded
            case .failure(let error):
                state.figures = nil
                state.status = .failed(error.message)
            }

        case .openRangeForm:
            guard input.isShown else { return nil }
            state.rangeForm = rangeForm(state.period)

        case .form(let formAction):
            let outcome = FormReducer.reduce(&state.rangeForm, formAction)
            let checks = outcome == .submit || state.rangeForm?.rechecks(after: formAction) == true
            guard checks else { return nil }
            var problems: [StatisticsRangeField: FieldProblem] = [:]
            if case .invalid(let found)? = rangeSubmission(state.rangeForm, today: input.today) { problems = found }
            if outcome == .submit {
                state.rangeForm?.refused(problems)
            } else {
                state.rangeForm?.clearSolved(problems)
            }
            return nil

        case .rangeSubmitted(let days):
            state.rangeForm = nil
            state.period = StatisticsPeriod(kind: .range, days: days)
            return loading(&state)
        }
        return nil
    }

    private static func loading(_ state: inout StatisticsState) -> StatisticsEffect {
        state.status = .loading
        return .load(state.period)
    }

    /// What Enter on the range form comes to.
    package enum RangeSubmission: Hashable, Sendable {
        case invalid([StatisticsRangeField: FieldProblem])
        case range(ClosedRange<CalendarDay>)
    }

    /// What Enter on the range form comes to, or nil with it not open.
    package static func rangeSubmission(_ form: FormState<StatisticsRangeField>?, today: CalendarDay?) -> RangeSubmission? {
        guard let form else { return nil }
        var problems: [StatisticsRangeField: FieldProblem] = [:]
        func day(_ field: StatisticsRangeField) -> CalendarDay? {
            let resolved: Result<CalendarDay, DayArgument.Refusal>
            if let today {
                resolved = DayArgument.resolve(form.text(field), today: today)
            } else {
                let day = CalendarDay(iso: TextRules.trimmed(form.text(field)))
                resolved = day.map { $0.isSupported ? .success($0) : .failure(.unsupported($0)) } ?? .failure(.notADate)
            }
            switch resolved {
            case .success(let day): return day
            case .failure(let refusal): problems[field] = refusal.problem
            }
            return nil
        }
        let from = day(.from)
        let through = day(.through)
        if let from, let through {
            problems[.through] = FieldProblem.ofRange(from: from, through: through,
                                                      maxDays: StatisticsPeriod.maxRangeDays)
        }
        guard problems.isEmpty, let from, let through else { return .invalid(problems) }
        return .range(from...through)
    }
}
