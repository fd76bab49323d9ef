"""``adjudicate adjust``: a traveller with Law 12C adjusted lines, to matchpoints or IMPs.

Give a traveller file (format below; ``-`` reads standard input) or a results list::

    adjudicate adjust examples/traveller.txt
    adjudicate adjust examples/traveller.txt --format json
    adjudicate adjust --results 420 450 "4SX-1 E" -50 - --vul None \\
        --adj '3 weighted "30% 4SX-1 N, 70% 3NT= S"' --adj '5 artificial NS=A+ EW=A-'
    adjudicate adjust examples/traveller-teams.txt --form knockout

Traveller file: one line per table, ``#`` comments::

    board 5                   (optional: vulnerability from the board number)
    vul NS                    (optional: None, NS, EW or All)
    form pairs                (pairs = matchpoints; teams = IMPs; knockout = IMPs + 86B;
                              cross-imps, butler = pairs scored by IMPs)
    expected 7                (optional: Neuberg-factor to this many results)
    1  1 11  4S N 10          (table NS-pair EW-pair contract declarer result)
    2  2 12  4SX-1 E          (or the result written together)
    4  4 14  -50              (table NS-pair EW-pair North-South score)
    5  5 15  -                (not played: an ADJ line gives its score)
    ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"          (Law 12C3)
    ADJ 2 assigned "3NT-1 S"                          (Law 12C2)
    ADJ 4 split NS="4S= N" EW="4S+1 N"                (Law 12C2, per side)
    ADJ 5 artificial NS=A+ EW=A- NS-session=63.5      (Law 12C1, 86A, 88)

Several boards may share a file, each starting with its ``board`` line; Law 88 then
takes a pair's session percentage from the other boards.  Text output lists every line's
scores, then the arithmetic of each adjusted line; JSON gives the same report (a
``boards`` list when the file holds more than one board).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from adjudicator.cli.options import MAX_BOARD, whole
from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.scoring import ScoringError, vul_for_board
from adjudicator.scoring.adjust import apply_law88, score_traveller
from adjudicator.scoring.traveller import (
    FORMS,
    Traveller,
    parse_session,
    traveller_from_results,
)
from adjudicator.text.adjust_text import render_adjust

_FORMAT_HELP = """\
traveller file, one line per table ('#' starts a comment):
  board 5                 optional; vulnerability from the board number
  vul NS                  optional; None, NS, EW or All
  form pairs              pairs (matchpoints), teams (IMPs), knockout (IMPs, Law 86B),
                          cross-imps or butler (pairs scored by IMPs)
  expected 7              optional; Neuberg-factor to this many results
  1 1 11 4S N 10          table NS-pair EW-pair contract declarer result (=, +1, -2, tricks)
  2 2 12 4SX-1 E          or the result written together
  4 4 14 -50              table NS-pair EW-pair North-South score
  5 5 15 -                not played (an ADJ line gives its score)
  ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"        Law 12C3 (weights add to 100%)
  ADJ 2 assigned "3NT-1 S"                        Law 12C2
  ADJ 4 split NS="4S= N" EW="4S+1 N"              Law 12C2, a result per side
  ADJ 5 artificial NS=A+ EW=A- NS-session=63.5    Law 12C1: A+/A/A- or a number
                                                  (% in pairs, IMPs in teams); Law 88
Several boards: start each with its 'board N' line (lines before the first apply to
all); an average-plus then gets the pair's percentage on the other boards if above 60%
(Law 88).  In teams the file holds the two tables of one match; the team North-South at
the first table is East-West at the second."""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "adjust",
        help="score a traveller with adjusted lines (Law 12C, 86, 88)",
        description="Score a board's traveller, with artificial, assigned, split and "
        "weighted adjusted scores (Law 12C1-12C3, 86, 88), in matchpoints or IMPs, "
        "showing the arithmetic.",
        epilog=_FORMAT_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("traveller", nargs="?", help="traveller file ('-' for stdin)")
    parser.add_argument("--results", nargs="+", metavar="RESULT",
                        help="instead of a file: each table's result ('4S= N') or "
                        "North-South score, tables numbered 1, 2, ...")  # fmt: skip
    parser.add_argument("--adj", action="append", default=[], metavar="LINE",
                        help="an adjusted line, e.g. '3 weighted \"30%% 4SX-1 N, 70%% "
                        "3NT= S\"' (repeatable)")  # fmt: skip
    parser.add_argument("--vul", help="None, NS, EW or All (overrides the file)")
    parser.add_argument(
        "--board", type=whole("--board", 1, MAX_BOARD), help="board number (sets the vulnerability)"
    )
    parser.add_argument("--form", choices=FORMS, help="pairs (matchpoints), teams, knockout "
                        "(teams with Law 86B), cross-imps or butler (pairs by IMPs)")  # fmt: skip
    parser.add_argument(
        "--expected",
        type=whole("--expected", 1, 10_000),
        help="Neuberg-factor to this many results",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the text: en, zh (Simplified) or zh-Hant (Traditional)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        boards = _travellers(args)
        apply_law88(boards)
        reports = [score_traveller(trav) for trav in boards]
    except ScoringError as exc:  # AdjustmentError, WeightError, ContractError ...
        raise problem("cli_problem", problem=exc) from None
    if args.format == "json":
        print(json.dumps(reports[0] if len(reports) == 1 else {"boards": reports}, indent=2))
    else:
        print("\n\n".join(render_text(report, args.lang) for report in reports))
    return 0


def _travellers(args: argparse.Namespace) -> list[Traveller]:
    if (args.traveller is None) == (args.results is None):
        raise problem("adjust_file_or_results")
    if args.vul is not None and args.board is not None:
        raise problem("cli_vul_or_board")
    vul = vul_for_board(args.board) if args.board is not None else args.vul
    if args.expected is not None and args.expected < 1:
        raise problem("adjust_bad_expected")
    if args.results is not None:
        trav = traveller_from_results(args.results, args.adj, vul=vul, form=args.form or "pairs",
                                      expected=args.expected)  # fmt: skip
        if args.board is not None:
            trav.board = args.board
        return [trav]
    boards = parse_session(_read(args.traveller), vul=vul, form=args.form,
                           expected=args.expected, adjustments=args.adj)  # fmt: skip
    if args.board is not None:
        if len(boards) > 1:
            raise problem("adjust_board_needs_one")
        boards[0].board = args.board
    return boards


def _read(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    try:
        return Path(name).read_text(encoding="utf-8")
    except OSError as exc:
        raise problem("cli_cannot_read", path=name, problem=exc.strerror) from None
    except UnicodeDecodeError:
        raise problem("cli_not_utf8", path=name) from None


def render_text(report: dict, lang: str = "en") -> str:
    """The report as text: the traveller, then each adjusted line's arithmetic."""
    return render_adjust(report, lang)
