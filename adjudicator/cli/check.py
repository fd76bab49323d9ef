"""``adjudicate check FILE_OR_DIR ...`` — every claim in the files, checked.

For each claim: the claimed total, the double-dummy total from the claim position, the
total on the worst normal line (the law's test, Law 70A) and a verdict.  Boards that
cannot be replayed are listed as errors with their reason; a summary line counts boards
read, claims and errors.

  --jobs N              check files in N worker processes (0: one per core)
  --scheduler ADDRESS   run the per-file tasks on a Dask cluster (tcp://host:8786)
  --out results.jsonl   resumable output: a header line (options, inputs), then lines
                        appended as files finish; a rerun skips the claims already
                        there, supersedes the lines of files whose content changed,
                        and refuses a file written with other options
  --format              text, jsonl, csv or html on standard output (with --out and
                        no --format, only the summary)
  --html report.html    also write the HTML report there
  --budget-ms MS        search budget per claim in ms of the searching thread's CPU
                        time (default 1800); a claim that needs more is reported
                        undecided, with bounds
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

Inputs are read once: a pipe (``cat x.pbn | adjudicate check /dev/stdin``), a FIFO or a
device is copied into the run's own folder as it is read (at most 256 MB, and no further
than the first NUL byte).  A big file is checked in parts of at most 1 MB, each read on
its own by one worker, so a worker's memory stays at a few hundred MB whatever the size
of the file; with --out and no report on standard output, the main process keeps counts,
not lines.
"""

from __future__ import annotations

import argparse
import csv
import errno
import json
import logging
import os
import signal
import sys
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
from adjudicator.cli.options import MAX_JOBS, budget_ms, whole
from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.errors import UserError
from adjudicator.io.events import event_files
from adjudicator.laws.claims.class_of_player import ClassMap
from adjudicator.laws.rulesets import PlayerClass
from adjudicator.text import check_text
from adjudicator.text.batch_report import render_report
from adjudicator.text.catalog import words
from adjudicator.text.safe import csv_cell, shown_path

