"""``adjudicate score`` and ``adjudicate adjust`` through the dispatcher."""

from __future__ import annotations

import json

import pytest

from adjudicator import cli

from places import EXAMPLES

EXAMPLES = EXAMPLES


@pytest.fixture
def run(monkeypatch, capsys):
    """Run the command line; returns (status, out, err)."""

    def _run(*argv: str) -> tuple[int, str, str]:
        status = cli.main(list(argv))
        out, err = capsys.readouterr()
        return status, out, err

    return _run


@pytest.mark.parametrize(
    ("argv", "printed"),
    [
        (("score", "4SX", "S", "--vul", "NS", "--tricks", "8"), "-500"),
        (("score", "4SX-2", "S", "--vul", "NS"), "-500"),
        (("score", "4SX-2S", "--vul", "NS"), "-500"),
        (("score", "3NT=", "S", "--board", "4"), "600"),
        (("score", "4S", "W", "--tricks", "10", "--vul", "EW", "--ns"), "-620"),
        (("score", "7NTXX", "N", "--tricks", "13", "--vul", "All"), "2980"),
    ],
)
def test_score_as_a_bare_number_for_scripts(run, argv, printed):
    # the text output now echoes what was scored (issue 15); scripts that read the bare
    # number ask for it with --format number
    status, out, err = run(*argv, "--format", "number")
    assert (status, out.strip(), err) == (0, printed, "")


@pytest.mark.parametrize(
    ("argv", "printed"),
    [
        (
            ("score", "4SX", "S", "--vul", "NS", "--tricks", "8"),
            "4♠X by S, North-South vulnerable, 8 tricks: \u2212500 for N-S",
        ),
        (
            ("score", "3NT=", "S", "--board", "4"),
            "3NT by S, both sides vulnerable, 9 tricks: +600 for N-S",
        ),
        (
            ("score", "4S", "W", "--tricks", "10", "--vul", "EW"),
            "4♠ by W, East-West vulnerable, 10 tricks: +620 for E-W",
        ),
        (
            ("score", "4S", "W", "--tricks", "10", "--vul", "EW", "--ns"),
            "4♠ by W, East-West vulnerable, 10 tricks: \u2212620 for N-S",
        ),
        (
            ("score", "7NTXX", "N", "--tricks", "13"),
            "7NTXX by N, neither side vulnerable, 13 tricks: +2280 for N-S",
        ),
        (("score", "PASS"), "passed out, neither side vulnerable: 0"),
        (
            ("score", "4SX", "S", "--vul", "NS", "--tricks", "8", "--lang", "zh"),
            "4♠加倍，庄家南，南北有局，8墩：南北\u2212500",
        ),
    ],
)
def test_score_says_what_it_scored_and_for_whom(run, argv, printed):
    """Issue 15: the text names the contract, declarer, vulnerability, tricks and side."""
    status, out, err = run(*argv)
    assert (status, out.strip(), err) == (0, printed, "")


