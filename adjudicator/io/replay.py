"""Replaying a board's play card by card, and the claim it ends in (Law 68).

A *claim* is a statement that the play stops here and one side takes a stated number of
the remaining tricks.  Event files record it in two ways:

* **LIN** (Bridge Base Online): the cards played, then ``mc|N|`` where N is the
  declaring side's *total* tricks -- also when a defender claimed.  The claim may come in
  the middle of a trick (about half of them do).
* **PBN**: the play section stops before 13 tricks and ``[Result]`` gives declarer's
  total.

The replay is our own, because endplay's ``Deal.play`` does not check that suit is
followed and ``utils.play.total_tricks`` does not give the lead to the winner of each
trick (endplay-notes.md, items 1 and 10).

A card that does not follow suit while its player holds the suit led is a *revoke* (Law
61A), not a bad record: it happens at the table, and rectifying it is the director's job.
The replay notes it and plays on; the board becomes a :class:`RevokeRecord` (and, if it
ends in a claim, a claim as well — the revoker's failure to follow is then not taken as a
show-out, since he held the suit).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import SEATS, card_code, hand_pbn, same_side, seat_after, trick_winner
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.io.board import BoardFacts, BoardProblem
from adjudicator.io.pbn import play_order
from adjudicator.io.records import (
    CLAIMED,
    PLAYED,
    STOPS,
    ClaimRecord,
    Hands,
    RevokeEvent,
    RevokeRecord,
)

SUIT_NAMES = {
    Denom.spades: "spade",
    Denom.hearts: "heart",
    Denom.diamonds: "diamond",
    Denom.clubs: "club",
}


@dataclass
class Replay:
    """The state of the play after some cards: what each seat still holds, the trick in
    progress, the completed tricks, tricks won by each side, and the show-outs."""

    hands: list[set[Card]]
    trump: Denom
    declarer: Player
    leader: Player
    trick: list[Card] = field(default_factory=list)
    history: list[PlayedTrick] = field(default_factory=list)
    won: list[int] = field(default_factory=lambda: [0, 0])  # declaring side, defenders
    played_in: dict[Card, int] = field(default_factory=dict)
    revokes: list[RevokeEvent] = field(default_factory=list)

    @property
    def to_play(self) -> Player:
        return seat_after(self.leader, len(self.trick))

    @property
    def trick_number(self) -> int:
        return len(self.history) + 1

    def play(self, card: Card) -> None:
        """Play the next card, checking its player holds it (raises ``BoardProblem``
        naming it); a failure to follow suit is noted as a revoke."""
        number, seat, code = self.trick_number, self.to_play, card_code(card)
        if number > 13:
            raise BoardProblem(
                f"play after the end: {code} played after the 13th trick",
                key="reader_played_after_end",
                card=code,
            )
        if card not in self.hands[seat]:
            raise self._not_held(number, seat, card)
        if self.trick:
            led = self.trick[0].suit
            held = sorted((c for c in self.hands[seat] if c.suit == led), key=lambda c: -c.rank)
            if card.suit != led and held:
                self.revokes.append(RevokeEvent(number, seat, card, led, tuple(held)))
        self.hands[seat].discard(card)
        self.played_in[card] = number
        self.trick.append(card)
        if len(self.trick) == 4:
            self._close_trick()

    def _not_held(self, number: int, seat: Player, card: Card) -> BoardProblem:
        """A card its player does not hold: played already, or in another hand."""
        code = card_code(card)
        if card in self.played_in:
            earlier = self.played_in[card]
            return BoardProblem(
                f"trick {number}: {seat.abbr} played {code} but it was "
                f"already played to trick {earlier}",
                key="reader_already_played",
                number=number,
                seat=seat.abbr,
                card=code,
                earlier=earlier,
            )
        holder = next(s for s in SEATS if card in self.hands[s])
        return BoardProblem(
            f"trick {number}: {seat.abbr} played {code} but it is in "
            f"{holder.abbr}'s hand (wrong seat)",
            key="reader_wrong_hand",
            number=number,
            seat=seat.abbr,
            card=code,
            holder=holder.abbr,
        )

    def _close_trick(self) -> None:
        trick = PlayedTrick(self.leader, tuple(self.trick))
        winner = trick_winner(self.leader, trick.cards, self.trump)
        self.won[0 if same_side(winner, self.declarer) else 1] += 1
        self.history.append(trick)
        self.leader, self.trick = winner, []

    def position(self) -> ClaimPosition:
        hands: Hands = tuple(frozenset(self.hands[s]) for s in SEATS)  # type: ignore[assignment]
        revoked = {(event.trick, event.seat) for event in self.revokes}
        tricks = (*self.history, PlayedTrick(self.leader, tuple(self.trick)))
        return ClaimPosition(
            hands=hands,
            trump=self.trump,
            leader=self.leader,
            trick=tuple(self.trick),
            history=tuple(self.history),
            shown_out=frozenset(
                (seat, suit)
                for number, trick in enumerate(tricks, start=1)
                for seat, suit in trick.failures_to_follow()
                if (number, seat) not in revoked
            ),
        )


def replay(hands: Hands, trump: Denom, declarer: Player, play: Iterable[Card]) -> Replay:
    """Replay ``play`` (cards in play order) from the full deal; the opening leader is
    declarer's left-hand opponent and each trick's winner leads to the next."""
    state = Replay([set(h) for h in hands], trump, declarer, seat_after(declarer, 1))
    for card in play:
        state.play(card)
    return state


def claim_from_facts(file: str, facts: BoardFacts) -> ClaimRecord | None:
    """Replay the board; a ``ClaimRecord`` when it is a claim, None when it is not
    (played to the end, no play, no result).  Raises ``BoardProblem``."""
    return board_records(file, facts)[0]


def board_records(file: str, facts: BoardFacts) -> tuple[ClaimRecord | None, RevokeRecord | None]:
    """Replay the board: its claim (when it ends in one) and its revoke record (when its
    play holds a revoke).  Raises ``BoardProblem``."""
    if facts.cells is not None and any(c is not None for c in facts.cells):
        missing = _missing_for_replay(facts)
        if missing:
            if not (facts.result is not None or facts.result_given) or facts.continues:
                return None, None  # cannot be replayed, but it is no claim either
            raise BoardProblem(
                f"a claim (play and result) but {missing[0]}: it cannot be replayed",
                key="reader_claim_unreplayable",
                problem=missing[0],
                problem_key=missing[1],
                problem_tag="[Play]",
            )
        assert facts.first is not None and facts.contract and facts.declarer is not None
        lho = seat_after(facts.declarer, 1)
        if facts.first != lho:
            raise BoardProblem(
                f'[Play "{facts.first.abbr}"]: the opening lead belongs to {lho.abbr}, '
                f"declarer {facts.declarer.abbr}'s left-hand opponent (wrong seat)",
                key="reader_wrong_leader",
                tag=f'[Play "{facts.first.abbr}"]',
                lho=lho.abbr,
                declarer=facts.declarer.abbr,
            )
        facts.play = play_order(facts.cells, facts.first, facts.contract.denom)
    if not facts.play:
        return None, None  # a hand record (perhaps with a result): nothing to replay
    missing = _missing_for_replay(facts)
    if missing:
        raise BoardProblem(
            f"play recorded but {missing[0]}",
            key="reader_play_unreplayable",
            problem=missing[0],
            problem_key=missing[1],
            problem_tag="[Play]",
        )
    assert facts.hands is not None and facts.contract and facts.declarer is not None
    trump = facts.contract.denom
    state = replay(facts.hands, trump, facts.declarer, facts.play)
    truncated = (
        facts.cells is not None and len(facts.cells) < 52 and not (facts.ended or facts.continues)
    )
    if truncated and not state.revokes:
        raise BoardProblem(
            f"the play stops in trick {state.trick_number} with neither '*' nor '-' for the "
            f"cards not played (truncated?)",
            key="reader_play_stops",
            number=state.trick_number,
        )
    claimed = len(facts.play) < 52 and facts.result is not None and not facts.continues
    note = ""
    if claimed:
        try:
            _check_claimed_total(state, facts.result)
        except BoardProblem as problem:
            if not state.revokes:
                raise
            note = str(problem)  # the revoke is still ruled on; the claim cannot be
    revoke = _revoke_record(file, facts, state, claimed, note) if state.revokes else None
    claim = _claim_record(file, facts, state) if claimed and not note else None
    return claim, revoke


def _check_claimed_total(state: Replay, result: int | None) -> None:
    declarers = state.won[0]
    most = declarers + 13 - len(state.history)
    if result is None or not declarers <= result <= most:
        raise BoardProblem(
            f"claim of {result} total tricks for the declaring side is impossible: "
            f"they have won {declarers} of {len(state.history)} tricks, so "
            f"{declarers}-{most} are possible",
            key="reader_claim_impossible",
            result=str(result),
            won=declarers,
            played=len(state.history),
            low=declarers,
            high=most,
        )


def _claim_record(file: str, facts: BoardFacts, state: Replay) -> ClaimRecord:
    assert facts.hands is not None and facts.declarer is not None and facts.result is not None
    return ClaimRecord(
        file=file,
        board=facts.board,
        table=facts.table,
        index=facts.index,
        deal="N:" + " ".join(hand_pbn(facts.hands[s]) for s in SEATS),
        contract=facts.contract_text(),
        declarer=facts.declarer,
        vul=facts.vul,
        dealer=facts.dealer,
        play=tuple(facts.play),
        tricks_won=(state.won[0], state.won[1]),
        position=state.position(),
        claimed_total=facts.result,
        event=facts.event,
        vugraph=facts.vugraph,
        players=facts.players,
        date=facts.date,
    )


def _revoke_record(
    file: str, facts: BoardFacts, state: Replay, claimed: bool, note: str
) -> RevokeRecord:
    assert facts.hands is not None and facts.declarer is not None
    ends = PLAYED if len(facts.play) == 52 else CLAIMED if claimed else STOPS
    return RevokeRecord(
        file=file,
        board=facts.board,
        table=facts.table,
        index=facts.index,
        deal="N:" + " ".join(hand_pbn(facts.hands[s]) for s in SEATS),
        contract=facts.contract_text(),
        declarer=facts.declarer,
        vul=facts.vul,
        dealer=facts.dealer,
        hands=facts.hands,
        trump=state.trump,
        tricks=tuple(state.history),
        leader=state.leader,
        trick=tuple(state.trick),
        revokes=tuple(state.revokes),
        ends=ends,
        result=state.won[0] if ends == PLAYED else facts.result if claimed and not note else None,
        note=note,
    )


def _missing_for_replay(facts: BoardFacts) -> tuple[str, str] | None:
    """What the record lacks to replay its play, in English and as its catalog key (None
    when nothing)."""
    if facts.hands is None:
        return "no full deal (52 cards, 13 in each hand)", "reader_missing_deal"
    if facts.contract is None:
        return "no contract", "reader_missing_contract"
    if facts.declarer is None:
        return "no declarer", "reader_missing_declarer"
    if facts.cells is not None and facts.first is None:
        return "no opening leader in [Play]", "reader_missing_leader"
    return None
