"""``adjudicate revoke`` — the ruling on a revoke (Laws 61-64).

From an event file (the play comes from the file)::

    adjudicate revoke EVENT.pbn --board 7 [--table Open] [--record 3]

or typed at the table: the cards still held, the tricks played (oldest first, each with
its leader), the cards of an unfinished trick, the declarer, and how the play ended —
``--result N`` the declaring side's total (after a claim, or with cards still held);
nothing when every card has been played::

    adjudicate revoke --hands "N:- - - -" --trump NT --declarer S --contract 3NT \\
        --history "S:SA D7 D2 CK" --history "S:SK D8 D3 S3" ... [--won 4,4]

``--won D,F`` counts the tricks each side won before the first trick typed.  The ruling
shows each revoke, where it became established (Law 63), the transfer and its arithmetic
(64A, 64B), the comparison with the play had the revoke not occurred (64C) and the
result.  ``--discovered next-board|round-end`` says attention was drawn to the revoke
late (64B4, 64B5); ``--faced CARD`` names a card that lay faced on the table (a penalty
card: not playing it is 64B3, as for dummy's cards).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from endplay.types import Card, Denom, Player

from adjudicator.cli.options import MAX_BOARD, budget_ms, whole
from adjudicator.cli.problems import problem
from adjudicator.core.cards import (
    SEATS,
    card_code,
    hands_from_pbn,
    parse_card,
    seat_after,
    seat_of,
    strain_of,
)
from adjudicator.core.position import PlayedTrick, PositionError
from adjudicator.core.script import LANGUAGES
from adjudicator.io.events import read_event
from adjudicator.io.records import Hands
from adjudicator.laws.claims.claim import BoardContext
from adjudicator.laws.claims.ruling import time_budget_for
from adjudicator.laws.revokes.revoke_play import (
    CLAIMED,
    IN_TIME,
    NEXT_BOARD,
    PLAYED,
    ROUND_OVER,
    STOPS,
    RevokePlay,
    from_record,
)
from adjudicator.laws.revokes.revoke_ruling import rule_revoke
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.text.catalog import Place
from adjudicator.text.revoke_text import render_revoke, revoke_json


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "revoke",
        help="rule on a revoke: established? the trick transfer, and equity (Laws 61-64)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("event", nargs="?", help="PBN or LIN event file holding the board")
    parser.add_argument(
        "--board", type=whole("--board", 1, MAX_BOARD), help="board number in the event file"
    )
    parser.add_argument("--table", help="table or room (Open/Closed) when a board has several")
    parser.add_argument(
        "--record", type=whole("--record", 1, 10**7), help="the board's record number in the file"
    )
    parser.add_argument("--hands", help='cards still held, PBN style ("N:- - - -" when none)')
    parser.add_argument("--trump", help="S, H, D, C or NT")
    parser.add_argument(
        "--lead",
        help="seat that led the first trick typed (default: the "
        "leader named in the first --history)",
    )
    parser.add_argument(
        "--history",
        action="append",
        default=[],
        metavar='"LEADER:C C C C"',
        help="a trick played, oldest first",
    )
    parser.add_argument("--trick", default="", help="cards of an unfinished last trick")
    parser.add_argument("--declarer", help="declarer's seat")
    parser.add_argument("--contract", help="contract, e.g. 4SX (gives the result and score)")
    parser.add_argument("--vul", default="None", help="None, NS, EW or All")
    parser.add_argument("--won", help="tricks won before the first trick typed: DECLARER,DEFENDERS")
    parser.add_argument(
        "--result",
        type=whole("--result", 0, 13),
        help="the declaring side's total when the play ended in a claim",
    )
    parser.add_argument(
        "--discovered",
        default=IN_TIME,
        choices=(IN_TIME, NEXT_BOARD, ROUND_OVER),
        help="when attention was drawn to the revoke (64B4, 64B5)",
    )
    parser.add_argument(
        "--faced",
        action="append",
        default=[],
        metavar="CARD",
        help="a card faced on the table, e.g. a penalty card (64B3)",
    )
    parser.add_argument(
        "--class", dest="player_class", default="club", choices=[c.value for c in PlayerClass]
    )
    parser.add_argument("--rules", default="seed1997", choices=[r.value for r in RuleSet])
    parser.add_argument(
        "--budget-ms",
        type=budget_ms(),
        help="search budget of each side's 64C searches, in ms of the "
        "searching thread's CPU time (default 1800)",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    play = play_from_args(args)
    ruling = rule_revoke(play, time_budget_ms=time_budget_for(args.budget_ms))
    if args.format == "json":
        print(json.dumps(revoke_json(ruling), ensure_ascii=False, indent=2))
    else:
        print(render_revoke(ruling, lang=args.lang))
    return 0


def play_from_args(args: argparse.Namespace) -> RevokePlay:
    """The play, from an event file or typed in, with the director's options."""
    try:
        faced = frozenset(parse_card(text) for text in args.faced)
    except ValueError as exc:
        raise problem("cli_option_problem", option="--faced", problem=exc) from None
    options = {
        "ruleset": RuleSet(args.rules),
        "player_class": PlayerClass(args.player_class),
        "discovered": args.discovered,
        "faced": faced,
    }
    if args.event:
        return _from_event(args, options)
    try:
        return _typed(args, options)
    except ValueError as exc:
        raise problem("cli_problem", problem=exc) from None


