"""The package's import graph (docs/architecture.md): no module but the command line's own
imports ``adjudicator.cli``, no import loops, and the engine's calls module alone loads
the native extension."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import adjudicator

PACKAGE = Path(adjudicator.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _python_output(code: str, cwd: Path | None = None) -> str:
    """What a fresh interpreter running ``code`` prints (it must exit cleanly): a check of
    what loads needs a process whose modules no other test has imported."""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=cwd
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _target(name: str) -> str | None:
    """The project module an imported name stands for (a submodule, else its package)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, *, at_load: bool) -> set[str]:
    """The project modules ``module`` imports; ``at_load``: only those its loading runs
    (not inside functions, nor under ``if TYPE_CHECKING``)."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    nodes = tree.body if at_load else list(ast.walk(tree))
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            names = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found |= {t for n in names if n.startswith("adjudicator") and (t := _target(n))}
    found.discard(module)
    return found


def test_only_the_command_line_imports_the_command_line() -> None:
    offenders = sorted(
        f"{module} imports {target}"
        for module in MODULES
        if not module.startswith("adjudicator.cli") and module != "adjudicator.__main__"
        for target in _imports(module, at_load=False)
        if target.startswith("adjudicator.cli")
    )
    assert not offenders, offenders


def test_no_import_loops() -> None:
    """Loading a module never loads, through its imports, a module that imports it back
    (the package face ``adjudicator`` aside: every module's parent package is loaded
    first, by Python, not by an import arrow)."""
    graph = {m: _imports(m, at_load=True) - {"adjudicator"} for m in MODULES}
    loops = []
    for start in graph:
        seen, stack = set(), list(graph[start])
        while stack:
            module = stack.pop()
            if module == start:
                loops.append(start)
                break
            if module not in seen:
                seen.add(module)
                stack.extend(graph[module])
    assert not loops, sorted(loops)


def test_the_rooms_import_one_way() -> None:
    """The rooms (docs/architecture.md, "The rooms"): the revoke laws may read the claim
    laws (a board's context, the node budget), never the other way; the catalog's entry
    files are plain tables, importing nothing of the package."""
    offenders = sorted(
        f"{module} imports {target}"
        for module in MODULES
        for target in _imports(module, at_load=False)
        if (
            module.startswith("adjudicator.laws.claims")
            and target.startswith("adjudicator.laws.revokes")
        )
        or (
            module.startswith("adjudicator.text.messages.")
            and target != "adjudicator.text.messages"
        )
    )
    assert not offenders, offenders
    assert {
        "adjudicator.laws.claims.ruling",
        "adjudicator.laws.revokes.revoke_ruling",
        "adjudicator.text.messages.findings",
    } <= set(MODULES)


def test_only_the_calls_module_imports_the_native_engine() -> None:
    importers = sorted(
        m for m in MODULES if "adjudicator.engine._native" in {f"{n}" for n in _raw_imports(m)}
    )
    assert importers == ["adjudicator.engine.calls"]


def _raw_imports(module: str) -> set[str]:
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    return names


def test_the_engine_types_load_without_the_native_module() -> None:
    """The engine's types and conversions (what the text layer reads: the catalog) load
    without the extension; its calls load it on first use.  (``laws.claims.ruling`` loads it:
    the Law 12C3 simulation's engine modules, ``engine.layouts`` and
    ``engine.single_dummy.solver``, import the calls when they load.)"""
    code = (
        "import sys\n"
        "import adjudicator.engine.types, adjudicator.engine.conversions\n"
        "import adjudicator.text.catalog\n"
        "assert 'adjudicator.engine._native' not in sys.modules\n"
        "from adjudicator.engine import search\n"
        "assert 'adjudicator.engine._native' in sys.modules\n"
    )
    # the package face loads the laws, which search: the check runs below it
    finder = (
        "import sys, types\n"
        "face = types.ModuleType('adjudicator')\n"
        f"face.__path__ = [{str(PACKAGE)!r}]\n"
        "sys.modules['adjudicator'] = face\n"
    )
    _python_output(finder + code)


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "4SX", "S", "--vul", "NS", "--tricks", "8"],
        ["score", "--help"],
        ["claim", "--help"],
        ["--help"],
    ],
)
def test_the_quick_commands_load_no_search(argv: list[str], tmp_path: Path) -> None:
    """Issue 31's start-up (timed in benchmarks/bench_startup.py, never here): a score or
    a help page loads neither numpy, the native engine, the laws' ruling, nor the event
    readers."""
    code = (
        "import sys, contextlib, io\n"
        "from adjudicator.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        f"        main({argv!r})\n"
        "    except SystemExit:\n"
        "        pass\n"
        "heavy = ['numpy', 'adjudicator.engine._native', 'adjudicator.laws.claims.ruling',\n"
        "         'adjudicator.io.events', 'adjudicator.statement']\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
    )
    loaded = _python_output(code, tmp_path)
    assert loaded.strip() == "[]", loaded


def test_an_error_is_put_into_words_without_the_rest_of_the_package(tmp_path: Path) -> None:
    """A script that imports only the engine and hands it a bad card reads the English
    sentence, not the catalog key: the package registers how to load the catalog, which
    loads the first time an error is put into words (``import adjudicator`` alone does
    not load it)."""
    code = (
        "import sys\n"
        "import adjudicator\n"
        "assert 'adjudicator.text.catalog' not in sys.modules\n"
        "from adjudicator.engine import Restriction, search\n"
        "try:\n"
        "    search(('N:AK... 3.J.. ..AQ. Q2...', 'NT', 'N', ('ZZ',)), Restriction(0))\n"
        "except adjudicator.AdjudicatorError as error:\n"
        "    print(error)\n"
    )
    said = _python_output(code, tmp_path)
    assert said.startswith("unknown card 'ZZ' (a suit S, H, D or C"), said
