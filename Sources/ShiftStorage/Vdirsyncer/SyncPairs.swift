import Foundation

/// shifts' own vdirsyncer config for one data dir, apart from any config of
/// the user's: `DIR/vdirsyncer/config`, its status in
/// `DIR/vdirsyncer/status/`, and each member's copy in `DIR/team/SLUG/`.
/// Kept in the data dir so that two data dirs never share a pair, and a
/// data dir moved or backed up keeps its pairs.
package struct SyncPairs: Sendable {
    /// The config could not be read or written: the message names the file.
    package struct Failure: Error, Hashable, Sendable {
        package var message: String
    }

    package let directory: String

    package init(dataDirectory: URL) {
        directory = dataDirectory.standardizedFileURL.path
    }

    package var configPath: String { directory + "/vdirsyncer/config" }
    package var statusPath: String { directory + "/vdirsyncer/status/" }
    /// Where members' copies go: only folders in here are ever removed.
    package var teamFolder: String { directory + "/team" }
    package var calendarFile: String { directory + "/calendar.ics" }

    /// The config as it is; one with only `[general]` when there is none yet.
    package func load() throws(Failure) -> VdirsyncerConfig {
        let read: (bytes: [UInt8], identity: FileIdentity)?
        do throws(POSIXFailure) {
            read = try AtomicFile.read(configPath)
        } catch {
            throw Failure(message: "cannot read \(configPath): \(error.message)")
        }
        guard let read else {
            return VdirsyncerConfig(sections: [.init(kind: "general", entries: [.init("status_path", .string(statusPath))])])
        }
        do throws(VdirsyncerConfig.Problem) {
            return try VdirsyncerConfig.parse(String(decoding: read.bytes, as: UTF8.self))
        } catch {
            throw Failure(message: "cannot read \(configPath): line \(error.line): \(error.reason); "
                + "fix or remove that line")
        }
    }

    /// The pairs shifts wrote, in file order.
    package func pairs() throws(Failure) -> [CalDAVPair] {
        let config = try load()
        return config.pairNames.compactMap { CalDAVPair(config: config, name: $0) }
    }

    /// The pair that fills `folder`, if shifts made one.
    package func pair(filling folder: String) throws(Failure) -> CalDAVPair? {
        let wanted = Self.clean(folder)
        return try pairs().first { pair in
            if case .member(let filled) = pair.role { return Self.clean(filled) == wanted }
            return false
        }
    }

    /// The share pair, if there is one.
    package func sharePair() throws(Failure) -> CalDAVPair? {
        try pairs().first { $0.name == CalDAVPair.shareName }
    }

    /// A new member pair named after `memberName`, with a name and folder
    /// no other pair or folder has (`team_ana`, `team_ana_2`, ...).
    package func newMemberPair(memberName: String, url: String, username: String?,
                              password: CalDAVPassword) throws(Failure) -> CalDAVPair {
        let taken = Set(try load().sections.compactMap(\.name))
        let base = CalDAVPair.slug(memberName)
        var slug = base
        var number = 2
        while taken.contains(CalDAVPair.memberPrefix + slug)
            || FileManager.default.fileExists(atPath: teamFolder + "/" + slug) {
            slug = "\(base)_\(number)"
            number += 1
        }
        return CalDAVPair(name: CalDAVPair.memberPrefix + slug, role: .member(folder: teamFolder + "/" + slug),
                          url: url, username: username, password: password)
    }

    /// Writes `pair` into the config (replacing a pair of its name) and
    /// makes its member folder, or an empty calendar.ics to share when
    /// there is none yet (vdirsyncer would ask whether to create one).
    package func add(_ pair: CalDAVPair) throws(Failure) {
        try changeConfig { config in
            config.sections.removeAll { Self.belongs($0, to: pair.name) }
            config.sections += pair.sections
        }
        switch pair.role {
        case .member(let folder):
            do throws(POSIXFailure) {
                try AtomicFile.createDirectory(folder)
            } catch {
                throw Failure(message: "cannot create \(folder): \(error.message)")
            }
        case .share(let calendarFile):
            guard !FileManager.default.fileExists(atPath: calendarFile) else { return }
            do throws(AtomicFile.WriteFailure) {
                try AtomicFile.write(CalendarDocument.newFileText, to: calendarFile)
            } catch {
                throw Failure(message: "cannot write \(calendarFile): \(error.message)")
            }
        }
    }

    /// The pair that shares the data dir's calendar.ics with `url`.
    package func newSharePair(url: String, username: String?, password: CalDAVPassword) -> CalDAVPair {
        CalDAVPair(name: CalDAVPair.shareName, role: .share(calendarFile: calendarFile), url: url, username: username,
                   password: password)
    }

    /// Removes the pair's sections and its sync status, and the member's
    /// copy when shifts made it (a folder in `teamFolder`).
    package func remove(_ pair: CalDAVPair) throws(Failure) {
        try changeConfig { config in config.sections.removeAll { Self.belongs($0, to: pair.name) } }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: statusPath)) ?? []
        for file in files where file == pair.name || file.hasPrefix(pair.name + ".") {
            try? FileManager.default.removeItem(atPath: statusPath + file)
        }
        if case .member(let folder) = pair.role, isMadeByShifts(folder) {
            do {
                try FileManager.default.removeItem(atPath: folder)
            } catch {
                throw Failure(message: "cannot remove \(folder): \(error.localizedDescription)")
            }
        }
    }

    /// True for a folder right inside `teamFolder`: one shifts created.
    package func isMadeByShifts(_ folder: String) -> Bool {
        let clean = Self.clean(folder)
        return (clean as NSString).deletingLastPathComponent == teamFolder && clean != teamFolder
    }

    /// Reads, changes and writes the config holding `DIR/vdirsyncer/lock`,
    /// so two commands adding pairs at once both land. Blocks for as long
    /// as another holds it (a write: milliseconds); the command line's only.
    private func changeConfig(_ change: (inout VdirsyncerConfig) -> Void) throws(Failure) {
        let folder = (configPath as NSString).deletingLastPathComponent
        let lock = try DataDirLock.acquire(in: folder, timeout: .seconds(10)) { failure in
            Failure(message: failure.retryableProblem)
        }
        defer { lock.release() }
        var config = try load()
        change(&config)
        try save(config)
    }

    private func save(_ config: VdirsyncerConfig) throws(Failure) {
        do throws(AtomicFile.WriteFailure) {
            try AtomicFile.write(Array(config.rendered().utf8), to: configPath)
        } catch {
            throw Failure(message: "cannot write \(configPath): \(error.message)")
        }
    }

    private static func belongs(_ section: VdirsyncerConfig.Section, to pair: String) -> Bool {
        guard let name = section.name else { return false }
        return (section.kind == "pair" && name == pair)
            || (section.kind == "storage" && name.hasPrefix(pair + "_")
                && ["local", "server", "calendar"].contains(String(name.dropFirst(pair.count + 1))))
    }

    static func clean(_ path: String) -> String {
        let standard = (path as NSString).standardizingPath
        return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
    }
}
