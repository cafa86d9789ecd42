#!/usr/bin/env python3
"""Lays out a printable month in headless Chromium at the width of an A4
page and says, for each sick mark in the page's order, whether it lies
whole inside its day's cell ("whole") or is clipped by it ("cut"): a
script added to a copy of the page measures each mark's box against its
cell's, and Chromium's DOM dump carries the answer back.

Usage: interop-chromium-sick.py PAGE.html   (prints e.g. "whole whole")
"""
import subprocess, sys, re, tempfile, os
page = open(sys.argv[1]).read()
probe = """<script>
window.addEventListener('load', () => {
  const marks = [...document.querySelectorAll('.sick-mark')].map(mark => {
    const cell = mark.closest('td').getBoundingClientRect();
    const box = mark.getBoundingClientRect();
    return box.width > 0 && box.right <= cell.right + 0.5 && box.bottom <= cell.bottom + 0.5 ? 'whole' : 'cut';
  });
  document.body.setAttribute('data-sick', marks.join(' '));
});
</script>"""
with tempfile.TemporaryDirectory() as work:
    path = os.path.join(work, "page.html")
    open(path, "w").write(page.replace("</body>", probe + "</body>"))
    dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                          "--window-size=794,1123",
                          "--virtual-time-budget=2000", "--dump-dom", "file://" + path],
                         capture_output=True, text=True, timeout=120).stdout
match = re.search(r'data-sick="([^"]*)"', dom)
print(match.group(1) if match else "no answer")
