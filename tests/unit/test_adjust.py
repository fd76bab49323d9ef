"""Law 12C adjusted scores on a traveller (with 86A, 86B, 88): every kind, hand-checked."""

from __future__ import annotations

import pytest

from adjudicator.scoring import ContractError, ScoringError, TricksError, WeightError
from adjudicator.scoring.adjust import (
    apply_law88,
    score_imp_pairs,
    score_pairs,
    score_teams,
    score_traveller,
)
from adjudicator.scoring.traveller import (
    AdjustmentError,
    Artificial,
    parse_adjustment,
    parse_components,
    parse_session,
    parse_traveller,
    traveller_from_results,
)

from places import EXAMPLES

EXAMPLES = EXAMPLES


def mp(scored, direction="NS"):
    return [getattr(s, direction.lower()).score for s in scored]


# ---------------------------------------------------------------------------------------
# Reading adjusted lines


def test_parse_weighted_components():
    comps = parse_components("30% 4SX-1 N, 70% 3NT= S", "None")
    assert [(c.weight, c.ns_score, c.text) for c in comps] == [
        (0.3, -100, "4SX-1 N"), (0.7, 400, "3NT= S")]  # fmt: skip
    thirds = parse_components("1/3 4S= N, 2/3 4S-1 N", "All")
    assert [c.ns_score for c in thirds] == [620, -100]
    assert parse_components("+420", None)[0].ns_score == 420
    assert parse_components("4S= W", None)[0].ns_score == -420


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("30% 4SX-1 N, 60% 3NT= S", "weights add to 90%, not 100%"),
        ("30% 4SX-1 N, 80% 3NT= S", "weights add to 110%"),
        ("30% 4SX-1 N, 3NT= S", "needs a weight"),
        ("0% 4SX-1 N, 100% 3NT= S", "more than 0%"),
    ],
)
def test_weights_must_add_to_100_percent(text, words):
    with pytest.raises(WeightError, match=words):
        parse_components(text, "None")


def test_parse_adjustment_kinds():
    table, ns, ew = parse_adjustment("ADJ 4 artificial NS=A+ EW=a- NS-session=63.5", None)
    assert (table, ns, ew) == ("4", Artificial("A+", None, 63.5), Artificial("A-"))
    _, ns, ew = parse_adjustment("4 artificial NS=55 EW=45%", None)
    assert (ns.percent(), ew.percent()) == (55, 45)
    _, ns, ew = parse_adjustment('5 split NS="4S= N" EW="4S+1 N"', None)
    assert (ns[0].ns_score, ew[0].ns_score) == (420, 450)
    _, ns, ew = parse_adjustment('5 split NS=A+ EW="4S+1 N"', None)
    assert isinstance(ns, Artificial) and ew[0].ns_score == 450


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        ('3 guessed "4S= N"', AdjustmentError, "unknown adjustment kind 'guessed'"),
        ("3 artificial NS=A+", AdjustmentError, "needs both NS= and EW="),
        ("3 artificial NS=A+ EW=B", AdjustmentError, r"use A\+, A, A- or a number"),
        ('3 split NS="4S= N" EW="4S= N" NS-session=70', AdjustmentError, "only goes with"),
        ("3 artificial NS=A+ EW=A- NS-session=170", AdjustmentError, "0 to 100"),
        ('3 weighted "30% 4SX-1 N, 60% 3NT= S"', WeightError, "90%"),
        ('3 assigned "8S= N"', ContractError, "level must be 1 to 7"),
        ('3 assigned "4S+4 N"', TricksError, "14 tricks"),
        ('3 weighted "30% 4SX-1 N', AdjustmentError, "cannot read adjustment"),
        ("3", AdjustmentError, "TABLE KIND"),
    ],
)
def test_bad_adjustments(text, error, words):
    with pytest.raises(error, match=words) as info:
        parse_adjustment(text, "None")
    assert isinstance(info.value, ValueError)


# ---------------------------------------------------------------------------------------
# Pairs (matchpoints)


