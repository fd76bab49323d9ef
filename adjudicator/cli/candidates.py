"""adjudicate candidates — what each contract would have produced (Law 12C2, 12C3).

For an assigned score the director needs, for each contract the auction might have
reached, what would have happened at this table had the irregularity not occurred.  For
every --contract this prints the double-dummy result (a reference) beside the results
single-dummy play reaches on the actual deal: each player choosing his cards from what he
can see, by their value over --layouts layouts of the cards he cannot see (drawn with
--seed, limited by what the director reads from the auction: --hcp W:15-17,
--length E:S:5+), the line played out on the real cards.  Where choices are close each
is a normal alternative; each result gets its share, and the line (which choice, at which
trick) behind it:

    adjudicate candidates --deal "N:AKQT3.AJ2.K42.95 ..." --vul NS \\
        --contract "4S N" --contract "3NT S" --lead HK

Results whose share reaches the rule set's threshold are *likely* (one in three) or *at
all probable* (one in six); the shares, rounded to --weights (tenths by default, or
sixths), are the Law 12C3 proposal with its arithmetic.  With the offending side it gives
each side its Law 12C2 score, from those results or from the director's own:

        --offenders EW [--likely "4S= N"] [--probable "4S-1 N"] [--field 620,650,-100]

The non-offenders get the most favourable likely result, the offenders the most
unfavourable result that was at all probable; --field (the other tables' North-South
scores) converts each to matchpoints (--form mp) or IMPs (--form imps).
--dd-defence lets the defenders see all four hands, for comparison.
"""

from __future__ import annotations

import argparse
import json
import time

from adjudicator.adjusted.assign import AssignedScore, assign
from adjudicator.adjusted.candidates import (
    Candidate,
    CandidateError,
    CandidateResult,
    evaluate,
    parse_candidate,
)
from adjudicator.adjusted.weighting import propose
from adjudicator.cli.options import MAX_BOARD, whole
from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.engine.single_dummy import (
    DEFAULT_PLAY_LAYOUTS,
    SimulationError,
    parse_hcp,
    parse_length,
)
from adjudicator.laws.rulesets import RuleSet
from adjudicator.scoring import ScoringError, parse_vul, vul_for_board
from adjudicator.scoring.weights import UNITS
from adjudicator.text.candidates_text import render_candidates


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
        help="double-dummy and single-dummy results of candidate contracts (Law 12C2, 12C3)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--deal", required=True, help='the deal, PBN style: "N:<n> <e> <s> <w>"')
    parser.add_argument("--vul", help="None, NS, EW or All (default None)")
    parser.add_argument(
        "--board",
        type=whole("--board", 1, MAX_BOARD),
        help="take the vulnerability from this board",
    )
    parser.add_argument(
        "--contract",
        action=_ContractAction,
        dest="contract",
        metavar='"CONTRACT DECLARER"',
        help='a candidate, e.g. "4S N", "3NTX S" or "4S N lead HK" (repeat)',
    )
    parser.add_argument(
        "--lead",
        action=_ContractAction,
        dest="lead",
        metavar="CARD",
        help="opening lead of the --contract before it, e.g. HK",
    )
    parser.add_argument(
        "--won",
        metavar="DECLARER,DEFENCE",
        help="tricks already won, for a deal of fewer than 13 cards a hand",
    )
    parser.add_argument("--rules", default="seed1997", choices=[r.value for r in RuleSet])
    parser.add_argument("--offenders", help="NS or EW: the offending side (Law 12C2)")
    parser.add_argument(
        "--likely",
        action="append",
        default=[],
        metavar="RESULT",
        help='a likely result, e.g. "4S= N" (repeat, or separate by commas)',
    )
    parser.add_argument(
        "--probable",
        action="append",
        default=[],
        metavar="RESULT",
        help='a result at all probable, e.g. "4S-1 N"',
    )
    parser.add_argument(
        "--field",
        action="append",
        default=[],
        metavar="SCORES",
        help="North-South scores of the other tables, e.g. 620,650,-100",
    )
    parser.add_argument(
        "--form",
        choices=("mp", "imps"),
        default="mp",
        help="score against the field in matchpoints or IMPs",
    )
    parser.add_argument(
        "--weights",
        default="tenths",
        choices=tuple(UNITS),
        help="round the Law 12C3 proposal to sixths or tenths (default tenths)",
    )
    parser.add_argument(
        "--layouts",
        type=whole("--layouts", 1, 10_000),
        default=DEFAULT_PLAY_LAYOUTS,
        help="layouts of the unseen cards each choice is valued over "
        f"(default {DEFAULT_PLAY_LAYOUTS})",
    )
    parser.add_argument(
        "--seed",
        type=whole("--seed", 0, 2**32 - 1),
        default=1,
        help="the seed of the layouts: the same seed gives the same answers",
    )
    parser.add_argument(
        "--dd-defence",
        action="store_true",
        help="the defenders see all four hands (for comparison)",
    )
    parser.add_argument(
        "--hcp",
        action="append",
        default=[],
        metavar="SEAT:LOW-HIGH",
        help="a defender's high-card points from the auction, e.g. E:11-15",
    )
    parser.add_argument(
        "--length",
        action="append",
        default=[],
        metavar="SEAT:SUIT:RANGE",
        help="a defender's length in a suit, e.g. E:H:5+ or W:S:0-1",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the text: en, zh (Simplified) or zh-Hant (Traditional)",
    )
    parser.set_defaults(func=run, candidates=None)


