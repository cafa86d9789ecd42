import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// What one member, and the members together, may take of memory: a
/// calendar of more events than the limit says so in its row instead of
/// being read; past the budget the members read longest ago are let go and
/// read again from their cache, showing the same.
@Suite("Members' calendars bounded: a limit per member, a memory budget for all")
struct MemberBoundsTests {
    /// Monday 2 November: the first week of the twelve days written.
    static let week = 2

    static func service(_ directory: URL, eventLimit: Int = MemberCalendarReader.eventLimit,
                        memoryBudget: Int = MemberCalendarReader.memoryBudget) throws -> FileTeamService {
        FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar(),
                        cache: TeamCache(directory: cacheDirectory(directory).path), eventLimit: eventLimit,
                        memoryBudget: memoryBudget)
    }

    static func cacheDirectory(_ directory: URL) -> URL { directory.appendingPathComponent("cache/team") }

    static func cacheFiles(_ directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory(directory).path)) ?? []
    }

    @Test("a vdir of more files than the limit: its row names the count and the limit before any file is opened, nothing is cached, it is not listed again while unchanged; after a sync brings it under, it shows")
    func vdirOverTheLimit() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try TeamCacheTests.writeVdir(folder, days: 12)
            let service = try Self.service(directory, eventLimit: 10)
            let member = TeamCacheTests.member(folder)
            let week = try TeamCacheTests.week(from: Self.week)
            let rota = await service.rota(of: member, in: week)
            #expect(rota.shifts == .failure(.tooLarge(path: folder.path, events: 12, limit: 10)))
            #expect(service.filesRead == 0)
            #expect(service.parseCount == 0)
            #expect(Self.cacheFiles(directory).isEmpty)
            #expect(await service.rota(of: member, in: week).shifts == rota.shifts)

            for offset in 9..<12 {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(TeamCacheTests.dayEvent(offset).uid + ".ics"))
            }
            let shown = try await service.rota(of: member, in: week).shifts.get()
            #expect(TeamCacheTests.days(shown) == Array(2...8))
            #expect(service.filesRead == 9)
        }
    }

    @Test("a single file of more events than the limit: said with the count, nothing decoded or cached, and not read again while unchanged")
    func singleFileOverTheLimit() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("ana.ics")
            try write(TeamCacheTests.calendarText((0..<12).map { TeamCacheTests.dayEvent($0).text }), to: url)
            try TeamCacheTests.age(url)
            let service = try Self.service(directory, eventLimit: 11)
            let week = try TeamCacheTests.week(from: Self.week)
            let problem = MemberCalendarProblem.tooLarge(path: url.path, events: 12, limit: 11)
            #expect(await service.rota(of: TeamCacheTests.member(url), in: week).shifts == .failure(problem))
            #expect(await service.rota(of: TeamCacheTests.member(url), in: week).shifts == .failure(problem))
            #expect(service.filesRead == 1)
            #expect(service.parseCount == 0)
            #expect(Self.cacheFiles(directory).isEmpty)
            // At the limit it is read as any other.
            let atLimit = try Self.service(directory, eventLimit: 12)
            #expect(TeamCacheTests.days(try await atLimit.rota(of: TeamCacheTests.member(url), in: week).shifts.get())
                == Array(2...8))
        }
    }

    @Test("past the budget the members read longest ago are let go, the one just read stays; read again they show the same from their cache, no file opened, nothing decoded")
    func budgetLetsTheOldestGo() async throws {
        try await withTemporaryDirectory { directory in
            let folders = ["ana", "ben", "cy"].map { directory.appendingPathComponent($0, isDirectory: true) }
            for folder in folders { try TeamCacheTests.writeVdir(folder) }
            let week = try TeamCacheTests.week(from: Self.week)
            let roomy = try Self.service(directory)
            var shown: [[ScheduledShift]] = []
            for folder in folders { shown.append(try await roomy.rota(of: TeamCacheTests.member(folder), in: week).shifts.get()) }
            #expect(roomy.keptPaths == Set(folders.map(\.path)))
            let oneMember = roomy.keptBytes / 3

            // Room for two members: the third read lets the first go.
            let tight = try Self.service(directory, memoryBudget: oneMember * 2 + oneMember / 2)
            for folder in folders { _ = await tight.rota(of: TeamCacheTests.member(folder), in: week) }
            #expect(tight.keptPaths == Set(folders[1...].map(\.path)))
            #expect(tight.keptBytes <= oneMember * 2 + oneMember / 2)
            #expect(try await tight.rota(of: TeamCacheTests.member(folders[0]), in: week).shifts.get() == shown[0])
            #expect(tight.keptPaths == [folders[0].path, folders[2].path])
            #expect(tight.filesRead == 0)
            #expect(tight.parseCount == 0)

            // No room at all: each member is kept only while it is read.
            let none = try Self.service(directory, memoryBudget: 0)
            for (folder, shifts) in zip(folders, shown) {
                #expect(try await none.rota(of: TeamCacheTests.member(folder), in: week).shifts.get() == shifts)
                #expect(none.keptPaths == [folder.path])
            }
        }
    }

    @Test("a member let go and asked again for a week decoded after its cache was written: read again from its files, the same shifts")
    func lettingGoDecodesAgain() async throws {
        try await withTemporaryDirectory { directory in
            let ana = directory.appendingPathComponent("ana", isDirectory: true)
            let ben = directory.appendingPathComponent("ben", isDirectory: true)
            try TeamCacheTests.writeVdir(ana)
            try TeamCacheTests.writeVdir(ben)
            let service = try Self.service(directory, memoryBudget: 0)
            _ = await service.rota(of: TeamCacheTests.member(ana), in: try TeamCacheTests.week(from: 16))
            // A move: decoded, not written (a move alone does not write).
            let later = try await service.rota(of: TeamCacheTests.member(ana), in: try TeamCacheTests.week(from: 30)).shifts.get()
            #expect(TeamCacheTests.days(later) == Array(30...36))
            _ = await service.rota(of: TeamCacheTests.member(ben), in: try TeamCacheTests.week(from: 16))
            #expect(service.keptPaths == [ben.path])
            let (files, parses) = (service.filesRead, service.parseCount)
            #expect(try await service.rota(of: TeamCacheTests.member(ana), in: try TeamCacheTests.week(from: 30)).shifts.get() == later)
            // From its cache, then the week's nine files (seven days and the two whose windows reach in).
            #expect(service.filesRead - files == 9)
            #expect(service.parseCount - parses == 9)
        }
    }
}
