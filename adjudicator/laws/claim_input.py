"""A claim as a director types it: the fields of ``adjudicate claim`` and of the web page.

The fields are the command's long options with underscores (the web page's JSON API
uses the same names): ``hands``, ``trump``, ``lead``, ``claimer``, ``claims``, ``trick``,
``history``, ``shown_out``, ``statement``, ``after_claim``, ``class``, ``rules``,
``not_normal`` (the doubtful points struck, ``3:S:H2``), and for the result and its score
``contract``, ``declarer``, ``vul``, ``won``.  Text or numbers
are accepted where a form would send either; lists where an option repeats.

:func:`read_claim` reads each field (an error names it in ``error.fact``), fills what one
fact implies for another, and hands the claim to the one check of its facts
(:func:`~adjudicator.laws.validation.validate_claim`):

* ``contract`` implies the trump: its strain is the trump, and a ``trump`` that differs
  is refused;
* a result needs the tricks already won (``won``, declarer's side first).  When no trick
  is complete they are 0-0; when the earlier tricks typed in (``history``) are all the
  completed ones they are counted from them; otherwise ``won`` is required;
* ``claimer`` defaults to declarer when the contract is given.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from adjudicator.core.cards import parse_card, same_side, seat_of, strain_of
from adjudicator.core.contract import Contract
from adjudicator.core.position import ClaimPosition
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claim import BoardContext, ClaimFactError, ClaimFacts
from adjudicator.laws.class_of_player import class_from_event, stated_class
from adjudicator.laws.doubtful import parse_point
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.laws.validation import validate_claim
from adjudicator.scoring.law77 import ScoringError, parse_vul
from adjudicator.statement import parse_statement

#: The fields :func:`read_claim` reads, in the order a director gives them.
FIELDS = ("hands", "trump", "lead", "trick", "history", "shown_out", "claimer", "claims",
          "statement", "after_claim", "class", "rules", "contract", "declarer", "vul", "won",
          "not_normal")

#: A count typed in: ASCII digits only (``int()`` would take "٣" and "３"), two at most.
_COUNT = re.compile(r"\s*([0-9]{1,2})\s*")
_WON = re.compile(r"\s*([0-9]{1,2})\s*[,/-]\s*([0-9]{1,2})\s*")


def read_claim(fields: Mapping[str, Any]) -> ClaimFacts:
    """The claim the fields describe, once its facts are checked against each other.

    Raises an :class:`~adjudicator.errors.AdjudicatorError` whose ``fact`` names the field
    at fault.  Fields not in :data:`FIELDS` are not read (a form may carry others)."""
    given = {name: value for name, value in fields.items()
             if name in FIELDS and value not in (None, "", [], ())}
    if "player_class" in fields and "class" not in given and fields["player_class"]:
        given["class"] = fields["player_class"]
    missing = [name for name in ("hands", "lead") if name not in given]
    if "trump" not in given and "contract" not in given:
        missing.append("trump")
    if missing:
        raise ClaimFactError("fields_missing", fact=missing[0], names=missing)
    contract = _field("contract", lambda: Contract.parse(str(given["contract"]))) \
        if "contract" in given else None
    trump = _trump(given, contract)
    position = ClaimPosition.from_text(
        str(given["hands"]), trump, str(given["lead"]), str(given.get("trick", "")),
        _texts(given.get("history", ())), _texts(given.get("shown_out", ())))
    context = _context(given, contract, position)
    claimer = read_seat(given["claimer"], "claimer") if "claimer" in given \
        else (context.declarer if context else None)
    if claimer is None or "claims" not in given:
        raise ClaimFactError("fields_missing", fact="claimer" if claimer is None else "claims",
                             names=[n for n in ("claimer", "claims") if n not in given])
    facts = ClaimFacts(position, claimer, count(given["claims"], "claims"), context=context,
                       **claim_options(given))
    validate_claim(facts)
    return facts


def claim_options(fields: Mapping[str, Any], *, from_event: bool = False) -> dict[str, Any]:
    """What a claim adds to its position, from the fields: the statement, the play after
    the claim, the class of player and why it is judged, the rule set and the doubtful
    points struck (``ClaimFacts``'s keywords).  A claim read from an event file takes
    these from the director too, except the class when none is given: the event's name
    decides it then (``from_event``; :func:`~adjudicator.laws.claim.claim_from_record`)."""
    def get(name: str, default: str) -> str:
        value = fields.get(name)
        return default if value is None else value

    statement_text = str(get("statement", ""))
    options: dict[str, Any] = {
        "statement": _field("statement", lambda: parse_statement(statement_text)),
        "statement_text": statement_text,
        "after_claim": _field("after_claim", lambda: tuple(
            parse_card(word) for word in _words(get("after_claim", "")))),
        "ruleset": _field("rules", lambda: RuleSet.parse(str(get("rules", "seed1997")))),
        "not_normal": tuple(point for text in _texts(fields.get("not_normal") or ())
                            for point in _field("not_normal", lambda t=text: parse_point(t))),
    }
    stated = fields.get("class") or fields.get("player_class")
    if stated:
        player_class = _field("class", lambda: PlayerClass.parse(str(stated)))
        options["player_class"], options["class_reason"] = stated_class(player_class)
    elif not from_event:  # typed in: no event's name to tell the class
        options["player_class"], options["class_reason"] = class_from_event("")
    return options


def read_seat(value: Any, fact: str):  # -> Player
    """A seat typed in (``N``, ``south``), the field at fault named if it is none."""
    return _field(fact, lambda: seat_of(str(value)))


def count(value: Any, fact: str) -> int:
    """A number of tricks typed in (``3``, ``"3"``): ASCII digits, 0 to 99; the laws'
    check decides whether the number is possible."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    match = _COUNT.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ClaimFactError("not_a_count", fact=fact, text=str(value))
    return int(match.group(1))


def read_won(value: Any) -> tuple[int, int]:
    """Tricks won before the claim, declarer's side first: ``"6,3"`` or ``[6, 3]``."""
    if isinstance(value, list | tuple) and len(value) == 2:
        return count(value[0], "won"), count(value[1], "won")
    match = _WON.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ClaimFactError("won_format", fact="won", text=str(value))
    return int(match.group(1)), int(match.group(2))


def _trump(given: Mapping[str, Any], contract: Contract | None) -> str:
    """The trump: typed, or the contract's strain; the two must agree."""
    if contract is None:
        return str(given["trump"])
    if "trump" in given:
        stated = _field("trump", lambda: strain_of(str(given["trump"])))
        if stated != contract.denom:
            raise ClaimFactError("contract_trump", fact="trump", contract=str(contract),
                                 strain=contract.denom, trump=stated)
    return contract.strain


def _context(given: Mapping[str, Any], contract: Contract | None,
             position: ClaimPosition) -> BoardContext | None:
    """The board's facts for the result and its score, when the contract is given."""
    if contract is None:
        extra = [name for name in ("declarer", "won") if name in given]
        if extra:
            raise ClaimFactError("needs_contract", fact=extra[0], name=extra[0])
        return None
    if "declarer" not in given:
        raise ClaimFactError("fields_missing", fact="declarer", names=["declarer"])
    declarer = read_seat(given["declarer"], "declarer")
    try:
        vul = parse_vul(str(given.get("vul", "None")))
    except ScoringError:
        raise ClaimFactError("vul_unknown", fact="vul", text=str(given.get("vul"))) from None
    if "won" in given:
        won = read_won(given["won"])
    else:
        won = _won_from_history(position, declarer)
    return BoardContext(contract, declarer, None if vul == "None" else vul, *won)


def _won_from_history(position: ClaimPosition, declarer: Any) -> tuple[int, int]:
    """The tricks won before the claim when they need not be typed: none complete, or
    every completed trick typed in as history."""
    completed = 13 - position.tricks_left
    if len(position.history) != completed:
        raise ClaimFactError("won_needed", fact="won", completed=completed,
                             typed=len(position.history))
    declaring = sum(1 for trick in position.history
                    if same_side(trick.winner(position.trump), declarer))
    return declaring, completed - declaring


def _field(name: str, read):  # -> the value read
    try:
        return read()
    except AdjudicatorError as error:
        error.fact = error.fact or name
        raise


def _texts(value: Any) -> list[str]:
    """A repeated field: a list of texts, or one text."""
    if isinstance(value, str):
        return [value]
    return [str(item) for item in value]


def _words(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        return value.split()
    return [str(item) for item in value]
