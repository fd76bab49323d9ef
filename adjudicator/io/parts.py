"""Big event files in parts: each part read on its own, exactly as the whole file reads.

A 50 MB PBN file costs about 1.5 GB to read in one piece (every game, tag and token held
at once).  :func:`scan_event_file` reads a file once, as a stream: it computes the
content hash, decides the text's encoding and finds places where the file can be cut —
a line that opens a PBN game with nothing pending before it, a ``qx|`` key of a LIN file
— keeping one game in memory at a time.  Each :class:`EventPart` then reads on its own
(:func:`read_event_part`): its games are numbered from where it starts, its line numbers
are the file's, and a ``"#"`` tag value inherits from the games before it.  Reading the
parts one after the other gives the same claims, errors and board count as reading the
whole file, in a few megabytes each.
"""

from __future__ import annotations

import codecs
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from adjudicator.io.events import looks_like_lin, read_event_text
from adjudicator.io.lin import LinCutFinder
from adjudicator.io.pbn import PbnCutFinder
from adjudicator.io.records import EventPart, EventReading

__all__ = ["EventPart", "FileScan", "read_event_part", "read_part_bytes", "scan_event_file"]

#: Bytes read at a time while scanning.
CHUNK = 1 << 20
#: Control characters other than white space (a text with many is binary data).
_CONTROLS = bytes(b for b in range(32) if b not in b"\t\n\r\x0b\x0c")
#: The bytes that continue a UTF-8 character (to count characters, not bytes).
_CONTINUATION = bytes(range(0x80, 0xC0))


@dataclass(frozen=True)
class FileScan:
    """What one streaming read of a file tells: its content hash, its size, and its
    parts (none when it is read whole: a small file, or one that is not event text)."""

    sha256: str
    size: int
    parts: tuple[EventPart, ...] = ()


def scan_event_file(path: str | Path, part_bytes: int) -> FileScan:
    """Hash ``path`` and, when it is bigger than ``part_bytes``, cut it into parts of
    about that size.  Raises ``OSError`` when the file cannot be read."""
    path = Path(path)
    with path.open("rb") as stream:
        sha, size, encoding = _hash_and_encoding(stream)
        if encoding is None or size <= part_bytes:
            return FileScan(sha, size)
        stream.seek(0)
        head = stream.read(4096).decode(encoding, errors="replace").lstrip("\ufeff")
        lin = looks_like_lin(path, head)
        stream.seek(0)
        cuts = (
            _lin_cuts(stream, encoding, part_bytes)
            if lin
            else _pbn_cuts(stream, encoding, part_bytes)
        )
    if cuts is None:
        return FileScan(sha, size)
    offsets, firsts, lines, inherited, any_board = cuts
    parts = []
    for number, start in enumerate(offsets):
        end = offsets[number + 1] if number + 1 < len(offsets) else size
        parts.append(
            EventPart(
                start,
                end,
                lin,
                encoding,
                firsts[number],
                lines[number],
                inherited[number],
                number == 0,
                end == size,
                no_board=number == 0 and not any_board,
            )
        )
    return FileScan(sha, size, tuple(parts) if len(parts) > 1 else ())


def read_part_bytes(path: str | Path, part: EventPart) -> bytes:
    """The bytes of one part of a file on disk."""
    with Path(path).open("rb") as stream:
        stream.seek(part.start)
        return stream.read(part.end - part.start)


def read_event_part(name: str, data: bytes, part: EventPart) -> EventReading:
    """Read one part of an event file (its bytes ``data``); reported under ``name``."""
    text = data.decode(part.encoding)
    if part.first:
        text = text.lstrip("\ufeff")
    return read_event_text(name, text, part.lin, part=part)


def _hash_and_encoding(stream: BinaryIO) -> tuple[str, int, str | None]:
    """The SHA-256 and size of the stream, and the encoding its text is read in (UTF-8
    when it is, else ISO 8859-1, as ``events`` decides) -- None for binary data."""
    digest = hashlib.sha256()
    utf8 = codecs.getincrementaldecoder("utf-8")()
    is_utf8, binary = True, False
    size = controls = continuation = 0
    for chunk in iter(lambda: stream.read(CHUNK), b""):
        digest.update(chunk)
        size += len(chunk)
        binary = binary or b"\x00" in chunk
        controls += len(chunk) - len(chunk.translate(None, _CONTROLS))
        continuation += len(chunk) - len(chunk.translate(None, _CONTINUATION))
        if is_utf8:
            try:
                utf8.decode(chunk)
            except UnicodeDecodeError:
                is_utf8 = False
    if is_utf8:
        try:
            utf8.decode(b"", final=True)
        except UnicodeDecodeError:
            is_utf8 = False
    characters = size - continuation if is_utf8 else size
    if binary or controls > max(2, characters // 100):
        return digest.hexdigest(), size, None
    return digest.hexdigest(), size, "utf-8" if is_utf8 else "latin-1"


Cuts = tuple[list[int], list[int], list[int], list[tuple[tuple[str, str], ...]], bool]


def _pbn_cuts(stream: BinaryIO, encoding: str, part_bytes: int) -> Cuts | None:
    finder = PbnCutFinder(part_bytes)
    offset = 0
    for number, raw in enumerate(stream):
        line = raw.decode(encoding)
        finder.feed(offset, line.lstrip("\ufeff") if number == 0 else line)
        offset += len(raw)
    finder.finish()
    if not finder.cuts:
        return None
    offsets = [0] + [cut.offset for cut in finder.cuts]
    firsts = [1] + [cut.first_index for cut in finder.cuts]
    lines = [1] + [cut.first_line for cut in finder.cuts]
    inherited = [()] + [tuple(sorted(cut.inherited.items())) for cut in finder.cuts]
    return offsets, firsts, lines, inherited, finder.any_board


def _lin_cuts(stream: BinaryIO, encoding: str, part_bytes: int) -> Cuts | None:
    finder = LinCutFinder(part_bytes)
    offset = 0
    for chunk in _chunks(stream):
        finder.feed(offset, chunk)
        offset += len(chunk)
    if not finder.cuts:
        return None
    offsets = [0] + [cut.offset for cut in finder.cuts]
    firsts = [1] + [cut.first_index for cut in finder.cuts]
    # every part reads as the whole file would: the vg| header in force where it starts
    # (the event's name, which sets the class of player), the pn| players in force and
    # the rooms of the whole file
    rooms = ("rooms", "".join(sorted(finder.rooms)))
    inherited: list[tuple[tuple[str, str], ...]] = [(rooms,)] + [
        ((("vg", cut.header.decode(encoding, errors="replace")),) if cut.header else ())
        + ((("pn", cut.players.decode(encoding, errors="replace")),) if cut.players else ())
        + (rooms,)
        for cut in finder.cuts
    ]
    return offsets, firsts, [1] * len(offsets), inherited, True


def _chunks(stream: BinaryIO) -> Iterator[bytes]:
    yield from iter(lambda: stream.read(CHUNK), b"")
