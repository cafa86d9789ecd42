#!/usr/bin/env python3
"""The ward print (`shifts team export --format html`) checked by programs
nobody here wrote.

  interop-ward.py make SYNC COUNT
      writes COUNT members' calendars as vdirs under SYNC (one event per
      file, as vdirsyncer keeps them) for December 2026, and prints a line
      "NAME<TAB>PATH" per member for `shifts team add`. Among the first
      eight: a 40-character name, markup in a name, wide characters, a
      calendar from another program (titles only), a type of the member's
      own, and one member whose calendar was never synced.
  interop-ward.py check PAGE COUNT
      reads PAGE with Python's html.parser: well formed, nothing run or
      fetched, a head of 31 days (weekends and 24-26 December shaded), then
      your row and each member's in order with their names read back
      exactly (so they were escaped), each day's symbols in their colours,
      the missing member's row saying so, and the legend.
  interop-ward.py weasyprint PAGE
      lays PAGE out as a printer gets it and prints
      "PAGES WIDTHxHEIGHT(mm) HEADS NAMES FEET", HEADS the pages that start
      with the days' heads, NAMES "whole" when each name's text lies inside
      its cell (or the first name cut), FEET "numbered" when each page's
      foot says "Page N of PAGES".
  interop-ward.py chromium PAGE
      the same in headless Chromium: "PAGES NAMES", pages counted in the
      PDF it prints, names measured by a script in a copy of the page at the
      width of A4 landscape.
"""
import os
import re
import subprocess
import sys
import tempfile
from interop_page import VOID, InertPage

YEAR, MONTH, DAYS = 2026, 12, 31
SPECIAL = [
    "Ana Ruiz",
    "Maximiliane Alexandra Friederike Schmidt",
    "Ben <script>alert(1)</script> & Co",
    "Zoë Ünal-Øster",
    "李小龙 Li Xiaolong",
    "Kim Park",         # another program's calendar: titles, no symbols
    "Sam O'Neil",       # a type of their own: B Bereitschaft
    "Noah Fischer",     # never synced
]
MISSING = 7
TITLES_ONLY = 5
OWN_TYPE = 6
PATTERN = "EELLNN--"
TIMES = {"E": ("050000", "130000", 0), "L": ("130000", "210000", 0), "N": ("210000", "050000", 1)}
TITLES = {"E": "Early", "L": "Late", "N": "Night"}
COLOURS = {"E": "c-magenta", "L": "c-blue", "N": "c-cyan"}
WEEKENDS = {5, 6, 12, 13, 19, 20, 26, 27}
HOLIDAYS = {24, 25, 26}
OWN = {1: "E", 2: "E", 3: "L"}   # your own shifts, in your calendar.ics


def names(count):
    return [SPECIAL[i] if i < len(SPECIAL) else f"Colleague {i + 1:02d} Example" for i in range(count)]


def symbol(member, day):
    """The symbol member `member` has on `day`, or None."""
    letter = PATTERN[(day + member) % len(PATTERN)]
    if letter == "-":
        return None
    if member == OWN_TYPE and letter == "N":
        return "B"
    return letter


def make(sync, count):
    for index, name in enumerate(names(count)):
        folder = os.path.join(sync, f"m{index + 1:02d}")
        print(f"{name}\t{folder}")
        if index == MISSING:
            continue
        os.makedirs(folder)
        for day in range(1, DAYS + 1):
            letter = symbol(index, day)
            if letter is None:
                continue
            base = "N" if letter == "B" else letter
            start, end, next_day = TIMES[base]
            end_day = day + next_day
            end_date = f"{YEAR}{MONTH:02d}{end_day:02d}" if end_day <= DAYS else f"{YEAR + 1}0101"
            lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Elsewhere//EN", "BEGIN:VEVENT",
                     f"UID:m{index}-{day}@ward", "DTSTAMP:20261101T000000Z",
                     f"DTSTART:{YEAR}{MONTH:02d}{day:02d}T{start}Z", f"DTEND:{end_date}T{end}Z"]
            if letter == "B":
                lines += ["SUMMARY:Bereitschaft", "X-SHIFTS-SYMBOL:B"]
            elif index == TITLES_ONLY:
                lines += [f"SUMMARY:{TITLES[letter]}"]
            else:
                lines += [f"SUMMARY:{TITLES[letter]}", f"X-SHIFTS-SYMBOL:{letter}"]
            lines += ["END:VEVENT", "END:VCALENDAR"]
            with open(os.path.join(folder, f"m{index}-{day}.ics"), "w", newline="") as handle:
                handle.write("".join(line + "\r\n" for line in lines))
    return 0




