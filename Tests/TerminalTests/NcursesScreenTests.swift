import Testing
@testable import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct NcursesScreenTests {
    // Under `swift test` stdin is normally a pipe or /dev/null. When it is a real terminal,
    // start() would succeed and take the terminal over, so the check is skipped.
    @Test(.enabled(if: isatty(0) == 0, "standard input is a terminal here"))
    func startThrowsAClearErrorWhenStdinIsNotATerminal() {
        // Were start() to succeed, the returned screen is dropped at once and its deinit
        // restores the terminal.
        #expect(throws: TerminalError.standardInputNotATerminal) {
            try NcursesScreen.start()
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(TerminalError.standardInputNotATerminal.description == "standard input is not a terminal")
        #expect(TerminalError.standardOutputNotATerminal.description == "standard output is not a terminal")
        #expect(TerminalError.terminalTypeNotSet.description
            == "the TERM environment variable is not set: set it to your terminal's type (for example TERM=xterm-256color)")
        #expect(
            TerminalError.unknownTerminalType("vt999").description
                == "unknown terminal type \"vt999\" (check the TERM environment variable; for example TERM=xterm-256color)")
        #expect(TerminalError.cannotDrawScreen("dumb").description
            == "the terminal type \"dumb\" cannot move the cursor, which the full-screen app needs: set TERM to your "
                + "terminal's type (for example TERM=xterm-256color); commands such as `shifts today` work on any terminal")
        #expect(TerminalError.alreadyStarted.description == "the terminal is already in use by another screen")
        #expect(TerminalError.cannotReadInput("Too many open files").description
            == "cannot read keys from the terminal: Too many open files")
        #expect(TerminalError.cannotWriteOutput("Too many open files").description
            == "cannot draw on the terminal: Too many open files")
    }

    // ncurses attribute bits (curses.h): A_UNDERLINE 1<<17, A_REVERSE 1<<18, A_DIM 1<<20, A_BOLD 1<<21.
    @Test func mapsStylesToAttributes() {
        #expect(NcursesScreen.attributes(for: .plain) == 0)
        #expect(NcursesScreen.attributes(for: .bold) == 1 << 21)
        #expect(NcursesScreen.attributes(for: TextStyle(dim: true, underline: true)) == 1 << 20 | 1 << 17)
        #expect(NcursesScreen.attributes(for: TextStyle(bold: true, reverse: true)) == 1 << 21 | 1 << 18)
    }

    @Test func mapsForegroundColoursToPairs() {
        #expect(NcursesScreen.colorPair(for: .plain) == 0)
        #expect(NcursesScreen.colorPair(for: .colored(.black)) == 1)
        #expect(NcursesScreen.colorPair(for: .colored(.red)) == 2)
        #expect(NcursesScreen.colorPair(for: TextStyle(bold: true, foreground: .white)) == 8)
    }
}

@Suite struct NcursesCellTextTests {
    /// A C library that knows the characters used here, like glibc 2.36 (Unicode 14).
    private static func systemWidth(_ value: UInt32) -> Int {
        switch value {
        case 0x200D, 0x301, 0xFE0F: 0
        case 0x65E5, 0x1F319, 0x1F468, 0x1F469, 0x1F467: 2
        case 0x1FAE8: -1  // SHAKING FACE, Unicode 15
        default: 1
        }
    }

    private func pieces(_ text: String, width: Int, maxCodePoints: Int = 5) -> [[UInt32]] {
        NcursesCellText.pieces(for: text, width: width, maxCodePoints: maxCodePoints, systemWidth: Self.systemWidth)
    }

    @Test func passesThroughWhatTheCLibraryAgreesWith() {
        #expect(pieces("a", width: 1) == [[0x61]])
        #expect(pieces("e\u{301}", width: 1) == [[0x65, 0x301]])
        #expect(pieces("日", width: 2) == [[0x65E5]])
        #expect(pieces("🌙", width: 2) == [[0x1F319]])
    }

    @Test func writesNothingForTheRightHalfOfAWideCharacter() {
        #expect(pieces("", width: 0) == [])
    }

    @Test func keepsAtMostTheCellsCapacityOfCombiningMarks() {
        #expect(pieces("a" + String(repeating: "\u{301}", count: 6), width: 1, maxCodePoints: 5)
            == [[0x61, 0x301, 0x301, 0x301, 0x301]])
    }

    @Test func aZWJSequenceKeepsItsFirstEmojiWithoutADanglingJoiner() {
        #expect(pieces("👨\u{200D}👩\u{200D}👧", width: 2) == [[0x1F468]])
    }

    @Test func aFlagBecomesTwoNarrowIndicators() {
        #expect(pieces("🇯🇵", width: 2) == [[0x1F1EF], [0x1F1F5]])
    }

    @Test func aVS16SequenceTheCLibraryThinksNarrowIsPaddedWithASpace() {
        #expect(pieces("❤\u{FE0F}", width: 2) == [[0x2764], [0x20]])
    }

    @Test func anEmojiTooNewForTheCLibraryBecomesAPlaceholder() {
        #expect(pieces("\u{1FAE8}", width: 2) == [[0x3F], [0x20]])
    }
}
