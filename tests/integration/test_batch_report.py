"""The HTML report: counts per event and verdict kind, every outside value escaped, one
self-contained file, a card for every claim (its ruling record, or the ruling text of an
older line), and a claim read from two files counted once.  Sorting, filtering and
clicking through are tested in a real browser (tests/integration/test_browser.py)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path

import jsonschema
from referencing import Registry, Resource

from adjudicator.batch import UNCHANGED, EventSummary
from adjudicator.cli import main
from adjudicator.io.records import board_label
from adjudicator.text.batch_report import STANDS, event_counts, render_report
from adjudicator.text.record import record_schema

EVIL = '<script>alert("x")</script>'
SCHEMAS = resources.files("adjudicator.text.schemas")
LINE = jsonschema.Draft202012Validator(
    json.loads(SCHEMAS.joinpath("check-row.schema.json").read_text("utf-8")),
    registry=Registry().with_resource(
        "urn:adjudicator:ruling-record:1", Resource.from_contents(record_schema())
    ),
)


def claim(file: str, index: int, verdict: str, **extra) -> dict:
    return {
        "file": file,
        "board": index,
        "table": None,
        "index": index,
        "contract": "4S",
        "declarer": "S",
        "claimed_total": 10,
        "dd_total": 10,
        "normal_total": 9,
        "verdict": verdict,
        "laws": ["70A"],
        "sha256": "0" * 64,
        "test": "normal",
        "budget_ms": None,
        **extra,
    }


def error(file: str, index: int, reason: str) -> dict:
    return {
        "file": file,
        "board": index or None,
        "table": None,
        "index": index,
        "verdict": "error",
        "reason": reason,
    }


def sample_events() -> list[EventSummary]:
    first = "/season/club & co/<week 1>.pbn"
    second = "/season/week2.lin"
    return [
        EventSummary(
            first,
            12,
            [
                claim(first, 1, "upheld"),
                claim(
                    first,
                    2,
                    "tricks to opponents: 1 (70A)",
                    ruling_text=f"Contract: 4♠ by South\n  ♠ A K\n{EVIL}\nWorst normal line:",
                ),
                claim(
                    first,
                    3,
                    "undecided (budget)",
                    bounds=[8, 10],
                    complete=False,
                    ruling_text="bounds only",
                ),
                error(first, 4, f"trick 3: E played {EVIL}"),
            ],
        ),
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
    assert (
        counts.boards,
        counts.claims,
        counts.stand,
        counts.changed,
        counts.undecided,
        counts.errors,
    ) == (12, 3, 1, 1, 1, 1)
    # the file cell now links to that file's claims (the table used to link to nothing),
    # and a last column counts the claims read from another file too
    row = re.search(
        r'<tr><td class="file"><a href="#claims" data-filter-event="1">'
        r"club &amp; co/&lt;week 1&gt;.pbn</a></td>(.*?)</tr>",
        page,
    )
    assert row is not None
    assert re.findall(r'<td class="n">(\d+)</td>', row.group(1)) == [
        "12",
        "3",
        "1",
        "1",
        "1",
        "1",
        "0",
    ]
    # the verdict table counts verdict kinds (not display strings), each a link to its claims
    assert re.search(r'data-filter-kind="upheld">upheld</a></td><td class="n">2</td>', page)
    assert re.search(
        r'data-filter-kind="reduced">tricks to the opponents</a></td>'
        r'<td class="n">1</td>',
        page,
    )
    assert "1 more files have neither claims nor errors" in page
    # issue 31: "1 are undecided" read wrongly for one claim
    assert (
        "The table result stands for 2 claims; the ruling changes it for 1; undecided: 1." in page
    )


def test_everything_from_the_files_is_escaped_and_the_page_is_self_contained():
    page = render_report(sample_events(), title=f"Season {EVIL}")
    # the page's own sorting script is its one script element; the files' text never is one
    assert page.count("<script") == 1 and page.count("</script>") == 1
    assert EVIL not in page
    assert page.count("&lt;script&gt;") >= 3  # title, ruling text, error reason
    tags = set(parse(page).tags)
    assert tags <= {
        "html",
        "head",
        "meta",
        "title",
        "style",
        "body",
        "h1",
        "h2",
        "h3",
        "p",
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
        "div",
        "span",
        "pre",
        "code",
        "nav",
        "a",
        "button",
        "label",
        "input",
        "select",
        "option",
        "article",
        "script",
        "br",
        "ul",
        "li",
        "strong",
        "section",
    }
    assert not re.search(r"src=|https?://|@import|url\(", page)
    links = re.findall(r'href="([^"]*)"', page)
    assert links and all(link.startswith("#") for link in links)
    assert all(f'id="{link[1:]}"' in page for link in links)


def test_every_claim_has_a_card_and_old_lines_show_their_ruling_text():
    """Lines written before the ruling record (row version 1) keep their ruling text;
    every claim's row links to its card."""
    page = render_report(sample_events())
    collector = parse(page)
    pre = "".join(collector.pre)
    assert "Contract: 4♠ by South\n  ♠ A K\n" in pre
    assert EVIL in pre  # shown as text, after unescaping
    assert "bounds only" in pre
    assert collector.tags.count("pre") == 2  # the upheld claims have no ruling text
    cards = re.findall(r'<article class="card" id="(c-\d+)">', page)
    assert len(cards) == 4
    assert all(f'href="#{card}"' in page for card in cards)


