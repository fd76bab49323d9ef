"""Issue 31 items 1 and 2: every ruling record the README and the docs make with
``adjudicate claim --format json`` re-opens on the page (``POST /api/replay``) and is
reproduced exactly, the Law 12C3 simulation running inside the web worker (no pool of
processes started from a daemonic worker)."""

from __future__ import annotations

import json
import time

import pytest

from adjudicator.cli import main

from places import EXAMPLES

testclient = pytest.importorskip(
    "starlette.testclient",
    reason="the web extra is not installed (pip install 'adjudicator[web]' httpx)",
)

from adjudicator.web.app import Settings, create_app  # noqa: E402
from adjudicator.web.request import Limits  # noqa: E402

#: The README's and docs' ``--format json`` commands (those runnable from the checkout).
README_RECORDS = [
    [str(EXAMPLES / "forgotten-trump.pbn"), "--board", "1"],
    [
        "--hands",
        "N:.43.. .Q5.. .AJ.. 32...",
        "--trump",
        "NT",
        "--lead",
        "N",
        "--claimer",
        "S",
        "--claims",
        "2",
        "--shown-out",
        "W:H",
    ],
]


@pytest.fixture(scope="module")
def client():
    app = create_app(Settings(Limits(), workers=2))
    with testclient.TestClient(app) as started:
        yield started


@pytest.mark.parametrize("options", README_RECORDS, ids=["event-file", "typed-in"])
@pytest.mark.parametrize(
    "extra",
    [[], ["--weights", "sixths"], ["--layouts", "200"]],
    ids=["default", "weights", "layouts"],
)
def test_a_command_record_reopens_on_the_page(client, capsys, options, extra) -> None:
    assert main(["claim", *options, *extra, "--format", "json"]) == 0
    record = json.loads(capsys.readouterr().out)
    answer = client.post("/api/replay", json={"record": record})
    assert answer.status_code == 200, answer.text
    again = answer.json()
    assert again["differences"] == [] and again["reproduced"] is True


#: test_claim_weighting's three-card guess between two aces, under a rule set that weights.
DISCARD_GUESS = {
    "hands": "N:.AQ2.. ..K.KQ .3.A.A .K7.Q.",
    "trump": "S",
    "lead": "W",
    "claimer": "S",
    "claims": 3,
    "contract": "4S",
    "declarer": "S",
    "vul": "NS",
    "won": [7, 3],
    "rules": "ebu",
}


def test_a_simulation_is_bounded_by_the_deadline_in_its_worker() -> None:
    """100,000 layouts cannot be simulated in 250 ms: the worker stops at the deadline and
    says so (503, the key at fault), and stays to answer the next request at once."""
    app = create_app(Settings(Limits(), workers=1))
    with testclient.TestClient(app) as one_worker:
        assert (
            one_worker.post("/api/rule", json=DISCARD_GUESS | {"layouts": 0}).status_code == 200
        )  # the server's own first reading of a claim (imports) is done
        started = time.monotonic()
        overran = one_worker.post(
            "/api/rule", json=DISCARD_GUESS | {"layouts": 100_000, "budget_ms": 250}
        )
        assert overran.status_code == 503 and overran.json()["key"] == "budget_ms"
        assert "fewer layouts" in overran.json()["error"]
        assert time.monotonic() - started < 5  # far less than the simulation would take
        started = time.monotonic()
        again = one_worker.post("/api/rule", json=DISCARD_GUESS | {"layouts": 0})
        assert again.status_code == 200 and again.json()["awarded"] == 1
        assert time.monotonic() - started < 5  # the same worker: none was started again


def test_an_archive_that_leaves_out_tags_gives_both_tables(client, tmp_path) -> None:
    """Issue 31 item 9 on the page: the closed room's claim, its tags carried over from
    the open room's game, is offered, and the page says once how the file was read."""
    from test_pbn_carry import archive

    text = archive(tmp_path).read_text(encoding="utf-8")
    reading = client.post(
        "/api/event", json={"name": "archive.pbn", "text": text, "lang": "zh"}
    ).json()
    assert [(c["board"], c["table"]) for c in reading["claims"]] == [(1, "Open"), (1, "Closed")]
    assert {c["event"] for c in reading["claims"]} == {"adjudicator example"}
    (note,) = reading["notes"]
    assert note.startswith("archive.pbn：省略了[Board]") and "自第2局起" in note


FORGOTTEN = {
    "hands": "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.",
    "trump": "S",
    "lead": "S",
    "claimer": "S",
    "claims": 4,
}


def test_the_smaller_faults_of_the_api(client) -> None:
    """Issue 31 item 8: deep JSON is a JSON 400, not a plain-text 500; a whole number
    typed as text is taken; a bad struck point names its key."""
    for body in ("[" * 100_000, '{"record": ' + "[" * 500 + "]" * 500 + "}"):
        deep = client.post("/api/replay", content=body)
        assert deep.status_code == 400 and "nested too deeply" in deep.json()["error"]
    assert client.post("/api/rule", json=FORGOTTEN | {"claims": "4"}).json()["awarded"] == 3
    bad = client.post("/api/rule", json=FORGOTTEN | {"not_normal": ["x"]})
    assert bad.status_code == 422 and bad.json()["key"] == "not_normal"
    assert bad.json()["error"].startswith("not_normal: ")
    # North holds 3 of 4: North is the hand at fault, not East
    short = client.post("/api/rule", json=FORGOTTEN | {"hands": "N:4.87.. J.54.J. Q.AKQ.. .JT9.Q."})
    assert (
        short.status_code == 422
        and short.json()["error"] == "hands: North holds 3 cards, expected 4"
    )
