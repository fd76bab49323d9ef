"""The command's help in the catalog (issue 31 item 4): ``--lang zh`` and ``zh-Hant`` say
the description, the sub-commands' lines and the options' help from the catalog, whose
English must stay the code's own (no second English to drift)."""

from __future__ import annotations

import argparse

from adjudicator.cli import COMMANDS, HELP_VALUES, build_parser, option_help_key
from adjudicator.text.catalog import MESSAGES, words


def _subparsers(parser: argparse.ArgumentParser) -> argparse._SubParsersAction:
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))


def test_the_catalogs_english_help_is_the_commands_own() -> None:
    parser = build_parser(None)
    assert words("cli_description", "en") == parser.description
    for name, summary in COMMANDS.items():
        assert words(f"cli_command_{name}", "en") == summary
    compared = 0
    for name, sub in _subparsers(parser).choices.items():
        # every sub-command's description is in the catalog (issue 31: the last ones),
        # its typed text (examples, file names, placeholders) filled from HELP_VALUES
        assert words(f"cli_about_{name}", "en", **HELP_VALUES) == sub.description, name
        if f"cli_examples_{name}" in MESSAGES:
            assert words(f"cli_examples_{name}", "en", **HELP_VALUES) == sub.epilog
        for action in sub._actions:
            key = option_help_key(name, action)
            if key is not None:
                assert words(key, "en", **HELP_VALUES) == action.help, (name, key)
                compared += 1
    assert compared >= 12  # score's options, and the shared --class, --rules, --lang ...


def test_the_help_pages_show_no_rest_markup() -> None:
    """Issue 31: help is plain text, in every language: no reST backquotes (`check`,
    ``--lang``) and no role (:class:) from the docstrings it is written in."""
    for lang in ("en", "zh", "zh-Hant"):
        for name, sub in _subparsers(build_parser(None, lang)).choices.items():
            page = sub.format_help()
            assert "`" not in page, (name, lang)
            assert ":class:" not in page and ":func:" not in page, (name, lang)
