"""The statement in canonical words: English, and Chinese in both scripts, each of which
parses back to the same statement; the Chinese in the seed laws' terms."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from endplay.types import Card, Denom

from adjudicator.core.script import in_script
from adjudicator.statement.lexicon import SYMBOLS
from adjudicator.statement.model import Action, Condition, ConditionKind, Part, Statement, Step


def step_text(step: Step, lang: str = "en") -> str:
    """A step in canonical words; every language's parses back to an equal step."""
    return _chinese(_step_zh(step), lang) if lang != "en" else _step_en(step)


def condition_text(condition: Condition, lang: str = "en") -> str:
    return _chinese(_condition_zh(condition), lang) if lang != "en" else _condition_en(condition)


def statement_text(statement: Statement, lang: str = "en") -> str:
    """The statement in ``lang``: ``en``, ``zh`` (Simplified) or ``zh-Hant``
    (Traditional, with Taiwan's bridge terms)."""
    if lang == "en":
        return _statement_en(statement)
    return _chinese(_statement_zh(statement), lang)


def _chinese(simplified: str, lang: str) -> str:
    if lang not in ("zh", "zh-Hant"):
        raise ValueError(f"unknown language {lang!r} (expected en, zh or zh-Hant)")
    return in_script(simplified, lang)


_HAND_EN = {"hand": "hand", "dummy": "dummy", "N": "North", "E": "East", "S": "South",
            "W": "West"}  # fmt: skip
_HAND_ZH = {"hand": "庄家手", "dummy": "明手", "N": "北家", "E": "东家", "S": "南家",
            "W": "西家"}  # fmt: skip


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)


def _amount(count: int | None) -> str:
    return "" if count is None else ("a " if count == 1 else f"{count} ")


def _suit_en(suit: Denom | None, trumps: bool, count: int | None) -> str:
    if trumps:
        return "trump" if count == 1 else "trumps"
    return SYMBOLS[suit] if suit is not None else ""


def _step_en(step: Step) -> str:
    if step.action is Action.CROSS and step.ending is not None:
        with_suit = f" with a {SYMBOLS[step.suit]}" if step.suit is not None else ""
        start = f"in {_HAND_EN[step.hand]} " if step.hand else ""  # where the cross starts
        return f"{start}cross to {_HAND_EN[step.ending]}{with_suit}"
    words = _STEP_EN[step.action](step).strip()
    if step.hand:
        words += f" in {_HAND_EN[step.hand]}"
    if step.ending:
        words += f" ending in {_HAND_EN[step.ending]}"
    return words


def _ranks_en(ranks: tuple[str, ...]) -> str:
    """Ranks of the trump suit as words that read back: ``the ace``, ``AK9``."""
    if len(ranks) == 1:
        return "the " + _RANK_NAMES.get(ranks[0], ranks[0])
    return "".join(ranks)


_RANK_NAMES = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten"}


def _object_en(step: Step, noun: str = "") -> str:
    if step.cards:
        return _cards_text(step.cards)
    if step.ranks:
        return f"{_ranks_en(step.ranks)} of trumps"
    if step.round is not None:
        return f"the {_ordinal(step.round)} round of {_suit_en(step.suit, step.trumps, 2)}"
    suit = _suit_en(step.suit, step.trumps, step.count)
    if not suit and noun:
        suit = noun if step.count == 1 else noun + "s"
    return (_amount(step.count) + suit).strip()


def _ordinal(n: int) -> str:
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th")


def _cash_en(step: Step) -> str:
    if step.cards or step.ranks:
        return f"cash {_object_en(step)}"
    if step.suit is None and not step.trumps:
        return f"cash {_amount(step.count)}winner" + ("" if step.count == 1 else "s")
    return f"cash {_object_en(step)} from the top"


def _ruff_en(step: Step) -> str:
    if step.cards or step.suit is not None or step.count is None:
        return f"ruff {_object_en(step)}"
    return "a ruff" if step.count == 1 else f"{step.count} ruffs"


