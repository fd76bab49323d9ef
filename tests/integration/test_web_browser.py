"""The director's page in a real browser (issue 14): headless Chromium (Debian's package)
driven by Playwright against ``adjudicate serve`` started as a user starts it.

The README's example — the forgotten trump — is entered by clicking cards, ruled, stepped
through, a doubtful point struck (the award changes), the page switched to Chinese, the
committee report printed to PDF, the ruling downloaded and re-opened from its JSON.
Screenshots, the PDF and the JSON are kept under ``tests/artifacts/web/`` (git-ignored).
The tests skip, saying why, only when Playwright, Chromium or the web extra is missing.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from chromium import launched_chromium

from adjudicator.text.catalog import words

from places import REPO

ARTIFACTS = REPO / "tests" / "artifacts" / "web"
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright is not installed (pip install playwright)"
)
pytest.importorskip(
    "uvicorn", reason="the web extra is not installed (pip install 'adjudicator[web]')"
)
# With the other browser tests on one xdist worker: one server and one Chromium a module,
# not one on each worker
pytestmark = pytest.mark.xdist_group("browser")

#: The forgotten trump (README): what each hand holds at the claim.
HANDS = {
    "N": ["S4", "H8", "H7", "D5"],
    "E": ["SJ", "H5", "H4", "DJ"],
    "S": ["SQ", "HA", "HK", "HQ"],
    "W": ["HJ", "HT", "H9", "DQ"],
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    """``adjudicate serve`` in a process of its own, as a director starts it."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "adjudicator", "serve", "--port", str(port), "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 180
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"adjudicate serve did not start: {process.stderr.read()}")
            time.sleep(0.5)
    yield url
    process.terminate()
    process.wait(timeout=30)


@pytest.fixture(scope="module")
def browser():
    yield from launched_chromium(ARTIFACTS, "web test")


@pytest.fixture
def page(browser, server):
    context = browser.new_context(viewport={"width": 1100, "height": 1000}, accept_downloads=True)
    tab = context.new_page()
    tab.set_default_timeout(60_000)
    tab.goto(server)
    yield tab
    context.close()


def enter_the_forgotten_trump(page) -> None:
    for seat, cards in HANDS.items():
        page.click(f'#targets button[data-target="{seat}"]')
        for card in cards:
            page.click(f'#picker button[data-card="{card}"]')
        if seat == "E":  # two hands of four, two empty: the page says they are unequal
            assert "unequal" in page.locator("#entry-problem").inner_text()
    assert page.locator("#entry-problem").inner_text() == ""
    assert page.locator("#counts").inner_text().count("4 cards") == 4
    page.select_option("#trump", "S")
    page.select_option("#lead", "S")
    page.select_option("#claimer", "S")
    page.fill("#claims", "4")
    page.fill("#contract", "4S")
    page.select_option("#declarer", "S")
    page.fill("#won-declarer", "6")
    page.fill("#won-defenders", "3")


def decision(page) -> str:
    return page.locator("#ruling-view .decision").inner_text()


@pytest.mark.slow  # the page's other uses run with -m slow (CI); clicking a claim stays
def test_the_verdict_is_shown_first(page) -> None:
    enter_the_forgotten_trump(page)
    page.click("#rule")
    page.wait_for_selector("#verdict .decision")
    assert page.locator("#verdict .decision").inner_text() == decision(page)


