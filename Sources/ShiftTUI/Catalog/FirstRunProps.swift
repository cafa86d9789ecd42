import ShiftPresentation
import ShiftFeatures
import ShiftModel
import Terminal

/// What the first-run screen draws: the name question and the default
/// catalog that confirming will save.
struct FirstRunProps: Hashable, Sendable {
    package var form: FormProps
    package var types: [String]

    package init(form: FormState<FirstRunField>, catalog: Catalog) {
        self.form = FormProps(form, title: FormWords.firstRunTitle, words: FormWords.firstRun,
                              problem: FormWords.firstRunProblem, failure: FormWords.firstRunFailure)
        types = catalog.shiftTypes.map { type in
            let location = catalog.location(type.locationID)?.name ?? ""
            return "\(type.symbol)  \(type.title.padding(toLength: 8, withPad: " ", startingAt: 0)) "
                + "\(type.duration.label.padding(toLength: 24, withPad: " ", startingAt: 0)) @ \(location)"
        }
    }
}
