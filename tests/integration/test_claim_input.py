"""Issue 12 (and issue 15, item 4): a claim whose facts contradict each other is refused
with one line naming the fact -- by the command line, by the API and by the fields the
web page sends -- and never ruled.

The position is the README's typed-in one: North leads toward South's ♥AJ, East holds
♥Q5, West ♠32; notrump, South claims both tricks.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import adjudicator
from adjudicator.cli import main
from adjudicator.core.cards import seat_of
from adjudicator.core.position import ClaimPosition
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claims.claim import BoardContext, ClaimFactError, ClaimFacts
from adjudicator.laws.claims.claim_input import read_claim
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.claims.validation import validate_claim
from adjudicator.text.catalog import error_text

from places import EXAMPLES

HANDS = "N:.43.. .Q5.. .AJ.. 32..."
TYPED = [
    "claim",
    "--hands",
    HANDS,
    "--lead",
    "N",
    "--claimer",
    "S",
    "--claims",
    "2",
    "--no-outcomes",
]
EXAMPLE = str(EXAMPLES / "forgotten-trump.pbn")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def refused(capsys, *argv: str) -> str:
    """The one line a refused command prints (exit status 2, nothing on stdout)."""
    status, out, err = run(capsys, *argv)
    assert status == 2, out
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err, err
    return err


# ---- every reproducer of the issue, on the command line ---------------------------------


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        # East "showed out" of hearts but holds ♥Q5: it was ruled 2, upheld
        (
            ["--trump", "NT", "--shown-out", "E:H"],
            "--shown-out: East is said to have shown out of ♥ but still holds ♥Q, ♥5",
        ),
        # an earlier trick whose four cards are all still in the hands
        (
            ["--trump", "NT", "--history", "N:H4 HQ HA S3"],
            "--history: earlier trick 1: North played ♥4, but North still holds it",
        ),
        # fourteen copies of one earlier trick
        (
            ["--trump", "NT", *["--history", "N:D4 D5 D6 D7"] * 14],
            "--history: 14 earlier tricks typed in, but with 2 tricks left only 11 are complete",
        ),
        (
            ["--trump", "NT", *["--history", "N:D4 D5 D6 D7"] * 2],
            "--history: ♦4 is played in earlier trick 1 and again in earlier trick 2",
        ),
        # East discards on a club lead, then follows to clubs: a revoke inside the history
        (
            ["--trump", "NT", "--history", "N:C4 H7 C6 C7", "--history", "S:C9 CK C8 C5"],
            "--history: earlier trick 1: East played ♥7 on a ♣ lead, then ♣5 at trick 2",
        ),
        # a revoke on the trick in progress: East discards while holding hearts
        (
            ["--trump", "NT", "--hands", "N:.3.. .Q.. .AJ.. 32...", "--trick", "H4 S9"],
            "--trick: the trick in progress: East played ♠9 on a ♥ lead but holds ♥Q (a revoke)",
        ),
        # won + left = 6 + 3 + 2, not 13
        (
            ["--contract", "4S", "--declarer", "S", "--won", "6,3"],
            "--won: tricks won before the claim (declarer 6, defenders 3) and the 2 left "
            "make 11, not 13",
        ),
        (["--contract", "4S", "--declarer", "S", "--won", "20,20"], "make 42, not 13"),
        (["--contract", "4S", "--declarer", "S", "--won", "13,0"], "make 15, not 13"),
        (
            ["--contract", "4S", "--declarer", "S", "--won=-1,12"],
            "--won: tricks won before the claim '-1,12': expected DECLARER,DEFENDERS",
        ),
        # a result needs the tricks already won
        (
            ["--contract", "4S", "--declarer", "S"],
            "--won: a result needs the tricks each side won before the claim: 11 tricks",
        ),
        # --lead Nonsense was read as North
        (["--trump", "NT", "--lead", "Nonsense"], "--lead: unknown seat 'Nonsense'"),
        # statements and play after the claim naming cards not held
        (
            ["--trump", "NT", "--statement", "SA then HA"],
            "--statement: the statement names ♠A, which the claimer's side does not hold",
        ),
        (["--trump", "NT", "--statement", "finesse the CQ"], "names ♣Q, which the claimer"),
        (
            ["--trump", "NT", "--after-claim", "SA"],
            "--after-claim: ♠A, played after the claim, is not held by anyone",
        ),
        (
            ["--trump", "NT", "--shown-out", "W:NT"],
            "--shown-out: shown out 'W:NT': a player shows out of a suit",
        ),
        (
            ["--contract", "8NT", "--declarer", "S", "--won", "6,5"],
            "--contract: impossible contract '8NT': the level must be 1 to 7",
        ),
        (
            ["--contract", "9ZZ", "--declarer", "S", "--won", "6,5"],
            "--contract: cannot read contract '9ZZ'",
        ),
        (
            ["--contract", "4S", "--declarer", "S", "--won", "6,5", "--vul", "Q"],
            "--vul: unknown vulnerability 'Q'",
        ),
        # issue 15: contract and trump must agree
        (
            ["--trump", "H", "--contract", "4S", "--declarer", "S", "--won", "6,5"],
            "--trump: the contract 4S has ♠ as trump, but the trump given is ♥",
        ),
        (["--trump", "NT", "--claims", "3"], "--claims: claimed 3 of 2 remaining tricks"),
        (["--trump", "NT", "--claims", "٣"], "--claims: '٣' is not a number of tricks"),
        (
            ["--trump", "NT", "--statement", "12 tricks"],
            "--statement: the statement claims 12 tricks in all, but with 0 won before the "
            "claim and 2 left that cannot be",
        ),
    ],
)
def test_contradictions_are_refused_in_one_line(capsys, extra: list[str], words: str) -> None:
    argv = list(TYPED)
    for option in ("--lead", "--claims", "--hands"):
        if option in extra and option in argv:  # the reproducer replaces the default
            at = argv.index(option)
            del argv[at : at + 2]
    err = refused(capsys, *argv, *extra)
    assert err.startswith("adjudicate claim: ")
    assert words in err


def test_negative_or_too_many_tricks_actually_won_are_refused(capsys) -> None:
    """``--actually-won -3`` read "-3 of the 0 conceded tricks are restored"."""
    base = [*TYPED, "--trump", "NT", "--concession"]
    assert "--actually-won: '-3' is not a number" in refused(capsys, *base, "--actually-won", "-3")
    base[base.index("--claims") + 1] = "1"
    err = refused(capsys, *base, "--actually-won", "2")
    assert "--actually-won: 2 of the conceded tricks actually won: give 0 to 1" in err


def test_an_event_file_with_a_typed_position_is_refused(capsys) -> None:
    """The hands were silently ignored."""
    err = refused(capsys, "claim", EXAMPLE, "--board", "1", "--hands", HANDS, "--won", "6,3")
    assert "the event file gives the position and the board: leave out --hands, --won" in err


def test_a_statement_on_an_event_claim_is_checked_too(capsys) -> None:
    err = refused(capsys, "claim", EXAMPLE, "--board", "1", "--statement", "cash the CA")
    assert "--statement: the statement names ♣A, which the claimer's side does not hold" in err


def test_errors_are_in_the_language_asked_for(capsys) -> None:
    err = refused(capsys, *TYPED, "--trump", "NT", "--shown-out", "E:H", "--lang", "zh")
    assert "--shown-out：东被指在♥中示缺，但仍持有♥Q、♥5" in err
    err = refused(capsys, "score", "4S", "S", "--tricks", "14", "--lang", "zh")
    assert "--tricks「14」：应为0至13的整数" in err


# ---- what one fact implies for another (issue 15, item 4) --------------------------------


def test_the_contract_sets_the_trump(capsys) -> None:
    status, out, _ = run(
        capsys,
        "claim",
        "--hands",
        "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "4",
        "--contract",
        "4S",
        "--declarer",
        "S",
        "--won",
        "6,3",
        "--format",
        "json",
    )
    ruling = json.loads(out)
    assert status == 0 and ruling["awarded"] == 3  # East ruffs: spades are trumps
    assert ruling["result"] == {"contract": "4S-1 by S", "declarer_tricks": 9, "score": -50}


def test_the_tricks_won_come_from_a_complete_history() -> None:
    """Two tricks left and all eleven earlier ones typed in: the tricks won are counted
    from them, and the ruling's contract line says so."""
    suits = ("S", "H", "D", "C")
    history = ["N:" + " ".join(suit + rank for suit in suits) for rank in "AKQJT98765" + "4"]
    facts = read_claim(
        {
            "hands": "N:32... .32.. ..32. ...32",
            "lead": "N",
            "claimer": "N",
            "claims": 2,
            "contract": "1S",
            "declarer": "N",
            "history": history,
        }
    )
    assert facts.context is not None
    assert (facts.context.declarer_tricks, facts.context.defender_tricks) == (11, 0)


