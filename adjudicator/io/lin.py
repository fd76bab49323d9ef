"""LIN syntax: Bridge Base Online's record of boards as ``key|value|`` pairs.

A LIN file is one long run of pairs such as ``md|3S2TKH248...|`` (the deal),
``mb|1S|`` (a call), ``pc|SA|`` (a card played), ``mc|10|`` (a claim: the declaring
side's *total* tricks, whoever claimed), ``pg||`` (a page break for the viewer) and
``nt|...|`` (a commentator's note in vugraph files).  Line breaks between pairs mean
nothing.  Vugraph files hold many boards, each opened by ``qx|o1|`` (open room, board 1)
or ``qx|c1|`` (closed room); single-board files from a BBO history start at ``pn|`` or
``md|``.

The first half of this module splits a text into boards and collects each board's raw
values, never raising on bad text; the second half gives them their bridge meaning
(:func:`lin_facts`), raising ``BoardProblem`` for a bad value.

Why not ``endplay.parsers.lin``?  It starts a new board at every ``pn|``: a file without
``pn|`` gives no boards at all, a vugraph file with eight names in ``pn|`` (both rooms'
players) raises ``ValueError``, and vugraph boards (one ``pn|`` for the whole match)
run together.  Here a board starts at ``qx|`` or at an ``md|`` when the current board
already has a deal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from endplay.types import Card, Player

from adjudicator.core.cards import SEATS, card_code, parse_card, seat_after
from adjudicator.io.board import (
    BoardFacts,
    BoardProblem,
    Said,
    check_deal,
    contract_from_auction,
    hand_size_problem,
    problem_of,
    tricks_value,
    vul_from_board,
)
from adjudicator.io.records import Hands, Players, one_line

_ROOMS = {"o": "Open", "c": "Closed"}
#: ``qx|o12|``: the room and the board number (ASCII digits of sane length; vugraph files
#: may add ``,BOARD 12`` after it).
_QX = re.compile(r"\s*([A-Za-z]?)([0-9]{0,9})(?:,[^|]*)?\s*", re.ASCII)
#: ``ah|Board 12|``
_AH_BOARD = re.compile(r"\s*board\s*([0-9]{1,9})\s*", re.ASCII | re.IGNORECASE)


@dataclass
class LinBoard:
    """The raw values of one board of a LIN file, as written."""

    index: int  # 1-based position of the board in the file
    number: int | None = None  # from ``ah|Board N|``, else from ``qx|o12|``
    room: str | None = None  # "Open" / "Closed" from ``qx|``
    deal: str | None = None  # the ``md|`` value
    vul: str | None = None  # the ``sv|`` value
    calls: list[str] = field(default_factory=list)  # ``mb|`` values in order
    cards: list[str] = field(default_factory=list)  # ``pc|`` values in order
    claim: str | None = None  # the ``mc|`` value
    cards_after_claim: int = 0  # ``pc|`` pairs met after the ``mc|``
    problems: list[str] = field(default_factory=list)
    event: str = ""  # the vugraph header's event name (``vg|2007 SPINGOLD FINAL,...|``)
    #: the ``pn|`` names in force: South, West, North, East (a vugraph header's eight
    #: names: the open room's four, then the closed room's)
    players: list[str] = field(default_factory=list)
    #: a board of a vugraph broadcast of a teams match: the file opens with a ``vg|``
    #: header and holds boards of both rooms (``qx|o..|`` and ``qx|c..|``).  A BBO
    #: session saved with a ``vg|`` header but one room only is not a broadcast.
    vugraph: bool = False


def lin_pairs(text: str) -> tuple[list[tuple[str, str]], str | None]:
    """The ``(key, value)`` pairs of a LIN text and, when the text does not end with a
    complete pair, a description of the cut-off tail (a truncated file)."""
    parts = text.split("|")
    pairs: list[tuple[str, str]] = []
    for at in range(0, len(parts) - 1, 2):
        pairs.append((parts[at].strip().lower(), parts[at + 1]))
    tail = None
    if len(parts) % 2 == 0:
        # an odd number of bars: the last key's value never got its closing bar
        pairs.pop()
        tail = f"{parts[-2].strip()}|{parts[-1].strip()}"[:30]
    elif parts[-1].strip():
        tail = parts[-1].strip()[:30]
    return pairs, tail


class _Splitter:
    """Distributes LIN pairs over boards (numbered from ``first_index`` in a part of a
    bigger file)."""

    def __init__(self, first_index: int = 1) -> None:
        self.boards: list[LinBoard] = []
        self.loose: list[str] = []
        self.event = ""  # from ``vg|``: it names the event for every board after it
        self.players: list[str] = []  # from ``pn|``: the players of the boards after it
        self.header = False  # a ``vg|`` header was read
        self.first_index = first_index

    @property
    def current(self) -> LinBoard | None:
        return self.boards[-1] if self.boards else None

    def new_board(self) -> LinBoard:
        # under a vg| header: a broadcast if the file turns out to hold both rooms
        board = LinBoard(
            index=self.first_index + len(self.boards),
            event=self.event,
            vugraph=self.header,
            players=self.players,
        )
        self.boards.append(board)
        return board

    def feed(self, key: str, value: str) -> None:
        handler = getattr(self, f"_on_{key}", None)
        if handler is not None:
            handler(value.strip())

    def _on_vg(self, value: str) -> None:
        self.event = value.split(",")[0].strip()
        self.header = True

    def _on_pn(self, value: str) -> None:
        """``pn|South,West,North,East|``: the players of the board it is part of (one
        started by ``qx|`` that has no deal yet) and of the boards after it."""
        self.players = [name.strip() for name in value.split(",")]
        board = self.current
        if board is not None and board.deal is None:
            board.players = self.players

    def mark_vugraph(self, file_rooms: set[str] | None = None) -> None:
        """The boards under a ``vg|`` header are a broadcast only when the file holds
        both rooms of a teams match (``file_rooms``: the rooms of the whole file, for a
        part of it; else this text's)."""
        rooms = file_rooms if file_rooms is not None else {b.room for b in self.boards}
        if not {"Open", "Closed"} <= rooms:
            for board in self.boards:
                board.vugraph = False

    def _on_qx(self, value: str) -> None:
        board = self.new_board()
        match = _QX.fullmatch(value)
        if match:
            board.room = _ROOMS.get(match.group(1).lower())
            board.number = int(match.group(2)) if match.group(2) else None
        else:
            board.problems.append(
                Said(
                    f"qx|{value[:20]}|: not a room and board number like o12",
                    "reader_lin_qx",
                    value=f"qx|{value[:20]}|",
                )
            )

    def _on_md(self, value: str) -> None:
        board = self.current
        if board is None or board.deal is not None:
            board = self.new_board()
        board.deal = value

    def _board_for(self, what: str) -> LinBoard | None:
        board = self.current
        if board is None:
            self.loose.append(
                Said(f"{what} before any deal (md|)", "reader_lin_loose", what=what, field="md|")
            )
        return board

    def _on_ah(self, value: str) -> None:
        """``ah|Board 12|`` numbers the board; other titles are free text, but a title
        that starts with "Board" and holds no plain number is a bad board number."""
        board = self.current
        if board is None:
            return
        match = _AH_BOARD.fullmatch(value)
        if match:
            board.number = int(match.group(1))
        elif value.strip().lower().startswith("board"):
            board.problems.append(
                Said(
                    f"ah|{value[:20]}|: not a board number",
                    "reader_lin_ah",
                    value=f"ah|{value[:20]}|",
                )
            )

    def _on_sv(self, value: str) -> None:
        board = self._board_for(f"sv|{value[:20]}|")
        if board is not None:
            board.vul = value

    def _on_mb(self, value: str) -> None:
        board = self._board_for(f"mb|{value[:20]}|")
        if board is not None:
            board.calls.append(value)

    def _on_pc(self, value: str) -> None:
        board = self._board_for(f"pc|{value[:20]}|")
        if board is None:
            return
        if board.claim is not None:
            board.cards_after_claim += 1
        else:
            board.cards.append(value)

    def _on_mc(self, value: str) -> None:
        board = self._board_for(f"mc|{value[:20]}|")
        if board is not None:
            if board.claim is not None:
                board.problems.append(
                    f"a second claim mc|{value[:20]}| after mc|{board.claim[:20]}|"
                )
            board.claim = value


def read_lin_text(
    text: str, first_index: int = 1, inherited: tuple[tuple[str, str], ...] = ()
) -> tuple[list[LinBoard], list[str]]:
    """The boards of a LIN text and the file-level problems (values outside any board).
    A cut-off last pair is a problem of the last board.  Never raises.  A part of a
    bigger file (:mod:`adjudicator.io.parts`) numbers its boards from where it starts and
    ``inherited`` gives it what the file says before it or as a whole (``LinCutFinder``):
    the ``vg|`` header in force (``vg``) and the rooms of the whole file (``rooms``)."""
    pairs, tail = lin_pairs(text)
    splitter = _Splitter(first_index)
    given = dict(inherited)
    if "vg" in given:
        splitter.feed("vg", given["vg"])
    if "pn" in given:
        splitter.feed("pn", given["pn"])
    for key, value in pairs:
        splitter.feed(key, value)
    file_rooms = (
        {_ROOMS[letter] for letter in given["rooms"] if letter in _ROOMS}
        if "rooms" in given
        else None
    )
    splitter.mark_vugraph(file_rooms)
    problems = list(dict.fromkeys(splitter.loose))
    if tail is not None:
        message = f"the file ends in the middle of {tail!r} (truncated?)"
        # a cut-off qx| began a board of its own: the board before it is whole (and a
        # part of a big file, which starts at that qx|, reads it the same way)
        if splitter.current is not None and not tail.lower().startswith("qx|"):
            splitter.current.problems.append(message)
        else:
            problems.append(message)
    return splitter.boards, problems


#: The bytes of a noted value kept (a vg| header names the event in its first field).
_NOTED_BYTES = 512


@dataclass
class LinCut:
    """Where a part of a big LIN file may start: the byte offset of a ``qx|`` key (a new
    board in any case), the number of boards before it and the ``vg|`` header value in
    force there (raw bytes; empty when none came before)."""

    offset: int
    first_index: int
    header: bytes = b""
    players: bytes = b""  # the pn| value in force there


class LinCutFinder:
    """Finds the ``qx|`` keys a big LIN file can be cut at, reading its bytes chunk by
    chunk: the bars are counted so that only keys count (a ``qx|`` inside a commentary
    value does not), and the boards are counted as the splitter above starts them (at
    ``qx|``, and at ``md|`` once the current board has a deal).  Without ``qx|`` keys a
    file is cut before an ``md|`` key that starts a board."""

    def __init__(self, share_bytes: int) -> None:
        self.share_bytes = share_bytes
        self.cuts: list[LinCut] = []
        self.last_cut = 0
        self.boards = 0
        self.has_deal = False  # the current board has its md| deal
        self.seen_qx = False
        self.in_key = True  # the bytes being read belong to a key (else to a value)
        self.key = b""
        self.key_start = 0
        # the values a part needs from before it: the vg| header in force, and the rooms
        # (qx|o…, qx|c…) of the whole file, which decide whether it is a broadcast
        self.noted: bytes | None = None  # the key whose value is being noted
        self.value = b""
        self.header = b""
        self.players = b""
        self.rooms: set[str] = set()

    def feed(self, offset: int, chunk: bytes) -> None:
        at = 0
        while at < len(chunk):
            bar = chunk.find(b"|", at)
            if bar == -1:
                if self.in_key and len(self.key) < 64:
                    self.key += chunk[at : at + 64]
                elif not self.in_key and self.noted is not None:
                    self.value = (self.value + chunk[at:])[:_NOTED_BYTES]
                return
            if self.in_key:
                self._key(self.key + chunk[at:bar] if len(self.key) < 64 else self.key)
            else:
                self.key_start = offset + bar + 1
                if self.noted is not None:
                    self._value(self.noted, (self.value + chunk[at:bar])[:_NOTED_BYTES])
            self.in_key = not self.in_key
            self.key = b""
            at = bar + 1

    def _value(self, key: bytes, value: bytes) -> None:
        self.noted, self.value = None, b""
        if key == b"vg":
            self.header = value
        elif key == b"pn":
            self.players = value
        elif value.strip()[:1].lower() in (b"o", b"c"):
            self.rooms.add(value.strip()[:1].lower().decode("ascii"))

    def _key(self, raw: bytes) -> None:
        key = raw.strip().lower()
        self.noted = key if key in (b"vg", b"qx", b"pn") else None
        if key == b"qx":
            self.seen_qx = True
            self._board_starts()
        elif key == b"md":
            if self.has_deal or self.boards == 0:
                self._board_starts(allow_cut=not self.seen_qx)
            self.has_deal = True

    def _board_starts(self, allow_cut: bool = True) -> None:
        start = self.key_start
        if allow_cut and self.boards and start - self.last_cut >= self.share_bytes:
            self.cuts.append(LinCut(start, self.boards + 1, self.header, self.players))
            self.last_cut = start
        self.boards += 1
        self.has_deal = False


# ---- what a LIN board's values mean ----------------------------------------

_LIN_VUL = {"o": "None", "0": "None", "-": "None", "n": "NS", "e": "EW", "b": "All"}


def lin_deal(text: str) -> tuple[Player, Hands]:
    """Dealer and hands from an ``md|`` value: a dealer digit (1 S, 2 W, 3 N, 4 E) then
    the hands of S, W, N, E separated by commas, each as suit letters followed by ranks
    (``S2TKH248TQD7C259T``).  A missing fourth hand is the cards nobody else holds."""
    text = text.strip()
    if not text or text[0] not in "1234":
        raise BoardProblem(
            f"deal md|{text[:20]}|: no dealer digit 1-4 at its start",
            key="reader_lin_dealer",
            deal=f"md|{text[:20]}|",
        )
    dealer = seat_after(Player(int(text[0]) % 4), 1)
    parts = text[1:].split(",")
    while len(parts) > 4 and not parts[-1].strip():
        parts.pop()
    if len(parts) > 4:
        raise BoardProblem(
            f"deal: {len(parts)} hands given, at most 4", key="reader_lin_hands", count=len(parts)
        )
    hands: list[set[Card]] = [set(), set(), set(), set()]
    for offset, part in enumerate(parts):
        seat = seat_after(Player.south, offset)
        hands[seat] = _lin_hand(part, seat)
    given = [seat_after(Player.south, offset) for offset, part in enumerate(parts) if part.strip()]
    if len(given) == 3:
        missing = next(s for s in SEATS if s not in given)
        everything = {Card(s + r) for s in "SHDC" for r in "23456789TJQKA"}
        for seat in given:
            if len(hands[seat]) != 13:
                raise hand_size_problem(seat, len(hands[seat]))
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
            raise BoardProblem(
                f"deal: {seat.abbr}'s hand {text!r}: unknown card character {char!r}",
                key="reader_lin_card_char",
                seat=seat.abbr,
                hand=repr(text),
                char=repr(char),
            )
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise BoardProblem(
            f"deal: {seat.abbr} holds {card_code(twice)} twice",
            key="reader_lin_held_twice",
            seat=seat.abbr,
            card=card_code(twice),
        )
    return set(cards)


def lin_players(names: list[str], room: str | None) -> Players:
    """The players of a ``pn|`` value: South, West, North, East; eight names (a vugraph
    header's) are the open room's four, then the closed room's."""
    if len(names) >= 8 and room == "Closed":
        names = names[4:8]
    south, west, north, east = (list(names[:4]) + ["", "", "", ""])[:4]
    return Players(*(one_line(name, 80) for name in (north, east, south, west)))


def lin_facts(raw: LinBoard) -> BoardFacts:
    """The values of a LIN board (raises ``BoardProblem`` for a bad value)."""
    facts = BoardFacts(
        board=raw.number,
        table=raw.room,
        index=raw.index,
        event=raw.event,
        vugraph=raw.vugraph,
        players=lin_players(raw.players, raw.room),
    )
    if raw.problems:
        raise problem_of(raw.problems[0])
    if raw.deal is None:
        if raw.cards or raw.claim is not None:
            raise BoardProblem(
                "play or claim recorded but no deal (md|)", key="reader_lin_no_deal", field="md|"
            )
        return facts
    facts.dealer, facts.hands = lin_deal(raw.deal)
    given = raw.vul or ""
    vul = given.strip().lower()
    if vul and vul not in _LIN_VUL:
        raise BoardProblem(
            f"unknown vulnerability sv|{given[:20]}|",
            key="reader_lin_vul",
            value=f"sv|{given[:20]}|",
        )
    facts.vul = _LIN_VUL[vul] if vul else vul_from_board(raw.number)
    facts.contract, facts.declarer = contract_from_auction(facts.dealer, raw.calls)
    facts.passed_out = facts.contract is None and len(raw.calls) >= 4
    for at, word in enumerate(raw.cards, start=1):
        try:
            facts.play.append(parse_card(word))
        except ValueError:
            raise BoardProblem(
                f"card {at} of the play: unknown card pc|{word[:20]}|",
                key="reader_lin_card",
                number=at,
                card=f"pc|{word[:20]}|",
            ) from None
    if raw.claim is not None:
        if raw.cards_after_claim:  # (counted only once a claim is met)
            raise BoardProblem(
                f"{raw.cards_after_claim} card(s) played after the claim mc|{raw.claim[:20]}|",
                key="reader_lin_after_claim",
                count=raw.cards_after_claim,
                claim=f"mc|{raw.claim[:20]}|",
            )
        facts.result = tricks_value(raw.claim, f"claim mc|{raw.claim[:20]}|")
    return facts
