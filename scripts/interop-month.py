"""Reads the printable month `shifts export --format html` wrote with
Python's own HTML parser (html.parser) and checks it against the shifts
scripts/interop added for December 2026: every day in the cell its weekday
and week give it (weeks from Monday), the symbols of each day's shifts in
start order and in their types' colours, the legend, the note and the
totals, each text read back exactly as it was written (so it was escaped).
The page must be well formed (every element closed in order, 7 cells in
each row) and self-contained (no script, nothing fetched).

Usage: interop-month.py PAGE.html   (exit status 1 on any difference)
"""
import calendar
import sys
from interop_page import VOID, InertPage

YEAR, MONTH = 2026, 12
# day: the symbols of its shifts, in start order
SYMBOLS = {1: ["E"], 2: ["L"], 4: ["N"], 10: ["?"], 15: ["E", "N"], 24: ["O"], 31: ["N"]}
COLOURS = {"E": "c-magenta", "L": "c-blue", "N": "c-cyan", "O": "c-yellow"}
LEGEND = [("E", "Early"), ("L", "Late"), ("N", "Night"), ("O", "Off"), ("?", "Course <script> & Co")]
NOTES = [("Tue 1 Dec", "E Early", "Bring <script>alert(1)</script> & keys")]
TOTALS = {
    "Paid": "48 h",
    "Real": "48 h",
    "Night hours": "26 h",
    "Left out": "1 event not counted: 1 without a known type (give it a shift type to count it).",
    "E Early": "2 shifts, 16 h",
    "L Late": "1 shift, 8 h",
    "N Night": "3 shifts, 24 h",
    "O Off": "1 shift, 0 h",
    "? Course <script> & Co": "1 event, not counted",
}



class Page(InertPage):
    """The page's tables as rows of cells, each cell its text and the
    symbols (<b>) of its shifts with their classes; every problem with
    its structure on the way."""

    def __init__(self):
        super().__init__()
        self.open = []          # the elements open, outermost first
        self.tables = []        # (class, rows); a row is a list of cells
        self.cell = None        # the cell being read: {"class", "text", "shifts", "num"}
        self.shift = None       # the class of the shift <div> being read
        self.symbol = None      # the text of the <b> being read
        self.styles = ""

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        self.check_inert(tag, attributes)
        if tag in VOID:
            return
        if tag in ("tr", "td", "th") and (not self.open or self.open[-1] not in {"tr": ("table", "thead", "tbody"),
                                                                                   "td": ("tr",), "th": ("tr",)}[tag]):
            self.problems.append(f"{self.where()}: <{tag}> inside <{self.open[-1] if self.open else 'nothing'}>")
        self.open.append(tag)
        classes = attributes.get("class") or ""
        if tag == "table":
            self.tables.append((classes, []))
        elif tag == "tr" and self.tables:
            self.tables[-1][1].append([])
        elif tag in ("td", "th"):
            self.cell = {"tag": tag, "class": classes, "text": "", "shifts": [], "num": None}
        elif tag == "div" and self.cell is not None and "shift" in classes.split():
            self.shift = classes
        elif tag == "b" and self.shift is not None:
            self.symbol = ""

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.open:
            self.problems.append(f"{self.where()}: </{tag}> closes nothing")
            return
        if self.open[-1] != tag:
            self.problems.append(f"{self.where()}: </{tag}> where <{self.open[-1]}> is open")
            if tag in self.open:
                while self.open[-1] != tag:
                    self.open.pop()
            else:
                return
        self.open.pop()
        if tag == "b" and self.symbol is not None:
            self.cell["shifts"].append((self.symbol, self.shift))
            self.symbol = None
        elif tag == "div" and self.shift is not None and self.symbol is None:
            self.shift = None
        elif tag in ("td", "th") and self.cell is not None:
            self.cell["text"] = " ".join(self.cell["text"].split())
            if self.tables and self.tables[-1][1]:
                self.tables[-1][1][-1].append(self.cell)
            else:
                self.problems.append(f"{self.where()}: a cell outside a row")
            self.cell = None

    def handle_data(self, data):
        if self.open and self.open[-1] == "style":
            self.styles += data
        if self.cell is not None:
            self.cell["text"] += data
            if self.open[-1] == "div" and self.cell["num"] is None and not self.cell["shifts"] and self.shift is None:
                self.cell["num"] = data.strip()
        if self.symbol is not None:
            self.symbol += data

    def close(self):
        super().close()
        if self.open:
            self.problems.append(f"at the end, still open: {' '.join('<' + tag + '>' for tag in self.open)}")


