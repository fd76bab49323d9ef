"""``adjudicate check FILE_OR_DIR ...`` — every claim in the files, checked.

For each claim: the claimed total, the double-dummy total from the claim position, the
total on the worst normal line (the law's test, Law 70A) and a verdict.  Boards that
cannot be replayed are listed as errors with their reason; a summary line counts boards
read, claims and errors.

  --jobs N              check files in N worker processes (0: one per core)
  --scheduler ADDRESS   run the per-file tasks on a Dask cluster (tcp://host:8786)
  --out results.jsonl   resumable output: lines appended as files finish; a rerun
                        skips the claims already there
  --format              text, jsonl, csv or html on standard output (with --out and
                        no --format, only the summary)
  --html report.html    also write the HTML report there
  --budget-ms MS        search budget per claim; a claim that needs more is
                        reported undecided, with bounds
  --dd-only             the double-dummy check alone (no normal-line test)
  --class CLASS         judge every claim as this class of player (expert, club,
                        novice)
  --class-for PATTERN=CLASS
                        judge the claims of events or folders matching PATTERN (a
                        glob, any case, against the event's name, the file or a
                        folder) as CLASS; repeat it, the first match wins.  Without
                        either, a claim in an event whose name shows a championship
                        (Spingold, ... Championships, trials ...) is judged as an
                        expert's, any other as a club player's; every ruling says why.

Ctrl-C stops the run: what is done stays in --out (run the same command again to
finish), and the exit status is 130.
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import signal
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from adjudicator.batch import (
    BatchResult,
    CheckOptions,
    EventSummary,
    Progress,
    Row,
    check_events,
    default_jobs,
)
from adjudicator.errors import UserError
from adjudicator.io.records import board_label
from adjudicator.laws.class_of_player import ClassMap
from adjudicator.laws.rulesets import PlayerClass
from adjudicator.text.batch_report import render_report
from adjudicator.text.catalog import LANGUAGES

#: The CSV columns: those of row version 1 in their order, then the machine fields of
#: version 2 (docs/cluster.md); a column is only ever added at the end.
CSV_COLUMNS = (
    "file", "board", "table", "index", "contract", "declarer", "claimed_total", "dd_total",
    "dd_verdict", "normal_total", "verdict", "laws", "claimer", "complete", "bounds",
    "worst_line", "reason", "test", "budget_ms", "elapsed_ms", "sha256",
    "row_version", "verdict_kind", "tricks_transferred", "table_result", "table_score",
    "adjusted_result", "adjusted_score", "score_change", "score_side", "vulnerability",
    "tricks_before_claim", "claim_id",
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check every claim in event files (PBN/LIN): normal-line test and double dummy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("paths", nargs="+", metavar="FILE_OR_DIR", help="PBN/LIN files or folders")
    parser.add_argument("--format", choices=("text", "jsonl", "csv", "html"), default=None,
                        help="what standard output carries (default: text; only the summary "
                        "when --out is given)")
    parser.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                        help="worker processes (default 1; 0 = one per core)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="Dask distributed scheduler, e.g. tcp://10.0.0.5:8786")
    parser.add_argument("--out", metavar="RESULTS.jsonl",
                        help="resumable JSON Lines output (appended; done claims skipped)")
    parser.add_argument("--html", metavar="REPORT.html", help="write the HTML report there")
    parser.add_argument("--budget-ms", type=float, default=None, metavar="MS",
                        help="normal-line search budget per claim")
    parser.add_argument("--dd-only", action="store_true",
                        help="double-dummy check only (no normal-line test)")
    parser.add_argument("--class", dest="player_class", default=None,
                        choices=[c.value for c in PlayerClass],
                        help="judge every claim as this class of player")
    parser.add_argument("--class-for", action="append", default=[], metavar="PATTERN=CLASS",
                        help="class of player for events or folders matching PATTERN")
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of the ruling texts in reports")
    parser.add_argument("--verbose", "-v", action="store_true",
                        help="log each file as it is checked (workers' logs included)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    _validate(args)
    options = CheckOptions(normal=not args.dd_only, budget_ms=args.budget_ms, lang=args.lang,
                           classes=ClassMap.parse(args.class_for, args.player_class))
    jobs = default_jobs() if args.jobs == 0 else (args.jobs or 1)
    fmt = args.format or ("text" if args.out is None else None)
    out = sys.stdout
    writer = _stream_writer(fmt, out)
    progress = Progress(0)
    _configure_logging(args.verbose)
    try:
        with _stop_on_sigterm():
            batch = check_events(args.paths, options, jobs=jobs, scheduler=args.scheduler,
                                 out=args.out, on_event=writer, progress=progress)
    except KeyboardInterrupt:
        out.flush()
        kept = f"; what is done is kept in {args.out} — run the same command again to " \
               "finish" if args.out else ""
        print(f"adjudicate check: interrupted after checking {progress.claims} claims "
              f"({progress.files} of {progress.total} files complete){kept}", file=sys.stderr)
        return 130
    except OSError as exc:
        if args.scheduler:
            raise UserError(f"cannot reach the Dask scheduler {args.scheduler}: {exc}") from exc
        raise
    report = None
    if fmt == "html" or args.html:
        report = render_report(batch.events, test=options.test, lang=args.lang)
    if fmt == "html" and report is not None:
        out.write(report)
    if args.html and report is not None:
        try:
            Path(args.html).write_text(report, encoding="utf-8")
        except OSError as exc:
            raise UserError(f"--html {args.html}: cannot write the report: {exc}") from exc
    summary = summary_line(batch, options)
    if args.out and batch.resumed_lines:
        summary += f"; {batch.resumed_lines} lines resumed from {args.out}"
    print(summary, file=out if fmt == "text" else sys.stderr)
    return 0


def _validate(args: argparse.Namespace) -> None:
    for path in args.paths:
        if not Path(path).exists():
            raise UserError(f"{path}: no such file or folder")
    if args.jobs is not None and args.jobs < 0:
        raise UserError(f"--jobs {args.jobs}: give a number of processes, 0 for one per core")
    if args.scheduler and args.jobs not in (None, 1):
        raise UserError("--jobs and --scheduler are alternatives: the cluster's workers "
                        "set the parallelism")
    for option, path in (("--out", args.out), ("--html", args.html)):
        if path is not None and not Path(path).resolve().parent.is_dir():
            raise UserError(f"{option} {path}: its folder does not exist")
    if args.budget_ms is not None and args.budget_ms <= 0:
        raise UserError(f"--budget-ms {args.budget_ms:g}: give a positive number of ms")
    if args.scheduler:
        try:
            import distributed  # noqa: F401
        except ImportError as exc:
            raise UserError("--scheduler needs Dask distributed: "
                            "pip install 'adjudicator[cluster]'") from exc


def _configure_logging(verbose: bool) -> None:
    """Warnings (and with -v, each file) from this process and its workers on stderr."""
    logger = logging.getLogger("adjudicator")
    logger.setLevel(logging.INFO if verbose else logging.WARNING)
    if not any(isinstance(h, _StderrHandler) for h in logger.handlers):
        handler = _StderrHandler()
        handler.setFormatter(logging.Formatter("%(levelname)s %(processName)s: %(message)s"))
        logger.addHandler(handler)


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is when a record arrives (not at creation)."""

    @property  # type: ignore[override]
    def stream(self) -> IO[str]:
        return sys.stderr

    @stream.setter
    def stream(self, value: IO[str]) -> None:
        pass


