"""Issue 31: what a director, a committee and a chief director hit in their first hour
with the command line (the page's items are in test_web_records / test_web_browser)."""

from __future__ import annotations

import json

import pytest

from adjudicator import cli

#: test_claim_weighting's three-card ending: a guess between two aces at trick 2.
DISCARD_GUESS = [
    "--hands",
    "N:.AQ2.. ..K.KQ .3.A.A .K7.Q.",
    "--trump",
    "S",
    "--lead",
    "W",
    "--claimer",
    "S",
    "--claims",
    "3",
    "--contract",
    "4S",
    "--declarer",
    "S",
    "--vul",
    "NS",
    "--won",
    "7,3",
]


def ruled(capsys, *argv: str) -> dict:
    assert cli.main(["claim", *argv, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "rules, asked, simulated",
    [
        ("seed1997", [], False),  # information only: not simulated unless asked for
        ("acbl", [], False),
        ("seed1997", ["--weights", "sixths"], True),
        ("acbl", ["--layouts", "200"], True),
        ("ebu", [], True),  # a committee may weight: simulated by default
        ("wbf2017", [], True),
        ("ebu", ["--layouts", "0"], False),
    ],
)
def test_the_guess_is_simulated_where_it_is_used(capsys, rules, asked, simulated) -> None:
    record = ruled(capsys, *DISCARD_GUESS, "--rules", rules, *asked)
    guess = record["ruling"]["search"]["guess"]
    assert (guess is not None) is simulated
    assert (record["weighting"] is not None) is simulated
    assert record["awarded"] == 1  # the law's single result, simulated or not


FORGOTTEN = [
    "--hands",
    "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.",
    "--trump",
    "S",
    "--lead",
    "S",
    "--claimer",
    "S",
    "--claims",
    "4",
]


def test_a_statement_of_the_trumps_asks_no_more_of_70c(capsys) -> None:
    """Issue 31 item 8: "70C does not apply" is not followed by 70C2's "at all likely
    unaware" nor 70C3's finding."""
    assert cli.main(["claim", *FORGOTTEN, "--statement", "draw trumps"]) == 0
    text = capsys.readouterr().out
    assert "Law 70C does not apply" in text
    assert "70C2" not in text and "70C3" not in text


def test_a_refused_out_leaves_no_report_behind(capsys, tmp_path) -> None:
    """Issue 31 item 8: ``--out`` refused (not a results file) creates no empty --html."""
    from places import EXAMPLES

    out, html = tmp_path / "notours.jsonl", tmp_path / "report.html"
    out.write_text("hello\n", encoding="utf-8")
    status = cli.main(
        ["check", str(EXAMPLES / "forgotten-trump.pbn"), "--out", str(out), "--html", str(html)]
    )
    assert status != 0 and "not a results file" in capsys.readouterr().err
    assert not html.exists()


def test_unequal_hands_blame_the_hand_that_differs(capsys) -> None:
    hands = "N:4.87.. J.54.J. Q.AKQ.. .JT9.Q."  # North holds 3, the others 4
    assert cli.main(["claim", *FORGOTTEN[:1], hands, *FORGOTTEN[2:]]) != 0
    assert "North holds 3 cards, expected 4" in capsys.readouterr().err


def test_statement_errors_count_positions_from_1() -> None:
    # (the command now leaves an unknown word out and says so; the strict reader's error
    # still names where a word stands, as a person counts: "finese" is the 14th character)
    from adjudicator.statement import StatementError, parse_statement

    with pytest.raises(StatementError) as caught:
        parse_statement("draw trumps, finese the queen of hearts", strict=True)
    assert "unknown word 'finese' at position 14" in str(caught.value)


@pytest.mark.parametrize(
    "command", ["", "check", "claim", "revoke", "score", "adjust", "candidates", "serve"]
)
def test_help_is_plain_text_and_names_every_option(capsys, command) -> None:
    """Issue 31 item 8: no reST markup in --help (````--lang````, ``::``, ``:func:``), and
    every option of every command has its help line."""
    with pytest.raises(SystemExit) as done:
        cli.main([command, "--help"] if command else ["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert "``" not in text and "::\n" not in text and ":func:" not in text
    parser = cli.build_parser(command or "")
    for name, sub in parser._subparsers._group_actions[0].choices.items():  # noqa: SLF001
        if name == command:
            undocumented = [
                a.option_strings for a in sub._actions if a.option_strings and not a.help
            ]
            assert undocumented == []


def test_the_command_lines_are_the_modules_own() -> None:
    """``adjudicate --help`` lists each command without importing it: its line must be
    the one the command's module registers."""
    full = cli.build_parser()
    registered = {
        name: action.help
        for action in full._subparsers._group_actions[0]._choices_actions  # noqa: SLF001
        for name in [action.dest]
    }
    assert registered == cli.COMMANDS


def test_the_committee_report_identifies_the_case(capsys, tmp_path) -> None:
    """Issue 31 item 7: event, date, session, board, players, director and appeal number
    (given, else the file's own board, else a line to fill in), space for the committee's
    decision and signatures, and no path of the machine."""
    from places import EXAMPLES

    report = tmp_path / "report.html"
    event = EXAMPLES / "forgotten-trump.pbn"
    assert (
        cli.main(
            [
                "claim",
                str(event),
                "--board",
                "1",
                "--report",
                str(report),
                "--about",
                "event=Spring Pairs",
                "--about",
                "appeal=7",
                "--about",
                "players=North-South v East-West",
            ]
        )
        == 0
    )
    page = report.read_text(encoding="utf-8")
    for label, value in (
        ("Event", "Spring Pairs"),
        ("Board", "1"),
        ("Appeal number", "7"),
        ("Players (N-S, E-W)", "North-South v East-West"),
    ):
        assert f'<dt>{label}</dt><dd class="given">{value}</dd>' in page
    # the date is the file's own [Date] since issue 31 item 2 (was left blank)
    assert '<dt>Date</dt><dd class="given">2026.11.30</dd>' in page
    for label in ("Session", "Director"):  # not known: left to fill in by hand
        assert f'<dt>{label}</dt><dd class="blank"></dd>' in page
    assert "The committee&#x27;s decision" in page and "Chair:" in page
    assert str(EXAMPLES) not in page and "forgotten-trump.pbn" in page
    capsys.readouterr()
    assert cli.main(["claim", str(event), "--board", "1", "--about", "room=Open"]) == 2
    assert "--about room=Open" in capsys.readouterr().err


def test_the_readme_sample_is_what_the_tool_prints(capsys) -> None:
    """Issue 31 item 8: the README's "What a director sees" is the command's output, line
    for line (a line cut with " ..." is a prefix of the tool's)."""
    from places import REPO

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    command = "$ adjudicate claim examples/forgotten-trump.pbn --board 1\n"
    shown = readme.split("```text\n" + command, 1)[1].split("```", 1)[0].splitlines()
    assert cli.main(["claim", str(REPO / "examples" / "forgotten-trump.pbn"), "--board", "1"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert len(shown) == len(printed)
    for said, real in zip(shown, printed, strict=True):
        if said.endswith(" ..."):
            assert real.startswith(said[:-4]) and len(real) > len(said) - 4, (said, real)
        else:
            assert said == real


def test_the_readme_committee_example_runs(capsys, tmp_path, monkeypatch) -> None:
    """The README's committee commands, as written (the HTML report: the PDF needs the
    report extra and Chromium, as the README now says)."""
    from places import REPO

    monkeypatch.chdir(REPO)
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "'adjudicator[report]'" in readme
    assert "--replay ruling.json --report ruling.pdf --lang zh --about appeal=7" in readme
    record = tmp_path / "ruling.json"
    assert (
        cli.main(["claim", "examples/forgotten-trump.pbn", "--board", "1", "--format", "json"]) == 0
    )
    record.write_text(capsys.readouterr().out, encoding="utf-8")
    report = tmp_path / "ruling.html"
    assert (
        cli.main(
            [
                "claim",
                "--replay",
                str(record),
                "--report",
                str(report),
                "--lang",
                "zh",
                "--about",
                "appeal=7",
            ]
        )
        == 0
    )
    assert '<dd class="given">7</dd>' in report.read_text(encoding="utf-8")


def test_the_batch_says_why_a_trick_is_lost(capsys, tmp_path) -> None:
    """Issue 31 item 4: every batch record had ``doubtful_points: []``; a card showing a
    one-trick reduction gave only the "not weighted" note.  The record now carries the
    careless choices the worst line rests on, and the card shows them."""
    from places import EXAMPLES

    html = tmp_path / "report.html"
    assert (
        cli.main(
            [
                "check",
                str(EXAMPLES / "forgotten-trump.pbn"),
                "--format",
                "jsonl",
                "--html",
                str(html),
            ]
        )
        == 0
    )
    line = json.loads(capsys.readouterr().out.splitlines()[0])
    points = line["record"]["ruling"]["doubtful_points"]
    assert [p["code"] for p in points] == ["1:S:HA/HK/HQ", "2:S:HK/HQ", "3:S:HQ"]
    assert line["event"] == "adjudicator example"
    page = html.read_text(encoding="utf-8")
    assert "South leads ♥Q instead of ♠Q" in page


@pytest.mark.parametrize(
    "argv, lang, said",
    [
        # a Chinese statement's error was in Simplified under --lang zh-Hant
        (["--statement", "咕噜咕噜"], "zh-Hant", "沒有一個詞能讀懂"),
        # --not-normal's errors were English under --lang zh
        (["--not-normal", "x"], "zh", "应为“墩号、座位、牌”的代码"),
        (["--not-normal", "9:S:HQ"], "zh", "只剩4墩"),
    ],
)
def test_errors_are_in_the_language_asked_for(capsys, argv, lang, said) -> None:
    """Issue 31 item 6."""
    assert cli.main(["claim", *FORGOTTEN, *argv, "--lang", lang]) == 2
    error = capsys.readouterr().err
    assert said in error and "expected" not in error, error
    if lang == "zh-Hant":
        assert "没有一个词能读懂" not in error
