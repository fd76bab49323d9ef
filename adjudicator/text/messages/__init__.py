"""The message catalog's entries, one file per subject.

Each file holds a ``MESSAGES`` dict (key -> {language: template});
:mod:`adjudicator.text.catalog` assembles them into one table (a key written in two files
stops the import) and holds the functions that fill the templates.  An entry is written
by hand in English (``en``) and Simplified Chinese (``zh``); Traditional Chinese is
derived from ``zh`` by :func:`adjudicator.core.script.traditional`.
tests/unit/test_catalog.py checks every entry (docs/architecture.md, "How to add a
language").
"""

from adjudicator.text.messages import (
    adjust,
    batch,
    candidates,
    check,
    cli,
    common,
    concessions,
    echoes,
    errors,
    findings,
    report,
    revokes,
    ruling,
    web,
    weights,
)

#: The files, in the order the catalog assembles them.
FILES: tuple[tuple[str, dict[str, dict[str, str]]], ...] = (
    ("findings", findings.MESSAGES),
    ("concessions", concessions.MESSAGES),
    ("ruling", ruling.MESSAGES),
    ("weights", weights.MESSAGES),
    ("revokes", revokes.MESSAGES),
    ("common", common.MESSAGES),
    ("echoes", echoes.MESSAGES),
    ("cli", cli.MESSAGES),
    ("check", check.MESSAGES),
    ("adjust", adjust.MESSAGES),
    ("candidates", candidates.MESSAGES),
    ("report", report.MESSAGES),
    ("batch", batch.MESSAGES),
    ("web", web.MESSAGES),
    ("errors", errors.MESSAGES),
)
