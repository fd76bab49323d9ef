"""endplay without its package's start-up: the types and DDS modules only.

``import endplay.types`` first runs ``endplay/__init__.py``, which imports every part of
endplay — its dealer, whose HTML actions import matplotlib — about a second of start-up
on every command although adjudicator uses only ``endplay.types`` and ``endplay.dds``
(issue 31: ``adjudicate score`` and ``--help`` should start at once).  Before anything of
endplay is imported, :func:`install` puts in its place a package object that finds the
submodules in endplay's own folder without running its ``__init__``; the first time
anything asks the package itself for a name (``endplay.Deal``, as a script might), the
real ``__init__`` is run into it, so that everything endplay offers is still there.
Importing this module installs it (``adjudicator/__init__.py`` does so first of all).
"""

from __future__ import annotations

import importlib.util
import sys
import types
from typing import Any


class _Endplay(types.ModuleType):
    """The ``endplay`` package, its ``__init__`` run on the first name asked of it."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or self.__dict__.get("_adjudicator_loaded"):
            raise AttributeError(name)
        self.__dict__["_adjudicator_loaded"] = True
        origin = self.__dict__["_adjudicator_origin"]
        with open(origin, encoding="utf-8") as source:
            exec(compile(source.read(), origin, "exec"), self.__dict__)  # noqa: S102
        return getattr(self, name)


def install() -> None:
    """Put the light ``endplay`` package in place, unless endplay is already imported
    (or not installed: the import that needs it then says so)."""
    if "endplay" in sys.modules:
        return
    spec = importlib.util.find_spec("endplay")
    if spec is None or spec.origin is None or not spec.submodule_search_locations:
        return
    package = _Endplay(
        "endplay", (sys.modules.get("endplay") or types.ModuleType("endplay")).__doc__
    )
    package.__file__ = spec.origin
    package.__path__ = list(spec.submodule_search_locations)
    package.__spec__ = spec
    package.__package__ = "endplay"
    package.__dict__["_adjudicator_origin"] = spec.origin
    sys.modules["endplay"] = package


install()
