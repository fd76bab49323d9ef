"""The ``adjudicate`` command: one sub-command per job, each a module of this package.

Every sub-command module exposes ``register(subparsers)``, which adds its parser and sets
``func`` (taking the parsed arguments, returning the exit status).  Errors a user can
cause (a missing file, a bad board number, a card that does not exist) are reported as one
line on standard error with exit status 2 — never as a traceback — in the language of the
sub-command's ``--lang`` (``en``, ``zh`` Simplified, ``zh-Hant`` Traditional).
"""

from __future__ import annotations

import argparse
import sys

from adjudicator.cli import adjust, candidates, check, claim, revoke, score, serve
from adjudicator.cli.problems import error_text
from adjudicator.errors import AdjudicatorError
from adjudicator.text.catalog import words

#: The sub-commands, in the order ``adjudicate --help`` lists them.
COMMANDS = (check, claim, revoke, score, adjust, candidates, serve)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="adjudicate",
        description="Rule on disputed bridge claims by the laws' normal-line test "
        "and compute adjusted scores.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers.required = True
    for command in COMMANDS:
        command.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    lang = getattr(args, "lang", "en")
    try:
        return int(args.func(args) or 0)
    except AdjudicatorError as exc:
        print(words("cli_error", lang, command=args.command, message=error_text(exc, lang)),
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(words("cli_interrupted", lang, command=args.command), file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0

