"""What a batch checks, and how: the options, and the event files cut into tasks.

**The unit of work is one event file, or one part of a big one.**  A worker reads the
file (or its part) and checks every claim in it, so tasks are few and cheap to ship, and
every board is accounted for by the worker that read it.  The planner reads each file
once, as a stream (:func:`adjudicator.io.parts.scan_event_file`): its content hash, and
for a big file the places it can be cut so that each part reads on its own exactly as
the whole file does.  A part is at most :data:`PART_BYTES` of text, so a worker's memory
does not grow with the file (a 50 MB event is fifty parts of a megabyte, each a few tens
of megabytes to read and check).  Files with the same content are checked once and
reported under each name.

Inputs that are not regular files -- ``/dev/stdin`` with a pipe behind it, a FIFO, a
device -- can be read only once: the planner reads them (at most
:data:`MAX_STREAM_BYTES`, and no further than the first NUL byte, which makes the input
binary data) into a file of the run's own folder, and the workers read that copy.
"""

from __future__ import annotations

import hashlib
import stat
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from adjudicator.batch.results import RowKey
from adjudicator.io.events import event_files
from adjudicator.io.parts import EventPart, read_part_bytes, scan_event_file
from adjudicator.laws.claims.class_of_player import ClassMap

#: A file of more than this many bytes is cut into parts ...
SHARE_BYTES = 48_000
#: ... into this many while they stay small (spreading one event over the workers) ...
MAX_SHARES = 8
#: ... and into parts of at most about this many bytes when it is big (a worker's memory).
PART_BYTES = 1 << 20
#: The most read from a pipe or a device (``/dev/zero`` would never end).
MAX_STREAM_BYTES = 256 << 20


@dataclass(frozen=True)
class CheckOptions:
    """How every claim is checked.

    ``normal`` runs the law's normal-line test (Law 70A's worst normal line) besides the
    double-dummy check; without it only DDS is asked.  ``budget_ms`` bounds each claim's
    normal-line searches (the CPU time of the worker's searching thread, so that other
    jobs on the machine do not use it up; None: the ruling's default); a claim that hits it
    is reported undecided with bounds.  ``lang`` is the
    language of the ruling texts kept for claims whose ruling changes the table result.
    ``classes`` says which class of player each claim is judged for (by default the
    event's name decides: expert for a championship, else club).
    """

    normal: bool = True
    budget_ms: float | None = None
    lang: str = "en"
    classes: ClassMap = ClassMap()
    #: the claims' node budget for the whole run: ``budget_ms`` in the nodes the planning
    #: process searches in that CPU time (set by ``check_events``; an ``--out`` file's
    #: header keeps it, so a resumed run and every worker rule at one budget)
    node_budget: int | None = None

    @property
    def test(self) -> str:
        """The name of the test, written in every line: ``normal`` or ``dd``."""
        return "normal" if self.normal else "dd"

    @property
    def budget(self) -> float | None:
        """The budget that matters for the results (none for the DD check)."""
        return self.budget_ms if self.normal else None

    @property
    def class_map(self) -> str:
        """The class map as written in every line of the normal test ("" when the event
        names decide); an ``--out`` file holds the lines of one map (its header says
        which), so a rerun with another map needs another ``--out``."""
        return self.classes.key if self.normal else ""

    def header_options(self) -> dict[str, object]:
        """The options an ``--out`` header records (lines under others do not mix)."""
        return {
            "test": self.test,
            "budget_ms": self.budget,
            "lang": self.lang,
            "class_map": self.class_map,
        }


@dataclass(frozen=True)
class FileTask:
    """One event file (or one part of it) to check: its name, its content hash, and the
    boards whose lines are already in the output (``board_key`` values, not redone).

    ``source`` is where to read it when that is not ``path`` (the run's copy of a pipe);
    ``content`` carries the bytes (the part's bytes for a part) to workers that do not
    share our disk (a Dask cluster).  ``part`` is the part of a big file this task reads,
    ``share`` its number among ``shares``; ``stamp`` (size, modification time) lets a
    worker reading a part from disk notice a file changed since it was planned.
    ``problem`` is why the input cannot be read at all.  ``size`` (bytes) orders the
    work, biggest first, and measures progress."""

    path: str
    sha256: str
    done: frozenset[RowKey] = frozenset()
    content: bytes | None = None
    share: int = 0
    shares: int = 1
    size: int = 0
    part: EventPart | None = None
    source: str | None = None
    stamp: tuple[int, int] | None = None
    problem: str | None = None

    @property
    def weight(self) -> float:
        return float(max(self.size, 1))

    @property
    def share_text(self) -> str:
        """`` (part 2 of 8)`` for a part of a big file, else nothing."""
        return f" (part {self.share + 1} of {self.shares})" if self.shares > 1 else ""

    @property
    def where(self) -> str:
        """Where the worker reads the file."""
        return self.source or self.path