def test_the_same_claim_in_a_pbn_and_its_lin_is_counted_once():
    pbn, lin = "/season/week.pbn", "/season/week/board1.lin"
    same = {"claim_id": "0123456789abcdef"}
    events = [
        EventSummary(pbn, 10, [claim(pbn, 4, "upheld", **same)]),
        EventSummary(lin, 1, [claim(lin, 1, "upheld", **same)]),
    ]
    page = render_report(events)
    assert "2 event files, 11 boards read, 1 claims, 0 errors." in page
    assert "1 claims were read from two or more files" in page
    assert page.count('<article class="card"') == 1
    assert "Read from: week.pbn (board 4), week/board1.lin (board 1)" in page
    assert "(+1)" in page
    assert event_counts(events[0], {"0123456789abcdef"}).elsewhere == 1


def test_the_report_and_the_batch_agree_on_what_stands():
    assert STANDS == UNCHANGED


def test_report_of_a_real_run(events_dir, tmp_path, capsys):
    folder = (
        events_dir
        / "bbo-pbntools"
        / "test"
        / "test_6_bbo_skyclub_20130810"
        / "SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
    )
    paths = [str(folder), str(events_dir / "pbnj-conformance" / "errors_20.pbn")]
    report = tmp_path / "report.html"
    assert main(["check", *paths, "--jobs", "2", "--html", str(report), "--format", "jsonl"]) == 0
    captured = capsys.readouterr()
    summary = re.search(r"(\d+) boards read, (\d+) claims \((.*)\), (\d+) errors", captured.err)
    assert summary is not None
    page = report.read_text(encoding="utf-8")
    boards, claims, _, errors = summary.groups()
    assert f"{boards} boards read, {claims} claims, {errors} errors." in page
    rows = [json.loads(line) for line in captured.out.splitlines()]
    changed = sum(1 for row in rows if row.get("verdict_kind") == "reduced")
    assert changed > 0
    for row in rows:  # each line as docs/cluster.md and its shipped schema say
        LINE.validate(row)
    # every claim has a card drawn from its ruling record: diagram, decision, worst line
    assert page.count('<article class="card"') == int(claims)
    assert page.count('<table class="diagram">') == int(claims)
    assert page.count('class="decision reduced"') == changed
    assert "Worst normal line" in page and "♠" in page
    assert main(["check", *paths, "--dd-only", "--format", "html"]) == 0
    dd_page = capsys.readouterr().out
    assert dd_page.startswith("<!DOCTYPE html>") and "double dummy only" in dd_page
    assert Path(report).stat().st_size > 1000


def test_a_board_is_labelled_as_every_message_labels_it_in_the_reports_language():
    from adjudicator.text.batch_report import _label

    row = {"board": 7, "table": "3", "index": 2}
    assert _label(row) == board_label(7, "3", 2) == "board 7 (table 3)"
    # zh is Simplified with Chinese punctuation since issue 10 part 3 (was "第7副 (3桌)")
    assert _label(row, "zh") == "第7副（第3桌）"
    assert _label(row, "zh-Hant") == "第7副（第3桌）"
    assert _label({"board": 7, "table": "Closed", "index": 2}, "zh") == "第7副（闭室）"
    assert _label({"board": None, "table": None, "index": 0}, "zh") == "整个文件"


