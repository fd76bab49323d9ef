"""The committee report and what it cites: the seed laws' article titles and the
practice rules, shipped with the tool in English and both Chinese scripts.  (The page
rendered in Chromium, screenshot and PDF: tests/integration/test_browser.py.)"""

from __future__ import annotations

import json
import re

import pytest

from adjudicator.cli import main
from adjudicator.io.events import read_event
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.statement import parse_statement
from adjudicator.text import pdf
from adjudicator.text.committee_report import committee_report
from adjudicator.text.references import law_title, law_titles, practice_rules
from adjudicator.text.ruling_html import contract_words, finding_code

from places import EXAMPLES, SHARED_DATA

EXAMPLE = EXAMPLES / "forgotten-trump.pbn"
SHARED = SHARED_DATA.parent
EVIL = '<script>alert("x")</script>'


def example_ruling(statement: str = ""):
    facts = claim_from_record(read_event(EXAMPLE).claims[0], statement=parse_statement(statement))
    return rule_claim(facts)


def test_the_report_has_the_diagram_facts_decision_findings_and_score() -> None:
    page = committee_report(example_ruling())
    assert page.startswith("<!DOCTYPE html>") and '<html lang="en">' in page
    assert page.count('class="hand" data-seat=') == 4
    assert "RULING: 3 of the remaining tricks to North-South, 1 to the opponents" in page
    assert "Law 70C1: The trump not mentioned" in page
    assert "Law 70C: A trump still outstanding" in page
    assert "Declaring side: 6 trick(s) before the claim + 3 of the 4 remaining = 9 tricks" in page
    assert "4♠ needs 10 tricks: 1 down" in page
    assert "Score (Law 77): -50 for North-South, +50 for East-West" in page
    assert "lost: ruffed with" in page
    # the practice rules cited, in the tool's words with their sources
    assert '<li value="6">When a trump is still out' in page
    assert "sources: Law 70C; EBU White Book 8.70.4" in page
    assert "adjudicate claim --replay RULING.json" in page


def test_the_statement_is_shown_as_said_and_escaped() -> None:
    facts = claim_from_record(
        read_event(EXAMPLE).claims[0],
        statement=parse_statement(""),
        statement_text=f"all mine {EVIL}",
    )
    page = committee_report(rule_claim(facts))
    assert EVIL not in page and "all mine &lt;script&gt;" in page
    assert "<script" not in page  # the committee report has no script at all


def test_the_chinese_report_uses_the_seed_laws_words() -> None:
    # zh is Simplified since issue 10 part 3 (the CBA's script); Traditional is zh-Hant,
    # with Taiwan's terms (王牌, 磴)
    page = committee_report(example_ruling(), lang="zh")
    assert '<html lang="zh-Hans">' in page
    assert "第70条C款　外面还有一张将牌" in page
    assert "裁决：剩余牌墩中南北方得3墩，对方得1墩" in page
    assert "得分（第77条）：南北方-50，东西方+50" in page
    assert "对方仍有将牌" in page  # practice row 6 in Chinese
    for english in ("Contract", "Findings", "Score", "Trick"):
        assert f">{english}<" not in page
    page = committee_report(example_ruling(), lang="zh-Hant")
    assert '<html lang="zh-Hant">' in page
    assert "第70條C款" in page and "裁決：剩餘牌磴中南北方得3磴，對方得1磴" in page
    assert "得分（第77條）：南北方-50，東西方+50" in page


def test_a_ruling_that_upholds_with_a_made_contract_shows_the_trick_score() -> None:
    page = committee_report(example_ruling("draw trumps"))
    assert "upheld" in page
    assert "4♠ needs 10 tricks: made exactly" in page
    assert "trick score for the 4 tricks bid" in page and "game bonus" in page
    assert "+420 for North-South" in page


def test_every_law_a_ruling_cites_has_a_title_in_every_script() -> None:
    for code in (
        "70A",
        "70C",
        "70D",
        "70D2",
        "70E",
        "12C3",
        "69A",
        "69B",
        "71A",
        "71B",
        "71C",
        "70C1",
        "70C2",
        "70C3",
    ):
        for lang in ("en", "zh", "zh-Hant", "zh-Hans"):
            assert law_title(code, lang), (code, lang)
    assert law_title("70C", "zh-Hans") == "外面还有一张将牌"
    assert not law_titles()["70D2"].seed  # a 2007 section: the report says so
    assert finding_code({"law": "70C", "finding": "70C2_unaware"}) == "70C2"
    assert finding_code({"law": "12C3", "finding": "weighting_possible"}) == "12C3"


def test_the_chinese_titles_are_the_seed_texts_headings() -> None:
    """Each title marked as from the seed text is a heading of the seed laws (articles
    41-93 in ../shared/laws, Traditional)."""
    laws = sorted((SHARED / "laws").glob("000_*.txt"))
    if not laws:
        pytest.skip(f"the seed laws are not at {SHARED / 'laws'}")
    text = laws[0].read_text(encoding="utf-8")
    for code, title in law_titles().items():
        if title.seed and code[:2] not in ("12",):  # article 12 is in the Simplified file
            assert title.text("zh-Hant") in text, code


