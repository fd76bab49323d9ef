"""``adjudicate claim`` — the ruling on one contested claim.

From an event file (the play before the claim comes from the file)::

    adjudicate claim EVENT.pbn --board 7 [--table Open] [--statement "draw trumps"]

or from the position typed in at the table::

    adjudicate claim --hands "N:AK.Q.. 3.J2.. ..AQ2. ...AKQ" --trump S --lead N \\
        --claimer N --claims 3 [--trick "SA S3"] [--statement TEXT] \\
        [--shown-out W:H ...] [--history "S:HQ H7 H2 H3" ...]

``--hands`` gives the cards still held (not those already on the trick in progress,
which ``--trick`` lists in play order from ``--lead``) as a PBN deal: the letter before
the colon names the seat of the first hand and the others follow clockwise, so
``"S:<s> <w> <n> <e>"`` is read South, West, North, East (PBN 2.1, section 3.4.11); the
hand diagram of the ruling shows each seat's cards as read.  ``--claims`` is how many of
the remaining tricks the claimer's side claims (fewer than all concedes the rest).

With ``--contract`` and ``--declarer`` the ruling also gives the result and its score.
The contract sets the trump (``--trump`` may be left out; if given, it must agree), and a
result needs the tricks each side won before the claim: ``--won DECLARER,DEFENDERS``,
counted from ``--history`` when every completed trick is typed in, 0,0 at trick one.

With an event file the position and the board come from the file: ``--hands``,
``--trump``, ``--lead``, ``--trick``, ``--history``, ``--shown-out``, ``--contract``,
``--declarer``, ``--vul`` and ``--won`` are refused there rather than ignored.

Facts that contradict each other (a show-out by a player who still holds the suit, an
earlier trick whose cards are still held, a revoke in the history, tricks that do not
add up to 13, a statement naming a card not held) are refused with one line naming the
fact: such a claim is never ruled.

Laws 69 and 71: ``--concession`` judges a request to cancel a concession (``--claims``
tricks kept by the conceding side ``--claimer``), ``--acquiesced`` a request by the
claimer's opponents to withdraw their acquiescence; ``--timely`` says the request came
before the next board's call or the end of the round, ``--actually-won N`` how many of
the tricks in question the side had in fact already won.

Law 12C3 (practice row 20): when the normal lines part at a guess of the claimer's side,
the guess is simulated single dummy over ``--layouts`` layouts of the cards the claimer
could not see (``--seed`` reproduces them) and the weights a committee could give are
shown, rounded to ``--weights`` (sixths or tenths): a proposal beside the single result
under ``--rules ebu`` and ``wbf2017`` (simulated by default, 1000 layouts), information
under ``seed1997`` and ``acbl`` (simulated only when asked for: ``--weights`` or
``--layouts N``).  ``--layouts 0`` simulates none.

``--budget-ms MS`` bounds the search: milliseconds of the searching thread's CPU time
(default 1800; other jobs on the machine do not use it up), read as ``adjudicate check``
reads it.  It is searched as the nodes this machine searches in that time, measured once
per run, and the ruling record keeps that node count, so ``--replay`` repeats the ruling
exactly on any machine.  A ruling whose search needs more says so: it is *undecided*,
gives the bounds it proved and no score.

Doubtful points: the ruling lists the choices of the claimer's side its worst normal line
depends on, each with a code (``3:S:H3/H2``: trick 3 counted from the claim, South, the
♥3 or ♥2).  A committee that finds one not normal for this player rules again with
``--not-normal 3:S:H3/H2`` (Law 70A; the footnote to Laws 69-71).

For a committee: ``--format json`` prints the ruling record (``docs/ruling-record.md``:
the position, the claim, the source, the decision, every line trick by trick, the tool
version), and ``--replay RULING.json`` rules again from such a record, says whether the
ruling is reproduced exactly (exit status 1 when it is not) and prints it.
``--report FILE.html`` (or ``FILE.pdf``, printed by Chromium) writes the one-page
committee report in ``--lang``; with ``--candidates CANDIDATES.json`` (the record of
``adjudicate candidates --format json``) it also shows each Law 12C candidate contract's
results with the line behind each.

Exit status: 0 the claim is ruled (upheld or tricks to the opponents); 1 (--replay) the
ruling differs from its record; 2 bad input (one line on standard error); 3 undecided —
the search stopped at its budget (bounds shown, no score: rule again with a larger
--budget-ms).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.cli.options import budget_ms, whole
from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.laws.claims.claim_input import (
    CARDS,
    FLAG,
    NUMBER,
    ROWS,
    TEXTS,
    WHOLE,
    ClaimRequest,
    Row,
)
from adjudicator.text.catalog import words

if TYPE_CHECKING:
    from adjudicator.laws.claims.law69_71 import ConcessionRuling
    from adjudicator.laws.claims.ruling import Ruling

# The search, the ruling's texts and records are imported where a claim is ruled, not
# when the command's options are made: ``adjudicate claim --help`` loads none of them
# (issue 31: the command's start-up).


def register(subparsers: argparse._SubParsersAction) -> None:
    """The command's options: one per field of a claim (:class:`ClaimRequest`'s rows),
    then how the ruling is shown."""
    parser = subparsers.add_parser(
        "claim",
        help="rule on a contested claim (Law 70; 69 and 71 for concessions)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    for row in ROWS:
        _add_option(parser, row)
    parser.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="json: the ruling record (docs/ruling-record.md)",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the text: en, zh (Simplified) or zh-Hant (Traditional)",
    )
    parser.add_argument(
        "--replay",
        metavar="RULING.json",
        help="rule again from a ruling record and check it is reproduced",
    )
    parser.add_argument(
        "--report",
        metavar="FILE.html|FILE.pdf",
        help="write the one-page committee report (in --lang)",
    )
    parser.add_argument(
        "--candidates",
        metavar="CANDIDATES.json",
        help="show in the --report the Law 12C candidates of this record "
        "(adjudicate candidates --format json), the line behind each result",
    )
    parser.add_argument(
        "--about",
        action="append",
        default=[],
        metavar="FIELD=TEXT",
        help="the report's identification of the case: event, date, "
        "session, board, players, director or appeal (e.g. appeal=7); "
        "repeatable",
    )
    parser.set_defaults(func=run)


def _add_option(parser: argparse.ArgumentParser, row: Row) -> None:
    """The option of one claim field: text read as the laws read it (``--claims`` by the
    claim's own count), a whole number in its bounds, a flag, a repeated option."""
    if row.name == "event":  # the file is the command's one positional argument
        parser.add_argument("event", nargs="?", help=row.help)
        return
    options: dict[str, Any] = {"dest": row.name, "help": row.help, "metavar": row.metavar}
    if row.kind == FLAG:
        parser.add_argument(row.flag, action="store_true", dest=row.name, help=row.help)
        return
    if row.kind == TEXTS:
        options |= {"action": "append", "default": []}
    elif row.kind == WHOLE and row.bounds is not None:
        options |= {"type": whole(row.flag, *row.bounds), "default": row.default}
    elif row.kind == NUMBER:
        options |= {"type": budget_ms(row.flag), "default": row.default}
    elif row.kind == CARDS or row.default is not None:
        options["default"] = row.default
    if row.choices is not None:
        options["choices"] = row.choices
    parser.add_argument(row.flag, **options)


def request_of_args(args: argparse.Namespace) -> ClaimRequest:
    """The parsed options as the claim request (repeated options as tuples)."""
    values: dict[str, Any] = {}
    for row in ROWS:
        value = getattr(args, row.name)
        values[row.name] = tuple(value) if isinstance(value, list) else value
    return ClaimRequest(**values)


#: The exit status of a ruling the search could not decide within its budget.
EXIT_UNDECIDED = 3


def run(args: argparse.Namespace) -> int:
    from adjudicator.laws.claims.law69_71 import ConcessionRuling
    from adjudicator.laws.claims.law70d import StatementMismatch
    from adjudicator.laws.claims.request import rule_request
    from adjudicator.laws.claims.ruling import UNDECIDED

    _check_report_path(args)
    if args.replay:
        return _run_replay(args)
    request = request_of_args(args)
    if (request.concession or request.acquiesced) and args.report:
        raise problem("claim_report_law70")
    try:
        ruling = rule_request(request)
    except StatementMismatch as exc:  # a statement that cannot apply to this position
        if exc.fact:  # found by the check of the claim's facts, which names the field
            raise
        raise problem("cli_option_problem", option="--statement", problem=exc) from None
    if isinstance(ruling, ConcessionRuling):
        _print_concession(args, ruling)
        return 0
    _print_ruling(args, ruling)
    return EXIT_UNDECIDED if ruling.kind == UNDECIDED else 0


def _print_ruling(args: argparse.Namespace, ruling: Ruling) -> None:
    """The report first: a reader closing standard output early still gets it."""
    from adjudicator.text.record import claim_json
    from adjudicator.text.ruling_text import render_ruling

    if args.report:
        _write_report(args, ruling)
    if args.format == "json":
        print(json.dumps(claim_json(ruling, args.lang), ensure_ascii=False, indent=2))
    else:
        print(render_ruling(ruling, lang=args.lang))


def _run_replay(args: argparse.Namespace) -> int:
    """``--replay``: the claim comes from the record alone, so no option may describe it."""
    from adjudicator.text.record import RecordError, load_record, replay, tool_version

    request = request_of_args(args)
    given = [
        row.flag
        for row in ROWS
        if row.name != "event" and getattr(request, row.name) != row.default
    ]
    if args.event:
        given.insert(0, args.event)
    if given:
        raise problem("claim_replay_alone", given=", ".join(given))
    try:
        again = replay(load_record(args.replay))
    except RecordError as exc:
        raise problem(
            "cli_option_value_problem", option="--replay", value=args.replay, problem=exc
        ) from None
    _print_ruling(args, again.ruling)
    versions = {"recorded": again.recorded_tool, "running": tool_version()}
    if again.reproduced:
        note = (
            ""
            if again.recorded_tool in (None, tool_version())
            else words("replay_versions", args.lang, **versions)
        )
        print(words("replay_reproduced", args.lang, path=args.replay, note=note), file=sys.stderr)
        return 0
    # the differences name the record's fields, as its schema spells them
    print(
        words(
            "replay_differs",
            args.lang,
            path=args.replay,
            **versions,
            differences="; ".join(again.differences),
        ),
        file=sys.stderr,
    )
    return 1


def about_of(items: list[str]) -> dict[str, str]:
    """``--about FIELD=TEXT`` as the report's identification of the case."""
    from adjudicator.text.committee_report import ABOUT

    about: dict[str, str] = {}
    for item in items:
        field, equals, text = item.partition("=")
        if not equals or field.strip() not in ABOUT:
            raise problem(
                "cli_option_value_problem",
                option="--about",
                value=item,
                problem=words("report_about_expected", "en", fields=", ".join(ABOUT)),
            )
        about[field.strip()] = text.strip()
    return about


def _check_report_path(args: argparse.Namespace) -> None:
    """Refuse a report that cannot be written before any search is run."""
    about_of(args.about)
    args.candidates_record = _candidates_record(args)
    if not args.report:
        return
    path = Path(args.report)
    if path.suffix.lower() not in (".html", ".htm", ".pdf"):
        raise problem("claim_report_kind", path=args.report)
    if not path.resolve().parent.is_dir():
        raise problem("check_no_folder", option="--report", path=args.report)


def _candidates_record(args: argparse.Namespace) -> dict | None:
    """``--candidates``: the record read and its section drawn once, so that a bad file
    is refused before any search is run."""
    name = getattr(args, "candidates", None)
    if not name:
        return None
    from adjudicator.text.committee_report import candidates_html

    if not args.report:
        raise problem(
            "cli_option_problem",
            option="--candidates",
            problem=words("report_cand_needs_report", args.lang),
        )
    try:
        record = json.loads(Path(name).read_text(encoding="utf-8"))
    except OSError as exc:
        raise problem("cli_cannot_read", path=name, problem=exc.strerror or exc) from None
    except ValueError as exc:
        raise problem("cli_cannot_read", path=name, problem=exc) from None
    try:
        candidates_html(record, args.lang)
    except ValueError as exc:
        raise problem("cli_option_problem", option="--candidates", problem=exc) from None
    return record


def _write_report(args: argparse.Namespace, ruling: Ruling) -> None:
    from adjudicator.text.committee_report import committee_report
    from adjudicator.text.pdf import print_pdf

    page = committee_report(
        ruling,
        lang=args.lang,
        about=about_of(args.about),
        candidates=getattr(args, "candidates_record", None),
    )
    path = Path(args.report)
    try:
        if path.suffix.lower() == ".pdf":
            print_pdf(page, path)
        else:
            path.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise problem(
            "cli_cannot_write", option="--report", path=args.report, problem=exc.strerror or exc
        ) from None


def _print_concession(args: argparse.Namespace, ruling: ConcessionRuling) -> None:
    from adjudicator.text.ruling_text import render_restoration, restoration_json

    if args.format == "json":
        print(json.dumps(restoration_json(ruling, args.lang), ensure_ascii=False, indent=2))
    else:
        assert ruling.facts is not None
        print(render_restoration(ruling.facts.position, ruling, args.lang))
