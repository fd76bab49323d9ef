"""PBN syntax: games, tag pairs and the sections that follow them.

A PBN file (Portable Bridge Notation, standard 2.1 in ``../shared/data/spec``) is a
sequence of *games* separated by empty lines.  A game is a list of *tag pairs*
``[Name "value"]``; a tag may be followed by a *section* of free tokens that runs to the
next tag -- the auction after ``[Auction "N"]``, the cards after ``[Play "W"]``, the rows
of a table after ``[OptimumResultTable ...]``.  Comments are ``{ ... }`` (may span lines)
and ``;`` to the end of the line; a line starting with ``%`` is an escape line (ignored).

This module only reads that structure: it knows nothing of bridge.  It never raises on
bad text; what it cannot read becomes a *problem* (one line, with its line number) of the
game it belongs to.  ``events.py`` gives the tags their bridge meaning.

Why not ``endplay.parsers.pbn``?  It raises on ``[Contract "?"]`` followed by a play
section, needs ``[Contract]`` before ``[Play]``, fails on untagged lines (statistics
tables) with "Expected a tag", and one exception loses the whole file.  A reader for
claims must instead read every game it can and report the others one by one, so the
structure is read here and the values are turned into endplay types in ``events.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

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
    """Collects tags, section tokens and problems line by line."""

    def __init__(self) -> None:
        self.games: list[PbnGame] = []
        self.current: PbnGame | None = None
        self.stray: list[str] = []  # problems met before the first tag of a game

    def _game(self, line: int) -> PbnGame:
        if self.current is None:
            self.current = PbnGame(index=len(self.games) + 1, line=line)
            self.current.problems.extend(self.stray)
            self.stray = []
            self.games.append(self.current)
        return self.current

    def end_game(self) -> None:
        self.current = None
        # text before any tag of a game that never starts belongs to nobody: keep it for
        # the next game so that it is still reported
        if self.stray and self.games:
            self.games[-1].problems.extend(self.stray)
            self.stray = []

    def add_tag(self, name: str, value: str, line: int) -> None:
        self._game(line).tags.append(PbnTag(name, value, line))

    def add_token(self, token: str, line: int) -> None:
        game = self.current
        if game is None or not game.tags:
            self.problem(f"line {line}: text {token!r} outside any tag section", line)
            return
        game.tags[-1].section.append((token, line))

    def problem(self, text: str, line: int) -> None:
        if self.current is None:
            self.stray.append(text)
        else:
            self.current.problems.append(text)

    def finish(self) -> list[PbnGame]:
        if self.stray:
            if self.games:
                self.games[-1].problems.extend(self.stray)
            else:
                self.games.append(PbnGame(index=1, line=1, problems=self.stray))
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
                builder.problem(f"line {number}: malformed tag {shown[:40]!r}", number)
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
            for token in _section_tokens(text[pos:stop]):
                builder.add_token(token, number)
            pos = stop
    return False


def read_pbn_text(text: str) -> list[PbnGame]:
    """The games of a PBN text, in order.  Never raises."""
    builder = _GameBuilder()
    in_comment = False
    open_tag = ""  # the start of a tag pair continued on the next line
    open_line = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if in_comment:
            end = line.find("}")
            if end == -1:
                continue
            in_comment = False
            line = " " * (end + 1) + line[end + 1 :]
        elif line.startswith("%"):
            continue
        elif not line.strip() or len(open_tag) > 1000:
            if open_tag:
                builder.problem(f"line {open_line}: tag {open_tag.strip()[:40]!r} is never "
                                f"closed with ']'", open_line)
                open_tag = ""
            builder.end_game()
            continue
        if open_tag:
            line = open_tag + " " + line
        else:
            open_line = number
        state = _scan_line(builder, line, open_line)
        in_comment = state is True
        open_tag = state if isinstance(state, str) else ""
    if in_comment:
        builder.problem("the file ends inside a '{' comment (truncated?)", 0)
    if open_tag:
        builder.problem(f"line {open_line}: the file ends inside the tag "
                        f"{open_tag.strip()[:40]!r} (truncated?)", open_line)
    return builder.finish()