def test_weighted_line_in_a_matchpoint_field():
    """Nobody vulnerable, five tables, top 8.  Table 3 is weighted (Law 12C3): 30% of
    4SX-1 N (-100) and 70% of 3NT= S (+400), in place of the 4SX-1 E (+100) obtained.

    Table 3 North-South, component by component against 420, 450, -50, 420:
        -100 beats nothing -> 0;  +400 beats -50 -> 2;  0.3 × 0 + 0.7 × 2 = 1.4 MP (17.5%)
    Table 3 East-West (8 − each component): 0.3 × 8 + 0.7 × 6 = 6.6 MP
    Table 1 (420) meets table 3 as 0.3 of a -100 and 0.7 of a +400: 2 × 0.3 + 2 × 0.7 = 2,
    plus 0 (v 450) + 2 (v -50) + 1 (v 420) = 5.  Table 2 (450): 8.  Table 4 (-50): beats
    0.3 of table 3 = 0.6.  Table 5: 5.
    """
    trav = parse_traveller(
        """
        board 1
        1 1 11 4S N 10
        2 2 12 4S N +1
        3 3 13 4SX-1 E
        4 4 14 -50
        5 5 15 4S= N
        ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"
        """
    )
    scored = score_pairs(trav)
    assert mp(scored) == pytest.approx([5, 8, 1.4, 0.6, 5])
    assert mp(scored, "EW") == pytest.approx([3, 0, 6.6, 7.4, 3])
    line = scored[2]
    assert line.line.kind == "weighted" and line.line.laws == ["12C3"]
    assert str(line.line.obtained) == "4SX-1 E"  # kept for the report
    assert [(c.weight, c.score) for c in line.ns.components] == [(0.3, 0), (0.7, 2)]
    assert line.ns.percent == pytest.approx(17.5)


def test_assigned_score():
    trav = traveller_from_results([420, 170, "3NT-2 S"], ['3 assigned "3NT= S"'])
    scored = score_pairs(trav)
    assert scored[2].line.kind == "assigned" and scored[2].line.laws == ["12C2"]
    assert mp(scored) == [4, 0, 2]  # 420 v 170 v 400


def test_split_score_in_pairs():
    """Law 12C2 split: table 4's North-South get 4S= N (+420), East-West 4S+1 N (+450 to
    North-South).  Each direction is matchpointed on the result given to it:
        North-South field 420, 170, -50, 420: table 4 NS = 1 + 2 + 2 = 5.
        East-West field -420, -170, +50, -450: table 4 EW (-450) beats nothing = 0;
        table 1 EW (-420) beats table 4's -450 = 2 (so table 1 has 5 + 2: no balance).
    """
    trav = traveller_from_results([420, 170, -50, "4S N 9"], ['4 split NS="4S= N" EW="4S+1 N"'])
    scored = score_pairs(trav)
    assert scored[3].line.kind == "split"
    assert mp(scored) == [5, 2, 0, 5]
    assert mp(scored, "EW") == [2, 4, 6, 0]


def test_artificial_with_law_88_session_above_60():
    """Table 5 could not play the board: North-South not at fault with 63.5% on the other
    boards (Law 88: 63.5%, not 60%), East-West at fault (average-minus, 40%).  Top 8.
    The four played results are compared among themselves and Neuberg-factored to five:
    420 (5) → (5 + 1) × 5/4 − 1 = 6.5; 170 (2) → 2.75; -50 (0) → 0.25."""
    trav = traveller_from_results(
        [420, 420, 170, -50, "-"], ["5 artificial NS=A+ EW=A- NS-session=63.5"]
    )
    scored = score_pairs(trav)
    assert scored[4].ns.percent == 63.5
    assert scored[4].ns.score == pytest.approx(5.08)
    assert scored[4].ew.percent == 40
    assert scored[4].ew.score == pytest.approx(3.2)
    assert scored[4].ns.artificial.law88_applied()
    assert scored[4].line.laws == ["12C1"]
    assert mp(scored)[:4] == pytest.approx([6.5, 6.5, 2.75, 0.25])
    assert mp(scored, "EW")[:4] == pytest.approx([1.5, 1.5, 5.25, 7.75])
    assert scored[0].ns.neuberg == (4, 5)


def test_law_88_session_below_60_gives_60_and_the_other_averages():
    trav = traveller_from_results([420, 170, "-"], ["3 artificial NS=A+ EW=A NS-session=55"])
    scored = score_pairs(trav)
    assert (scored[2].ns.percent, scored[2].ew.percent) == (60, 50)
    assert not scored[2].ns.artificial.law88_applied()
    trav = traveller_from_results([420, 170, "-"], ["3 artificial NS=A- EW=A+"])
    scored = score_pairs(trav)
    assert (scored[2].ns.percent, scored[2].ew.percent) == (40, 60)