#: The CSV columns: those of row version 1 in their order, then the machine fields of
#: version 2 (docs/cluster.md); a column is only ever added at the end.
CSV_COLUMNS = (
    "file",
    "board",
    "table",
    "index",
    "contract",
    "declarer",
    "claimed_total",
    "dd_total",
    "dd_verdict",
    "normal_total",
    "verdict",
    "laws",
    "claimer",
    "complete",
    "bounds",
    "worst_line",
    "reason",
    "test",
    "budget_ms",
    "elapsed_ms",
    "sha256",
    "row_version",
    "verdict_kind",
    "tricks_transferred",
    "table_result",
    "table_score",
    "adjusted_result",
    "adjusted_score",
    "score_change",
    "score_side",
    "vulnerability",
    "tricks_before_claim",
    "claim_id",
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check every claim in event files (PBN/LIN): normal-line test and double dummy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("paths", nargs="+", metavar="FILE_OR_DIR", help="PBN/LIN files or folders")
    parser.add_argument(
        "--format",
        choices=("text", "jsonl", "csv", "html"),
        default=None,
        help="what standard output carries (default: text; only the summary when --out is given)",
    )
    parser.add_argument(
        "--jobs",
        "-j",
        type=whole("--jobs", 0, MAX_JOBS),
        default=None,
        metavar="N",
        help="worker processes (default 1; 0 = one per core)",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="Dask distributed scheduler, e.g. tcp://10.0.0.5:8786",
    )
    parser.add_argument(
        "--out",
        metavar="RESULTS.jsonl",
        help="resumable JSON Lines output (appended; done claims skipped)",
    )
    parser.add_argument("--html", metavar="REPORT.html", help="write the HTML report there")
    parser.add_argument(
        "--budget-ms",
        type=budget_ms(),
        default=None,
        metavar="MS",
        help="normal-line search budget per claim, ms of CPU time (default 1800)",
    )
    parser.add_argument(
        "--dd-only", action="store_true", help="double-dummy check only (no normal-line test)"
    )
    parser.add_argument(
        "--class",
        dest="player_class",
        default=None,
        choices=[c.value for c in PlayerClass],
        help="judge every claim as this class of player",
    )
    parser.add_argument(
        "--class-for",
        action="append",
        default=[],
        metavar="PATTERN=CLASS",
        help="class of player for events or folders matching PATTERN",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the lines, the summary, the reports and their "
        "ruling texts: en, zh (Simplified) or zh-Hant (Traditional)",
    )
    parser.add_argument(
        "--verbose",
        "-v",
        action="store_true",
        help="log each file as it is checked (workers' logs included)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    _validate(args)
    options = CheckOptions(
        normal=not args.dd_only,
        budget_ms=args.budget_ms,
        lang=args.lang,
        classes=ClassMap.parse(args.class_for, args.player_class),
    )
    jobs = default_jobs() if args.jobs == 0 else (args.jobs or 1)
    fmt = args.format or ("text" if args.out is None else None)
    out = sys.stdout
    writer = _stream_writer(fmt, out, args.lang)
    progress = Progress(0, lang=args.lang)
    _configure_logging(args.verbose)
    report = fmt == "html" or bool(args.html)
    try:
        with _stop_on_sigterm():
            batch = check_events(
                args.paths,
                options,
                jobs=jobs,
                scheduler=args.scheduler,
                out=args.out,
                on_event=writer,
                progress=progress,
                keep_rows=report,
            )
    except KeyboardInterrupt:
        out.flush()
        kept = words("check_kept", args.lang, out=shown_path(args.out)) if args.out else ""
        print(
            words(
                "check_interrupted",
                args.lang,
                claims=progress.claims,
                files=progress.files,
                total=progress.total,
                kept=kept,
            ),
            file=sys.stderr,
        )
        return 130
    except OSError as exc:
        if args.scheduler:
            raise problem("check_no_scheduler", scheduler=args.scheduler, problem=exc) from exc
        raise
    if report:
        page = render_report(batch.events, test=options.test, lang=args.lang)
        if fmt == "html":
            out.write(page)
        if args.html:
            _write_report(args.html, page)
    summary = summary_line(batch, options)
    if args.out and batch.resumed_lines:
        summary += words(
            "check_resumed", args.lang, lines=batch.resumed_lines, out=shown_path(args.out)
        )
    print(summary, file=out if fmt == "text" else sys.stderr)
    return 0


def _write_report(path: str, page: str) -> None:
    try:
        Path(path).write_text(page, encoding="utf-8")
    except OSError as exc:
        raise UserError(
            key="cli_write_failed", what=f"--html {path}", reason=exc.strerror or str(exc)
        ) from exc


def _validate(args: argparse.Namespace) -> None:
    """The command's inputs and outputs, checked before any work: every path exists,
    every folder holds event files, the outputs can be written and are not inputs."""
    for path in args.paths:
        if not Path(path).exists():
            raise problem("cli_no_such_path", path=path)
        if Path(path).is_dir() and not event_files([path]):
            raise UserError(key="check_no_events", path=path)
    if args.scheduler and args.jobs not in (None, 1):
        raise problem("check_jobs_or_scheduler")
    outputs = [
        (option, path)
        for option, path in (("--out", args.out), ("--html", args.html))
        if path is not None
    ]
    for option, path in outputs:
        _check_output(option, path, args.paths, [p for o, p in outputs if o != option])
    if args.scheduler:
        try:
            import distributed  # noqa: F401
        except ImportError as exc:
            raise problem("check_needs_dask") from exc


def _check_output(option: str, path: str, inputs: list[str], others: list[str]) -> None:
    """An output file: in an existing folder, a regular file (or none yet), not one of
    the inputs or the other output, and writable."""
    target = Path(path)
    if not target.resolve().parent.is_dir():
        raise problem("check_no_folder", option=option, path=path)
    if target.exists() and not target.is_file():
        raise UserError(key="check_out_not_file", option=option, path=path)
    if any(_same_file(target, Path(other)) for other in [*inputs, *others]):
        raise UserError(key="check_out_same", option=option, path=path)
    # writable, tested without creating the file: a run refused later (an --out of
    # another test, say) must leave no empty report behind
    if target.exists():
        try:
            with target.open("a", encoding="utf-8"):
                pass
        except OSError as exc:
            raise UserError(
                key="cli_write_failed", what=f"{option} {path}", reason=exc.strerror or str(exc)
            ) from exc
    elif not os.access(target.resolve().parent, os.W_OK | os.X_OK):
        raise UserError(
            key="cli_write_failed", what=f"{option} {path}", reason=os.strerror(errno.EACCES)
        )


def _same_file(a: Path, b: Path) -> bool:
    """The same path, or two names of one file."""
    if a.resolve() == b.resolve():
        return True
    try:
        return a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


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

    @property
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


def _stream_writer(
    fmt: str | None, out: IO[str], lang: str = "en"
) -> Callable[[EventSummary], None] | None:
    if fmt == "text":
        return lambda event: _write_lines(out, (text_line(row, lang) for row in event.rows))
    if fmt == "jsonl":
        return lambda event: _write_lines(
            out, (json.dumps(row, ensure_ascii=False) for row in event.rows)
        )
    if fmt == "csv":
        table = csv.DictWriter(
            out, fieldnames=CSV_COLUMNS, extrasaction="ignore", lineterminator="\n"
        )
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


def text_line(row: Row, lang: str = "en") -> str:
    """One claim or error as a line of text (every field from a file made safe to show
    by :mod:`adjudicator.text.check_text`)."""
    return check_text.text_line(row, lang)


def csv_row(row: Row) -> dict[str, object]:
    """A line flattened for CSV: lists become space- or comma-separated text, and every
    cell is neutralised (:func:`adjudicator.text.safe.csv_cell`: no formula, no control
    character)."""
    flat: dict[str, object] = {key: row.get(key) for key in CSV_COLUMNS}
    flat["laws"] = ",".join(row.get("laws") or [])
    flat["worst_line"] = " ".join(row.get("worst_line") or [])
    flat["bounds"] = "-".join(str(b) for b in row.get("bounds") or [])
    flat["tricks_before_claim"] = "-".join(str(n) for n in row.get("tricks_before_claim") or [])
    return {key: csv_cell(value) for key, value in flat.items()}


# ---- the summary line ---------------------------------------------------------------------------


def summary_line(batch: BatchResult, options: CheckOptions) -> str:
    """``B boards read, C claims (counts by verdict), E errors``, in ``options.lang``,
    from the counts the batch kept (not from its lines, which it may not keep)."""
    return check_text.summary_from_counts(batch.boards_read, batch.counts, options.lang)
