"""The version of adjudicator: the only place it is written.

``adjudicator.__version__``, the wheel's metadata (pyproject.toml reads this file without
importing the package), ``adjudicate --version``, the ruling record's ``tool`` and the
batch results header all take it from here.  A module of its own, importing nothing, so
that any layer may read it."""

__version__ = "0.1.0"
