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
import functools
import importlib
import os
import re
import signal
import sys
from typing import NoReturn

from adjudicator._version import __version__
from adjudicator.errors import AdjudicatorError, UserError

#: The sub-commands, in the order ``adjudicate --help`` lists them, with the line it shows
#: for each (each module registers the same line: tests/unit/test_serve_cli checks it).
#: Only the command run is imported (``adjudicate score`` does not load the search,
#: ``adjudicate --help`` loads none): issue 31's start-up.
COMMANDS: dict[str, str] = {
    "check": "check every claim in event files (PBN/LIN): normal-line test and double dummy",
    "claim": "rule on a contested claim (Law 70; 69 and 71 for concessions)",
    "revoke": "rule on a revoke: established? the trick transfer, and equity (Laws 61-64)",
    "score": "a contract's score (Law 77)",
    "adjust": "score a traveller with adjusted lines (Law 12C, 86, 88)",
    "candidates": "double-dummy and single-dummy results of candidate contracts (Law 12C2, 12C3)",
    "serve": "the director's table page (a local web application)",
}
#: The languages of ``--lang`` (core.script.LANGUAGES, without loading OpenCC here).
LANGUAGES = ("en", "zh", "zh-Hant")


class _Parser(argparse.ArgumentParser):
    """argparse, with a mistake on the command line reported as one line, and argparse's
    own words — its errors, the headings of ``--help`` — in the language of ``--lang``
    (``lang``: each language has its subclass, :func:`parser_class`, which the
    sub-commands' parsers inherit).  English is argparse's own, without the catalog."""

    lang = "en"

    def error(self, message: str) -> NoReturn:
        if self.lang == "en":
            _say(f"{self.prog}: {message} (see {self.prog} --help)")
        else:
            from adjudicator.text.catalog import words

            _say(
                words(
                    "argparse_error",
                    self.lang,
                    prog=self.prog,
                    message=argparse_words(message, self.lang),
                )
            )
        sys.exit(2)

    def format_usage(self) -> str:
        return self._localized(super().format_usage())

    def format_help(self) -> str:
        return self._localized(super().format_help())

    def _localized(self, text: str) -> str:
        """``usage:`` in the parser's language (the headings and the standard options'
        help are set when the parser is made: :func:`_localize`)."""
        if self.lang == "en":
            return text
        from adjudicator.text.catalog import words

        for group in self._action_groups:  # argparse ends a heading with ':'
            if group.title:
                text = text.replace(f"\n{group.title}:\n", f"\n{group.title}：\n")
        if text.startswith(_USAGE):
            text = words("help_usage", self.lang) + text[len(_USAGE) :]
        return text


#: The prefix argparse starts its usage line with.
_USAGE = "usage: "


@functools.cache
def parser_class(lang: str) -> type[_Parser]:
    """The parser class that speaks ``lang``."""
    return _Parser if lang == "en" else type(f"_Parser_{lang}", (_Parser,), {"lang": lang})


#: argparse's messages (Python 3.11-3.13) and the catalog's key for each; a message not
#: matched is said as it is, inside a line of the user's language.
_ARGPARSE = tuple(
    (re.compile(pattern, re.S), key)
    for pattern, key in (
        (r"unrecognized arguments: (?P<arguments>.*)", "argparse_unrecognized"),
        (r"the following arguments are required: (?P<arguments>.*)", "argparse_required"),
        (r"one of the arguments (?P<arguments>.*) is required", "argparse_one_required"),
        (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)", "argparse_ambiguous"),
        (r"expected one argument", "argparse_expected_one"),
        (r"expected at most one argument", "argparse_expected_at_most_one"),
        (r"expected at least one argument", "argparse_expected_at_least_one"),
        (r"expected (?P<count>[0-9]+) arguments?", "argparse_expected_count"),
        (
            r"invalid choice: (?P<value>.*?) \(choose from (?P<choices>.*)\)",
            "argparse_invalid_choice",
        ),
        (r"invalid (?P<kind>\S+) value: (?P<value>.*)", "argparse_invalid_value"),
        (r"not allowed with argument (?P<other>.*)", "argparse_not_allowed"),
        (r"ignored explicit argument (?P<value>.*)", "argparse_explicit_ignored"),
    )
)
_ARGUMENT = re.compile(r"argument (?P<argument>[^:\s]+(?:/[^:\s]+)*): (?P<problem>.*)", re.S)