def test_the_table_speaks_from_the_claimers_side():
    """Issue 31 item 5: "Claimed" and "Ruling" were the declarer's totals, so a defender's
    claim of 7 of the 9 left showed a ruling of 9; the side a score change is for was not
    named; events were shown by their file's path, not their name."""
    file = "/season/week3.pbn"
    # 4S by South, 4 tricks to 0 before the claim: West (a defender) claims 7 of the 9
    # left (declarer's total 6), and is awarded 5 (declarer's total 8)
    defender = claim(
        file,
        1,
        "tricks to opponents: 2 (70A)",
        claimer="W",
        tricks_before_claim=[4, 0],
        claimed_total=6,
        normal_total=8,
        score_change=-200,
        score_side="EW",
        event="Spring Pairs 2026",
    )
    page = render_report([EventSummary(file, 1, [defender])])
    row = re.search(r'<tr id="row-1".*?</tr>', page, re.S).group(0)
    cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
    assert cells[0] == "Spring Pairs 2026"  # the event by its name
    assert cells[4] == "7 of 9"  # claimed by West's side, of the tricks left
    assert cells[6] == "5"  # awarded to West's side
    assert cells[8] == "-200 E-W"  # the score change, and whose
    assert '<option value="1">Spring Pairs 2026</option>' in page  # the filter, by name
    assert "Claimed (claimer&#x27;s side, of the tricks left)" in page


def _text(html: str) -> str:
    """What a browser's ``textContent`` gives (what the search box's script matches)."""
    return re.sub(r"<[^>]+>", "", html).replace("&amp;", "&").replace("&#x27;", "'")


def test_the_players_are_shown_and_searchable(events_dir, tmp_path, capsys):
    """Issue 31 item 1: the players the files name (LIN pn|, the vugraph header's eight
    names by room; PBN [North] ...) are in each line, on each claim's row and card, and
    in the text the report's search box matches."""
    usbf = events_dir / "bridgebots-usbf" / "usbf_sf_14502.lin"
    pbn = events_dir / "endplay" / "example1.pbn"
    report = tmp_path / "report.html"
    assert (
        main(
            ["check", str(usbf), str(pbn), "--dd-only", "--format", "jsonl", "--html", str(report)]
        )
        == 0
    )
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    for row in rows:
        LINE.validate(row)
    open_46 = next(r for r in rows if r["board"] == 46 and r["table"] == "Open")
    closed_46 = next(r for r in rows if r["board"] == 46 and r["table"] == "Closed")
    # pn|Meckstroth,Levin,Rodwell,Weinstein,Stansby,Hamman,Martel,Mahmood|: S W N E of
    # the open room, then of the closed room
    assert open_46["players"] == {"N": "Rodwell", "E": "Weinstein", "S": "Meckstroth", "W": "Levin"}
    assert closed_46["players"] == {"N": "Martel", "E": "Mahmood", "S": "Stansby", "W": "Hamman"}
    youth = [r for r in rows if r["file"].endswith("example1.pbn") and "players" in r]
    assert {r["players"]["N"] for r in youth} == {"Linde J", "Lindermann A"}
    page = report.read_text(encoding="utf-8")
    table = re.search(r'<table class="claims".*?</table>', page, re.S).group(0)
    assert '<button type="button">Players</button>' in table
    searchable = [_text(row) for row in re.findall(r'<tr id="row-\d+".*?</tr>', table, re.S)]
    assert len(searchable) == len(rows)
    assert sum("Meckstroth" in text for text in searchable) > 0
    assert sum("Mahmood" in text for text in searchable) > 0
    assert any("N Linde J, S Balschun R; E Saurer B, W Gloyer A" in text for text in searchable)
    cards = re.findall(r'<article class="card".*?</article>', page, re.S)
    assert len(cards) == len(rows)
    assert all("Players: " in card for card in cards)
    assert any("N Rodwell, S Meckstroth; E Weinstein, W Levin" in _text(card) for card in cards)


def test_a_line_without_players_shows_none():
    """A file that names no player (and a line of before issue 31) has an empty cell and
    no players line on its card."""
    file = "/season/week4.pbn"
    page = render_report(
        [EventSummary(file, 2, [claim(file, 1, "upheld", players={}), claim(file, 2, "upheld")])]
    )
    assert page.count('<td class="players"></td>') == 2
    assert '<p class="players">' not in page
