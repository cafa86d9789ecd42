"""What both printed pages must be, whatever they show (scripts/interop-month.py
and scripts/interop-ward.py): self-contained and inert. No <script>, nothing
fetched, no event handler; each problem said with where it is."""
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
FETCHING = ("src", "href", "srcset", "action", "formaction", "data", "poster")


class InertPage(HTMLParser):
    """A parser that gathers `problems`; subclasses read the page's content."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []

    def where(self):
        line, column = self.getpos()
        return f"line {line}, column {column + 1}"

    def check_inert(self, tag, attributes):
        """Notes a <script>, an attribute that fetches, or an event handler."""
        if tag == "script":
            self.problems.append(f"{self.where()}: a <script> element")
        for name in attributes:
            if name in FETCHING or name.startswith("on"):
                self.problems.append(f"{self.where()}: <{tag} {name}=...> fetches or runs something")
