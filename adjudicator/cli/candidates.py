"""``adjudicate candidates`` — what each contract could have produced (Law 12C2 groundwork).

For an assigned score the director needs, for each contract the auction might have
reached, the results the play could have given.  For every ``--contract`` this prints the
double-dummy result, declarer's worst and best normal line against the best defence and
the defence's worst normal line against declarer's best play, each with its Law 77 score::

    adjudicate candidates --deal "N:AKQT3.AJ2.K42.95 ..." --vul NS \\
        --contract "4S N" --contract "3NT S" --lead HK

``--lead`` gives the opening lead of the ``--contract`` before it (or write it into the
contract: ``"4S N lead HK"``); without one the defence's choice of lead is part of the
search.  With the director's judgement it also gives each side its Law 12C2 score::

        --offenders EW --likely "4S= N" --probable "4S-1 N" [--field 620,650,-100]

The non-offenders get the most favourable likely result, the offenders the most
unfavourable result that was at all probable; ``--field`` (the other tables' North-South
scores) converts each to matchpoints (``--form mp``) or IMPs (``--form imps``).

With ``--weights`` (``sixths`` or ``tenths``, default tenths) it also proposes Law 12C3
weights for each candidate from a single-dummy simulation: ``--layouts`` layouts (default
1000) of the defenders' cards drawn with ``--seed``, limited by what the director reads
from the auction (``--hcp W:15-17``, ``--length E:S:5+``, repeatable), each solved double
dummy; the shares of each number of tricks, rounded as committees round, with the
arithmetic (and each side's matchpoints or IMPs when ``--field`` is given)::

        --weights sixths --hcp E:11-15 --length E:H:5+

Each restricted search stops after ``--budget-ms`` of its thread's CPU time; one that stops
early shows the tricks it has proven, ``lower..upper``, marked ``(budget: ... ms)`` with the
time it ran.
"""

from __future__ import annotations

import argparse
import json
import os
import time

from adjudicator.cli.options import MAX_BOARD, MAX_JOBS, budget_ms, whole
from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.engine import UNLIMITED
from adjudicator.engine.single_dummy import SimulationError, parse_hcp, parse_length
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.scoring import ScoringError, parse_vul, vul_for_board
from adjudicator.scoring.assign import AssignedScore, assign
from adjudicator.scoring.candidates import (
    Candidate,
    CandidateError,
    CandidateResult,
    evaluate,
    parse_candidate,
)
from adjudicator.scoring.simulated import CandidateWeights, simulate_candidates
from adjudicator.scoring.weights import UNITS
from adjudicator.text.candidates_text import render_candidates
from adjudicator.text.weights_text import candidate_weights_lines


class _ContractAction(argparse.Action):
    """``--contract`` starts a candidate; ``--lead`` sets the lead of the last one."""

    def __call__(self, parser, namespace, values, option_string=None):  # noqa: ANN001
        pairs = list(getattr(namespace, "candidates", None) or [])
        if self.dest == "contract":
            pairs.append([values, None])
        elif not pairs:
            pairs.append([None, values])  # reported as an error by run()
        elif pairs[-1][1] is not None:
            pairs.append([None, values])
        else:
            pairs[-1][1] = values
        namespace.candidates = pairs


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "candidates",
        help="double-dummy and normal-play results of candidate contracts (Law 12C2)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--deal", required=True, help='the deal, PBN style: "N:<n> <e> <s> <w>"')
    parser.add_argument("--vul", help="None, NS, EW or All (default None)")
    parser.add_argument("--board", type=whole("--board", 1, MAX_BOARD),
                        help="take the vulnerability from this board")
    parser.add_argument("--contract", action=_ContractAction, dest="contract",
                        metavar='"CONTRACT DECLARER"',
                        help='a candidate, e.g. "4S N", "3NTX S" or "4S N lead HK" (repeat)')
    parser.add_argument("--lead", action=_ContractAction, dest="lead", metavar="CARD",
                        help="opening lead of the --contract before it, e.g. HK")
    parser.add_argument("--won", metavar="DECLARER,DEFENCE",
                        help="tricks already won, for a deal of fewer than 13 cards a hand")
    parser.add_argument("--class", dest="player_class", default="club",
                        choices=[c.value for c in PlayerClass])
    parser.add_argument("--rules", default="seed1997", choices=[r.value for r in RuleSet])
    parser.add_argument("--budget-ms", type=budget_ms(), default=1000.0,
                        help="budget of each restricted search in ms of its thread's CPU "
                        "time (default 1000)")
    parser.add_argument("--jobs", type=whole("--jobs", 1, MAX_JOBS),
                        default=min(3, os.cpu_count() or 1),
                        help="searches run at once (default: up to 3, one per CPU)")
    parser.add_argument("--offenders", help="NS or EW: the offending side (Law 12C2)")
    parser.add_argument("--likely", action="append", default=[], metavar="RESULT",
                        help='a likely result, e.g. "4S= N" (repeat, or separate by commas)')
    parser.add_argument("--probable", action="append", default=[], metavar="RESULT",
                        help='a result at all probable, e.g. "4S-1 N"')
    parser.add_argument("--field", action="append", default=[], metavar="SCORES",
                        help="North-South scores of the other tables, e.g. 620,650,-100")
    parser.add_argument("--form", choices=("mp", "imps"), default="mp",
                        help="score against the field in matchpoints or IMPs")
    parser.add_argument("--weights", nargs="?", const="tenths", choices=tuple(UNITS),
                        help="propose Law 12C3 weights from a single-dummy simulation, "
                        "rounded to sixths or tenths (default tenths)")
    parser.add_argument("--layouts", type=int, default=1000,
                        help="layouts the simulation draws (default 1000)")
    parser.add_argument("--seed", type=int, default=1,
                        help="the simulation's seed: the same seed gives the same layouts")
    parser.add_argument("--hcp", action="append", default=[], metavar="SEAT:LOW-HIGH",
                        help="a defender's high-card points from the auction, e.g. E:11-15")
    parser.add_argument("--length", action="append", default=[], metavar="SEAT:SUIT:RANGE",
                        help="a defender's length in a suit, e.g. E:H:5+ or W:S:0-1")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of the text: en, zh (Simplified) or zh-Hant (Traditional)")
    parser.set_defaults(func=run, candidates=None)


