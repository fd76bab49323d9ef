"""The HTML report: counts per event and verdict, every outside value escaped, one
self-contained file, and the ruling text of each claim whose ruling changes the result."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path

from adjudicator.batch import EventSummary
from adjudicator.cli import main
from adjudicator.text.batch_report import event_counts, render_report

EVIL = '<script>alert("x")</script>'


def claim(file: str, index: int, verdict: str, **extra) -> dict:
    return {"file": file, "board": index, "table": None, "index": index, "contract": "4S",
            "declarer": "S", "claimed_total": 10, "dd_total": 10, "normal_total": 9,
            "verdict": verdict, "laws": ["70A"], "sha256": "0" * 64, "test": "normal",
            "budget_ms": None, **extra}


def error(file: str, index: int, reason: str) -> dict:
    return {"file": file, "board": index or None, "table": None, "index": index,
            "verdict": "error", "reason": reason}


def sample_events() -> list[EventSummary]:
    first = "/season/club & co/<week 1>.pbn"
    second = "/season/week2.lin"
    return [
        EventSummary(first, 12, [
            claim(first, 1, "upheld"),
            claim(first, 2, "tricks to opponents: 1 (70A)",
                  ruling_text=f"Contract: 4♠ by South\n  ♠ A K\n{EVIL}\nWorst normal line:"),
            claim(first, 3, "undecided (budget)", bounds=[8, 10], complete=False,
                  ruling_text="bounds only"),
            error(first, 4, f"trick 3: E played {EVIL}"),
        ]),
        EventSummary(second, 5, [claim(second, 1, "upheld"), error(second, 0, "no pn|")]),
        EventSummary("/season/played-out.pbn", 30, []),
    ]


class Collector(HTMLParser):
    """Tags and text of the page, to check its structure rather than its spelling."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.pre: list[str] = []
        self._in_pre = False
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self._in_pre = self._in_pre or tag == "pre"

    def handle_endtag(self, tag):
        if tag == "pre":
            self._in_pre = False

    def handle_data(self, data):
        self.text.append(data)
        if self._in_pre:
            self.pre.append(data)


def parse(page: str) -> Collector:
    collector = Collector()
    collector.feed(page)
    return collector


def test_summary_counts_per_event_and_verdict():
    events = sample_events()
    page = render_report(events, generated=datetime(2026, 11, 30, tzinfo=UTC))
    assert "3 event files, 47 boards read, 4 claims, 2 errors." in page
    counts = event_counts(events[0])
    assert (counts.boards, counts.claims, counts.stand, counts.changed, counts.undecided,
            counts.errors) == (12, 3, 1, 1, 1, 1)
    row = re.search(r'<tr><td class="file">club &amp; co/&lt;week 1&gt;.pbn</td>(.*?)</tr>', page)
    assert row is not None
    assert re.findall(r'<td class="n">(\d+)</td>', row.group(1)) == ["12", "3", "1", "1", "1", "1"]
    assert re.search(r'<td class="stand">upheld</td><td class="n">2</td>', page)
    assert re.search(r'tricks to opponents: 1 \(70A\)</td><td class="n">1</td>', page)
    assert "1 more files have neither claims nor errors" in page
    assert "Undecided: the search budget ran out (1)" in page
    assert "between 8 and 10 tricks" in page


def test_everything_from_the_files_is_escaped_and_the_page_is_self_contained():
    page = render_report(sample_events(), title=f"Season {EVIL}")
    assert "<script" not in page
    assert page.count("&lt;script&gt;") >= 3  # title, ruling text, error reason
    tags = set(parse(page).tags)
    assert tags <= {"html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p",
                    "table", "tr", "th", "td", "div", "span", "pre", "code", "nav", "a"}
    assert not re.search(r"src=|https?://|@import|url\(", page)
    links = re.findall(r'href="([^"]*)"', page)
    assert links and all(link.startswith("#") for link in links)
    assert all(f'id="{link[1:]}"' in page for link in links)


def test_changed_claims_show_their_ruling_text_in_pre():
    collector = parse(render_report(sample_events()))
    pre = "".join(collector.pre)
    assert "Contract: 4♠ by South\n  ♠ A K\n" in pre
    assert EVIL in pre  # shown as text, after unescaping
    assert "bounds only" in pre
    assert collector.tags.count("pre") == 2  # the upheld claims have none


def test_report_of_a_real_run(events_dir, tmp_path, capsys):
    folder = (events_dir / "bbo-pbntools" / "test" / "test_6_bbo_skyclub_20130810"
              / "SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000")
    paths = [str(folder), str(events_dir / "pbnj-conformance" / "errors_20.pbn")]
    report = tmp_path / "report.html"
    assert main(["check", *paths, "--jobs", "2", "--html", str(report), "--format", "jsonl"]) == 0
    captured = capsys.readouterr()
    summary = re.search(r"(\d+) boards read, (\d+) claims \((.*)\), (\d+) errors", captured.err)
    assert summary is not None
    page = report.read_text(encoding="utf-8")
    boards, claims, _, errors = summary.groups()
    assert f"{boards} boards read, {claims} claims, {errors} errors." in page
    changed = captured.out.count('"verdict": "tricks to opponents')
    assert changed > 0
    assert page.count('<div class="claim">') == changed
    assert page.count("<pre>") == changed
    assert "Worst normal line" in page and "♠" in page
    assert main(["check", *paths, "--dd-only", "--format", "html"]) == 0
    dd_page = capsys.readouterr().out
    assert dd_page.startswith("<!DOCTYPE html>") and "double dummy only" in dd_page
    assert Path(report).stat().st_size > 1000
