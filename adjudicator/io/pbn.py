"""PBN syntax: games, tag pairs and the sections that follow them.

A PBN file (Portable Bridge Notation, standard 2.1 in ``../shared/data/spec``) is a
sequence of *games* separated by empty lines.  A game is a list of *tag pairs*
``[Name "value"]``; a tag may be followed by a *section* of free tokens that runs to the
next tag -- the auction after ``[Auction "N"]``, the cards after ``[Play "W"]``, the rows
of a table after ``[OptimumResultTable ...]``.  Comments are ``{ ... }`` (may span lines)
and ``;`` to the end of the line; a line starting with ``%`` is an escape line (ignored).

The first half of this module reads that structure and knows nothing of bridge; it
never raises on bad text: what it cannot read becomes a *problem* (one line, with its line
number) of the game it belongs to.  The second half gives the tags their bridge meaning
(:func:`pbn_facts`), raising ``BoardProblem`` for a bad value.

Why not ``endplay.parsers.pbn``?  It raises on ``[Contract "?"]`` followed by a play
section, needs ``[Contract]`` before ``[Play]``, fails on untagged lines (statistics
tables) with "Expected a tag", and one exception loses the whole file.  A reader for
claims must instead read every game it can and report the others one by one, so the
structure is read first and the values then turned into endplay types.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import SEATS, card_code, hands_from_pbn, seat_after, trick_winner
from adjudicator.core.contract import Contract, ContractError, parse_strain
from adjudicator.io.board import (
    BoardFacts,
    BoardProblem,
    Said,
    check_deal,
    contract_from_auction,
    hand_size_problem,
    number_value,
    problem_of,
    tricks_value,
    vul_from_board,
)
from adjudicator.io.records import Hands, Players, one_line

#: A tag pair: a name of letters, digits and underscores, a quoted value (``\"`` and
#: ``\\`` are escapes inside the quotes).
_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')


@dataclass
class PbnTag:
    """One tag pair and the tokens of its section, each with its line number."""

    name: str
    value: str
    line: int
    section: list[tuple[str, int]] = field(default_factory=list)


@dataclass
class PbnGame:
    """One game (board record) of a PBN file, as written."""

    index: int  # 1-based position of the game in the file
    line: int  # line number of its first tag
    tags: list[PbnTag] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def tag(self, name: str) -> PbnTag | None:
        """The first tag of this name (tag names compare case-sensitively, as in PBN)."""
        for tag in self.tags:
            if tag.name == name:
                return tag
        return None


class _GameBuilder:
    """Collects tags, section tokens and problems line by line.

    ``first_index`` numbers the games of a part of a file from where the part starts.
    With ``keep`` false (the planner's scan of a big file for its cut points) the games
    are not kept: each is handed to ``on_complete`` once nothing more can be added to it,
    and section tokens of a game with tags are not even cut out of the text."""

    def __init__(
        self,
        first_index: int = 1,
        keep: bool = True,
        on_complete: Callable[[PbnGame], None] | None = None,
    ) -> None:
        self.games: list[PbnGame] = []
        self.first_index = first_index
        self.count = 0
        self.last: PbnGame | None = None
        self.current: PbnGame | None = None
        self.stray: list[str] = []  # problems met before the first tag of a game
        self.keep = keep
        self.on_complete = on_complete

    def _game(self, line: int) -> PbnGame:
        if self.current is None:
            self._complete_last()
            self.current = PbnGame(index=self.first_index + self.count, line=line)
            self.current.problems.extend(self.stray)
            self.stray = []
            self._add(self.current)
        return self.current

    def _add(self, game: PbnGame) -> None:
        self.count += 1
        self.last = game
        if self.keep:
            self.games.append(game)

    def _complete_last(self) -> None:
        if self.last is not None and self.on_complete is not None:
            self.on_complete(self.last)

    def end_game(self) -> None:
        self.current = None
        # text before any tag of a game that never starts belongs to nobody: keep it for
        # the next game so that it is still reported
        if self.stray and self.last is not None:
            self.last.problems.extend(self.stray)
            self.stray = []

    @property
    def takes_tokens(self) -> bool:
        """Whether section tokens are wanted: always, except in a scan for cut points
        where they would only be appended to a tag's section."""
        return self.keep or self.current is None or not self.current.tags

    def add_tag(self, name: str, value: str, line: int) -> None:
        self._game(line).tags.append(PbnTag(name, value, line))

    def add_token(self, token: str, line: int) -> None:
        game = self.current
        if game is None or not game.tags:
            self.problem(
                Said(
                    f"line {line}: text {token!r} outside any tag section",
                    "reader_pbn_stray_text",
                    line=line,
                    words=repr(token),
                ),
                line,
            )
            return
        game.tags[-1].section.append((token, line))

    def problem(self, text: str, line: int) -> None:
        if self.current is None:
            self.stray.append(text)
        else:
            self.current.problems.append(text)

    def finish(self) -> list[PbnGame]:
        if self.stray:
            if self.last is not None:
                self.last.problems.extend(self.stray)
            else:
                self._add(PbnGame(index=self.first_index, line=1, problems=self.stray))
            self.stray = []
        self._complete_last()
        return self.games


def _section_tokens(text: str) -> list[str]:
    """Split section text into tokens: ``*`` and ``+`` stand alone, ``^R`` style
    irregularity marks are two characters, everything else runs to white space."""
    tokens: list[str] = []
    for word in text.split():
        while word:
            if word[0] in "*+":
                tokens.append(word[0])
                word = word[1:]
            elif word[0] == "^":
                tokens.append(word[:2])
                word = word[2:]
            else:
                cut = len(word)
                for mark in "*+^":
                    at = word.find(mark, 1)
                    if at != -1:
                        cut = min(cut, at)
                tokens.append(word[:cut])
                word = word[cut:]
    return tokens


def _scan_line(builder: _GameBuilder, text: str, number: int) -> str | bool:
    """Read the tags and section tokens of one line (no ``{`` comment open at its
    start).  Returns True when the line ends inside an open ``{`` comment, or the text
    of a tag that is still open at the end of the line (PBN lets a tag pair spread over
    several lines), else False."""
    pos = 0
    while pos < len(text):
        char = text[pos]
        if char == "[":
            match = _TAG.match(text, pos)
            if match is None and "]" not in text[pos:]:
                return text[pos:]
            if match is None:
                end = text.find("]", pos)
                shown = text[pos : end + 1 if end != -1 else len(text)].strip()
                builder.problem(
                    Said(
                        f"line {number}: malformed tag {shown[:40]!r}",
                        "reader_pbn_malformed_tag",
                        line=number,
                        tag=repr(shown[:40]),
                    ),
                    number,
                )
                builder._game(number)  # a broken tag still opens (belongs to) a game
                pos = end + 1
                continue
            name, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
            builder.add_tag(name, value, number)
            pos = match.end()
        elif char == "{":
            end = text.find("}", pos)
            if end == -1:
                return True
            pos = end + 1
        elif char == ";":
            return False
        else:
            stop = len(text)
            for mark in "[{;":
                at = text.find(mark, pos)
                if at != -1:
                    stop = min(stop, at)
            if builder.takes_tokens:
                for token in _section_tokens(text[pos:stop]):
                    builder.add_token(token, number)
            pos = stop
    return False


class _Lines:
    """The state of a PBN text between lines: inside a ``{`` comment, or inside a tag
    pair continued on the next line.  ``feed`` takes the lines one by one."""

    def __init__(self, builder: _GameBuilder) -> None:
        self.builder = builder
        self.in_comment = False
        self.open_tag = ""  # the start of a tag pair continued on the next line
        self.open_line = 0

    @property
    def clean(self) -> bool:
        """Between games, with nothing pending: a part of the file may start here."""
        return not (
            self.in_comment
            or self.open_tag
            or self.builder.current is not None
            or self.builder.stray
        )

    def feed(self, number: int, line: str) -> None:
        builder = self.builder
        if self.in_comment:
            end = line.find("}")
            if end == -1:
                return
            self.in_comment = False
            line = " " * (end + 1) + line[end + 1 :]
        elif line.startswith("%"):
            return
        elif not line.strip() or len(self.open_tag) > 1000:
            if self.open_tag:
                shown = repr(self.open_tag.strip()[:40])
                builder.problem(
                    Said(
                        f"line {self.open_line}: tag {shown} is never closed with ']'",
                        "reader_pbn_unclosed_tag",
                        line=self.open_line,
                        tag=shown,
                    ),
                    self.open_line,
                )
                self.open_tag = ""
            builder.end_game()
            return
        if self.open_tag:
            line = self.open_tag + " " + line
        else:
            self.open_line = number
        state = _scan_line(builder, line, self.open_line)
        self.in_comment = state is True
        self.open_tag = state if isinstance(state, str) else ""

    def finish(self) -> list[PbnGame]:
        if self.in_comment:
            self.builder.problem(
                Said("the file ends inside a '{' comment (truncated?)", "reader_pbn_open_comment"),
                0,
            )
        if self.open_tag:
            shown = repr(self.open_tag.strip()[:40])
            self.builder.problem(
                Said(
                    f"line {self.open_line}: the file ends inside the tag {shown} (truncated?)",
                    "reader_pbn_open_tag",
                    line=self.open_line,
                    tag=shown,
                ),
                self.open_line,
            )
        return self.builder.finish()


def read_pbn_text(text: str, first_index: int = 1, first_line: int = 1) -> list[PbnGame]:
    """The games of a PBN text, in order.  Never raises.  A part of a bigger file
    (:mod:`adjudicator.io.parts`) numbers its games and lines from where it starts."""
    lines = _Lines(_GameBuilder(first_index))
    for number, line in enumerate(text.splitlines(), start=first_line):
        lines.feed(number, line)
    return lines.finish()


@dataclass
class PbnCut:
    """Where a part of a big PBN file may start: a byte offset at a line that opens a
    game, the number of games and lines before it, and the tag values a ``"#"`` in the
    part would inherit."""

    offset: int
    first_index: int
    first_line: int
    inherited: dict[str, str]


class PbnCutFinder:
    """Finds the places a big PBN file can be cut into parts that read exactly as the
    whole file does: a line that starts a game with a complete tag pair, with no comment
    or tag open and nothing pending before it.  Fed the file's physical lines with their
    byte offsets; keeps one game at a time (the planner's scan of a 50 MB file)."""

    def __init__(self, share_bytes: int) -> None:
        self.share_bytes = share_bytes
        self.inherited: dict[str, str] = {}
        self.any_board = False
        self.builder = _GameBuilder(keep=False, on_complete=self._completed)
        self.lines = _Lines(self.builder)
        self.number = 0
        self.cuts: list[PbnCut] = []
        self.last_cut = 0

    def _completed(self, game: PbnGame) -> None:
        self.any_board = self.any_board or is_board_game(game)
        try:
            tag_values(game, self.inherited)
        except BoardProblem:
            pass  # the game's own reader reports it

    def feed(self, offset: int, physical: str) -> None:
        """One physical line (up to and with its ``\\n``) starting at byte ``offset``."""
        if (
            offset - self.last_cut >= self.share_bytes
            and physical[:1] == "["
            and _TAG.match(physical)
            and self.lines.clean
        ):
            self.builder._complete_last()
            self.builder.last = None  # completed: nothing attaches to it any more
            self.cuts.append(
                PbnCut(
                    offset,
                    self.builder.first_index + self.builder.count,
                    self.number + 1,
                    dict(self.inherited),
                )
            )
            self.last_cut = offset
        for line in physical.splitlines() or [""]:
            self.number += 1
            self.lines.feed(self.number, line)

    def finish(self) -> None:
        self.lines.finish()


# ---- what a PBN game's tags mean -------------------------------------------

#: tags whose presence makes a PBN game a board record (not just event information)
_BOARD_TAGS = (
    "Board",
    "Deal",
    "Declarer",
    "Contract",
    "Result",
    "Play",
    "Auction",
    "Dealer",
    "Vulnerable",
)
_PBN_VUL = {
    "none": "None",
    "love": "None",
    "-": "None",
    "ns": "NS",
    "ew": "EW",
    "all": "All",
    "both": "All",
}
_PBN_CARD = re.compile(r"([SHDC])([2-9TJQKA])(.*)", re.IGNORECASE)
_ANNOTATION = re.compile(r"(=\d+=|\$\d+|[!?]{1,2})*")
_UNKNOWN = ("", "?")


def is_board_game(game: PbnGame) -> bool:
    """True for a game that describes a board (not only event-level tags)."""
    return bool(game.problems) or any(game.tag(name) for name in _BOARD_TAGS)


#: Tags a game that omits them takes from the previous game of the file (PBN 2.1 §3.3's
#: "#" written out, or simply left out, as some championship archives leave them out for
#: a board's second table and every later game): the event's and the board's, never a
#: table's own (its players, auction, play, contract or result).
CARRIED_TAGS = (
    "Event",
    "Site",
    "Date",
    "Round",
    "Stage",
    "Section",
    "Scoring",
    "Competition",
    "HomeTeam",
    "VisitTeam",
    "Board",
    "Dealer",
    "Vulnerable",
    "Deal",
)
#: The carried tags that belong to one board: never carried to a game of another board.
_OF_THE_BOARD = ("Dealer", "Vulnerable", "Deal")


def pbn_facts(
    game: PbnGame, inherited: dict[str, str], carried: set[str] | None = None
) -> BoardFacts:
    """The values of a PBN game (raises ``BoardProblem`` for a bad value).  ``inherited``
    holds the previous games' tag values, for the ``"#"`` (same as before) value and for
    the :data:`CARRIED_TAGS` the game leaves out; the names carried over are added to
    ``carried``."""
    before = dict(inherited)
    values = tag_values(game, inherited)
    for name, value in carry_over(game, values, before).items():
        values[name] = value
        if carried is not None:
            carried.add(name)
    board, table = pbn_board_and_table(game, values)
    event = values.get("Event", "").strip()
    date = values.get("Date", "").strip()
    facts = BoardFacts(
        board=board,
        table=table,
        index=game.index,
        event="" if event in _UNKNOWN else event,
        date=one_line(date, 40) if any(c.isdigit() for c in date) else "",
        players=Players(*(_player(values, name) for name in _SEAT_TAGS)),
    )
    if game.problems:
        raise problem_of(game.problems[0])
    board_text = values.get("Board", "").strip()
    if board is None and board_text not in _UNKNOWN:
        raise BoardProblem(
            f'[Board "{board_text[:20]}"] is not a board number',
            key="reader_pbn_board",
            tag=f'[Board "{board_text[:20]}"]',
        )
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
    facts.result_given = result not in _UNKNOWN
    if facts.result_given and facts.declarer is not None:
        facts.result = _pbn_result(result, facts.declarer)
    return facts


#: The tags naming the players, in the order of :class:`~adjudicator.io.records.Players`.
_SEAT_TAGS = ("North", "East", "South", "West")


def _player(values: dict[str, str], name: str) -> str:
    """The player a seat's tag names; ``""`` for none or an unknown one (``"?"``)."""
    text = values.get(name, "").strip()
    return "" if text in _UNKNOWN else one_line(text, 80)


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


def pbn_board_and_table(
    game: PbnGame, values: dict[str, str] | None = None
) -> tuple[int | None, str | None]:
    """Board number and room/table of a game: ``[Room]`` (Open/Closed) when given, else
    ``[Table]``."""
    if values is None:
        values = {t.name: t.value for t in reversed(game.tags)}
    board = number_value(values.get("Board", ""))
    for name in ("Room", "Table"):
        text = values.get(name, "").strip()
        if text not in _UNKNOWN and text != "#":
            return board, text
    return board, None


def carry_over(game: PbnGame, values: dict[str, str], before: dict[str, str]) -> dict[str, str]:
    """The :data:`CARRIED_TAGS` a board game leaves out, with the values the games before
    it gave (``before``).  A game of another board number takes none of the board's own
    tags, and a ``"#"`` for them is refused: a deal is never carried across boards; a game
    with a deal of its own takes neither the board's number nor its dealer or vulnerability
    (a file of problems without board numbers stays one)."""
    source = {name: before[_CARRY + name] for name in CARRIED_TAGS if _CARRY + name in before}
    board, earlier = values.get("Board", "").strip(), source.get("Board", "").strip()
    other_board = bool(board) and board != earlier
    deal = values.get("Deal", "").strip()
    if deal and deal != source.get("Deal", "").strip():
        return {
            name: source[name]
            for name in CARRIED_TAGS
            if name not in values
            and name in source
            and name != "Board"
            and name not in _OF_THE_BOARD
        }
    if other_board:
        for name in _OF_THE_BOARD:
            tag = game.tag(name)
            if tag is not None and tag.value == "#":
                raise BoardProblem(
                    f'[{name} "#"] on board {board[:20]}: the game before '
                    f"it is of board {earlier[:20] or '(none)'}, so its "
                    f"{name} is not this board's"
                )
    return {
        name: source[name]
        for name in CARRIED_TAGS
        if name not in values and name in source and not (other_board and name in _OF_THE_BOARD)
    }


#: Where ``inherited`` keeps the values a game leaving out a tag takes (a prefix no tag
#: name has): the last values of :data:`CARRIED_TAGS` the reader accepted — a refused
#: deal, dealer or vulnerability is not carried to the games after it.
_CARRY = "\x00"


def _remember_carried(values: dict[str, str], inherited: dict[str, str]) -> None:
    given = {name: values[name] for name in CARRIED_TAGS if name in values}
    if any(name in given for name in _OF_THE_BOARD):
        try:
            _pbn_deal(given.get("Deal"))
            _pbn_seat(given, "Dealer")
            _pbn_vul(given.get("Vulnerable"), None)
        except BoardProblem:
            for name in _OF_THE_BOARD:
                given.pop(name, None)
                inherited.pop(_CARRY + name, None)
    inherited.update({_CARRY + name: value for name, value in given.items()})


def tag_values(game: PbnGame, inherited: dict[str, str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for tag in game.tags:
        if tag.name in values:
            continue  # a repeated tag: the first one counts
        value = tag.value
        if value == "#":
            if tag.name not in inherited:
                raise BoardProblem(
                    f'[{tag.name} "#"] but no earlier game gives {tag.name}',
                    key="reader_pbn_no_earlier",
                    tag=tag.name,
                )
            value = inherited[tag.name]
        values[tag.name] = value
    inherited.update(values)
    _remember_carried(values, inherited)
    return values


def _pbn_deal(text: str | None) -> Hands | None:
    if text is None or text.strip() in _UNKNOWN:
        return None
    try:
        hands = hands_from_pbn(text)
    except ValueError as error:  # a CardError: its own key and facts go with it
        key = getattr(error, "key", "")
        params = {
            f"problem_{name}": value
            for name, value in (getattr(error, "params", {}) if key else {}).items()
        }
        raise BoardProblem(
            f"deal: {error}", key="reader_deal", problem=str(error), problem_key=key, **params
        ) from None
    given = [s for s in SEATS if hands[s]]
    if not given:
        raise BoardProblem("deal: no cards in any hand", key="reader_no_cards")
    sizes = {len(hands[s]) for s in given}
    if len(given) == 4 and len(sizes) == 1 and sizes != {13}:
        return None  # an end position (PBN 2.0, 3.10): equal hands of fewer cards
    if len(given) < 4:
        for seat in given:
            if len(hands[seat]) != 13:
                raise hand_size_problem(seat, len(hands[seat]))
        return None  # a partial deal (some hands '-'): fine without play
    return check_deal(hands)


def _pbn_seat(values: dict[str, str], name: str) -> Player | None:
    text = values.get(name, "").strip().lstrip("^")
    if text in _UNKNOWN:
        return None
    if text not in ("N", "E", "S", "W"):
        raise BoardProblem(
            f'[{name} "{values[name][:20]}"] is not a seat N, E, S or W',
            key="reader_pbn_seat",
            tag=name,
            value=values[name][:20],
        )
    return Player.find(text)


def _pbn_vul(text: str | None, board: int | None) -> str:
    if text is None or text.strip() in _UNKNOWN:
        return vul_from_board(board)
    vul = _PBN_VUL.get(text.strip().lower())
    if vul is None:
        raise BoardProblem(
            f'[Vulnerable "{text[:20]}"] is not None, NS, EW or All',
            key="reader_pbn_vul",
            tag=f'[Vulnerable "{text[:20]}"]',
            choices="None, NS, EW or All",
        )
    return vul


def _pbn_contract(facts: BoardFacts, values: dict[str, str]) -> None:
    text = values.get("Contract", "").strip()
    facts.declarer = _pbn_seat(values, "Declarer")
    if text.lower() == "pass":
        facts.passed_out = True
        return
    if text in _UNKNOWN:
        return
    try:
        if text[:1] in "0123456789":
            facts.contract = Contract.parse(text)
        else:
            parse_strain(text)  # only a strain: an end position (PBN 2.0, 3.10), no contract
    except ContractError:
        raise BoardProblem(
            f'[Contract "{text[:20]}"] is not a contract like 4SX or 3NT',
            key="reader_pbn_contract",
            tag=f'[Contract "{text[:20]}"]',
            example="4SX or 3NT",
        ) from None


def _pbn_result(text: str, declarer: Player) -> int:
    """Declaring side's tricks from ``9``, ``NS 9``, ``EW 4 NS 9`` (``^`` marks a result
    the players agreed although it differs from the play: it is still their result)."""
    words = text.lstrip("^").split()
    if len(words) == 1:
        return tricks_value(words[0], f'[Result "{text[:20]}"]')
    if len(words) not in (2, 4) or any(w.upper() not in ("NS", "EW") for w in words[::2]):
        raise BoardProblem(
            f'[Result "{text[:20]}"] is not a number of tricks',
            key="reader_pbn_result",
            tag=f'[Result "{text[:20]}"]',
        )
    by_side = {
        w.upper(): tricks_value(n, f'[Result "{text[:20]}"]')
        for w, n in zip(words[::2], words[1::2], strict=True)
    }
    if len(by_side) == 2 and sum(by_side.values()) != 13:
        raise BoardProblem(
            f'[Result "{text[:20]}"]: the two sides\' tricks do not add up to 13',
            key="reader_pbn_result_sum",
            tag=f'[Result "{text[:20]}"]',
        )
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
                    raise BoardProblem(
                        f"line {line}: a second '+' in the play",
                        key="reader_pbn_second_plus",
                        line=line,
                    )
                plus = True
            cells.append(None)
            continue
        match = _PBN_CARD.fullmatch(token)
        if match is None or not _ANNOTATION.fullmatch(match.group(3)):
            raise BoardProblem(
                f"line {line}: unknown card {token!r} in the play",
                key="reader_pbn_card",
                line=line,
                card=repr(token),
            )
        cells.append(Card(match.group(1).upper() + match.group(2).upper()))
    return _at_most_13_tricks(cells), plus, False


def _at_most_13_tricks(cells: list[Card | None]) -> list[Card | None]:
    extra = next((c for c in cells[52:] if c is not None), None)
    if extra is not None:
        raise BoardProblem(
            f"play after the end: {card_code(extra)} after the 13th trick",
            key="reader_after_end",
            card=card_code(extra),
        )
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
                seat = seat_after(leader, gap)
                raise BoardProblem(
                    f"trick {number}: {seat.abbr}'s card is not given ('-' or "
                    f"'+') but a later player's card is",
                    key="reader_pbn_missing_card",
                    number=number,
                    seat=seat.abbr,
                )
            later = [c for c in cells[start + 4 :] if c is not None]
            if later:
                raise BoardProblem(
                    f"trick {number + 1}: {card_code(later[0])} played after "
                    f"the unfinished trick {number}",
                    key="reader_pbn_after_unfinished",
                    next=number + 1,
                    card=card_code(later[0]),
                    number=number,
                )
            return play + played
        play.extend(played)  # the whole trick, in play order
        leader = trick_winner(leader, played, trump)
    return play
