"""Every card's value and many layouts in one call, against DDS 2.9 (through endplay) in
the same process: ``all_cards`` vs ``solve_board`` in its all-cards mode
(``SolveMode.Default``, SolveBoard's solutions = 3), and ``solve_layouts`` vs
``solve_all_boards`` on the same layouts.  Run::

    python -m pytest benchmarks/bench_layouts.py --benchmark-only -s

or as a script (CPU time of the calling thread for single calls, the two alternating,
the better of ``--rounds``; wall and process CPU time for the batches)::

    python benchmarks/bench_layouts.py --deals 40 --layouts 1000 --threads 2

The machine is shared (2 cores, other jobs running): absolute numbers are noisy, and a
batch's wall time depends on how much of the two cores the other jobs leave it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from endplay.dds import solve_all_boards, solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Deal, Denom, Player

from adjudicator.core.cards import hand_pbn
from adjudicator.engine import forget_tables, index_card
from adjudicator.engine.layouts import all_cards, solve_layouts

STRAINS = ("S", "H", "D", "C", "NT")
#: endplay's solve_all_boards takes at most this many deals a call (endplay-notes item 8)
DDS_BATCH = 200


def _pbn(hands: list[list[int]]) -> str:
    """A PBN deal from four lists of engine card indices, North first."""
    return "N:" + " ".join(hand_pbn(index_card(c) for c in cards) for cards in hands)


def random_hands(rng: random.Random, size: int) -> list[list[int]]:
    deck = list(range(52))
    rng.shuffle(deck)
    return [deck[i * size : (i + 1) * size] for i in range(4)]


def _ours_all(pbn: str, trump: int, leader: int) -> dict[str, int]:
    """The engine on a table that has forgotten earlier deals, as DDS starts each new deal
    on an empty one."""
    forget_tables()
    values = all_cards((pbn, STRAINS[trump], "NESW"[leader], ()))
    return {str(card): tricks for card, tricks in values.items()}


def _dds_all(pbn: str, trump: int, leader: int) -> dict[str, int]:
    deal = Deal(pbn, first=Player(leader), trump=Denom(trump))
    return {str(card): tricks for card, tricks in solve_board(deal, SolveMode.Default)}


def _thread_timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    started = time.thread_time()
    value = fn()
    return time.thread_time() - started, value


def all_cards_survey(deals: int, size: int, rounds: int, seed: int) -> dict[str, float]:
    """Every card's value on random deals, every strain in turn and the leaders rotating:
    per deal the engine's and DDS's CPU time of this thread, alternating, the better of
    ``rounds`` runs each; every value checked equal."""
    rng = random.Random(seed)
    positions = [(_pbn(random_hands(rng, size)), i % 5, (i // 5) % 4) for i in range(deals)]
    ours = [float("inf")] * deals
    theirs = [float("inf")] * deals
    for _ in range(rounds):
        for i, (pbn, trump, leader) in enumerate(positions):
            spent, mine = _thread_timed(lambda p=pbn, t=trump, w=leader: _ours_all(p, t, w))
            ours[i] = min(ours[i], spent)
            spent, dds = _thread_timed(lambda p=pbn, t=trump, w=leader: _dds_all(p, t, w))
            theirs[i] = min(theirs[i], spent)
            if mine != dds:
                raise AssertionError(f"{pbn} {STRAINS[trump]} {leader}: {mine} != {dds}")
    return {
        "ours_total_s": sum(ours), "dds_total_s": sum(theirs),
        "ratio_total": sum(ours) / sum(theirs),
        "ours_p50_ms": 1000 * statistics.median(ours),
        "dds_p50_ms": 1000 * statistics.median(theirs),
    }  # fmt: skip


def layout_batch(size: int, count: int, seed: int) -> tuple[list[int], np.ndarray, int, int]:
    """A position of `size` cards a hand whose North and South hands are known, and
    `count` random layouts of East's and West's cards."""
    rng = random.Random(seed)
    hands = random_hands(rng, size)
    trump, leader = rng.randrange(5), rng.randrange(4)
    known = [sum(1 << c for c in hands[0]), 0, sum(1 << c for c in hands[2]), 0]
    unseen = hands[1] + hands[3]
    rows = np.zeros((count, 4), dtype=np.uint64)
    for i in range(count):
        rng.shuffle(unseen)
        rows[i, 1] = sum(1 << c for c in unseen[:size])
        rows[i, 3] = sum(1 << c for c in unseen[size:])
    return known, rows, trump, leader


def _layout_deals(known: list[int], rows: np.ndarray, trump: int, leader: int) -> list[Deal]:
    deals = []
    for row in rows:
        hands = [[c for c in range(52) if (known[s] | int(row[s])) >> c & 1] for s in range(4)]
        deals.append(Deal(_pbn(hands), first=Player(leader), trump=Denom(trump)))
    return deals


def _dds_batch(deals: list[Deal], mode: SolveMode) -> list[int]:
    values: list[int] = []
    for start in range(0, len(deals), DDS_BATCH):
        solved = solve_all_boards(deals[start : start + DDS_BATCH], mode)
        values.extend(max(t for _, t in board) for board in solved)
    return values


def batch_survey(
    size: int, count: int, threads: int, seed: int, every_card: bool
) -> dict[str, float]:
    """One batch of `count` layouts: the engine's solve_layouts against DDS's
    solve_all_boards (in calls of 200), wall and process CPU time, values checked."""
    known, rows, trump, leader = layout_batch(size, count, seed)
    deals = _layout_deals(known, rows, trump, leader)
    mode = SolveMode.Default if every_card else SolveMode.OptimalOne
    wall, cpu = time.perf_counter(), time.process_time()
    ours = solve_layouts(known, rows, trump, leader, threads=threads, all_cards=every_card)
    ours_wall, ours_cpu = time.perf_counter() - wall, time.process_time() - cpu
    wall, cpu = time.perf_counter(), time.process_time()
    theirs = _dds_batch(deals, mode)
    dds_wall, dds_cpu = time.perf_counter() - wall, time.process_time() - cpu
    if [int(v) for v in ours.values] != theirs:
        raise AssertionError("the batch's values differ from solve_all_boards'")
    return {
        "ours_wall_s": ours_wall, "ours_cpu_s": ours_cpu,
        "dds_wall_s": dds_wall, "dds_cpu_s": dds_cpu,
        "ratio_wall": ours_wall / dds_wall, "ratio_cpu": ours_cpu / dds_cpu,
    }  # fmt: skip


def test_all_cards_against_dds(benchmark) -> None:
    """Every card's value on 20 random 13-card deals (each strain, rotating leaders)."""
    result: dict[str, float] = {}
    benchmark.pedantic(
        lambda: result.update(all_cards_survey(20, 13, 1, 2029)), rounds=1, iterations=1
    )
    benchmark.extra_info.update(result)
    print(
        f"\nall-cards, 20 deals: engine {result['ours_total_s']:.2f} s, DDS "
        f"{result['dds_total_s']:.2f} s, ratio {result['ratio_total']:.2f}x"
    )


