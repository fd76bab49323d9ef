"""The ``adjudicate`` command: one sub-command per job, each a module of this package.

Every sub-command module exposes ``register(subparsers)``, which adds its parser and sets
``func`` (taking the parsed arguments, returning the exit status).  Errors a user can
cause (a missing file, a bad board number, a card that does not exist, facts of a claim
that contradict each other) are reported as one line on standard error with exit status
2 — never as a traceback — in the language of the sub-command's ``--lang`` (``en``,
``zh`` Simplified, ``zh-Hant`` Traditional).  So are output errors: a full disk, a
file-size limit, a closed standard output.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from typing import NoReturn

from adjudicator._version import __version__
from adjudicator.cli import adjust, candidates, check, claim, revoke, score, serve
from adjudicator.cli.problems import error_text
from adjudicator.core.script import LANGUAGES
from adjudicator.errors import AdjudicatorError, UserError
from adjudicator.text.catalog import words

#: The sub-commands, in the order ``adjudicate --help`` lists them.
COMMANDS = (check, claim, revoke, score, adjust, candidates, serve)


class _Parser(argparse.ArgumentParser):
    """argparse, with a mistake on the command line reported as one line."""

    def error(self, message: str) -> NoReturn:
        _say(f"{self.prog}: {message} (see {self.prog} --help)")
        sys.exit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="adjudicate",
        description="Rule on disputed bridge claims by the laws' normal-line test "
        "and compute adjusted scores.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers.required = True
    for command in COMMANDS:
        command.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = _lang_in(argv)
    command = next((word for word in argv if not word.startswith("-")), "")
    if hasattr(signal, "SIGXFSZ"):
        # over a file-size limit (ulimit -f) a write fails with EFBIG instead of killing us
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        if sys.stdout is None:
            raise UserError(key="cli_stdout_closed")
        args = build_parser().parse_args(argv)
        status = int(args.func(args) or 0)
        sys.stdout.flush()
        return status
    except AdjudicatorError as exc:
        _say(_line(command, error_text(exc, lang), lang))
        return 2
    except KeyboardInterrupt:
        _say(words("cli_interrupted", lang, command=command))
        return 130
    except BrokenPipeError:
        _silence_stdout()  # the reader went away (``| head``): nothing more to say
        return 0
    except OSError as exc:
        _silence_stdout()
        _say(_line(command, _os_error_text(exc, lang), lang))
        return 2


def _line(command: str, message: str, lang: str) -> str:
    """``adjudicate claim: ...``: the one line an error is."""
    if not command:
        return f"adjudicate: {message}"
    return words("cli_error", lang, command=command, message=message)


def _os_error_text(exc: OSError, lang: str) -> str:
    """An output (or input) error as one line: what could not be written, and why."""
    reason = exc.strerror or str(exc)
    if exc.filename is None:
        what = words("cli_standard_output", lang)
        return error_text(UserError(key="cli_write_failed", what=what, reason=reason), lang)
    return error_text(UserError(key="cli_file_failed", path=str(exc.filename),
                                reason=reason), lang)


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so that what is still buffered does not fail
    again, with a traceback, when Python flushes it on the way out."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass


def _say(line: str) -> None:
    """One line on standard error, if there is a standard error to write to."""
    try:
        if sys.stderr is not None:
            print(line, file=sys.stderr)
            sys.stderr.flush()
    except OSError:
        pass


def _lang_in(argv: list[str]) -> str:
    """The ``--lang`` of the command line, read before parsing so that errors found while
    parsing (a number out of range) are already in that language."""
    for at, word in enumerate(argv):
        value = None
        if word == "--lang" and at + 1 < len(argv):
            value = argv[at + 1]
        elif word.startswith("--lang="):
            value = word.partition("=")[2]
        if value in LANGUAGES:
            return value
    return "en"
