"""What reading an event file gives: claims, errors, and how many boards were read.

Each board record of a file becomes one of three things (a board with a revoke that ends
in a claim is both of the first two):

* a :class:`ClaimRecord` -- the play stops before the end, a result is given, and the
  play replays (every card held by the player whose turn it is);
* a :class:`RevokeRecord` -- a player failed to follow suit while holding a card of the
  suit led: the whole play as recorded, for the revoke laws (61-64) to rule on;
* a :class:`BoardError` -- the record cannot be read or replayed (a 14-card hand, a card
  played twice, a card after the 13th trick, a claim of more tricks than are left ...),
  one line naming the file, the board and the card or value at fault;
* nothing but a count in ``boards_read`` -- boards played to the end, boards without
  play (hand records with only a result), passed-out boards, play records that simply
  stop without a result.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.core.position import ClaimPosition, PlayedTrick

Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]


def one_line(text: str, limit: int = 300) -> str:
    """``text`` with control characters (line breaks, tabs, NULs) written as escapes and
    cut to ``limit`` characters, so that a message quoting bad input stays one line."""
    clean = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
    return clean if len(clean) <= limit else clean[: limit - 3] + "..."


def board_label(board: int | None, table: str | None, index: int) -> str:
    """``board 7``, ``board 7 (Closed)``, ``board 7 (table 3)``, ``record 3`` for a board
    without a number, or ``file`` for what concerns a whole file (index 0).  The one
    label every message and report uses for a board of an event file."""
    if not index:
        return "file"
    text = f"board {board}" if board is not None else f"record {index}"
    if not table:
        return text
    return f"{text} (table {table})" if table.isdigit() else f"{text} ({table})"


@dataclass(frozen=True)
class Players:
    """The players at a board's table, seat by seat, as the event file names them (PBN
    ``[North]`` ... ``[West]``; LIN ``pn|``, South first); ``""`` for a seat it leaves
    unnamed, every seat ``""`` (a false value) when it names none."""

    north: str = ""
    east: str = ""
    south: str = ""
    west: str = ""

    def __bool__(self) -> bool:
        return any(self.by_seat().values())

    def name(self, seat: Player) -> str:
        """The player at ``seat``."""
        return self.by_seat()[seat.abbr]

    def by_seat(self) -> dict[str, str]:
        """``{"N": ..., "E": ..., "S": ..., "W": ...}``: the JSON form (records, rows)."""
        return {"N": self.north, "E": self.east, "S": self.south, "W": self.west}

    @classmethod
    def of(cls, names: dict[str, str] | None) -> Players:
        """The players of a JSON form (:meth:`by_seat`); seats not given are unnamed.
        Names are kept to one line of sane length (they are shown and searched)."""
        given = names if isinstance(names, dict) else {}
        return cls(
            *(one_line(str(given.get(seat) or "").strip(), 80) for seat in ("N", "E", "S", "W"))
        )


@dataclass(frozen=True)
class BoardRecord:
    """What every record of an event file's board names: where it stands in the file
    (``board``, ``table``, ``index``), the deal, and the contract with its declarer,
    vulnerability and dealer."""

    file: str
    board: int | None
    table: str | None
    index: int
    deal: str
    contract: str
    declarer: Player
    vul: str
    dealer: Player | None

    @property
    def board_label(self) -> str:
        return board_label(self.board, self.table, self.index)


@dataclass(frozen=True)
class ClaimRecord(BoardRecord):
    """One claim read from an event file: the board, the contract, the play up to the
    claim, and the claim position (what is left to play).

    ``claimed_total`` is the declaring side's *total* tricks per the record, whichever
    side claimed: LIN ``mc|N|`` and PBN ``[Result]`` both count that way.  Who claimed
    is not written in either format.
    """

    play: tuple[Card, ...]
    tricks_won: tuple[int, int]
    position: ClaimPosition
    claimed_total: int
    event: str = ""  # the event's name as the file gives it (PBN [Event], LIN vg|)
    vugraph: bool = False  # a board of a vugraph broadcast of a teams match (io.lin)
    players: Players = Players()  # the table's players (PBN [North] ..., LIN pn|)
    date: str = ""  # the date the file gives (PBN [Date]; LIN has none), as written

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
class RevokeEvent:
    """A failure to follow suit (Law 61A): at ``trick`` (1-13), ``seat`` played ``card``
    on a lead of ``led`` while holding ``held`` (his cards of that suit then)."""

    trick: int
    seat: Player
    card: Card
    led: Denom
    held: tuple[Card, ...]


#: How a record's play ends: every trick played, a claim (a result before the end), or
#: the record simply stops (no result): the tricks after it are not known.
PLAYED, CLAIMED, STOPS = "played", "claim", "stops"


@dataclass(frozen=True)
class RevokeRecord(BoardRecord):
    """A board whose play holds a revoke: the deal, the contract and the play as recorded
    (``tricks`` complete, ``trick`` the unfinished one led by ``leader``), how it ends
    (``ends``) and the declaring side's total per the record (``result``, when given and
    possible; ``note`` says why a claimed total was set aside)."""

    hands: Hands
    trump: Denom
    tricks: tuple[PlayedTrick, ...]
    leader: Player
    trick: tuple[Card, ...]
    revokes: tuple[RevokeEvent, ...]
    ends: str
    result: int | None
    note: str = ""


@dataclass(frozen=True)
class BoardError:
    """A board (or, with ``index`` 0, a whole file) that could not be read or replayed."""

    file: str
    board: int | None
    table: str | None
    index: int
    reason: str
    #: the reason's catalog key and the facts it quotes (texts and numbers), so that it
    #: is said in the reader's language (issue 31); "" for a reason without one
    key: str = ""
    params: tuple[tuple[str, str | int], ...] = ()

    @classmethod
    def of(
        cls, file: str, board: int | None, table: str | None, index: int, problem: Exception
    ) -> BoardError:
        """The error a reader's problem makes: its English reason, and its key."""
        key = getattr(problem, "key", "") or ""
        params = getattr(problem, "params", {}) if key else {}
        return cls(
            file,
            board,
            table,
            index,
            str(problem),
            key,
            tuple(
                (name, value if isinstance(value, int) else str(value))
                for name, value in params.items()
            ),
        )

    def __post_init__(self) -> None:
        # the reason quotes bad input: keep it on one line whatever the input holds
        object.__setattr__(self, "reason", one_line(self.reason))

    @property
    def board_label(self) -> str:
        return board_label(self.board, self.table, self.index)

    def __str__(self) -> str:
        if not self.index:
            return f"{self.file}: {self.reason}"
        return f"{self.file}: {self.board_label}: {self.reason}"