def table(page, name):
    found = [rows for classes, rows in page.tables if name in classes.split()]
    return found[0] if len(found) == 1 else None


def section_table(page, index):
    """The tables without a class, in page order: legend, totals, notes."""
    plain = [rows for classes, rows in page.tables if not classes]
    return plain[index] if index < len(plain) else []


def main(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    page = Page()
    page.feed(text)
    page.close()
    problems = page.problems
    for forbidden in ("@import", "url(", "<link", "http:", "https:"):
        if forbidden in text:
            problems.append(f"the page holds {forbidden!r}: it must fetch nothing")
    for needed in ("@page { size: A4", "print-color-adjust: exact", "table-layout: fixed"):
        if needed not in page.styles:
            problems.append(f"the style lacks {needed!r}")

    month = table(page, "month")
    if month is None:
        problems.append("no single <table class=\"month\">")
        month = []
    header, weeks = (month[0], month[1:]) if month else ([], [])
    if [cell["text"] for cell in header] != ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]:
        problems.append(f"the header row is {[cell['text'] for cell in header]}")
    expected = calendar.Calendar(firstweekday=calendar.MONDAY).monthdayscalendar(YEAR, MONTH)
    if len(weeks) != len(expected):
        problems.append(f"{len(weeks)} weeks, expected {len(expected)}")
    for row, (week, days) in enumerate(zip(weeks, expected), start=1):
        if len(week) != 7:
            problems.append(f"week {row} has {len(week)} cells, not 7")
            continue
        for column, (cell, day) in enumerate(zip(week, days), start=1):
            where = f"week {row}, column {column}"
            if day == 0:
                if "out" not in cell["class"].split() or cell["text"]:
                    problems.append(f"{where}: expected an empty cell of another month, read {cell}")
                continue
            if cell["num"] != str(day):
                problems.append(f"{where}: expected day {day}, read {cell['num']!r}")
            symbols = [symbol for symbol, _ in cell["shifts"]]
            if symbols != SYMBOLS.get(day, []):
                problems.append(f"{where} (day {day}): expected symbols {SYMBOLS.get(day, [])}, read {symbols}")
            for symbol, classes in cell["shifts"]:
                if symbol in COLOURS and COLOURS[symbol] not in classes.split():
                    problems.append(f"day {day}: {symbol} is {classes!r}, expected {COLOURS[symbol]}")

    legend = [(row[1]["text"], row[2]["text"]) for row in section_table(page, 0) if len(row) >= 3]
    if legend != LEGEND:
        problems.append(f"legend: expected {LEGEND}, read {legend}")
    totals = {row[0]["text"]: row[1]["text"] for row in section_table(page, 1) if len(row) == 2}
    if totals != TOTALS:
        problems.append(f"totals: expected {TOTALS}, read {totals}")
    notes = [tuple(cell["text"] for cell in row) for row in section_table(page, 2)]
    if notes != NOTES:
        problems.append(f"notes: expected {NOTES}, read {notes}")

    shifts = sum(len(cell["shifts"]) for week in weeks for cell in week)
    print(f"  html.parser: {len(weeks)} weeks, {shifts} shifts, {len(legend)} legend rows, {len(totals)} totals")
    for problem in problems:
        print(f"  html.parser: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