def _finesse_en(step: Step) -> str:
    if step.cards or step.ranks:
        return ("finesse against " if step.against else "finesse ") + _object_en(step)
    if step.suit is not None:
        return f"take the {SYMBOLS[step.suit]} finesse"
    return "take the finesse"


def _concede_en(step: Step) -> str:
    to = f" to {_cards_text(step.cards)}" if step.cards else ""
    if step.count is None and step.suit is None and not step.trumps:
        return "concede" + (to or " the rest")
    return "concede " + _object_en(replace(step, cards=()), "trick") + to


def _tricks_en(step: Step) -> str:
    noun = "trick" if step.count == 1 else "tricks"
    return f"{_amount(step.count)}{_suit_en(step.suit, step.trumps, 2)} {noun}".replace(
        "trumps trick", "trump trick"
    )


def _ruffing_finesse_en(step: Step) -> str:
    if step.cards:
        return "ruffing finesse " + ("against " if step.against else "") + _object_en(step)
    if step.suit is not None:
        return f"ruffing finesse in {SYMBOLS[step.suit]}"
    return "ruffing finesse"


def _discard_en(step: Step) -> str:
    thrown = _object_en(replace(step, on_suit=None, on_cards=()), "loser") or "losers"
    if step.on_cards:
        return f"discard {thrown} on {_cards_text(step.on_cards)}"
    if step.on_suit is not None:
        return f"discard {thrown} on {SYMBOLS[step.on_suit]}"
    return f"discard {thrown}"


def _suits_en(suits: tuple[Denom, ...]) -> str:
    if suits == (Denom.diamonds, Denom.clubs):
        return " in the minors"
    if suits == (Denom.spades, Denom.hearts):
        return " in the majors"
    if not suits:
        return ""
    return " in " + " and ".join(SYMBOLS[suit] for suit in suits)


def _squeeze_en(step: Step) -> str:
    name = "double squeeze" if step.action is Action.DOUBLE_SQUEEZE else "squeeze"
    target = f" {_HAND_EN[step.target]}" if step.target else ""
    return name + target + _suits_en(step.suits)


_STEP_EN: dict[Action, Callable[[Step], str]] = {
    Action.DRAW_TRUMPS: lambda s: "draw trumps" + (f" in {s.count} rounds" if s.count else ""),
    Action.CASH: _cash_en,
    Action.PLAY: lambda s: f"play {_object_en(s)}",
    Action.RUFF: _ruff_en,
    Action.FINESSE: _finesse_en,
    Action.CROSSRUFF: lambda s: "crossruff",
    Action.CONCEDE: _concede_en,
    Action.UNBLOCK: lambda s: f"unblock {_object_en(s)}",
    Action.TRICKS: _tricks_en,
    Action.REST_HIGH: lambda s: "the rest are high",
    Action.RUFFING_FINESSE: _ruffing_finesse_en,
    Action.DISCARD: _discard_en,
    Action.SQUEEZE: _squeeze_en,
    Action.DOUBLE_SQUEEZE: _squeeze_en,
    Action.CROSS: lambda s: "cross",
    Action.ENDPLAY: lambda s: (
        "endplay"
        + (f" {_HAND_EN[s.target]}" if s.target else "")
        + (f" with a {SYMBOLS[s.suits[0]]}" if s.suits else "")
    ),
}


def _split_text(split: tuple[int, int] | None) -> str:
    return "" if split is None else f" {split[0]}-{split[1]}"


