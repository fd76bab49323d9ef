"""Speed of the native engine against DDS (endplay.dds.solve_board), same process, one
thread.  Run::

    python -m pytest benchmarks/bench_engine.py --benchmark-only -s

or the CPU-time survey (the engine and DDS alternating on the same deals, the CPU time of
the calling thread, so that other jobs on a shared machine do not count)::

    python benchmarks/bench_engine.py --size 13 --deals 60 --rounds 3

Each test times both solvers on the same positions and prints the per-position
distribution and the ratio of the totals and medians (also saved in ``extra_info``).
The machine is shared (2 cores, other jobs running), so absolute numbers are noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import pytest
from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Deal, Denom, Player

from adjudicator.core.cards import hand_pbn
from adjudicator.engine import (
    Restriction,
    Rule,
    double_dummy,
    forget_tables,
    index_card,
    search,
)

from shared_data import EVENTS

STRAINS = ("S", "H", "D", "C", "NT")
NO_STATEMENT = (
    Rule.TOP_DOWN
    | Rule.NO_LOSER_LEAD
    | Rule.WIN_LAST
    | Rule.RUFF_LOW
    | Rule.KEEP_MASTERS
    | Rule.KNOWN_LAYOUT
)


def _pbn(hands: list[list[int]]) -> str:
    """A PBN deal from four lists of engine card indices, North first."""
    return "N:" + " ".join(hand_pbn(index_card(c) for c in cards) for cards in hands)


def random_deals(count: int, size: int, seed: int) -> list[tuple[str, int, int]]:
    """(pbn, trump, leader) of random positions with `size` cards a hand."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [deck[i * size : (i + 1) * size] for i in range(4)]
        out.append((_pbn(hands), rng.randrange(5), rng.randrange(4)))
    return out


def _dd_ours(pbn: str, trump: int, leader: int) -> int:
    """The engine on a table that has forgotten earlier deals, as DDS starts each new deal
    on an empty one (a kept table would make a repeated deal nearly free)."""
    forget_tables()
    return double_dummy(pbn, STRAINS[trump], "NESW"[leader])


def _dds(pbn: str, trump: int, leader: int, mode: SolveMode, target: int | None) -> int:
    deal = Deal(pbn, first=Player(leader), trump=Denom(trump))
    return max((t for _, t in solve_board(deal, mode, target)), default=0)


def _timed(fn, items) -> tuple[list[float], list]:
    times, values = [], []
    for item in items:
        started = time.perf_counter()
        values.append(fn(item))
        times.append(time.perf_counter() - started)
    return times, values


def _stats(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "p50_ms": 1000 * statistics.median(ordered),
        "p95_ms": 1000 * ordered[int(0.95 * (len(ordered) - 1))],
        "max_ms": 1000 * ordered[-1],
        "total_s": sum(ordered),
    }


def _report(benchmark, name: str, ours: list[float], theirs: dict[str, list[float]]) -> None:
    info = {"ours": _stats(ours)}
    print(f"\n{name}: ours {_fmt(info['ours'])}")
    for label, times in theirs.items():
        info[label] = _stats(times)
        ratio_total = sum(ours) / sum(times)
        ratio_median = statistics.median(ours) / statistics.median(times)
        info[f"ratio_total_vs_{label}"] = ratio_total
        info[f"ratio_median_vs_{label}"] = ratio_median
        print(
            f"  {label}: {_fmt(info[label])}  ratio ours/{label}: total {ratio_total:.1f}x, "
            f"median {ratio_median:.1f}x"
        )
    benchmark.extra_info.update(info)


def _fmt(s: dict[str, float]) -> str:
    return (
        f"p50 {s['p50_ms']:.2f} ms, p95 {s['p95_ms']:.2f} ms, max {s['max_ms']:.1f} ms, "
        f"total {s['total_s']:.2f} s"
    )


@pytest.mark.parametrize(
    "size, count, seed", [(13, 200, 2026), (7, 200, 7)], ids=["13-card deals", "7-card endings"]
)
def test_dd_against_dds(benchmark, size, count, seed) -> None:
    """Plain DD on the same random positions: ours vs DDS OptimalOne and TargetOne (with
    the DD value as target, i.e. DDS proving the value it is told)."""
    deals = random_deals(count, size, seed)
    theirs_opt, values = _timed(lambda d: _dds(*d, SolveMode.OptimalOne, None), deals)
    pairs = list(zip(deals, values, strict=True))
    theirs_tgt, _ = _timed(lambda dv: _dds(*dv[0], SolveMode.TargetOne, max(dv[1], 1)), pairs)
    ours: list[float] = []

    def run() -> None:
        times, got = _timed(lambda d: _dd_ours(*d), deals)
        assert got == values
        ours.extend(times)

    benchmark.pedantic(run, rounds=1, iterations=1)
    _report(
        benchmark,
        f"DD, {count} random {size}-card positions",
        ours,
        {"DDS OptimalOne": theirs_opt, "DDS TargetOne": theirs_tgt},
    )


