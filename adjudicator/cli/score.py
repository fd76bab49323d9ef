"""``adjudicate score``: a contract's score under Law 77.

Examples::

    adjudicate score 4SX S --vul NS --tricks 8      # -500
    adjudicate score 4SX-2 S --vul NS               # the same, result notation
    adjudicate score "3NT= S" --board 4             # vulnerability from the board number
    adjudicate score 4SX S --vul NS --tricks 8 --format json

Text output is the declaring side's score alone (positive when made); ``--ns`` prints it
from North-South's side instead.  JSON output gives both with the contract and tricks.
"""

from __future__ import annotations

import argparse
import json

from adjudicator.cli.problems import problem
from adjudicator.core.script import LANGUAGES
from adjudicator.scoring.law77 import (
    Result,
    ScoringError,
    contract_score,
    parse_declarer,
    parse_result,
    parse_vul,
    read_contract,
    score_for_side,
    side_of,
    vul_for_board,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "score",
        help="a contract's score (Law 77)",
        description="Print the declaring side's score for a contract (Law 77). "
        "Give the tricks with --tricks, or write the result into the contract "
        "('4SX-2', '3NT=', '4H+1', or the tricks: '4H10').",
        epilog="examples: adjudicate score 4SX S --vul NS --tricks 8   →  -500;  "
        "adjudicate score 4SX-2 S --vul NS   →  -500",
    )
    parser.add_argument("contract", help="e.g. 4S, 4SX, 3NTXX, or with a result: 4SX-2, 3NT=")
    parser.add_argument("declarer", nargs="?", help="N, E, S or W (may be in CONTRACT)")
    parser.add_argument("--vul", help="None, NS, EW or All (default None)")
    parser.add_argument("--board", type=int, help="take the vulnerability from this board")
    parser.add_argument("--tricks", type=int, help="the declaring side's tricks, 0-13")
    parser.add_argument("--ns", action="store_true", help="print North-South's score")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of the messages: en, zh (Simplified) or zh-Hant "
                        "(Traditional)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        result, vul = _read(args)
        score = contract_score(result.contract, result.declarer, vul, result.tricks)
    except ScoringError as exc:
        raise problem("cli_problem", problem=exc) from None
    ns = score_for_side(score, side_of(result.declarer))
    if args.format == "json":
        print(json.dumps({"contract": result.contract, "declarer": result.declarer,
                          "vul": vul, "tricks": result.tricks, "result": str(result),
                          "score": score, "ns_score": ns, "law": "77"}))  # fmt: skip
    else:
        print(ns if args.ns else score)
    return 0


def _read(args: argparse.Namespace) -> tuple[Result, str]:
    if args.vul is not None and args.board is not None:
        raise problem("cli_vul_or_board")
    vul = vul_for_board(args.board) if args.board is not None else parse_vul(args.vul)
    text = args.contract if args.declarer is None else f"{args.contract} {args.declarer}"
    if args.tricks is None:
        return parse_result(text), vul
    try:
        contract = read_contract(args.contract)
    except ScoringError as exc:
        if not _is_result(text):
            raise
        raise problem("score_has_result", contract=args.contract) from exc
    if args.declarer is None:
        raise problem("score_needs_declarer")
    declarer = parse_declarer(args.declarer)
    contract_score(contract, declarer, vul, args.tricks)  # validates
    return Result(contract.level, contract.strain, contract.doubling, declarer, args.tricks), vul


def _is_result(text: str) -> bool:
    try:
        parse_result(text)
    except ScoringError:
        return False
    return True
