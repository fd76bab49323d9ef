"""Every word adjudicator writes for a person, in English and in Chinese: one catalog.

Findings are made by the law modules as a key and its facts
(:class:`~adjudicator.laws.findings.Finding`); the words are chosen here, once, so that
every finding reads the same in every ruling and every language says the same thing.
Parameters are rendered in the language asked for: a card as ``♠A``, a seat by its name,
a suit by its symbol, a list with the language's separator, a finding by its own words.

Languages (:data:`~adjudicator.core.script.LANGUAGES`): ``en``; ``zh``, Simplified
Chinese as the Chinese Bridge Association writes its laws, written here by hand in the
seed text's terms — 声称 (claim), 声称者 (claimer), 庄家 (declarer), 明手 (dummy), 防家
(a defender), 防守方 (the defending side), 将牌 (trump), 飞牌或跌落 (finesse or drop,
Law 70E's title), 正常打法 (normal play), 不合理 (irrational), 承认 (concession), 默认
(acquiescence), 调整分 (adjusted score), 比赛分 (matchpoints), 国际比赛分 (IMPs), 局况
(vulnerability) — with its article numbers (第70条C款) and Chinese punctuation; and
``zh-Hant``, Traditional Chinese, derived from ``zh`` by
:func:`adjudicator.core.script.traditional` (OpenCC and Taiwan's bridge terms).  An entry
may carry its own ``zh-Hant`` where the derived text would be wrong; none needs one yet.

The entries are written in :mod:`adjudicator.text.messages`, one file per subject
(findings, errors, the reports, the web page ...); this module assembles them into one
table, :data:`MESSAGES`, so that a test can check every template in every language
(tests/unit/test_catalog.py), and refuses a key written in two files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import card_code
from adjudicator.core.script import LANGUAGES, in_script, is_chinese, language
from adjudicator.errors import AdjudicatorError, set_error_words
from adjudicator.text.cards import SYMBOLS, card_text
from adjudicator.text.messages import FILES
from adjudicator.text.safe import safe_text

if TYPE_CHECKING:
    from adjudicator.engine.types import NotNormal
    from adjudicator.laws.findings import Finding
    from adjudicator.statement import Step

__all__ = [
    "LANGUAGES",
    "MESSAGES",
    "finding_text",
    "law_citation",
    "render",
    "seat_initial",
    "seat_name",
    "side_name",
    "strain_name",
    "template",
    "words",
]


def _assemble(
    files: tuple[tuple[str, dict[str, dict[str, str]]], ...],
) -> dict[str, dict[str, str]]:
    """Every entry of the files of :mod:`adjudicator.text.messages`, in their order.  A key
    written in two files stops the import: which text wins would be an accident of order."""
    messages: dict[str, dict[str, str]] = {}
    where: dict[str, str] = {}
    for subject, entries in files:
        for key, entry in entries.items():
            if key in where:
                raise ValueError(
                    f"catalog key {key!r} is defined twice: in text/messages/"
                    f"{where[key]}.py and in text/messages/{subject}.py"
                )
            where[key] = subject
            messages[key] = entry
    return messages


#: Every entry of the catalog: key -> {language: template}.
MESSAGES: dict[str, dict[str, str]] = _assemble(FILES)


@dataclass(frozen=True)
class Place:
    """Where a claim stands in an event file, as a reader names it: ``board 7 (Closed)``,
    ``record 3``; in Chinese ``第7副（闭室）``, ``第3条记录``.  The open and closed rooms
    are named in the reader's language; other table names as the file writes them."""

    board: int | None = None
    index: int | None = None
    table: str | None = None

    def text(self, lang: str = "en") -> str:
        """In English the same label as :func:`adjudicator.io.records.board_label`."""
        if self.index == 0:  # what concerns a whole file
            return words("place_whole_file", lang)
        where = (
            words("place_board", lang, board=self.board)
            if self.board is not None
            else words("place_record", lang, index=self.index)
        )
        if not self.table:
            return where
        if self.table.isdigit():
            return words("place_table_number", lang, where=where, table=self.table)
        room = ROOMS.get(self.table.strip().lower()) if lang != "en" else None
        return words(
            "place_table", lang, where=where, table=words(room, lang) if room else self.table
        )


