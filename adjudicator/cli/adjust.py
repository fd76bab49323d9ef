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
from adjudicator.errors import UserError
from adjudicator.scoring import ScoringError, vul_for_board
from adjudicator.scoring.adjust import apply_law88, score_traveller
from adjudicator.scoring.traveller import (
    FORMS,
    Traveller,
    parse_session,
    traveller_from_results,
)

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
    parser.add_argument("--board", type=whole("--board", 1, MAX_BOARD),
                        help="board number (sets the vulnerability)")
    parser.add_argument("--form", choices=FORMS, help="pairs (matchpoints), teams, knockout "
                        "(teams with Law 86B), cross-imps or butler (pairs by IMPs)")  # fmt: skip
    parser.add_argument("--expected", type=whole("--expected", 1, 10_000),
                        help="Neuberg-factor to this many results")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        boards = _travellers(args)
        apply_law88(boards)
        reports = [score_traveller(trav) for trav in boards]
    except ScoringError as exc:  # AdjustmentError, WeightError, ContractError ...
        raise UserError(str(exc)) from None
    if args.format == "json":
        print(json.dumps(reports[0] if len(reports) == 1 else {"boards": reports}, indent=2))
    else:
        print("\n\n".join(render_text(report) for report in reports))
    return 0


def _travellers(args: argparse.Namespace) -> list[Traveller]:
    if (args.traveller is None) == (args.results is None):
        raise UserError("give a traveller file or --results, one of the two")
    if args.vul is not None and args.board is not None:
        raise UserError("give --vul or --board, not both")
    vul = vul_for_board(args.board) if args.board is not None else args.vul
    if args.expected is not None and args.expected < 1:
        raise UserError("--expected must be 1 or more")
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
            raise UserError("--board needs a file with one board")
        boards[0].board = args.board
    return boards


