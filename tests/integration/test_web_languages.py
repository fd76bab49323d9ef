"""Issue 31 items 3 and 6: the director's page in each language of the catalog, labels,
buttons, choices and the ruling included — switched to 繁體 it was English but for the
ruling's text.  Each language is chosen on the page, the README's forgotten trump is
entered and ruled, and every text the page shows (and its placeholders and titles) is
scanned for another script's words."""

from __future__ import annotations

import re

import opencc
import pytest
from chromium import launched_chromium
from test_web_browser import HANDS, free_port, server  # noqa: F401  (the server fixture)

from chinese_scan import english_words
from places import REPO

ARTIFACTS = REPO / "tests" / "artifacts" / "web"
pytestmark = pytest.mark.xdist_group("browser")
#: What the language buttons say (each language's name in its own script).
LANGUAGE_NAMES = ("English", "简体", "繁體")
CHINESE = re.compile(r"[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]")

#: Every text a person reads on the page: what is shown, the choices of the selects,
#: and the placeholders and titles of its fields.
#: The practice rules' published sources keep their (English) titles, as in the committee
#: report (test_chinese_output): hidden from the scan.
PAGE_TEXT = """() => { document.querySelectorAll('.sources').forEach(
    (n) => { n.style.display = 'none'; });
  return [document.body.innerText,
  ...[...document.querySelectorAll('option')].map((o) => o.textContent),
  ...[...document.querySelectorAll('[placeholder], [title], [aria-label]')].map(
    (n) => [n.placeholder, n.title, n.getAttribute('aria-label')].join(' ')),
  document.title].join('\\n'); }"""


@pytest.fixture(scope="module")
def browser():
    yield from launched_chromium(ARTIFACTS, "web language test")


def rule_the_forgotten_trump(page) -> None:
    for seat, cards in HANDS.items():
        page.click(f'#targets button[data-target="{seat}"]')
        for card in cards:
            page.click(f'#picker button[data-card="{card}"]')
    page.select_option("#trump", "S")
    page.select_option("#lead", "S")
    page.select_option("#claimer", "S")
    page.fill("#claims", "4")
    page.fill("#contract", "4S")
    page.select_option("#declarer", "S")
    page.fill("#won-declarer", "6")
    page.fill("#won-defenders", "3")
    page.click("#rule")
    page.wait_for_selector("#ruling-view .decision")


def other_script(text: str, lang: str) -> list[str]:
    """The words of ``text`` written in another script than ``lang``'s."""
    for name in LANGUAGE_NAMES:  # the language buttons name each in its own script
        text = text.replace(name, " ")
    if lang == "en":
        return sorted(set(CHINESE.findall(text)))
    lines = [line for line in text.splitlines() if line.strip()]
    wrong = english_words(text.replace("adjudicator/ruling-record", " "))
    # characters of the other script (terms may differ: the seed rules' own Traditional
    # titles say 將牌 where Taiwan's players say 王牌, and both are Traditional)
    other = opencc.OpenCC("s2tw" if lang == "zh-Hant" else "t2s")
    wrong += [
        f"{char} in {line.strip()[:60]}"
        for line in lines
        for char in set(line)
        if CHINESE.match(char) and other.convert(char) != char
    ]
    return wrong


@pytest.mark.parametrize("lang", ["en", "zh", "zh-Hant"])
def test_the_page_is_in_the_language_chosen(browser, server, lang) -> None:  # noqa: F811
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(server)
    page.click(f'#languages button[data-lang="{lang}"]')
    rule_the_forgotten_trump(page)
    page.wait_for_timeout(500)  # the ruling's sections, rendered in the language
    text = page.evaluate(PAGE_TEXT)
    (ARTIFACTS / f"language-{lang}.txt").write_text(text, encoding="utf-8")
    page.screenshot(path=str(ARTIFACTS / f"language-{lang}.png"), full_page=True)
    context.close()
    wrong = other_script(text, lang)
    assert wrong == [], "\n".join(wrong)


def test_a_search_time_out_of_range_is_said_in_the_page_language(browser, server) -> None:  # noqa: F811
    """Issue 31 item 6: a time of 0 on the 简体 page said "budget_ms 0: this server rules
    within 250 to 30000 ms" (the field is in seconds, the message in English)."""
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(server)
    page.click('#languages button[data-lang="zh"]')
    page.fill("#budget", "0")
    rule_the_forgotten_trump_without_waiting(page)
    problem = page.locator("#rule-problem").inner_text()
    context.close()
    assert problem == "搜索时间须在0.25至30秒之间。"


def test_the_guess_is_simulated_when_asked_for_on_the_page(browser, server) -> None:  # noqa: F811
    """Issue 31: under seed1997 (information only) the Law 12C3 simulation runs only when
    the page's box asks for it; the record says whether it ran."""
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(server)
    page.check("#simulate")
    asked = page.evaluate("() => claimRequest()")
    page.uncheck("#simulate")
    plain = page.evaluate("() => claimRequest()")
    context.close()
    assert asked["weights"] == "sixths" and "weights" not in plain


def rule_the_forgotten_trump_without_waiting(page) -> None:
    for seat, cards in HANDS.items():
        page.click(f'#targets button[data-target="{seat}"]')
        for card in cards:
            page.click(f'#picker button[data-card="{card}"]')
    page.select_option("#trump", "S")
    page.select_option("#lead", "S")
    page.select_option("#claimer", "S")
    page.fill("#claims", "4")
    page.click("#rule")
    page.wait_for_function("() => document.querySelector('#rule-problem').textContent")
