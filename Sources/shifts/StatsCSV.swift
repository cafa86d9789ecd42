import Foundation
import ShiftModel
import ShiftPresentation

/// `shifts stats --format csv`: for the pay office. A header row, a row per
/// type, then one total row; the columns are fixed (Docs/CommandLine.md) and
/// every figure is whole minutes. A cell that does not apply (a type's
/// target) is empty.
extension StatsOutput {
    static let csvColumns = [
        "from", "to", "row", "type_id", "symbol", "title", "shifts", "paid_minutes", "real_minutes",
        "night_minutes", "weekend_minutes", "holiday_minutes", "sick_days", "sick_minutes", "leave_minutes",
        "target_minutes", "balance_minutes", "account_balance_minutes", "left_out_not_work", "left_out_unknown_type",
    ]

    func csvLines() -> [String] {
        let totals = self.totals
        var rows = [Self.csvColumns]
        for total in totals.byType {
            let own = shifts.filter { typeKey(of: $0) == total.key }
            let figures = calculator.statistics(of: own, period: period)
            var id = "", symbol = "", title = ""
            switch total.key {
            case .type(let typeID):
                id = typeID.rawValue
                symbol = catalog.shiftType(typeID)?.symbol ?? ""
                title = catalog.shiftType(typeID)?.title ?? typeID.rawValue
            case .other(let name):
                title = name
            }
            rows.append(row("type", id: id, symbol: symbol, title: title, count: total.count, figures, account: nil))
        }
        rows.append(row("total", id: "", symbol: "", title: "", count: totals.byType.reduce(0) { $0 + $1.count },
                        totals, account: accountBalanceMinutes))
        return rows.map { $0.map(Self.csvCell).joined(separator: ",") }
    }

    private func row(_ kind: String, id: String, symbol: String, title: String, count: Int, _ figures: HoursStatistics,
                     account: Int?) -> [String] {
        let isTotal = kind == "total"
        func optional(_ value: Int?) -> String { value.map(String.init) ?? "" }
        return [
            period.lowerBound.description, period.upperBound.description, kind, id, symbol, title, "\(count)",
            "\(figures.workedMinutes)", "\(figures.realMinutes)", "\(figures.nightMinutes)", "\(figures.weekendMinutes)",
            "\(figures.holidayMinutes)", "\(figures.sickDays)", "\(figures.sickMinutes)", "\(figures.leaveMinutes)",
            isTotal ? optional(figures.targetMinutes) : "", isTotal ? optional(figures.balanceMinutes) : "",
            isTotal ? optional(account) : "",
            isTotal ? "\(figures.leftOut.notWork)" : "", isTotal ? "\(figures.leftOut.unknownType)" : "",
        ]
    }

    /// One cell as RFC 4180 has it: quoted when it holds a comma, a quote or
    /// a line break. Text from files is made one line of printable
    /// characters, and a cell a spreadsheet would read as a formula (`=`,
    /// `+`, `-`, `@` first) gets a `'` before it.
    static func csvCell(_ text: String) -> String {
        var cell = PrintableText.clean(text)
        if let first = cell.first, "=+-@".contains(first), Int(cell) == nil { cell = "'" + cell }
        guard cell.contains(where: { $0 == "," || $0 == "\"" }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