def _read(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    try:
        return Path(name).read_text(encoding="utf-8")
    except OSError as exc:
        raise UserError(f"cannot read {name}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UserError(f"cannot read {name}: not UTF-8 text") from None


# ---------------------------------------------------------------------------------------
# Text report


def render_text(report: dict) -> str:
    """The report as text: the traveller, then each adjusted line's arithmetic."""
    if report["unit"] == "matchpoints":
        return "\n".join(_pairs_text(report))
    if "teams" not in report:
        return "\n".join(_imp_pairs_text(report))
    return "\n".join(_teams_text(report))


def _heading(report: dict) -> str:
    board = f"Board {report['board']}, " if report["board"] is not None else ""
    return f"{board}vul {report['vul']}, {report['form']}"


def _num(value: float) -> str:
    return f"{value:.2f}"


def _pairs_text(report: dict) -> list[str]:
    out = [f"{_heading(report)}: matchpoints, 2 per result beaten and 1 per tie (Law 78A), "
           f"top {report['top']:g} on {report['results']} results",
           f"{'table':<6}{'NS':<6}{'EW':<6}{'result':<18}{'score':>6}{'NS MP':>8}{'NS %':>8}"
           f"{'EW MP':>8}{'EW %':>8}"]  # fmt: skip
    for line in report["lines"]:
        ns, ew = line["NS"], line["EW"]
        out.append(f"{line['table']:<6}{line['ns_pair']:<6}{line['ew_pair']:<6}"
                   f"{_summary(line):<18}{_score(line):>6}"
                   f"{_num(ns['score']):>8}{_num(ns['percent']):>8}"
                   f"{_num(ew['score']):>8}{_num(ew['percent']):>8}")  # fmt: skip
    out += _adjusted_lines_text(report, "MP")
    factored = next((ln[d]["neuberg"] for ln in report["lines"] for d in ("NS", "EW")
                     if "neuberg" in ln[d]), None)  # fmt: skip
    if factored:
        a, e = factored["actual"], factored["expected"]
        out += ["", f"Neuberg: {a} results compared, factored to {e}: "
                f"MP' = (MP + 1) x {e}/{a} - 1"]  # fmt: skip
    return out


def _adjusted_lines_text(report: dict, unit: str) -> list[str]:
    """Each adjusted line with its kind, laws, and what each side was given."""
    adjusted = [line for line in report["lines"] if line["kind"] != "played"]
    out = ["", "Adjusted lines:"] if adjusted else []
    for line in adjusted:
        out.append(f"  table {line['table']}: {line['kind']} (Law {', '.join(line['laws'])})"
                   f"{_obtained(line)}")  # fmt: skip
        for direction in ("NS", "EW"):
            out.append(f"    {direction}: {_side_text(line[direction], unit)}")
    return out


def _imp_pairs_text(report: dict) -> list[str]:
    if report["datum"]:
        datum = report["datum"]
        how = (f"Butler, IMPs against the datum (NS {datum['NS']:+d}, EW {datum['EW']:+d}; "
               "top and bottom left out, rounded to 10)")  # fmt: skip
    else:
        how = "cross-IMPs, averaged per comparison"
    out = [f"{_heading(report)}: {how} (Law 78B)",
           f"{'table':<6}{'NS':<6}{'EW':<6}{'result':<18}{'score':>6}{'NS IMPs':>9}"
           f"{'EW IMPs':>9}"]  # fmt: skip
    for line in report["lines"]:
        out.append(f"{line['table']:<6}{line['ns_pair']:<6}{line['ew_pair']:<6}"
                   f"{_summary(line):<18}{_score(line):>6}{line['NS']['score']:>+9.2f}"
                   f"{line['EW']['score']:>+9.2f}")  # fmt: skip
    out += _adjusted_lines_text(report, "IMPs")
    return out


def _score(line: dict) -> str:
    return "" if line["ns_score"] is None else f"{line['ns_score']:+d}"


def _summary(line: dict) -> str:
    if line["kind"] == "played":
        return "" if line["obtained"] == str(line["ns_score"]) else line["obtained"]
    return f"ADJ {line['kind']}"


def _obtained(line: dict) -> str:
    return f"; obtained {line['obtained']}" if line["obtained"] else ""


def _side_text(side: dict, unit: str) -> str:
    if "artificial" in side:
        text = f"artificial {side['artificial']}"
        if side.get("law") == "88":
            session = side["session"]
            where = " on the other boards" if session["from"] == "other boards" else ""
            text += f" (Law 88: session {session['percent']:.2f}%{where}, above 60%)"
        if "percent" in side:
            return f"{text} = {side['percent']:g}% = {_num(side['score'])} {unit}"
        return f"{text} = {side['score']:+g} {unit} (Law 86A)"
    parts = [f"{_weight(c['weight'])}{c['result']} ({c['ns_score']:+d}) = "
             f"{_num(c['score'])} {unit}" for c in side["components"]]  # fmt: skip
    total = f"{_num(side['score'])} {unit}"
    if "percent" in side:
        total += f" ({side['percent']:.2f}%)"
    if len(parts) == 1:
        return f"{parts[0]}" + (f" ({side['percent']:.2f}%)" if "percent" in side else "")
    return "; ".join(parts) + f"; weighted: {total}"


def _weight(weight: float) -> str:
    return "" if weight == 1 else f"{weight * 100:g}% x "


def _teams_text(report: dict) -> list[str]:
    out = [f"{_heading(report)}: IMPs (Law 78B)"]
    for line in report["lines"]:
        out.append(f"  table {line['table']}: {line['ns_pair'] or '?'} NS v "
                   f"{line['ew_pair'] or '?'} EW: {_table_text(line)}")  # fmt: skip
    for side in report["teams"]:
        out.append(f"Team {side['pair']}: {_team_text(side)}")
    if report["unbalanced"]:
        first, second = report["unbalanced"]
        a, b = report["teams"]
        out.append(f"Knock-out (Law 86B): computed per side {first:+g} and {second:+g} IMPs; "
                   f"the average is given to both: {a['pair']} {a['score']:+g}, "
                   f"{b['pair']} {b['score']:+g}")  # fmt: skip
    return out


def _table_text(line: dict) -> str:
    if line["kind"] == "played":
        return f"{line['obtained']} ({line['ns_score']:+d})"
    given = line["given"]
    sides = "; ".join(f"{d} {_given_text(given[d])}" for d in ("NS", "EW"))
    return f"{line['kind']} (Law {', '.join(line['laws'])}){_obtained(line)}: {sides}"


def _given_text(given: dict) -> str:
    if "artificial" in given:
        return f"artificial {given['artificial']}"
    return ", ".join(f"{c['weight'] * 100:g}% {c['result']} ({c['ns_score']:+d})"
                     if c["weight"] != 1 else f"{c['result']} ({c['ns_score']:+d})"
                     for c in given["components"])  # fmt: skip


def _team_text(side: dict) -> str:
    if "artificial" in side:
        return f"artificial {side['artificial']} = {side['score']:+g} IMPs (Law 86A)"
    parts = [f"{c['weight'] * 100:g}% x ({c['result']}: {c['ns_score']:+d} = "
             f"{c['score']:+g} IMPs)" if c["weight"] != 1 else
             f"{c['result']}: {c['ns_score']:+d} = {c['score']:+g} IMPs"
             for c in side["components"]]  # fmt: skip
    if len(parts) == 1:
        return parts[0]
    return "; ".join(parts) + f"; weighted: {side['score']:+.2f} IMPs"