def content_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def part_bytes(size: int) -> int:
    """The size of the parts a file of ``size`` bytes is cut into."""
    return min(PART_BYTES, max(SHARE_BYTES, -(-size // MAX_SHARES)))


def shares_for(size: int) -> int:
    """About how many tasks a file of ``size`` bytes becomes (parts are cut at board
    boundaries, so the count is approximate)."""
    return max(1, -(-size // part_bytes(size))) if size > SHARE_BYTES else 1


@dataclass
class Plan:
    """The tasks of a batch, and what the reports need to put results back together:
    the files in the order given, the content hash of each, and the files whose content
    repeats an earlier one (checked once, reported and written under each name)."""

    files: list[str]
    tasks: list[FileTask]
    copies: dict[str, list[str]]  # first path -> later paths with the same content
    hashes: dict[str, str]  # path -> content hash

    @property
    def running_order(self) -> list[FileTask]:
        """Biggest tasks first: the long files start while the short ones fill in."""
        return sorted(self.tasks, key=lambda task: -task.weight)

    def with_done(self, done: dict[str, frozenset[RowKey]]) -> Plan:
        """The same plan, each task knowing the places of its file already done."""
        tasks = [replace(task, done=done.get(task.sha256, frozenset())) for task in self.tasks]
        return Plan(self.files, tasks, self.copies, self.hashes)


def plan(
    paths: Iterable[str | Path],
    options: CheckOptions,
    done: dict[str, frozenset[RowKey]] | None = None,
    ship_content: bool = False,
    spool: str | Path | None = None,
) -> Plan:
    """The tasks for the event files named by ``paths``.  ``done`` gives, by content
    hash, the places already checked; ``spool`` is a folder where inputs that can be read
    only once (pipes, devices) are copied (without one they are read as they are)."""
    batch_plan = Plan([], [], {}, {})
    first_with: dict[str, str] = {}
    for number, path in enumerate(dict.fromkeys(str(p) for p in event_files(paths))):
        batch_plan.files.append(path)
        tasks = _tasks_for(path, number, ship_content, spool)
        sha = tasks[0].sha256
        batch_plan.hashes[path] = sha
        if sha in first_with and tasks[0].size and not tasks[0].problem:
            batch_plan.copies.setdefault(first_with[sha], []).append(path)
            continue
        first_with[sha] = path
        batch_plan.tasks += tasks
    return batch_plan.with_done(done or {})


def _tasks_for(
    path: str, number: int, ship_content: bool, spool: str | Path | None
) -> list[FileTask]:
    """One file's tasks: the whole file, or one per part of a big one."""
    source, problem = path, None
    try:
        if spool is not None and not _is_regular(path):
            source, problem = _spooled(path, Path(spool) / f"input-{number}{Path(path).suffix}")
        info = Path(source).stat()
        scan = scan_event_file(source, part_bytes(info.st_size))
    except OSError:
        # the worker says why it cannot read the file
        return [FileTask(path, content_digest(b""), source=_other(source, path))]
    stamp = (info.st_size, info.st_mtime_ns)
    if not scan.parts or problem:
        content = Path(source).read_bytes() if ship_content and not problem else None
        return [
            FileTask(
                path,
                scan.sha256,
                content=content,
                size=scan.size,
                source=_other(source, path),
                stamp=stamp,
                problem=problem,
            )
        ]
    return [
        FileTask(
            path,
            scan.sha256,
            share=share,
            shares=len(scan.parts),
            size=part.end - part.start,
            part=part,
            source=_other(source, path),
            stamp=stamp,
            content=read_part_bytes(source, part) if ship_content else None,
        )
        for share, part in enumerate(scan.parts)
    ]


def _other(source: str, path: str) -> str | None:
    return None if source == path else source


def _is_regular(path: str) -> bool:
    try:
        return stat.S_ISREG(Path(path).stat().st_mode)
    except OSError:
        return True  # missing or unreadable: the worker says so


def _spooled(path: str, copy: Path) -> tuple[str, str | None]:
    """Copy a pipe or device into ``copy``, reading it once; (the copy, why it cannot be
    read whole) -- the second is None when all of it was read."""
    problem = None
    size = 0
    with open(path, "rb") as stream, copy.open("wb") as out:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            out.write(chunk)
            size += len(chunk)
            if b"\x00" in chunk:
                break  # binary data: the worker says so; reading further is pointless
            if size > MAX_STREAM_BYTES:
                problem = (
                    f"more than {MAX_STREAM_BYTES >> 20} MB read from this pipe or "
                    f"device: not an event file, or too big to check this way"
                )
                break
    return str(copy), problem