def test_score_json(run):
    status, out, _ = run("score", "4SX", "S", "--vul", "NS", "--tricks", "8", "--format", "json")
    assert status == 0
    assert json.loads(out) == {"contract": "4SX", "declarer": "S", "vul": "NS", "tricks": 8,
                               "result": "4SX-2 S", "score": -500, "ns_score": -500,
                               "law": "77"}  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("score", "8S", "S", "--tricks", "9"), "impossible contract '8S'"),
        (("score", "8S=", "S"), "impossible"),
        (("score", "4S", "S", "--tricks", "14"), "0 to 13"),
        (("score", "4S+4", "N"), "14 tricks"),
        (("score", "4S", "S", "--tricks", "9", "--vul", "XY"), "unknown vulnerability 'XY'"),
        (("score", "4S", "S"), "no outcome"),
        (("score", "4S", "--tricks", "10"), "give the declarer"),
        (("score", "4SX-2", "S", "--tricks", "8"), "already has a result"),
        (("score", "4S=", "S", "--vul", "NS", "--board", "3"), "not both"),
        (("score", "4S", "S", "--tricks", "３"), "--tricks '３': give a whole number from 0"),
        (("score", "4S", "S", "--tricks", "9", "--board", "0"), "--board '0'"),
        (("score", "4S", "S", "--tricks", "9", "--board", "9" * 4301), "--board '999"),
    ],
)
def test_score_errors_are_one_line(run, argv, words):
    status, out, err = run(*argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("adjudicate score: ")
    assert words in err
    assert "Traceback" not in err


def test_adjust_text_shows_the_arithmetic(run):
    status, out, err = run("adjust", str(EXAMPLES / "traveller.txt"))
    assert status == 0 and err == ""
    assert "top 10 on 6 results" in out
    assert "table 3: weighted (Law 12C3); obtained 4SX-1 E" in out
    assert "30% x 4SX-1 N (-100) = 0.20 MP; 70% x 3NT= S (+400) = 3.80 MP; " \
        "weighted: 2.72 MP (27.20%)" in out  # fmt: skip
    assert "Law 88" in out
    assert "MP' = (MP + 1) x 6/5 - 1" in out


def test_adjust_results_list_json(run):
    status, out, _ = run(
        "adjust", "--results", "420", "450", "4SX-1 E", "-50", "420",
        "--adj", '3 weighted "30% 4SX-1 N, 70% 3NT= S"', "--format", "json",
    )  # fmt: skip
    assert status == 0
    report = json.loads(out)
    assert [line["NS"]["score"] for line in report["lines"]] == pytest.approx([5, 8, 1.4, 0.6, 5])
    assert report["lines"][2]["kind"] == "weighted"


def test_adjust_knockout_text(run):
    status, out, _ = run("adjust", str(EXAMPLES / "traveller-teams.txt"))
    assert status == 0
    assert "Team A: 4S= N vs 3S= N: +480 = +10 IMPs" in out
    assert "Knock-out (Law 86B)" in out and "A +10.5, B -10.5" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("adjust", "--results", "420", "170", "--adj", '2 weighted "30% 4S= N, 60% 3NT= S"'),
         "weights add to 90%, not 100%"),
        (("adjust", "--results", "420", "8S= N"), "impossible"),
        (("adjust", "--results", "420", "-"), "table 2 has no result"),
        (("adjust", "--results", "420", "--vul", "XY"), "unknown vulnerability"),
        (("adjust", "--results", "420", "170", "--form", "teams", "--adj", "1 artificial"),
         "TABLE KIND"),
        (("adjust",), "give a traveller file or --results"),
        (("adjust", "/nonexistent/traveller.txt"), "cannot read /nonexistent/traveller.txt"),
    ],
)  # fmt: skip
def test_adjust_errors_are_one_line(run, argv, words):
    status, out, err = run(*argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("adjudicate adjust: ")
    assert words in err


def test_adjust_help_documents_the_format(run, capsys):
    with pytest.raises(SystemExit):
        run("adjust", "--help")
    out = capsys.readouterr().out
    assert 'ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"' in out
    assert "table NS-pair EW-pair contract declarer result" in out
    assert "NS-session=63.5" in out


def test_adjust_session_file(run):
    path = EXAMPLES / "traveller-session.txt"
    status, out, _ = run("adjust", str(path))
    assert status == 0
    assert "Board 3, vul EW" in out
    assert "artificial A+ (Law 88: session 87.50% on the other boards, above 60%)" in out
    status, out, _ = run("adjust", str(path), "--format", "json")
    assert [b["board"] for b in json.loads(out)["boards"]] == [1, 2, 3]


def test_adjust_butler_text(run):
    status, out, _ = run("adjust", str(EXAMPLES / "traveller.txt"), "--form", "butler")
    assert status == 0
    assert "datum (NS +410, EW -430" in out
    assert "30% x 4SX-1 N (-100) = -11.00 IMPs; 70% x 3NT= S (+400) = 0.00 IMPs; " \
        "weighted: -3.30 IMPs" in out  # fmt: skip
    assert "artificial A+ = +3 IMPs (Law 86A)" in out
