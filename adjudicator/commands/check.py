"""``adjudicate check FILE_OR_DIR ...`` — every claim in the files, checked.

For each claim: the claimed total, the double-dummy total from the claim position, and
a verdict.  Boards that cannot be replayed are listed as errors with their reason; a
summary line counts boards read, claims and errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from adjudicator.check import check_claim, error_json
from adjudicator.cli import UserError
from adjudicator.events import read_events


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check every claim in event files (PBN/LIN) against double dummy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("paths", nargs="+", metavar="FILE_OR_DIR", help="PBN/LIN files or folders")
    parser.add_argument("--format", choices=("text", "jsonl"), default="text")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    for path in args.paths:
        if not Path(path).exists():
            raise UserError(f"{path}: no such file or folder")
    out = sys.stdout
    boards = claims = errors = 0
    verdicts: Counter[str] = Counter()
    for reading in read_events(args.paths):
        boards += reading.boards_read
        for error in reading.errors:
            errors += 1
            if args.format == "jsonl":
                out.write(json.dumps(error_json(error), ensure_ascii=False) + "\n")
            else:
                out.write(f"ERROR {error}\n")
        for record in reading.claims:
            claims += 1
            result = check_claim(record)
            verdicts[result.dd_verdict] += 1
            if args.format == "jsonl":
                out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
            else:
                out.write(
                    f"{record.file}: {record.board_label}: {record.contract} by "
                    f"{record.declarer.abbr}, claimed {result.claimed_total}, "
                    f"DD {result.dd_total}: {result.dd_verdict}\n"
                )
    detail = ", ".join(f"{n} {v}" for v, n in sorted(verdicts.items()))
    summary = f"{boards} boards read, {claims} claims ({detail or 'none'}), {errors} errors"
    print(summary, file=sys.stderr if args.format == "jsonl" else out)
    return 0
