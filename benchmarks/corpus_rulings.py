"""Rule every claim of the real corpus and record what each ruling says, to show that
speed work changed no ruling, and how long the rulings take.

Run::

    python benchmarks/corpus_rulings.py --save before.json          # on the old engine
    python benchmarks/corpus_rulings.py --compare before.json       # on the new one

Each claim's awarded, worst, best, dd and complete values (and the set of outcome values)
are recorded; ``--compare`` lists every claim whose values differ and exits 1 if any do.
It also prints how many rulings are undecided (their search stopped at its budget) and
the CPU time of the rulings of positions with 7 or more tricks left (p50, p90).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from adjudicator.io.events import EVENT_SUFFIXES, read_event
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim

from shared_data import EVENTS

COMPARED = ("awarded", "worst", "best", "dd", "complete", "outcomes")


def claim_records(root: Path):
    """Every claim of every event file under root, in a fixed order."""
    for path in sorted(p for p in root.rglob("*") if p.suffix.lower() in EVENT_SUFFIXES):
        yield from read_event(path).claims


def claim_key(record) -> str:
    return f"{Path(record.file).relative_to(EVENTS)}#{record.index}"


def rule_one(record, with_outcomes: bool, options: dict) -> dict:
    """One claim's ruling values and the CPU time it took (this thread)."""
    key = claim_key(record)
    started = time.thread_time()
    try:
        ruling = rule_claim(claim_from_record(record), with_outcomes=with_outcomes, **options)
    except Exception as exc:  # a claim the package refuses is recorded, not fatal
        return {"key": key, "error": f"{type(exc).__name__}: {exc}"}
    return {
        "key": key,
        "tricks_left": record.position.tricks_left,
        "awarded": ruling.awarded,
        "worst": ruling.worst,
        "best": ruling.best,
        "dd": ruling.dd,
        "complete": ruling.complete,
        "outcomes": sorted(ruling.outcomes),
        "cpu_ms": 1000 * (time.thread_time() - started),
    }


def summary(rows: list[dict]) -> str:
    ruled = [r for r in rows if "error" not in r]
    undecided = [r["key"] for r in ruled if not r["complete"]]
    long = sorted(r["cpu_ms"] for r in ruled if r["tricks_left"] >= 7)
    every = sorted(r["cpu_ms"] for r in ruled)
    p90 = long[int(0.9 * (len(long) - 1))] if long else 0.0
    lines = [
        f"{len(rows)} claims, {len(rows) - len(ruled)} refused, {len(undecided)} undecided",
        f"all rulings: total {sum(every) / 1000:.1f} s CPU, p50 {statistics.median(every):.1f} ms",
        f"7+ tricks left ({len(long)}): p50 {statistics.median(long):.1f} ms, "
        f"p90 {p90:.1f} ms, max {long[-1]:.0f} ms CPU"
        if long
        else "no 7+ trick position",
    ]
    lines += [f"  undecided: {key}" for key in undecided]
    return "\n".join(lines)


def compare(rows: list[dict], before: list[dict]) -> list[str]:
    old = {r["key"]: r for r in before}
    differences = []
    for row in rows:
        prior = old.pop(row["key"], None)
        if prior is None:
            differences.append(f"{row['key']}: new claim")
            continue
        for field in ("error", *COMPARED):
            if row.get(field) != prior.get(field):
                differences.append(f"{row['key']}: {field} {prior.get(field)} -> {row.get(field)}")
    differences += [f"{key}: missing now" for key in old]
    return differences


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", type=Path, help="write the rulings' values here (JSON)")
    parser.add_argument("--compare", type=Path, help="compare with values saved before")
    parser.add_argument(
        "--no-outcomes",
        action="store_true",
        help="skip the outcome sets (faster; outcomes not compared)",
    )
    parser.add_argument("--node-budget", type=int, help="each ruling's node budget")
    parser.add_argument("--only", nargs="+", help="rule only these claims (keys as printed)")
    args = parser.parse_args()
    if not EVENTS.is_dir():
        print(f"no event data at {EVENTS}", file=sys.stderr)
        return 2
    options = {"node_budget": args.node_budget} if args.node_budget else {}
    records = [r for r in claim_records(EVENTS) if not args.only or claim_key(r) in args.only]
    rows = [rule_one(r, not args.no_outcomes, options) for r in records]
    print(summary(rows))
    if args.save:
        args.save.write_text(json.dumps(rows, indent=0))
    if args.compare:
        differences = compare(rows, json.loads(args.compare.read_text()))
        for line in differences:
            print(line)
        print(f"{len(differences)} differences from {args.compare}")
        return 1 if differences else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
