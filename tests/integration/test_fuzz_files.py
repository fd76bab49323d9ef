"""Issue 12: a seeded fuzz over mutated copies of the shared event files.

Each mutation damages a real file the way careless tools and hostile hands do: bytes
flipped, inserted, deleted or repeated, the file cut short, numbers replaced by ones
that are not ASCII or not of sane length, control characters and formulas in tag values,
braces nested deep, the text re-encoded (UTF-16, gzip).  For every mutated file:

* no exception escapes the reader, and every error is one line;
* every board is accounted for: each claim and each board error has its own record, no
  more records than boards read;
* read in parts (as a big file is), it gives exactly what it gives read whole;
* every tenth file also goes through the batch worker (the DD check): one line per claim
  and per error, nothing raised.

The default run mutates a few hundred copies; ``-m slow`` runs 5,000.
"""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import pytest

from adjudicator.batch import CheckOptions, FileTask, check_event_file, content_digest
from adjudicator.io.events import READER_FAILURE, event_files, read_event
from adjudicator.io.parts import read_event_part, read_part_bytes, scan_event_file

SEED = 20_261_201
#: 100 by default (the default run kept under a minute on 2 cores, issue 9), thousands
#: under -m slow
DEFAULT_MUTATIONS = 100
SLOW_MUTATIONS = 5_000
#: The worker's DD check rules a revoke board too; a mutated board whose play holds a
#: revoke could spend the default budget (12M nodes, about 5 s) without completing.  What
#: is checked here (a line for every board, no exception escaping) holds at any budget.
WORKER_CHECK = CheckOptions(normal=False, budget_ms=20)
SOURCES = 60  # real files the mutations start from

HOSTILE = [
    "²",
    "٣",
    "３",
    "9" * 4301,
    "-1",
    "\x1b[31m",
    "\u202e",
    '=HYPERLINK("x")',
    "+cmd|' /C calc'!A0",
    "@SUM(1)",
    "\t",
    "\r",
    "\n",
    "\n\n",
    "{",
    "}",
    "[",
    "]",
    '"',
    "|",
    "#",
    "%",
    ";",
    "*",
    "+",
    "-",
    "^R",
    "\x00",
    "\x7f",
    "\ufeff",
    "mc|",
    "qx|o1|",
    "md|",
    "pc|",
    '[Board "',
    '[Play "W"]\n',
    "ah|Board ",
    "\\",
]