def test_artificial_percentage_must_be_a_percentage():
    trav = traveller_from_results([420, 170, "-"], ["3 artificial NS=150 EW=40"])
    with pytest.raises(AdjustmentError, match="table 3: an artificial NS score of 150%"):
        score_pairs(trav)


def test_expected_results_factor_the_whole_board():
    trav = traveller_from_results([420, 420, 170, -50], expected=5)
    assert mp(score_pairs(trav)) == pytest.approx([6.5, 6.5, 2.75, 0.25])


# ---------------------------------------------------------------------------------------
# Teams (IMPs), 86A and 86B


TEAMS_SPLIT = """
    board 2                 # North-South vulnerable
    form teams
    1  A  B  4S N 9
    2  B  A  3S N =
    ADJ 1 split NS="4S= N" EW="4S+1 N"
"""


def test_split_score_in_teams():
    """Room 1: A (North-South, non-offenders) are given 4S= N, +620; B (East-West,
    offenders) 4S+1 N, +650 to North-South.  Room 2: B North-South make 3S=, +140.
        A: 620 − 140 = +480 → +10 IMPs.   B: 140 − 650 = −510 → −11 IMPs.
    The two need not balance."""
    board = score_teams(parse_traveller(TEAMS_SPLIT))
    assert (board.first.pair, board.first.score) == ("A", 10)
    assert (board.second.pair, board.second.score) == ("B", -11)
    assert board.balanced_before is None


def test_knockout_averages_the_two_sides_law_86b():
    board = score_teams(parse_traveller(TEAMS_SPLIT, form="knockout"))
    assert board.balanced_before == (10, -11)
    assert (board.first.score, board.second.score) == (10.5, -10.5)


def test_weighted_score_in_teams():
    """Nobody vulnerable.  Room 1 weighted 30% 4S= N (+420), 70% 4S-1 N (-50); room 2
    3S+1 N (+170).  A: 0.3 × imps(+250 = 6) + 0.7 × imps(-220 = -6) = -2.4."""
    trav = parse_traveller(
        """
        form teams
        1 A B 4S N 9
        2 B A 3S N 10
        ADJ 1 weighted "30% 4S= N, 70% 4S-1 N"
        """
    )
    board = score_teams(trav)
    assert board.first.score == pytest.approx(-2.4)
    assert board.second.score == pytest.approx(2.4)
    assert [c.score for c in board.first.components] == [6, -6]


@pytest.mark.parametrize(
    ("adj", "form", "first", "second"),
    [
        ("1 artificial NS=A+ EW=A-", "teams", 3, -3),
        ("1 artificial NS=A+ EW=A", "teams", 3, 0),
        ("1 artificial NS=A+ EW=A", "knockout", 1.5, -1.5),
        ("1 artificial NS=A- EW=A+", "teams", -3, 3),
        ("1 artificial NS=2 EW=-2", "teams", 2, -2),
    ],
)
def test_artificial_in_teams_law_86a(adj, form, first, second):
    trav = traveller_from_results(["-", 170], [adj], form=form)
    board = score_teams(trav)
    assert (board.first.score, board.second.score) == (first, second)


def test_teams_needs_two_tables():
    with pytest.raises(AdjustmentError, match="two tables"):
        score_teams(traveller_from_results([420, 170, -50], form="teams"))


# ---------------------------------------------------------------------------------------
# Traveller files and the report


