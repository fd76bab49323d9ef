"""Chinese in its two scripts, and the language codes every output takes.

``zh`` is Simplified Chinese as the Chinese Bridge Association writes its laws (the seed
text: 声称, 庄家, 明手, 防家, 将牌, 第70条C款); every Chinese word of the project is
written by hand in that script.  ``zh-Hant`` is Traditional Chinese for Taiwan's
players and directors, derived from the Simplified text rather than kept as a second
hand-written copy that would drift from the first:

1. the characters are converted by OpenCC (``s2tw``: Traditional characters in their
   Taiwan standard forms, 裡 not 裏).  OpenCC's phrase tables (``s2twp``) are not used:
   they rewrite words for computing vocabulary, and turn the laws' 默认 (acquiescence,
   Law 69) into 預設 ("default setting");
2. bridge terms whose Taiwan usage differs are then replaced (:data:`TAIWAN_TERMS`):
   Taiwan's players say 夢家 for dummy, 王牌 for trump, 無王 for notrump, 磴 for a trick,
   合約 for the contract and 賭倍 for a double (and 檔案 for a file).

OpenCC is a maintained project with binary wheels for every supported Python; it is
imported once, here, and everything that needs the other script asks this module.
"""

from __future__ import annotations

from functools import cache, lru_cache

import opencc

from adjudicator.errors import AdjudicatorError

#: Every language an output can be written in.
LANGUAGES = ("en", "zh", "zh-Hant")
#: Other names people give them (BCP 47 tags and regions) → ours.
_ALIASES = {
    "en": "en", "en-gb": "en", "en-us": "en",
    "zh": "zh", "zh-hans": "zh", "zh-cn": "zh", "zh-sg": "zh", "cn": "zh",
    "zh-hant": "zh-Hant", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant", "zh-mo": "zh-Hant",
    "tw": "zh-Hant",
}  # fmt: skip
#: The ``lang`` attribute of an HTML page in each language.
HTML_LANG = {"en": "en", "zh": "zh-Hans", "zh-Hant": "zh-Hant"}

#: Bridge terms as Taiwan says them, after character conversion (longest first where
#: one contains another).  Each is what Taiwan's bridge texts write: 夢家, 王牌 and 無王
#: (trump, notrump), 王吃 (ruff), 磴 and 牌磴 (trick), 合約 (contract), 賭倍 (double),
#: 身價 (vulnerability); and 檔案, 列印, 搜尋 for a file, printing, a search.  (The opening
#: lead is 首引 in both: the seed text's word.)
TAIWAN_TERMS = (
    ("明手", "夢家"),
    ("將牌", "王牌"),
    ("將吃", "王吃"),
    ("無將", "無王"),
    ("清將", "清王"),
    ("墩", "磴"),
    ("定約", "合約"),
    ("加倍", "賭倍"),
    ("有局", "有身價"),
    ("無局", "無身價"),
    # and the computer's words as Taiwan says them
    ("文件", "檔案"),
    ("打印", "列印"),
    ("搜索", "搜尋"),
)

#: Words that contain a mainland term but are the same in Taiwan: 雙明手 (double dummy)
#: is not a 雙夢家, nor 單明手 (single dummy) a 單夢家.
TAIWAN_KEEPS = ("雙明手", "單明手")


@cache
def _converter(config: str) -> opencc.OpenCC:
    """OpenCC's converter, made on first use: loading its dictionaries takes a third of a
    second, which an English run (and every batch worker) should not pay."""
    return opencc.OpenCC(config)


class UnknownLanguage(AdjudicatorError, ValueError):
    """A language code none of the outputs is written in."""


def language(code: str) -> str:
    """``code`` as one of :data:`LANGUAGES` (``zh-Hans`` → ``zh``, ``zh-TW`` →
    ``zh-Hant``), or :class:`UnknownLanguage`."""
    try:
        return _ALIASES[code.strip().lower()]
    except KeyError:
        raise UnknownLanguage(
            f"unknown language {code!r} (expected one of: {', '.join(LANGUAGES)})"
        ) from None


def is_chinese(lang: str) -> bool:
    return lang in ("zh", "zh-Hant")


@lru_cache(maxsize=8192)
def traditional(text: str) -> str:
    """Simplified ``text`` in Traditional characters with Taiwan's bridge terms.

    Only Chinese characters change: ASCII (format fields such as ``{count}``, card
    codes, digits), suit symbols and punctuation pass through."""
    converted = _converter("s2tw").convert(text)
    kept = {f"\0{i}\0": word for i, word in enumerate(TAIWAN_KEEPS)}
    for mark, word in kept.items():
        converted = converted.replace(word, mark)
    for mainland, taiwan in TAIWAN_TERMS:
        converted = converted.replace(mainland, taiwan)
    for mark, word in kept.items():
        converted = converted.replace(mark, word)
    return converted


@lru_cache(maxsize=8192)
def simplified(text: str) -> str:
    """``text`` in Simplified characters (a Simplified text comes back unchanged)."""
    return _converter("t2s").convert(text)


def in_script(text: str, lang: str) -> str:
    """Simplified Chinese ``text`` as ``lang`` writes it (only ``zh-Hant`` changes it)."""
    return traditional(text) if lang == "zh-Hant" else text