def argparse_words(message: str, lang: str) -> str:
    """An error argparse found, in ``lang``: ``argument --format: invalid choice: 'x'
    (choose from ...)`` as ``参数--format：无效的选择：'x'（可选：...）``."""
    from adjudicator.text.catalog import words

    argument = _ARGUMENT.fullmatch(message)
    if argument:
        return words(
            "argparse_argument",
            lang,
            argument=argument["argument"],
            problem=argparse_words(argument["problem"], lang),
        )
    for pattern, key in _ARGPARSE:
        match = pattern.fullmatch(message)
        if match:
            return words(key, lang, **match.groupdict())
    return words("argparse_other", lang, message=message)


def _localize(parser: argparse.ArgumentParser, lang: str) -> None:
    """The headings of ``--help`` and the help of ``-h`` and ``--version`` in ``lang``."""
    if lang == "en":
        return
    from adjudicator.text.catalog import words

    parser._positionals.title = words("help_positionals", lang)
    parser._optionals.title = words("help_options", lang)
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            action.help = words("help_help", lang)
        elif isinstance(action, argparse._VersionAction):
            action.help = words("help_version", lang)


def _command_metavar(lang: str) -> str:
    """How usage and errors name the sub-command: ``COMMAND``, ``命令``."""
    if lang == "en":
        return "COMMAND"
    from adjudicator.text.catalog import words

    return words("help_command", lang)


