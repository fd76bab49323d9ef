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
from dataclasses import replace
from pathlib import Path
from typing import Any

from adjudicator.cli.options import MAX_BOARD, budget_ms, whole
from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.errors import UserError
from adjudicator.io.events import read_event
from adjudicator.laws.claim import ClaimFacts, claim_from_record
from adjudicator.laws.claim_input import claim_options, count, read_claim, read_seat
from adjudicator.laws.law69_71 import rule_concession
from adjudicator.laws.law70d import StatementMismatch
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.laws.ruling import UNDECIDED, Ruling, rule_claim, time_budget_for
from adjudicator.laws.validation import validate_claim
from adjudicator.laws.weighting import GuessOptions
from adjudicator.scoring.weights import UNITS
from adjudicator.text.catalog import Place, words
from adjudicator.text.committee_report import ABOUT, committee_report
from adjudicator.text.pdf import print_pdf
from adjudicator.text.record import RecordError, claim_json, load_record, replay, tool_version
from adjudicator.text.ruling_text import render_restoration, render_ruling, restoration_json

#: Options that describe a typed-in position and board; an event file gives these.
POSITION_OPTIONS = ("hands", "trump", "lead", "trick", "history", "shown_out", "contract",
                    "declarer", "vul", "won")

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
#: Options whose default is not "not given": --replay refuses them only when changed.
SIMULATION_DEFAULTS = {"layouts": ("--layouts", None), "seed": ("--seed", 1),
                       "weights": ("--weights", None)}
#: The layouts a guess is simulated over when it is (Law 12C3) and ``--layouts`` is not given.
DEFAULT_LAYOUTS = 1000
#: The most layouts a guess may be simulated over.
MAX_LAYOUTS = 100_000


# Longer than 60 lines: one declaration per option of the command, in --help's order.
def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "claim",
        help="rule on a contested claim (Law 70; 69 and 71 for concessions)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("event", nargs="?", help="PBN or LIN event file holding the claim")
    parser.add_argument("--board", type=whole("--board", 1, MAX_BOARD),
                        help="board number in the event file")
    parser.add_argument("--table", help="table or room (Open/Closed) when a board has several")
    parser.add_argument("--record", type=whole("--record", 1, 10**7),
                        help="the board's record number in the file, when a board has "
                        "several results and no table names (as `check` lists them)")
    parser.add_argument("--hands", help='remaining hands, PBN style: "N:<n> <e> <s> <w>"; '
                        'the first letter names the first hand\'s seat, the others follow '
                        'clockwise ("S:<s> <w> <n> <e>")')
    parser.add_argument("--trump", help="S, H, D, C or NT (default: the contract's strain)")
    parser.add_argument("--lead", help="seat that led the trick in progress (N E S W)")
    parser.add_argument("--claimer", help="seat that claimed (default: declarer)")
    parser.add_argument("--claims", help="remaining tricks claimed for the claimer's side")
    parser.add_argument("--trick", default="", help='cards already on the trick, e.g. "SA S3"')
    parser.add_argument("--statement", default="", help="what the claimer said")
    parser.add_argument("--after-claim", default="",
                        help="cards played after the claim, as evidence (practice row 17)")
    parser.add_argument("--shown-out", action="append", default=[], metavar="SEAT:SUIT",
                        help="a player who showed out of a suit earlier (Law 70E: the "
                        "claimer knows it), e.g. W:H; repeatable")
    parser.add_argument("--history", action="append", default=[], metavar='"LEADER:C C C C"',
                        help="an earlier trick, its leader and its cards in play order, "
                        "e.g. \"S:HQ H7 H2 H3\"; repeatable, oldest first")
    parser.add_argument("--contract", help="contract, e.g. 4SX (gives the result and score; "
                        "its strain is the trump)")
    parser.add_argument("--declarer", help="declarer's seat (with --contract)")
    parser.add_argument("--vul", help="None, NS, EW or All (default None)")
    parser.add_argument("--won", help="tricks won before the claim: DECLARER,DEFENDERS "
                        "(needed with --contract once a trick is complete, unless --history "
                        "gives every completed trick)")
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
    parser.add_argument("--actually-won",
                        help="tricks in question the side had in fact already won")
    parser.add_argument("--not-normal", action="append", default=[], metavar="POINT",
                        help="rule a doubtful point not normal for this player and rule "
                        "again without it: TRICK:SEAT:CARD as the ruling lists it (3:S:H2; "
                        "trick 1 is the one at the claim); repeatable")
    parser.add_argument("--budget-ms", type=budget_ms(), default=None, metavar="MS",
                        help="search budget for the ruling in ms of CPU time (default "
                        "1800); past it the ruling is undecided, with bounds (exit status 3)")
    parser.add_argument("--no-outcomes", action="store_true",
                        help="skip listing every distinct normal-line result")
    parser.add_argument("--layouts", type=whole("--layouts", 0, MAX_LAYOUTS), default=None,
                        help="layouts simulated for a guess (Law 12C3; default 1000 where "
                        "the rule set weights, else none unless asked; 0: none)")
    parser.add_argument("--seed", type=whole("--seed", 0, 2**31 - 1), default=1,
                        help="the simulation's seed")
    parser.add_argument("--weights", choices=tuple(UNITS), default=None,
                        help="simulate a guess and round its weights to sixths or tenths "
                        "(default sixths)")
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="json: the ruling record (docs/ruling-record.md)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of the text: en, zh (Simplified) or zh-Hant (Traditional)")
    parser.add_argument("--replay", metavar="RULING.json",
                        help="rule again from a ruling record and check it is reproduced")
    parser.add_argument("--report", metavar="FILE.html|FILE.pdf",
                        help="write the one-page committee report (in --lang)")
    parser.add_argument("--about", action="append", default=[], metavar="FIELD=TEXT",
                        help="the report's identification of the case: event, date, "
                        "session, board, players, director or appeal (e.g. appeal=7); "
                        "repeatable")
    parser.set_defaults(func=run)


