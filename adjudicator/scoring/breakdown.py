"""Law 77 score arithmetic, part by part, for a report a committee can check by hand.

:func:`contract_score` (endplay's table, proven against an independent one in the tests)
gives the total; :func:`score_parts` gives the same total as the table's lines — the
trick score of the tricks bid, the game or part-score bonus, a slam bonus, the bonus for
making a doubled contract, the overtricks, or the undertricks of a defeated contract —
so that "−500" reads "2 undertricks, doubled, vulnerable: 200 + 300".  The tests hold
the sum of the parts to :func:`contract_score` for every contract, vulnerability and
trick count.

    第77條 — 複式橋牌比賽記分表 (the seed laws' scoring table).
"""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.contract import Contract
from adjudicator.scoring.law77 import read_contract

#: The trick value of each strain, undoubled (notrump: the first trick, then the rest).
TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30}
NOTRUMP_FIRST, NOTRUMP_REST = 40, 30
MULTIPLIER = {"": 1, "X": 2, "XX": 4}


@dataclass(frozen=True)
class ScorePart:
    """One line of the arithmetic: what it is (``kind``, a catalog key's ending), how
    many tricks it counts (``count``, 0 for a bonus) and its points for the declaring
    side (negative for undertricks).  ``each`` lists the points of each counted trick
    when they differ (doubled undertricks)."""

    kind: str
    count: int
    points: int
    each: tuple[int, ...] = ()


def score_parts(contract: Contract | str, vulnerable: bool, tricks: int) -> list[ScorePart]:
    """The declaring side's score for ``tricks`` in ``contract``, line by line."""
    bid = read_contract(contract)
    over = bid.outcome(tricks)
    if over < 0:
        return [_undertricks(bid, vulnerable, -over)]
    return _made(bid, vulnerable, over)


def _made(bid: Contract, vulnerable: bool, over: int) -> list[ScorePart]:
    factor = MULTIPLIER[bid.doubling]
    if bid.strain == "NT":
        trick_score = (NOTRUMP_FIRST + NOTRUMP_REST * (bid.level - 1)) * factor
    else:
        trick_score = TRICK_VALUE[bid.strain] * bid.level * factor
    parts = [ScorePart("trick_score", bid.level, trick_score)]
    if trick_score >= 100:
        parts.append(ScorePart("game_bonus", 0, 500 if vulnerable else 300))
    else:
        parts.append(ScorePart("partscore_bonus", 0, 50))
    if bid.level == 6:
        parts.append(ScorePart("small_slam_bonus", 0, 750 if vulnerable else 500))
    if bid.level == 7:
        parts.append(ScorePart("grand_slam_bonus", 0, 1500 if vulnerable else 1000))
    if bid.doubling:
        parts.append(ScorePart("doubled_bonus", 0, 50 * factor // 2))
    if over:
        if bid.doubling:
            each = (200 if vulnerable else 100) * factor // 2
        else:
            each = NOTRUMP_REST if bid.strain == "NT" else TRICK_VALUE[bid.strain]
        parts.append(ScorePart("overtricks", over, each * over, (each,) * over))
    return parts


def _undertricks(bid: Contract, vulnerable: bool, down: int) -> ScorePart:
    if not bid.doubling:
        each = [100 if vulnerable else 50] * down
    else:
        factor = MULTIPLIER[bid.doubling] // 2
        if vulnerable:
            base = [200] + [300] * (down - 1)
        else:
            base = [100, 200, 200][:down] + [300] * max(0, down - 3)
        each = [points * factor for points in base]
    return ScorePart("undertricks", down, -sum(each), tuple(each))
