"""``adjudicate serve``'s own checks, before any server starts: a missing web extra is
one line saying what to install; a non-loopback host is warned about; bad numbers are
refused."""

from __future__ import annotations

import builtins

import pytest

from adjudicator.cli import main
from adjudicator.cli.serve import INSTALL_HINT, is_loopback


def test_without_the_web_extra_it_says_what_to_install(monkeypatch, capsys) -> None:
    real_import = builtins.__import__

    def no_uvicorn(name, *args, **kwargs):
        if name == "uvicorn" or name.startswith("starlette"):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_uvicorn)
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert INSTALL_HINT in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "host, loopback",
    [
        ("127.0.0.1", True),
        ("localhost", True),
        ("::1", True),
        ("127.0.0.2", True),
        ("0.0.0.0", False),
        ("192.168.1.20", False),
        ("::", False),
        ("tablet.local", False),
    ],
)
def test_only_the_loopback_is_private(host, loopback) -> None:
    assert is_loopback(host) is loopback


@pytest.mark.parametrize(
    "options, words",
    [
        (["--port", "0"], "--port 0"),
        (["--workers", "0"], "--workers 0"),
        (["--budget-ms", "-5"], "--budget-ms -5"),
        (["--budget-ms", "40000"], "above --max-budget-ms"),
    ],
)
def test_bad_options_are_one_line(capsys, options, words) -> None:
    pytest.importorskip("uvicorn", reason="the web extra is not installed")
    assert main(["serve", *options]) == 2
    assert words in capsys.readouterr().err
