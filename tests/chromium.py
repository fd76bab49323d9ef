"""Headless Chromium for the browser tests (the committee and batch reports, the
director's page): the distribution's Chromium driven by Playwright, or a skip that says
what to install."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from adjudicator.text.pdf import chromium_path


def launched_chromium(artifacts: Path, label: str) -> Iterator[Any]:
    """A running Chromium for a module's tests (a fixture's body); the screenshots and
    files the tests keep go to ``artifacts``, announced as ``label``."""
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="Playwright is not installed (pip install playwright)"
    )
    executable = chromium_path()
    if executable is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    artifacts.mkdir(parents=True, exist_ok=True)
    print(f"\n{label} artefacts: {artifacts}")
    with sync_api.sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield launched
        launched.close()