def run(args: argparse.Namespace) -> int:
    candidates = _candidates(args.candidates)
    vul = _vul(args)
    budget_ms = args.budget_ms  # finite and positive: the option's type (cli.options)
    won = _won(args.won)
    judged = _judgement(args)
    started = time.perf_counter()
    try:
        results = evaluate(args.deal, candidates, vul, ruleset=RuleSet.parse(args.rules),
                           player_class=PlayerClass.parse(args.player_class),
                           node_budget=UNLIMITED, time_budget_ms=budget_ms, won=won,
                           jobs=_jobs(args.jobs))  # fmt: skip
        assigned = assign(results, **judged) if judged else None
        weights = _weights(args, results, won)
    except (CandidateError, ScoringError) as exc:
        raise problem("cli_problem", problem=exc) from None
    elapsed = round(1000 * (time.perf_counter() - started))
    if args.format == "json":
        found = _json(args, vul, budget_ms, results, assigned, elapsed)
        found["weights"] = _weights_json(args, weights)
        print(json.dumps(found))
    else:
        text = render_candidates(args.deal, vul, args.player_class, args.rules, args.budget_ms,
                                 results, assigned, elapsed, args.lang)
        if weights is not None:
            field = [int(v) for v in _split(args.field)]
            text += "\n\n" + "\n".join(candidate_weights_lines(
                weights, args.layouts, args.seed, [*args.hcp, *args.length],
                lang=args.lang, field=field, form=args.form))
        print(text)
    return 0


def _weights(args: argparse.Namespace, results: list[CandidateResult],
             won: tuple[int, int] | None) -> list[CandidateWeights] | None:
    if args.weights is None:
        if args.hcp or args.length:
            raise problem("cand_limits_need_weights")
        return None
    try:
        limits = [*map(parse_hcp, args.hcp), *map(parse_length, args.length)]
        return simulate_candidates(args.deal, results, unit=UNITS[args.weights],
                                   limits=limits, layouts=args.layouts, seed=args.seed,
                                   jobs=_jobs(args.jobs), won=won)
    except SimulationError as exc:
        raise problem("cli_problem", problem=exc) from None


def _weights_json(args: argparse.Namespace, weights: list[CandidateWeights] | None) -> dict | None:
    if weights is None:
        return None
    return {"unit": args.weights, "layouts": args.layouts, "seed": args.seed,
            "limits": [*args.hcp, *args.length], "candidates": [w.to_json() for w in weights]}


# ---- reading the arguments -------------------------------------------------------------


def _candidates(pairs: list | None) -> list[Candidate]:
    if not pairs:
        raise problem("cand_needs_contract")
    out = []
    for contract, lead in pairs:
        if contract is None:
            raise problem("cand_lead_alone", lead=lead)
        try:
            out.append(parse_candidate(contract, lead))
        except CandidateError as exc:
            raise problem("cli_problem", problem=exc) from None
    return out


def _vul(args: argparse.Namespace) -> str:
    if args.vul is not None and args.board is not None:
        raise problem("cli_vul_or_board")
    try:
        return vul_for_board(args.board) if args.board is not None else parse_vul(args.vul)
    except ScoringError as exc:
        raise problem("cli_problem", problem=exc) from None


def _jobs(jobs: int) -> int:
    if jobs < 1:
        raise problem("cand_bad_jobs", jobs=jobs)
    return jobs


def _won(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    parts = text.replace(" ", "").split(",")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise problem("cand_bad_won", won=text)
    return int(parts[0]), int(parts[1])


def _split(values: list[str]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def _judgement(args: argparse.Namespace) -> dict | None:
    likely, probable, field = _split(args.likely), _split(args.probable), _split(args.field)
    if not (likely or probable or args.offenders or (field and args.weights is None)):
        return None  # a field alone is for the weights' matchpoints or IMPs
    if not args.offenders:
        raise problem("cand_needs_offenders")
    if not likely:
        raise problem("cand_needs_likely")
    try:
        scores = [int(value) for value in field]
    except ValueError:
        raise problem("cand_bad_field", field=", ".join(args.field)) from None
    return {"likely": likely, "probable": probable, "offenders": args.offenders,
            "field": scores, "form": args.form}  # fmt: skip


# ---- output ------------------------------------------------------------------------------


def _json(args: argparse.Namespace, vul: str, budget_ms: float,
          results: list[CandidateResult], assigned: AssignedScore | None,
          elapsed: int) -> dict:  # fmt: skip
    return {"deal": args.deal, "vul": vul, "rules": args.rules, "class": args.player_class,
            "budget_ms": budget_ms, "candidates": [r.to_json() for r in results],
            "complete": all(r.complete for r in results),
            "assigned": assigned.to_json() if assigned else None,
            "elapsed_ms": elapsed}  # fmt: skip