def _condition_en(cond: Condition) -> str:
    if cond.kind is ConditionKind.BREAK:
        words = f"if {_suit_en(cond.suit, cond.trumps, 2)} break{_split_text(cond.split)}"
    elif cond.kind is ConditionKind.FINESSE:
        what = str(cond.card) if cond.card else SYMBOLS[cond.suit] if cond.suit is not None else ""
        words = f"if the {what} finesse works".replace("the  ", "the ")
    else:
        where = f"with {_HAND_EN[cond.hand]}" if cond.hand else "onside"
        words = f"if {cond.card} is {where}"
    if cond.negated:
        words = "unless" + words[2:]
    return words if cond.tricks is None else f"{cond.tricks} tricks {words}"


def _join_en(part: Part) -> str:
    texts = [step.canonical() for step in part.steps]
    said = texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " and " + texts[-1]
    return said if part.condition is None else f"{_condition_en(part.condition)}, {said}"


def _statement_en(statement: Statement) -> str:
    if statement.empty:
        return "no statement"
    sections = []
    if statement.parts:
        sections.append(", then ".join(_join_en(part) for part in statement.parts))
    if statement.contract:
        sections.append("make the contract")
    if statement.tricks is not None:
        sections.append(f"{statement.tricks} tricks")
    sections.extend(_condition_en(cond) for cond in statement.conditions)
    return "; ".join(sections)


# Chinese: the seed laws' words, in Simplified as the CBA writes them — 将牌 trump, 飞牌
# finesse, 明手 dummy, 庄家 declarer, 将吃 ruff (the seed text's word, Law 50), 兑现 cash,
# 墩 trick; ``zh-Hant`` is the same text in Traditional (core.script.traditional, with
# Taiwan's terms, which the lexicon reads back).  Counts are words (♣两墩, not ♣2墩, which
# would read as the ♣2).

_NUMERALS = ("", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二",
             "十三")  # fmt: skip


def _numeral(count: int, ordinal: bool = False) -> str:
    """``2`` → ``两`` (a count: 两墩) or ``二`` (an ordinal: 第二轮)."""
    if not 0 < count < len(_NUMERALS):
        return str(count)
    return "二" if ordinal and count == 2 else _NUMERALS[count]


def _suit_zh(suit: Denom | None, trumps: bool) -> str:
    return "将牌" if trumps else SYMBOLS[suit] if suit is not None else ""


def _count_zh(count: int | None, unit: str = "张") -> str:
    return "" if count is None else _numeral(count) + unit


def _object_zh(step: Step) -> str:
    if step.cards:
        return _cards_text(step.cards)
    if step.ranks:
        return "将牌" + " ".join("10" if r == "T" else r for r in step.ranks)
    if step.round is not None:
        return f"第{_numeral(step.round, ordinal=True)}轮{_suit_zh(step.suit, step.trumps)}"
    return _count_zh(step.count) + _suit_zh(step.suit, step.trumps)


def _cash_zh(step: Step) -> str:
    if step.cards or step.ranks:
        return "兑现" + _object_zh(step)
    if step.suit is None and not step.trumps:
        return "兑现" + _count_zh(step.count) + "赢张"
    return "从大到小兑现" + _object_zh(step)


def _finesse_zh(step: Step) -> str:
    if step.cards or step.ranks:
        return ("对" + _object_zh(step) + "飞牌") if step.against else ("飞" + _object_zh(step))
    return _suit_zh(step.suit, False) + "飞牌"


def _ruffing_finesse_zh(step: Step) -> str:
    if step.cards:
        return (
            ("对" + _object_zh(step) + "将吃飞牌")
            if step.against
            else "将吃飞牌" + _object_zh(step)
        )
    return _suit_zh(step.suit, False) + "将吃飞牌"


def _discard_zh(step: Step) -> str:
    thrown = _object_zh(replace(step, on_suit=None, on_cards=()))
    if step.suit is None and not step.cards:
        thrown += "输张"  # a count of losers, or all of them
    on = _cards_text(step.on_cards) if step.on_cards else _suit_zh(step.on_suit, False)
    return f"垫掉{thrown}" + (f"在{on}上" if on else "")


