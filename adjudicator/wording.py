"""The words of a ruling, in English and in Chinese.

Findings are made by the law modules as a key and its facts (:class:`Finding`); the words
are chosen here, once, so that every finding reads the same in every ruling and both
languages say the same thing.  Chinese follows the seed laws' terms: 聲稱 (claim),
聲稱者 (claimer), 將牌 (trump), 飛牌 (finesse), 飛牌或擊落 (finesse or drop), 正常打法
(normal play), 不合理 (irrational), 承認 (concession), 默認 (acquiescence).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

TEMPLATES: dict[str, dict[str, str]] = {
    "70C1_silent": {
        "en": "70C1: the claimer made no statement about the outstanding trump ({trumps})",
        "zh": "第70條C款1：聲稱者未提及對方手中的將牌（{trumps}）",
    },
    "70C1_stated": {
        "en": "70C1: the claimer's statement speaks of the trumps ({trumps} outstanding): "
        "Law 70C does not apply",
        "zh": "第70條C款1：聲稱者已說明將牌（對方尚有{trumps}），不適用第70條C款",
    },
    "70C2_unaware": {
        "en": "70C2: it is at all likely that he was unaware of it — no round of trumps "
        "just before the claim shows he knew trumps were out; doubt is resolved against "
        "the claimer (Law 70A, practice rows 6-7)",
        "zh": "第70條C款2：聲稱者可能未察覺該將牌 — 聲稱前沒有剛剛清過一輪將牌的跡象；"
        "不確定因素對聲稱者不利（第70條A款，實務第6、7項）",
    },
    "70C2_aware": {
        "en": "70C2: it is not likely that he was unaware of it — he drew a round of trumps "
        "{when} and both opponents followed (practice row 7)",
        "zh": "第70條C款2：聲稱者不太可能未察覺該將牌 — 他在{when}清了一輪將牌，"
        "雙方防家都跟出（實務第7項）",
    },
    "70C3_lost": {
        "en": "70C3: a trick could be lost to it by a normal line (cashing side winners "
        "before drawing it: {without} tricks; drawing it first: {with_})",
        "zh": "第70條C款3：某種正常打法會因該將牌失墩（先兌現旁門贏張：{without}墩；"
        "先清將牌：{with_}墩）",
    },
    "70C3_not_lost": {
        "en": "70C3: no trick could be lost to it by a normal line",
        "zh": "第70條C款3：任何正常打法都不會因該將牌失墩",
    },
    "70C_draw_first": {
        "en": "The claimer is taken to draw the outstanding trump before cashing side "
        "winners (70C, practice row 6).",
        "zh": "認定聲稱者在兌現旁門贏張之前先清將牌（第70條C款，實務第6項）。",
    },
    "70E_not_credited": {
        "en": "70E: an unstated finesse or drop is not credited — a claimer who knew every "
        "suit's layout would take {knowing}, the worst normal line takes {worst} "
        "({shown})",
        "zh": "第70條E款：未說明的飛牌或擊落不予承認 — 若知道各門花色的分配可得{knowing}墩，"
        "最差的正常打法為{worst}墩（{shown}）",
    },
    "70E_no_show_out": {
        "en": "no opponent had shown out before the claim",
        "zh": "聲稱前沒有防家在該花色中示缺",
    },
    "70E_show_outs": {
        "en": "before the claim: {list}",
        "zh": "聲稱前：{list}",
    },
    "70E_1997_clause": {
        "en": "70E (1997): the line is credited if not taking it would be irrational — a "
        "point for the director's judgement; the search assumes it is not.",
        "zh": "第70條E款（1997）：若不採用該打法是不合理的，則應予承認 — 此點由裁判判斷；"
        "本搜索假定並非如此。",
    },
    "70D2_defender": {
        "en": "70D2: a defender's claim is not accepted where it depends on partner "
        "choosing a particular card among normal alternatives (practice row 16)",
        "zh": "第70條D款2：防家的聲稱若取決於同伴在正常打法中選出某張特定的牌，不予接受"
        "（實務第16項）",
    },
    "condition_holds": {
        "en": "the condition '{condition}' holds in the actual layout: the claim is "
        "{tricks} tricks (practice row 19)",
        "zh": "條件「{condition}」在實際分配中成立：聲稱為{tricks}墩（實務第19項）",
    },
    "no_condition_holds": {
        "en": "no condition of the claim holds: the unconditional count applies",
        "zh": "聲稱的條件均不成立：以無條件的墩數為準",
    },
    "draw_trumps_nt": {
        "en": "'draw trumps' at notrump has no effect",
        "zh": "無將定約中「清將牌」沒有意義",
    },
    "line_condition_holds": {
        "en": "the line stated '{condition}' applies: the condition holds in the actual "
        "layout (practice row 19)",
        "zh": "「{condition}」所說的打法適用：條件在實際分配中成立（實務第19項）",
    },
    "line_condition_fails": {
        "en": "the line stated '{condition}' does not apply: the condition does not hold "
        "in the actual layout (practice row 19)",
        "zh": "「{condition}」所說的打法不適用：條件在實際分配中不成立（實務第19項）",
    },
    "no_plan_position": {
        "en": "no position for '{step}' found: it binds no order of play",
        "zh": "找不到「{step}」的牌型，不約束打牌次序",
    },
    "no_finesse_position": {
        "en": "no finesse position found for '{step}'",
        "zh": "找不到「{step}」的飛牌位置",
    },
    "lost_ruffed": {"en": "ruffed with {card}", "zh": "被{card}將吃"},
    "lost_higher_held": {
        "en": "{card} won while the claimer's side still held a higher card",
        "zh": "{card}贏得此墩，而聲稱方仍持有更大的牌",
    },
    "lost_master": {"en": "{card} was the master", "zh": "{card}是該花色最大的牌"},
    "verdict_upheld": {"en": "upheld", "zh": "聲稱成立"},
    "verdict_to_opponents": {
        "en": "tricks to opponents: {count} ({laws})",
        "zh": "判給對方{count}墩（{laws}）",
    },
    "verdict_undecided": {"en": "undecided (budget)", "zh": "未決（搜索預算用盡）"},
    "after_claim_evidence": {
        "en": "the {count} card(s) played after the claim are taken as evidence of the "
        "claimer's line (WB 8.68.1, Law 70D3 of 2017, practice row 17)",
        "zh": "聲稱後打出的{count}張牌作為聲稱者打法的證據（實務第17項）",
    },
    "weighting_possible": {
        "en": "Law 12C3 (practice row 20): normal lines give from {worst} to {best} tricks; "
        "under this rule set a committee may weight the ruling between them",
        "zh": "第12條C款3（實務第20項）：正常打法可得{worst}至{best}墩；"
        "此規則下申訴委員會可按比例加權裁決",
    },
    "weighting_not_preferred": {
        "en": "practice row 20: under {rules} guidance a claim ruling is not weighted; the "
        "worst normal line decides",
        "zh": "實務第20項：{rules}規定聲稱裁決不加權，以最差的正常打法為準",
    },
    "aware_last": {"en": "on the trick just before the claim", "zh": "聲稱前一墩"},
    "aware_two_before": {"en": "two tricks before the claim", "zh": "聲稱前兩墩"},
}


@dataclass(frozen=True)
class Finding:
    """One finding of a ruling: what was decided (``key``) and the facts it rests on."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        return words(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.text()


def words(key: str, lang: str = "en", **params: Any) -> str:
    """The template ``key`` in ``lang`` (English when there is no such language), filled
    in.  A parameter that is itself a :class:`Finding` is rendered in the same language."""
    template = TEMPLATES[key]
    text = template.get(lang, template["en"])
    filled = {name: value.text(lang) if isinstance(value, Finding) else value
              for name, value in params.items()}
    return text.format(**filled)
