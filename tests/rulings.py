"""A small way to state a claim in tests: the position as the director types it."""

from __future__ import annotations

from adjudicator.core.cards import hands_from_pbn, parse_card, seat_of, strain_of
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.laws.claim import BoardContext, ClaimFacts
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.laws.ruling import Ruling, rule_claim
from adjudicator.statement import parse_statement


def position(
    hands: str,
    trump: str,
    lead: str,
    trick: str = "",
    history: tuple[str, ...] = (),
    shown_out: tuple[str, ...] = (),
) -> ClaimPosition:
    """``position("N:AK... ...", "S", "N", trick="SQ", history=("S:HQ H7 H2 H3",))``."""
    played = tuple(
        PlayedTrick(seat_of(text[0]), tuple(parse_card(w) for w in text[2:].split()))
        for text in history
    )
    shown = set()
    for trick_played in played:
        led = trick_played.cards[0].suit
        for index, card in enumerate(trick_played.cards):
            if card.suit != led:
                shown.add((trick_played.seat_of_card(index), led))
    for text in shown_out:
        shown.add((seat_of(text[0]), strain_of(text[2:])))
    return ClaimPosition(
        hands=hands_from_pbn(hands),
        trump=strain_of(trump),
        leader=seat_of(lead),
        trick=tuple(parse_card(w) for w in trick.split()),
        history=played,
        shown_out=frozenset(shown),
    )


def rule(
    where: ClaimPosition,
    claimer: str,
    claims: int,
    statement: str = "",
    player_class: str = "club",
    rules: str = "seed1997",
    context: BoardContext | None = None,
    outcomes: bool = True,
) -> Ruling:
    facts = ClaimFacts(
        where,
        seat_of(claimer),
        claims,
        statement=parse_statement(statement),
        player_class=PlayerClass(player_class),
        ruleset=RuleSet(rules),
        context=context,
    )
    return rule_claim(facts, with_outcomes=outcomes)
