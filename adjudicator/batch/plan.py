"""What a batch checks, and how: the options, and the event files cut into tasks.

**The unit of work is one event file.**  A worker reads the file and checks every claim
in it, so tasks are few and cheap to ship, and every board of a file is accounted for by
the same worker.  A big file is split into *shares* of its claims, so that one long
event does not keep a single worker busy while the others idle.  Files with the same
content are checked once and reported under each name.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from adjudicator.batch.results import Row, RowKey, board_key, rows_by_file
from adjudicator.io.events import event_files
from adjudicator.laws.class_of_player import ClassMap

#: A file of more than this many bytes is split into shares of its claims ...
SHARE_BYTES = 48_000
#: ... into at most this many.
MAX_SHARES = 8


@dataclass(frozen=True)
class CheckOptions:
    """How every claim is checked.

    ``normal`` runs the law's normal-line test (Law 70A's worst normal line) besides the
    double-dummy check; without it only DDS is asked.  ``budget_ms`` bounds each claim's
    normal-line search (turned into a node budget, so the answer does not depend on the
    machine); a claim that hits it is reported undecided with bounds.  ``lang`` is the
    language of the ruling texts kept for claims whose ruling changes the table result.
    ``classes`` says which class of player each claim is judged for (by default the
    event's name decides: expert for a championship, else club).
    """

    normal: bool = True
    budget_ms: float | None = None
    lang: str = "en"
    classes: ClassMap = ClassMap()

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
        names decide), so that a rerun with another map checks the claims again."""
        return self.classes.key if self.normal else ""

    def done_by_file(self, done: dict[RowKey, Row]) -> dict[str, list[Row]]:
        """The lines of ``done`` that this test (budget and class map) wrote, by file
        content hash."""
        same = {key: row for key, row in done.items()
                if row.get("class_map", "") == self.class_map}
        return rows_by_file(same, self.test, self.budget)


@dataclass(frozen=True)
class FileTask:
    """One event file to check: where it is, its content hash, and the boards whose
    lines are already in the output (``board_key`` values) and must not be redone.

    ``content`` carries the file's bytes to workers that do not share our disk (a Dask
    cluster); local workers read ``path`` themselves.

    A big file is split into ``shares``: share *k* checks the file's claims number *k*,
    *k + shares*, ... (the file's errors and board count come with share 0).  ``size``
    (bytes) orders the work, biggest first, and measures progress."""

    path: str
    sha256: str
    done: frozenset[RowKey] = frozenset()
    content: bytes | None = None
    share: int = 0
    shares: int = 1
    size: int = 0

    @property
    def weight(self) -> float:
        return max(self.size, 1) / self.shares

    @property
    def share_text(self) -> str:
        """`` (share 2 of 8)`` for a share of a big file, else nothing."""
        return f" (share {self.share + 1} of {self.shares})" if self.shares > 1 else ""


def content_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def shares_for(size: int) -> int:
    """How many tasks a file of ``size`` bytes becomes (big events hold many claims)."""
    return max(1, min(MAX_SHARES, -(-size // SHARE_BYTES)))


@dataclass
class Plan:
    """The tasks of a batch, and what the reports need to put results back together:
    the files in the order given, and the files whose content repeats an earlier one
    (checked once, reported under both names, written once to the output)."""

    files: list[str]
    tasks: list[FileTask]
    copies: dict[str, list[str]]  # first path -> later paths with the same content

    @property
    def running_order(self) -> list[FileTask]:
        """Biggest shares first: the long files start while the short ones fill in."""
        return sorted(self.tasks, key=lambda task: -task.weight)


def plan(paths: Iterable[str | Path], options: CheckOptions,
         done: dict[RowKey, Row], ship_content: bool = False) -> Plan:
    """The tasks for the event files named by ``paths``, with the boards already done."""
    done_by_file = {sha: frozenset(board_key(row) for row in rows)
                    for sha, rows in options.done_by_file(done).items()}
    batch_plan = Plan([], [], {})
    first_with: dict[str, str] = {}
    for path in dict.fromkeys(str(p) for p in event_files(paths)):
        batch_plan.files.append(path)
        try:
            data = Path(path).read_bytes()
        except OSError:
            data = b""  # the worker reports why it cannot read the file
        sha = content_digest(data)
        if sha in first_with and data:
            batch_plan.copies.setdefault(first_with[sha], []).append(path)
            continue
        first_with[sha] = path
        shares = shares_for(len(data))
        batch_plan.tasks += [
            FileTask(path, sha, done_by_file.get(sha, frozenset()),
                     data if ship_content else None, share, shares, len(data))
            for share in range(shares)
        ]
    return batch_plan
