"""The plain double-dummy tree against DDS's, trick start for trick start (issue 29).

DDS 2.9 reports ``futureTricks.nodes`` as the trick starts its search reached (SolveBoard
returns ``trickNodes``; its count of every position is not returned), so the like-for-like
count of the engine is :attr:`SearchStats.trick_nodes`.  Both are taken on fresh tables:
the engine forgets its tables, DDS is made to start afresh by solving an unrelated deal
first (a new deal resets its table; the same deal again would reuse it).

Two uses.  A survey of random deals::

    python3 benchmarks/dd_tree.py survey --size 13 --deals 30 --seed 2026

prints the whole value search's positions and trick starts against DDS's, then one
zero-window test at a time — the *proof* that the side on lead takes its value v and the
*refutation* of v+1 (DDS in target mode, ``SolveBoard(deal, target, 1, 1)``) — and the
deals whose refutation costs most against DDS's.  And a descent into one deal::

    python3 benchmarks/dd_tree.py descend "N:542.QJ64.AKJ6.K6 ..." NT S 6 --plays D3,H3

which prints the test "does the side to play take TARGET of the tricks left" after the
cards played, then the same test below each card the player may play next: where the two
trees part, card by card.

Measured 2026-12-06 on the project's 2-core VM (trick starts, fresh tables)::

    survey (100 deals)   value search   proof at v   refutation of v+1
    --seed 1             1.79x          1.50x        1.85x
    --seed 2             2.03x          1.63x        2.10x

Both kinds of test are larger than DDS's, refutations (the proofs of the side *not* on
lead) the more.  A descent into one of the worst (the deal in the example above: the
refutation of 6 for South, 10x) shows two things: the card the engine tries first is not
the one whose proof is cheapest (West's club discard where DDS's heart costs a tenth), and
a sibling's subtree makes the next sibling dearer, not cheaper: after East leads the C4
(12 tricks, East-West need 7), South's CT and C3 cost the engine 218 and 357 trick starts
searched alone but 5,343 together (DDS: 226 and 3,569 alone, 255 together) — the killer
lead left by the CT's subtree misleads the C3's (1,095 together without the killer, though
over 60 deals the killer saves 12%, and giving it a weight among the heuristics instead of
the first place, as DDS does, changed nothing).
"""

from __future__ import annotations

import argparse
import random

# endplay's solve_board does not return DDS's node count; its ctypes layer does.
import endplay._dds as dds_c
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import hand_pbn, hands_from_pbn
from adjudicator.core.continuation import play_on
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Bounds, Restriction, forget_tables, search

STRAINS = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs,
           "NT": Denom.nt}  # fmt: skip
#: solved before each DDS call so that DDS starts on an empty table
#: no search here stops at a budget (one deal of seed 1 needs 1.2M trick starts of DDS)
UNBOUNDED = 10**12
UNRELATED = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def dds_test(pbn: str, trump: Denom, leader: Player, plays: list[Card], target: int):
    """DDS's answer to "does the side to play take ``target`` tricks?" and the trick
    starts it reached (0 target: the whole value search, OptimalOne)."""
    unrelated = dds_c.futureTricks()
    dds_c.SolveBoard(Deal(UNRELATED)._data, 1, 1, 1, unrelated, 0)
    deal = Deal(pbn, first=leader, trump=trump)
    for card in plays:
        deal.play(card)
    found = dds_c.futureTricks()
    dds_c.SolveBoard(deal._data, target if target else -1, 1, 1, found, 0)
    if not target:
        return found.score[0], found.nodes
    return bool(found.cards) and found.score[0] >= target, found.nodes


def position_after(pbn: str, trump: Denom, leader: Player, plays: list[Card]) -> ClaimPosition:
    """The position after ``plays`` from the deal's start, the trick in progress kept."""
    start = ClaimPosition(hands_from_pbn(pbn), trump, leader)  # type: ignore[arg-type]
    return play_on(start, plays)[0]


def engine_test(position: ClaimPosition, target: int) -> tuple[bool, int]:
    """The engine's answer to the same question for the side to play, and its trick starts."""
    to_play = Player((position.leader + len(position.trick)) % 4)
    forget_tables()
    found = search(
        position,
        Restriction(to_play),
        "dd",
        node_budget=UNBOUNDED,
        bounds=Bounds(target - 1, target, True),
        line=False,
    )
    assert found.value is not None
    return found.value >= target, found.stats.trick_nodes


def random_deal(rng: random.Random, size: int) -> tuple[str, Denom, Player]:
    cards = [Card(s + r) for s in "SHDC" for r in "AKQJT98765432"]
    rng.shuffle(cards)
    hands = [cards[k * size : (k + 1) * size] for k in range(4)]
    pbn = "N:" + " ".join(hand_pbn(hand) for hand in hands)
    return pbn, list(STRAINS.values())[rng.randrange(5)], Player(rng.randrange(4))


