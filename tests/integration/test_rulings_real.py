"""Rulings on claims read from the real event files.

These claims were accepted at the table.  The pinned rulings were studied by hand (the
reasoning is in each docstring): a ruling that takes a trick away must be one a director
would defend."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.batch.check import check_claim
from adjudicator.io.events import read_event
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.rulesets import PlayerClass

from places import CHECKED_FOLDERS

SKY = "bbo-pbntools/test/test_6_bbo_skyclub_20130810/SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
WRONIE = "bbo-pbntools/test/test_8_bbo_wronie_20130824/Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA"


def claim(events_dir: Path, relative: str, board: int):
    reading = read_event(events_dir / relative)
    records = [r for r in reading.claims if r.board == board]
    assert len(records) == 1, f"{relative} board {board}: {len(records)} claims"
    return records[0]


def test_spent_trumps_and_the_covering_ace(events_dir: Path) -> None:
    """Sky Club board 2, 4S by East, claiming the last four: East ♠T92 ♥J, West (dummy)
    ♥A ♦K ♣AQ, no trump left with North-South.  East draws nothing by leading trumps,
    and dummy never throws the ♥A that covers East's ♥J: upheld, as at the table."""
    ruling = rule_claim(claim_from_record(claim(events_dir, f"{SKY}/20784115.lin", 2)))
    assert ruling.upheld and ruling.awarded == 4


def test_dummy_winners_stranded_by_a_careless_order(events_dir: Path) -> None:
    """Sky Club board 11, 6NT by West, claiming the last seven.  East (dummy) has the ♠A
    and two heart winners, West ♠KQJ3 ♣AQ8.  A careless order (practice row 14) that
    leaves dummy's winners behind costs a trick — the judged claim at the next table,
    20784150, is that ending: "this wrong-hand order is careless, not irrational" — and
    the unstated club finesse is not credited (70E): the worst normal line takes 6.
    (It took 5 while West's careless discard could be the ♠3, his way to dummy's ♠A,
    thrown with the dead ♣8 in hand: that strands a winner he sees, rows 15, 22-23.)"""
    ruling = rule_claim(claim_from_record(claim(events_dir, f"{SKY}/20784149.lin", 11)))
    assert (ruling.dd, ruling.awarded) == (7, 6)
    assert ruling.laws == ["70A", "70E"]  # 70E since the finesse is what costs the trick
    assert ruling.lost_tricks[0].why.key in ("lost_master", "lost_higher_held")


def test_check_of_a_real_claim_reports_both_tests(events_dir: Path) -> None:
    """The batch check of one claim carries the DD verdict and the law's verdict."""
    result = check_claim(claim(events_dir, f"{SKY}/20784115.lin", 2)).to_json()
    assert result["dd_verdict"] == "exact" and result["verdict"] == "upheld"
    assert result["normal_total"] == result["claimed_total"] == result["dd_total"]


@pytest.mark.slow
def test_upheld_rate_on_every_real_claim(events_dir: Path, event_readings) -> None:
    """The whole corpus (slow: run with ``-m slow``).  Pinned from the run reported in the
    closing note of the claim-adjudication issue, on the folders of that time: 929 claims,
    at least 660 upheld.  Folders added since are ruled too (every claim gives a ruling) but
    counted from the data, not pinned."""
    upheld = checked = total = 0
    for reading in event_readings:
        in_checked = Path(reading.file).relative_to(events_dir).parts[0] in CHECKED_FOLDERS
        for record in reading.claims:
            ruling = rule_claim(claim_from_record(record), with_outcomes=False)
            total += 1
            if in_checked:
                checked += 1
                upheld += ruling.upheld
    assert total == sum(len(reading.claims) for reading in event_readings)
    assert checked == 929
    assert upheld >= 660


def test_outcomes_run_from_the_worst_line_to_the_best(events_dir: Path) -> None:
    """Sky Club board 11 again: the worst normal line takes 6, the best 7.  The committee's
    list of results holds 6 and 7 and nothing below: a line taking 3 has West lead the
    ♣Q, a loser, at trick 4 while he holds winners, which he is not made to do (practice
    row 13) unless it serves him.  The outcomes search alone lets him; before issue 16's
    speed work the list showed 3 and 4, below the result the director awarded.  (5 left
    the list with the careless discard of the way to dummy's ♠A, issue 27.)"""
    ruling = rule_claim(claim_from_record(claim(events_dir, f"{SKY}/20784149.lin", 11)))
    assert (ruling.worst, ruling.best) == (6, 7)
    assert sorted(ruling.outcomes) == [6, 7]
    assert ruling.outcomes[6] == ruling.worst_line


