"""Benchmarks time one process: the test suite's parallel run (``-n auto`` in
pyproject.toml's addopts) is turned off here, as pytest-benchmark cannot time under
pytest-xdist."""

from __future__ import annotations

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    config.option.numprocesses = 0
    config.option.dist = "no"
