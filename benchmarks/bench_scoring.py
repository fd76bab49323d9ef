"""Scoring speed: a session's arithmetic must be instant next to a double-dummy search.

Run: ``python -m pytest benchmarks/bench_scoring.py --benchmark-only``.
"""

from __future__ import annotations

import itertools
import random

from adjudicator.scoring import contract_score, matchpoints
from adjudicator.scoring.adjust import score_traveller
from adjudicator.scoring.traveller import parse_traveller

STRAINS = ("C", "D", "H", "S", "NT")


def _all_contracts() -> list[tuple[str, str, str, int]]:
    return [
        (f"{level}{strain}{penalty}", "S", vul, tricks)
        for level, strain, penalty, vul, tricks in itertools.product(
            range(1, 8), STRAINS, ("", "X", "XX"), ("None", "All"), range(14)
        )
    ]


def test_law77_table(benchmark):
    """Every contract, penalty, vulnerability and result: 2,940 scores."""
    cases = _all_contracts()
    scores = benchmark(lambda: [contract_score(*case) for case in cases])
    assert len(scores) == len(cases)


def test_matchpoints_big_field_with_weighted_lines(benchmark):
    """A 40-table board with four weighted lines."""
    rng = random.Random(5)
    board: list = [rng.choice([420, 450, 170, -50, -100, 140, 620]) for _ in range(36)]
    board += [[(0.3, -100), (0.7, 400)] for _ in range(4)]
    mps = benchmark(matchpoints, board)
    assert abs(sum(mps) - 40 * 39) < 1e-6


def test_traveller_with_every_adjustment(benchmark):
    tricks = [9, 10, 11] * 7
    rows = [f"{t} {t} {t + 20} 4S N {tricks[t]}" for t in range(1, 21)]
    rows += ['ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"', "ADJ 4 artificial NS=A+ EW=A-",
             'ADJ 5 split NS="4S= N" EW="4S+1 N"']  # fmt: skip
    text = "board 7\n" + "\n".join(rows)
    report = benchmark(lambda: score_traveller(parse_traveller(text)))
    assert len(report["lines"]) == 20