def survey(size: int, deals: int, seed: int, top: int) -> None:
    rng = random.Random(seed)
    whole = [0, 0, 0]
    tests = {"proof at v": [0, 0], "refutation of v+1": [0, 0]}
    costly = []
    for _ in range(deals):
        pbn, trump, leader = random_deal(rng, size)
        position = position_after(pbn, trump, leader, [])
        forget_tables()
        found = search(position, Restriction(leader), "dd", node_budget=UNBOUNDED, line=False)
        value, theirs = dds_test(pbn, trump, leader, [], 0)
        assert found.value == value, pbn
        whole[0] += found.nodes
        whole[1] += found.stats.trick_nodes
        whole[2] += theirs
        for kind, target in (("proof at v", value), ("refutation of v+1", value + 1)):
            if not 1 <= target <= size:
                continue
            ok, ours = engine_test(position, target)
            agrees, theirs = dds_test(pbn, trump, leader, [], target)
            assert ok == agrees, (pbn, target)
            tests[kind][0] += ours
            tests[kind][1] += theirs
            if kind.startswith("refutation"):
                costly.append((ours / max(theirs, 1), ours, theirs, pbn, trump, leader, target))
    print(f"{deals} deals of {size} cards, seed {seed}: the value search, fresh tables")
    print(f"  engine {whole[0]:,} positions, {whole[1]:,} trick starts; DDS {whole[2]:,} "
          f"trick starts: {whole[1] / max(whole[2], 1):.2f}x")  # fmt: skip
    for kind, (ours, theirs) in tests.items():
        print(f"  {kind}: engine {ours:,}, DDS {theirs:,} trick starts: "
              f"{ours / max(theirs, 1):.2f}x")  # fmt: skip
    for ratio, ours, theirs, pbn, trump, leader, target in sorted(costly, reverse=True)[:top]:
        print(f"  {ratio:5.1f}x {ours:>9,} vs {theirs:>9,}  {pbn} {trump.abbr} "
              f"{leader.abbr} refute {target}")  # fmt: skip


def descend(pbn: str, strain: str, leader: str, target: int, plays: list[Card]) -> None:
    trump, first = STRAINS[strain], Player.find(leader)
    position = position_after(pbn, trump, first, plays)
    to_play = Player((position.leader + len(position.trick)) % 4)
    tricks = len(position.hands[to_play])  # the trick in progress counts: he has yet to play
    ok, ours = engine_test(position, target)
    agrees, theirs = dds_test(pbn, trump, first, plays, target)
    assert ok == agrees
    print(f"{to_play.abbr} to play, {target} of {tricks}: {ok}; engine {ours:,}, DDS {theirs:,}")
    hand = position.hands[to_play]
    led = position.trick[0].suit if position.trick else None
    choices = [c for c in hand if c.suit == led] or list(hand)
    for card in sorted(choices, key=lambda c: (c.suit, -int(c.rank))):
        after = [*plays, card]
        child = position_after(pbn, trump, first, after)
        next_seat = Player((child.leader + len(child.trick)) % 4)
        won = 0
        if not child.trick:  # the card ended the trick
            won = 1 if child.leader % 2 == to_play % 2 else 0
        left = tricks - (0 if child.trick else 1)
        mine = target - won
        need = mine if next_seat % 2 == to_play % 2 else left - mine + 1
        if not 1 <= need <= left:
            print(f"  {card}: settled by the trick")
            continue
        ok, ours = engine_test(child, need)
        agrees, theirs = dds_test(pbn, trump, first, after, need)
        assert ok == agrees
        print(f"  {card}: {next_seat.abbr} {need} of {left}: {ok}; engine {ours:,}, DDS {theirs:,}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("survey")
    s.add_argument("--size", type=int, default=13)
    s.add_argument("--deals", type=int, default=30)
    s.add_argument("--seed", type=int, default=2026)
    s.add_argument("--top", type=int, default=5)
    d = sub.add_parser("descend")
    d.add_argument("pbn")
    d.add_argument("strain", choices=list(STRAINS))
    d.add_argument("leader", choices=list("NESW"))
    d.add_argument("target", type=int)
    d.add_argument("--plays", default="", help="cards played since the deal's start: D3,H3")
    args = parser.parse_args()
    if args.command == "survey":
        survey(args.size, args.deals, args.seed, args.top)
    else:
        plays = [Card(c) for c in args.plays.split(",") if c]
        descend(args.pbn, args.strain, args.leader, args.target, plays)


if __name__ == "__main__":
    main()
