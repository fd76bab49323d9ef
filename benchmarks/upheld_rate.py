"""How often the ruling upholds a claim that double dummy says is exact, by tricks left.

Issue 16 asks the README to report this rate before and after the normal-play model: a
claim whose count equals the double-dummy result is one a strong player makes routinely,
so a model that reduces most of them is a double-dummy robot's opposite — but forgotten
trumps, blocked suits and unstated finesses must still be reduced.  Run it on the whole
corpus (every claim of ``../shared/data/events``)::

    python benchmarks/upheld_rate.py [--jobs 2] [EVENTS_FOLDER]

It prints, for claims with at most 3, 4 to 6, and 7 or more tricks left, how many are
DD-exact and what share of those the ruling upholds (at the default budget), for all
claims and for each class of player the ruling judged them at (issue 27: the class comes
from the event, and experts' DD-exact claims are upheld far more often than club
players').
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
    exact: Counter[tuple[str, str]] = Counter()
    upheld: Counter[tuple[str, str]] = Counter()
    undecided: Counter[tuple[str, str]] = Counter()
    for row in check_events([args.events], CheckOptions(), jobs=args.jobs).rows:
        if row.get("verdict") in ("error", "revoke") or row.get("dd_verdict") != "exact":
            continue
        left = band(13 - sum(row["tricks_before_claim"]))
        for group in ("all", str(row.get("class", "?"))):
            exact[group, left] += 1
            upheld[group, left] += row.get("verdict_kind") == "upheld"
            undecided[group, left] += row.get("verdict_kind") == "undecided"
    print("class   tricks left  DD-exact claims  upheld  rate   undecided")
    for group in sorted({group for group, _ in exact}):
        for name, _ in (*BANDS, ("all", None)):
            keys = [(group, name)] if name != "all" else [(group, n) for n, _ in BANDS]
            count = sum(exact[k] for k in keys)
            kept = sum(upheld[k] for k in keys)
            rate = kept / count if count else 0.0
            print(
                f"{group:<7} {name:>11}  {count:>15}  {kept:>6}  {rate:>4.0%}  "
                f"{sum(undecided[k] for k in keys):>9}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