@pytest.fixture(scope="module")
def sources(events_dir: Path) -> list[Path]:
    """Real files of every kind: PBN and LIN, one board and many (most LIN files hold
    one board, so each kind is drawn on its own), up to 120 kB."""
    files = [path for path in event_files([events_dir]) if path.stat().st_size < 120_000]
    kinds = [
        [p for p in files if p.suffix.lower() == ".pbn"],
        [p for p in files if p.suffix.lower() == ".lin" and p.stat().st_size > 4_000],
        [p for p in files if p.suffix.lower() == ".lin" and p.stat().st_size <= 4_000],
    ]
    rng = random.Random(SEED)
    return sorted(path for kind in kinds for path in rng.sample(kind, min(SOURCES // 3, len(kind))))


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One random kind of damage (or two), chosen by ``rng``."""
    for _ in range(rng.choice((1, 1, 2))):
        data = rng.choice(MUTATIONS)(data, rng)
    return data


def _at(data: bytes, rng: random.Random) -> int:
    return rng.randrange(len(data) + 1)


def _flip(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if out:
            out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def _insert(data: bytes, rng: random.Random) -> bytes:
    at = _at(data, rng)
    return data[:at] + rng.choice(HOSTILE).encode("utf-8") + data[at:]


def _delete(data: bytes, rng: random.Random) -> bytes:
    at = _at(data, rng)
    return data[:at] + data[at + rng.randint(1, 400) :]


def _repeat(data: bytes, rng: random.Random) -> bytes:
    at = _at(data, rng)
    span = data[at : at + rng.randint(1, 2000)]
    return data[:at] + span * rng.randint(2, 14) + data[at:]


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: _at(data, rng)]


def _numbers(data: bytes, rng: random.Random) -> bytes:
    """Replace some digit runs by hostile numbers."""
    out = bytearray()
    for part in _digit_runs(data):
        if part[:1].isdigit() and rng.random() < 0.2:
            out += rng.choice(["²", "٣", "３", "9" * 4301, "-1", "0", "14", "99"]).encode()
        else:
            out += part
    return bytes(out)


def _digit_runs(data: bytes) -> list[bytes]:
    parts: list[bytes] = []
    current = bytearray()
    for byte in data:
        digit = 48 <= byte <= 57
        if current and (48 <= current[-1] <= 57) != digit:
            parts.append(bytes(current))
            current = bytearray()
        current.append(byte)
    if current:
        parts.append(bytes(current))
    return parts


def _braces(data: bytes, rng: random.Random) -> bytes:
    at = _at(data, rng)
    return data[:at] + b"{" * rng.randint(100, 20_000) + data[at:]


def _encoding(data: bytes, rng: random.Random) -> bytes:
    kind = rng.choice(("utf-16", "gzip", "latin-1"))
    if kind == "gzip":
        return gzip.compress(data)
    text = data.decode("utf-8", errors="replace")
    return text.encode(kind, errors="replace")


def _lines(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    if len(lines) > 2:
        a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[a], lines[b] = lines[b], lines[a]
    return b"\n".join(lines)


MUTATIONS = (
    _flip,
    _insert,
    _insert,
    _delete,
    _repeat,
    _truncate,
    _numbers,
    _numbers,
    _braces,
    _encoding,
    _lines,
)


def summary(reading) -> tuple:
    claims = sorted(
        (c.board or 0, str(c.table), c.index, c.claimed_total, c.position.pbn(), c.tricks_won)
        for c in reading.claims
    )
    errors = sorted((e.board or 0, str(e.table), e.index, e.reason) for e in reading.errors)
    return claims, errors, reading.boards_read


def check_one(path: Path, worker: bool) -> None:
    reading = read_event(path)
    for error in reading.errors:
        assert "\n" not in str(error) and "\r" not in str(error), error
        assert not error.reason.startswith(READER_FAILURE), error  # an exception, caught
    records = [c.index for c in reading.claims] + [e.index for e in reading.errors if e.index]
    assert len(records) == len(set(records)), "a board reported twice"
    assert len(records) <= reading.boards_read
    scan = scan_event_file(path, 2_000)
    if scan.parts:
        parts = [
            read_event_part(str(path), read_part_bytes(path, part), part) for part in scan.parts
        ]
        claims, errors, boards = zip(*(summary(part) for part in parts), strict=True)
        whole = summary(reading)
        assert sorted(sum(claims, [])) == whole[0]
        assert sorted(sum(errors, [])) == whole[1]
        assert sum(boards) == whole[2]
    if worker:
        data = path.read_bytes()
        task = FileTask(str(path), content_digest(data), size=len(data))
        result = check_event_file(task, WORKER_CHECK)
        # a line per claim, per error and (issue 13) per board whose play holds a revoke
        assert len(result["rows"]) == len(reading.claims) + len(reading.errors) + len(
            reading.revokes
        )
        reasons = [row.get("reason") or "" for row in result["rows"]]
        assert not [r for r in reasons if r.startswith(("check failed", "reading the file"))]


def fuzz(sources: list[Path], tmp_path: Path, count: int) -> None:
    rng = random.Random(SEED)
    for number in range(count):
        source = rng.choice(sources)
        data = mutate(source.read_bytes(), rng)
        path = tmp_path / f"m{number % 50}{source.suffix}"
        path.write_bytes(data)
        try:
            check_one(path, worker=number % 10 == 0)
        except AssertionError as failure:
            raise AssertionError(f"mutation {number} of {source.name}: {failure}") from None


def test_mutated_files_never_escape_and_every_board_is_accounted_for(sources, tmp_path):
    fuzz(sources, tmp_path, DEFAULT_MUTATIONS)


@pytest.mark.slow
def test_five_thousand_mutated_files(sources, tmp_path):
    fuzz(sources, tmp_path, SLOW_MUTATIONS)