def test_outcomes_of_a_one_trick_spread_need_no_search(events_dir: Path) -> None:
    """Sky Club board 9, worst 6 and best 7 of the last seven: the results are exactly
    those two, each with its line (no search between them)."""
    ruling = rule_claim(claim_from_record(claim(events_dir, f"{SKY}/20784140.lin", 9)))
    assert (ruling.worst, ruling.best) == (6, 7)
    assert sorted(ruling.outcomes) == [6, 7]
    assert ruling.outcomes[6] == ruling.worst_line


def test_an_aware_claimers_drawing_line_is_searched_first(events_dir: Path, monkeypatch) -> None:
    """Wronie board 10, five tricks left, a trump out and a claimer the play shows aware of
    it: he is taken to draw it first (70C), so the drawing line is the award's and is
    searched before the cashing line that only informs the findings, and before the test
    of whether cashing reaches double dummy too (asked only when drawing does).  Searched
    the other way round, a long cashing search left the award undecided (annamar board 4,
    10 tricks; the probe first, Spingold 2007 board 11 Closed, 12 tricks)."""
    from adjudicator.engine import Rule
    from adjudicator.laws.claims.normal_play import NO_RULES, NormalPlay

    asked = []
    searched = NormalPlay.worst

    def worst(play, extra=NO_RULES, shown_out=None, bounds=None, line=True, share=1.0):
        asked.append((extra, bounds))
        return searched(play, extra, shown_out, bounds, line, share)

    monkeypatch.setattr(NormalPlay, "worst", worst)
    record = claim(
        events_dir,
        "bbo-pbntools/test/test_8_bbo_wronie_20130824/"
        "Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA/28189751.lin",
        10,
    )
    ruling = rule_claim(claim_from_record(record))
    assert (ruling.dd, ruling.awarded) == (5, 5)
    # issue 27 (NO_STRAND): the probe "does cashing reach double dummy?" now answers yes
    # (the cashing line no longer strands a run), so the cashing line needs no search of
    # its own after the drawing line (there was a third search, (NO_RULES, None), before)
    # The drawing line, the award's, now comes first of all (issue 29: the probe before it
    # took a quarter of the budget from a 12-trick award, Spingold 2007 board 11 Closed);
    # it reaches double dummy, so the probe follows, and answers for the cashing line.
    drawing, probe, blind = asked
    assert drawing == (Rule.DRAW_TRUMPS, None)
    assert probe[1] is not None and (probe[1].lower, probe[1].upper) == (4, 5)
    # the third is Law 70E's (a claimer who had not seen the show-out), on the award's line
    assert blind[0] == Rule.DRAW_TRUMPS and blind[1] is not None and blind[1].upper == 5


def test_the_outcomes_search_takes_at_most_its_share_of_the_budget(
    events_dir: Path, monkeypatch
) -> None:
    """Wronie board 7 (worst 3, best 5: the outcomes search looks for 4; it was Sky Club
    board 11 until that claim's worst line rose to 6, one below its best, which needs no
    search): the list is a committee's, searched after the award, and may spend at most
    OUTCOMES_SHARE of the ruling's node budget — an unfinishable one used to take all that
    was left."""
    from adjudicator import engine
    from adjudicator.laws.claims import normal_play

    given = []
    searched = engine.outcomes

    def outcomes(position, restriction, node_budget, *args, **kwargs):
        given.append(node_budget)
        return searched(position, restriction, node_budget, *args, **kwargs)

    monkeypatch.setattr(engine, "outcomes", outcomes)
    ruling = rule_claim(
        claim_from_record(claim(events_dir, f"{WRONIE}/28189623.lin", 7)),
        node_budget=20_000_000,
        time_budget_ms=None,
    )
    assert sorted(ruling.outcomes) == [3, 4, 5]
    assert given == [int(normal_play.OUTCOMES_SHARE * 20_000_000)]


