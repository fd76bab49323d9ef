"""The director's page under load (issue 14): 20 rulings asked for at once.

Run:  python -m pytest benchmarks/bench_web.py -s --benchmark-columns=min,max,mean

``adjudicate serve`` is started as a user starts it (two worker processes, one per core
of the project's machines); twenty clients each post a claim to ``/api/rule`` at the same
moment with the default settings (no ``budget_ms``: the server's default budget, and the
Law 12C3 simulation only where the rule set uses it, issue 31).  Every one must be
answered 200 — ruled, or undecided with bounds when its search ran short — within its
budget as the client measures it (the time spent waiting for a free worker counts).
The benchmark records the wall time of the burst and prints each answer's time; it is
one round on a shared machine, so read the numbers as a guide.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip(
    "uvicorn", reason="the web extra is not installed (pip install 'adjudicator[web]')"
)

#: Claims typed in at the table: the README's forgotten trump, and its 70E position.
CLAIMS = (
    {
        "hands": "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.",
        "trump": "S",
        "lead": "S",
        "claimer": "S",
        "claims": 4,
        "contract": "4S",
        "declarer": "S",
        "won": [6, 3],
    },
    {
        "hands": "N:.43.. .Q5.. .AJ.. 32...",
        "trump": "NT",
        "lead": "N",
        "claimer": "S",
        "claims": 2,
        "shown_out": ["W:H"],
    },
)
CLIENTS = 20
#: The server's default budget (web.request.Limits.budget_ms): the requests give none.
BUDGET_MS = 5_000


@pytest.fixture(scope="module")
def server():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "adjudicator", "serve", "--port", str(port), "--workers", "2"],
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(360):
        try:
            urllib.request.urlopen(url + "/", timeout=5).close()
            break
        except OSError:
            time.sleep(0.5)
    yield url
    process.terminate()
    process.wait(timeout=30)


def ask(url: str, number: int) -> tuple[int, float, str]:
    body = json.dumps(CLAIMS[number % len(CLAIMS)]).encode()
    request = urllib.request.Request(
        url + "/api/rule", data=body, headers={"Content-Type": "application/json"}
    )
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=BUDGET_MS / 1000 + 30) as answer:
            kind = json.loads(answer.read())["ruling"]["kind"]
            status = answer.status
    except urllib.error.HTTPError as refused:
        status, kind = refused.code, json.loads(refused.read())["error"]
    return status, (time.perf_counter() - started) * 1000, kind


def test_twenty_concurrent_rulings_answer_within_their_budget(benchmark, server) -> None:
    def burst() -> list[tuple[int, float, str]]:
        with ThreadPoolExecutor(CLIENTS) as clients:
            return list(clients.map(lambda n: ask(server, n), range(CLIENTS)))

    answers = benchmark.pedantic(burst, rounds=1, iterations=1)
    for status, elapsed, kind in sorted(answers, key=lambda a: a[1]):
        print(f"  {status} {elapsed:8.0f} ms  {kind}")
    assert [status for status, _, _ in answers] == [200] * CLIENTS
    assert max(elapsed for _, elapsed, _ in answers) <= BUDGET_MS