def test_hands_in_any_pbn_first_seat_order(capsys) -> None:
    """``S:`` lists South, West, North, East (PBN 2.1, 3.4.11): the same deal."""
    first_north = ClaimPosition.from_text(HANDS, "NT", "N")
    first_south = ClaimPosition.from_text("S:.AJ.. 32... .43.. .Q5..", "NT", "N")
    assert first_south.hands == first_north.hands
    with pytest.raises(SystemExit):
        main(["claim", "--help"])
    out = capsys.readouterr().out
    assert "the letter before" in out and "South, West, North, East" in out


# ---- one check for every caller -------------------------------------------------------


def contradictory_facts() -> ClaimFacts:
    position = ClaimPosition.from_text(HANDS, "NT", "N", shown_out=["E:H"])
    return ClaimFacts(position, seat_of("S"), 2)


def test_the_api_refuses_before_any_search() -> None:
    facts = contradictory_facts()
    with pytest.raises(ClaimFactError) as refused_:
        adjudicator.rule(facts)
    assert refused_.value.fact == "shown_out"
    assert str(refused_.value) == "East is said to have shown out of ♥ but still holds ♥Q, ♥5"
    with pytest.raises(ClaimFactError):
        rule_claim(facts)
    position = ClaimPosition.from_text(HANDS, "NT", "N")
    with pytest.raises(ClaimFactError, match="make 11, not 13"):
        validate_claim(
            ClaimFacts(
                position, seat_of("S"), 2, context=BoardContext("3NT", position.leader, None, 6, 3)
            )
        )