def test_bad_travellers():
    with pytest.raises(AdjustmentError, match="table 2 has no result"):
        parse_traveller("1 1 11 420\n2 2 12 -\n")
    with pytest.raises(AdjustmentError, match="adjusted twice"):
        parse_traveller('1 1 11 420\nADJ 1 assigned "4S= N"\nADJ 1 assigned "4S= N"\n')
    with pytest.raises(AdjustmentError, match="line 2: unknown form"):
        parse_traveller("1 1 11 420\nform rubber\n")
    with pytest.raises(WeightError, match="line 3: weights add to 90%"):
        parse_traveller('1 1 11 420\n2 2 12 170\nADJ 2 weighted "30% 4S= N, 60% 3NT= S"\n')
    with pytest.raises(ContractError, match="line 1: impossible"):
        parse_traveller("1 1 11 8S N 10\n")
    with pytest.raises(AdjustmentError, match="no tables"):
        parse_traveller("# nothing\n")
    with pytest.raises(ScoringError, match="unknown vulnerability"):
        parse_traveller("vul red\n1 1 11 420\n")
    with pytest.raises(AdjustmentError, match=r"line 3: ADJ for table 33, .*\(1, 2\)"):
        parse_traveller('1 1 11 420\n2 2 12 170\nADJ 33 assigned "4S= N"\n')
    with pytest.raises(AdjustmentError, match="line 2: table 1 is listed twice"):
        parse_traveller("1 1 11 420\n1 2 12 170\n")


def test_vulnerability_from_the_board_or_a_vul_line():
    assert parse_traveller("board 4\n1 1 11 4S N 10\n").lines[0].ns[0].ns_score == 620
    assert parse_traveller("vul None\nboard 4\n1 1 11 4S N 10\n").vul == "None"
    assert parse_traveller("board 4\nvul NS\n1 1 11 4S E 10\n").lines[0].ns[0].ns_score == -420
    assert parse_traveller("board 4\n1 1 11 420\n", vul="EW").vul == "EW"


def test_example_traveller_and_report():
    """examples/traveller.txt: six tables; 5 compared NS (table 5 artificial).  Table 6's
    North-South (3NT= S, +400) against 420, 450, table 3 (30% -100, 70% +400), -50:
    0 + 0 + 0.6 + 0.7 + 2 = 3.3 → Neuberg (3.3 + 1) × 6/5 − 1 = 4.16."""
    report = score_traveller(parse_traveller((EXAMPLES / "traveller.txt").read_text()))
    assert report["unit"] == "matchpoints" and report["top"] == 10
    by_table = {line["table"]: line for line in report["lines"]}
    assert by_table["6"]["NS"]["score"] == pytest.approx(4.16)
    assert by_table["6"]["EW"]["score"] == pytest.approx(2.6)
    assert by_table["5"]["NS"] == {"pair": "5", "score": 6.35, "percent": 63.5,
                                   "artificial": "A+", "law": "88",
                                   "session": {"percent": 63.5, "from": "given"}}  # fmt: skip
    weighted = by_table["3"]
    assert weighted["obtained"] == "4SX-1 E"
    assert weighted["given"]["NS"]["components"][0] == {"weight": 0.3, "result": "4SX-1 N",
                                                        "ns_score": -100}  # fmt: skip
    assert [c["score"] for c in weighted["NS"]["components"]] == pytest.approx([0.2, 3.8])


def test_example_teams_traveller():
    report = score_traveller(parse_traveller((EXAMPLES / "traveller-teams.txt").read_text()))
    assert report["form"] == "knockout" and report["laws"] == ["86B"]
    assert [t["score"] for t in report["teams"]] == [10.5, -10.5]
    assert report["unbalanced"] == [10, -11]


# ---------------------------------------------------------------------------------------
# A session of boards: Law 88 from the pair's percentage on the other boards

SESSION = (EXAMPLES / "traveller-session.txt").read_text()


def test_law_88_from_the_other_boards_of_the_session():
    """Pair 3 (North-South, not at fault on board 2) scored 100% on board 1 (600 beats
    420 and 170: 4 of 4) and 75% on board 3 (100 ties table 1 and beats 50: 3 of 4):
    (100 + 75) / 2 = 87.5%, above 60%, so its average-plus is 87.5% (Law 88).  Pair 11
    (East-West at fault) gets 40% whatever it scored elsewhere."""
    boards = parse_session(SESSION)
    assert [b.board for b in boards] == [1, 2, 3]
    assert [b.vul for b in boards] == ["None", "NS", "EW"]
    assert all(b.form == "pairs" for b in boards)
    apply_law88(boards)
    table3 = score_pairs(boards[1])[2]
    assert table3.ns.artificial.session == 87.5
    assert table3.ns.artificial.session_from == "other boards"
    assert table3.ns.percent == 87.5 and table3.ns.score == pytest.approx(3.5)
    assert table3.ew.percent == 40


