import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// shifts' own vdirsyncer config: written as vdirsyncer reads it (each value
/// JSON), read back, a pair's sections for a member and for the share, the
/// password's fetch for each choice, and the reasons read from vdirsyncer's
/// output.
@Suite("vdirsyncer config, pairs and passwords")
struct VdirsyncerConfigTests {
    @Test("values are JSON: quotes and backslashes escaped, anything past ASCII as \\u, lists, booleans, null")
    func renderedValues() {
        #expect(VdirsyncerConfig.rendered(.string("a \"b\" \\ c")) == #""a \"b\" \\ c""#)
        #expect(VdirsyncerConfig.rendered(.string("José 😀")) == #""Jos\u00e9 \ud83d\ude00""#)
        #expect(VdirsyncerConfig.rendered(.list(["command", "pass", "show ward/ana"])) == #"["command", "pass", "show ward/ana"]"#)
        #expect(VdirsyncerConfig.rendered(.bool(true)) == "true")
        #expect(VdirsyncerConfig.rendered(.null) == "null")
    }

    @Test("a member's pair: read-only server, partial sync ignored, the typed password from the environment")
    func memberPairText() {
        let pair = CalDAVPair(name: "team_ana", role: .member(folder: "/d/team/ana"), url: "https://dav.example.org/ana/rota/",
                              username: "sam", password: .typed)
        let config = VdirsyncerConfig(sections: [.init(kind: "general", entries: [.init("status_path", .string("/d/vdirsyncer/status/"))])]
            + pair.sections)
        #expect(config.rendered() == """
            # Written by shifts (`shifts team add URL`, `shifts share URL`): shifts
            # rewrites this file whole when pairs are added or removed.

            [general]
            status_path = "/d/vdirsyncer/status/"

            [pair team_ana]
            a = "team_ana_local"
            b = "team_ana_server"
            collections = null
            conflict_resolution = "b wins"
            partial_sync = "ignore"

            [storage team_ana_local]
            type = "filesystem"
            path = "/d/team/ana/"
            fileext = ".ics"

            [storage team_ana_server]
            type = "caldav"
            url = "https://dav.example.org/ana/rota/"
            username = "sam"
            password.fetch = ["command", "printenv", "SHIFTS_CALDAV_PASSWORD_TEAM_ANA"]
            read_only = true

            """)
    }

    @Test("what is written reads back the same, the pairs with their password choices")
    func roundTrip() throws {
        let member = CalDAVPair(name: "team_jose", role: .member(folder: "/d/team/jose"), url: "http://127.0.0.1:5232/jos\u{e9}/",
                                username: "ana", password: .netrc)
        let share = CalDAVPair(name: "share", role: .share(calendarFile: "/d/calendar.ics"), url: "https://dav/sam/shifts/",
                               username: nil, password: .command("pass show dav"))
        let config = VdirsyncerConfig(sections: member.sections + share.sections)
        let read = try VdirsyncerConfig.parse(config.rendered())
        #expect(read == config)
        #expect(read.pairNames == ["team_jose", "share"])
        #expect(CalDAVPair(config: read, name: "team_jose") == member)
        #expect(CalDAVPair(config: read, name: "share") == share)
        #expect(share.sections[2]["read_only"] == nil)
    }

    @Test("a line that is not a section or KEY = VALUE, or a value that is not JSON, is named by its number")
    func parseProblems() {
        #expect(throws: VdirsyncerConfig.Problem(line: 2, reason: "neither a section title nor KEY = VALUE in a section")) {
            try VdirsyncerConfig.parse("[general]\nstatus_path\n")
        }
        #expect(throws: VdirsyncerConfig.Problem(line: 3, reason: "the value of url is not a JSON string, list, true, false or null")) {
            try VdirsyncerConfig.parse("# note\n[storage x]\nurl = http://x/\n")
        }
    }

    @Test("the password's fetch: typed from the environment, a command split as a shell would, a shell for the rest, netrc")
    func fetchChoices() {
        let variable = "SHIFTS_CALDAV_PASSWORD_TEAM_ANA"
        #expect(CalDAVPassword.typed.fetch(variable: variable, host: "h") == ["command", "printenv", variable])
        #expect(CalDAVPassword.command("pass show ward/ana").fetch(variable: variable, host: "h")
            == ["command", "pass", "show", "ward/ana"])
        #expect(CalDAVPassword.command(#"secret-tool lookup service "dav server" user 'sam o'"#).fetch(variable: variable, host: "h")
            == ["command", "secret-tool", "lookup", "service", "dav server", "user", "sam o"])
        #expect(CalDAVPassword.command("pass show dav | head -1").fetch(variable: variable, host: "h")
            == ["shell", "pass show dav | head -1"])
        #expect(CalDAVPassword.command("cat ~/.dav").fetch(variable: variable, host: "h") == ["shell", "cat ~/.dav"])
        #expect(CalDAVPassword.command(#"echo "$PW""#).fetch(variable: variable, host: "h") == ["shell", #"echo "$PW""#])
        #expect(CalDAVPassword.netrc.fetch(variable: variable, host: "dav.example.org")
            == ["command", "python3", "-c", CalDAVPassword.netrcScript, "dav.example.org"])
        #expect(CalDAVPassword.none.fetch(variable: variable, host: "h") == nil)
        // Read back from the config.
        #expect(CalDAVPassword(fetch: ["command", "printenv", variable], variable: variable) == .typed)
        #expect(CalDAVPassword(fetch: ["command", "printenv", "OTHER"], variable: variable) == .command("printenv OTHER"))
        #expect(CalDAVPassword(fetch: ["command", "python3", "-c", CalDAVPassword.netrcScript, "h"], variable: variable) == .netrc)
        #expect(CalDAVPassword(fetch: nil, variable: variable) == CalDAVPassword.none)
    }

    @Test("shell words: quotes and backslashes; unbalanced quotes and shell syntax are left to a shell")
    func shellWords() {
        #expect(ShellWords.split(#"a\ b 'c d' "e \"f\"" g"#) == ["a b", "c d", #"e "f""#, "g"])
        #expect(ShellWords.split("'unbalanced") == nil)
        #expect(ShellWords.split("a; b") == nil)
        #expect(ShellWords.split("   ") == nil)
    }

    @Test("pair names from members' names: ASCII, accents dropped, `member` when nothing is left")
    func slugs() {
        #expect(CalDAVPair.slug("Ana Ruiz") == "ana_ruiz")
        #expect(CalDAVPair.slug("José-María  O'Neil") == "jose_maria_o_neil")
        #expect(CalDAVPair.slug("李小龍") == "member")
        #expect(CalDAVPair.slug("  Ben 2 ") == "ben_2")
    }

    @Test("URLs: http(s) with a host; spaces, control characters and other schemes refused")
    func urls() {
        #expect(CalDAVPair.problem(url: "https://dav.example.org/ana/rota/") == nil)
        #expect(CalDAVPair.problem(url: "http://127.0.0.1:5232/ana/rota/") == nil)
        #expect(CalDAVPair.problem(url: "ftp://dav.example.org/") == "it is not an http:// or https:// URL")
        #expect(CalDAVPair.problem(url: "https://dav.example.org/a b/") == "it has spaces or control characters")
        #expect(CalDAVPair.problem(url: "https://dav\u{1B}[2J/") == "it has spaces or control characters")
        #expect(CalDAVPair.problem(url: "https:///path") == "it names no host")
    }

    @Test("netrc: the host's login, else default's; none when neither")
    func netrc() {
        let text = "machine other.org login bob password x\nmachine DAV.example.org\n  login sam\n  password s3cret\ndefault login anon password y\n"
        #expect(Netrc.entry(for: "dav.example.org", in: text) == Netrc.Entry(login: "sam"))
        #expect(Netrc.entry(for: "elsewhere", in: text) == Netrc.Entry(login: "anon"))
        #expect(Netrc.entry(for: "elsewhere", in: "machine a login b password c") == nil)
    }

    @Test("vdirsyncer's output read: 401, 404, no connection, a missing typed password, anything else on one line")
    func failures() {
        let pair = CalDAVPair(name: "team_ana", role: .member(folder: "/d/team/ana"), url: "http://127.0.0.1:5298/ana/rota/",
                              username: "ana", password: .typed)
        #expect(Vdirsyncer.failure("""
            Syncing team_ana
            error: Unknown error occurred for team_ana: 401, message='Unauthorized', url=URL('http://127.0.0.1:5299/ana/rota/')
            error: Use `-vdebug` to see the full traceback.
            """, pair: pair) == .refused(reason: "401, message='Unauthorized', url=URL('http://127.0.0.1:5299/ana/rota/')"))
        #expect(Vdirsyncer.failure("Syncing team_ana\nerror: Unknown error occurred for team_ana: Not Found\n", pair: pair)
            == .noCalendar(url: "http://127.0.0.1:5298/ana/rota/"))
        #expect(Vdirsyncer.failure("""
            error: Unknown error occurred for team_ana: Cannot connect to host 127.0.0.1:5298 ssl:default [Connect call failed ('127.0.0.1', 5298)]
            """, pair: pair) == .cannotConnect(host: "127.0.0.1", reason: "Cannot connect to host 127.0.0.1:5298 ssl:default [Connect call failed ('127.0.0.1', 5298)]"))
        #expect(Vdirsyncer.failure("error: Unknown error occurred: Command '['printenv', 'SHIFTS_CALDAV_PASSWORD_TEAM_ANA']' returned non-zero exit status 1.\n",
                                   pair: pair) == .passwordNeeded)
        #expect(Vdirsyncer.failure("critical: Something odd\nmore\n", pair: pair) == .other(reason: "Something odd"))
    }
}
