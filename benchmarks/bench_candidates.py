"""Law 12C candidates by single-dummy play (issue 30): time a candidate, and how the
answers change with the number of layouts.

Each candidate is played single dummy from the opening lead to the last card: every
decision of a player with more than one distinct choice values each choice over
``--layouts`` layouts, each solved double dummy by DDS (all cards at once,
``SolveAllBoards``, DDS's own threads), and the line is played on the actual cards.

Run the pytest-benchmark cases::

    python -m pytest benchmarks/bench_candidates.py --benchmark-only

or the survey of the issue: random deals (each deal's best North-South contract by
double dummy), every candidate finished, per number of layouts the median and worst wall
time a candidate, and how many candidates give the same likely / at-all-probable results
and 12C3 shares as the largest number of layouts::

    python benchmarks/bench_candidates.py --deals 20 --layouts 50 100 200 500

Timings depend on the machine and its load: say which when quoting them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from endplay.dds import calc_dd_table
from endplay.dealer import generate_deal
from endplay.types import Denom, Player

from adjudicator.adjusted.candidates import Candidate, CandidateResult, evaluate

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


def answers(result: CandidateResult) -> tuple:
    """What a director reads: the likely results, the results at all probable, the
    shares."""
    return (tuple(map(str, result.likely_results())), tuple(map(str, result.probable_results())),
            tuple((o.tricks, o.share) for o in result.outcomes))


def survey(deals: int, layouts: list[int], dd_defence: bool = False) -> None:
    """Per number of layouts: wall time a candidate (median, max), the answers, and how
    many equal those of the largest number of layouts."""
    cases = [best_contract(seed) for seed in range(deals)]
    found: dict[int, list[tuple]] = {}
    print(f"{deals} deals, {os.cpu_count()} CPUs, defence "
          f"{'double dummy' if dd_defence else 'single dummy'}", flush=True)
    for count in layouts:
        walls = []
        found[count] = []
        for pbn, cand in cases:
            started = time.perf_counter()
            (result,) = evaluate(pbn, [cand], "None", layouts=count, dd_defence=dd_defence)
            walls.append(time.perf_counter() - started)
            found[count].append(answers(result))
            print(f"  {count} layouts {cand}: {time.perf_counter() - started:.1f} s, dd "
                  f"{result.dd}, shares {[(o.tricks, str(o.share)) for o in result.outcomes]}",
                  flush=True)
        print(f"layouts {count}: wall a candidate median {statistics.median(walls):.2f} s, "
              f"max {max(walls):.2f} s", flush=True)
    top = max(layouts)
    for count in layouts:
        same = sum(a == b for a, b in zip(found[count], found[top], strict=True))
        likely = sum(a[0] == b[0] and a[1] == b[1]
                     for a, b in zip(found[count], found[top], strict=True))
        print(f"layouts {count}: {same}/{deals} answers equal to {top} layouts' "
              f"({likely}/{deals} likely and probable results equal)")


def test_ten_top_tricks(benchmark) -> None:
    """A cold 4NT after the lead: the cheapest whole hand."""
    deal = "N:AKQJ.AK2.AK2.432 76.876.9876.9876 5432.543.543.AK5 T98.QJT9.QJT.QJT"
    result = benchmark.pedantic(evaluate, (deal, ["4NT S lead HQ"], "None"), rounds=1)
    assert result[0].outcomes[0].tricks == 10


def test_random_deal_default_layouts(benchmark) -> None:
    """A random deal's best contract, blind opening lead, default layouts."""
    pbn, cand = best_contract(1)
    result = benchmark.pedantic(evaluate, (pbn, [cand], "None"), rounds=1)
    assert result[0].outcomes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--layouts", type=int, nargs="+", default=[50, 100, 200, 500])
    parser.add_argument("--dd-defence", action="store_true")
    args = parser.parse_args()
    survey(args.deals, args.layouts, args.dd_defence)


if __name__ == "__main__":
    main()
