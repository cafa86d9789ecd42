import Foundation
import Testing

/// `shifts team add NAME URL`, `team sync`, `team remove` and `share` as a
/// real process, with a stand-in vdirsyncer first on the PATH: it logs how
/// it was run (and a password it was handed in its environment), and
/// answers as a server would (`ok` copies one event into the member's
/// folder; `401`, `404` and `down` fail as vdirsyncer says so). The real
/// vdirsyncer against a real Radicale is scripts/sharing's.
@Suite("shifts team add URL, team sync, share: a stand-in vdirsyncer")
struct TeamServerCommandTests {
    static let fakeVdirsyncer = #"""
        #!/bin/sh
        echo "$*" >> "$FAKE_VDIRSYNCER_LOG"
        config=$2 command=$3 pair=$4
        variable=SHIFTS_CALDAV_PASSWORD_$(echo "$pair" | tr a-z A-Z)
        eval "password=\${$variable:-}"
        if [ -n "$password" ]; then echo "$variable=$password" >> "$FAKE_VDIRSYNCER_LOG"; fi
        status=$(dirname "$config")/status/$pair.collections
        if [ "$command" = discover ]; then mkdir -p "$(dirname "$status")"; touch "$status"; exit 0; fi
        if [ ! -e "$status" ]; then
            echo "critical: Please run \`vdirsyncer discover $pair\` before synchronization."; exit 1
        fi
        eval "mode=\${FAKE_VDIRSYNCER_$pair:-ok}"
        case $mode in
        ok)
            folder=$(awk -v s="[storage ${pair}_local]" '$0 == s { f = 1; next } /^\[/ { f = 0 } f && /^path = / { gsub(/^path = "|"$/, ""); print }' "$config")
            if [ -n "$folder" ]; then printf 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' > "$folder/e1.ics"; fi
            echo "Syncing $pair" ;;
        401) echo "error: Unknown error occurred for $pair: 401, message='Unauthorized', url=URL('http://dav.test/x/')"; exit 1 ;;
        404) echo "error: Unknown error occurred for $pair: Not Found"; exit 1 ;;
        down) echo "error: Unknown error occurred for $pair: Cannot connect to host dav.test:443 ssl:default [Connect call failed]"; exit 1 ;;
        esac
        """#

    struct Fixture {
        let root: URL
        var data: URL { root.appendingPathComponent("data") }
        var bin: URL { root.appendingPathComponent("bin") }
        var log: URL { root.appendingPathComponent("vdirsyncer.log") }
        var config: URL { data.appendingPathComponent("vdirsyncer/config") }

        init(fake: Bool = true) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-caldav-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("data"), withIntermediateDirectories: true)
            if fake {
                let script = bin.appendingPathComponent("vdirsyncer")
                try Data(TeamServerCommandTests.fakeVdirsyncer.utf8).write(to: script)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            }
        }

        func run(_ arguments: [String], environment: [String: String] = [:], output: FileHandle? = nil,
                 input: FileHandle? = nil) async throws -> CLIProcess.Result {
            try await CLIProcess.run(arguments + ["--data-dir", data.path],
                                     environment: ["PATH": bin.path + ":/usr/bin:/bin", "FAKE_VDIRSYNCER_LOG": log.path,
                                                   "HOME": root.path].merging(environment) { $1 },
                                     output: output, input: input)
        }

        var logged: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        var configText: String { (try? String(contentsOf: config, encoding: .utf8)) ?? "" }

        func listed(_ path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent(path).path)) ?? []).sorted()
        }
    }

    static let header = """
        # Written by shifts (`shifts team add URL`, `shifts share URL`): shifts
        # rewrites this file whole when pairs are added or removed.


        """

    @Test("add NAME URL --password-command: the read-only pair written exactly, discovered and synced, the member reading the copy")
    func addWithPasswordCommand() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let result = try await f.run(["team", "add", "Ana Ruiz", "https://dav.test/ana/rota/", "--user", "sam",
                                      "--password-command", "pass show 'ward 7/ana'"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let folder = f.data.appendingPathComponent("team/ana_ruiz").path
        #expect(result.stdout == "Added Ana Ruiz (AR): 1 event copied from https://dav.test/ana/rota/ into \(folder).\n")
        #expect(f.configText == Self.header + """
            [general]
            status_path = "\(f.data.path)/vdirsyncer/status/"

            [pair team_ana_ruiz]
            a = "team_ana_ruiz_local"
            b = "team_ana_ruiz_server"
            collections = null
            conflict_resolution = "b wins"
            partial_sync = "ignore"

            [storage team_ana_ruiz_local]
            type = "filesystem"
            path = "\(folder)/"
            fileext = ".ics"

            [storage team_ana_ruiz_server]
            type = "caldav"
            url = "https://dav.test/ana/rota/"
            username = "sam"
            password.fetch = ["command", "pass", "show", "ward 7/ana"]
            read_only = true

            """)
        // A pair never synced (no status yet) is discovered first.
        #expect(f.logged == ["discover", "sync"].map { "-c \(f.config.path) \($0) team_ana_ruiz\n" }.joined())
        let listed = try await f.run(["team", "list"])
        #expect(listed.stdout == "Ana Ruiz  AR  \(folder)  ok\n")
    }

    @Test("a typed password: asked with echo off, handed to vdirsyncer in its environment only, written nowhere")
    func typedPassword() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let terminal = try PseudoTerminal()
        try terminal.type("s3cret-typed\n")
        let result = try await f.run(["team", "add", "Ben", "https://dav.test/ben/rota/", "--user", "sam"],
                                     output: terminal.secondary, input: try terminal.input())
        #expect(result.status == 0)
        #expect(result.stderr == "Password for sam at dav.test: ")
        #expect(terminal.text().hasSuffix("The password is kept nowhere: `shifts team sync` asks for it again.\n"))
        #expect(f.configText.contains(#"password.fetch = ["command", "printenv", "SHIFTS_CALDAV_PASSWORD_TEAM_BEN"]"#))
        #expect(f.logged.components(separatedBy: "SHIFTS_CALDAV_PASSWORD_TEAM_BEN=s3cret-typed\n").count == 3)
        let files = FileManager.default.enumerator(atPath: f.data.path)?.allObjects as? [String] ?? []
        for file in files {
            let text = (try? String(contentsOf: f.data.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!text.contains("s3cret-typed"), "\(file) holds the password")
        }
        // Without a terminal, team sync cannot ask: Ben fails, naming the flags that need none.
        let sync = try await f.run(["team", "sync"])
        #expect(sync.status == 1)
        #expect(sync.stdout == "Syncing Ben (1/1)... failed: its password was typed at a prompt and is kept nowhere; "
            + "run this in a terminal to type it, or set it up again with --password-command CMD or --netrc\n")
        #expect(sync.stderr == "shifts: 1 of 1 member did not sync: Ben.\n")
    }

    @Test("--user with no terminal and no password flag: refused naming the flags, nothing written")
    func noTerminalNoPassword() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let result = try await f.run(["team", "add", "Ben", "https://dav.test/ben/rota/", "--user", "sam"])
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: no password for sam at dav.test: run this in a terminal to type it, or give "
            + "--password-command CMD (a command that prints it) or --netrc.\n")
        #expect(f.listed("").sorted() == [])
        #expect(f.logged == "")
    }

    @Test("--netrc: the login from ~/.netrc's entry for the host, the password read by the fetch at each sync")
    func netrc() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        try Data("machine dav.test login nina password pw\n".utf8).write(to: f.root.appendingPathComponent(".netrc"))
        let result = try await f.run(["team", "add", "Cy", "https://dav.test/cy/rota/", "--netrc"])
        #expect(result.status == 0)
        #expect(f.configText.contains("username = \"nina\"\npassword.fetch = [\"command\", \"python3\", \"-c\", "))
        #expect(f.configText.contains(", \"dav.test\"]\nread_only = true\n"))
        let missing = try await f.run(["team", "add", "Di", "https://other.test/di/", "--netrc"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "shifts: --netrc: \(f.root.path)/.netrc has no entry for other.test: "
            + "add `machine other.test login USER password PASS`.\n")
    }

    @Test("a server that refuses, has no calendar there, or does not answer: named, and nobody added, no pair left")
    func failuresAddNobody() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let cases = [
            ("401", "the server refused the user/password: 401, message='Unauthorized', url=URL('http://dav.test/x/')"),
            ("404", "no calendar at https://dav.test/ana/rota/: create it first (see Docs/Sharing.md)"),
            ("down", "cannot connect to dav.test: Cannot connect to host dav.test:443 ssl:default [Connect call failed]"),
        ]
        for (mode, reason) in cases {
            let result = try await f.run(["team", "add", "Ana", "https://dav.test/ana/rota/", "--password-command", "echo x"],
                                         environment: ["FAKE_VDIRSYNCER_team_ana": mode])
            #expect(result.status == 1)
            #expect(result.stderr == "shifts: Ana was not added: \(reason).\n")
            #expect(f.configText == Self.header + "[general]\nstatus_path = \"\(f.data.path)/vdirsyncer/status/\"\n")
            #expect(f.listed("team") == [])
        }
        let listed = try await f.run(["team", "list"])
        #expect(listed.stdout == "No team members yet: add one with `shifts team add NAME PATH`.\n")
    }

    @Test("vdirsyncer not installed: said, with how to install it")
    func notInstalled() async throws {
        let f = try Fixture(fake: false)
        defer { try? FileManager.default.removeItem(at: f.root) }
        let result = try await CLIProcess.run(["team", "add", "Ana", "https://dav.test/ana/", "--data-dir", f.data.path],
                                              environment: ["PATH": f.bin.path])
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: vdirsyncer is not installed: shifts syncs through it "
            + "(sudo apt-get install vdirsyncer, or scripts/setup).\n")
    }

    @Test("arguments: a URL of another scheme or with control characters, both password flags, login flags with a PATH")
    func argumentValidation() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let cases: [([String], String)] = [
            (["team", "add", "Ana", "ftp://dav.test/ana/"],
             "URL ftp://dav.test/ana/: it is not an http:// or https:// URL; give the calendar's http(s) address."),
            (["team", "add", "Ana", "https://dav.test/a\u{7}na/"],
             "URL https://dav.test/ana/: it has spaces or control characters; give the calendar's http(s) address."),
            (["team", "add", "Ana", "https://dav.test/ana/", "--password-command", "pass x", "--netrc"],
             "--password-command and --netrc both say where the password is: give one of them."),
            (["team", "add", "Ana", "/some/folder", "--user", "sam"],
             "--user, --password-command and --netrc go with a URL: /some/folder is a PATH."),
            (["share"], "give one of: a URL to share with, --sync, or --stop."),
            (["share", "--sync", "--user", "sam"],
             "--user, --password-command and --netrc go with a URL: `shifts share URL --user USER ...`."),
        ]
        for (arguments, message) in cases {
            let result = try await f.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(arguments): \(result.stderr)")
        }
        #expect(f.logged == "")
    }

    @Test("team sync: a line per member, one whose server is down named while the others sync, exit 1; NAME picks")
    func syncNamesTheFailure() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        for name in ["Ana", "Ben", "Cy"] {
            let added = try await f.run(["team", "add", name, "https://dav.test/\(name)/", "--password-command", "echo x"])
            #expect(added.status == 0)
        }
        let sync = try await f.run(["team", "sync"], environment: ["FAKE_VDIRSYNCER_team_ben": "down"])
        #expect(sync.status == 1)
        #expect(sync.stdout == """
            Syncing Ana (1/3)... done, 1 event
            Syncing Ben (2/3)... failed: cannot connect to dav.test: Cannot connect to host dav.test:443 ssl:default [Connect call failed]
            Syncing Cy (3/3)... done, 1 event

            """)
        #expect(sync.stderr == "shifts: 1 of 3 members did not sync: Ben.\n")
        let one = try await f.run(["team", "sync", "cy"])
        #expect(one.status == 0)
        #expect(one.stdout == "Syncing Cy (1/1)... done, 1 event\n")
        let unknown = try await f.run(["team", "sync", "Dan"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "shifts: Dan is not a member synced from a server (those are Ana, Ben, Cy).\n")
    }

    @Test("team remove: the pair's sections, its status and the copy shifts made go; a PATH member's folder stays")
    func removeTakesThePair() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        #expect(try await f.run(["team", "add", "Ana", "https://dav.test/ana/", "--password-command", "echo x"]).status == 0)
        #expect(try await f.run(["team", "add", "Ben", "https://dav.test/ben/", "--password-command", "echo x"]).status == 0)
        let own = f.root.appendingPathComponent("own-copy")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        #expect(try await f.run(["team", "add", "Cy", own.path]).status == 0)
        try FileManager.default.createDirectory(at: f.data.appendingPathComponent("vdirsyncer/status"), withIntermediateDirectories: true)
        for file in ["team_ana.collections", "team_ana.items", "team_ben.items"] {
            try Data().write(to: f.data.appendingPathComponent("vdirsyncer/status/" + file))
        }
        let removed = try await f.run(["team", "remove", "ana"])
        #expect(removed.status == 0)
        #expect(removed.stdout == "Removed Ana from the team, with their sync pair and the copy of their calendar at "
            + "\(f.data.path)/team/ana; https://dav.test/ana/ was not touched.\n")
        #expect(f.listed("team") == ["ben"])
        #expect(f.listed("vdirsyncer/status") == ["team_ben.collections", "team_ben.items"])
        #expect(!f.configText.contains("team_ana"))
        #expect(f.configText.contains("[pair team_ben]"))
        #expect(try await f.run(["team", "remove", "Cy"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: own.path))
    }

    @Test("share URL: calendar.ics both ways, the server winning; --sync again; --stop leaves the calendar")
    func share() async throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let shared = try await f.run(["share", "https://dav.test/sam/shifts/", "--user", "sam", "--password-command", "echo x"])
        #expect(shared.stderr == "")
        #expect(shared.status == 0)
        let calendar = f.data.appendingPathComponent("calendar.ics").path
        #expect(shared.stdout == "Shared \(calendar) with https://dav.test/sam/shifts/: 0 events in your calendar after the first sync.\n")
        #expect(f.configText == Self.header + """
            [general]
            status_path = "\(f.data.path)/vdirsyncer/status/"

            [pair share]
            a = "share_calendar"
            b = "share_server"
            collections = null
            conflict_resolution = "b wins"

            [storage share_calendar]
            type = "singlefile"
            path = "\(calendar)"

            [storage share_server]
            type = "caldav"
            url = "https://dav.test/sam/shifts/"
            username = "sam"
            password.fetch = ["command", "echo", "x"]

            """)
        let again = try await f.run(["share", "https://dav.test/other/"])
        #expect(again.status == 64)
        let sync = try await f.run(["share", "--sync"])
        #expect(sync.stdout == "Syncing your calendar with https://dav.test/sam/shifts/... done, 0 events\n")
        let stop = try await f.run(["share", "--stop"])
        #expect(stop.stdout == "Stopped sharing with https://dav.test/sam/shifts/; \(calendar) and the server's calendar "
            + "were not touched.\n")
        #expect(f.configText == Self.header + "[general]\nstatus_path = \"\(f.data.path)/vdirsyncer/status/\"\n")
        #expect(FileManager.default.fileExists(atPath: calendar))
        #expect(f.logged == ["discover", "sync", "sync"].map { "-c \(f.config.path) \($0) share\n" }.joined())
    }
}
