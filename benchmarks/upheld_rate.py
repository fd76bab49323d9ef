"""How often the ruling upholds a claim that double dummy says is exact, by tricks left.

Issue 16 asks the README to report this rate before and after the normal-play model: a
claim whose count equals the double-dummy result is one a strong player makes routinely,
so a model that reduces most of them is a double-dummy robot's opposite — but forgotten
trumps, blocked suits and unstated finesses must still be reduced.  Run it on the whole
corpus (every claim of ``../shared/data/events``)::

    python benchmarks/upheld_rate.py [--jobs 2] [EVENTS_FOLDER]

It prints, for claims with at most 3, 4 to 6, and 7 or more tricks left, how many are
DD-exact and what share of those the ruling upholds (at the default budget).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from adjudicator.batch import CheckOptions, check_events

from shared_data import EVENTS

BANDS = (("<= 3", range(0, 4)), ("4-6", range(4, 7)), ("7+", range(7, 14)))


def band(tricks_left: int) -> str:
    return next(name for name, span in BANDS if tricks_left in span)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("events", nargs="?", default=str(EVENTS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if not Path(args.events).is_dir():
        print(f"{args.events}: no such folder (the shared corpus)", file=sys.stderr)
        return 2
    exact: Counter[str] = Counter()
    upheld: Counter[str] = Counter()
    undecided: Counter[str] = Counter()
    for row in check_events([args.events], CheckOptions(), jobs=args.jobs).rows:
        if row.get("verdict") in ("error", "revoke") or row.get("dd_verdict") != "exact":
            continue
        left = 13 - sum(row["tricks_before_claim"])
        exact[band(left)] += 1
        upheld[band(left)] += row.get("verdict_kind") == "upheld"
        undecided[band(left)] += row.get("verdict_kind") == "undecided"
    print("tricks left  DD-exact claims  upheld  rate   undecided")
    for name, _ in BANDS:
        rate = upheld[name] / exact[name] if exact[name] else 0.0
        print(f"{name:>11}  {exact[name]:>15}  {upheld[name]:>6}  {rate:>4.0%}  "
              f"{undecided[name]:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
