"""``adjudicate claim``: the director's view, from an event file or typed in."""

from __future__ import annotations

import json

import pytest

from adjudicator.cli import main

from places import EXAMPLES

EXAMPLE = str(EXAMPLES / "forgotten-trump.pbn")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_example_board_loses_a_trick_to_the_forgotten_trump(capsys) -> None:
    """The README's example: South claims the last four with East's ♠J out, says nothing,
    and last touched trumps three tricks ago: 70C gives East his ruff (4♠ one down)."""
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1")
    assert status == 0
    assert "RULING: 3 of the remaining tricks to North-South" in out
    assert "Law 70C" in out and "ruffed with ♠J" in out
    assert "4♠-1 by S (9 tricks), score -50" in out


def test_json_has_the_design_fields(capsys) -> None:
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1", "--format", "json")
    ruling = json.loads(out)
    assert status == 0
    for field in ("awarded", "dd", "claimed", "laws", "worst_line", "outcomes", "elapsed_ms"):
        assert field in ruling
    assert (ruling["awarded"], ruling["dd"], ruling["claimed"]) == (3, 4, 4)
    assert ruling["laws"] == ["70A", "70C"]
    assert sorted(o["tricks"] for o in ruling["outcomes"]) == [3, 4]
    assert ruling["law70c"] == {
        "trumps": ["SJ"],
        "silent": True,
        "likely_unaware": True,
        "trick_lost": True,
        "applies": True,
    }


def test_statement_about_trumps_upholds_it(capsys) -> None:
    status, out, _ = run(
        capsys, "claim", EXAMPLE, "--board", "1", "--statement", "draw trumps", "--format", "json"
    )
    ruling = json.loads(out)
    assert (ruling["awarded"], ruling["verdict"]) == (4, "upheld")
    assert ruling["statement"] == "draw trumps"


def test_chinese_uses_the_seed_laws_article_numbers(capsys) -> None:
    # --lang zh is Simplified, as the CBA writes its laws (issue 10): it was Traditional
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1", "--lang", "zh")
    assert status == 0
    assert "第70条C款" in out and "将牌" in out and "裁决" in out
    assert "判给对方1墩（第70条C款）" in out and "南得墩" in out


def test_traditional_chinese_with_taiwan_terms(capsys) -> None:
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1", "--lang", "zh-Hant")
    assert status == 0
    assert "第70條C款" in out and "王牌" in out and "裁決" in out and "雙明手" in out
    assert "將牌" not in out and "判給對方1磴（第70條C款）" in out


def test_typed_in_position_with_shown_out(capsys) -> None:
    """North leads toward South's ♥AJ; West has shown out of hearts, so the claimer knows
    East holds the queen and is credited with the finesse (Law 70E)."""
    args = [
        "claim",
        "--hands",
        "N:.43.. .Q5.. .AJ.. 32...",
        "--trump",
        "NT",
        "--lead",
        "N",
        "--claimer",
        "S",
        "--claims",
        "2",
        "--format",
        "json",
    ]
    _, out, _ = run(capsys, *args, "--shown-out", "W:H")
    assert json.loads(out)["awarded"] == 2
    _, out, _ = run(capsys, *args)
    blind = json.loads(out)
    assert blind["awarded"] == 1 and "70E" in blind["laws"]


def test_concession_cancelled_under_71a(capsys) -> None:
    """South conceded one of three tricks holding three masters: no legal play loses it."""
    status, out, _ = run(
        capsys,
        "claim",
        "--hands",
        "N:..432. QJ...5 AK.A.. ...432",
        "--trump",
        "NT",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "2",
        "--concession",
        "--format",
        "json",
    )
    result = json.loads(out)
    assert status == 0
    assert (result["law"], result["restored"], result["total"]) == ("71A", 1, 3)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["claim", "nowhere.pbn", "--board", "1"], "nowhere.pbn: no such file"),
        (["claim", EXAMPLE, "--board", "7"], "board 7: no claim found"),
        (["claim", EXAMPLE], "--board is required"),
        # issue 28: refused only because nothing in it is understood ("the queen" of no
        # suit is no card); a statement with any part understood is read
        (
            ["claim", EXAMPLE, "--board", "1", "--statement", "finese the queen"],
            "nothing in the statement 'finese the queen' was understood",
        ),
        (
            [
                "claim",
                "--hands",
                "N:AK... Q2... J3... T9...",
                "--trump",
                "NT",
                "--lead",
                "N",
                "--claimer",
                "N",
                "--claims",
                "3",
            ],
            "claimed 3 of 2 remaining tricks",
        ),
        (
            [
                "claim",
                "--hands",
                "N:AK... Q2... J3... T9.8..",
                "--trump",
                "NT",
                "--lead",
                "N",
                "--claimer",
                "N",
                "--claims",
                "2",
            ],
            # the seat is now named in words, after the option at fault
            "--hands: West holds 3 cards, expected 2",
        ),
        (
            [
                "claim",
                "--hands",
                "N:AK... Q2... J3... T9...",
                "--trump",
                "X",
                "--lead",
                "N",
                "--claimer",
                "N",
                "--claims",
                "2",
            ],
            "unknown strain",
        ),
    ],
)
def test_bad_input_is_one_line(capsys, argv: list[str], message: str) -> None:
    status, _, err = run(capsys, *argv)
    assert status == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err
