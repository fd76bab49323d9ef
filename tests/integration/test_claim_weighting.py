"""Law 12C3 for claims (practice row 20): a guess between the normal lines, simulated
single dummy, and the weights a committee could give it.

``DISCARD_GUESS`` is the three-card ending of 4♠ by South from test_candidates, with
West on lead and South claiming all three tricks without a word:

               North  ♥AQ2
    West ♥K7 ♦Q                  East ♦K ♣KQ
               South  ♥3 ♦A ♣A

West leads the ♥7; a claimer who did not state the finesse rises with the ace (Law 70E),
East throws the ♦K, and on the ♥2 that follows East throws the ♣K: South, down to his two
aces, must keep the one matching West's last card, the ♦Q or the ♣Q — which he cannot
see.  Keeping the ♣A (here right) takes 2 of the 3 tricks, the ♦A 1.  Over the layouts
consistent with the play (East void in hearts, so West holds the ♥K, and the two queens
anywhere) each ace is right half the time: a committee would weight 1/2 and 1/2.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from endplay.types import Card, Player

from adjudicator import cli
from adjudicator.core.position import ClaimPosition
from adjudicator.laws.claims.claim import BoardContext, ClaimFacts
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.claims.weighting import GuessOptions
from adjudicator.laws.rulesets import RuleSet

DISCARD_GUESS = "N:.AQ2.. ..K.KQ .3.A.A .K7.Q."
FEW = GuessOptions(layouts=300, seed=1)


def discard_guess(rules: RuleSet) -> ClaimFacts:
    position = ClaimPosition.from_text(DISCARD_GUESS, "S", "W")
    context = BoardContext("4S", Player.south, "NS", 7, 3)
    return ClaimFacts(position, Player.south, 3, ruleset=rules, context=context)


def test_a_guess_is_weighted_beside_the_single_result_under_the_ebu() -> None:
    ruling = rule_claim(discard_guess(RuleSet.EBU), guess=FEW)
    assert ruling.awarded == 1 and ruling.worst == 1  # the law's single result stands
    guess = ruling.guess
    assert guess is not None and guess.proposed
    assert (guess.trick, guess.seat) == (2, Player.south)
    assert (guess.right.card, guess.wrong.card) == (Card("CA"), Card("DA"))
    assert (guess.right.tricks, guess.wrong.tricks, guess.target) == (2, 1, 1)
    for choice in (guess.right, guess.wrong):
        low, high = choice.success.interval
        assert low <= 0.5 <= high
    parts = {(p.tricks, p.weight, str(p.result)) for p in guess.proposal.parts}
    assert parts == {(2, Fraction(1, 2), "4S-1 S"), (1, Fraction(1, 2), "4S-2 S")}
    assert guess.proposal.weighted_ns_score() == -150  # half of -100, half of -200
    assert "guess_weighted" in {f.key for f in ruling.findings}


@pytest.mark.parametrize("rules", [RuleSet.SEED1997, RuleSet.ACBL])
def test_the_odds_are_information_only_where_claims_are_not_weighted(rules) -> None:
    ruling = rule_claim(discard_guess(rules), guess=FEW)
    assert ruling.awarded == 1 and ruling.guess is not None and not ruling.guess.proposed
    keys = [f.key for f in ruling.findings]
    assert "guess_information" in keys and "guess_weighted" not in keys


def test_a_careless_line_is_no_guess() -> None:
    # the README's forgotten trump: cashing the hearts before drawing the ♠J is never
    # better than drawing it, on any layout: no weighting, the worst normal line stands
    position = ClaimPosition.from_text("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", "S", "S")
    ruling = rule_claim(ClaimFacts(position, Player.south, 4, ruleset=RuleSet.EBU), guess=FEW)
    assert ruling.awarded == 3 and ruling.guess is None
    (none,) = [f for f in ruling.findings if f.key == "guess_none"]
    assert none.params["share"] == "0.0"


def test_no_simulation_unless_asked() -> None:
    ruling = rule_claim(discard_guess(RuleSet.EBU))
    assert ruling.guess is None
    assert not any(f.key.startswith("guess") for f in ruling.findings)


def test_the_seed_reproduces_the_odds() -> None:
    one = rule_claim(discard_guess(RuleSet.EBU), guess=FEW).guess
    two = rule_claim(discard_guess(RuleSet.EBU), guess=FEW).guess
    other = rule_claim(discard_guess(RuleSet.EBU), guess=GuessOptions(layouts=300, seed=2)).guess
    assert one == two and one is not None and other is not None
    assert one.right.success != other.right.success


def run_claim(capsys, *argv: str) -> str:
    status = cli.main(
        [
            "claim",
            "--hands",
            DISCARD_GUESS,
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
            "--layouts",
            "300",
            *argv,
        ]
    )
    out, err = capsys.readouterr()
    assert status == 0 and not err
    return out


def test_the_ruling_text_and_json_carry_the_proposal(capsys) -> None:
    text = run_claim(capsys, "--rules", "ebu")
    assert "a guess at trick 2: South plays ♣A or ♦A" in text
    assert "Weighted proposal (Law 12C3) beside the ruling" in text
    assert "1/2 of 4S-1 S" in text and "1/2 × (-100) + 1/2 × (-200) = -150.0" in text
    data = json.loads(
        run_claim(capsys, "--rules", "wbf2017", "--weights", "tenths", "--format", "json")
    )
    weighting = data["weighting"]
    assert weighting["proposed"] and weighting["seed"] == 1 and weighting["layouts"] == 300
    assert weighting["right"]["card"] == "CA" and weighting["proposal"]["unit"] == 10
    assert [p["weight"] for p in weighting["proposal"]["parts"]] == ["1/2", "1/2"]
    assert data["awarded"] == 1
    chinese = run_claim(capsys, "--rules", "ebu", "--lang", "zh")
    assert "第2墩是一个猜测" in chinese and "加权建议（第12条C款3）" in chinese
    traditional = run_claim(capsys, "--rules", "ebu", "--lang", "zh-Hant")
    assert "加權建議（第12條C款3）" in traditional
    seed = run_claim(capsys)
    assert "information only" in seed and "Weighted proposal" not in seed
    assert json.loads(run_claim(capsys, "--layouts", "0", "--format", "json"))["weighting"] is None


def test_the_record_carries_the_proposal_and_replays_it(capsys, tmp_path) -> None:
    import jsonschema

    from adjudicator.text.committee_report import committee_report
    from adjudicator.text.record import record_schema, replay

    record = json.loads(run_claim(capsys, "--rules", "ebu", "--format", "json"))
    jsonschema.Draft202012Validator(record_schema()).validate(record)
    assert record["ruling"]["search"]["guess"] == {"layouts": 300, "seed": 1, "unit": 6}
    weighting = record["ruling"]["weighting"]
    assert weighting["proposed"] and weighting["right"]["card"] == "CA"
    again = replay(record)
    assert again.reproduced, again.differences
    page = committee_report(record)
    assert "Weighted proposal (Law 12C3)" in page and "1/2 of 4S-1 S" in page
    seed = json.loads(run_claim(capsys, "--format", "json"))  # seed1997: information only
    assert "Weighted proposal" not in committee_report(seed)