@pytest.mark.parametrize("every_card", [False, True], ids=["values", "every card"])
def test_layout_batch_against_solve_all_boards(benchmark, every_card) -> None:
    """1,000 layouts of a 13-card position's East-West cards on two threads."""
    result: dict[str, float] = {}
    benchmark.pedantic(
        lambda: result.update(batch_survey(13, 1000, 2, 29, every_card)), rounds=1, iterations=1
    )
    benchmark.extra_info.update(result)
    print(
        f"\nbatch of 1,000 ({'every card' if every_card else 'values'}): engine "
        f"{result['ours_wall_s']:.2f} s wall, DDS {result['dds_wall_s']:.2f} s wall, "
        f"ratio {result['ratio_wall']:.2f}x (CPU {result['ratio_cpu']:.2f}x)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="all-cards and layout batches vs DDS")
    parser.add_argument("--deals", type=int, default=40, help="all-cards deals (0: skip)")
    parser.add_argument("--size", type=int, default=13)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--layouts", type=int, default=1000, help="batch size (0: skip)")
    parser.add_argument("--batches", type=int, default=3, help="positions for batches")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--every-card", action="store_true", help="batches in all-cards mode")
    parser.add_argument("--seed", type=int, default=2029)
    args = parser.parse_args()
    if args.deals:
        r = all_cards_survey(args.deals, args.size, args.rounds, args.seed)
        print(
            f"all-cards, {args.deals} {args.size}-card deals: engine "
            f"{r['ours_total_s']:.3f} s (p50 {r['ours_p50_ms']:.1f} ms), DDS "
            f"{r['dds_total_s']:.3f} s (p50 {r['dds_p50_ms']:.1f} ms): ratio "
            f"{r['ratio_total']:.2f}x",
            flush=True,
        )
    for k in range(args.batches if args.layouts else 0):
        r = batch_survey(args.size, args.layouts, args.threads, args.seed + k, args.every_card)
        print(
            f"batch {k} of {args.layouts} layouts, {args.threads} threads: engine "
            f"{r['ours_wall_s']:.2f} s wall ({r['ours_cpu_s']:.2f} s CPU), DDS "
            f"{r['dds_wall_s']:.2f} s wall ({r['dds_cpu_s']:.2f} s CPU): ratio wall "
            f"{r['ratio_wall']:.2f}x, CPU {r['ratio_cpu']:.2f}x",
            flush=True,
        )


if __name__ == "__main__":
    main()
