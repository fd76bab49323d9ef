"""The claim as the laws see it (Law 68): who claimed how many of the remaining tricks,
saying what, in which contract.

    第68條 — Any statement to the effect that a contestant will win a specific number of
    tricks is a claim of those tricks; a statement that he will lose tricks is a
    concession.  A claim of some of the remaining tricks concedes the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from endplay.types import Card, Player

from adjudicator.core.cards import same_side
from adjudicator.core.contract import Contract
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import NotNormal
from adjudicator.errors import AdjudicatorError
from adjudicator.io.records import ClaimRecord, Players
from adjudicator.laws.claims.class_of_player import class_from_event
from adjudicator.laws.findings import Finding
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.scoring.law77 import contract_score
from adjudicator.statement import Statement, parse_statement


class ClaimFactError(AdjudicatorError, ValueError):
    """A fact of a claim that cannot be true, or that contradicts another fact: East said
    to have shown out of hearts while holding two, an earlier trick whose cards are still
    in the hands, tricks won and left that do not make 13.  ``fact`` names the input at
    fault (``shown_out``, ``history``, ``won`` ...); the claim is refused, never ruled."""

    def __init__(self, key: str = "", *, fact: str = "", **params: Any) -> None:
        super().__init__(key=key, fact=fact, **params)


@dataclass(frozen=True)
class BoardContext:
    """The contract the claim was made in, when known, to give the result and score."""

    contract: Contract  # level, strain, doubling (text like "4SX" is read on creation)
    declarer: Player
    vul: str | None  # None, "NS", "EW" or "All"
    declarer_tricks: int  # tricks the declaring side had won before the claim
    defender_tricks: int

    def __post_init__(self) -> None:
        if isinstance(self.contract, str):
            object.__setattr__(self, "contract", Contract.parse(self.contract))

    def final_tricks(self, claimer: Player, awarded: int, remaining: int) -> int:
        """The declaring side's total once the remaining tricks are shared out."""
        if same_side(claimer, self.declarer):
            return self.declarer_tricks + awarded
        return self.declarer_tricks + remaining - awarded

    def score(self, declarer_total: int) -> int:
        """The declaring side's score (Law 77) for that total."""
        return contract_score(str(self.contract), self.declarer.abbr, self.vul, declarer_total)

    def result_text(self, declarer_total: int) -> str:
        """``4S-1 by S``: the result for machines and logs (the text layer words it)."""
        result = self.contract.result_text(declarer_total, symbols=False)
        return f"{result} by {self.declarer.abbr}"


@dataclass(frozen=True)
class ClaimSource:
    """Where a claim was read: the event file, the board, the table and the record's
    number in the file (as ``check`` lists them), and what the file says of the case: the
    event's name, the date and the players at the table (empty where it says nothing).
    A claim typed in has none."""

    file: str
    board: int | None = None
    table: str | None = None
    record: int | None = None
    event: str = ""
    date: str = ""
    players: Players = Players()


@dataclass(frozen=True)
class ClaimFacts:
    """What a claim is: who claimed how many of the remaining tricks, saying what."""

    position: ClaimPosition
    claimer: Player
    claimed: int  # remaining tricks (counting the one in progress) claimed for his side
    statement: Statement = field(default_factory=lambda: parse_statement(""))
    player_class: PlayerClass = PlayerClass.CLUB
    ruleset: RuleSet = RuleSet.SEED1997
    context: BoardContext | None = None
    after_claim: tuple[Card, ...] = ()  # cards played after the claim (practice row 17)
    # what the claimer said, as the director typed it (``statement`` is how it was read);
    # left empty, it is the text the statement was parsed from
    statement_text: str = ""
    source: ClaimSource | None = None
    #: why the ruling judges this class (laws.claims.class_of_player); None: given by the caller
    class_reason: Finding | None = None
    claimer_inferred: bool = False  # the record did not say who claimed (see below)
    #: choices the director rules not normal for this player (``laws.claims.doubtful``)
    not_normal: tuple[NotNormal, ...] = ()

    @property
    def declarer(self) -> Player | None:
        return self.context.declarer if self.context else None

    def __post_init__(self) -> None:
        if not self.statement_text and self.statement.text:
            object.__setattr__(self, "statement_text", self.statement.text)
        claimed = self.claimed
        if (
            isinstance(claimed, bool)
            or not isinstance(claimed, int)
            or not (0 <= claimed <= self.position.tricks_left)
        ):
            raise ClaimFactError(
                "claimed_count", fact="claims", claimed=claimed, left=self.position.tricks_left
            )

    @property
    def side_won(self) -> int:
        """Tricks the claimer's side had won before the claim (0 when not known)."""
        if self.context is None:
            return 0
        if same_side(self.claimer, self.context.declarer):
            return self.context.declarer_tricks
        return self.context.defender_tricks

    @property
    def defender_claims(self) -> bool:
        return self.declarer is not None and not same_side(self.claimer, self.declarer)


def claim_from_record(record: ClaimRecord, **options: Any) -> ClaimFacts:
    """The claim of an event record as the ruling sees it.

    The files do not say who claimed.  A claim that gives the declaring side any of the
    remaining tricks is taken as declarer's; one that gives it none (a concession of the
    rest) as the defenders' claim of all of them — and the ruling says it was inferred.
    Unless ``player_class`` is given, the class comes from the event's name or its
    broadcast on vugraph (:func:`~adjudicator.laws.claims.class_of_player.class_from_event`)."""
    if "player_class" not in options:
        player_class, reason = class_from_event(record.event, record.vugraph)
        options = options | {"player_class": player_class, "class_reason": reason}
    position = record.position
    context = BoardContext(
        contract=Contract.parse(record.contract),
        declarer=record.declarer,
        vul=None if record.vul == "None" else record.vul,
        declarer_tricks=record.tricks_won[0],
        defender_tricks=record.tricks_won[1],
    )
    declaring = record.claimed_remaining
    if declaring > 0 or position.tricks_left == 0:
        claimer, claimed = record.declarer, declaring
    else:
        claimer, claimed = record.declarer.next(), position.tricks_left
    source = ClaimSource(
        record.file,
        record.board,
        record.table,
        record.index,
        event=record.event,
        date=record.date,
        players=record.players,
    )
    options.setdefault("source", source)
    return ClaimFacts(position, claimer, claimed, context=context, claimer_inferred=True, **options)