def _from_event(args: argparse.Namespace, options: dict) -> RevokePlay:
    path = Path(args.event)
    if not path.is_file():
        raise problem("cli_no_such_file", path=args.event)
    if args.board is None and args.record is None:
        raise problem("revoke_needs_board")
    reading = read_event(path)
    records = [
        r
        for r in reading.revokes
        if (args.board is None or r.board == args.board)
        and (not args.table or (r.table or "").lower() == args.table.lower())
        and (args.record is None or r.index == args.record)
    ]
    if not records:
        errors = [e for e in reading.errors if args.board is not None and e.board == args.board]
        if errors:
            raise problem("cli_problem", problem=str(errors[0]))
        raise problem(
            "revoke_none_found", path=args.event, place=Place(args.board, args.record, args.table)
        )
    if len(records) > 1:
        choices = ", ".join(
            f"record {r.index}" + (f" ({r.table})" if r.table else "") for r in records
        )
        raise problem("revoke_several", path=args.event, board=args.board, choices=choices)
    return from_record(records[0], **options)


def _typed(args: argparse.Namespace, options: dict) -> RevokePlay:
    if not (args.hands and args.trump and args.declarer):
        raise problem("revoke_needs_play")
    remaining = hands_from_pbn(args.hands)
    tricks = tuple(PlayedTrick.from_text(text) for text in args.history)
    trump, declarer = strain_of(args.trump), seat_of(args.declarer)
    first = seat_of(args.lead) if args.lead else tricks[0].leader if tricks else None
    if first is None:
        raise problem("revoke_needs_lead")
    unfinished = tuple(parse_card(word) for word in args.trick.split())
    _check_leaders(tricks, first, trump)
    leader = tricks[-1].winner(trump) if tricks else first
    hands = _starting_hands(remaining, tricks, leader, unfinished)
    won = _won(args.won)
    held = sum(len(hand) for hand in remaining)
    ends = PLAYED if held == 0 else CLAIMED if args.result is not None else STOPS
    if ends == PLAYED and args.result is not None:
        raise problem("revoke_result_played")
    context = None
    if args.contract:
        vul = None if args.vul in ("None", "none", "-") else args.vul
        context = BoardContext(args.contract.upper(), declarer, vul, 0, 0)
    if len(hands[0]) + sum(won) != 13:
        raise problem("revoke_not_13", held=len(hands[0]), won=sum(won))
    return RevokePlay(
        hands=hands,
        trump=trump,
        declarer=declarer,
        first=first,
        tricks=tricks,
        trick=unfinished,
        earlier=won,
        ends=ends,
        result=args.result,
        context=context,
        **options,
    )


def _check_leaders(tricks: tuple[PlayedTrick, ...], first: Player, trump: Denom) -> None:
    leader = first
    for number, trick in enumerate(tricks, start=1):
        if trick.leader != leader:
            raise problem("revoke_bad_leader", number=number, leader=trick.leader, winner=leader)
        leader = trick.winner(trump)


def _starting_hands(
    remaining: tuple[frozenset[Card], ...],
    tricks: tuple[PlayedTrick, ...],
    leader: Player,
    unfinished: tuple[Card, ...],
) -> Hands:
    """Each seat's cards when the first typed trick began: what it holds now and what it
    played since.  Raises ``PositionError`` when the hands do not come out equal."""
    hands = [set(hand) for hand in remaining]
    for trick in (*tricks, PlayedTrick(leader, unfinished)):
        for offset, card in enumerate(trick.cards):
            seat = seat_after(trick.leader, offset)
            if any(card in hand for hand in hands):
                raise PositionError(f"{card_code(card)} is played and also held, or played twice")
            hands[seat].add(card)
    sizes = {len(hands[seat]) for seat in SEATS}
    if len(sizes) != 1:
        counts = ", ".join(f"{seat.abbr} {len(hands[seat])}" for seat in SEATS)
        raise PositionError(
            f"the hands and the tricks do not give each player as many cards ({counts})"
        )
    return tuple(frozenset(hand) for hand in hands)  # type: ignore[return-value]


def _won(text: str | None) -> tuple[int, int]:
    if not text:
        return 0, 0
    try:
        declarer, defenders = (int(x) for x in text.split(","))
    except ValueError:
        raise problem("claim_bad_won", won=text) from None
    return declarer, defenders