def _squeeze_zh(step: Step) -> str:
    if step.action is Action.DOUBLE_SQUEEZE:
        words = "双重挤牌"
    else:
        words = f"挤{_HAND_ZH[step.target]}" if step.target else "挤牌"
    return words + "".join(SYMBOLS[suit] for suit in step.suits)


def _concede_zh(step: Step) -> str:
    if step.count is None and step.suit is None and not step.trumps and not step.cards:
        return "承认其余牌墩"  # Law 68B's word for a concession
    words = "输" + (_count_zh(step.count, "墩") or "") + _suit_zh(step.suit, step.trumps)
    return words + (f"给{_cards_text(step.cards)}" if step.cards else "")


_STEP_ZH: dict[Action, Callable[[Step], str]] = {
    Action.DRAW_TRUMPS: lambda s: f"清{_numeral(s.count)}轮将牌" if s.count else "清将牌",
    Action.CASH: _cash_zh,
    Action.PLAY: lambda s: "打" + _object_zh(s),
    Action.RUFF: lambda s: "将吃" + _object_zh(s),
    Action.FINESSE: _finesse_zh,
    Action.CROSSRUFF: lambda s: "交叉将吃",
    Action.CONCEDE: _concede_zh,
    Action.UNBLOCK: lambda s: "解封" + _object_zh(s),
    Action.TRICKS: lambda s: _suit_zh(s.suit, s.trumps) + _count_zh(s.count, "墩"),
    Action.REST_HIGH: lambda s: "其余牌墩全赢",
    Action.RUFFING_FINESSE: _ruffing_finesse_zh,
    Action.DISCARD: _discard_zh,
    Action.SQUEEZE: _squeeze_zh,
    Action.DOUBLE_SQUEEZE: _squeeze_zh,
    Action.CROSS: lambda s: "",
    Action.ENDPLAY: lambda s: (
        "投入"
        + (_HAND_ZH[s.target] if s.target else "")
        + (f"用{SYMBOLS[s.suits[0]]}" if s.suits else "")
    ),
}


def _step_zh(step: Step) -> str:
    if step.action is Action.CROSS and step.ending is not None:
        to = "回到庄家手" if step.ending == "hand" else f"到{_HAND_ZH[step.ending]}"
        return to + (f"（用{SYMBOLS[step.suit]}）" if step.suit is not None else "")
    words = _STEP_ZH[step.action](step)
    if step.hand:
        words = f"在{_HAND_ZH[step.hand]}" + words
    if step.ending:
        words += f"（止于{_HAND_ZH[step.ending]}）"
    return words


def _condition_zh(cond: Condition) -> str:
    if cond.kind is ConditionKind.BREAK:
        shape = f"{cond.split[0]}-{cond.split[1]}分配" if cond.split else "分配正常"
        words = f"如果{_suit_zh(cond.suit, cond.trumps)}{shape}"
    elif cond.kind is ConditionKind.FINESSE:
        what = str(cond.card) if cond.card else _suit_zh(cond.suit, False)
        words = f"如果{what}飞牌成功"
    else:
        where = f"在{_HAND_ZH[cond.hand]}" if cond.hand else "位置有利"
        words = f"如果{cond.card}{where}"
    if cond.negated:
        words = "除非" + words[2:]
    return words if cond.tricks is None else f"{words}则{cond.tricks}墩"


def _statement_zh(statement: Statement) -> str:
    if statement.empty:
        return "未作说明"
    sections = []
    if statement.parts:
        sections.append("，然后".join(_join_zh(part) for part in statement.parts))
    if statement.contract:
        sections.append("完成定约")
    if statement.tricks is not None:
        sections.append(f"{statement.tricks}墩")
    sections.extend(_condition_zh(cond) for cond in statement.conditions)
    return "；".join(sections)


def _join_zh(part: Part) -> str:
    said = "，".join(_step_zh(step) for step in part.steps)
    return said if part.condition is None else f"{_condition_zh(part.condition)}，{said}"
