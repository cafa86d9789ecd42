import ShiftFeatures
import ShiftModel
import ShiftPresentation

extension ScheduleProps {
    /// What is open over the grid, in words: made from the Schedule's one
    /// `ScheduleOverlay`, so the screen draws on top what the keys go to.
    indirect enum Overlay: Hashable, Sendable {
        case none
        /// A form takes the body.
        case form(FormProps)
        /// A question on the bottom line, over what it asks about.
        case question(String, over: Overlay)
        /// The `/` search line.
        case search(TextInput)
        /// A rotation previewed: what Enter does, the rotation and days,
        /// and why its change was refused.
        case preview(line: String, range: String, failure: String?)
        /// The go-to prompt's text and cursor, and why the date was not taken.
        case goTo(TextInput, error: String?)
        /// The rota line: what was typed, and what it makes.
        case rota(RotaLine)

        init(_ overlay: ScheduleOverlay, _ input: Input) {
            switch overlay {
            case .none: self = .none
            case .form(let owner): self = Self.form(owner, input).map(Overlay.form) ?? .none
            case .question(let question, let below):
                self = .question(QuestionWords.screen(question, catalog: input.catalog), over: Overlay(below, input))
            case .search(let line): self = .search(line)
            case .rotationPreview(let preview):
                self = .preview(line: RotationPreviewWords.preview(preview.plan),
                                range: RotationPreviewWords.range(preview.plan),
                                failure: preview.failure.map(FormWords.failure))
            case .goTo(let typed, let problem): self = .goTo(typed, error: problem.map(ScheduleProps.goToSentence))
            case .rota(let prompt): self = .rota(RotaLine(prompt, catalog: input.catalog))
            }
        }

        /// The form `owner` has open, in words.
        private static func form(_ owner: FormOwner, _ input: Input) -> FormProps? {
            switch owner {
            case .shiftEditor:
                return FormProps(editor: input.editor)
            case .rotationApply:
                return input.rotationApply.form.map {
                    var props = FormProps($0, title: FormWords.rotationApplyTitle, words: FormWords.rotationApply,
                                          problem: FormWords.rotationApplyProblem)
                    if input.rotationApply.loading != nil { props.isSaving = true }
                    return props
                }
            case .bulk:
                return input.bulk.form.map {
                    FormProps($0, title: FormWords.bulkTitle(input.bulk.kind), words: FormWords.bulk)
                }
            case .scheduleFilter:
                return input.schedule.filterForm.map {
                    FormProps($0, title: FormWords.scheduleFilterTitle, words: FormWords.scheduleFilter)
                }
            default:
                return nil
            }
        }

        /// What is drawn under the question, if one is asked; else itself.
        var base: Overlay {
            if case .question(_, let over) = self { return over.base }
            return self
        }

        /// The question asked on the bottom line, if one is.
        var question: String? {
            if case .question(let question, _) = self { return question }
            return nil
        }

        /// Why what was typed or previewed was not taken, for the message line.
        var problem: String? {
            switch base {
            case .preview(_, _, let failure): failure
            case .goTo(_, let error): error
            case .rota(let rota): rota.problem
            default: nil
            }
        }
    }

    /// Why a typed go-to date was not taken; the prompt shows the forms it takes.
    static func goToSentence(_ problem: FieldProblem) -> String {
        switch problem {
        case .missing: "Type a date in one of the forms shown above."
        case .unknownDate(let typed): "\"\(typed)\" is not a date: use one of the forms shown above."
        default: problem.sentence
        }
    }
}