def test_the_web_fields_are_read_by_the_same_check() -> None:
    with pytest.raises(AdjudicatorError) as refused_:
        read_claim(
            {
                "hands": HANDS,
                "trump": "NT",
                "lead": "N",
                "claimer": "S",
                "claims": 2,
                "history": ["N:H4 HQ HA S3"],
            }
        )
    assert refused_.value.fact == "history"
    assert error_text(refused_.value, "zh").startswith("第1个已完成牌墩：北打出♥4")
    with pytest.raises(AdjudicatorError) as missing:
        read_claim({"hands": HANDS, "claims": 2})
    assert missing.value.fact == "lead"
    assert error_text(missing.value, options=True) == "--lead: missing: --lead, --trump"


def test_errors_travel_between_processes_with_their_words() -> None:
    """A worker process's error reaches the parent with its key and fact."""
    import pickle

    with pytest.raises(ClaimFactError) as refused_:
        validate_claim(contradictory_facts())
    copy = pickle.loads(pickle.dumps(refused_.value))
    assert (copy.key, copy.fact, str(copy)) == (
        "shown_out_holds",
        "shown_out",
        "East is said to have shown out of ♥ but still holds ♥Q, ♥5",
    )


# ---- output errors: one line, never a traceback ----------------------------------------


def command(*argv: str, **popen) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "adjudicator.cli", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        **popen,
    )


def test_a_full_disk_is_one_line() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "adjudicator.cli", "score", "4S", "S", "--tricks", "10"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    assert done.returncode == 2
    assert done.stderr == (
        "adjudicate score: cannot write the standard output: No space left on device\n"
    )


def test_a_closed_standard_output_is_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "adjudicator.cli", "score", "4S", "S", "--tricks", "10"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
        preexec_fn=lambda: __import__("os").close(1),
    )
    assert done.returncode == 2
    assert done.stderr == (
        "adjudicate score: standard output is closed: there is nowhere to write the result\n"
    )


def test_a_file_size_limit_is_one_line(tmp_path: Path) -> None:
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))

    with (tmp_path / "out.txt").open("w") as out:
        done = subprocess.run(
            [sys.executable, "-m", "adjudicator.cli", "claim", EXAMPLE, "--board", "1"],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            preexec_fn=limit,
        )
    assert done.returncode == 2
    assert done.stderr == "adjudicate claim: cannot write the standard output: File too large\n"


@pytest.mark.parametrize(
    ("out", "words"),
    [
        ("{tmp}", "--out {tmp}: not a regular file (a folder, a device or a pipe)"),
        ("/proc/version", "cannot write --out /proc/version: "),
        (
            "{tmp}/no/such/folder.jsonl",
            "--out {tmp}/no/such/folder.jsonl: its folder does not exist",
        ),
        (EXAMPLE, "is also an input or the other output"),
    ],
)
def test_outputs_that_cannot_be_written_are_one_line(
    capsys, tmp_path: Path, out: str, words: str
) -> None:
    out, words = out.format(tmp=tmp_path), words.format(tmp=tmp_path)
    err = refused(capsys, "check", EXAMPLE, "--dd-only", "--out", out)
    assert words in err


@pytest.mark.parametrize("budget", ["nan", "inf", "-1", "0", "1e400", "٣"])
def test_budgets_are_finite_and_positive(capsys, budget: str) -> None:
    err = refused(capsys, "check", EXAMPLE, f"--budget-ms={budget}")
    assert f"--budget-ms '{budget}': give a finite number of ms above 0" in err
