"""Every claim in real event files (PBN and LIN), as claim positions ready to rule on.

A *claim* is a statement that the play stops here and one side takes a stated number of
the remaining tricks (Law 68).  Event files record it in two ways:

* **LIN** (Bridge Base Online): the cards played, then ``mc|N|`` where N is the
  declaring side's *total* tricks -- also when a defender claimed.  The claim may come in
  the middle of a trick (about half of them do).
* **PBN**: the play section stops before 13 tricks and ``[Result]`` gives declarer's
  total.  The standard writes ``-`` for the cards not played in the unfinished trick and
  ends the section with ``*``; files written by pbntools keep the unfinished trick's
  cards, write ``- - - -`` for each trick not played, and have no ``*``.

Each board record of a file becomes one of three things:

* a :class:`ClaimRecord` -- the play stops before the end, a result is given, and the
  play replays legally (every card held by the player whose turn it is, suit followed);
* a :class:`BoardError` -- the record cannot be read or replayed (a 14-card hand, a card
  played twice, a revoke, a card after the 13th trick, a claim of more tricks than are
  left ...), one line naming the file, the board and the card or value at fault;
* nothing but a count in ``boards_read`` -- boards played to the end, boards without
  play (hand records with only a result), passed-out boards, play records that simply
  stop without a result.

The two file formats are read by :mod:`adjudicator.lin` and :mod:`adjudicator.pbn` (their
docstrings say why endplay's parsers are not used for them); values become endplay types
(``Card``, ``Player``, ``Denom``) and the replay is our own, because ``Deal.play`` does not
check that suit is followed and ``utils.play.total_tricks`` does not give the lead to
the winner of each trick (endplay-notes.md, items 1 and 10).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import (
    SEATS,
    card_code,
    hand_pbn,
    hands_from_pbn,
    parse_card,
    same_side,
    trick_winner,
)
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.errors import AdjudicatorError
from adjudicator.io.lin import LinBoard, read_lin_text
from adjudicator.io.pbn import PbnGame, PbnTag, read_pbn_text

EVENT_SUFFIXES = (".pbn", ".lin")
SUIT_NAMES = {Denom.spades: "spade", Denom.hearts: "heart", Denom.diamonds: "diamond",
              Denom.clubs: "club"}
STRAIN_CODES = {Denom.spades: "S", Denom.hearts: "H", Denom.diamonds: "D", Denom.clubs: "C",
                Denom.nt: "NT"}
Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]


# ---- the records ----------------------------------------------------------------------


def one_line(text: str, limit: int = 300) -> str:
    """``text`` with control characters (line breaks, tabs, NULs) written as escapes and
    cut to ``limit`` characters, so that a message quoting bad input stays one line."""
    clean = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
    return clean if len(clean) <= limit else clean[: limit - 3] + "..."


def _label(board: int | None, table: str | None, index: int) -> str:
    """``board 7``, ``board 7 (Closed)``, or ``record 3`` for a board without a number."""
    text = f"board {board}" if board is not None else f"record {index}"
    if not table:
        return text
    return f"{text} (table {table})" if table.isdigit() else f"{text} ({table})"


@dataclass(frozen=True)
class ClaimRecord:
    """One claim read from an event file: the board, the contract, the play up to the
    claim, and the claim position (what is left to play).

    ``claimed_total`` is the declaring side's *total* tricks per the record, whichever
    side claimed: LIN ``mc|N|`` and PBN ``[Result]`` both count that way.  Who claimed
    is not written in either format.
    """

    file: str
    board: int | None
    table: str | None
    index: int
    deal: str
    contract: str
    declarer: Player
    vul: str
    dealer: Player | None
    play: tuple[Card, ...]
    tricks_won: tuple[int, int]
    position: ClaimPosition
    claimed_total: int

    @property
    def board_label(self) -> str:
        return _label(self.board, self.table, self.index)

    @property
    def claimed_remaining(self) -> int:
        """Tricks still to come that the claim gives to the declaring side."""
        return self.claimed_total - self.tricks_won[0]

    @property
    def to_play(self) -> Player:
        return self.position.to_play

    @property
    def trump(self) -> Denom:
        return self.position.trump


@dataclass(frozen=True)
class BoardError:
    """A board (or, with ``index`` 0, a whole file) that could not be read or replayed."""

    file: str
    board: int | None
    table: str | None
    index: int
    reason: str

    def __post_init__(self) -> None:
        # the reason quotes bad input: keep it on one line whatever the input holds
        object.__setattr__(self, "reason", one_line(self.reason))

    @property
    def board_label(self) -> str:
        return _label(self.board, self.table, self.index) if self.index else "file"

    def __str__(self) -> str:
        if not self.index:
            return f"{self.file}: {self.reason}"
        return f"{self.file}: {self.board_label}: {self.reason}"


@dataclass
class EventReading:
    """What one file holds: how many board records, the claims, the errors."""

    file: str
    boards_read: int = 0
    claims: list[ClaimRecord] = field(default_factory=list)
    errors: list[BoardError] = field(default_factory=list)


class BoardProblem(AdjudicatorError, ValueError):
    """Why one board record cannot be read or replayed (becomes a ``BoardError``)."""


# ---- the facts of one board, whatever the file format ---------------------------------


@dataclass
class BoardFacts:
    """A board record with its values read, before the play is replayed."""

    board: int | None
    table: str | None
    index: int
    hands: Hands | None = None
    dealer: Player | None = None
    vul: str = "None"
    contract: tuple[int, Denom, str] | None = None  # level, strain, "" / "X" / "XX"
    passed_out: bool = False
    declarer: Player | None = None
    play: list[Card] = field(default_factory=list)  # in play order
    #: PBN only: the play section's cells (a card, or None for '-'/'+') in seat columns
    #: from ``first``, to be put in play order once trumps are known
    cells: list[Card | None] | None = None
    first: Player | None = None
    ended: bool = False  # PBN: the play section ends with '*'
    result: int | None = None  # declaring side's total tricks per the record
    continues: bool = False  # PBN '+': the play is to be continued, not claimed

    def contract_text(self) -> str:
        if self.contract is None:
            return "?"
        level, strain, risk = self.contract
        return f"{level}{STRAIN_CODES[strain]}{risk}"


# ---- replaying the play ---------------------------------------------------------------


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
    shown_out: set[tuple[Player, Denom]] = field(default_factory=set)
    played_in: dict[Card, int] = field(default_factory=dict)

    @property
    def to_play(self) -> Player:
        return Player((self.leader + len(self.trick)) % 4)

    @property
    def trick_number(self) -> int:
        return len(self.history) + 1

    def play(self, card: Card) -> None:
        """Play the next card, checking it is legal; raises ``BoardProblem`` naming it."""
        number, seat, code = self.trick_number, self.to_play, card_code(card)
        if number > 13:
            raise BoardProblem(f"play after the end: {code} played after the 13th trick")
        if card not in self.hands[seat]:
            raise BoardProblem(f"trick {number}: {seat.abbr} played {code} {self._whose(card)}")
        if self.trick:
            led = self.trick[0].suit
            if card.suit != led:
                held = [c for c in self.hands[seat] if c.suit == led]
                if held:
                    raise BoardProblem(
                        f"trick {number}: {seat.abbr} played {code} on a {SUIT_NAMES[led]} "
                        f"lead but holds {card_code(max(held, key=lambda c: c.rank))} "
                        f"(revoke)"
                    )
                self.shown_out.add((seat, led))
        self.hands[seat].discard(card)
        self.played_in[card] = number
        self.trick.append(card)
        if len(self.trick) == 4:
            self._close_trick()

    def _whose(self, card: Card) -> str:
        if card in self.played_in:
            return f"but it was already played to trick {self.played_in[card]}"
        holder = next(s for s in SEATS if card in self.hands[s])
        return f"but it is in {holder.abbr}'s hand (wrong seat)"

    def _close_trick(self) -> None:
        trick = PlayedTrick(self.leader, tuple(self.trick))
        winner = trick_winner(self.leader, trick.cards, self.trump)
        self.won[0 if same_side(winner, self.declarer) else 1] += 1
        self.history.append(trick)
        self.leader, self.trick = winner, []

    def position(self) -> ClaimPosition:
        hands: Hands = tuple(frozenset(self.hands[s]) for s in SEATS)  # type: ignore[assignment]
        return ClaimPosition(
            hands=hands,
            trump=self.trump,
            leader=self.leader,
            trick=tuple(self.trick),
            history=tuple(self.history),
            shown_out=frozenset(self.shown_out),
        )


def replay(hands: Hands, trump: Denom, declarer: Player, play: Iterable[Card]) -> Replay:
    """Replay ``play`` (cards in play order) from the full deal; the opening leader is
    declarer's left-hand opponent and each trick's winner leads to the next."""
    state = Replay([set(h) for h in hands], trump, declarer, Player((declarer + 1) % 4))
    for card in play:
        state.play(card)
    return state


# ---- values common to both formats ----------------------------------------------------


def check_deal(hands: Sequence[frozenset[Card]]) -> Hands:
    """The four hands when they make a full deal of 52 different cards, 13 each;
    raises ``BoardProblem`` naming the seat or the card at fault."""
    owner: dict[Card, Player] = {}
    for seat in SEATS:
        for card in hands[seat]:
            if card in owner:
                raise BoardProblem(
                    f"deal: {card_code(card)} is in both {owner[card].abbr} and {seat.abbr}"
                )
            owner[card] = seat
    wrong = [s for s in SEATS if len(hands[s]) != 13]
    if wrong:
        seat = max(wrong, key=lambda s: len(hands[s]))  # name the over-full hand first
        raise BoardProblem(f"deal: {seat.abbr} holds {len(hands[seat])} cards, not 13")
    return tuple(hands)  # type: ignore[return-value]


def vul_from_board(board: int | None) -> str:
    """The standard vulnerability of a board number (the 16-board cycle)."""
    if board is None or board < 1:
        return "None"
    cycle = ("None", "NS", "EW", "All", "NS", "EW", "All", "None",
             "EW", "All", "None", "NS", "All", "None", "NS", "EW")
    return cycle[(board - 1) % 16]


_BID = re.compile(r"([1-7])(NT|N|S|H|D|C)")


def contract_from_auction(dealer: Player, calls: Sequence[str]) -> tuple[
    tuple[int, Denom, str] | None, Player | None
]:
    """The final contract and declarer of an auction given as LIN/PBN call words
    (``1S``, ``2N``, ``p``, ``d``, ``r``, ``Pass``, ``X``, ``XX``; alert marks ``!`` are
    ignored).  ``(None, None)`` when all pass.  Declarer is the first player of the
    side that won the auction to name the final strain."""
    last: tuple[int, Denom, Player] | None = None
    risk = ""
    first_namer: dict[tuple[int, Denom], Player] = {}
    for number, word in enumerate(calls):
        seat = Player((dealer + number) % 4)
        call = word.strip().rstrip("!").upper()
        if call in ("P", "PASS", "AP", ""):
            continue
        if call in ("D", "X", "DBL"):
            risk = "X"
            continue
        if call in ("R", "XX", "RDBL", "REDBL"):
            risk = "XX"
            continue
        match = _BID.fullmatch(call)
        if match is None:
            raise BoardProblem(f"auction: unknown call {word!r}")
        strain = Denom.nt if match.group(2) in ("N", "NT") else Denom.find(match.group(2))
        last, risk = (int(match.group(1)), strain, seat), ""
        first_namer.setdefault((seat % 2, strain), seat)
    if last is None:
        return None, None
    level, strain, seat = last
    return (level, strain, risk), first_namer[(seat % 2, strain)]


# ---- LIN boards -----------------------------------------------------------------------

_LIN_VUL = {"o": "None", "0": "None", "-": "None", "n": "NS", "e": "EW", "b": "All"}


def lin_deal(text: str) -> tuple[Player, Hands]:
    """Dealer and hands from an ``md|`` value: a dealer digit (1 S, 2 W, 3 N, 4 E) then
    the hands of S, W, N, E separated by commas, each as suit letters followed by ranks
    (``S2TKH248TQD7C259T``).  A missing fourth hand is the cards nobody else holds."""
    text = text.strip()
    if not text or text[0] not in "1234":
        raise BoardProblem(f"deal md|{text[:20]}|: no dealer digit 1-4 at its start")
    dealer = Player((int(text[0]) + 1) % 4)
    parts = text[1:].split(",")
    while len(parts) > 4 and not parts[-1].strip():
        parts.pop()
    if len(parts) > 4:
        raise BoardProblem(f"deal: {len(parts)} hands given, at most 4")
    hands: list[set[Card]] = [set(), set(), set(), set()]
    for offset, part in enumerate(parts):
        seat = Player((2 + offset) % 4)
        hands[seat] = _lin_hand(part, seat)
    given = [Player((2 + offset) % 4) for offset, part in enumerate(parts) if part.strip()]
    if len(given) == 3:
        missing = next(s for s in SEATS if s not in given)
        everything = {Card(s + r) for s in "SHDC" for r in "23456789TJQKA"}
        for seat in given:
            if len(hands[seat]) != 13:
                raise BoardProblem(f"deal: {seat.abbr} holds {len(hands[seat])} cards, not 13")
        taken = set().union(*(hands[s] for s in given))
        hands[missing] = everything - taken
    return dealer, check_deal([frozenset(h) for h in hands])


def _lin_hand(text: str, seat: Player) -> set[Card]:
    cards: list[Card] = []
    suit = None
    for char in text.strip().upper().replace("10", "T"):
        if char in "SHDC":
            suit = char
        elif suit is not None and char in "23456789TJQKA":
            cards.append(Card(suit + char))
        else:
            raise BoardProblem(f"deal: {seat.abbr}'s hand {text!r}: unknown card character "
                               f"{char!r}")
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise BoardProblem(f"deal: {seat.abbr} holds {card_code(twice)} twice")
    return set(cards)


def lin_facts(raw: LinBoard) -> BoardFacts:
    """The values of a LIN board (raises ``BoardProblem`` for a bad value)."""
    facts = BoardFacts(board=raw.number, table=raw.room, index=raw.index)
    if raw.problems:
        raise BoardProblem(raw.problems[0])
    if raw.deal is None:
        if raw.cards or raw.claim is not None:
            raise BoardProblem("play or claim recorded but no deal (md|)")
        return facts
    facts.dealer, facts.hands = lin_deal(raw.deal)
    vul = (raw.vul or "").strip().lower()
    if vul and vul not in _LIN_VUL:
        raise BoardProblem(f"unknown vulnerability sv|{raw.vul}|")
    facts.vul = _LIN_VUL[vul] if vul else vul_from_board(raw.number)
    facts.contract, facts.declarer = contract_from_auction(facts.dealer, raw.calls)
    facts.passed_out = facts.contract is None and len(raw.calls) >= 4
    for at, word in enumerate(raw.cards, start=1):
        try:
            facts.play.append(parse_card(word))
        except ValueError:
            raise BoardProblem(f"card {at} of the play: unknown card pc|{word}|") from None
    if raw.cards_after_claim:
        raise BoardProblem(f"{raw.cards_after_claim} card(s) played after the claim "
                           f"mc|{raw.claim}|")
    if raw.claim is not None:
        facts.result = _tricks(raw.claim, f"claim mc|{raw.claim}|")
    return facts


def _tricks(text: str, what: str) -> int:
    if not text.strip().isdigit() or not 0 <= int(text) <= 13:
        raise BoardProblem(f"{what}: not a number of tricks 0-13")
    return int(text)


# ---- PBN boards -----------------------------------------------------------------------

#: tags whose presence makes a PBN game a board record (not just event information)
_BOARD_TAGS = ("Board", "Deal", "Declarer", "Contract", "Result", "Play", "Auction",
               "Dealer", "Vulnerable")
_PBN_VUL = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW",
            "all": "All", "both": "All"}
_PBN_CONTRACT = re.compile(r"([1-7]?)(NT|N|S|H|D|C)(X{0,2})", re.IGNORECASE)
_PBN_CARD = re.compile(r"([SHDC])([2-9TJQKA])(.*)", re.IGNORECASE)
_ANNOTATION = re.compile(r"(=\d+=|\$\d+|[!?]{1,2})*")
_UNKNOWN = ("", "?")


def is_board_game(game: PbnGame) -> bool:
    """True for a game that describes a board (not only event-level tags)."""
    return bool(game.problems) or any(game.tag(name) for name in _BOARD_TAGS)


def pbn_facts(game: PbnGame, inherited: dict[str, str]) -> BoardFacts:
    """The values of a PBN game (raises ``BoardProblem`` for a bad value).  ``inherited``
    holds the previous games' tag values, for the ``"#"`` (same as before) value."""
    values = _tag_values(game, inherited)
    board, table = pbn_board_and_table(game, values)
    facts = BoardFacts(board=board, table=table, index=game.index)
    if game.problems:
        raise BoardProblem(game.problems[0])
    facts.hands = _pbn_deal(values.get("Deal"))
    facts.dealer = _pbn_seat(values, "Dealer")
    facts.vul = _pbn_vul(values.get("Vulnerable"), board)
    _pbn_contract(facts, values)
    auction = game.tag("Auction")
    if facts.contract is None and not facts.passed_out and auction is not None:
        _contract_from_pbn_auction(facts, values, auction)
    play = game.tag("Play")
    if play is not None and values["Play"].strip() not in _UNKNOWN:
        facts.first = _pbn_seat(values, "Play")
        facts.cells, facts.continues, facts.ended = _play_cells(play)
    result = values.get("Result", "").strip()
    if result not in _UNKNOWN and facts.declarer is not None:
        facts.result = _pbn_result(result, facts.declarer)
    return facts


