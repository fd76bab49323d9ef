"""Batch lines as comparable text, for tests that compare two runs of ``check``."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any


def canon(rows: Iterable[dict[str, Any]]) -> list[str]:
    """Lines as comparable text: everything but what differs by nature between two runs
    — the time they took (the line's, and its ruling record's since row version 2), and
    the record's node budget, which is the time budget in the nodes the ruling process
    measured it searches (engine.clock.nodes_per_ms)."""
    out = []
    for row in rows:
        row = {k: v for k, v in row.items() if k != "elapsed_ms"}
        if "record" in row:
            record = dict(row["record"])
            ruling = {k: v for k, v in record["ruling"].items() if k != "elapsed_ms"}
            if isinstance(ruling.get("search"), dict):
                ruling["search"] = {k: v for k, v in ruling["search"].items() if k != "node_budget"}
            record["ruling"] = ruling
            row["record"] = record
        out.append(json.dumps(row, sort_keys=True, ensure_ascii=False))
    return sorted(out)