def run(args: argparse.Namespace) -> int:
    candidates = _candidates(args.candidates)
    vul = _vul(args)
    won = _won(args.won)
    judged = _judgement(args)
    started = time.perf_counter()
    try:
        limits = [*map(parse_hcp, args.hcp), *map(parse_length, args.length)]
        results = evaluate(
            args.deal,
            candidates,
            vul,
            ruleset=RuleSet.parse(args.rules),
            limits=limits,
            layouts=args.layouts,
            seed=args.seed,
            dd_defence=args.dd_defence,
            won=won,
        )
        assigned = assign(results, **judged) if judged else None
    except (CandidateError, ScoringError, SimulationError) as exc:
        raise problem("cli_problem", problem=exc) from None
    elapsed = round(1000 * (time.perf_counter() - started))
    unit = UNITS[args.weights]
    field = [int(v) for v in _split(args.field)] if judged is None else judged["field"]
    if args.format == "json":
        found = _json(args, vul, results, assigned, elapsed)
        found["weights"] = {
            "unit": args.weights,
            "candidates": [w.to_json() for w in propose(results, unit)],
        }
        print(json.dumps(found))
    else:
        print(
            render_candidates(
                args.deal,
                vul,
                args.rules,
                results,
                assigned,
                elapsed,
                args.lang,
                limits=[*args.hcp, *args.length],
                unit=unit,
                field=_field(field),
                form=args.form,
            )
        )
    return 0


def _field(values: list) -> list[int]:
    try:
        return [int(v) for v in values]
    except ValueError:
        raise problem("cand_bad_field", field=", ".join(map(str, values))) from None


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
    """The director's judgement: the offenders, and his likely / probable results when he
    gives them (else None: the candidates' own, from single-dummy play)."""
    likely, probable = _split(args.likely), _split(args.probable)
    if not (likely or probable or args.offenders):
        return None
    if not args.offenders:
        raise problem("cand_needs_offenders")
    return {"likely": likely or None, "probable": probable or None,
            "offenders": args.offenders, "field": _field(_split(args.field)),
            "form": args.form}  # fmt: skip


# ---- output ------------------------------------------------------------------------------


def _json(
    args: argparse.Namespace,
    vul: str,
    results: list[CandidateResult],
    assigned: AssignedScore | None,
    elapsed: int,
) -> dict:
    return {"deal": args.deal, "vul": vul, "rules": args.rules, "layouts": args.layouts,
            "seed": args.seed, "dd_defence": args.dd_defence,
            "limits": [*args.hcp, *args.length],
            "candidates": [r.to_json() for r in results],
            "complete": all(r.complete for r in results),
            "assigned": assigned.to_json() if assigned else None,
            "elapsed_ms": elapsed}  # fmt: skip