def test_law_88_session_below_60_leaves_60():
    low = SESSION.replace("3 3 13 600", "3 3 13 -600")  # pair 3: 0% and 75% → 37.5%
    boards = parse_session(low)
    apply_law88(boards)
    assert score_pairs(boards[1])[2].ns.percent == 60


def test_session_errors_name_the_file_line():
    with pytest.raises(ContractError, match="line 17: impossible"):
        parse_session(SESSION.replace("3 3 12 100", "3 3 12 8S= N"))
    with pytest.raises(AdjustmentError, match="one board"):
        parse_session(SESSION, adjustments=['1 assigned "4S= N"'])


# ---------------------------------------------------------------------------------------
# Pairs scored by IMPs


def test_butler_with_an_artificial_score():
    """Datum from the five results, top (1100) and bottom (-200) left out:
    (620 + 600 + 170) / 3 = 463.3 → 460.  620 → +160 = 4; 1100 → +640 = 12; 600 → 4;
    170 → -290 = -7; -200 → -660 = -12.  Table 6: average-plus/minus = ±3 (Law 86A),
    left out of the datum."""
    trav = traveller_from_results(
        [620, 1100, 600, 170, -200, "-"], ["6 artificial NS=A+ EW=A-"], form="butler"
    )
    scored, datums = score_imp_pairs(trav)
    assert datums == {"NS": 460, "EW": -460}
    assert [s.ns.score for s in scored] == [4, 12, 4, -7, -12, 3]
    assert [s.ew.score for s in scored] == [-4, -12, -4, 7, 12, -3]


def test_cross_imps_with_a_weighted_line():
    """North-South vulnerable.  Table 4: 50% 4S= N (+620), 50% 4S-1 N (-100).
    620: v 170 = +10, v -100 = +12, v table 4 = 0.5 × 0 + 0.5 × 12 = 6 → 28 / 3.
    Table 4: its +620 v 620, 170, -100 = 0 + 10 + 12; its -100 = -12 - 7 + 0;
    0.5 × 22/3 + 0.5 × -19/3 = 0.5."""
    trav = traveller_from_results(
        [620, 170, -100, "4S= N"],
        ['4 weighted "50% 4S= N, 50% 4S-1 N"'],
        form="cross-imps",
        vul="NS",
    )
    scored, datums = score_imp_pairs(trav)
    assert datums is None
    assert [s.ns.score for s in scored] == pytest.approx([28 / 3, -1.5, -25 / 3, 0.5])
    assert [s.ew.score for s in scored] == pytest.approx([-28 / 3, 1.5, 25 / 3, -0.5])


@pytest.mark.parametrize(
    ("adj", "kind", "laws"),
    [
        ('2 assigned "4S= N"', "assigned", ["12C2"]),
        ('2 weighted "50% 4S= N, 50% 4S-1 N"', "weighted", ["12C3"]),
        ('2 split NS="4S= N" EW="4S+1 N"', "split", ["12C2"]),
        ('2 split NS="50% 4S= N, 50% 4S-1 N" EW="4S+1 N"', "split", ["12C2", "12C3"]),
        ('2 split NS=A+ EW="4S+1 N"', "split", ["12C1", "12C2"]),
        ("2 artificial NS=A+ EW=A", "artificial", ["12C1"]),
    ],
)
def test_each_line_keeps_its_kind_and_laws(adj, kind, laws):
    line = traveller_from_results([420, "4S N 9", 170], [adj]).lines[1]
    assert (line.kind, line.laws) == (kind, laws)
    assert str(line.obtained) == "4S-1 N"


def test_one_side_artificial_the_other_assigned():
    """Table 2: North-South average-plus (left out of the North-South comparison, the
    others Neuberg-factored from 2 to 3 results); East-West assigned 4S+1 N (+450), which
    East-West at tables 1 (-420) and 3 (-170) beat: EW 0."""
    scored = score_pairs(traveller_from_results([420, "4S N 9", 170], ['2 split NS=A+ EW="450"']))
    assert scored[1].ns.percent == 60 and scored[1].ew.score == 0
    assert [s.ns.score for s in scored] == pytest.approx([3.5, 2.4, 0.5])  # (2 + 1) × 3/2 − 1
    assert [s.ew.score for s in scored] == [2, 0, 4]