class Page(InertPage):
    """The ward table's rows as lists of cells ({tag, class, text, marks,
    colspan}) and the legend's items; every problem with its structure."""

    def __init__(self):
        super().__init__()
        self.open, self.rows, self.legend = [], [], []
        self.cell = self.mark = self.item = None
        self.in_ward = False
        self.lists = []         # the classes of each <ul> open
        self.styles = ""

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        self.check_inert(tag, attributes)
        if tag in VOID:
            return
        self.open.append(tag)
        classes = (attributes.get("class") or "").split()
        if tag == "table" and "ward" in classes:
            self.in_ward = True
        elif tag == "tr" and self.in_ward:
            self.rows.append([])
        elif tag in ("td", "th") and self.in_ward:
            if not self.rows or self.open[-2] != "tr":
                self.problems.append(f"{self.where()}: <{tag}> outside a row")
            self.cell = {"tag": tag, "class": classes, "text": "", "marks": [],
                         "colspan": int(attributes.get("colspan") or 1)}
        elif tag == "b" and self.cell is not None:
            self.mark = ["", classes]
        elif tag == "li" and self.lists and "legend" in self.lists[-1]:
            self.item = ""
        elif tag == "ul":
            self.lists.append(classes)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"{self.where()}: </{tag}> where <{self.open[-1] if self.open else 'nothing'}> is open")
            if tag not in self.open:
                return
            while self.open[-1] != tag:
                self.open.pop()
        self.open.pop()
        if tag == "table":
            self.in_ward = False
        elif tag == "b" and self.mark is not None:
            self.cell["marks"].append((self.mark[0], self.mark[1]))
            self.mark = None
        elif tag in ("td", "th") and self.cell is not None:
            self.cell["text"] = " ".join(self.cell["text"].split())
            self.rows[-1].append(self.cell)
            self.cell = None
        elif tag == "li" and self.item is not None:
            self.legend.append(" ".join(self.item.split()))
            self.item = None
        elif tag == "ul":
            self.lists.pop()

    def handle_data(self, data):
        if self.open and self.open[-1] == "style":
            self.styles += data
        if self.cell is not None:
            self.cell["text"] += data
        if self.mark is not None:
            self.mark[0] += data
        if self.item is not None:
            self.item += data

    def close(self):
        super().close()
        if self.open:
            self.problems.append(f"at the end, still open: {self.open}")


def check(path, count):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    page = Page()
    page.feed(text)
    page.close()
    problems = page.problems
    for forbidden in ("@import", "url(", "<link", "http:", "https:", "javascript:"):
        if forbidden in text:
            problems.append(f"the page holds {forbidden!r}: it must fetch and run nothing")
    for needed in ("@page { size: A4 landscape", "print-color-adjust: exact", "display: table-header-group"):
        if needed not in page.styles:
            problems.append(f"the style lacks {needed!r}")
    if not page.rows:
        problems.append("no <table class=\"ward\">")
        page.rows = [[]]
    head, rows = page.rows[0], page.rows[1:]
    days = [cell for cell in head if "d" in cell["class"]]
    if len(head) != DAYS + 1 or len(days) != DAYS:
        problems.append(f"the head has {len(head)} cells, not a name and {DAYS} days")
    weekdays = ["Tu", "We", "Th", "Fr", "Sa", "Su", "Mo"]
    for day, cell in enumerate(days, start=1):
        wanted = f"{weekdays[(day - 1) % 7]}{day}"
        shade = "hol" if day in HOLIDAYS else "we" if day in WEEKENDS else None
        if cell["text"].replace(" ", "") != wanted:
            problems.append(f"day {day}'s head reads {cell['text']!r}, not {wanted!r}")
        if [c for c in ("we", "hol") if c in cell["class"]] != ([shade] if shade else []):
            problems.append(f"day {day}'s head is {cell['class']}, expected shading {shade}")

    expected = ["Interop"] + names(count)
    read = [row[0]["text"] if row else "" for row in rows]
    if read != expected:
        problems.append(f"the rows' names are {read[:10]}..., expected {expected[:10]}...")
    for index, row in enumerate(rows[1:len(expected)]):
        name = expected[index + 1]
        if index == MISSING:
            if len(row) != 2 or "problem" not in row[1]["class"] or row[1]["colspan"] != DAYS \
                    or "Not shown: there is nothing at" not in row[1]["text"]:
                problems.append(f"{name}'s row does not say the calendar is missing: {row[1:]}")
            continue
        if len(row) != DAYS + 1:
            problems.append(f"{name}'s row has {len(row)} cells")
            continue
        for day, cell in enumerate(row[1:], start=1):
            letter = symbol(index, day)
            marks = [mark for mark, _ in cell["marks"]]
            if marks != ([letter] if letter else []):
                problems.append(f"{name}, day {day}: read {marks}, expected {letter}")
            for mark, classes in cell["marks"]:
                if mark in COLOURS and COLOURS[mark] not in classes:
                    problems.append(f"{name}, day {day}: {mark} is {classes}, expected {COLOURS[mark]}")
            if ("hol" in cell["class"]) != (day in HOLIDAYS):
                problems.append(f"{name}, day {day}: shading {cell['class']}")
    if rows and [mark for cell in rows[0][1:] for mark, _ in cell["marks"]] != [OWN[d] for d in sorted(OWN)]:
        problems.append(f"your row reads {[cell['marks'] for cell in rows[0][1:5]]}...")
    legend = ["E Early 06:00–14:00", "L Late 14:00–22:00", "N Night 22:00–06:00"]
    if count > OWN_TYPE:
        legend.append("B Bereitschaft 22:00–06:00")
    legend += ["Weekend", "Public holiday"]
    if page.legend != legend:
        problems.append(f"legend: read {page.legend}, expected {legend}")
    print(f"  html.parser: {len(rows)} rows of {len(days)} days, {len(page.legend)} legend items")
    for problem in problems[:20]:
        print(f"  html.parser: {problem}")
    return 1 if problems else 0


