"""The command's start-up (issue 31): ``adjudicate --help`` and ``adjudicate score``
and ``adjudicate claim --help`` should answer in under 0.3 s on an idle machine — only the
sub-command run is imported (``adjudicator.cli.COMMANDS``), endplay without its dealer and
matplotlib (``adjudicator._endplay``), the catalog without the types of the layers below
(imported when a message names one), the claim's rows without the search (the functions
that read and rule a claim import it).

Run:  python -m pytest benchmarks/bench_startup.py --benchmark-columns=min,median,max

Each round is a new Python process, as a director's shell starts it; the bare
interpreter's own start-up is timed beside them, to read the numbers against.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from places import REPO

COMMANDS = {
    "python": [sys.executable, "-c", "pass"],
    "help": [sys.executable, "-m", "adjudicator", "--help"],
    "score": [
        sys.executable,
        "-m",
        "adjudicator",
        "score",
        "4SX",
        "S",
        "--vul",
        "NS",
        "--tricks",
        "8",
    ],
    "score-help": [sys.executable, "-m", "adjudicator", "score", "--help"],
    "claim-help": [sys.executable, "-m", "adjudicator", "claim", "--help"],
}


@pytest.mark.parametrize("name", list(COMMANDS))
def test_start_up(benchmark, name: str) -> None:
    def run() -> None:
        subprocess.run(COMMANDS[name], cwd=REPO, check=True, stdout=subprocess.DEVNULL)

    benchmark.pedantic(run, rounds=5, iterations=1, warmup_rounds=1)
