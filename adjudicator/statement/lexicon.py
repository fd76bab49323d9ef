"""The words of the statement language, as tables (no logic).

The grammar (:mod:`adjudicator.statement.parser`) reads *canonical words* — English — by
their role: a suit, a number, a rank, a filler to skip, a word that separates steps with
or without an order, the verbs of each step, the words conditions are made of.  Each role
is one table below.

A language is a :class:`Language` table on top of them: its ``phrases`` turn what a
claimer says into canonical words (English uses it for contractions and set phrases —
"they're", "after that", "ruffing finesse"; Chinese for every word, since Chinese text has
no spaces to cut at), its ``expected`` says the items of an error's "expected one of" in
that language, and its ``messages`` are the error's wording.  A new language is a new
``Language`` value and nothing else.

``KNOWN_WORDS`` is every canonical word, for telling a misplaced word from an unknown one;
errors suggest the nearest of these or of a language's phrases.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from endplay.types import Denom

SYMBOLS = "♠♥♦♣"

# ---- canonical words, by role ----------------------------------------------------------------

SUIT_WORDS = {
    "spade": Denom.spades, "spades": Denom.spades,
    "heart": Denom.hearts, "hearts": Denom.hearts,
    "diamond": Denom.diamonds, "diamonds": Denom.diamonds,
    "club": Denom.clubs, "clubs": Denom.clubs,
}  # fmt: skip
SINGULAR_SUITS = {"spade", "heart", "diamond", "club", "trump"}
#: Groups of suits, for the threats of a squeeze ("squeeze West in the minors").
SUIT_GROUPS = {
    "minors": (Denom.diamonds, Denom.clubs), "minor": (Denom.diamonds, Denom.clubs),
    "majors": (Denom.spades, Denom.hearts), "major": (Denom.spades, Denom.hearts),
}  # fmt: skip
NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
}  # fmt: skip
#: "the fourth round", "the third club"; "first" is filler ("first draw trumps").
ORDINAL_WORDS = {
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
    "9th": 9, "10th": 10, "11th": 11, "12th": 12, "13th": 13,
}  # fmt: skip
RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}
FILLERS = {
    "i", "we", "will", "i'll", "we'll", "shall", "am", "i'm", "going", "the", "my", "our",
    "claim", "claims", "claiming", "just", "now", "first", "please", "simply",
    "low", "small", "little", "ok", "okay", "so", "can", "you", "me", "us", "let's",
    "have", "make", "making", "get", "again", "i've", "we're",
    "think", "obviously", "clearly", "surely", "guess", "believe", "enough", "your",
    "certainly", "probably", "easily", "course", "anyway",
}  # fmt: skip
THEN_WORDS = {"then", "next", "afterwards", "finally", "later", "before"}
AND_WORDS = {"and", "plus", "also"}
CASH_VERBS = {"cash", "cashing", "run", "running", "take", "taking"}
PLAY_VERBS = {"play", "playing", "lead", "leading", "overtake", "overtaking", "pop"}
DRAW_VERBS = {"draw", "drawing", "pull", "pulling", "clear", "clearing", "extract"}
RUFF_VERBS = {"ruff", "ruffing", "trump", "trumping", "ruffs"}
CONCEDE_VERBS = {"concede", "conceding", "lose", "losing", "give", "giving", "duck",
                 "ducking", "yield", "exit", "exiting"}  # fmt: skip
DISCARD_VERBS = {"discard", "discarding", "pitch", "pitching", "throw", "throwing",
                 "shed", "shedding", "dump", "dumping", "toss", "tossing", "discards",
                 "pitches", "throws", "chuck"}  # fmt: skip
SQUEEZE_VERBS = {"squeeze", "squeezing", "squeezed", "double-squeeze"}
REPEAT_VERBS = {"repeat", "repeating"}
REST_HEADS = {"rest", "remaining", "remainder", "everything", "all", "they", "it",
              "high", "good"}  # fmt: skip
REST_TAILS = {"are", "is", "high", "good", "mine", "ours", "winners", "winning", "tricks",
              "of", "them", "rest", "remaining", "top", "masters", "cards", "trick", "all",
              "established"}  # fmt: skip
#: Adjectives before a suit that only say which of its cards ("my losing club", "dummy's
#: high diamonds"): the step's suit and count already say it.
ADJECTIVES = {"losing", "spare", "remaining", "other", "master", "high", "top", "good",
              "winning", "long", "established", "last"}  # fmt: skip
IF_WORDS = {"if", "provided", "assuming", "when", "unless"}
BREAK_WORDS = {"break", "breaks", "split", "splits", "behave", "behaves", "divide",
               "divides", "are", "is", "go", "run"}  # fmt: skip
WORKS_WORDS = {"works", "work", "wins", "win", "succeeds", "succeed", "holds", "on",
               "is", "right", "onside"}  # fmt: skip
ONSIDE_WORDS = {"onside", "right", "well"}
HAND_WORDS = {
    "hand": "hand", "dummy": "dummy", "table": "dummy", "board": "dummy",
    "declarer": "hand",
    "north": "N", "east": "E", "south": "S", "west": "W",
    "n": "N", "e": "E", "s": "S", "w": "W",
}  # fmt: skip
#: The hand opposite: "on dummy's diamonds" discards from the other hand.
PARTNER_HAND = {"hand": "dummy", "dummy": "hand", "N": "S", "S": "N", "E": "W", "W": "E"}
SEAT_WORDS = {"north": "N", "east": "E", "south": "S", "west": "W"}
#: Words that join a squeeze to a claim: "10 tricks on a squeeze", "making by a squeeze".
MEANS_WORDS = {"on", "by", "via", "through", "using", "with"}
OTHER_WORDS = {
    "to", "toward", "towards", "of", "in", "from", "on", "ending", "finishing", "end",
    "ends", "top", "down", "rounds", "round", "trick", "tricks", "winners", "winner",
    "finesse", "finesses", "against", "up", "crossruff", "cross-ruff", "cross",
    "unblock", "unblocking", "otherwise", "else", "no", "statement", "with", "placed",
    "closed", "own", "crossruffing", "cross-ruffing", "after", "that", "followed", "by",
    "out", "last", "outstanding", "their", "opponents'", "side", "they", "it", "suit",
    "evenly", "kindly", "normally", "has", "holds", "lies", "sits", "ruffing-finesse",
    "contract", "for", "onto", "upon", "losers", "loser", "minors", "majors", "minor",
    "major", "via", "through", "using", "nth", "ba", "twice", "unless", "fails", "fail",
    "loses", "wrong", "offside", "not", "don't", "doesn't", "enter", "entering",
    "crossing", "endplay", "endplaying", "endplayed", "shows", "show", "showing",
}  # fmt: skip
KNOWN_WORDS = (
    set(SUIT_WORDS) | set(NUMBER_WORDS) | set(ORDINAL_WORDS) | set(RANK_WORDS) | FILLERS
    | THEN_WORDS | AND_WORDS | CASH_VERBS | PLAY_VERBS | DRAW_VERBS | RUFF_VERBS
    | CONCEDE_VERBS | DISCARD_VERBS | SQUEEZE_VERBS | REPEAT_VERBS | REST_HEADS
    | REST_TAILS | ADJECTIVES | IF_WORDS | BREAK_WORDS | WORKS_WORDS | set(HAND_WORDS)
    | set(SUIT_GROUPS) | OTHER_WORDS | {"trumps", "trump"}
)  # fmt: skip

# ---- what an error says was expected ---------------------------------------------------------

CLAUSE_EXPECTED = (
    "draw", "cash", "run", "play", "lead", "ruff", "finesse", "take", "crossruff", "concede",
    "give up", "lose", "unblock", "discard", "squeeze", "ruffing finesse", "the rest",
    "all mine", "a card (SA, ♠A, ace of spades)", "a suit (heart to the queen)",
    "a count (four hearts, 10 tricks)", "if",
)  # fmt: skip
AFTER_STEP_EXPECTED = ("then", "and", ",", "in hand", "in dummy", "ending in", "if",
                       "the end of the statement")  # fmt: skip
SUIT_EXPECTED = ("spades", "hearts", "diamonds", "clubs", "♠", "♥", "♦", "♣")
CARD_EXPECTED = ("a card (SA, ♠A, ace of spades)",)
HAND_EXPECTED = ("hand", "dummy", "North", "East", "South", "West")
SEAT_EXPECTED = ("North", "East", "South", "West")


# ---- languages ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Language:
    """How one language says the canonical words, and its errors.

    ``phrases``: a word or run of words as said (lower case; for Chinese, a run of
    characters) → the canonical words it stands for ("" for a filler).  ``expected``: an
    item of an error's "expected" list → how this language says it (missing: as is).
    ``messages``: the error's wording, with ``{word}``, ``{position}``, ``{expected}``,
    ``{close}`` to fill in."""

    code: str
    phrases: Mapping[str, str]
    expected: Mapping[str, str]
    messages: Mapping[str, str]
    list_separator: str = ", "


ENGLISH = Language(
    code="en",
    phrases={
        "after that": "then",
        "followed by": "then",
        "they're": "they are",
        "it's": "it is",
        "that's": "that is",
        "everything's": "everything is",
        "top tricks": "winners",
        "top winners": "winners",
        "ruffing finesse": "ruffing-finesse",
        "ruff finesse": "ruffing-finesse",
        "ruff-finesse": "ruffing-finesse",
        "ruffing-finesse": "ruffing-finesse",
        "double squeeze": "double-squeeze",
        "simple squeeze": "squeeze",
        "rest of tricks": "rest",
        "rest of them": "rest",
        "rest of": "",
        # what claimers say (issue 28; sources in tests/statement_tolerant_corpus.py)
        "you get": "concede",
        "you'll get": "concede",
        "you will get": "concede",
        "you can have": "concede",
        "you take": "concede",
        "you win": "concede",
        "you have": "concede",
        "you score": "concede",
        "you'll have": "concede",
        "take your": "draw",
        "take out": "draw",
        "knock out": "draw",
        "get the trumps out": "draw trumps",
        "get trumps out": "draw trumps",
        "play them out": "winners",
        "play it out": "winners",
        "play out": "winners",
        "no losers": "rest high",
        "no loser": "rest high",
        "nothing to lose": "rest high",
        "i have the rest": "rest high",
        "of course": "",
        "double hook": "finesse",
        "play on": "play",
        "playing on": "playing",
        "get to": "cross to",
        "over to": "cross to",
        "back to": "cross to",
        "return to": "cross to",
        "throw in": "endplay",
        "throw-in": "endplay",
        "strip and endplay": "endplay",
    },  # fmt: skip
    expected={},
    messages={
        "unknown": "unknown word {word!r} at position {position}: expected one of: {expected}",
        "unexpected": "unexpected word {word!r} at position {position}: expected one of: "
        "{expected}",
        "end": "the statement ends too early at position {position}: expected one of: {expected}",
        "close": " (did you mean {close!r}?)",
        "nothing": "nothing in the statement {word!r} was understood: type the steps the "
        "claimer named, e.g. 'draw trumps, then cash the spades', or --statement \"\" for "
        "no statement",
    },
)

#: Chinese words, Simplified and Traditional (mainland and Taiwan terms alike): each
#: entry is the forms, separated by "/", and the canonical words they stand for.
_CHINESE_WORDS = (
    # suits and trumps
    ("黑桃", "spades"), ("红心/紅心/红桃/紅桃", "hearts"),
    ("方块/方塊/方片", "diamonds"), ("梅花/草花", "clubs"),
    ("将牌/將牌/王牌", "trumps"), ("低花", "minors"), ("高花", "majors"),
    # cards and counts
    ("大牌/赢张/贏張/赢墩/贏墩", "winners"), ("小牌/小", "low"), ("输张/輸張", "losers"),
    ("一", "one"), ("二/两/兩", "two"), ("三", "three"), ("四", "four"), ("五", "five"),
    ("六", "six"), ("七", "seven"), ("八", "eight"), ("九", "nine"), ("十", "ten"),
    ("十一", "eleven"), ("十二", "twelve"), ("十三", "thirteen"), ("第", "nth"),
    ("张/張/次", ""), ("墩/墩牌/磴/牌磴", "tricks"), ("轮/輪", "rounds"),
    ("最后一张/最後一張/最后/最後", "last"),
    # steps
    ("清将/清將/清王/清将牌/清將牌/清王牌/调将/調將/吊将/吊將", "draw trumps"),
    ("打掉将牌/打掉將牌/打光将牌/打光將牌/拔将/拔將/拔王/拔光将牌/拔光將牌/清光将牌/清光將牌/"
     "清光/肃清将牌/肅清將牌/扫清将牌/掃清將牌/拔将牌/拔將牌/拔王牌", "draw trumps"),
    ("拔/拔光", "draw"), ("打掉/打光", "cash"),
    ("清", "draw"), ("兑现/兌現/兑/兌", "cash"), ("打/打出", "play"), ("出/引", "lead"),
    ("将吃/將吃/王吃", "ruff"), ("飞牌/飛牌/飞/飛/偷牌/偷", "finesse"),
    ("将吃飞牌/將吃飛牌/王吃飞牌/王吃飛牌", "ruffing-finesse"),
    ("交叉将吃/交叉將吃/交叉王吃", "crossruff"), ("让/讓/放/送/承认/承認", "concede"),
    ("输/輸", "lose"), ("解封", "unblock"),
    ("垫/墊/垫掉/墊掉/垫牌/墊牌/扔/扔掉/丢/丟/丢掉/丟掉", "discard"),
    ("挤牌/擠牌/挤/擠/紧逼/緊逼", "squeeze"),
    ("双挤/雙擠/双重挤牌/雙重擠牌/双重紧逼/雙重緊逼/双紧逼/雙緊逼", "double-squeeze"),
    ("重复/重複/重复一次/重複一次/再来一次/再來一次", "repeat"),
    ("从大到小/從大到小/从上到下/從上到下/从大打到小/從大打到小", "top down"),
    # the rest
    ("剩下的/剩下/剩余的/剩餘的/其余/其餘/其余的/其餘的/其余牌墩/其餘牌墩/其余牌磴/其餘牌磴",
     "rest"),
    ("都是/全是/全都是", "are all"), ("都是我的/全是我的/都归我/都歸我", "are mine"),
    ("都是大牌/全是大牌", "all winners"), ("全赢/全贏", "high"),
    ("都大/全大/全都大/都是大的/全是大的/都赢/都贏/全都赢/全都贏", "rest high"),
    ("全是我的/全归我/全歸我/全部是我的/全都是我的/都归我的/都歸我的/都是我的", "rest are mine"),
    ("你拿/你们拿/你們拿/你赢/你贏/你们赢/你們贏/给你/給你", "concede"),
    ("你/你们/你們", ""),
    ("没有输张/沒有輸張/没输张/沒輸張/没有输墩/沒有輸墩/没有失墩/沒有失墩/没有输牌/沒有輸牌",
     "rest high"),
    ("到明手/进明手/進明手/上明手/过桥到明手/過橋到明手/到夢家/到梦家/进梦家/進夢家",
     "cross to dummy"),
    ("回手/回到手里/回到手裡/回到暗手/回暗手/回到手上/回到庄家手/回到莊家手", "cross to hand"),
    ("投入/投入打法/终局打法/終局打法", "endplay"), ("一次", ""),
    # hands
    ("明手/梦家/夢家", "dummy"), ("暗手/庄家/莊家/我手/庄家手/莊家手", "hand"),
    ("明手的/梦家的/夢家的", "dummy's"),
    ("暗手的/庄家的/莊家的", "hand's"), ("北家", "north"), ("东家/東家", "east"),
    ("南家", "south"), ("西家", "west"), ("我/我的/我们/我們", ""),
    # order
    ("然后/然後/再/之后/之後/以后/以後/后/後/接着/接著/随后/隨後/跟着/跟著", "then"),
    ("先/首先/马上/馬上/直接", ""),
    ("我想/我认为/我認為/应该/應該/显然/顯然/当然/當然/肯定/大概/好像/我觉得/我覺得", ""),
    ("和/及/与/與/跟/并/並/同时/同時", "and"),
    # conditions
    ("如果/假如/若/要是/倘若/假设/假設", "if"), ("的话/的話/则/則/就/那么/那麼", ""),
    ("否则/否則/不然", "otherwise"), ("分配/分布/分佈", "break"), ("正常", "evenly"),
    ("成功", "works"), ("不成功/失败/失敗/不行", "fails"), ("除非", "unless"),
    ("位置有利/有利/在有利位置", "onside"), ("有", "has"), ("是", "is"),
    # little words
    ("在", "in"), ("从/從", "from"), ("到/至", "to"), ("给/給", "to"), ("对/對", "against"),
    ("用/以", "with"), ("上/上面", "upon"), ("止于/止於/结束于/結束於", "ending in"),
    ("的/拿/共/聲稱/声称/摊牌/攤牌", ""), ("吃", "ruff"), ("把/将其/將其", "ba"),
    ("未作说明/未作說明/没有说明/沒有說明/无说明/無說明", "no statement"),
    ("完成定约/完成定約/做成定约/做成定約/打成定约/打成定約/定约/定約", "contract"),
    ("完成合约/完成合約/做成合约/做成合約/打成合约/打成合約/合约/合約", "contract"),
)  # fmt: skip

#: Traditional characters of the table and their Simplified forms: the script an error is
#: written in follows the statement's (and a test checks both forms of each word are listed).
TRADITIONAL_TO_SIMPLIFIED = dict(
    zip(
        "紅塊將飛現贏張輸輪後兌讓墊擠雙緊複來從餘歸東莊們則話設對給結於說沒無聲稱攤並時隨著馬佈調麼丟兩認夢約"
        "肅掃進過橋裡終為應該顯當覺敗",
        "红块将飞现赢张输轮后兑让垫挤双紧复来从余归东庄们则话设对给结于说没无声称摊并时随着马布调么丢两认梦约"
        "肃扫进过桥里终为应该显当觉败",
        strict=True,
    )
)

_CHINESE_EXPECTED = {
    "draw": "清将", "cash": "兑现", "run": "兑现", "play": "打", "lead": "出",
    "ruff": "将吃", "finesse": "飞牌", "take": "兑现", "crossruff": "交叉将吃",
    "concede": "让", "give up": "让", "lose": "输", "unblock": "解封", "discard": "垫牌",
    "squeeze": "挤牌", "ruffing finesse": "将吃飞牌", "the rest": "剩下的",
    "all mine": "都是我的", "a card (SA, ♠A, ace of spades)": "一张牌（♠A、黑桃A）",
    "a suit (heart to the queen)": "花色（红心飞Q）",
    "a count (four hearts, 10 tricks)": "墩数（红心4墩、10墩）", "if": "如果",
    "then": "然后", "and": "和", ",": "，", "in hand": "在暗手", "in dummy": "在明手",
    "ending in": "止于", "the end of the statement": "说明结束", "spades": "黑桃",
    "hearts": "红心", "diamonds": "方块", "clubs": "梅花", "trumps": "将牌",
    "hand": "暗手", "dummy": "明手", "North": "北家", "East": "东家", "South": "南家",
    "West": "西家", "break": "分配正常", "are 3-2": "3-2分配", "the finesse": "飞牌",
    "a card": "一张牌", "winners": "大牌", "they": "它们", "one card": "一张牌",
    "onside": "位置有利", "with West": "在西家", "finesse works": "飞牌成功",
    "a number of tricks": "墩数", "a number from 1 to 13": "1到13的数",
    "a rank (ace, king, queen, jack, ten, 9 ... 2)": "牌点（A、K、Q、J、10、9…2）",
    "in": "在", "side": "位置", "good": "大牌", "high": "大牌", "trump": "将牌",
    "otherwise": "否则", "ruffs": "将吃", "on": "在…上", "a suit or a card": "花色或牌",
    "round": "轮", "a split (4-1)": "分配（4-1）",
}  # fmt: skip
_CHINESE_MESSAGES = {
    "unknown": "位置{position}的「{word}」无法识别：此处应为：{expected}",
    "unexpected": "位置{position}的「{word}」用在此处不通：此处应为：{expected}",
    "end": "说明在位置{position}处意外结束：此处应为：{expected}",
    "close": "（是否想说「{close}」？）",
    "nothing": "说明「{word}」中没有一个词能读懂：请写出声称者说的步骤，"
    '例如「清将，然后兑现黑桃」；没有说明请用 --statement ""',
}
_TRADITIONAL_MESSAGES = {
    "unknown": "位置{position}的「{word}」無法識別：此處應為：{expected}",
    "unexpected": "位置{position}的「{word}」用在此處不通：此處應為：{expected}",
    "end": "說明在位置{position}處意外結束：此處應為：{expected}",
    "close": "（是否想說「{close}」？）",
    "nothing": "說明「{word}」中沒有一個詞能讀懂：請寫出聲稱者說的步驟，"
    '例如「清將，然後兌現黑桃」；沒有說明請用 --statement ""',
}
_TRADITIONAL_EXPECTED = {
    "draw": "清將", "cash": "兌現", "run": "兌現", "play": "打", "lead": "出",
    "ruff": "將吃", "finesse": "飛牌", "take": "兌現", "crossruff": "交叉將吃",
    "concede": "讓", "give up": "讓", "lose": "輸", "unblock": "解封", "discard": "墊牌",
    "squeeze": "擠牌", "ruffing finesse": "將吃飛牌", "the rest": "剩下的",
    "all mine": "都是我的", "a card (SA, ♠A, ace of spades)": "一張牌（♠A、黑桃A）",
    "a suit (heart to the queen)": "花色（紅心飛Q）",
    "a count (four hearts, 10 tricks)": "墩數（紅心4墩、10墩）", "if": "如果",
    "then": "然後", "and": "和", ",": "，", "in hand": "在暗手", "in dummy": "在明手",
    "ending in": "止於", "the end of the statement": "說明結束", "spades": "黑桃",
    "hearts": "紅心", "diamonds": "方塊", "clubs": "梅花", "trumps": "將牌",
    "hand": "暗手", "dummy": "明手", "North": "北家", "East": "東家", "South": "南家",
    "West": "西家", "break": "分配正常", "are 3-2": "3-2分配", "the finesse": "飛牌",
    "a card": "一張牌", "winners": "大牌", "they": "它們", "one card": "一張牌",
    "onside": "位置有利", "with West": "在西家", "finesse works": "飛牌成功",
    "a number of tricks": "墩數", "a number from 1 to 13": "1到13的數",
    "a rank (ace, king, queen, jack, ten, 9 ... 2)": "牌點（A、K、Q、J、10、9…2）",
    "in": "在", "side": "位置", "good": "大牌", "high": "大牌", "trump": "將牌",
    "otherwise": "否則", "ruffs": "將吃", "on": "在…上", "a suit or a card": "花色或牌",
    "round": "輪", "a split (4-1)": "分配（4-1）",
}  # fmt: skip


def _chinese_phrases() -> dict[str, str]:
    return {form: words for forms, words in _CHINESE_WORDS for form in forms.split("/")}


SIMPLIFIED_CHINESE = Language(
    code="zh-Hans",
    phrases=_chinese_phrases(),
    expected=_CHINESE_EXPECTED,
    messages=_CHINESE_MESSAGES,
    list_separator="、",
)
TRADITIONAL_CHINESE = Language(
    code="zh-Hant",
    phrases=SIMPLIFIED_CHINESE.phrases,
    expected=_TRADITIONAL_EXPECTED,
    messages=_TRADITIONAL_MESSAGES,
    list_separator="、",
)
LANGUAGES = {lang.code: lang for lang in (ENGLISH, SIMPLIFIED_CHINESE, TRADITIONAL_CHINESE)}

#: Full-width and CJK punctuation, one character for one (positions stay the text's).
PUNCTUATION = {
    "，": ",", "、": ",", "；": ";", "。": ".", "：": ":", "！": "!", "？": "?",
    "（": "(", "）": ")", "「": '"', "」": '"', "『": '"', "』": '"', "“": '"', "”": '"',
    "‘": "'", "’": "'", "　": " ", "【": "(", "】": ")", "《": '"', "》": '"',
}  # fmt: skip