@pytest.fixture(scope="module")
def claim_positions():
    """The real claims of ../shared/data/events (claimer: the declarer), or random 4-13
    card positions when the event reader or the data is missing."""
    try:
        from adjudicator.io.events import read_events
    except ImportError:
        read_events = None
    if read_events is not None and EVENTS.is_dir():
        claims = [r for reading in read_events([EVENTS]) for r in reading.claims]
        return [(r.position, r.declarer) for r in claims], "real claims"
    rng = random.Random(4)
    positions = []
    for i in range(300):
        pbn, trump, leader = random_deals(1, 4 + i % 10, rng.randrange(10**6))[0]
        positions.append(((pbn, STRAINS[trump], "NESW"[leader], ()), Player(leader)))
    return positions, "random 4-13 card positions"


def _dds_check(position) -> int:
    if isinstance(position, tuple):
        pbn, trump, leader, _ = position
        return _dds(pbn, STRAINS.index(trump), "NESW".index(leader), SolveMode.OptimalOne, None)
    hands = [list(h) for h in position.hands]
    for k, card in enumerate(position.trick):
        hands[(position.leader + k) % 4].append(card)
    deal = Deal(
        "N:"
        + " ".join(
            ".".join(
                "".join(
                    c.rank.abbr
                    for c in sorted((c for c in h if c.suit == s), key=lambda c: -c.rank)
                )
                for s in (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)
            )
            for h in hands
        ),
        first=position.leader,
        trump=position.trump,
    )
    for card in position.trick:
        deal.play(card)
    return max(t for _, t in solve_board(deal, SolveMode.OptimalOne))


def test_worst_line_on_claims(benchmark, claim_positions) -> None:
    """Restricted worst-line mode with a simple no-statement restriction on every claim
    position, against a DDS check (OptimalOne) of the same positions."""
    positions, what = claim_positions
    theirs, _ = _timed(lambda pc: _dds_check(pc[0]), positions)
    ours: list[float] = []
    incomplete: list[int] = []

    def run() -> None:
        def one(pc):
            result = search(pc[0], Restriction(pc[1], NO_STATEMENT), "worst")
            if not result.complete:
                incomplete.append(1)
            return result

        times, _ = _timed(one, positions)
        ours.extend(times)

    benchmark.pedantic(run, rounds=1, iterations=1)
    _report(benchmark, f"worst line, {len(positions)} {what}", ours, {"DDS check": theirs})
    print(f"  budget-stopped (5M nodes): {len(incomplete)}")
    benchmark.extra_info["budget_stopped"] = len(incomplete)


def cpu_survey(size: int, deals: int, rounds: int, seed: int) -> dict[str, float]:
    """Plain DD on random deals: per deal the engine's and DDS's (OptimalOne) CPU time of
    this thread, the two alternating, the better of ``rounds`` runs each."""
    positions = random_deals(deals, size, seed)
    ours = [float("inf")] * deals
    theirs = [float("inf")] * deals
    for _ in range(rounds):
        for i, deal in enumerate(positions):
            started = time.thread_time()
            value = _dd_ours(*deal)
            ours[i] = min(ours[i], time.thread_time() - started)
            started = time.thread_time()
            expected = _dds(*deal, SolveMode.OptimalOne, None)
            theirs[i] = min(theirs[i], time.thread_time() - started)
            if value != expected:
                raise AssertionError(f"{deal}: engine {value}, DDS {expected}")
    ratios = sorted(a / max(b, 1e-6) for a, b in zip(ours, theirs, strict=True))
    return {
        "ours_total_s": sum(ours), "dds_total_s": sum(theirs),
        "ratio_total": sum(ours) / sum(theirs),
        "ours_p50_ms": 1000 * statistics.median(ours),
        "dds_p50_ms": 1000 * statistics.median(theirs),
        "ratio_p90": ratios[int(0.9 * (len(ratios) - 1))], "ratio_max": ratios[-1],
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description="plain DD: engine vs DDS, CPU time")
    parser.add_argument("--size", type=int, nargs="+", default=[13, 10, 7, 4])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    for size in args.size:
        r = cpu_survey(size, args.deals, args.rounds, args.seed)
        print(
            f"{size}-card, {args.deals} deals: engine {r['ours_total_s']:.3f} s "
            f"(p50 {r['ours_p50_ms']:.2f} ms), DDS {r['dds_total_s']:.3f} s "
            f"(p50 {r['dds_p50_ms']:.2f} ms): ratio of totals {r['ratio_total']:.2f}x, "
            f"per deal p90 {r['ratio_p90']:.1f}x, max {r['ratio_max']:.1f}x",
            flush=True,
        )


if __name__ == "__main__":
    main()
