"""The class of player a ruling judges for: given, mapped per event, or read from the
event's name.

    Footnote to Laws 69–71 — "For the purposes of Laws 69–71, 'normal' includes play that
    would be careless or inferior for the class of player involved, but not irrational."

What is careless for a club player may be irrational for an expert (practice row 25:
class is judged per player and event; WBF Laws Committee, Maastricht 2000, item 5).  The
event files do not say who played, but they name the event, and a championship's name
says its class: a batch that rules the Spingold final as a club game takes tricks from
experts that no committee would.  So the class comes, in this order, from

1. a *map* a director gives for a batch (``--class-for PATTERN=CLASS``): the first
   pattern matching the event's name or the file's path or folder;
2. the class stated for every claim (``--class``);
3. the event's name, when it shows a championship or a strong teams event (Spingold,
   Vanderbilt, a world, European or national championship, trials, a superleague, a
   Bundesliga, a grand prix, open teams, foursomes, an invitational, a cup; in Chinese
   锦标赛, 全国, 选拔赛, 联赛, 公开赛 ...): expert;
4. a vugraph broadcast — a LIN file opening with a ``vg|`` header whose boards are played
   in an open and a closed room (``io.lin``): a teams match chosen for broadcast is played
   by experts (a BBO session saved with a ``vg|`` header, one room only, is not);
5. otherwise the default, club.

Each ruling carries a finding saying which of these decided its class, so a committee
can see why the ruling judged an expert or a club player.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import PurePath

from adjudicator.errors import AdjudicatorError
from adjudicator.laws.findings import Finding
from adjudicator.laws.rulesets import PlayerClass

DEFAULT_CLASS = PlayerClass.CLUB

#: Words in an event's name that show a championship, whose players are judged as
#: experts.  Whole words, any case; a director can always override with a map.
CHAMPIONSHIP_NAMES = (
    "championship",
    "championships",
    "spingold",
    "vanderbilt",
    "reisinger",
    "bermuda bowl",
    "venice cup",
    "d'orsi",
    "olympiad",
    "world bridge games",
    "world team",
    "world top",
    "cap gemini",
    "trials",
    "nabc",
    "gold cup",
    "camrose",
    "cavendish",
    "yeh bros",
    "world cup",
    "superleague",
    "super league",
    "bundesliga",
    "grand prix",
    "open teams",
    "foursomes",
    "invitational",
    "cup",
)
#: The same in Chinese (simplified and traditional): no word boundaries in Chinese, so
#: these match anywhere in the name.  锦标赛 championship, 全国 national, 选拔赛 trials,
#: 联赛 league, 公开赛 open, 冠军赛 championship, 邀请赛 invitational, 杯赛 cup.
CHAMPIONSHIP_NAMES_ZH = (
    "锦标赛",
    "錦標賽",
    "全国",
    "全國",
    "选拔赛",
    "選拔賽",
    "联赛",
    "聯賽",
    "公开赛",
    "公開賽",
    "冠军赛",
    "冠軍賽",
    "邀请赛",
    "邀請賽",
    "杯赛",
    "杯賽",
    "盃賽",
)
_CHAMPIONSHIP = re.compile(
    r"\b("
    + "|".join(re.escape(name) for name in CHAMPIONSHIP_NAMES)
    + r")\b"
    + "|("
    + "|".join(re.escape(name) for name in CHAMPIONSHIP_NAMES_ZH)
    + ")",
    re.IGNORECASE,
)


#: The findings saying why a class was judged (given, default, the event's name, a
#: vugraph broadcast, a map).
CLASS_REASONS = (
    "class_stated",
    "class_default",
    "class_event_tags",
    "class_vugraph",
    "class_mapped",
)


def class_finding(key: str, player_class: PlayerClass, details: dict[str, str]) -> Finding:
    """One of :data:`CLASS_REASONS` with its facts (the event, the word, the pattern)."""
    return Finding(key, {"cls": player_class} | details)


class ClassMapError(AdjudicatorError, ValueError):
    """A class map entry that is not ``PATTERN=CLASS``."""


def championship_word(event: str) -> str | None:
    """The word of the event's name that shows a championship, if any."""
    match = _CHAMPIONSHIP.search(event)
    return next(word for word in match.groups() if word) if match else None