def _contract_from_pbn_auction(facts: BoardFacts, values: dict[str, str], tag: PbnTag) -> None:
    """Contract and declarer from the auction section when the ``[Contract]`` tag does not
    give them (pbntools leaves them out when its LIN source has no result)."""
    first = _pbn_seat(values, "Auction")
    if first is None:
        return
    calls: list[str] = []
    for token, _line in tag.section:
        if token in ("*", "+", "AP"):
            if token == "AP":
                calls.extend(["Pass"] * 3)
            break
        if token.startswith("^") or _ANNOTATION.fullmatch(token):
            continue
        calls.append("Pass" if token == "-" else token)  # '-': the seat before the dealer
    facts.contract, facts.declarer = contract_from_auction(first, calls)


def pbn_board_and_table(game: PbnGame, values: dict[str, str] | None = None
                        ) -> tuple[int | None, str | None]:
    """Board number and room/table of a game: ``[Room]`` (Open/Closed) when given, else
    ``[Table]``."""
    if values is None:
        values = {t.name: t.value for t in reversed(game.tags)}
    board_text = values.get("Board", "").strip()
    board = int(board_text) if board_text.isdigit() else None
    for name in ("Room", "Table"):
        text = values.get(name, "").strip()
        if text not in _UNKNOWN and text != "#":
            return board, text
    return board, None