def test_the_practice_rules_ship_in_our_words_with_sources() -> None:
    rules = practice_rules()
    assert sorted(rules.rows) == list(range(1, 26))
    source = SHARED / "docs" / "claim-practice.md"
    original = source.read_text(encoding="utf-8") if source.exists() else ""
    for row in rules.rows.values():
        assert row.sources and all(row.words.get(s) for s in ("en", "zh-Hant", "zh-Hans"))
        sentences = [s.strip() for s in re.split(r"(?<=[.;:])\s", row.text("en")) if len(s) > 30]
        assert not any(sentence in original for sentence in sentences), row.row


def test_contracts_read_in_the_language_of_the_report() -> None:
    assert contract_words("4SX") == "4♠X"
    # zh is Simplified since issue 10 part 3; Traditional with Taiwan's 無王
    assert contract_words("3NT", "zh") == "3无将"
    assert contract_words("3NT", "zh-Hant") == "3無王"


def test_the_report_option_writes_html_and_refuses_other_names(capsys, tmp_path) -> None:
    target = tmp_path / "ruling.html"
    assert main(["claim", str(EXAMPLE), "--board", "1", "--report", str(target)]) == 0
    assert "RULING: 3 of the remaining tricks" in target.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["claim", str(EXAMPLE), "--board", "1", "--report", str(tmp_path / "r.doc")]) == 2
    assert "name an .html or a .pdf file" in capsys.readouterr().err
    missing = tmp_path / "no" / "such" / "r.html"
    assert main(["claim", str(EXAMPLE), "--board", "1", "--report", str(missing)]) == 2
    assert "its folder does not exist" in capsys.readouterr().err