def stated_class(player_class: PlayerClass) -> tuple[PlayerClass, Finding]:
    """A class the director gave for this claim."""
    return player_class, Finding("class_stated", {"cls": player_class})


def class_from_event(event: str, vugraph: bool = False) -> tuple[PlayerClass, Finding]:
    """The class an event shows: expert for a championship's name or a vugraph
    broadcast of a teams match (``vugraph``), else the default."""
    word = championship_word(event)
    if word is not None:
        return PlayerClass.EXPERT, Finding(
            "class_event_tags", {"cls": PlayerClass.EXPERT, "event": event, "word": word}
        )
    if vugraph:
        return PlayerClass.EXPERT, Finding(
            "class_vugraph", {"cls": PlayerClass.EXPERT, "event": event}
        )
    return DEFAULT_CLASS, Finding("class_default", {"cls": DEFAULT_CLASS})


@dataclass(frozen=True)
class ClassMap:
    """Where a batch's claims take their class from: patterns mapping events or folders
    to a class (first match wins), then one class for every claim, then the event's name.
    """

    entries: tuple[tuple[str, PlayerClass], ...] = ()
    every: PlayerClass | None = None  # one class for every claim not mapped

    @classmethod
    def parse(cls, specs: Iterable[str], every: str | None = None) -> ClassMap:
        """``["*Spingold*=expert", "club-nights/=club"]`` and an optional class for all."""
        entries = []
        for spec in specs:
            pattern, sep, name = spec.rpartition("=")
            if not sep or not pattern.strip():
                raise ClassMapError(f"{spec!r}: expected PATTERN=CLASS, e.g. '*Spingold*=expert'")
            entries.append((pattern.strip(), _class(name, spec)))
        return cls(tuple(entries), _class(every, every) if every else None)

    @property
    def key(self) -> str:
        """The map as one line of text ("" for the default: the event's name decides)."""
        parts = [f"{pattern}={cls.value}" for pattern, cls in self.entries]
        if self.every is not None:
            parts.append(f"*={self.every.value}")
        return ";".join(parts)

    def choose(self, file: str, event: str, vugraph: bool = False) -> tuple[PlayerClass, Finding]:
        """The class for a claim of this file and event (``vugraph``: a board of a
        broadcast), and the finding saying why."""
        for pattern, player_class in self.entries:
            if matches(pattern, file, event):
                return player_class, Finding(
                    "class_mapped", {"cls": player_class, "pattern": pattern}
                )
        if self.every is not None:
            return stated_class(self.every)
        return class_from_event(event, vugraph)


def _class(name: str, spec: str) -> PlayerClass:
    try:
        return PlayerClass.parse(name)
    except ValueError as exc:
        raise ClassMapError(f"{spec!r}: {exc}") from None


def matches(pattern: str, file: str, event: str) -> bool:
    """Does ``pattern`` (a glob, any case) match the event's name, the file or one of
    its folders — by name, by whole path, or by the end of its path (``events/tenace``
    matches ``/data/events/tenace``)?  A trailing ``/`` is ignored."""
    pattern = pattern.rstrip("/\\").lower() or "/"
    if event and fnmatch(event.lower(), pattern):
        return True
    path = PurePath(file.lower())
    tail = pattern if pattern.startswith("/") else "*/" + pattern
    return any(
        fnmatch(place.name, pattern)
        or fnmatch(place.as_posix(), pattern)
        or fnmatch(place.as_posix(), tail)
        for place in (path, *path.parents)
        if str(place) not in (".", "")
    )
