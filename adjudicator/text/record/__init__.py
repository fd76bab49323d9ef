"""The ruling record: a self-contained, versioned JSON of a ruling that a committee can
file and anyone can make again (``docs/ruling-record.md``).

* :mod:`.write` — a :class:`~adjudicator.laws.claims.ruling.Ruling` as its record
  (:func:`ruling_record`), and ``adjudicate claim --format json`` (:func:`claim_json`);
* :mod:`.read` — a record read back into the claim it was made on (:func:`replay_request`),
  every fault a :class:`RecordError` naming the field;
* :mod:`.replay` — the ruling made again and compared field by field (:func:`replay`);
* :mod:`.encode` — the spelling of cards, seats, tricks and findings in the record.

The JSON Schema ships as ``adjudicator/text/schemas/ruling-record.schema.json``
(:func:`record_schema`).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from adjudicator.text.record.encode import finding_json, line_json
from adjudicator.text.record.read import RecordError, ReplayRequest, load_record, replay_request
from adjudicator.text.record.replay import Replay, differences, replay
from adjudicator.text.record.write import (
    RECORD_SCHEMA,
    RECORD_VERSION,
    claim_json,
    ruling_record,
    tool_version,
)


def record_schema() -> dict[str, Any]:
    """The JSON Schema of the record (draft 2020-12), as shipped with the package."""
    schema = resources.files("adjudicator.text.schemas").joinpath("ruling-record.schema.json")
    return json.loads(schema.read_text("utf-8"))


__all__ = [
    "RECORD_SCHEMA",
    "RECORD_VERSION",
    "RecordError",
    "Replay",
    "ReplayRequest",
    "claim_json",
    "differences",
    "finding_json",
    "line_json",
    "load_record",
    "record_schema",
    "replay",
    "replay_request",
    "ruling_record",
    "tool_version",
]
