"""The search engine's Python face (docs/architecture.md, "engine").

Three modules, each importing only those before it:

* :mod:`.types` — what a search is asked and answers, and the ``Session`` whose searches
  share tables and one budget (no native code: the text layer reads these alone);
* :mod:`.conversions` — cards, masks, positions and restrictions to the native form,
  validated with messages naming the seat or card, and 70E's shown-out mask;
* :mod:`.calls` — ``double_dummy``, ``search``, ``outcomes``, ``explain``: the only module
  that imports ``adjudicator.engine._native``, loaded on first use of one of its names.

:mod:`.clock` measures the engine's speed and turns a time budget into nodes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from adjudicator.engine.conversions import card_index, card_mask, index_card, shown_out_mask
from adjudicator.engine.types import (
    DEFAULT_BUDGET,
    UNLIMITED,
    Bounds,
    EngineError,
    LineStep,
    NotNormal,
    Outcomes,
    Phase,
    Restriction,
    Rule,
    SearchResult,
    SearchStats,
    Session,
)

if TYPE_CHECKING:
    from adjudicator.engine.calls import (
        double_dummy,
        double_dummy_tricks,
        explain,
        forget_tables,
        outcomes,
        release_tables,
        search,
    )

__all__ = [
    "DEFAULT_BUDGET",
    "UNLIMITED",
    "EngineError",
    "Rule",
    "Phase",
    "Restriction",
    "NotNormal",
    "LineStep",
    "SearchResult",
    "SearchStats",
    "Session",
    "Bounds",
    "Outcomes",
    "double_dummy",
    "double_dummy_tricks",
    "search",
    "outcomes",
    "explain",
    "forget_tables",
    "release_tables",
    "card_mask",
    "card_index",
    "index_card",
    "shown_out_mask",
]

#: The names :mod:`.calls` gives, loaded (with the native module) when first asked for.
_CALLS = frozenset(
    {
        "double_dummy",
        "double_dummy_tricks",
        "search",
        "outcomes",
        "explain",
        "forget_tables",
        "release_tables",
    }
)


def __getattr__(name: str) -> Any:
    if name in _CALLS:
        value = getattr(importlib.import_module("adjudicator.engine.calls"), name)
        globals()[name] = value  # asked once: later lookups (and monkeypatching) see it
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _CALLS)