def test_a_committees_list_of_a_long_claim_is_found(events_dir: Path) -> None:
    """Spingold 2007 board 4 (Open), 10 of the last 11 claimed: a club player's worst
    normal line takes 8 (7 before issue 27), the best 10.  The committee's list holds
    every result between, each with a line of all the remaining cards.  Searched as sets
    of results at every node, the list did not finish within its share of the default
    budget; searched one result at a time (a line taking exactly that many, the best line
    reaching it at each opponent's turn) it does."""
    reading = read_event(events_dir / "tenace/2007_Spingold_Final.First_Quarter.lin")
    (record,) = [r for r in reading.claims if r.board_label == "board 4 (Open)"]
    # ruled as a club player: an expert (the event's class) now keeps East's long spades
    # (BOTTOM_DISCARD) and gets the director's 10, which leaves no list to find; the
    # club player's careless discard of a long card (row 15) keeps the range this test
    # is about
    ruling = rule_claim(claim_from_record(record, player_class=PlayerClass.CLUB))
    # issue 27 (NO_STRAND, rows 13, 22, 23) raised the worst line from 7 to 8: a run is no
    # longer stranded; the director of judged-claims-2 gives 10 (was (7, 10), [7..10])
    assert (ruling.worst, ruling.best) == (8, 10)
    assert sorted(ruling.outcomes) == [8, 9, 10]
    left = sum(len(hand) for hand in record.position.hands)
    assert all(len(line) == left for line in ruling.outcomes.values())


def test_the_question_before_the_awards_line_takes_at_most_its_share(
    events_dir: Path, monkeypatch
) -> None:
    """Wronie board 10 again: "does cashing reach double dummy?" is asked before the
    drawing line the award rests on, and may spend at most PROBE_SHARE of the ruling's
    node budget — unbounded, it took all of it on Spingold 2007 board 11 (Closed), which
    was then undecided between 0 and 12 tricks (now between 5 and 9)."""
    from adjudicator import engine
    from adjudicator.laws.claims import law70c

    given = []
    searched = engine.search

    def search(position, restriction, mode, node_budget, *args, **kwargs):
        bounds = kwargs.get("bounds")
        if bounds is not None and bounds.asks_upper:
            given.append(node_budget)
        return searched(position, restriction, mode, node_budget, *args, **kwargs)

    monkeypatch.setattr(engine, "search", search)
    record = claim(
        events_dir,
        "bbo-pbntools/test/test_8_bbo_wronie_20130824/"
        "Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA/28189751.lin",
        10,
    )
    ruling = rule_claim(claim_from_record(record), node_budget=20_000_000, time_budget_ms=None)
    assert (ruling.dd, ruling.awarded) == (5, 5)
    assert given == [int(law70c.PROBE_SHARE * 20_000_000)]


@pytest.mark.slow
def test_a_twelve_trick_award_is_proved_within_its_budget(events_dir: Path) -> None:
    """Spingold 2007 final, first quarter, board 11 Closed: twelve tricks left, spades,
    the claim of 9 is double dummy and an expert's drawing line keeps it (issue 29).  Its
    proof takes 14.5M positions: the partition table keeps them (compacted, never
    forgotten mid-proof: 16.7M and a line of 6M more before) and the award's line comes
    before Law 70C's cashing probe (which took a quarter of the budget first).  At 20M
    positions the ruling is decided (the value search halves its budget for the tests from
    the top, and bisects on after: about 19M in all); before, it stopped undecided between
    7 and 9, at 30M too.  (The default budget, 1800 ms, is 12-14M on the 2-core VM: still
    undecided there.)"""
    reading = read_event(events_dir / "tenace/2007_Spingold_Final.First_Quarter.lin")
    record = next(r for r in reading.claims if r.board == 11 and str(r.table) == "Closed")
    facts = claim_from_record(record, player_class=PlayerClass.EXPERT)
    ruling = rule_claim(
        facts,
        with_outcomes=False,
        with_points=False,
        node_budget=20_000_000,
        time_budget_ms=None,
    )
    assert ruling.complete and (ruling.dd, ruling.awarded) == (9, 9)