@contextmanager
def _stop_on_sigterm() -> Iterator[None]:
    """A ``kill`` stops the run the way Ctrl-C does: workers stopped, output kept."""
    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, stop)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


# ---- per-claim output on standard output ----------------------------------------------------


def _stream_writer(fmt: str | None, out: IO[str]) -> Callable[[EventSummary], None] | None:
    if fmt == "text":
        return lambda event: _write_lines(out, (text_line(row) for row in event.rows))
    if fmt == "jsonl":
        return lambda event: _write_lines(
            out, (json.dumps(row, ensure_ascii=False) for row in event.rows))
    if fmt == "csv":
        table = csv.DictWriter(out, fieldnames=CSV_COLUMNS, extrasaction="ignore",
                               lineterminator="\n")
        table.writeheader()

        def write(event: EventSummary) -> None:
            table.writerows(csv_row(row) for row in event.rows)
            out.flush()

        return write
    return None


def _write_lines(out: IO[str], lines: Iterator[str]) -> None:
    for line in lines:
        out.write(line + "\n")
    out.flush()


def text_line(row: Row) -> str:
    """One claim or error as a line of text."""
    where = f"{row['file']}: {_label(row)}"
    if row.get("verdict") == "error":
        return f"ERROR {row['file']}: {row['reason']}" if not row.get("index") \
            else f"ERROR {where}: {row['reason']}"
    text = (f"{where}: {row['contract']} by {row['declarer']}, claimed {row['claimed_total']}, "
            f"DD {row['dd_total']}")
    if row.get("bounds"):  # undecided: the normal-line total lies between the bounds
        text += f", normal between {row['bounds'][0]} and {row['bounds'][1]}"
    elif row.get("normal_total") is not None:
        text += f", normal {row['normal_total']}"
    return f"{text}: {row['verdict']}"


def csv_row(row: Row) -> dict[str, object]:
    """A line flattened for CSV: lists become space- or comma-separated text."""
    flat: dict[str, object] = {key: row.get(key) for key in CSV_COLUMNS}
    flat["laws"] = ",".join(row.get("laws") or [])
    flat["worst_line"] = " ".join(row.get("worst_line") or [])
    flat["bounds"] = "-".join(str(b) for b in row.get("bounds") or [])
    flat["tricks_before_claim"] = "-".join(str(n) for n in row.get("tricks_before_claim") or [])
    return flat


def _label(row: Row) -> str:
    return board_label(row.get("board"), row.get("table"), row.get("index") or 0)


# ---- the summary line ---------------------------------------------------------------------------


def summary_line(batch: BatchResult, options: CheckOptions) -> str:
    """``B boards read, C claims (counts by verdict), E errors``.

    The DD check counts its three verdicts; the normal-line test counts claims upheld,
    claims whose ruling gives tricks to the opponents, and undecided ones."""
    boards = sum(event.boards_read for event in batch.events)
    verdicts: Counter[str] = Counter()
    errors = 0
    for row in batch.rows:
        if row.get("verdict") == "error":
            errors += 1
        elif options.normal:
            verdicts[_verdict_kind(str(row["verdict"]))] += 1
        else:
            verdicts[str(row["dd_verdict"])] += 1
    claims = sum(verdicts.values())
    detail = ", ".join(f"{n} {v}" for v, n in sorted(verdicts.items()))
    return f"{boards} boards read, {claims} claims ({detail or 'none'}), {errors} errors"


def _verdict_kind(verdict: str) -> str:
    return "tricks to opponents" if verdict.startswith("tricks to opponents") else verdict