def weasyprint_layout(path):
    import weasyprint
    pages = weasyprint.HTML(path).render().pages
    sizes = {(round(p.width * 25.4 / 96), round(p.height * 25.4 / 96)) for p in pages}
    heads, verdict = 0, "whole"

    def walk(box, page_state, cell=None):
        nonlocal verdict
        tag = getattr(box, "element_tag", None)
        classes = (box.element.get("class") or "") if getattr(box, "element", None) is not None else ""
        if type(box).__name__ == "TableCellBox" and tag == "th" and "name" in classes.split():
            cell = box
            page_state["names"] += 1
        if type(box).__name__ == "TextBox" and cell is not None:
            # Right and bottom, as a cell clips; half a pixel for the
            # collapsed borders' share.
            inside = (box.position_x + box.width <= cell.content_box_x() + cell.width + 0.5
                      and box.position_y + box.height <= cell.content_box_y() + cell.height + 0.5)
            if not inside and verdict == "whole":
                verdict = f"cut:{box.text}"
        if type(box).__name__ == "TableRowGroupBox" and tag == "thead":
            page_state["head"] = True
        for child in getattr(box, "children", None) or []:
            walk(child, page_state, cell)

    numbered = "numbered"
    for number, page in enumerate(pages, start=1):
        state = {"head": False, "names": 0}
        walk(page._page_box, state)
        foot = " ".join(box.text for box in page._page_box.descendants()
                        if type(box).__name__ == "TextBox" and box.element_tag is None)
        if f"Page {number} of {len(pages)}" not in foot and numbered == "numbered":
            numbered = f"page {number}'s foot: {foot!r}"
        # Nothing beyond the page's right margin either.
        right = page._page_box.content_box_x() + page._page_box.width
        for box in page._page_box.descendants():
            if type(box).__name__ == "TextBox" and box.position_x + box.width > right + 0.5 and verdict == "whole":
                verdict = f"off-the-page:{box.text}"
        heads += 1 if state["head"] else 0
    size = "x".join(map(str, sizes.pop())) if len(sizes) == 1 else str(sizes)
    print(len(pages), size, heads, verdict, numbered)
    return 0


PROBE = """<script>
window.addEventListener('load', () => {
  const cut = [...document.querySelectorAll('th.name')].filter(cell => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const box = cell.getBoundingClientRect();
    return [...range.getClientRects()].some(line => line.right > box.right + 0.5 || line.bottom > box.bottom + 0.5)
      || cell.scrollWidth > cell.clientWidth + 1;
  }).map(cell => cell.textContent);
  document.body.setAttribute('data-names', cut.length ? 'cut:' + cut[0] : 'whole');
});
</script>"""


def chromium(path):
    flags = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
    with tempfile.TemporaryDirectory() as work:
        pdf = os.path.join(work, "page.pdf")
        subprocess.run(flags + ["--no-pdf-header-footer", f"--print-to-pdf={pdf}", "file://" + os.path.abspath(path)],
                       capture_output=True, timeout=120)
        pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", open(pdf, "rb").read())) if os.path.exists(pdf) else 0
        probe = os.path.join(work, "probe.html")
        with open(path, encoding="utf-8") as handle:
            open(probe, "w", encoding="utf-8").write(handle.read().replace("</body>", PROBE + "</body>"))
        # 277 mm at 96 dpi: the width the page is laid out in on A4 landscape.
        dom = subprocess.run(flags + ["--window-size=1047,718", "--virtual-time-budget=2000", "--dump-dom",
                                      "file://" + probe], capture_output=True, text=True, timeout=120).stdout
    match = re.search(r'data-names="([^"]*)"', dom)
    print(pages, match.group(1) if match else "no-answer")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["make"] and len(arguments) == 3:
        sys.exit(make(arguments[1], int(arguments[2])))
    if arguments[:1] == ["check"] and len(arguments) == 3:
        sys.exit(check(arguments[1], int(arguments[2])))
    if arguments[:1] == ["weasyprint"] and len(arguments) == 2:
        sys.exit(weasyprint_layout(arguments[1]))
    if arguments[:1] == ["chromium"] and len(arguments) == 2:
        sys.exit(chromium(arguments[1]))
    print(__doc__, file=sys.stderr)
    sys.exit(2)
