"""Candidate results (Law 12C2) on whole deals: time, and how often a search hits its budget.

The double-dummy column comes from DDS and is instant; the three normal-play searches run
the native engine over all 13 tricks, which is where the time goes.

Run the pytest-benchmark suite::

    python -m pytest benchmarks/bench_candidates.py --benchmark-only

or a survey of random deals (each deal's best North-South contract by double dummy), each
budget being the CPU time of each search, as ``adjudicate candidates --budget-ms``::

    python benchmarks/bench_candidates.py --deals 20 --budget-ms 250 1000 4000

It prints, per budget, how many candidates came back with all three normal-play values
exact, how many searches of each kind finished, and the median and worst wall time a
candidate took.
"""

from __future__ import annotations

import argparse
import statistics
import time

from endplay.dds import calc_dd_table
from endplay.dealer import generate_deal
from endplay.types import Denom, Player

from adjudicator.engine import UNLIMITED
from adjudicator.scoring.candidates import Candidate, evaluate

COLUMNS = ("declarer_worst", "declarer_best", "defence_worst")
_STRAINS = {Denom.nt: "NT", Denom.spades: "S", Denom.hearts: "H", Denom.diamonds: "D",
            Denom.clubs: "C"}  # fmt: skip


def best_contract(seed: int) -> tuple[str, Candidate]:
    """A random deal and North-South's highest-scoring-looking contract on it: the strain
    and declarer with the most double-dummy tricks, bid to the level they make."""
    deal = generate_deal(seed=seed)
    table = calc_dd_table(deal)
    tricks, denom, seat = max((table[d, s], -int(d), s) for d in _STRAINS
                              for s in (Player.north, Player.south))  # fmt: skip
    strain = _STRAINS[Denom(-denom)]
    level = min(7, max(1, tricks - 6))
    return deal.to_pbn(), Candidate(f"{level}{strain}", seat.abbr)


def survey(deals: int, budgets_ms: list[float], jobs: int = 1) -> None:
    """Print, per budget, how many candidates are exact, how many searches finished, the
    mean width of the bounds of those that did not, and the wall time per candidate."""
    cases = [best_contract(seed) for seed in range(deals)]
    for ms in budgets_ms:
        done = dict.fromkeys(COLUMNS, 0)
        width = dict.fromkeys(COLUMNS, 0)
        exact = 0
        walls = []
        for pbn, cand in cases:
            started = time.perf_counter()
            (result,) = evaluate(pbn, [cand], "None", node_budget=UNLIMITED,
                                 time_budget_ms=ms, jobs=jobs)  # fmt: skip
            walls.append(time.perf_counter() - started)
            exact += all(getattr(result, name).exact for name in COLUMNS)
            for name in COLUMNS:
                found = getattr(result, name)
                done[name] += found.complete
                width[name] += found.upper - found.lower
        shares = ", ".join(
            f"{name} {done[name]}/{len(cases)}"
            + (f" (open: {width[name] / (len(cases) - done[name]):.1f} tricks wide)"
               if done[name] < len(cases) else "")
            for name in COLUMNS
        )  # fmt: skip
        print(f"budget {ms:g} ms: {exact}/{len(cases)} candidates exact; finished {shares}; "
              f"wall a candidate: median {statistics.median(walls):.2f} s, "
              f"max {max(walls):.2f} s", flush=True)


def test_finesse_ending(benchmark):
    """A three-card ending: every search finishes at once."""
    result = benchmark(evaluate, "N:.AQ.2. .4.KQ. A.3.A. .K76..", ["4S S"], "NS", won=(7, 3))
    assert result[0].complete


def test_whole_deal_small_budget(benchmark):
    """A whole deal, 100 ms a search: bounded time whatever the engine proves."""
    pbn, cand = best_contract(1)
    result = benchmark.pedantic(evaluate, (pbn, [cand], "None"),
                                kwargs={"node_budget": UNLIMITED, "time_budget_ms": 100},
                                rounds=3)  # fmt: skip
    assert result[0].dd.complete


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--budget-ms", type=float, nargs="+", default=[250, 1000, 4000])
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    survey(args.deals, args.budget_ms, args.jobs)


if __name__ == "__main__":
    main()
