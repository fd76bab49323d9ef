"""The progress line of a batch on a terminal."""

from __future__ import annotations

import sys
import time
from typing import IO

from adjudicator.text.check_text import progress_text


class Progress:
    """One line on standard error, redrawn at most five times a second: files done,
    claims checked, their rate, and the time left.  Silent when stderr is not a
    terminal (a log file or a pipe gets no control characters).

    The time left is estimated from the bytes of event files done, not the number of
    files: big files go first, and a file count would promise too much too early."""

    def __init__(
        self,
        total_files: int = 0,
        stream: IO[str] | None = None,
        enabled: bool | None = None,
        total_work: float = 0.0,
        lang: str = "en",
    ) -> None:
        self.stream = stream or sys.stderr
        self.lang = lang
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = total_files
        self.total_work = total_work or float(total_files)
        self.files = self.claims = 0
        self.work = 0.0
        self.started = time.monotonic()
        self._drawn = 0.0

    def advance(self, claims: int, files: int = 1, work: float | None = None) -> None:
        self.files += files
        self.claims += claims
        self.work += files if work is None else work
        now = time.monotonic()
        if self.enabled and (now - self._drawn >= 0.2 or self.files == self.total):
            self._drawn = now
            self.stream.write("\r" + self.text(now) + "\x1b[K")
            self.stream.flush()

    def text(self, now: float) -> str:
        elapsed = max(now - self.started, 1e-9)
        rate = self.claims / elapsed
        share = min(self.work / self.total_work, 1.0) if self.total_work else 0.0
        eta = elapsed / share * (1 - share) if share else 0.0
        width = 20
        filled = int(width * share)
        bar = "#" * filled + "-" * (width - filled)
        return f"[{bar}] " + progress_text(
            self.files, self.total, self.claims, rate, _clock(eta), self.lang
        )

    def close(self) -> None:
        if self.enabled and self.files:
            self.stream.write("\n")
            self.stream.flush()


def _clock(seconds: float) -> str:
    minutes, secs = divmod(int(round(seconds)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