#: The exit status of a ruling the search could not decide within its budget.
EXIT_UNDECIDED = 3


def run(args: argparse.Namespace) -> int:
    _check_report_path(args)
    if args.replay:
        return _run_replay(args)
    facts = claim_from_args(args)
    if args.concession or args.acquiesced:
        if args.report:
            raise problem("claim_report_law70")
        return _run_concession(args, facts)
    try:
        ruling = rule_claim(facts, with_outcomes=not args.no_outcomes,
                            guess=guess_options(args, facts.ruleset),
                            time_budget_ms=time_budget_for(args.budget_ms))
    except StatementMismatch as exc:  # a statement that cannot apply to this position
        raise problem("cli_option_problem", option="--statement", problem=exc) from None
    _print_ruling(args, ruling)
    return EXIT_UNDECIDED if ruling.kind == UNDECIDED else 0


def _print_ruling(args: argparse.Namespace, ruling: Ruling) -> None:
    """The report first: a reader closing standard output early still gets it."""
    if args.report:
        _write_report(args, ruling)
    if args.format == "json":
        print(json.dumps(claim_json(ruling, args.lang), ensure_ascii=False, indent=2))
    else:
        print(render_ruling(ruling, lang=args.lang))


def _run_replay(args: argparse.Namespace) -> int:
    """``--replay``: the claim comes from the record alone, so no option may describe it."""
    given = [flag for name, flag in CLAIM_OPTIONS.items() if getattr(args, name)]
    given += [flag for name, (flag, default) in SIMULATION_DEFAULTS.items()
              if getattr(args, name) != default]
    if args.event:
        given.insert(0, args.event)
    if given:
        raise problem("claim_replay_alone", given=", ".join(given))
    try:
        again = replay(load_record(args.replay))
    except RecordError as exc:
        raise problem("cli_option_value_problem", option="--replay", value=args.replay,
                      problem=exc) from None
    _print_ruling(args, again.ruling)
    versions = {"recorded": again.recorded_tool, "running": tool_version()}
    if again.reproduced:
        note = ("" if again.recorded_tool in (None, tool_version())
                else words("replay_versions", args.lang, **versions))
        print(words("replay_reproduced", args.lang, path=args.replay, note=note),
              file=sys.stderr)
        return 0
    # the differences name the record's fields, as its schema spells them
    print(words("replay_differs", args.lang, path=args.replay, **versions,
                differences="; ".join(again.differences)), file=sys.stderr)
    return 1


def about_of(items: list[str]) -> dict[str, str]:
    """``--about FIELD=TEXT`` as the report's identification of the case."""
    about: dict[str, str] = {}
    for item in items:
        field, equals, text = item.partition("=")
        if not equals or field.strip() not in ABOUT:
            raise problem("cli_option_value_problem", option="--about", value=item,
                          problem=words("report_about_expected", "en",
                                        fields=", ".join(ABOUT)))
        about[field.strip()] = text.strip()
    return about


