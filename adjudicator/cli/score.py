"""``adjudicate score``: a contract's score under Law 77.

Examples::

    adjudicate score 4SX S --vul NS --tricks 8
        4♠X by S, NS vulnerable, 8 tricks: −500 for N-S
    adjudicate score 4SX-2 S --vul NS               # the same, result notation
    adjudicate score "3NT= S" --board 4             # vulnerability from the board number
    adjudicate score 4SX S --vul NS --tricks 8 --format number     # -500
    adjudicate score 4SX S --vul NS --tricks 8 --format json

Text output says back what was scored — the contract, declarer, vulnerability and tricks —
and the declaring side's score (``--ns``: North-South's).  For scripts, ``--format
number`` prints the bare number, and ``--format json`` both scores with the contract and
tricks.
"""

from __future__ import annotations

import argparse
import json

from adjudicator.cli.options import MAX_BOARD, whole
from adjudicator.cli.problems import problem
from adjudicator.core.contract import Contract
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
from adjudicator.text.catalog import words
from adjudicator.text.contract_words import contract_text

#: Signs of a score for people (U+2212 is the minus sign, not a hyphen).
PLUS, MINUS = "+", "\u2212"


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "score",
        help="a contract's score (Law 77)",
        description="Print the declaring side's score for a contract (Law 77). "
        "Give the tricks with --tricks, or write the result into the contract "
        "('4SX-2', '3NT=', '4H+1', or the tricks: '4H10').",
        epilog="examples: adjudicate score 4SX S --vul NS --tricks 8   →  4♠X by S, NS "
        "vulnerable, 8 tricks: −500 for N-S;  adjudicate score 4SX-2 S --vul NS --format "
        "number   →  -500",
    )
    parser.add_argument("contract", help="e.g. 4S, 4SX, 3NTXX, or with a result: 4SX-2, 3NT=")
    parser.add_argument("declarer", nargs="?", help="N, E, S or W (may be in CONTRACT)")
    parser.add_argument("--vul", help="None, NS, EW or All (default None)")
    parser.add_argument(
        "--board",
        type=whole("--board", 1, MAX_BOARD),
        help="take the vulnerability from this board",
    )
    parser.add_argument(
        "--tricks", type=whole("--tricks", 0, 13), help="the declaring side's tricks, 0-13"
    )
    parser.add_argument("--ns", action="store_true", help="give North-South's score")
    parser.add_argument(
        "--format",
        choices=("text", "number", "json"),
        default="text",
        help="text: what was scored and the score; number: the bare score, "
        "for scripts; json: every field",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the messages: en, zh (Simplified) or zh-Hant (Traditional)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    result, vul = _read(args)
    score = result.score(vul)  # a passed-out board scores 0
    ns = score_for_side(score, side_of(result.declarer)) if result.level else 0
    if args.format == "json":
        print(json.dumps({"contract": result.contract, "declarer": result.declarer,
                          "vul": vul, "tricks": result.tricks, "result": str(result),
                          "score": score, "ns_score": ns, "law": "77"}))  # fmt: skip
    elif args.format == "number":
        print(ns if args.ns else score)
    else:
        side = "NS" if args.ns or not result.level else side_of(result.declarer)
        print(echo(result, vul, ns if args.ns else score, side, args.lang))
    return 0


def echo(result: Result, vul: str, score: int, side: str, lang: str = "en") -> str:
    """``4♠X by S, NS vulnerable, 8 tricks: −500 for N-S``: what was scored, and the
    score of ``side``."""
    signed = "0" if score == 0 else (PLUS if score > 0 else MINUS) + str(abs(score))
    if not result.level:
        return words("score_passed_out", lang, vul=words(f"vul_{vul}", lang))
    contract = contract_text(Contract.parse(result.contract), lang)
    return words(
        "score_echo",
        lang,
        contract=contract,
        declarer=words(f"seat_initial_{result.declarer}", lang),
        vul=words(f"vul_{vul}", lang),
        tricks=result.tricks,
        score=signed,
        side=words(f"side_short_{side}", lang),
    )


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