#: Rooms every team event has, by the names event files give them.
ROOMS = {"open": "room_open", "closed": "room_closed", "o": "room_open", "c": "room_closed"}


def template(key: str, lang: str = "en") -> str:
    """The message ``key`` as written for ``lang``: ``zh-Hant`` is derived from ``zh``
    (unless the entry has its own); a language an entry lacks falls back to English."""
    entry = MESSAGES[key]
    if lang not in LANGUAGES:
        lang = language(lang)  # zh-Hans, zh-TW ... or an UnknownLanguage error
    if lang == "zh-Hant":
        return entry.get("zh-Hant") or in_script(entry["zh"], lang)
    return entry.get(lang, entry["en"])


def words(key: str, lang: str = "en", **params: Any) -> str:
    """The message ``key`` in ``lang``, its parameters rendered in the same language
    (see :func:`render`)."""
    return template(key, lang).format(
        **{name: render(value, lang) for name, value in params.items()}
    )


def finding_text(finding: Finding, lang: str = "en") -> str:
    return words(finding.key, lang, **finding.params)


def render(value: Any, lang: str = "en") -> Any:
    """A parameter as the reader sees it; numbers and text pass through unchanged."""
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, Player):
        return seat_name(value, lang)
    if isinstance(value, Denom):
        return strain_name(value, lang)
    if isinstance(value, str | int | float):
        return value
    # the types of the layers below, imported here, when a message is said, rather than
    # when the catalog loads: ``adjudicate score`` and ``--help`` need none of them
    # (issue 31: the command's start-up)
    from adjudicator.engine.types import NotNormal
    from adjudicator.io.records import ClaimRecord
    from adjudicator.laws.findings import Finding
    from adjudicator.laws.rulesets import PlayerClass, RuleSet
    from adjudicator.statement import Condition, Step

    if isinstance(value, Finding):
        return finding_text(value, lang)
    if isinstance(value, Place):
        return value.text(lang)
    if isinstance(value, ClaimRecord):  # a claim of an event file, by where it stands
        return Place(None, value.index, value.table).text(lang)
    if isinstance(value, RuleSet):
        return words(f"ruleset_{value.value}", lang)
    if isinstance(value, PlayerClass):  # the option's word in English ("club")
        return value.value if lang == "en" else words(f"class_{value.value}", lang)
    if isinstance(value, Step):
        return step_words(value, lang)
    if isinstance(value, Condition):
        return value.canonical(lang)
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], Player):
        return words("show_out", lang, seat=value[0], suit=value[1])
    if isinstance(value, tuple) and value and all(isinstance(v, NotNormal) for v in value):
        return words("list_separator", lang).join(struck_codes(value, lang))
    if isinstance(value, list | tuple):
        return words("list_separator", lang).join(str(render(v, lang)) for v in value)
    return value


def players_text(players: Any, lang: str = "en") -> str:
    """The players at the table, the pairs North-South then East-West (``N Rodwell, S
    Meckstroth; E Levin, W Weinstein``), from their JSON form ``{"N": name, ...}``;
    ``""`` when no seat is named."""
    names = {
        seat: str((players or {}).get(seat) or "").strip() if isinstance(players, dict) else ""
        for seat in "NESW"
    }
    if not any(names.values()):
        return ""
    unnamed = words("player_unnamed", lang)
    return words(
        "players_pairs",
        lang,
        **{
            field: safe_text(names[seat]) or unnamed
            for field, seat in (("north", "N"), ("east", "E"), ("south", "S"), ("west", "W"))
        },
    )


def point_code(trick: int, seat: Player, cards: tuple[Card, ...], lang: str = "en") -> str:
    """A doubtful point as ``--not-normal`` takes it: ``3:S:HQ/HK`` — with suit symbols
    outside English (``3:S:♥Q/♥K``), which the option reads as well."""
    names = [card_code(c) if lang == "en" else card_text(c) for c in cards]
    return f"{trick}:{seat.abbr}:" + "/".join(names)