def _check_report_path(args: argparse.Namespace) -> None:
    """Refuse a report that cannot be written before any search is run."""
    about_of(args.about)
    if not args.report:
        return
    path = Path(args.report)
    if path.suffix.lower() not in (".html", ".htm", ".pdf"):
        raise problem("claim_report_kind", path=args.report)
    if not path.resolve().parent.is_dir():
        raise problem("check_no_folder", option="--report", path=args.report)


def _write_report(args: argparse.Namespace, ruling: Ruling) -> None:
    page = committee_report(ruling, lang=args.lang, about=about_of(args.about))
    path = Path(args.report)
    try:
        if path.suffix.lower() == ".pdf":
            print_pdf(page, path)
        else:
            path.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise problem("cli_cannot_write", option="--report", path=args.report,
                      problem=exc.strerror or exc) from None


def guess_options(args: argparse.Namespace, rules: RuleSet) -> GuessOptions | None:
    """The simulation of a guess (Law 12C3) where it is used: by default under a rule set
    whose committees weight, else only when asked for (``--weights`` or ``--layouts N``);
    None for ``--layouts 0`` or when the chance would be information nobody asked for."""
    layouts = args.layouts
    if layouts is None:
        if args.weights is None and not rules.weighting_allowed:
            return None
        layouts = DEFAULT_LAYOUTS
    if not 0 <= layouts <= MAX_LAYOUTS:
        raise problem("claim_bad_layouts", layouts=layouts)
    if layouts == 0:
        return None
    return GuessOptions(layouts=layouts, seed=args.seed, unit=UNITS[args.weights or "sixths"])


def claim_from_args(args: argparse.Namespace) -> ClaimFacts:
    """The claim, from an event file or from the position typed in, its facts checked
    (:func:`~adjudicator.laws.validation.validate_claim`)."""
    fields = _fields(args)
    if not args.event:
        return read_claim(fields)
    typed = [name for name in POSITION_OPTIONS if fields.get(name)]
    if typed:
        raise UserError(key="cli_event_and_position", options=typed)
    facts = _claim_from_event(args, claim_options(fields, from_event=True))
    validate_claim(facts)
    return facts


def _fields(args: argparse.Namespace) -> dict[str, Any]:
    """The options as the fields of a typed claim (their names without dashes)."""
    fields = {name: getattr(args, name) for name in (
        *POSITION_OPTIONS, "claimer", "claims", "statement", "after_claim", "rules",
        "not_normal")}
    fields["class"] = args.player_class
    return fields


def _claim_from_event(args: argparse.Namespace, options: dict[str, Any]) -> ClaimFacts:
    path = Path(args.event)
    if not path.is_file():
        raise problem("cli_no_such_file", path=args.event)
    if args.board is None:
        raise problem("claim_needs_board")
    reading = read_event(path)
    records = [r for r in reading.claims if r.board == args.board]
    if args.table:
        records = [r for r in records if (r.table or "").lower() == args.table.lower()]
    if args.record is not None:
        records = [r for r in records if r.index == args.record]
    if not records:
        errors = [e for e in reading.errors if e.board == args.board]
        if errors:
            raise problem("cli_problem", problem=errors[0])
        raise problem("claim_no_claim", path=args.event, board=args.board)
    if len(records) > 1:
        raise problem("claim_several", path=args.event, board=args.board,
                      records=[Place(None, r.index, r.table) for r in records])
    facts = claim_from_record(records[0], **options)
    if args.claimer:
        facts = replace(facts, claimer=read_seat(args.claimer, "claimer"),
                        claimer_inferred=False)
    if args.claims is not None:
        facts = replace(facts, claimed=count(args.claims, "claims"))
    return facts


def _run_concession(args: argparse.Namespace, facts: ClaimFacts) -> int:
    ruling = rule_concession(facts, acquiescence=args.acquiesced,
                             actually_won=count(args.actually_won or 0, "actually_won"),
                             timely=args.timely)
    if args.format == "json":
        print(json.dumps(restoration_json(ruling, args.lang), ensure_ascii=False, indent=2))
    else:
        print(render_restoration(facts.position, ruling, args.lang))
    return 0
