"""``adjudicate claim`` — the ruling on one contested claim.

From an event file (the play before the claim comes from the file)::

    adjudicate claim EVENT.pbn --board 7 [--table Open] [--statement "draw trumps"]

or from the position typed in at the table::

    adjudicate claim --hands "N:AK.Q.. 3.J2.. ..AQ2. ...AKQ" --trump S --lead N \\
        --claimer N --claims 3 [--trick "SA S3"] [--statement TEXT] \\
        [--shown-out W:H ...] [--history "S:HQ H7 H2 H3" ...]

``--hands`` gives the cards still held (not those already on the trick in progress,
which ``--trick`` lists in play order from ``--lead``); ``--claims`` is how many of the
remaining tricks the claimer's side claims (fewer than all concedes the rest).  With
``--contract/--declarer/--vul/--won`` the ruling also gives the result and its score.

Laws 69 and 71: ``--concession`` judges a request to cancel a concession (``--claims``
tricks kept by the conceding side ``--claimer``), ``--acquiesced`` a request by the
claimer's opponents to withdraw their acquiescence; ``--timely`` says the request came
before the next board's call or the end of the round, ``--actually-won N`` how many of
the tricks in question the side had in fact already won.

``--budget-ms MS`` bounds the search (turned into a node budget, so the same budget gives
the same ruling on every machine and in ``adjudicate check``).  A ruling whose search
needs more says so: it is *undecided*, gives the bounds it proved and no score.

Doubtful points: the ruling lists the choices of the claimer's side its worst normal line
depends on, each with a code (``3:S:H3/H2``: trick 3 counted from the claim, South, the
♥3 or ♥2).  A committee that finds one not normal for this player rules again with
``--not-normal 3:S:H3/H2`` (Law 70A; the footnote to Laws 69-71).

For a committee: ``--format json`` prints the ruling record (``docs/ruling-record.md``:
the position, the claim, the source, the decision, every line trick by trick, the tool
version), and ``--replay RULING.json`` rules again from such a record, says whether the
ruling is reproduced exactly (exit status 1 when it is not) and prints it.
``--report FILE.html`` (or ``FILE.pdf``, printed by Chromium) writes the one-page
committee report in ``--lang``.

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

from adjudicator.core.cards import parse_card, seat_of
from adjudicator.core.position import ClaimPosition, PositionError
from adjudicator.engine import NotNormal
from adjudicator.errors import UserError
from adjudicator.laws.class_of_player import class_from_event, stated_class
from adjudicator.laws.doubtful import PointError, parse_point
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.laws.ruling import UNDECIDED, Ruling, node_budget_for
from adjudicator.statement import StatementError, parse_statement
from adjudicator.text.catalog import LANGUAGES
from adjudicator.text.committee_report import committee_report
from adjudicator.text.pdf import print_pdf
from adjudicator.text.record import RecordError, claim_json, load_record, replay, tool_version
from adjudicator.text.ruling_text import render_ruling

#: The options that describe a claim (by their parsed name); ``--replay`` takes all of
#: them from its record.
CLAIM_OPTIONS = {
    "board": "--board", "table": "--table", "record": "--record", "hands": "--hands",
    "trump": "--trump", "lead": "--lead", "claimer": "--claimer", "claims": "--claims",
    "trick": "--trick", "statement": "--statement", "after_claim": "--after-claim",
    "shown_out": "--shown-out", "history": "--history", "contract": "--contract",
    "declarer": "--declarer", "vul": "--vul", "won": "--won", "player_class": "--class",
    "rules": "--rules", "concession": "--concession", "acquiesced": "--acquiesced",
    "timely": "--timely", "actually_won": "--actually-won", "no_outcomes": "--no-outcomes",
    "not_normal": "--not-normal", "budget_ms": "--budget-ms",
}


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "claim",
        help="rule on a contested claim (Law 70; 69 and 71 for concessions)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("event", nargs="?", help="PBN or LIN event file holding the claim")
    parser.add_argument("--board", type=int, help="board number in the event file")
    parser.add_argument("--table", help="table or room (Open/Closed) when a board has several")
    parser.add_argument("--record", type=int,
                        help="the board's record number in the file, when a board has "
                        "several results and no table names (as `check` lists them)")
    parser.add_argument("--hands", help='remaining hands, PBN style: "N:<n> <e> <s> <w>"')
    parser.add_argument("--trump", help="S, H, D, C or NT")
    parser.add_argument("--lead", help="seat that led the trick in progress (N E S W)")
    parser.add_argument("--claimer", help="seat that claimed (default: declarer)")
    parser.add_argument(
        "--claims", type=int, help="remaining tricks claimed for the claimer's side"
    )
    parser.add_argument("--trick", default="", help='cards already on the trick, e.g. "SA S3"')
    parser.add_argument("--statement", default="", help="what the claimer said")
    parser.add_argument("--after-claim", default="",
                        help="cards played after the claim, as evidence (practice row 17)")
    parser.add_argument("--shown-out", action="append", default=[], metavar="SEAT:SUIT")
    parser.add_argument("--history", action="append", default=[], metavar='"LEADER:C C C C"')
    parser.add_argument("--contract", help="contract, e.g. 4SX (gives the result and score)")
    parser.add_argument("--declarer", help="declarer's seat (with --contract)")
    parser.add_argument("--vul", help="None (the default), NS, EW or All")
    parser.add_argument("--won", help="tricks won before the claim: DECLARER,DEFENDERS")
    parser.add_argument("--class", dest="player_class", default=None,
                        choices=[c.value for c in PlayerClass],
                        help="class of player (default: expert when the event file names a "
                        "championship, else club)")
    parser.add_argument("--rules", choices=[r.value for r in RuleSet],
                        help="rule set (default: seed1997)")
    parser.add_argument("--concession", action="store_true",
                        help="judge a request to cancel the claimer's concession (Law 71)")
    parser.add_argument("--acquiesced", action="store_true",
                        help="judge the opponents' request to withdraw acquiescence (Law 69)")
    parser.add_argument("--timely", action="store_true",
                        help="raised before the next board's call / end of round (71C)")
    parser.add_argument("--actually-won", type=int, default=0,
                        help="tricks in question the side had in fact already won")
    parser.add_argument("--not-normal", action="append", default=[], metavar="POINT",
                        help="rule a doubtful point not normal for this player and rule "
                        "again without it: TRICK:SEAT:CARD as the ruling lists it (3:S:H2; "
                        "trick 1 is the one at the claim); repeatable")
    parser.add_argument("--budget-ms", type=float, default=None, metavar="MS",
                        help="search budget for the ruling; past it the ruling is "
                        "undecided, with bounds (exit status 3)")
    parser.add_argument("--no-outcomes", action="store_true",
                        help="skip listing every distinct normal-line result")
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="json: the ruling record (docs/ruling-record.md)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--replay", metavar="RULING.json",
                        help="rule again from a ruling record and check it is reproduced")
    parser.add_argument("--report", metavar="FILE.html|FILE.pdf",
                        help="write the one-page committee report (in --lang)")
    parser.set_defaults(func=run)


#: The exit status of a ruling the search could not decide within its budget.
EXIT_UNDECIDED = 3


def run(args: argparse.Namespace) -> int:
    from adjudicator.laws.law70d import StatementMismatch
    from adjudicator.laws.ruling import rule_claim

    if args.budget_ms is not None and args.budget_ms <= 0:
        raise UserError(f"--budget-ms {args.budget_ms:g}: give a positive number of ms")
    _check_report_path(args)
    if args.replay:
        return _run_replay(args)
    facts = claim_from_args(args)
    if args.concession or args.acquiesced:
        if args.report:
            raise UserError("--report is for a Law 70 ruling, not --concession/--acquiesced")
        return _run_concession(args, facts)
    try:
        ruling = rule_claim(facts, with_outcomes=not args.no_outcomes,
                            node_budget=node_budget_for(args.budget_ms))
    except StatementMismatch as exc:  # a statement that cannot apply to this position
        raise UserError(f"--statement: {exc}") from None
    _print_ruling(args, ruling)
    return EXIT_UNDECIDED if ruling.kind == UNDECIDED else 0


def _print_ruling(args: argparse.Namespace, ruling: Ruling) -> None:
    """The report first: a reader closing standard output early still gets it."""
    if args.report:
        _write_report(args, ruling)
    if args.format == "json":
        print(json.dumps(claim_json(ruling), ensure_ascii=False, indent=2))
    else:
        print(render_ruling(ruling, lang=args.lang))


def _run_replay(args: argparse.Namespace) -> int:
    """``--replay``: the claim comes from the record alone, so no option may describe it."""
    given = [flag for name, flag in CLAIM_OPTIONS.items() if getattr(args, name)]
    if args.event:
        given.insert(0, args.event)
    if given:
        raise UserError(f"--replay takes the claim from the record: drop {', '.join(given)}")
    try:
        again = replay(load_record(args.replay))
    except RecordError as exc:
        raise UserError(f"--replay {args.replay}: {exc}") from None
    _print_ruling(args, again.ruling)
    if again.reproduced:
        note = ("" if again.recorded_tool in (None, tool_version())
                else f" (recorded by version {again.recorded_tool}, replayed by {tool_version()})")
        print(f"adjudicate claim: {args.replay}: the ruling is reproduced exactly{note}",
              file=sys.stderr)
        return 0
    print(f"adjudicate claim: {args.replay}: the ruling differs from the record "
          f"(recorded by version {again.recorded_tool}, replayed by {tool_version()}): "
          + "; ".join(again.differences), file=sys.stderr)
    return 1


def _check_report_path(args: argparse.Namespace) -> None:
    """Refuse a report that cannot be written before any search is run."""
    if not args.report:
        return
    path = Path(args.report)
    if path.suffix.lower() not in (".html", ".htm", ".pdf"):
        raise UserError(f"--report {args.report}: name an .html or a .pdf file")
    if not path.resolve().parent.is_dir():
        raise UserError(f"--report {args.report}: its folder does not exist")


def _write_report(args: argparse.Namespace, ruling: Ruling) -> None:
    page = committee_report(ruling, lang=args.lang)
    path = Path(args.report)
    try:
        if path.suffix.lower() == ".pdf":
            print_pdf(page, path)
        else:
            path.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise UserError(f"--report {args.report}: cannot write the report: {exc}") from None


def claim_from_args(args: argparse.Namespace):  # -> ClaimFacts
    """The claim, from an event file or from the position typed in."""
    from adjudicator.laws.claim import ClaimFacts

    try:
        statement = parse_statement(args.statement)
    except StatementError as exc:
        raise UserError(f"--statement: {exc}") from None
    try:
        after = tuple(parse_card(word) for word in args.after_claim.split())
    except ValueError as exc:
        raise UserError(f"--after-claim: {exc}") from None
    struck: tuple[NotNormal, ...] = ()
    for point in args.not_normal:
        try:
            struck += parse_point(point)
        except PointError as exc:
            raise UserError(f"--not-normal {exc}") from None
    options = {"after_claim": after, "statement": statement, "statement_text": args.statement,
               "ruleset": RuleSet(args.rules or RuleSet.SEED1997.value), "not_normal": struck}
    if args.player_class is not None:
        player_class, reason = stated_class(PlayerClass(args.player_class))
        options |= {"player_class": player_class, "class_reason": reason}
    elif not args.event:  # typed in: no event to tell the class
        player_class, reason = class_from_event("")
        options |= {"player_class": player_class, "class_reason": reason}
    try:
        if args.event:
            return _claim_from_event(args, options)
        position = _position_from_args(args)
        claimer = seat_of(args.claimer) if args.claimer else None
        if claimer is None or args.claims is None:
            raise UserError("--claimer and --claims are required with --hands")
        return ClaimFacts(position, claimer, args.claims, context=_context(args), **options)
    except (ValueError, PositionError) as exc:
        raise UserError(str(exc)) from None


def _claim_from_event(args: argparse.Namespace, options: dict):
    from dataclasses import replace

    from adjudicator.io.events import read_event
    from adjudicator.laws.claim import claim_from_record

    path = Path(args.event)
    if not path.is_file():
        raise UserError(f"{args.event}: no such file")
    if args.board is None:
        raise UserError("--board is required with an event file")
    reading = read_event(path)
    records = [r for r in reading.claims if r.board == args.board]
    if args.table:
        records = [r for r in records if (r.table or "").lower() == args.table.lower()]
    if args.record is not None:
        records = [r for r in records if r.index == args.record]
    if not records:
        errors = [e for e in reading.errors if e.board == args.board]
        if errors:
            raise UserError(str(errors[0]))
        raise UserError(f"{args.event}: board {args.board}: no claim found")
    if len(records) > 1:
        choices = ", ".join(f"record {r.index}" + (f" ({r.table})" if r.table else "")
                            for r in records)
        raise UserError(f"{args.event}: board {args.board}: several claims ({choices}): "
                        "choose one with --table or --record")
    record = records[0]
    facts = claim_from_record(record, **options)
    if args.claimer:
        facts = replace(facts, claimer=seat_of(args.claimer), claimer_inferred=False)
    if args.claims is not None:
        facts = replace(facts, claimed=args.claims)
    return facts


def _position_from_args(args: argparse.Namespace) -> ClaimPosition:
    if not (args.hands and args.trump and args.lead):
        raise UserError("give an event file and --board, or --hands, --trump and --lead")
    return ClaimPosition.from_text(args.hands, args.trump, args.lead, args.trick,
                                   args.history, args.shown_out)


def _context(args: argparse.Namespace):
    from adjudicator.laws.claim import BoardContext

    if not args.contract:
        return None
    if not args.declarer:
        raise UserError("--contract needs --declarer")
    declarer_won, defenders_won = 0, 0
    if args.won:
        try:
            declarer_won, defenders_won = (int(x) for x in args.won.split(","))
        except ValueError:
            raise UserError(f"--won {args.won!r}: expected DECLARER,DEFENDERS like 6,3") from None
    vul = None if args.vul in (None, "None", "none", "-") else args.vul
    return BoardContext(args.contract.upper(), seat_of(args.declarer), vul, declarer_won,
                        defenders_won)


def _run_concession(args: argparse.Namespace, facts) -> int:
    from adjudicator.laws.law69_71 import rule_concession
    from adjudicator.text.ruling_text import render_restoration, restoration_json

    ruling = rule_concession(facts, acquiescence=args.acquiesced,
                             actually_won=args.actually_won, timely=args.timely)
    if args.format == "json":
        print(json.dumps(restoration_json(ruling), ensure_ascii=False, indent=2))
    else:
        print(render_restoration(facts.position, ruling, args.lang))
    return 0