@dataclass
class EventReading:
    """What one file holds: how many board records, the claims, the errors, and notes on
    how it was read (a catalog key and its values, said once per file)."""

    file: str
    boards_read: int = 0
    claims: list[ClaimRecord] = field(default_factory=list)
    errors: list[BoardError] = field(default_factory=list)
    revokes: list[RevokeRecord] = field(default_factory=list)
    notes: list[tuple[str, dict[str, str]]] = field(default_factory=list)

    def select(
        self, board: int, table: str | None = None, record: int | None = None
    ) -> list[ClaimRecord]:
        """The claims of ``board``, at ``table`` (any case) and with the record number
        ``record`` when given: the one claim a director names, or the several he must
        choose among."""
        return [
            claim
            for claim in self.claims
            if claim.board == board
            and (not table or (claim.table or "").lower() == table.lower())
            and (record is None or claim.index == record)
        ]


@dataclass(frozen=True)
class EventPart:
    """Bytes ``start`` to ``end`` of an event file, read as a part of it.

    ``first_index`` numbers its first board record, ``first_line`` its first line (PBN);
    ``inherited`` holds the tag values a ``"#"`` in it refers to; ``first`` and ``last``
    say whether it opens or ends the file (only the first reports a file without any
    board, ``no_board``; only the last a truncated end)."""

    start: int
    end: int
    lin: bool
    encoding: str
    first_index: int = 1
    first_line: int = 1
    inherited: tuple[tuple[str, str], ...] = ()
    first: bool = True
    last: bool = True
    no_board: bool = False