def _tag_values(game: PbnGame, inherited: dict[str, str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for tag in game.tags:
        if tag.name in values:
            continue  # a repeated tag: the first one counts
        value = tag.value
        if value == "#":
            if tag.name not in inherited:
                raise BoardProblem(f"[{tag.name} \"#\"] but no earlier game gives {tag.name}")
            value = inherited[tag.name]
        values[tag.name] = value
    inherited.update(values)
    return values


def _pbn_deal(text: str | None) -> Hands | None:
    if text is None or text.strip() in _UNKNOWN:
        return None
    try:
        hands = hands_from_pbn(text)
    except ValueError as error:
        raise BoardProblem(f"deal: {error}") from None
    given = [s for s in SEATS if hands[s]]
    if not given:
        raise BoardProblem("deal: no cards in any hand")
    sizes = {len(hands[s]) for s in given}
    if len(given) == 4 and len(sizes) == 1 and sizes != {13}:
        return None  # an end position (PBN 2.0, 3.10): equal hands of fewer cards
    if len(given) < 4:
        for seat in given:
            if len(hands[seat]) != 13:
                raise BoardProblem(f"deal: {seat.abbr} holds {len(hands[seat])} cards, not 13")
        return None  # a partial deal (some hands '-'): fine without play
    return check_deal(hands)


def _pbn_seat(values: dict[str, str], name: str) -> Player | None:
    text = values.get(name, "").strip().lstrip("^")
    if text in _UNKNOWN:
        return None
    if text not in ("N", "E", "S", "W"):
        raise BoardProblem(f"[{name} \"{values[name]}\"] is not a seat N, E, S or W")
    return Player.find(text)


def _pbn_vul(text: str | None, board: int | None) -> str:
    if text is None or text.strip() in _UNKNOWN:
        return vul_from_board(board)
    vul = _PBN_VUL.get(text.strip().lower())
    if vul is None:
        raise BoardProblem(f"[Vulnerable \"{text}\"] is not None, NS, EW or All")
    return vul


def _pbn_contract(facts: BoardFacts, values: dict[str, str]) -> None:
    text = values.get("Contract", "").strip()
    facts.declarer = _pbn_seat(values, "Declarer")
    if text.lower() == "pass":
        facts.passed_out = True
        return
    if text in _UNKNOWN:
        return
    match = _PBN_CONTRACT.fullmatch(text)
    if match is None:
        raise BoardProblem(f"[Contract \"{text}\"] is not a contract like 4SX or 3NT")
    if not match.group(1):
        return  # only a strain: an end position (PBN 2.0, 3.10) without a contract
    word = match.group(2).upper()
    strain = Denom.nt if word in ("N", "NT") else Denom.find(word)
    facts.contract = (int(match.group(1)), strain, match.group(3).upper())


def _pbn_result(text: str, declarer: Player) -> int:
    """Declaring side's tricks from ``9``, ``NS 9``, ``EW 4 NS 9`` (``^`` marks a result
    the players agreed although it differs from the play: it is still their result)."""
    words = text.lstrip("^").split()
    if len(words) == 1:
        return _tricks(words[0], f"[Result \"{text}\"]")
    if len(words) not in (2, 4) or any(w.upper() not in ("NS", "EW") for w in words[::2]):
        raise BoardProblem(f"[Result \"{text}\"] is not a number of tricks")
    by_side = {w.upper(): _tricks(n, f"[Result \"{text}\"]") for w, n in
               zip(words[::2], words[1::2], strict=True)}
    if len(by_side) == 2 and sum(by_side.values()) != 13:
        raise BoardProblem(f"[Result \"{text}\"]: the two sides' tricks do not add up to 13")
    side = "NS" if declarer % 2 == 0 else "EW"
    if side in by_side:
        return by_side[side]
    return 13 - by_side["EW" if side == "NS" else "NS"]


def _play_cells(tag: PbnTag) -> tuple[list[Card | None], bool, bool]:
    """The cells of a play section in order: a card, or None for '-' (not played) and
    '+' (the next card to play).  Returns them, whether a '+' (the play is to be
    continued) was met, and whether the section ends with '*'."""
    cells: list[Card | None] = []
    plus = False
    for token, line in tag.section:
        if token == "*":
            return _at_most_13_tricks(cells), plus, True
        if token in ("^R", "^L", "^I", "^S") or _ANNOTATION.fullmatch(token):
            continue  # irregularity marks and annotations say nothing of which card
        if token in ("+", "-"):
            if token == "+":
                if plus:
                    raise BoardProblem(f"line {line}: a second '+' in the play")
                plus = True
            cells.append(None)
            continue
        match = _PBN_CARD.fullmatch(token)
        if match is None or not _ANNOTATION.fullmatch(match.group(3)):
            raise BoardProblem(f"line {line}: unknown card {token!r} in the play")
        cells.append(Card(match.group(1).upper() + match.group(2).upper()))
    return _at_most_13_tricks(cells), plus, False


def _at_most_13_tricks(cells: list[Card | None]) -> list[Card | None]:
    extra = next((c for c in cells[52:] if c is not None), None)
    if extra is not None:
        raise BoardProblem(f"play after the end: {card_code(extra)} after the 13th trick")
    return cells[:52]


def play_order(cells: list[Card | None], first: Player, trump: Denom) -> list[Card]:
    """Cards in play order from a PBN play section's cells.

    The section is written in rows, one per trick, with columns in seat order from the
    ``[Play "W"]`` seat (the opening leader).  From the second trick on, the row starts
    with the column of whoever won the previous trick, so the cards are put in play
    order by finding who wins each trick.  In the unfinished trick the cards given must
    be those of the first players in play order: a card after a '-' (or '+', the next
    card to play) is an error, and so is a card in any later trick."""
    play: list[Card] = []
    leader = first
    for number, start in enumerate(range(0, len(cells), 4), start=1):
        row = cells[start : start + 4] + [None] * (4 - len(cells[start : start + 4]))
        trick = [row[(leader - first + k) % 4] for k in range(4)]
        played = [c for c in trick if c is not None]
        if len(played) < 4:
            gap = next(k for k, c in enumerate(trick) if c is None)
            if any(c is not None for c in trick[gap:]):
                seat = Player((leader + gap) % 4)
                raise BoardProblem(f"trick {number}: {seat.abbr}'s card is not given ('-' or "
                                   f"'+') but a later player's card is")
            later = [c for c in cells[start + 4 :] if c is not None]
            if later:
                raise BoardProblem(f"trick {number + 1}: {card_code(later[0])} played after "
                                   f"the unfinished trick {number}")
            return play + played
        play.extend(trick)
        leader = trick_winner(leader, trick, trump)
    return play


# ---- from facts to a claim ------------------------------------------------------------


def claim_from_facts(file: str, facts: BoardFacts) -> ClaimRecord | None:
    """Replay the board; a ``ClaimRecord`` when it is a claim, None when it is not
    (played to the end, no play, no result).  Raises ``BoardProblem``."""
    if facts.cells is not None and any(c is not None for c in facts.cells):
        missing = _missing_for_replay(facts)
        if missing:
            if facts.result is None or facts.continues:
                return None  # cannot be replayed, but it is no claim either
            raise BoardProblem(f"a claim (play and result) but {missing}: it cannot be "
                               f"replayed")
        assert facts.first is not None and facts.contract and facts.declarer is not None
        lho = Player((facts.declarer + 1) % 4)
        if facts.first != lho:
            raise BoardProblem(
                f"[Play \"{facts.first.abbr}\"]: the opening lead belongs to {lho.abbr}, "
                f"declarer {facts.declarer.abbr}'s left-hand opponent (wrong seat)")
        facts.play = play_order(facts.cells, facts.first, facts.contract[1])
    if not facts.play:
        return None  # a hand record (perhaps with a result): nothing to replay
    missing = _missing_for_replay(facts)
    if missing:
        raise BoardProblem(f"play recorded but {missing}")
    assert facts.hands is not None and facts.contract and facts.declarer is not None
    trump = facts.contract[1]
    state = replay(facts.hands, trump, facts.declarer, facts.play)
    if facts.cells is not None and len(facts.cells) < 52 and not (
            facts.ended or facts.continues):
        raise BoardProblem(
            f"the play stops in trick {state.trick_number} with neither '*' nor '-' for the "
            f"cards not played (truncated?)")
    if len(facts.play) == 52 or facts.result is None or facts.continues:
        return None
    declarers = state.won[0]
    most = declarers + 13 - len(state.history)
    if not declarers <= facts.result <= most:
        raise BoardProblem(
            f"claim of {facts.result} total tricks for the declaring side is impossible: "
            f"they have won {declarers} of {len(state.history)} tricks, so "
            f"{declarers}-{most} are possible"
        )
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
    )


def _missing_for_replay(facts: BoardFacts) -> str:
    """What the record lacks to replay its play ('' when nothing)."""
    if facts.hands is None:
        return "no full deal (52 cards, 13 in each hand)"
    if facts.contract is None:
        return "no contract"
    if facts.declarer is None:
        return "no declarer"
    if facts.cells is not None and facts.first is None:
        return "no opening leader in [Play]"
    return ""


# ---- files ----------------------------------------------------------------------------


def _decode(data: bytes) -> str:
    """Text of a file: UTF-8 when it is, else ISO 8859-1 (the PBN standard's charset,
    and what older LIN files use).  Raises ``BoardProblem`` for binary data."""
    if b"\x00" in data:
        raise BoardProblem("binary data (NUL bytes), not a PBN or LIN text")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f\v")
    if controls > max(2, len(text) // 100):
        raise BoardProblem(f"binary data ({controls} control characters), not a PBN or LIN "
                           f"text")
    return text.lstrip("\ufeff")


def _looks_like_lin(path: Path, text: str) -> bool:
    if path.suffix.lower() == ".lin":
        return True
    if path.suffix.lower() == ".pbn":
        return False
    return re.match(r"\s*[a-z]{2}\|", text) is not None


def read_event(path: str | Path) -> EventReading:
    """Read every claim of one PBN or LIN file.

    Never raises for bad content: a board that cannot be read or replayed becomes a
    ``BoardError``; a file that cannot be read at all becomes one ``BoardError`` with
    index 0.  Raises ``FileNotFoundError``/``IsADirectoryError`` (``OSError``) when the
    path is not a readable file."""
    path = Path(path)
    name = str(path)
    data = path.read_bytes()
    reading = EventReading(file=name)
    try:
        text = _decode(data)
    except BoardProblem as problem:
        reading.errors.append(BoardError(name, None, None, 0, str(problem)))
        return reading
    if not text.strip():
        reading.errors.append(BoardError(name, None, None, 0, "empty file: no boards"))
        return reading
    try:
        if _looks_like_lin(path, text):
            _read_lin(reading, text)
        else:
            _read_pbn(reading, text)
    except Exception as failure:  # the syntax readers are not meant to raise at all
        reason = f"{READER_FAILURE}: {type(failure).__name__}: {failure}"
        reading.errors.append(BoardError(name, None, None, 0, reason))
    return reading


#: the reason given when the reader itself fails on a board (a bug, not the file's fault)
READER_FAILURE = "the reader failed on this board (a bug in adjudicator; please report it)"


def _read_board(reading: EventReading, board: int | None, table: str | None, index: int,
                read_facts: Callable[[], BoardFacts]) -> None:
    """Turn one board record into a claim, an error or nothing.  A ``BoardProblem`` is
    the record's fault; any other exception is the reader's, and is reported as this
    board's error too, so that one board never loses the rest of a season's file."""
    reading.boards_read += 1
    try:
        claim = claim_from_facts(reading.file, read_facts())
    except BoardProblem as problem:
        reading.errors.append(BoardError(reading.file, board, table, index, str(problem)))
        return
    except Exception as failure:
        reason = f"{READER_FAILURE}: {type(failure).__name__}: {failure}"
        reading.errors.append(BoardError(reading.file, board, table, index, reason))
        return
    if claim is not None:
        reading.claims.append(claim)


def _read_lin(reading: EventReading, text: str) -> None:
    boards, problems = read_lin_text(text)
    for problem in problems:
        reading.errors.append(BoardError(reading.file, None, None, 0, problem))
    if not boards and not problems:
        reading.errors.append(BoardError(reading.file, None, None, 0,
                                         "no board (no md| deal) in this LIN file"))
    for raw in boards:
        _read_board(reading, raw.number, raw.room, raw.index, lambda raw=raw: lin_facts(raw))


def _read_pbn(reading: EventReading, text: str) -> None:
    inherited: dict[str, str] = {}
    games = read_pbn_text(text)
    if not any(is_board_game(g) for g in games):
        reading.errors.append(BoardError(reading.file, None, None, 0,
                                         "no board (no [Deal], [Board] or [Play] tag) in this "
                                         "PBN file"))
    for game in games:
        if not is_board_game(game):
            try:
                _tag_values(game, inherited)  # event tags that later games may inherit
            except BoardProblem:
                pass  # a '#' with nothing to inherit, in a game that is no board
            continue
        board, table = pbn_board_and_table(game)
        _read_board(reading, board, table, game.index,
                    lambda game=game: pbn_facts(game, inherited))


def event_files(paths: Iterable[str | Path]) -> list[Path]:
    """The event files named by ``paths``: files as given, directories searched
    recursively for ``*.pbn`` and ``*.lin`` (any case), sorted."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*")
                                if p.is_file() and p.suffix.lower() in EVENT_SUFFIXES))
        else:
            found.append(path)
    return found


def read_events(paths: Iterable[str | Path]) -> Iterator[EventReading]:
    """Read every event file named by ``paths`` (see ``event_files``), one by one."""
    for path in event_files(paths):
        yield read_event(path)