def struck_codes(points: tuple[NotNormal, ...], lang: str = "en") -> list[str]:
    """Struck points grouped by trick and seat, each as its code."""
    groups: dict[tuple[int, Player], list[Card]] = {}
    for point in points:
        groups.setdefault((point.trick, point.seat), []).append(point.card)
    return [point_code(trick, seat, tuple(cards), lang) for (trick, seat), cards in groups.items()]


def step_words(step: Step, lang: str = "en") -> str:
    """A step of the statement: in English as the claimer typed it (when he typed it in
    English), otherwise in the canonical words of ``lang``."""
    if lang == "en" and step.text and step.text.isascii():
        return step.text
    return step.canonical(lang)


def seat_name(seat: Player, lang: str = "en") -> str:
    return words(f"seat_{seat.abbr}", lang)


def seat_initial(seat: Player, lang: str = "en") -> str:
    return words(f"seat_initial_{seat.abbr}", lang)


def side_name(seat: Player, lang: str = "en") -> str:
    """The partnership of ``seat``: ``North-South`` / ``南北方``."""
    return words("side_NS" if seat % 2 == 0 else "side_EW", lang)


def strain_name(strain: Denom, lang: str = "en") -> str:
    """A suit's symbol, or notrump in words."""
    return words("notrump", lang) if strain == Denom.nt else SYMBOLS[strain]


def law_citation(code: str, lang: str = "en") -> str:
    """``70C`` → ``Law 70C`` / ``第70条C款`` (``第70條C款`` in Traditional); ``70D2`` →
    ``第70条D款2``, as the seed laws number their articles, sections and items."""
    if not is_chinese(lang):
        return words("law", lang, code=code)
    match = re.fullmatch(r"(\d+)([A-Z]?)(\d*)", code)
    if not match:
        return code
    article, section, item = match.groups()
    return in_script(f"第{article}条" + (f"{section}款" if section else "") + item, lang)


def law_list(codes: list[str] | tuple[str, ...], lang: str = "en") -> str:
    """Several articles, cited and separated as ``lang`` writes a list."""
    return words("list_separator", lang).join(law_citation(code, lang) for code in codes)


def error_text(error: AdjudicatorError, lang: str = "en", options: bool = False) -> str:
    """An error as one line in ``lang``: its catalog words when it has a key (the facts
    it quotes made safe to show: control characters escaped, long text cut), else its
    message as raised.  ``options``: for the command line, the input at fault is named
    first as its option (``--shown-out: ...``), and field names in the message are
    written as options too."""
    if error.key in MESSAGES:
        params = {
            name: _error_param(name, value, lang, options) for name, value in error.params.items()
        }
        text = words(error.key, lang, **params)
    else:
        text = str(Exception.__str__(error))
    text = safe_text(text, limit=1000)
    if options and error.fact:
        text = words("cli_option_problem", lang, option=option_name(error.fact), problem=text)
    return text


def option_name(fact: str) -> str:
    """The command-line option of a fact: ``shown_out`` → ``--shown-out``."""
    return "--" + fact.replace("_", "-")


#: Parameters shown whole (file names, what could not be written, a cause): others
#: quote input and are cut short.
_WHOLE_PARAMS = ("path", "what", "address", "reason", "out", "file", "problem", "scheduler")


def _error_param(name: str, value: Any, lang: str, options: bool) -> Any:
    """A fact an error quotes, made safe to show; an error quoted as the cause of another
    is said in the same language."""
    if isinstance(value, AdjudicatorError):
        return error_text(value, lang)
    if isinstance(value, BaseException):
        return safe_text(str(value), limit=0)
    if isinstance(value, str):
        return safe_text(value, limit=0 if name in _WHOLE_PARAMS else 80)
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        shown = [option_name(v) if options and v.isidentifier() else safe_text(v) for v in value]
        return ", ".join(shown)
    return value


set_error_words(error_text)
