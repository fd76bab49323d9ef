"""A report page printed to PDF by Chromium, driven by Playwright.

Why Chromium: the PDF is then exactly the page a committee sees in a browser and prints
from it — the same layout engine, the same print stylesheet, the system's CJK fonts for a
Chinese report — rather than a second renderer's reading of the CSS.  Playwright is
Microsoft's maintained driver for it; it is an optional dependency
(``pip install 'adjudicator[report]'``) used with the Chromium the system already has
(Debian: ``apt-get install chromium``), never a browser it downloads itself.

The browser is looked for as ``$ADJUDICATOR_CHROMIUM``, then ``chromium``,
``chromium-browser``, ``google-chrome`` on the ``PATH``; Playwright's own, if one was
installed, is the last resort.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from adjudicator.errors import AdjudicatorError

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
INSTALL_HINT = (
    "pip install 'adjudicator[report]' and a Chromium (Debian: apt-get install "
    "chromium), or write the report as .html and print it from a browser"
)


class PdfError(AdjudicatorError):
    """The PDF could not be made: what is missing, and how to get it."""


def chromium_path() -> str | None:
    """The Chromium to print with, or ``None`` to let Playwright use its own."""
    named = os.environ.get("ADJUDICATOR_CHROMIUM")
    if named:
        if not Path(named).is_file():
            raise PdfError(f"ADJUDICATOR_CHROMIUM={named}: no such file")
        return named
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    return None


def print_pdf(page: str, path: str | Path) -> None:
    """Print the HTML ``page`` (self-contained) to ``path`` as an A4 PDF."""
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError:  # an optional dependency: the message says how to install it
        raise PdfError(f"a PDF report needs Playwright: {INSTALL_HINT}") from None
    executable = chromium_path()
    try:
        with sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=executable, args=["--no-sandbox"])
            try:
                tab = browser.new_page()
                tab.set_content(page, wait_until="load")
                tab.pdf(
                    path=str(path), format="A4", print_background=True, prefer_css_page_size=True
                )
            finally:
                browser.close()
    except PlaywrightError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise PdfError(f"Chromium could not print the report ({first}): {INSTALL_HINT}") from None
