"""One version string (adjudicator/_version.py): the package, the wheel's metadata,
``adjudicate --version``, the ruling record and the batch results header all read it."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib

import pytest

import adjudicator
from adjudicator._version import __version__
from adjudicator.cli import main
from adjudicator.text.record.write import tool_version

from places import REPO


def test_the_version_is_a_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+([ab]\d+|rc\d+|\.dev\d+|\.post\d+)?", __version__)
    assert adjudicator.__version__ is __version__


def test_adjudicate_version_prints_it(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"adjudicate {__version__}\n"


def test_the_command_prints_it_too() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "adjudicator.cli", "--version"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, f"adjudicate {__version__}\n", "")


def test_pyproject_reads_the_version_and_writes_none() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert "version" in project["project"]["dynamic"]
    attr = project["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "adjudicator._version.__version__"


def test_the_record_names_the_same_version() -> None:
    assert tool_version() == __version__


def test_no_other_module_writes_a_version_number() -> None:
    literal = re.compile(r"""["']\d+\.\d+\.\d+["']""")
    writers = [
        path.relative_to(REPO).as_posix()
        for path in (REPO / "adjudicator").rglob("*.py")
        if path.name != "_version.py" and literal.search(path.read_text(encoding="utf-8"))
    ]
    assert writers == []