def test_a_pdf_without_its_printer_is_a_clear_error(capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ADJUDICATOR_CHROMIUM", str(tmp_path / "no-chromium"))
    assert main(["claim", str(EXAMPLE), "--board", "1", "--report", str(tmp_path / "r.pdf")]) == 2
    err = capsys.readouterr().err
    assert "no-chromium: no such file" in err and err.count("\n") == 1
    with pytest.raises(pdf.PdfError, match="write the report as .html"):
        monkeypatch.setitem(__import__("sys").modules, "playwright.sync_api", None)
        pdf.print_pdf("<p>x</p>", tmp_path / "x.pdf")


def test_an_undecided_ruling_gives_bounds_and_no_score(events_dir) -> None:
    """A search stopped at its budget decides nothing: the report says so and gives the
    totals it proved, never a result or a score from a bound."""
    sky = events_dir / "bbo-pbntools/test/test_6_bbo_skyclub_20130810"
    record = read_event(sky / "SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000/20784149.lin").claims[0]
    ruling = rule_claim(claim_from_record(record), node_budget=200)
    assert ruling.kind == "undecided"
    page = committee_report(ruling)
    assert "The search stopped at its budget" in page
    # the 200 positions prove 9 (5 before the bound on the side's run of won tricks, in
    # native/src/normal_bounds.c): the bounds are what the search proved
    assert "the declaring side&#x27;s total lies between 9 and 12 tricks" in page
    assert "Score (Law 77)" not in page and "RULING:" not in page


def _about(page: str) -> dict[str, str]:
    """The identification block's lines: heading to value."""
    block = re.search(r'<dl class="about">(.*?)</dl>', page, re.S).group(1)
    return dict(re.findall(r"<dt>(.*?)</dt><dd[^>]*>(.*?)</dd>", block, re.S))


def test_the_identification_comes_from_the_file_and_the_director_wins(capsys, tmp_path) -> None:
    """Issue 31 item 2: the event, the date and the players the PBN file gives ([Event],
    [Date], [North] ...) fill the report's identification; a director's --about still
    wins; no folder of the machine appears in the report or the record."""
    report = tmp_path / "case.html"
    assert (
        main(
            [
                "claim",
                str(EXAMPLE),
                "--board",
                "1",
                "--layouts",
                "0",
                "--format",
                "json",
                "--report",
                str(report),
                "--about",
                "event=Spring Pairs",
                "--about",
                "director=A. Smith",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    page = report.read_text(encoding="utf-8")
    about = _about(page)
    assert about["Event"] == "Spring Pairs"  # the director's, over the file's
    assert about["Date"] == "2026.11.30"  # the file's [Date]
    assert about["Board"] == "1"
    assert about["Players (N-S, E-W)"] == "N North, S South; E East, W West"
    assert about["Director"] == "A. Smith"
    record = json.loads(out)
    assert record["source"]["file"] == EXAMPLE.name
    assert record["source"]["event"] == "adjudicator example"
    for shown in (page, out):
        assert str(EXAMPLE.parent) not in shown and str(tmp_path) not in shown


def test_the_identification_of_a_lin_file(events_dir, tmp_path) -> None:
    """LIN: the event from the vg| header, the players from pn| (a vugraph header's eight
    names: the closed room's are the last four); LIN has no date."""
    usbf = events_dir / "bridgebots-usbf" / "usbf_sf_14502.lin"
    report = tmp_path / "case.html"
    assert (
        main(
            [
                "claim",
                str(usbf),
                "--board",
                "55",
                "--table",
                "Closed",
                "--layouts",
                "0",
                "--report",
                str(report),
            ]
        )
        == 0
    )
    about = _about(report.read_text(encoding="utf-8"))
    assert about["Event"] == "2010 USBF SF A"
    assert about["Players (N-S, E-W)"] == "N Martel, S Stansby; E Mahmood, W Hamman"
    assert about["Date"] == "" and about["Director"] == ""  # lines to fill in by hand
    zh = tmp_path / "case-zh.html"
    assert (
        main(
            [
                "claim",
                str(usbf),
                "--board",
                "55",
                "--table",
                "Closed",
                "--layouts",
                "0",
                "--report",
                str(zh),
                "--lang",
                "zh",
            ]
        )
        == 0
    )
    assert "北 Martel、南 Stansby；东 Mahmood、西 Hamman" in zh.read_text(encoding="utf-8")


SAFE = "N:AK.AQ..4 J...KQJ8 2.2..A32 Q.K9..T9"  # tests/integration/test_candidates.py


def candidates_record(capsys, tmp_path, *extra: str):
    """``adjudicate candidates --format json`` on the built deal SAFE (a safety play: one
    result, the ace before the queen), written to a file."""
    assert (
        main(
            [
                "candidates",
                "--deal",
                SAFE,
                "--won",
                "5,3",
                "--contract",
                "3NT S",
                "--lead",
                "C9",
                "--layouts",
                "20",
                *extra,
                "--format",
                "json",
            ]
        )
        == 0
    )
    path = tmp_path / "candidates.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return path


def test_the_report_shows_the_candidates_with_the_line_behind_each_result(capsys, tmp_path) -> None:
    import json

    path = candidates_record(
        capsys, tmp_path, "--length", "E:H:0", "--contract", "4NT S", "--lead", "C9"
    )
    page = committee_report(example_ruling(), candidates=json.loads(path.read_text()))
    assert "Law 12C: what each contract would have produced at this table" in page
    assert "<h3>3NT by South lead ♣9</h3>" in page and "<h3>4NT by South lead ♣9</h3>" in page
    # double dummy as the reference, then the result single dummy reaches, its share
    assert "double dummy (a reference: every player seeing all four hands): 10 tricks +430" in page
    assert "3NT+1 S (10 tricks) +430, share 1 — likely" in page
    assert "no close choice on the way: every line reaches it" in page
    assert "Law 12C2 — likely: 3NT+1 S; at all probable: 3NT+1 S" in page
    zh = committee_report(example_ruling(), "zh", candidates=json.loads(path.read_text()))
    assert "第12条C款：各定约在本桌会得到的结果" in zh and "3无将" in zh
    # through the claim command, and a bad record refused before any search
    target = tmp_path / "ruling.html"
    assert (
        main(
            [
                "claim",
                str(EXAMPLE),
                "--board",
                "1",
                "--report",
                str(target),
                "--candidates",
                str(path),
            ]
        )
        == 0
    )
    assert "<h3>4NT by South lead ♣9</h3>" in target.read_text(encoding="utf-8")
    capsys.readouterr()
    bad = tmp_path / "bad.json"
    bad.write_text('{"candidates": [{"contract": "9NT"}]}', encoding="utf-8")
    assert (
        main(
            [
                "claim",
                str(EXAMPLE),
                "--board",
                "1",
                "--report",
                str(target),
                "--candidates",
                str(bad),
            ]
        )
        == 2
    )
    err = capsys.readouterr().err
    assert "--candidates: the candidates record has no valid candidates[1]" in err
    assert err.count("\n") == 1
    assert main(["claim", str(EXAMPLE), "--board", "1", "--candidates", str(path)]) == 2
    assert "give --report too" in capsys.readouterr().err


def test_the_line_behind_a_result_names_the_choices(capsys, tmp_path) -> None:
    import json

    # SAFE's one result has no close choice on its way; to check how a choice reads, the
    # record is given one (as play that parts at North's ♥A or ♥Q would record it)
    record = json.loads(candidates_record(capsys, tmp_path).read_text())
    outcome = record["candidates"][0]["outcomes"][0]
    outcome["line"]["choices"] = [
        {"trick": 10, "seat": "N", "card": "HA", "others": ["HQ"], "share": "1/2"}
    ]
    page = committee_report(example_ruling(), candidates=record)
    assert "3NT= S (9 tricks) +400, share 1 — likely" in page
    assert "trick 10: N plays ♥A (not ♥Q)" in page