def test_a_claim_entered_by_clicking_is_ruled_and_a_point_struck(page) -> None:
    enter_the_forgotten_trump(page)
    page.click("#rule")
    page.wait_for_selector("#ruling-view .decision")
    assert decision(page).startswith(
        "RULING: 3 of the remaining tricks to North-South, 1 to the opponents"
    )
    assert (
        "score -50" in page.locator("#ruling-view").inner_text()
        or "-50" in page.locator("#ruling-view .score-section").inner_text()
    )
    # the worst line card by card: the third trick is lost to East's ruff
    for _ in range(12):
        page.click("#step-next")
    status = page.locator("#step-status").inner_text()
    assert "Trick 3" in status and "lost" in status
    assert page.locator("#table .slot").count() == 4
    page.screenshot(path=str(ARTIFACTS / "ruling.png"), full_page=True)
    # strike "South leads ♥Q at trick 3" as not normal for this player: all four tricks
    page.check('#point-list input[data-code="3:S:HQ"]')
    page.wait_for_function(
        "() => document.querySelector('#ruling-view .decision')"
        ".textContent.includes('4 of the remaining')"
    )
    assert decision(page).startswith("RULING: 4 of the remaining tricks to North-South")
    assert page.locator('#point-list li.struck input[data-code="3:S:HQ"]').is_checked()
    page.screenshot(path=str(ARTIFACTS / "struck.png"), full_page=True)
    # and back: unstriking it gives the first ruling again
    page.uncheck('#point-list input[data-code="3:S:HQ"]')
    page.wait_for_function(
        "() => document.querySelector('#ruling-view .decision')"
        ".textContent.includes('3 of the remaining')"
    )


@pytest.mark.slow  # the page's other uses run with -m slow (CI); clicking a claim stays
def test_the_page_switches_to_chinese_and_prints_the_report(page) -> None:
    enter_the_forgotten_trump(page)
    page.click("#rule")
    page.wait_for_selector("#ruling-view .decision")
    page.click('#languages button[data-lang="zh"]')
    title = words("web_title", "zh")
    page.wait_for_function(f"() => document.querySelector('h1').textContent === '{title}'")
    page.wait_for_function(
        "() => !document.querySelector('#ruling-view .decision').textContent.startsWith('RULING')"
    )
    assert words("seat_N", "zh") in page.locator("#ruling-view table.diagram").inner_text()
    assert page.locator("#rule").inner_text() == words("web_rule", "zh")
    page.screenshot(path=str(ARTIFACTS / "ruling-zh.png"), full_page=True)
    with page.expect_download(timeout=120_000) as printed:
        page.click("#pdf")
    pdf = ARTIFACTS / "committee-report-zh.pdf"
    printed.value.save_as(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")


@pytest.mark.slow  # the page's other uses run with -m slow (CI); clicking a claim stays
def test_the_ruling_downloads_and_reopens_from_its_json(page) -> None:
    enter_the_forgotten_trump(page)
    page.fill("#statement", "draw trumps")
    page.click("#rule")
    page.wait_for_selector("#ruling-view .decision")
    with page.expect_download() as saved:
        page.click("#download")
    record = ARTIFACTS / "ruling.json"
    saved.value.save_as(record)
    page.goto(page.url)  # a fresh page: nothing entered
    page.set_input_files("#open-record", str(record))
    page.wait_for_selector("#ruling-view .decision")
    assert "reproduced exactly" in page.locator("#replay-note").inner_text()
    assert page.locator("#statement").input_value() == "draw trumps"
    assert page.locator('#picker button[data-card="HQ"]').get_attribute("data-owner") == "S"
    assert decision(page).startswith("RULING: 4 of the remaining tricks")


@pytest.mark.slow  # the page's other uses run with -m slow (CI); clicking a claim stays
def test_the_page_fits_a_phone(page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    enter_the_forgotten_trump(page)
    page.click("#rule")
    page.wait_for_selector("#ruling-view .decision")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    page.screenshot(path=str(ARTIFACTS / "phone.png"), full_page=True)


@pytest.mark.slow  # the page's other uses run with -m slow (CI); clicking a claim stays
def test_docs_screenshot(page) -> None:
    """The README's picture of the page (docs/web-page.png) is made from this run."""
    enter_the_forgotten_trump(page)
    page.click("#rule")
    page.wait_for_selector("#ruling-view .decision")
    for _ in range(10):
        page.click("#step-next")
    page.wait_for_timeout(600)  # the last card's move has ended
    page.evaluate("window.scrollTo(0, document.querySelector('#result').offsetTop - 8)")
    page.screenshot(path=str(ARTIFACTS / "web-page.png"), full_page=False)
    assert Path(ARTIFACTS / "web-page.png").stat().st_size > 10_000