def build_parser(command: str | None = None, lang: str = "en") -> argparse.ArgumentParser:
    """The command line's parser: every sub-command in full (``command`` None), or only
    ``command`` in full and the others by their help line (``""``: none in full, what
    ``adjudicate --help`` shows); argparse's own words in ``lang``."""
    parser = parser_class(lang)(
        prog="adjudicate",
        description="Rule on disputed bridge claims by the laws' normal-line test "
        "and compute adjusted scores.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar=_command_metavar(lang))
    subparsers.required = True
    for name, summary in COMMANDS.items():
        if command is None or name == command:
            module = importlib.import_module(f"adjudicator.cli.{name}")
            module.register(subparsers)
        else:
            subparsers.add_parser(name, help=summary)
    for name, sub in subparsers.choices.items():
        sub.description = plain_help(sub.description)
        sub.epilog = plain_help(sub.epilog)
        if name == command or command is None:
            for action in sub._actions:
                if not action.help and action.option_strings:
                    action.help = COMMON_HELP.get(action.option_strings[0])
                action.help = plain_help(action.help)
    for each in (parser, *subparsers.choices.values()):
        _localize(each, lang)
    _localize_help(parser, subparsers, lang)
    return parser


#: What the catalog's help texts quote as typed (option values) and argparse's default.
HELP_VALUES = {
    "text": "text",
    "json": "json",
    "number": "number",
    "en": "en",
    "zh": "zh",
    "hant": "zh-Hant",
    "none": "None",
    "all": "All",
    "default": "%(default)s",
    "expert": "expert",
    "club": "club",
    "seed1997": "seed1997",
    "sixths": "sixths",
    "tenths": "tenths",
    "open": "Open",
    "closed": "Closed",
    "check": "check",
    "hands": '"N:<n> <e> <s> <w>"',
    "hands_south": '"S:<s> <w> <n> <e>"',
    "cards": '"SA S3"',
    "won": "DECLARER,DEFENDERS",
    "point": "TRICK:SEAT:CARD",
    "point_example": "3:S:H2",
    "record_doc": "docs/ruling-record.md",
    "about": "event, date, session, board, players, director or appeal",
    "about_example": "appeal=7",
    "dask": "Dask",
    "scheduler": "tcp://10.0.0.5:8786",
    "pattern": "PATTERN",
    "no_hands": '"N:- - - -"',
    "adj_example": "'3 weighted \"30%% 4SX-1 N, 70%% 3NT= S\"'",
    "pairs": "pairs",
    "teams": "teams",
    "knockout": "knockout",
    "cross_imps": "cross-imps",
    "butler": "butler",
    "lead_example": '"4S N lead HK"',
    "card": "HK",
    # what the sub-commands' descriptions and examples show as typed (issue 31)
    "claim_example_event": "adjudicate claim EVENT.pbn --board 7 [--table Open] "
    '[--statement "draw trumps"]',
    "claim_example_hands": 'adjudicate claim --hands "N:AK.Q.. 3.J2.. ..AQ2. ...AKQ" --trump S '
    "--lead N \\\n"
    '        --claimer N --claims 3 [--trick "SA S3"] [--statement TEXT] \\\n'
    '        [--shown-out W:H ...] [--history "S:HQ H7 H2 H3" ...]',
    "rules_ebu": "ebu",
    "rules_wbf2017": "wbf2017",
    "rules_acbl": "acbl",
    "ms": "MS",
    "point_doubt": "3:S:H3/H2",
    "ruling_json": "RULING.json",
    "file_html": "FILE.html",
    "file_pdf": "FILE.pdf",
    "chromium": "Chromium",
    "candidates_json": "CANDIDATES.json",
    "candidates_format_json": "adjudicate candidates --format json",
    "check_usage": "adjudicate check FILE_OR_DIR ...",
    "check_scheduler": "--scheduler ADDRESS",
    "scheduler_example": "tcp://host:8786",
    "check_out": "--out results.jsonl",
    "jsonl": "jsonl",
    "csv": "csv",
    "check_html": "--html report.html",
    "check_budget": "--budget-ms MS",
    "check_class": "--class CLASS",
    "novice": "novice",
    "check_class_for": "--class-for PATTERN=CLASS",
    "class": "CLASS",
    "spingold": "Spingold",
    "ctrl_c": "Ctrl-C",
    "check_pipe": "cat x.pbn | adjudicate check /dev/stdin",
    "revoke_example_event": "adjudicate revoke EVENT.pbn --board 7 [--table Open] [--record 3]",
    "revoke_example_typed": 'adjudicate revoke --hands "N:- - - -" --trump NT --declarer S '
    "--contract 3NT \\\n"
    '        --history "S:SA D7 D2 CK" --history "S:SK D8 D3 S3" ... [--won 4,4]',
    "discovered": "next-board|round-end",
    "faced": "--faced CARD",
    "candidates_example": 'adjudicate candidates --deal "N:AKQT3.AJ2.K42.95 ..." --vul NS \\\n'
    '        --contract "4S N" --contract "3NT S" --lead HK',
    "candidates_example_offenders": '--offenders EW [--likely "4S= N"] [--probable "4S-1 N"] '
    "[--field 620,650,-100]",
    "form_mp": "--form mp",
    "form_imps": "--form imps",
    "serve_usage": "adjudicate serve [--port 8000] [--host 127.0.0.1] [--workers N] "
    "[--budget-ms MS]",
    "serve_api": "POST /api/rule",
    "web_doc": "docs/web.md",
    "web_install": "pip install 'adjudicator[web]'",
    "starlette": "Starlette",
    "uvicorn": "uvicorn",
    "traveller_board": "board 5",
    "traveller_vul": "vul NS",
    "traveller_form": "form pairs",
    "traveller_expected": "expected 7",
    "traveller_l1": "1 1 11 4S N 10",
    "traveller_l2": "2 2 12 4SX-1 E",
    "traveller_l4": "4 4 14 -50",
    "traveller_l5": "5 5 15 -",
    "traveller_weighted": 'ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"',
    "traveller_assigned": 'ADJ 2 assigned "3NT-1 S"',
    "traveller_split": 'ADJ 4 split NS="4S= N" EW="4S+1 N"',
    "traveller_artificial": "ADJ 5 artificial NS=A+ EW=A- NS-session=63.5",
    "traveller_board_n": "'board N'",
    "traveller_adj": "ADJ",
}


def option_help_key(command: str, action: argparse.Action) -> str | None:
    """The catalog key of an option's help: the command's own (``option_score_vul``), or
    the shared one of an option whose help is :data:`COMMON_HELP`'s (``option_lang``);
    None when the catalog has none."""
    from adjudicator.text.catalog import MESSAGES

    name = action.option_strings[0] if action.option_strings else action.dest
    name = name.lstrip("-").replace("-", "_")
    if f"option_{command}_{name}" in MESSAGES:
        return f"option_{command}_{name}"
    common = COMMON_HELP.get(action.option_strings[0]) if action.option_strings else None
    if common and action.help == plain_help(common) and f"option_{name}" in MESSAGES:
        return f"option_{name}"
    return None


def _localize_help(
    parser: argparse.ArgumentParser, subparsers: argparse._SubParsersAction, lang: str
) -> None:
    """The command's description, the sub-commands' lines and the options' help in
    ``lang``, where the catalog has them (the others stay English)."""
    if lang == "en":
        return
    from adjudicator.text.catalog import MESSAGES, words

    parser.description = words("cli_description", lang)
    for choice in subparsers._choices_actions:
        if f"cli_command_{choice.dest}" in MESSAGES:
            choice.help = words(f"cli_command_{choice.dest}", lang)
    for name, sub in subparsers.choices.items():
        if f"cli_about_{name}" in MESSAGES:
            sub.description = words(f"cli_about_{name}", lang, **HELP_VALUES)
        if f"cli_examples_{name}" in MESSAGES:
            sub.epilog = words(f"cli_examples_{name}", lang, **HELP_VALUES)
        for action in sub._actions:
            key = option_help_key(name, action)
            if key is not None:
                action.help = words(key, lang, **HELP_VALUES)


#: The help of options several commands share, for a command that gives none of its own.
COMMON_HELP = {
    "--class": "class of player whose normal play is judged (default %(default)s)",
    "--rules": "rule set: which authority's laws and guidance apply (default %(default)s)",
    "--format": "text for people, json for programs (default %(default)s)",
    "--lang": "language of the output and the errors: en, zh (Simplified), zh-Hant "
    "(Traditional) (default %(default)s)",
}


def plain_help(text: str | None) -> str | None:
    """Help as a person reads it, without the reST of the docstrings it comes from:
    ````--lang```` is ``--lang``, a command in single backquotes is the command alone, a
    literal block's ``::`` is ``:``."""
    if not text:
        return text
    text = re.sub(r"``(.+?)``", r"\1", text, flags=re.S)
    text = re.sub(r":(class|func|mod|data|meth|attr):`~?([^`]+)`", r"\2", text)
    text = re.sub(r"`([\w-]+)`", r"\1", text)  # a command quoted in reST: `check`
    return re.sub(r"(\S)::(\n|$)", r"\1:\2", text)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = _lang_in(argv)
    command = _command_in(argv)
    if hasattr(signal, "SIGXFSZ"):
        # over a file-size limit (ulimit -f) a write fails with EFBIG instead of killing us
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        if sys.stdout is None:
            raise UserError(key="cli_stdout_closed")
        args = build_parser(command if command in COMMANDS else "", lang).parse_args(argv)
        status = int(args.func(args) or 0)
        sys.stdout.flush()
        return status
    except AdjudicatorError as exc:
        from adjudicator.cli.problems import error_text

        _say(_line(command, error_text(exc, lang), lang))
        return 2
    except KeyboardInterrupt:
        from adjudicator.text.catalog import words

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
    if lang == "zh-Hant":  # a message in Simplified (a Chinese statement's own) as well
        from adjudicator.core.script import traditional

        message = traditional(message)
    if not command:
        return f"adjudicate: {message}"
    from adjudicator.text.catalog import words

    return words("cli_error", lang, command=command, message=message)


def _os_error_text(exc: OSError, lang: str) -> str:
    """An output (or input) error as one line: what could not be written, and why."""
    from adjudicator.cli.problems import error_text
    from adjudicator.text.catalog import words

    reason = exc.strerror or str(exc)
    if exc.filename is None:
        what = words("cli_standard_output", lang)
        return error_text(UserError(key="cli_write_failed", what=what, reason=reason), lang)
    return error_text(UserError(key="cli_file_failed", path=str(exc.filename), reason=reason), lang)


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


def _command_in(argv: list[str]) -> str:
    """The sub-command named: the first word that is neither an option nor the value of
    ``--lang`` (``adjudicate --lang zh score`` names ``score``, and is told in Chinese
    that ``--lang`` belongs after it)."""
    after_lang = False
    for word in argv:
        if after_lang:
            after_lang = False
        elif word == "--lang":
            after_lang = True
        elif not word.startswith("-"):
            return word
    return ""


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
