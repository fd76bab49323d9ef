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

The catalog is one table on purpose, so that a test can check every template in every
language (tests/unit/test_catalog.py); that is why this module is longer than 600 lines.
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
from adjudicator.text.safe import safe_text

if TYPE_CHECKING:
    from adjudicator.engine.types import NotNormal
    from adjudicator.laws.findings import Finding
    from adjudicator.statement import Step

__all__ = ["LANGUAGES", "MESSAGES", "finding_text", "law_citation", "render", "seat_initial",
           "seat_name", "side_name", "strain_name", "template", "words"]

MESSAGES: dict[str, dict[str, str]] = {
    # ---- findings of the law modules (adjudicator.laws) ----
    "70C1_silent": {
        "en": "70C1: the claimer made no statement about the outstanding trump ({trumps})",
        "zh": "第70条C款1：声称者未提及对方手中的将牌（{trumps}）",
    },
    "70C1_own_trumps": {
        "en": "70C1: the claimer named only his own trump winners, which is no statement "
        "about the outstanding trump ({trumps})",
        "zh": "第70条C款1：声称者只列出了自己的将牌赢张，并非对对方手中将牌（{trumps}）的说明",
    },
    "70C1_stated": {
        "en": "70C1: the claimer's statement speaks of the trumps ({trumps} outstanding): "
        "Law 70C does not apply",
        "zh": "第70条C款1：声称者的说明提到了将牌（对方尚有{trumps}），不适用第70条C款",
    },
    "70C2_unaware": {
        "en": "70C2: it is at all likely that he was unaware of it — no round of trumps "
        "just before the claim shows he knew trumps were out; doubt is resolved against "
        "the claimer (Law 70A, practice rows 6-7)",
        "zh": "第70条C款2：声称者可能并未察觉该将牌——声称前并未刚刚清过一轮将牌，"
        "无从表明他知道外面还有将牌；任何不确定因素应对声称者不利"
        "（第70条A款，实务准则第6、7项）",
    },
    "70C2_aware": {
        "en": "70C2: it is not likely that he was unaware of it — he drew a round of trumps "
        "{when} and both opponents followed (practice row 7)",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——他在{when}清过一轮将牌，"
        "两名防家都跟出了将牌（实务准则第7项）",
    },
    "70C2_aware_counted": {
        "en": "70C2: it is not likely that he was unaware of it — an expert counts the "
        "trumps, and {count} round(s) of trumps were played before the claim",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——专家会计算将牌，声称前已打过{count}轮将牌",
    },
    "70C2_unaware_ruff": {
        "en": "70C2: it is at all likely that he was unaware of it — an opponent's ruff "
        "{when} showed that trumps existed, not that the last one ({card}) remains; doubt "
        "is resolved against the claimer (Law 70A, practice rows 6-7)",
        "zh": "第70条C款2：声称者有可能未察觉该将牌——{when}防家将吃只说明对方有过将牌，"
        "并不说明最后一张将牌（{card}）仍在；疑点作不利于声称者的解释（第70条A款，实务准则第6-7项）",
    },
    "70C2_aware_seen": {
        "en": "70C2: it is not likely that he was unaware of it — a trump of the opponents "
        "was played {when}, which alerts him (practice row 24)",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——{when}防家打出了将牌，"
        "足以提醒他（实务准则第24项）",
    },
    "70C2_aware_undrawn": {
        "en": "70C2: it is not likely that he was unaware of it — no round of trumps has "
        "been led and the opponents still hold {count}: he cannot think them gone",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——尚未出过一轮将牌，"
        "防家仍持有{count}张将牌，他不会以为将牌已清",
    },
    "70C2_aware_conceded": {
        "en": "70C2: it is not likely that he was unaware of it — he conceded {count} "
        "trick(s) while an opponent holds the master trump {card}: his count includes it "
        "(practice row 22)",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——对方持有最大的将牌{card}，"
        "而他承认了{count}墩：他的计算已包括此牌（实务准则第22项）",
    },
    "70C3_lost": {
        "en": "70C3: a trick could be lost to it by a normal line (cashing side winners "
        "before drawing it: {without} tricks; drawing it first: {with_})",
        "zh": "第70条C款3：按某种正常打法可能在该将牌上失墩（先兑现旁门赢张：{without}墩；"
        "先清将牌：{with_}墩）",
    },
    "70C3_lost_master": {
        "en": "70C3: a trick could be lost to it by a normal line (cashing side winners "
        "first: {without} tricks; leading trumps first to force out the {card}: {with_})",
        "zh": "第70条C款3：某种正常打法会因该将牌失墩（先兑现旁门赢张：{without}墩；"
        "先出将牌逼出{card}：{with_}墩）",
    },
    "70C3_lost_anyway": {
        "en": "70C3: no trick more could be lost to it by a normal line: the {card} takes "
        "its trick whatever the order ({with_} tricks either way)",
        "zh": "第70条C款3：任何正常打法都不会因该将牌多失墩：无论次序如何，{card}都会"
        "赢得一墩（两种打法都是{with_}墩）",
    },
    "70C3_undecided": {
        "en": "70C3: whether a normal line loses a trick to it was not decided within the "
        "search budget",
        "zh": "第70条C款3：在搜索预算内未能判定正常打法是否会因该将牌失墩",
    },
    "70C3_not_lost": {
        "en": "70C3: no trick could be lost to it by a normal line",
        "zh": "第70条C款3：任何正常打法都不会在该将牌上失墩",
    },
    "70C_draw_first": {
        "en": "The claimer is taken to draw the outstanding trump before cashing side "
        "winners (70C, practice row 6).",
        "zh": "认定声称者先清将牌，再兑现旁门赢张（第70条C款，实务准则第6项）。",
    },
    "70E_not_credited": {
        "en": "70E: an unstated finesse or drop is not credited — a claimer who knew every "
        "suit's layout would take {knowing}, the worst normal line takes {worst} "
        "({shown})",
        "zh": "第70条E款：声称者未说明的飞牌或跌落不予接受——知道各门花色分布的声称者"
        "可得{knowing}墩，最差的正常打法只得{worst}墩（{shown}）",
    },
    "70E_layout_known": {
        "en": "70E: an opponent failed to follow before the claim ({list}), so the claimer "
        "is credited with playing that suit right: {worst} (without that knowledge the "
        "worst normal line would take {blind})",
        "zh": "第70条E款：声称前已有对手示缺（{list}），故承认声称者能正确处理该花色："
        "{worst}墩（若无此信息，最差的正常打法为{blind}墩）",
    },
    "70E_no_show_out": {
        "en": "no opponent had shown out before the claim",
        "zh": "声称前没有对手在任何花色中示缺",
    },
    "70E_show_outs": {"en": "before the claim: {list}", "zh": "声称前：{list}"},
    "70E_1997_clause": {
        "en": "70E (1997): the line is credited if not taking it would be irrational — a "
        "point for the director's judgement; the search assumes it is not.",
        "zh": "第70条E款（1997年规则）：如果不采用该打法是不合理的，应予接受——"
        "此点由裁判判断；本搜索假定不采用并非不合理。",
    },
    "70D2_defender": {
        "en": "70D2: a defender's claim is not accepted where it depends on partner "
        "choosing a particular card among normal alternatives (practice row 16)",
        "zh": "第70条D款2：防家的声称如果有赖于同伴在几种正常打法中选出某一张特定的牌，"
        "不予接受（实务准则第16项）",
    },
    "condition_holds": {
        "en": "the condition '{condition}' holds in the actual layout: the claim is "
        "{tricks} tricks (practice row 19)",
        "zh": "条件「{condition}」在实际牌张分布中成立：声称的墩数为{tricks}墩"
        "（实务准则第19项）",
    },
    "no_condition_holds": {
        "en": "no condition of the claim holds: the unconditional count applies",
        "zh": "声称所附的条件都不成立：以无条件的墩数为准",
    },
    "draw_trumps_nt": {
        "en": "'draw trumps' at notrump has no effect",
        "zh": "无将定约中「清将牌」不起作用",
    },
    "line_condition_holds": {
        "en": "the line stated '{condition}' applies: the condition holds in the actual "
        "layout (practice row 19)",
        "zh": "「{condition}」所说的打法适用：该条件在实际牌张分布中成立（实务准则第19项）",
    },
    "line_condition_fails": {
        "en": "the line stated '{condition}' does not apply: the condition does not hold "
        "in the actual layout (practice row 19)",
        "zh": "「{condition}」所说的打法不适用：该条件在实际牌张分布中不成立"
        "（实务准则第19项）",
    },
    "no_plan_position": {
        "en": "no position for '{step}' found: it binds no order of play",
        "zh": "找不到可以执行「{step}」的牌张：这句说明不约束打牌次序",
    },
    "no_finesse_position": {
        "en": "no finesse position found for '{step}'",
        "zh": "找不到「{step}」的飞牌位置",
    },
    "lost_stated_finesse": {
        "en": "the stated finesse of the {finesse} lost to the {card}",
        "zh": "所声明的{finesse}飞牌输给了{card}",
    },
    "lost_ruffed": {"en": "ruffed with {card}", "zh": "被{card}将吃"},
    "lost_higher_held": {
        "en": "{card} won while the claimer's side still held a higher card",
        "zh": "{card}赢得这一墩，而声称方手中仍有更大的牌",
    },
    "lost_master": {"en": "{card} was the master", "zh": "{card}是该花色最大的牌"},
    "verdict_upheld": {"en": "upheld", "zh": "声称成立"},
    "verdict_to_opponents": {
        "en": "tricks to opponents: {count} ({laws})",
        "zh": "判给对方{count}墩（{laws}）",
    },
    "verdict_undecided": {"en": "undecided (budget)", "zh": "未决（搜索预算用尽）"},
    "after_claim_evidence": {
        "en": "the {count} card(s) played after the claim are taken as evidence of the "
        "claimer's line (WB 8.68.1, Law 70D3 of 2017, practice row 17)",
        "zh": "声称后打出的{count}张牌作为声称者打牌路线的证据"
        "（英格兰桥牌联盟白皮书8.68.1、2017年规则第70条D款3，实务准则第17项）",
    },
    "weighting_possible": {
        "en": "Law 12C3 (practice row 20): normal lines give from {worst} to {best} tricks; "
        "under this rule set a committee may weight the ruling between them",
        "zh": "第12条C款3（实务准则第20项）：各种正常打法可得{worst}至{best}墩；"
        "按此规则，仲裁委员会可在两者之间按比例判给调整分",
    },
    "weighting_not_preferred": {
        "en": "practice row 20: under {rules} guidance a claim ruling is not weighted; the "
        "worst normal line decides",
        "zh": "实务准则第20项：按{rules}的规定，声称裁决不按比例加权，以最差的正常打法为准",
    },
    "class_floor": {
        "en": "practice row 25: a line normal in {player_class} play is normal in {lower} "
        "play too, never the other way round; the worst normal line of {lower} play gives "
        "{awarded} of the remaining tricks, more than the {own} the rules of {player_class} "
        "play left, so the claimer keeps {awarded}",
        "zh": "实务准则第25项：对{player_class}属正常的打法，对{lower}也属正常，反之不然；"
        "按{lower}的正常打法，最差打法可得剩余牌墩{awarded}墩，多于按{player_class}的规则所得的"
        "{own}墩，故声称方得{awarded}墩",
    },
    "aware_last": {"en": "on the trick just before the claim", "zh": "声称前的最后一墩"},
    "aware_two_before": {"en": "two tricks before the claim", "zh": "声称前的倒数第二墩"},

    "struck_points": {
        "en": "The director rules these choices not normal for this player (Law 70A, the "
        "footnote to Laws 69-71), and the ruling is made without them: {points}",
        "zh": "裁判认定下列选择对此级别赛员并非正常打法（第70条A款、第69至71条注脚），"
        "裁决不考虑这些选择：{points}",
    },
    "point_lead": {"en": "{seat} leads {card}", "zh": "{seat}出{card}"},
    "point_follow": {"en": "{seat} plays {card}", "zh": "{seat}跟出{card}"},
    "point_ruff": {"en": "{seat} ruffs with {card}", "zh": "{seat}以{card}将吃"},
    "point_discard": {"en": "{seat} discards {card}", "zh": "{seat}垫出{card}"},
    "point_careless": {"en": "; careless: it departs from {plan}",
                       "zh": "；属疏忽：偏离了{plan}"},
    "rule_STATEMENT": {"en": "the stated line", "zh": "所声明的打法"},
    "rule_DRAW_TRUMPS": {"en": "drawing the outstanding trump first", "zh": "先清将牌"},
    "rule_TOP_DOWN": {"en": "playing a suit from the top", "zh": "从大到小打出一门花色"},
    "rule_NO_LOSER_LEAD": {"en": "cashing winners before leading losers",
                           "zh": "先兑现赢张再出输张"},
    "rule_WIN_LAST": {"en": "winning the tricks the claim counts", "zh": "赢得声称所计的牌墩"},
    "rule_RUFF_LOW": {"en": "ruffing low", "zh": "以小将牌将吃"},
    "rule_KEEP_MASTERS": {"en": "keeping winners and throwing losers",
                          "zh": "保留赢张、垫去输张"},
    "rule_KNOWN_LAYOUT": {"en": "playing a suit whose layout is known",
                          "zh": "按已知分配打牌"},
    "rule_COUNTS_SPOTS": {"en": "counting a suit's small cards", "zh": "计算花色中的小牌"},
    "rule_CHEAP_WIN": {"en": "winning with the cheapest sure winner",
                       "zh": "以最小的必赢张赢墩"},
    "rule_SURE_RUFF": {"en": "ruffing when a ruff surely wins", "zh": "必赢时将吃"},
    "rule_SAFETY_RUFF": {"en": "ruffing safely", "zh": "安全将吃"},
    "rule_UNBLOCK": {"en": "unblocking the suit the count needs", "zh": "解除声称所需花色的阻塞"},
    "rule_ALERT": {"en": "what the play so far has shown", "zh": "先前打牌所显示的情况"},
    "rule_SLIPS": {"en": "the evident plan", "zh": "明显的打牌计划"},
    "rule_STRUCK": {"en": "the director's ruling", "zh": "裁判的认定"},
    "rule_NO_STRAND": {"en": "cashing a run before leaving its hand",
                       "zh": "离开该手之前先兑现连续赢张"},
    "rule_SEQUENCE": {"en": "covering from a sequence of honours", "zh": "以连张大牌盖打"},
    "rule_RESERVE_RUFFS": {"en": "keeping a trump for a counted ruff",
                           "zh": "为计入的将吃保留将牌"},
    "rule_SHOWN_TRUMPS": {"en": "trumps seen to be drawn", "zh": "已看到对方将牌出尽"},
    "aware_in_progress": {"en": "on the trick in progress", "zh": "正在进行的一墩中"},

    # ---- Laws 69 and 71 ----
    "71A_won": {"en": "71A: {count} conceded trick(s) had in fact been won",
                "zh": "第71条A款：所承认的失墩中有{count}墩实际上已为本方所得"},
    "71A_legal": {"en": "71A: {count} conceded trick(s) could not be lost by any legal play",
                  "zh": "第71条A款：所承认的失墩中有{count}墩以任何合法打法都不会丢失"},
    "71C_timely": {
        "en": "71C: {count} conceded trick(s) could not be lost by any normal play, and the "
        "side objected before the next board's call or the end of the round",
        "zh": "第71条C款：所承认的失墩中有{count}墩以任何正常打法都不可能丢失，"
        "且承认方在下一副牌叫牌开始或本轮比赛结束之前已提出",
    },
    "71C_in_claim": {
        "en": "71C: every normal line takes {worst} of the remaining tricks, more than the "
        "{claimed} claimed; the concession of {count} trick(s) that no normal play loses is "
        "cancelled, the dispute raising it in time",
        "zh": "第71条C款：任何正常打法都能赢得剩余牌墩中的{worst}墩，多于声称的{claimed}墩；"
        "所承认的{count}墩以任何正常打法都不可能丢失，争议及时提出，该承认予以取消",
    },
    "71C_not_timely": {
        "en": "71C not applied: tricks no normal play loses are restored only when the side "
        "objects before the next board's call or the end of the round",
        "zh": "不适用第71条C款：任何正常打法都不可能丢失的牌墩，只有承认方在下一副牌"
        "叫牌开始或本轮比赛结束之前提出时才予恢复",
    },
    "71B_decided": {
        "en": "71B: the concession was of a contract already made (or already defeated); it "
        "is cancelled and the remaining tricks are ruled by the normal-line test",
        "zh": "第71条B款：所承认的是已经完成（或已经被击败）的定约；该承认予以取消，"
        "剩余牌墩按正常打法裁定",
    },
    "69A_period_over": {
        "en": "69A: the acquiescence stands — the correction period (79C) is over",
        "zh": "第69条A款：默认成立——第79条C款规定的更正时限已过",
    },
    "69B_won": {"en": "69B: {count} trick(s) acquiesced in had in fact been won",
                "zh": "第69条B款：所默认的失墩中有{count}墩实际上已为本方所得"},
    "69B_normal": {"en": "69B: {count} trick(s) could not be lost by any normal play",
                   "zh": "第69条B款：有{count}墩在剩余牌张中以任何正常打法都不可能丢失"},
    "69B_nothing": {"en": "69B: every trick acquiesced in could be lost by a normal play",
                    "zh": "第69条B款：所默认的每一墩都可能以正常打法丢失"},
    "restored_none": {"en": "Nothing is restored to {side} ({reasons}).",
                      "zh": "{side}没有可恢复的牌墩（{reasons}）。"},
    "restored": {
        "en": "{restored} of the {conceded} conceded trick(s) are restored to {side}: "
        "{reasons}.",
        "zh": "所涉及的{conceded}墩中有{restored}墩恢复给{side}：{reasons}。",
    },
    # ---- the ruling as text (adjudicator.text.ruling_text) ----
    "ruling_claim": {"en": "{who} claims {claimed} of the {left} remaining tricks for {side}.",
                     "zh": "{who}声称：剩余{left}墩中{side}可得{claimed}墩。"},
    "ruling_statement": {"en": "Statement read as: {text}", "zh": "声称时的说明，解读为：{text}"},
    # issue 28: the words the reader could not read, left out of the reading (retype them)
    "ruling_statement_unread": {"en": "Not understood, left out: {words}",
                                "zh": "未能读懂、未计入解读的话：{words}"},
    "ruling_no_statement": {"en": "Statement: none", "zh": "声称时的说明：无"},
    "ruling_contract": {
        "en": "Contract: {contract} by {declarer}; tricks before the claim: declarer {won}, "
        "defenders {lost}.",
        "zh": "定约：{contract}，庄家{declarer}；声称前庄家方已得{won}墩，防守方已得{lost}墩。",
    },
    "ruling_decision": {
        "en": "RULING: {awarded} of the remaining tricks to {side}, {other} to the opponents "
        "— {verdict}.",
        "zh": "裁决：剩余牌墩中{side}得{awarded}墩，对方得{other}墩——{verdict}。",
    },
    "ruling_result": {
        "en": "Result: {result} ({total} tricks), score {score:+d} for the declaring side.",
        "zh": "结果：{result}（庄家方共{total}墩），庄家方得分{score:+d}。",
    },
    "ruling_result_line": {"en": "{contract}{over} by {declarer}",
                           "zh": "{contract}{over}，庄家{declarer}"},
    "result_made": {"en": "=", "zh": "完成"},
    "result_over": {"en": "{count:+d}", "zh": "超{count}墩"},
    "result_down": {"en": "{count:+d}", "zh": "宕{count}"},
    "doubled": {"en": "X", "zh": "加倍"},
    "redoubled": {"en": "XX", "zh": "再加倍"},
    "ruling_compare": {
        "en": "Double dummy: {dd}   best normal line: {best}   worst normal line: {worst}",
        "zh": "双明手：{dd}墩；最佳的正常打法：{best}墩；最差的正常打法：{worst}墩",
    },
    "ruling_laws": {"en": "Laws: {laws}   Practice rules ({source}): rows {rows}",
                    "zh": "依据：{laws}；实务准则第{rows}项"},
    "ruling_laws_only": {"en": "Laws: {laws}", "zh": "依据：{laws}"},
    "ruling_findings": {"en": "Findings:", "zh": "认定："},
    "ruling_line": {"en": "Worst normal line (the opponents defending their best):",
                    "zh": "最差的正常打法（对方以最佳方式防守）："},
    "ruling_lost": {"en": "  Trick {number} lost: {winner} — {why}",
                    "zh": "  第{number}墩输给{winner}家：{why}"},
    "ruling_points": {
        "en": "Doubtful points (choices the worst normal line depends on, tricks counted "
        "from the claim; a committee that finds one not normal for this player rules "
        "again with --not-normal CODE):",
        "zh": "可疑之处（最差正常打法所依赖的选择，墩数自声称时起算；委员会若认定某选择"
        "对此级别赛员并非正常打法，可用 --not-normal 代码重新裁决）：",
    },
    "ruling_point": {
        "en": "trick {trick}: {action} instead of {others}{careless} — without this choice: "
        "{without} of the remaining tricks",
        "zh": "第{trick}墩：{action}，而非{others}{careless} — 不考虑此选择：剩余牌墩得{without}墩",
    },
    "list_or": {"en": " or ", "zh": "或"},
    "ruling_points_incomplete": {
        "en": "  (Not every choice of the line was examined for doubtful points within the "
        "search budget.)",
        "zh": "  （在搜索预算内未能检查打法中的每个选择是否为可疑之处。）",
    },
    "ruling_outcomes": {"en": "Distinct results of the normal lines:",
                        "zh": "各种正常打法的不同结果："},
    "ruling_outcome": {"en": "  {tricks} trick(s): {line}", "zh": "  {tricks}墩：{line}"},
    "ruling_undecided_decision": {
        "en": "RULING: undecided — the search stopped at its budget before deciding; "
        "{side} take between {low} and {high} of the remaining tricks.",
        "zh": "裁决：未决 — 搜索在预算内未能得出结论；{side}在剩余牌墩中可得{low}至{high}墩。",
    },
    "ruling_undecided_result": {
        "en": "Result: between {low} ({low_total} tricks) and {high} ({high_total} tricks); "
        "no score is given from a bound — rule again with a larger budget.",
        "zh": "结果：介于{low}（{low_total}墩）与{high}（{high_total}墩）之间；"
        "不以界限计分 — 请以更大的搜索预算重新裁决。",
    },
    "ruling_compare_undecided": {
        "en": "Double dummy: {dd}   worst normal line: between {low} and {high}",
        "zh": "双明手结果：{dd}　最差正常打法：介于{low}与{high}之间",
    },
    "ruling_undecided": {"en": "The search stopped at its budget: the figures are bounds.",
                         "zh": "搜索达到预算上限：以上数字只是上下界。"},
    "ruling_rules": {"en": "Rule set: {rules}; class of player: {cls}.",
                     "zh": "规则：{rules}；赛员级别：{cls}。"},
    "ruling_rules_why": {"en": "Rule set: {rules}; class of player: {cls} — {why}.",
                         "zh": "规则：{rules}；赛员级别：{cls}——{why}。"},
    "ruleset_seed1997": {"en": "seed1997", "zh": "中国桥牌竞赛规则（1997年世界桥联规则）"},
    "ruleset_wbf2017": {"en": "wbf2017", "zh": "2017年世界桥联规则"},
    "ruleset_ebu": {"en": "ebu", "zh": "英格兰桥牌联合会指引"},
    "ruleset_acbl": {"en": "acbl", "zh": "美国桥牌联盟指引"},
    # ---- Law 12C3 weights (laws.weighting, text.weights_text) and revokes, Laws 61-64
    # (laws.law63, law64, law64c; text.revoke_text) ----
    "guess_found": {
        "en": "a guess at trick {trick}: {seat} plays {right} or {wrong}.  Over {layouts} "
        "layouts of the cards the claimer could not see (seed {seed}), {right} takes "
        "{target} or more of the tricks from there on {p_right}% of them (95%: {right_low}"
        "-{right_high}%), {wrong} on {p_wrong}% ({wrong_low}-{wrong_high}%)",
        "zh": "第{trick}墩是一个猜测：{seat}打{right}或{wrong}。在声称者看不见的牌的{layouts}种"
        "分配中（随机种子{seed}），打{right}可从此赢得{target}墩或以上的比例为{p_right}%（"
        "95%：{right_low}-{right_high}%），打{wrong}为{p_wrong}%（{wrong_low}-{wrong_high}"
        "%）",
    },
    "guess_weighted": {
        "en": "Law 12C3 (practice row 20): a committee may weight the ruling by these odds "
        "— {right_weight} of {right_tricks} trick(s) and {wrong_weight} of {wrong_tricks}"
        " — beside the law's single result",
        "zh": "第12条C款3（实务准则第20项）：申诉委员会可按此机率加权裁决——"
        "{right_tricks}墩占{right_weight}，{wrong_tricks}墩占{wrong_weight}——"
        "与规则的单一结果并列",
    },
    "guess_information": {
        "en": "practice row 20: under {rules} guidance a claim ruling is not weighted; "
        "the right guess's share of the odds ({p_right}%) is information only",
        "zh": "实务第20项：{rules}规定声称裁决不加权；猜对的机率（{p_right}%）仅供参考",
    },
    "guess_none": {
        "en": "the claimer's side could play {card} or {other}, which is no guess: over "
        "the layouts he could not see {card} succeeds on {p_card}% of them, {other} "
        "on {p_other}% and is the better card on {share}% — the worst normal line "
        "stands",
        "zh": "声称方可打{card}或{other}，但这不是猜测：在他看不见的牌的各种分配中，{card}成功的"
        "比例为{p_card}%，{other}为{p_other}%，且{other}较好的只有{share}% — 以最差的正常"
        "打法为准",
    },
    "weights_proposed": {
        "en": "    proposed, in {unit}: {parts}",
        "zh": "    建议加权（以{unit}为单位）：{parts}",
    },
    "weights_part": {
        "en": "{weight} of {result} ({p}%)",
        "zh": "{result}占{weight}（{p}%）",
    },
    "weights_dropped": {
        "en": "    left out (rounds to nothing): {parts}",
        "zh": "    舍去（四舍五入为零）：{parts}",
    },
    "weights_arithmetic": {
        "en": "    {terms} = {total} for North-South (information only: Law 12C3 practice "
        "scores each result in matchpoints or IMPs first, then weights)",
        "zh": "    {terms} = 南北方{total}分（仅供参考：第12条C款3的做法是先把各结果换算成比赛分"
        "或国际比赛分，再加权）",
    },
    "weights_arithmetic_tricks": {
        "en": "    {terms} = {total} tricks weighted (information: with the contract, each "
        "result is scored first)",
        "zh": "    {terms} = 加权{total}墩（仅供参考：有定约时先计算各结果的得分）",
    },
    "weights_field_mp": {
        "en": "    against the field: North-South {ns} of {top} matchpoints, East-West "
        "{ew}",
        "zh": "    与其他桌比较：南北方{ns}比赛分（满分{top}），东西方{ew}",
    },
    "weights_field_imps": {
        "en": "    against the field: North-South {ns} IMPs, East-West {ew}",
        "zh": "    与其他桌比较：南北方{ns} 国际比赛分，东西方{ew}",
    },
    "weights_tricks": {
        "en": "{tricks} trick(s)",
        "zh": "{tricks}墩",
    },
    "ruling_weighted": {
        "en": "Weighted proposal (Law 12C3) beside the ruling — remaining tricks to {side}:",
        "zh": "与裁决并列的加权建议（第12条C款3）— {side}的剩余墩数：",
    },
    "unit_6": {
        "en": "sixths",
        "zh": "六分之一",
    },
    "unit_10": {
        "en": "tenths",
        "zh": "十分之一",
    },
    "63_not_established": {
        "en": "62A: the revoke at trick {trick} by {seat} was not established — the record "
        "stops before his side played to the next trick, and there was no claim: "
        "it is corrected (a card of the suit led is substituted) and no trick is "
        "transferred",
        "zh": "第62条A款：第{trick}墩{seat}的藏牌未成立 — 记录在违规方打出下一墩的牌之前结束，"
        "也没有声称：藏牌必须改正（换出所引花色的牌），不转移牌墩",
    },
    "63A1_established": {
        "en": "63A1: the revoke became established when {seat} played {card} to trick {trick}",
        "zh": "第63条A款1：{seat}在第{trick}墩打出{card}时，藏牌成立",
    },
    "63A3_established": {
        "en": "63A3: the revoke became established by the claim that ended the play",
        "zh": "第63条A款3：结束打牌的声称使藏牌成立",
    },
    "64A1": {
        "en": "64A1: {seat} won the revoke trick (trick {trick}) and his side won {later} "
        "later trick(s): the revoke trick and one later trick, if any, are transferred "
        "— {transfer} trick(s)",
        "zh": "第64条A款1：{seat}赢得藏牌墩（第{trick}墩），其方此后又赢得{later}墩：转移藏牌墩"
        "及此后的一墩（如有）— 共{transfer}墩",
    },
    "64A2": {
        "en": "64A2: {seat} did not win the revoke trick (trick {trick}); his side won "
        "{won} trick(s) from it on: one trick is transferred",
        "zh": "第64条A款2：{seat}未赢得藏牌墩（第{trick}墩）；其方从该墩起赢得{won}墩："
        "转移一墩",
    },
    "64A2_card": {
        "en": "64A2 (1997 text): {seat} later won trick {trick} with {card}, a card he "
        "could legally have played to the revoke trick: that trick is transferred "
        "too",
        "zh": "第64条A款2：{seat}此后用其在藏牌时可合法打出的{card}赢得第{trick}墩：该墩也须转移",
    },
    "64A2_unknown": {
        "en": "64A2: the record stops before it shows whether the offending side won a "
        "trick from trick {trick} on: one trick is transferred if it did",
        "zh": "第64条A款2：记录在显示违规方是否从第{trick}墩起赢得牌墩之前结束：若有，转移一墩",
    },
    "64A_capped": {
        "en": "64A: {side}'s side cannot transfer more tricks than it won from its first "
        "revoke on: {away} trick(s)",
        "zh": "第64条A款：{side}方转移的牌墩不能多于其自首次藏牌起所赢得的牌墩：{away}墩",
    },
    "64B1": {
        "en": "64B1: the offending side won neither the revoke trick (trick {trick}) nor "
        "any later trick: no transfer",
        "zh": "第64条B款1：违规方既未赢得藏牌墩（第{trick}墩），也未赢得其后任何一墩：不转移",
    },
    "64B2": {
        "en": "64B2: a second revoke by {seat} in {suit} (trick {trick}): no transfer",
        "zh": "第64条B款2：{seat}在{suit}花色中的第二次藏牌（第{trick}墩）：不转移",
    },
    "64B3": {
        "en": "64B3: the revoke at trick {trick} was a failure to play a card faced on "
        "the table ({seat}: dummy's hand or a penalty card): no transfer",
        "zh": "第64条B款3：第{trick}墩的藏牌是未打出摊在桌面上的牌（{seat}：明手的牌或罚张）"
        "：不转移",
    },
    "64B4": {
        "en": "64B4: attention was drawn to the revoke (trick {trick}) only after the non-offen"
        "ding side called on the next board: no transfer",
        "zh": "第64条B款4：非违规方对下一副牌叫牌后才指出藏牌（第{trick}墩）：不转移",
    },
    "64B5": {
        "en": "64B5: attention was drawn to the revoke (trick {trick}) only after the round "
        "ended: no transfer",
        "zh": "第64条B款5：一轮结束后才指出藏牌（第{trick}墩）：不转移",
    },
    "64B6": {
        "en": "64B6: a revoke on the twelfth trick ({seat}): no transfer (Law 62D: it is "
        "corrected if found before the hands are returned to the board)",
        "zh": "第64条B款6：第十二墩的藏牌（{seat}）：不转移（第62条D款：在牌收回牌套前发现必须改"
        "正）",
    },
    "64B7": {
        "en": "64B7 (2007/2017): both sides revoked on this board ({seat} at trick {trick}): "
        "no transfer; the director restores equity under 64C",
        "zh": "第64条B款7（2007/2017）：双方在本副牌都有藏牌（{seat}，第{trick}墩）：不转移；"
        "由裁判依第64条C款恢复公平",
    },
    "64C_short": {
        "en": "64C: had the revoke at trick {trick} not occurred, {side}'s side would have "
        "taken {worst} tricks on its least favourable probable line of single-dummy play "
        "({best} on its best, {dd} double dummy); with the transfer it has {actual}: the "
        "transfer falls short, and the director assigns {adjusted}",
        "zh": "第64条C款：若第{trick}墩没有藏牌，{side}方按单明手打法最不利的有可能结果为{worst}墩"
        "（最佳{best}墩，双明手{dd}墩）；加上转移后只有{actual}墩：转移不足以补偿，裁判判给"
        "{adjusted}墩",
    },
    "64C_both": {
        "en": "64C: both sides revoked: equity is restored as though neither had, double "
        "dummy from trick {trick} — {side}'s side {adjusted} tricks (single-dummy "
        "play {worst} to {best}; it has {actual})",
        "zh": "第64条C款：双方都有藏牌：按双方均未藏牌恢复公平，以第{trick}墩起的双明手结果为准"
        " — {side}方{adjusted}墩（单明手打法{worst}至{best}墩；实得{actual}墩）",
    },
    "64C_enough": {
        "en": "64C: had the revoke at trick {trick} not occurred, {side}'s side would have "
        "taken {worst} to {best} tricks by single-dummy play ({dd} double dummy); with "
        "the transfer it has {actual}: compensated, no adjustment",
        "zh": "第64条C款：若第{trick}墩没有藏牌，{side}方按单明手打法可得{worst}至{best}墩（双明手"
        "{dd}墩）；加上转移后有{actual}墩：已得到补偿，不调整",
    },
    "64C_unknown": {
        "en": "64C: had the revoke at trick {trick} not occurred, {side}'s side would have "
        "taken {worst} to {best} tricks by single-dummy play ({dd} double dummy); the "
        "record does not say how many it took, so the comparison cannot be completed",
        "zh": "第64条C款：若第{trick}墩没有藏牌，{side}方按单明手打法可得{worst}至{best}墩（双明手"
        "{dd}墩）；记录没有最终墩数，无法比较",
    },
    "revoke_record_stops": {
        "en": "the record stops after trick {trick}: the tricks after it are not known, "
        "so a transfer marked provisional may still grow",
        "zh": "记录在第{trick}墩后结束：其后的牌墩未知，标为暂定的转移可能增加",
    },
    "revoke_record_note": {
        "en": "the record's result is set aside: {note}",
        "zh": "记录的结果不予采用：{note}",
    },
    "revoke_contract": {
        "en": "Contract: {contract} by {declarer}.",
        "zh": "定约：{contract}，庄家{declarer}。",
    },
    "revoke_play": {
        "en": "The play:",
        "zh": "打牌过程：",
    },
    "revoke_trick": {
        "en": "  {number:>2}. {cards}   {winner}{mark}",
        "zh": "  {number:>2}. {cards}   {winner}{mark}",
    },
    "revoke_mark": {
        "en": "   <- revoke by {seat}",
        "zh": "   <- {seat}藏牌",
    },
    "revoke_event": {
        "en": "Revoke at trick {trick}: {seat} played {card} on a {suit} lead, holding "
        "{held}.",
        "zh": "第{trick}墩藏牌：{seat}在{suit}引牌时打出{card}，手中有{held}。",
    },
    "revoke_transfer": {
        "en": "Transfer at the end of play: {count} trick(s) from {giver}'s side to {taker}'s "
        "side{provisional}.",
        "zh": "打牌结束后转移：{giver}方转给{taker}方{count}墩{provisional}。",
    },
    "revoke_provisional": {
        "en": " (provisional: the record stops)",
        "zh": "（暂定：记录未完）",
    },
    "revoke_no_transfer": {
        "en": "No trick is transferred.",
        "zh": "不转移牌墩。",
    },
    "revoke_totals": {
        "en": "Declaring side's tricks: {played} as played, {transferred} after the transfer, "
        "{final} in the ruling.",
        "zh": "庄家方墩数：实际{played}墩，转移后{transferred}墩，裁决{final}墩。",
    },
    "revoke_totals_unknown": {
        "en": "Declaring side's tricks: not known from the record.",
        "zh": "庄家方墩数：记录中无从得知。",
    },
    "revoke_decision": {
        "en": "RULING: {result} ({total} tricks), score {score:+d} for the declaring side.",
        "zh": "裁决：{result}（{total}墩），庄家方得分{score:+d}。",
    },
    "revoke_decision_tricks": {
        "en": "RULING: the declaring side takes {total} tricks.",
        "zh": "裁决：庄家方得{total}墩。",
    },
    "revoke_decision_open": {
        "en": "RULING: the transfer above applies to the tricks the play gives; the record "
        "does not give the final total.",
        "zh": "裁决：以上转移适用于打牌所得的牌墩；记录没有最终墩数。",
    },
    "revoke_laws": {
        "en": "Laws: {laws}",
        "zh": "依据：{laws}",
    },
    "revoke_none": {
        "en": "No revoke in this play.",
        "zh": "本副牌没有藏牌。",
    },
    "class_stated": {"en": "as given", "zh": "依指定"},
    "class_default": {
        "en": "the default: nothing in the event's name shows a championship, and it is "
        "no vugraph broadcast",
        "zh": "未另行指定：赛事名称未显示为锦标赛，亦非网络转播的队式赛",
    },
    "class_event_tags": {
        "en": "the event \"{event}\" is a championship ({word})",
        "zh": "赛事「{event}」为锦标赛（{word}）",
    },
    "class_vugraph": {
        "en": "the event \"{event}\" is a teams match broadcast on vugraph (open and closed "
        "rooms)",
        "zh": "赛事「{event}」为网络转播（开室与闭室）的队式赛",
    },
    "class_mapped": {"en": "by the class map: {pattern}", "zh": "依级别对照：{pattern}"},
    "claimer_inferred_declarer": {
        "en": "(The file does not record who claimed: declarer is taken as the claimer, as "
        "the claim gives the declaring side tricks.)",
        "zh": "（记录未载明由谁声称：因声称使庄家方得墩，视为庄家声称。）",
    },
    "claimer_inferred_defender": {
        "en": "(The file does not record who claimed: a claim giving the declaring side "
        "none of the remaining tricks is taken as the defenders'.)",
        "zh": "（记录未载明由谁声称：声称使庄家方在剩余牌墩中一墩不得，视为防家声称。）",
    },
    # ---- the words every text uses ----
    "side_NS": {"en": "North-South", "zh": "南北方"},
    "side_EW": {"en": "East-West", "zh": "东西方"},
    "seat_N": {"en": "North", "zh": "北"},
    "seat_E": {"en": "East", "zh": "东"},
    "seat_S": {"en": "South", "zh": "南"},
    "seat_W": {"en": "West", "zh": "西"},
    "seat_initial_N": {"en": "N", "zh": "北"},
    "seat_initial_E": {"en": "E", "zh": "东"},
    "seat_initial_S": {"en": "S", "zh": "南"},
    "seat_initial_W": {"en": "W", "zh": "西"},
    "seat_side": {"en": "{seat}'s side", "zh": "{seat}家一方"},
    "notrump": {"en": "notrump", "zh": "无将"},
    "notrump_short": {"en": "NT", "zh": "无将"},
    "trick_in_progress": {"en": "Trick in progress: {played}", "zh": "正在进行的一墩：{played}"},
    "card_by_seat": {"en": "{seat} {card}", "zh": "{seat}{card}"},
    "trick_won_by": {"en": "{seat} wins", "zh": "{seat}得墩"},
    "show_out": {"en": "{seat} out of {suit}", "zh": "{seat}家{suit}示缺"},
    "law": {"en": "Law {code}", "zh": "{code}"},
    "list_separator": {"en": ", ", "zh": "、"},
    "reason_separator": {"en": "; ", "zh": "；"},
    "place_board": {"en": "board {board}", "zh": "第{board}副"},
    "place_record": {"en": "record {index}", "zh": "第{index}条记录"},
    "place_table": {"en": "{where} ({table})", "zh": "{where}（{table}）"},
    "place_table_number": {"en": "{where} (table {table})", "zh": "{where}（第{table}桌）"},
    "place_whole_file": {"en": "file", "zh": "整个文件"},
    "place_in_file": {"en": "{file} ({place})", "zh": "{file}（{place}）"},
    "count_in_heading": {"en": "{what} ({count})", "zh": "{what}（{count}）"},
    "parenthesised": {"en": "({text})", "zh": "（{text}）"},
    "parenthesised_spaced": {"en": " ({text})", "zh": "（{text}）"},
    "heading_verdict": {"en": "{where}: {verdict}", "zh": "{where}：{verdict}"},
    "time_utc": {"en": "{time} UTC", "zh": "{time}（世界协调时）"},
    "room_open": {"en": "Open", "zh": "开室"},
    "room_closed": {"en": "Closed", "zh": "闭室"},

    # ---- the command line's own errors (adjudicator.cli) ----
    "cli_error": {"en": "adjudicate {command}: {message}", "zh": "adjudicate {command}：{message}"},
    # argparse's own words (cli._Parser): its errors and the headings of --help, in the
    # language of --lang (issue 31: every error in the chosen language)
    "argparse_error": {"en": "{prog}: {message} (see {prog} --help)",
                       "zh": "{prog}：{message}（参见 {prog} --help）"},
    "argparse_unrecognized": {"en": "unrecognized arguments: {arguments}",
                              "zh": "无法识别的参数：{arguments}"},
    "argparse_required": {"en": "the following arguments are required: {arguments}",
                          "zh": "缺少必需的参数：{arguments}"},
    "argparse_one_required": {"en": "one of the arguments {arguments} is required",
                              "zh": "必须给出以下参数之一：{arguments}"},
    "argparse_ambiguous": {"en": "ambiguous option: {option} could match {matches}",
                           "zh": "选项{option}有歧义，可能是：{matches}"},
    "argparse_argument": {"en": "argument {argument}: {problem}",
                          "zh": "参数{argument}：{problem}"},
    "argparse_expected_one": {"en": "expected one argument", "zh": "需要一个值"},
    "argparse_expected_at_most_one": {"en": "expected at most one argument",
                                      "zh": "至多需要一个值"},
    "argparse_expected_at_least_one": {"en": "expected at least one argument",
                                       "zh": "至少需要一个值"},
    "argparse_expected_count": {"en": "expected {count} arguments", "zh": "需要{count}个值"},
    "argparse_invalid_choice": {"en": "invalid choice: {value} (choose from {choices})",
                                "zh": "无效的选择：{value}（可选：{choices}）"},
    "argparse_invalid_value": {"en": "invalid {kind} value: {value}",
                               "zh": "无效的值：{value}"},
    "argparse_not_allowed": {"en": "not allowed with argument {other}",
                             "zh": "不能与参数{other}同时使用"},
    "argparse_explicit_ignored": {"en": "ignored explicit argument {value}",
                                  "zh": "此选项不取值，却给了值{value}"},
    "argparse_other": {"en": "{message}", "zh": "命令行有误：{message}"},
    # the command's own help (cli/): the English is the code's own (tests/unit/
    # test_cli_help.py holds them equal); the other languages are said by --lang
    "cli_description": {
        "en": "Rule on disputed bridge claims by the laws' normal-line test and compute "
              "adjusted scores.",
        "zh": "依法律的正常打法检验裁决有争议的桥牌声称，并计算调整分数。"},
    "cli_command_check": {
        "en": "check every claim in event files (PBN/LIN): normal-line test and double dummy",
        "zh": "检查赛事文件（PBN/LIN）中的每个声称：正常打法检验与双明手检查"},
    "cli_command_claim": {"en": "rule on a contested claim (Law 70; 69 and 71 for concessions)",
                          "zh": "裁决有争议的声称（第70条；承让用第69条与第71条）"},
    "cli_command_revoke": {
        "en": "rule on a revoke: established? the trick transfer, and equity (Laws 61-64)",
        "zh": "裁决藏牌：是否成立、牌墩转移及公平补偿（第61至64条）"},
    "cli_command_score": {"en": "a contract's score (Law 77)", "zh": "定约的计分（第77条）"},
    "cli_command_adjust": {"en": "score a traveller with adjusted lines (Law 12C, 86, 88)",
                           "zh": "为含调整结果的记分单计分（第12条C款、第86条、第88条）"},
    "cli_command_candidates": {
        "en": "double-dummy and single-dummy results of candidate contracts (Law 12C2, 12C3)",
        "zh": "候选定约的双明手与单明手结果（第12条C款2、第12条C款3）"},
    "cli_command_serve": {"en": "the director's table page (a local web application)",
                          "zh": "裁判的桌边页面（本机网页应用）"},
    "cli_about_score": {
        "en": "Print the declaring side's score for a contract (Law 77). Give the tricks with "
              "--tricks, or write the result into the contract ('4SX-2', '3NT=', '4H+1', or "
              "the tricks: '4H10').",
        "zh": "给出定约中庄家方的分数（第77条）。用--tricks给出墩数，或把结果写进定约"
              "（“4SX-2”“3NT=”“4H+1”，或墩数：“4H10”）。"},
    "cli_examples_score": {
        "en": "examples: adjudicate score 4SX S --vul NS --tricks 8   →  4♠X by S, NS "
              "vulnerable, 8 tricks: −500 for N-S;  adjudicate score 4SX-2 S --vul NS --format "
              "{number}   →  -500",
        "zh": "示例：adjudicate score 4SX S --vul NS --tricks 8 →  4♠加倍，庄家南，南北有局，"
              "8墩：南北−500；adjudicate score 4SX-2 S --vul NS --format {number} → -500"},
    # (option values as typed, and argparse's %(default)s, are fields: {text}, {default} ...)
    "option_score_contract": {"en": "e.g. 4S, 4SX, 3NTXX, or with a result: 4SX-2, 3NT=",
                              "zh": "例如4S、4SX、3NTXX，或连同结果：4SX-2、3NT="},
    "option_score_declarer": {"en": "N, E, S or W (may be in CONTRACT)",
                              "zh": "N、E、S 或 W（也可写在定约中）"},
    "option_score_vul": {"en": "{none}, NS, EW or {all} (default {none})",
                         "zh": "局况：{none}（双方无局）、NS、EW 或 {all}（默认{none}）"},
    "option_score_board": {"en": "take the vulnerability from this board",
                           "zh": "按此牌号确定局况"},
    "option_score_tricks": {"en": "the declaring side's tricks, 0-13",
                            "zh": "庄家方的墩数，0至13"},
    "option_score_ns": {"en": "give North-South's score", "zh": "给出南北方的分数"},
    "option_score_format": {
        "en": "{text}: what was scored and the score; {number}: the bare score, for scripts; "
              "{json}: every field",
        "zh": "{text}：计分的内容与分数；{number}：仅分数，供脚本使用；{json}：所有字段"},
    "option_score_lang": {
        "en": "language of the messages: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "信息的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）"},
    # adjudicate check's options
    "option_check_paths": {"en": "PBN/LIN files or folders", "zh": "PBN/LIN文件或文件夹"},
    "option_check_format": {
        "en": "what standard output carries (default: {text}; only the summary when --out is "
              "given)",
        "zh": "标准输出的内容（默认：{text}；给出--out时只输出摘要）"},
    "option_check_jobs": {"en": "worker processes (default 1; 0 = one per core)",
                          "zh": "工作进程数（默认1；0为每个处理器核心一个）"},
    "option_check_scheduler": {"en": "{dask} distributed scheduler, e.g. {scheduler}",
                               "zh": "{dask}分布式调度器，例如{scheduler}"},
    "option_check_out": {"en": "resumable JSON Lines output (appended; done claims skipped)",
                         "zh": "可续接的JSON行输出（追加写入；已完成的声称跳过）"},
    "option_check_html": {"en": "write the HTML report there", "zh": "在此写出网页报告"},
    "option_check_budget_ms": {
        "en": "normal-line search budget per claim, ms of CPU time (default 1800)",
        "zh": "每个声称的正常打法搜索时限，以处理器时间的毫秒计（默认1800）"},
    "option_check_dd_only": {"en": "double-dummy check only (no normal-line test)",
                             "zh": "只做双明手检查（不做正常打法检验）"},
    "option_check_class": {"en": "judge every claim as this class of player",
                           "zh": "按此选手级别裁决每个声称"},
    "option_check_class_for": {
        "en": "class of player for events or folders matching {pattern}",
        "zh": "名称符合{pattern}的赛事或文件夹所用的选手级别"},
    "option_check_lang": {
        "en": "language of the lines, the summary, the reports and their ruling texts: {en}, "
              "{zh} (Simplified) or {hant} (Traditional)",
        "zh": "各行、摘要、报告及其裁决文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}"
              "（繁体中文）"},
    "option_check_verbose": {"en": "log each file as it is checked (workers' logs included)",
                             "zh": "检查每个文件时记录日志（包括工作进程的日志）"},
    # adjudicate revoke's options
    "option_revoke_event": {"en": "PBN or LIN event file holding the board",
                            "zh": "含此牌的PBN或LIN赛事文件"},
    "option_revoke_board": {"en": "board number in the event file", "zh": "赛事文件中的牌号"},
    "option_revoke_table": {"en": "table or room ({open}/{closed}) when a board has several",
                            "zh": "一副牌有多桌时的桌号或开闭室（{open}/{closed}）"},
    "option_revoke_record": {"en": "the board's record number in the file",
                             "zh": "此牌在文件中的记录号"},
    "option_revoke_hands": {"en": "cards still held, PBN style ({no_hands} when none)",
                            "zh": "仍持有的牌，PBN格式（没有时写作{no_hands}）"},
    "option_revoke_trump": {"en": "S, H, D, C or NT", "zh": "将牌：S、H、D、C 或 NT"},
    "option_revoke_lead": {
        "en": "seat that led the first trick typed (default: the leader named in the first "
              "--history)",
        "zh": "所输入第一墩的首家方位（默认：第一个--history所给的首家）"},
    "option_revoke_history": {"en": "a trick played, oldest first",
                              "zh": "已打的一墩，按时间先后"},
    "option_revoke_trick": {"en": "cards of an unfinished last trick",
                            "zh": "最后一墩未完成时已出的牌"},
    "option_revoke_declarer": {"en": "declarer's seat", "zh": "庄家的方位"},
    "option_revoke_contract": {"en": "contract, e.g. 4SX (gives the result and score)",
                               "zh": "定约，例如4SX（据此给出结果与分数）"},
    "option_revoke_vul": {"en": "{none}, NS, EW or {all}",
                          "zh": "局况：{none}（双方无局）、NS、EW 或 {all}"},
    "option_revoke_won": {"en": "tricks won before the first trick typed: {won}",
                          "zh": "所输入第一墩之前已赢得的墩数：{won}"},
    "option_revoke_result": {"en": "the declaring side's total when the play ended in a claim",
                             "zh": "打牌以声称结束时庄家方的总墩数"},
    "option_revoke_discovered": {
        "en": "when attention was drawn to the revoke (64B4, 64B5)",
        "zh": "何时提请注意此藏牌（第64条B款4、第64条B款5）"},
    "option_revoke_faced": {"en": "a card faced on the table, e.g. a penalty card (64B3)",
                            "zh": "亮在桌上的牌，例如罚牌（第64条B款3）"},
    "option_revoke_budget_ms": {
        "en": "search budget of each side's 64C searches, in ms of the searching thread's CPU "
              "time (default 1800)",
        "zh": "双方各自第64条C款搜索的时限，以搜索线程处理器时间的毫秒计（默认1800）"},
    # adjudicate adjust's options
    "option_adjust_traveller": {"en": "traveller file ('-' for stdin)",
                                "zh": "记分单文件（“-”表示标准输入）"},
    "option_adjust_results": {
        "en": "instead of a file: each table's result ('4S= N') or North-South score, tables "
              "numbered 1, 2, ...",
        "zh": "不用文件时：各桌的结果（'4S= N'）或南北方分数，桌号依次为1、2……"},
    "option_adjust_adj": {"en": "an adjusted line, e.g. {adj_example} (repeatable)",
                          "zh": "调整后的结果，例如{adj_example}（可重复）"},
    "option_adjust_vul": {"en": "{none}, NS, EW or {all} (overrides the file)",
                          "zh": "局况：{none}、NS、EW 或 {all}（优先于文件）"},
    "option_adjust_board": {"en": "board number (sets the vulnerability)",
                            "zh": "牌号（据此确定局况）"},
    "option_adjust_form": {
        "en": "{pairs} (matchpoints), {teams}, {knockout} (teams with Law 86B), {cross_imps} "
              "or {butler} (pairs by IMPs)",
        "zh": "{pairs}（比赛分）、{teams}（队式）、{knockout}（依第86条B款的队式淘汰赛）、"
              "{cross_imps}或{butler}（以国际比赛分计的双人赛）"},
    "option_adjust_expected": {"en": "Neuberg-factor to this many results",
                               "zh": "按纽伯格公式折算到此结果数"},
    "option_adjust_lang": {
        "en": "language of the text: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）"},
    # adjudicate candidates' options
    "option_candidates_deal": {"en": "the deal, PBN style: {hands}",
                               "zh": "牌张分配，PBN格式：{hands}"},
    "option_candidates_vul": {"en": "{none}, NS, EW or {all} (default {none})",
                              "zh": "局况：{none}、NS、EW 或 {all}（默认{none}）"},
    "option_candidates_board": {"en": "take the vulnerability from this board",
                                "zh": "按此牌号确定局况"},
    "option_candidates_contract": {
        "en": "a candidate, e.g. \"4S N\", \"3NTX S\" or {lead_example} (repeat)",
        "zh": "一个候选定约，例如“4S N”、“3NTX S”或{lead_example}（可重复）"},
    "option_candidates_lead": {"en": "opening lead of the --contract before it, e.g. {card}",
                               "zh": "其前--contract的首攻，例如{card}"},
    "option_candidates_won": {"en": "tricks already won, for a deal of fewer than 13 cards a "
                                    "hand",
                              "zh": "已赢得的墩数，用于每手少于13张牌的牌局"},
    "option_candidates_offenders": {"en": "NS or EW: the offending side (Law 12C2)",
                                    "zh": "NS 或 EW：违规方（第12条C款2）"},
    "option_candidates_likely": {
        "en": "a likely result, e.g. \"4S= N\" (repeat, or separate by commas)",
        "zh": "一个可能的结果，例如“4S= N”（可重复，或以逗号分隔）"},
    "option_candidates_probable": {"en": "a result at all probable, e.g. \"4S-1 N\"",
                                   "zh": "一个略有可能的结果，例如“4S-1 N”"},
    "option_candidates_field": {
        "en": "North-South scores of the other tables, e.g. 620,650,-100",
        "zh": "其他各桌的南北方分数，例如620,650,-100"},
    "option_candidates_form": {"en": "score against the field in matchpoints or IMPs",
                               "zh": "以比赛分或国际比赛分与场上比较计分"},
    "option_candidates_weights": {
        "en": "round the Law 12C3 proposal to {sixths} or {tenths} (default {tenths})",
        "zh": "将第12条C款3的建议取整为{sixths}（六分之一）或{tenths}（十分之一）"
              "（默认{tenths}）"},
    "option_candidates_layouts": {
        "en": "layouts of the unseen cards each choice is valued over (default 50)",
        "zh": "评估每个选择所用的未见牌牌型数（默认50）"},
    "option_candidates_seed": {
        "en": "the seed of the layouts: the same seed gives the same answers",
        "zh": "牌型的随机种子：种子相同则答案相同"},
    "option_candidates_dd_defence": {
        "en": "the defenders see all four hands (for comparison)",
        "zh": "防守方看得见四手牌（供比较）"},
    "option_candidates_hcp": {
        "en": "a defender's high-card points from the auction, e.g. E:11-15",
        "zh": "由叫牌推断的某防守者的大牌点，例如E:11-15"},
    "option_candidates_length": {
        "en": "a defender's length in a suit, e.g. E:H:5+ or W:S:0-1",
        "zh": "某防守者某门花色的张数，例如E:H:5+ 或 W:S:0-1"},
    "option_candidates_lang": {
        "en": "language of the text: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）"},
    # adjudicate serve's options
    "option_serve_host": {"en": "address to listen on (default: 127.0.0.1, this computer only)",
                          "zh": "监听的地址（默认：127.0.0.1，仅本机）"},
    "option_serve_port": {"en": "port (default: 8000)", "zh": "端口（默认：8000）"},
    "option_serve_workers": {"en": "worker processes for the searches (default: one per core)",
                             "zh": "用于搜索的工作进程数（默认：每个处理器核心一个）"},
    "option_serve_budget_ms": {
        "en": "a ruling's time budget when the request gives none (default: 5000)",
        "zh": "请求未给出时一次裁决的时限（默认：5000）"},
    "option_serve_max_budget_ms": {
        "en": "the largest budget a request may ask for (default: 30000)",
        "zh": "请求可要求的最大时限（默认：30000）"},
    "option_serve_max_body": {"en": "the largest request (default: 2 MiB, an event file)",
                              "zh": "请求的最大大小（默认：2兆字节，一个赛事文件）"},
    "option_serve_nodes_per_ms": {
        "en": "search nodes a ruling gets per ms of its budget (default: half the engine's "
              "rate measured in each worker; lower it on a busy machine)",
        "zh": "裁决时限每毫秒可用的搜索节点数（默认：各工作进程实测引擎速度的一半；"
              "机器繁忙时应调低）"},
    # adjudicate claim's options (laws.claim_input.ClaimRequest's rows, then the command's)
    "option_claim_event": {"en": "PBN or LIN event file holding the claim",
                           "zh": "含此声称的PBN或LIN赛事文件"},
    "option_claim_board": {"en": "board number in the event file", "zh": "赛事文件中的牌号"},
    "option_claim_table": {"en": "table or room ({open}/{closed}) when a board has several",
                           "zh": "一副牌有多桌时的桌号或开闭室（{open}/{closed}）"},
    "option_claim_record": {
        "en": "the board's record number in the file, when a board has several results and "
              "no table names (as {check} lists them)",
        "zh": "一副牌有多个结果而无桌名时，其在文件中的记录号（如{check}所列）"},
    "option_claim_hands": {
        "en": "remaining hands, PBN style: {hands}; the first letter names the first hand's "
              "seat, the others follow clockwise ({hands_south})",
        "zh": "剩余的手牌，PBN格式：{hands}；首字母为第一手牌的方位，其余按顺时针排列"
              "（{hands_south}）"},
    "option_claim_trump": {"en": "S, H, D, C or NT (default: the contract's strain)",
                           "zh": "将牌：S、H、D、C 或 NT（默认：定约的花色）"},
    "option_claim_lead": {"en": "seat that led the trick in progress (N E S W)",
                          "zh": "进行中这一墩的首家方位（N E S W）"},
    "option_claim_claimer": {"en": "seat that claimed (default: declarer)",
                             "zh": "声称者的方位（默认：庄家）"},
    "option_claim_claims": {"en": "remaining tricks claimed for the claimer's side",
                            "zh": "声称方声称的剩余墩数"},
    "option_claim_trick": {"en": "cards already on the trick, e.g. {cards}",
                           "zh": "这一墩已出的牌，例如{cards}"},
    "option_claim_statement": {"en": "what the claimer said", "zh": "声称者所说的话"},
    "option_claim_after_claim": {
        "en": "cards played after the claim, as evidence (practice row 17)",
        "zh": "声称之后打出的牌，作为证据（惯例第17条）"},
    "option_claim_shown_out": {"en": "a show-out the director states",
                               "zh": "裁判确认的示缺"},
    "option_claim_history": {"en": "an earlier trick, its leader first",
                             "zh": "之前的一墩，首家的牌在先"},
    "option_claim_contract": {
        "en": "contract, e.g. 4SX (gives the result and score; its strain is the trump)",
        "zh": "定约，例如4SX（据此给出结果与分数；其花色即将牌）"},
    "option_claim_declarer": {"en": "declarer's seat (with --contract)",
                              "zh": "庄家的方位（与--contract一同使用）"},
    "option_claim_vul": {"en": "{none}, NS, EW or {all} (default {none})",
                         "zh": "局况：{none}（双方无局）、NS、EW 或 {all}（默认{none}）"},
    "option_claim_won": {
        "en": "tricks won before the claim: {won} (needed with --contract once a trick is "
              "complete, unless --history gives every completed trick)",
        "zh": "声称前已赢得的墩数：{won}（有--contract且已有完成的一墩时必须给出，"
              "除非--history给出了每个已完成的墩）"},
    "option_claim_class": {
        "en": "class of player (default: {expert} when the event file names a championship, "
              "else {club})",
        "zh": "选手级别（默认：赛事文件名为锦标赛时为{expert}，否则为{club}）"},
    "option_claim_rules": {"en": "rule set (default: {seed1997})",
                           "zh": "规则集（默认：{seed1997}）"},
    "option_claim_concession": {
        "en": "judge a request to cancel the claimer's concession (Law 71)",
        "zh": "裁决撤销声称者承让的请求（第71条）"},
    "option_claim_acquiesced": {
        "en": "judge the opponents' request to withdraw acquiescence (Law 69)",
        "zh": "裁决对方撤回默认的请求（第69条）"},
    "option_claim_timely": {
        "en": "raised before the next board's call / end of round (71C)",
        "zh": "在下一副牌叫牌前或本轮结束前提出（第71条C款）"},
    "option_claim_actually_won": {"en": "tricks in question the side had in fact already won",
                                  "zh": "争议牌墩中该方实际已赢得的墩数"},
    "option_claim_not_normal": {
        "en": "rule a doubtful point not normal for this player and rule again without it: "
              "{point} as the ruling lists it ({point_example}; trick 1 is the one at the "
              "claim); repeatable",
        "zh": "将一个疑点裁定为对此选手不属正常，并在排除它后重新裁决：按裁决所列写作"
              "{point}（{point_example}；第1墩为声称时的那一墩）；可重复"},
    "option_claim_budget_ms": {
        "en": "search budget for the ruling in ms of CPU time (default 1800); past it the "
              "ruling is undecided, with bounds (exit status 3)",
        "zh": "裁决的搜索时限，以处理器时间的毫秒计（默认1800）；超出则裁决未定，"
              "给出界限（退出状态3）"},
    "option_claim_no_outcomes": {"en": "skip listing every distinct normal-line result",
                                 "zh": "不列出每个不同的正常打法结果"},
    "option_claim_layouts": {
        "en": "layouts simulated for a guess (Law 12C3; default 1000 where the rule set "
              "weights, else none unless asked; 0: none)",
        "zh": "为猜测模拟的牌型数（第12条C款3；规则集采用加权时默认1000，否则除非要求"
              "不模拟；0：不模拟）"},
    "option_claim_seed": {"en": "the simulation's seed", "zh": "模拟的随机种子"},
    "option_claim_weights": {
        "en": "simulate a guess and round its weights to {sixths} or {tenths} (default "
              "{sixths})",
        "zh": "模拟猜测，并将权重取整为{sixths}（六分之一）或{tenths}（十分之一）"
              "（默认{sixths}）"},
    "option_claim_format": {"en": "{json}: the ruling record ({record_doc})",
                            "zh": "{json}：裁决记录（{record_doc}）"},
    "option_claim_lang": {
        "en": "language of the text: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）"},
    "option_claim_replay": {"en": "rule again from a ruling record and check it is reproduced",
                            "zh": "依裁决记录重新裁决，并检查结果是否相同"},
    "option_claim_report": {"en": "write the one-page committee report (in --lang)",
                            "zh": "写出一页的仲裁委员会报告（以--lang的语言）"},
    "option_claim_about": {
        "en": "the report's identification of the case: {about} (e.g. {about_example}); "
              "repeatable",
        "zh": "报告中本案的标识，例如{about_example}；可重复"},
    "option_class": {"en": "class of player whose normal play is judged (default {default})",
                     "zh": "所检验其正常打法的选手级别（默认{default}）"},
    "option_rules": {
        "en": "rule set: which authority's laws and guidance apply (default {default})",
        "zh": "规则集：适用哪个机构的法律与指引（默认{default}）"},
    "option_format": {"en": "{text} for people, {json} for programs (default {default})",
                      "zh": "{text}供人阅读，{json}供程序读取（默认{default}）"},
    "option_lang": {
        "en": "language of the output and the errors: {en}, {zh} (Simplified), {hant} "
              "(Traditional) (default {default})",
        "zh": "输出与错误信息的语言：{en}（英文）、{zh}（简体中文）、{hant}（繁体中文）"
              "（默认{default}）"},
    "help_usage": {"en": "usage: ", "zh": "用法："},
    "help_command": {"en": "COMMAND", "zh": "命令"},
    "help_positionals": {"en": "positional arguments", "zh": "位置参数"},
    "help_options": {"en": "options", "zh": "选项"},
    "help_help": {"en": "show this help message and exit", "zh": "显示此帮助信息并退出"},
    "help_version": {"en": "show the program's version number and exit",
                     "zh": "显示程序的版本号并退出"},
    "cli_interrupted": {"en": "adjudicate {command}: interrupted",
                        "zh": "adjudicate {command}：已中断"},
    "cli_problem": {"en": "{problem}", "zh": "{problem}"},
    "cli_option_problem": {"en": "{option}: {problem}", "zh": "{option}：{problem}"},
    "cli_no_such_file": {"en": "{path}: no such file", "zh": "{path}：找不到该文件"},
    "cli_no_such_path": {"en": "{path}: no such file or folder",
                         "zh": "{path}：找不到该文件或文件夹"},
    "adjust_file_or_results": {"en": "give a traveller file or --results, one of the two",
                               "zh": "请给出成绩单文件或 --results，二者取一"},
    "adjust_bad_expected": {"en": "--expected must be 1 or more", "zh": "--expected 至少为1"},
    "adjust_board_needs_one": {"en": "--board needs a file with one board",
                               "zh": "使用 --board 时文件中只能有一副牌"},
    "cand_needs_contract": {"en": 'give at least one --contract, e.g. --contract "4S N"',
                            "zh": '请至少给出一个 --contract，例如 --contract "4S N"'},
    "cand_lead_alone": {
        "en": "--lead {lead} must follow the --contract it belongs to (one lead per contract)",
        "zh": "--lead {lead} 必须紧跟在它所属的 --contract 之后（每个定约一个首引）",
    },
    "cand_bad_won": {
        "en": "--won must be DECLARER,DEFENCE tricks, e.g. 5,2, not {won!r}",
        "zh": "--won 应为以逗号分隔的两个墩数（庄家方在前），例如 5,2，而不是「{won}」",
    },
    "cand_needs_offenders": {"en": "Law 12C2 needs the offending side: give --offenders NS or EW",
                             "zh": "第12条C款2需要违规方：请给出 --offenders NS 或 EW"},
    "cand_bad_field": {"en": "--field takes North-South scores like 620,-100, not {field}",
                       "zh": "--field 应为南北方的得分，例如 620,-100，而不是{field}"},
    "score_has_result": {
        "en": "{contract!r} already has a result: give the contract alone with --tricks "
        "(e.g. 4SX --tricks 8) or the result without --tricks (e.g. 4SX-2)",
        "zh": "「{contract}」已经包含结果：请只给定约并用 --tricks 给出墩数"
        "（例如 4SX --tricks 8），或者给出结果而不用 --tricks（例如 4SX-2）",
    },
    "score_needs_declarer": {"en": "give the declarer (N, E, S or W) after the contract",
                             "zh": "请在定约之后给出庄家（N、E、S 或 W）"},
    "cli_vul_or_board": {"en": "give --vul or --board, not both",
                         "zh": "--vul 与 --board 只能给出其中之一"},
    "cli_cannot_read": {"en": "cannot read {path}: {problem}", "zh": "无法读取{path}：{problem}"},
    "cli_not_utf8": {"en": "cannot read {path}: not UTF-8 text",
                     "zh": "无法读取{path}：不是以 UTF-8 编码的文本"},
    "claim_needs_claimer": {"en": "--claimer and --claims are required with --hands",
                            "zh": "使用 --hands 时必须给出 --claimer 和 --claims"},
    "claim_needs_board": {"en": "--board is required with an event file",
                          "zh": "给出比赛文件时必须用 --board 指定牌号"},
    "claim_no_claim": {"en": "{path}: board {board}: no claim found",
                       "zh": "{path}：第{board}副：没有找到声称"},
    "claim_several": {
        "en": "{path}: board {board}: several claims ({records}): choose one with --table or "
        "--record",
        "zh": "{path}：第{board}副有多个声称（{records}）：请用 --table 或 --record 选择其一",
    },
    "claim_needs_position": {
        "en": "give an event file and --board, or --hands, --trump and --lead",
        "zh": "请给出比赛文件和 --board，或者给出 --hands、--trump 和 --lead",
    },
    "claim_contract_needs_declarer": {"en": "--contract needs --declarer",
                                      "zh": "给出 --contract 时必须给出 --declarer"},
    "claim_bad_won": {"en": "--won {won!r}: expected DECLARER,DEFENDERS like 6,3",
                      "zh": "--won「{won}」：应为以逗号分隔的两个墩数（庄家方在前），例如 6,3"},
    "revoke_needs_board": {"en": "--board (or --record) is required with an event file",
                           "zh": "指定比赛文件时必须给出 --board（或 --record）"},
    "revoke_none_found": {"en": "{path}: {place}: no revoke in its play",
                          "zh": "{path}：{place}：打牌过程中没有藏牌"},
    "revoke_several": {
        "en": "{path}: board {board}: several records with a revoke ({choices}): choose one "
        "with --table or --record",
        "zh": "{path}：第{board}副有多个含藏牌的记录（{choices}）：请用 --table 或 --record "
        "选择一个",
    },
    "revoke_needs_play": {
        "en": "give an event file and --board, or --hands, --trump, --declarer and the "
        "--history of the tricks",
        "zh": "请给出比赛文件和 --board，或给出 --hands、--trump、--declarer 以及各墩的 "
        "--history",
    },
    "revoke_needs_lead": {"en": "--lead is needed when no --history trick is given",
                          "zh": "没有给出 --history 时需要 --lead"},
    "revoke_result_played": {
        "en": "--result is for a play that ended in a claim; here every card was played",
        "zh": "--result 用于以声称结束的打牌；此处所有牌都已打出",
    },
    "revoke_not_13": {
        "en": "the hands hold {held} cards each at the first trick typed and {won} tricks "
        "were won before it (--won): that is not 13",
        "zh": "输入的第一墩开始时每家有{held}张牌，此前已赢得{won}墩（--won）：合计不是13",
    },
    "revoke_bad_leader": {
        "en": "--history trick {number} is led by {leader}, but {winner} won the trick before "
        "it (or led first)",
        "zh": "--history 第{number}墩由{leader}引牌，但上一墩由{winner}赢得（或由其首引）",
    },
    "claim_bad_layouts": {"en": "--layouts must be 0 to 100000, not {layouts}",
                          "zh": "--layouts 必须在0至100000之间，而不是{layouts}"},
    "check_bad_jobs": {"en": "--jobs {jobs}: give a number of processes, 0 for one per core",
                       "zh": "--jobs {jobs}：请给出进程数，0 表示每个处理器核心一个进程"},
    "check_jobs_or_scheduler": {
        "en": "--jobs and --scheduler are alternatives: the cluster's workers set the "
        "parallelism",
        "zh": "--jobs 与 --scheduler 只能选用其一：并行程度由集群的工作进程决定",
    },
    "check_no_folder": {"en": "{option} {path}: its folder does not exist",
                        "zh": "{option} {path}：所在的文件夹不存在"},
    "check_needs_dask": {"en": "--scheduler needs Dask distributed: "
                         "pip install 'adjudicator[cluster]'",
                         "zh": "使用 --scheduler 需要安装 Dask distributed：pip install "
                         "'adjudicator[cluster]'"},
    "check_no_scheduler": {"en": "cannot reach the Dask scheduler {scheduler}: {problem}",
                           "zh": "无法连接 Dask 调度器 {scheduler}：{problem}"},
    "cli_cannot_write": {"en": "{option} {path}: cannot write the report: {problem}",
                         "zh": "{option} {path}：无法写入报告：{problem}"},
    "cli_option_value_problem": {"en": "{option} {value}: {problem}",
                                 "zh": "{option} {value}：{problem}"},
    "claim_report_law70": {
        "en": "--report is for a Law 70 ruling, not --concession/--acquiesced",
        "zh": "--report 只用于第70条的裁决，不用于 --concession 或 --acquiesced",
    },
    "claim_replay_alone": {"en": "--replay takes the claim from the record: drop {given}",
                           "zh": "--replay 从裁决记录中取得声称：请去掉{given}"},
    "claim_report_kind": {"en": "--report {path}: name an .html or a .pdf file",
                          "zh": "--report {path}：请给出扩展名为 .html 或 .pdf 的文件"},
    "replay_reproduced": {"en": "adjudicate claim: {path}: the ruling is reproduced exactly{note}",
                          "zh": "adjudicate claim：{path}：裁决与记录完全相同{note}"},
    "replay_versions": {"en": " (recorded by version {recorded}, replayed by {running})",
                        "zh": "（记录由{recorded}版制作，以{running}版重新裁决）"},
    "replay_differs": {
        "en": "adjudicate claim: {path}: the ruling differs from the record (recorded by "
        "version {recorded}, replayed by {running}): {differences}",
        "zh": "adjudicate claim：{path}：裁决与记录不同（记录由{recorded}版制作，"
        "以{running}版重新裁决）：{differences}",
    },

    # ---- adjudicate check: lines, summary, progress (adjudicator.text.check_text) ----
    "check_line": {
        "en": "{file}: {place}: {contract} by {declarer}, claimed {claimed}, DD {dd}{normal}: "
        "{verdict}",
        "zh": "{file}：{place}：{contract}，庄家{declarer}，声称共{claimed}墩，"
        "双明手{dd}墩{normal}：{verdict}",
    },
    "check_normal": {"en": ", normal {total}", "zh": "，正常打法{total}墩"},
    "check_normal_between": {"en": ", normal between {low} and {high}",
                             "zh": "，正常打法在{low}至{high}墩之间"},
    "check_error": {"en": "ERROR {file}: {place}: {reason}",
                    "zh": "错误 {file}：{place}：{reason}"},
    "check_file_error": {"en": "ERROR {file}: {reason}", "zh": "错误 {file}：{reason}"},
    "check_summary": {"en": "{boards} boards read, {claims} claims ({detail}), {errors} errors",
                      "zh": "读取{boards}副牌，{claims}个声称（{detail}），{errors}个错误"},
    "check_summary_revokes": {
        "en": "{boards} boards read, {claims} claims ({detail}), {revokes} revoke boards "
        "(Laws 61-64), {errors} errors",
        "zh": "读取{boards}副牌，{claims}个声称（{detail}），{revokes}副藏牌（第61至64条），"
        "{errors}个错误",
    },
    "check_revoke_line": {
        "en": "{file}: {place}: {contract} by {declarer}, revoke at {revokes}{totals}",
        "zh": "{file}：{place}：{contract}，庄家{declarer}，藏牌：{revokes}{totals}",
    },
    "check_revoke_item": {
        "en": "trick {trick} by {seat} ({clause}, {transfer} trick(s){provisional})",
        "zh": "第{trick}墩{seat}（{clause}，转移{transfer}墩{provisional}）",
    },
    "check_revoke_provisional": {"en": ", provisional", "zh": "，暂定"},
    "check_revoke_totals": {
        "en": ": declaring side {played} as played, {final} ruled{adjusted}",
        "zh": "：庄家方实得{played}墩，裁定{final}墩{adjusted}",
    },
    "check_revoke_adjusted": {"en": " (64C adjusted)", "zh": "（依第64条C款调整）"},
    "summary_count": {"en": "{count} {kind}", "zh": "{kind}{count}个"},
    "summary_none": {"en": "none", "zh": "无"},
    "check_kept": {"en": "; what is done is kept in {out} — run the same command again to "
                   "finish",
                   "zh": "；已完成的部分保存在{out}中——再次运行同一命令即可继续"},
    "check_interrupted": {
        "en": "adjudicate check: interrupted after checking {claims} claims ({files} of "
        "{total} files complete){kept}",
        "zh": "adjudicate check：已中断，共检查{claims}个声称（{total}个文件中已完成{files}个）"
        "{kept}",
    },
    "check_resumed": {"en": "; {lines} lines resumed from {out}",
                      "zh": "；从{out}续用{lines}行结果"},
    "progress": {"en": "{files}/{total} files, {claims} claims, {rate} claims/s, ETA {eta}",
                 "zh": "文件{files}/{total}，声称{claims}个，每秒{rate}个，预计还需{eta}"},
    "verdict_error": {"en": "error", "zh": "错误"},
    "dd_exact": {"en": "exact", "zh": "与双明手相符"},
    "dd_less": {"en": "claimed less than DD", "zh": "声称少于双明手"},
    "dd_more": {"en": "claimed more than DD", "zh": "声称多于双明手"},
    "kind_to_opponents": {"en": "tricks to opponents", "zh": "判给对方牌墩"},
    "dd_contract": {
        "en": "Contract: {contract} by {declarer}; tricks before the claim: declarer {won}, "
        "defenders {lost}.",
        "zh": "定约：{contract}，庄家{declarer}；声称前庄家方已得{won}墩，防守方已得{lost}墩。",
    },
    "dd_claimed": {
        "en": "Claimed: declaring side {claimed} tricks in all; double dummy {dd}: {verdict}.",
        "zh": "声称：庄家方共{claimed}墩；双明手{dd}墩：{verdict}。",
    },

    # ---- adjudicate adjust (adjudicator.text.adjust_text) ----
    "form_pairs": {"en": "pairs", "zh": "双人赛"},
    "form_teams": {"en": "teams", "zh": "队式赛"},
    "form_knockout": {"en": "knockout", "zh": "淘汰赛"},
    "form_cross_imps": {"en": "cross-imps", "zh": "双人赛（交叉国际比赛分）"},
    "form_butler": {"en": "butler", "zh": "双人赛（巴特勒计分）"},
    "adj_weighted": {"en": "weighted", "zh": "加权调整分"},
    "adj_assigned": {"en": "assigned", "zh": "裁定调整分"},
    "adj_split": {"en": "split", "zh": "分别裁定调整分"},
    "adj_artificial": {"en": "artificial", "zh": "人为调整分"},
    "average_plus": {"en": "A+", "zh": "平均正分"},
    "average": {"en": "A", "zh": "平均分"},
    "average_minus": {"en": "A-", "zh": "平均负分"},
    "passed_out": {"en": "PASS", "zh": "四家不叫"},
    "result_by": {"en": "{contract}{over} {declarer}", "zh": "{contract}{over}（{declarer}）"},
    "unit_mp": {"en": "MP", "zh": "比赛分"},
    "unit_imps": {"en": "IMPs", "zh": "国际比赛分"},
    "col_table": {"en": "table", "zh": "桌号"},
    "col_ns": {"en": "NS", "zh": "南北"},
    "col_ew": {"en": "EW", "zh": "东西"},
    "col_result": {"en": "result", "zh": "结果"},
    "col_score": {"en": "score", "zh": "得分"},
    "col_ns_mp": {"en": "NS MP", "zh": "南北比赛分"},
    "col_ns_pct": {"en": "NS %", "zh": "南北%"},
    "col_ew_mp": {"en": "EW MP", "zh": "东西比赛分"},
    "col_ew_pct": {"en": "EW %", "zh": "东西%"},
    "col_ns_imps": {"en": "NS IMPs", "zh": "南北国际比赛分"},
    "col_ew_imps": {"en": "EW IMPs", "zh": "东西国际比赛分"},
    "adjust_board": {"en": "Board {board}, ", "zh": "第{board}副，"},
    "adjust_heading": {"en": "{board}vul {vul}, {form}", "zh": "{board}局况：{vul}，{form}"},
    "adjust_mp_heading": {
        "en": "{heading}: matchpoints, 2 per result beaten and 1 per tie (Law 78A), top {top} "
        "on {results} results",
        "zh": "{heading}：比赛分，每胜过一个成绩得2分，每持平一个成绩得1分（第78条A款），"
        "共{results}个成绩，满分{top}",
    },
    "adjust_neuberg": {
        "en": "Neuberg: {a} results compared, factored to {e}: MP' = (MP + 1) x {e}/{a} - 1",
        "zh": "纽伯格公式：比较了{a}个成绩，折算为{e}个：折算后比赛分 =（比赛分 + 1）× {e}/{a} - 1",
    },
    "adjust_adjusted": {"en": "Adjusted lines:", "zh": "调整分各行："},
    "adjust_line": {"en": "  table {table}: {kind} (Law {laws}){obtained}",
                    "zh": "  第{table}桌：{kind}（{laws}）{obtained}"},
    "adjust_obtained": {"en": "; obtained {result}", "zh": "；实际结果{result}"},
    "adjust_side": {"en": "    {side}: {text}", "zh": "    {side}：{text}"},
    "adjust_summary_adj": {"en": "ADJ {kind}", "zh": "{kind}"},
    "adjust_artificial": {"en": "artificial {value}", "zh": "判给{value}"},
    "adjust_law88": {"en": " (Law 88: session {percent}%{where}, above 60%)",
                     "zh": "（第88条：本节{where}得分率{percent}%，高于60%）"},
    "adjust_other_boards": {"en": " on the other boards", "zh": "其他牌的"},
    "adjust_artificial_pct": {"en": "{text} = {percent}% = {score} {unit}",
                              "zh": "{text} = {percent}% = {score}{unit}"},
    "adjust_artificial_86a": {"en": "{text} = {score} {unit} (Law 86A)",
                              "zh": "{text} = {score}{unit}（第86条A款）"},
    "adjust_component": {"en": "{weight}{result} ({ns}) = {score} {unit}",
                         "zh": "{weight}{result}（{ns}）= {score}{unit}"},
    "adjust_weight": {"en": "{percent}% x ", "zh": "{percent}% × "},
    "adjust_percent": {"en": " ({percent}%)", "zh": "（{percent}%）"},
    "adjust_weighted": {"en": "weighted: {total}{percent}", "zh": "加权合计：{total}{percent}"},
    "adjust_butler": {
        "en": "Butler, IMPs against the datum (NS {ns}, EW {ew}; top and bottom left out, "
        "rounded to 10)",
        "zh": "巴特勒计分，与基准分比较换算国际比赛分（南北{ns}，东西{ew}；"
        "去掉最高和最低成绩，取整到10分）",
    },
    "adjust_cross_imps": {"en": "cross-IMPs, averaged per comparison",
                          "zh": "交叉国际比赛分，按比较次数取平均"},
    "adjust_imp_heading": {"en": "{heading}: {how} (Law 78B)",
                           "zh": "{heading}：{how}（第78条B款）"},
    "adjust_teams_heading": {"en": "{heading}: IMPs (Law 78B)",
                             "zh": "{heading}：国际比赛分（第78条B款）"},
    "adjust_team_table": {"en": "  table {table}: {ns} NS v {ew} EW: {text}",
                          "zh": "  第{table}桌：{ns}坐南北，{ew}坐东西：{text}"},
    "adjust_team": {"en": "Team {team}: {text}", "zh": "{team}队：{text}"},
    "adjust_knockout": {
        "en": "Knock-out (Law 86B): computed per side {first} and {second} IMPs; the average is "
        "given to both: {a} {a_score}, {b} {b_score}",
        "zh": "淘汰赛（第86条B款）：双方分别计算为{first}和{second}国际比赛分；"
        "双方都得其平均数：{a}队{a_score}，{b}队{b_score}",
    },
    "adjust_played": {"en": "{result} ({ns})", "zh": "{result}（{ns}）"},
    "adjust_given": {"en": "{side} {text}", "zh": "{side}{text}"},
    "adjust_given_weighted": {"en": "{percent}% {result} ({ns})",
                              "zh": "{percent}% {result}（{ns}）"},
    "adjust_table_adjusted": {"en": "{kind} (Law {laws}){obtained}: {sides}",
                              "zh": "{kind}（{laws}）{obtained}：{sides}"},
    "adjust_team_artificial": {"en": "artificial {value} = {score} {unit} (Law 86A)",
                               "zh": "判给{value} = {score}{unit}（第86条A款）"},
    "adjust_team_component": {"en": "{result}: {ns} = {score} {unit}",
                              "zh": "{result}：{ns} = {score}{unit}"},
    "adjust_team_component_weighted": {"en": "{percent}% x ({result}: {ns} = {score} {unit})",
                                       "zh": "{percent}% ×（{result}：{ns} = {score}{unit}）"},
    "adjust_team_weighted": {"en": "weighted: {score} {unit}", "zh": "加权合计：{score}{unit}"},
    "adjust_versus": {"en": " vs ", "zh": "对"},

    # ---- adjudicate candidates (adjudicator.text.candidates_text) ----
    "cand_deal": {"en": "Deal {deal}", "zh": "牌局：{deal}"},
    "cand_settings": {
        "en": "Vulnerable: {vul}; rules {rules}; single-dummy play: each card valued over "
        "{layouts} layouts of the unseen cards (seed {seed}{limits}), {defence}",
        "zh": "局况：{vul}；规则：{rules}；单明手打法：每张牌按看不见的牌的{layouts}种分配估值"
        "（随机种子{seed}{limits}），{defence}",
    },
    "cand_limits": {"en": "; auction: {list}", "zh": "；叫牌限制：{list}"},
    "cand_defence_sd": {"en": "the defenders single dummy too",
                        "zh": "防守方同样按单明手出牌"},
    "cand_defence_dd": {"en": "the defenders seeing all four hands (--dd-defence)",
                        "zh": "防守方看得见四手牌（--dd-defence）"},
    "cand_thresholds": {
        "en": "Likely: a share of {likely} or more; at all probable: {probable} or more "
        "({source}).",
        "zh": "可能的结果：占比达到{likely}；有可能的结果：占比达到{probable}（{source}）。",
    },
    "cand_source_rules": {"en": "the rule set's thresholds", "zh": "规则设定的门槛"},
    "cand_source_director": {"en": "the director's thresholds", "zh": "裁判给定的门槛"},
    "cand_dd": {
        "en": "  double dummy (a reference: every player seeing all four hands): {tricks} "
        "tricks {score}",
        "zh": "  双明手（仅供参考：各家都看得见四手牌）：{tricks}墩 {score}",
    },
    "cand_outcomes": {
        "en": "  single-dummy play on this deal (what would have happened at this table):",
        "zh": "  本副牌的单明手打法（若无违规，本桌会发生什么）：",
    },
    "cand_outcome": {"en": "    {result} ({tricks} tricks) {score}, share {share}{marks}",
                     "zh": "    {result}（{tricks}墩）{score}，占比{share}{marks}"},
    "cand_mark_likely": {"en": " — likely", "zh": " — 可能"},
    "cand_mark_probable": {"en": " — at all probable", "zh": " — 有可能"},
    "cand_choice": {"en": "      trick {trick}: {seat} plays {card} (not {others})",
                    "zh": "      第{trick}墩：{seat}出{card}（而不是{others}）"},
    "cand_no_choice": {"en": "      no close choice on the way: every line reaches it",
                       "zh": "      途中没有相近的选择：每条打法都得到这个结果"},
    "cand_incomplete": {
        "en": "  (alternatives too rare to be at all probable were not followed to the end)",
        "zh": "  （太罕见、不可能成为有可能结果的选择未打到底）",
    },
    "cand_12c2": {"en": "  Law 12C2 — likely: {likely}; at all probable: {probable}",
                  "zh": "  第12条C款2 — 可能的结果：{likely}；有可能的结果：{probable}"},
    "cand_12c3": {"en": "  Law 12C3 — weighted by the shares:",
                  "zh": "  第12条C款3 — 按占比加权："},
    "cand_none": {"en": "none", "zh": "无"},
    "cand_contract": {"en": "{contract} {declarer}", "zh": "{contract}（{declarer}）"},
    "cand_lead": {"en": " lead {card}", "zh": "，首引{card}"},
    "cand_explained": {
        "en": "Double dummy answers what the cards allow; the shares answer what players "
        "who cannot see the hidden hands would have done at this table, the cards lying "
        "as they lay (Law 12C2 likely / at all probable; Law 12C3 weights). Scores are "
        "declarer's side's (Law 77).",
        "zh": "双明手回答牌张本身允许什么；占比回答看不见暗手的牌手在本桌、按实际牌张分配会"
        "怎样打（第12条C款2的可能及有可能结果；第12条C款3的加权）。得分为庄家方的得分（第77条）。",
    },
    "cand_judged_director": {"en": "  (likely and probable results as the director judged "
                             "them)",
                             "zh": "  （可能及有可能的结果按裁判的判断）"},
    "cand_judged_default": {"en": "  (likely and probable results from single-dummy play; "
                            "--likely / --probable override)",
                            "zh": "  （可能及有可能的结果取自单明手打法；可用 --likely / "
                            "--probable 改判）"},
    "cand_assigned": {"en": "Law 12C2 assigned score (offenders {offenders}):",
                      "zh": "第12条C款2裁定调整分（违规方：{offenders}）："},
    "cand_side": {"en": "  {side}, {who}: {result}  {score} to {side} ({ns} NS) — {reason}",
                  "zh": "  {side}（{who}）：{result}，{side}得{score}分（南北方{ns}）——{reason}"},
    "cand_offending": {"en": "offending", "zh": "违规方"},
    "cand_not_at_fault": {"en": "not at fault", "zh": "非违规方"},
    "cand_reason_not_at_fault": {"en": "the most favourable result that was likely",
                                 "zh": "在未发生违规情况下可能得到的最有利的结果"},
    "cand_reason_offending": {"en": "the most unfavourable result that was at all probable",
                              "zh": "在所有可能情况下最不利的结果"},
    "cand_mp": {"en": "; {mp} of {top} matchpoints ({percent}%)",
                "zh": "；比赛分{mp}（满分{top}，{percent}%）"},
    "cand_imps": {"en": "; {imps} IMPs", "zh": "；{imps}国际比赛分"},
    "cand_unbalanced": {"en": "  The two sides' scores need not balance (Law 12C2).",
                        "zh": "  判给双方的调整分无须平衡（第12条C款2）。"},
    "cand_note": {"en": "  Note: {note}.", "zh": "  注意：{note}。"},
    "cand_outside": {
        "en": "{result} ({tricks} tricks) is reached by no line of single-dummy play of "
        "{contract} on this deal ({low} to {high} tricks)",
        "zh": "{result}（{tricks}墩）不是{contract}在本副牌上任何单明手打法所得的结果"
        "（{low}至{high}墩）",
    },
    "cand_elapsed": {"en": "({ms} ms)", "zh": "（用时{ms}毫秒）"},

    # ---- the committee report and the batch report (text.committee_report,
    # text.ruling_html, text.batch_report) ----
    "report_title": {
        "en": "Claim ruling: report to the appeals committee",
        "zh": "声称裁决：提交仲裁委员会的报告",
    },
    "report_source": {"en": "Source: {where}", "zh": "来源：{where}"},
    "report_typed_in": {"en": "Position entered by the director", "zh": "牌局由裁判输入"},
    "report_board": {"en": "board {board}", "zh": "第{board}副"},
    "report_table": {"en": "table {table}", "zh": "第{table}桌"},
    "report_record": {"en": "record {record}", "zh": "第{record}条记录"},
    "report_facts": {"en": "Facts", "zh": "事实"},
    "report_contract": {"en": "Contract", "zh": "定约"},
    "report_contract_by": {"en": "{contract} by {declarer}", "zh": "{contract}，庄家{declarer}"},
    "report_vulnerability": {"en": "Vulnerability", "zh": "局况"},
    "vul_None": {"en": "neither side vulnerable", "zh": "双方无局"},
    "vul_NS": {"en": "North-South vulnerable", "zh": "南北有局"},
    "vul_EW": {"en": "East-West vulnerable", "zh": "东西有局"},
    "vul_All": {"en": "both sides vulnerable", "zh": "双方有局"},
    "report_before": {"en": "Tricks before the claim", "zh": "声称前的牌墩"},
    "report_before_value": {
        "en": "declarer's side {won}, defenders {lost}",
        "zh": "庄家方{won}墩，防守方{lost}墩",
    },
    "report_claim": {"en": "Claim", "zh": "声称"},
    "report_said": {"en": "Statement as said", "zh": "声称时的说明（原话）"},
    "report_read": {"en": "Statement as read", "zh": "对说明的解读"},
    "report_unread": {"en": "Not understood (left out)", "zh": "未能读懂（未计入）"},
    "report_nothing_said": {"en": "nothing", "zh": "无"},
    "report_after_claim": {"en": "Played after the claim", "zh": "声称后打出的牌"},
    "report_class": {"en": "Class of player", "zh": "赛员级别"},
    "class_expert": {"en": "expert", "zh": "专家"},
    "class_club": {"en": "club player", "zh": "俱乐部赛员"},
    "class_novice": {"en": "novice", "zh": "初学者"},
    "report_class_why": {"en": "{cls} — {why}", "zh": "{cls}——{why}"},
    "report_rules": {"en": "Rule set", "zh": "规则"},
    "rules_seed1997": {
        "en": "the seed laws (the CBA's text of the 1997 WBF Laws)",
        "zh": "中国桥牌竞赛规则（中国桥牌协会依据1997年世界桥联规则制定）",
    },
    "rules_wbf2017": {"en": "the WBF Laws of 2017", "zh": "2017年世界桥联规则"},
    "rules_ebu": {
        "en": "the WBF Laws of 2017 with the EBU White Book",
        "zh": "2017年世界桥联规则及英格兰桥牌联合会白皮书",
    },
    "rules_acbl": {
        "en": "the WBF Laws of 2017 with the ACBL claim guidelines of 2019",
        "zh": "2017年世界桥联规则及美国桥牌联盟2019年声称指引",
    },
    "report_trumps": {"en": "Trumps: {strain}", "zh": "将牌：{strain}"},
    "report_to_play": {"en": "{seat} to play", "zh": "轮到{seat}出牌"},
    "report_shown_out": {"en": "Shown out before the claim", "zh": "声称前已示缺"},
    "report_decision": {"en": "Decision", "zh": "裁决"},
    "report_result": {"en": "Result: {result} ({total} tricks)",
                      "zh": "结果：{result}（{total}墩）"},
    "report_undecided_result": {
        "en": "No result is given: the search stopped at its budget, and the declaring side's"
        " total lies between {low} and {high} tricks.",
        "zh": "不给出结果：搜索达到预算上限，庄家方的总墩数在{low}至{high}墩之间。",
    },
    "report_score": {"en": "Score", "zh": "计分"},
    "report_tricks_sum": {
        "en": "Declaring side: {before} trick(s) before the claim + {remaining} of the {left}"
        " remaining = {total} tricks",
        "zh": "庄家方：声称前{before}墩 + 剩余{left}墩中的{remaining}墩 = {total}墩",
    },
    "report_made_over": {
        "en": "{contract} needs {needed} tricks: made with {over} overtrick(s)",
        "zh": "{contract}需要{needed}墩：完成，超{over}墩",
    },
    "report_made_exactly": {
        "en": "{contract} needs {needed} tricks: made exactly",
        "zh": "{contract}需要{needed}墩：刚好完成",
    },
    "report_down": {
        "en": "{contract} needs {needed} tricks: {down} down",
        "zh": "{contract}需要{needed}墩：宕{down}墩",
    },
    "report_declarer_vul": {"en": "the declaring side is vulnerable", "zh": "庄家方有局"},
    "report_declarer_not_vul": {"en": "the declaring side is not vulnerable", "zh": "庄家方无局"},
    "score_trick_score": {
        "en": "trick score for the {count} tricks bid",
        "zh": "定约{count}墩的墩分",
    },
    "score_game_bonus": {"en": "game bonus", "zh": "成局奖分"},
    "score_partscore_bonus": {"en": "part-score bonus", "zh": "部分定约奖分"},
    "score_small_slam_bonus": {"en": "small slam bonus", "zh": "小满贯奖分"},
    "score_grand_slam_bonus": {"en": "grand slam bonus", "zh": "大满贯奖分"},
    "score_doubled_bonus": {
        "en": "bonus for making a doubled or redoubled contract",
        "zh": "加倍或再加倍定约完成奖分",
    },
    "score_overtricks": {"en": "{count} overtrick(s)", "zh": "超{count}墩"},
    "score_undertricks": {"en": "{count} undertrick(s)", "zh": "宕{count}墩"},
    "report_score_total": {
        "en": "Score (Law 77): {score:+d} for {side}, {other_score:+d} for {other}",
        "zh": "得分（第77条）：{side}{score:+d}，{other}{other_score:+d}",
    },
    "report_no_contract": {
        "en": "No contract was given: the tricks are ruled, no score is computed.",
        "zh": "未提供定约：只裁定牌墩，不计算得分。",
    },
    "report_findings": {"en": "Findings", "zh": "认定"},
    "report_no_findings": {
        "en": "No finding beyond the worst normal line (Law 70A).",
        "zh": "除最差的正常打法（第70条A款）外没有其他认定。",
    },
    "report_law_title": {"en": "{law}: {title}", "zh": "{law}\u3000{title}"},
    "report_laws": {"en": "Laws applied", "zh": "所适用的规则条文"},
    "report_practice": {"en": "Practice rules cited", "zh": "所引用的裁判实务规则"},
    "report_sources": {"en": "sources: {sources}", "zh": "出处：{sources}"},
    "report_not_seed": {"en": "not in the seed text", "zh": "中国桥牌竞赛规则中没有此条"},
    "report_trick": {"en": "Trick", "zh": "墩"},
    "report_won_by": {"en": "Won by", "zh": "赢墩"},
    "report_lost": {"en": "lost: {why}", "zh": "失墩：{why}"},
    "report_line_tricks": {
        "en": "{tricks} trick(s) for the claimer's side",
        "zh": "声称方{tricks}墩",
    },
    "report_doubtful": {"en": "Doubtful points the worst line rests on",
                        "zh": "最差打法所依赖的疑点"},
    "report_footer": {
        "en": "Made by adjudicator {version}; ruling record {schema}, version {schema_version}."
        " To make this ruling again from its record: adjudicate claim --replay RULING.json",
        "zh": "由adjudicator {version}制作；裁决记录格式{schema}第{schema_version}版。依记"
        "录重新裁决：adjudicate claim --replay 记录文件",
    },
    "report_practice_title": {"en": "Practice rules", "zh": "裁判实务规则"},
    "batch_title": {"en": "Claims checked", "zh": "声称检查"},
    "batch_meta_normal": {
        "en": "Checked by the law's normal-line test (Law 70A worst normal line) and double"
        " dummy; report made {when}.",
        "zh": "以规则的正常打法检验（第70条A款最差的正常打法）及双明手检查；报告制作于{when}。",
    },
    "batch_meta_dd": {
        "en": "Checked by double dummy only (DDS); report made {when}.",
        "zh": "仅以双明手检查；报告制作于{when}。",
    },
    "batch_meta_base": {"en": "Files under {base}.", "zh": "文件位于{base}。"},
    "batch_nav_summary": {"en": "Summary", "zh": "摘要"},
    "batch_nav_claims": {"en": "Claims", "zh": "声称"},
    "batch_nav_events": {"en": "Per event", "zh": "各赛事"},
    "batch_nav_errors": {"en": "Errors", "zh": "错误"},
    "batch_totals": {
        "en": "{events} event files, {boards} boards read, {claims} claims, {errors} errors.",
        "zh": "{events}个赛事文件，读取{boards}副牌，{claims}个声称，{errors}个错误。",
    },
    "batch_read_twice": {
        "en": "{count} claims were read from two or more files (the same deal in a .pbn and"
        " its .lin): each is counted once, with every source listed.",
        "zh": "有{count}个声称出现在两个或以上的文件中（同一副牌的PBN文件与LIN文件）：每个"
        "只计算一次，并列出所有来源。",
    },
    "batch_stand": {
        "en": "The table result stands for {stand} claims; the ruling changes it for {changed};"
        " undecided: {undecided}.",
        "zh": "{stand}个声称维持牌桌结果；{changed}个的裁决改变了结果；{undecided}个未决。",
    },
    "batch_kind": {"en": "Verdict", "zh": "裁决类别"},
    "batch_count": {"en": "Claims", "zh": "声称数"},
    "kind_upheld": {"en": "upheld", "zh": "声称成立"},
    "kind_reduced": {"en": "tricks to the opponents", "zh": "判给对方牌墩"},
    "kind_undecided": {"en": "undecided (budget)", "zh": "未决（预算用尽）"},
    "kind_exact": {"en": "exact (double dummy)", "zh": "与双明手相符"},
    "kind_dd_less": {"en": "claimed less than double dummy", "zh": "声称少于双明手"},
    "kind_dd_more": {"en": "claimed more than double dummy", "zh": "声称多于双明手"},
    "kind_changed": {"en": "the ruling changes the result", "zh": "裁决改变结果"},
    "kind_all": {"en": "every claim", "zh": "所有声称"},
    "batch_filter_text": {"en": "Search", "zh": "搜索"},
    "batch_filter_kind": {"en": "Verdict", "zh": "裁决类别"},
    "batch_filter_event": {"en": "Event", "zh": "赛事"},
    "batch_filter_law": {"en": "Law", "zh": "规则条文"},
    "batch_filter_min": {"en": "At least tricks transferred", "zh": "至少转移墩数"},
    "batch_filter_score": {"en": "At least this score change (points)", "zh": "得分变化至少（分）"},
    "batch_any": {"en": "any", "zh": "全部"},
    "batch_showing": {
        "en": "Showing {shown} of {total} claims. Click a column to sort, a board to open its"
        " ruling; printing prints the claims shown, each with its ruling.",
        "zh": "显示{total}个声称中的{shown}个。点击栏目可排序，点击牌号可打开其裁决；打印时"
        "打印所显示的声称及其裁决。",
    },
    "col_event": {"en": "Event", "zh": "赛事"},
    "col_board": {"en": "Board", "zh": "牌号"},
    "col_contract": {"en": "Contract", "zh": "定约"},
    "col_claimer": {"en": "Claimer", "zh": "声称者"},
    "col_claimed": {"en": "Claimed (claimer's side, of the tricks left)",
                    "zh": "声称（声称方，余下墩数中）"},
    "col_dd": {"en": "DD", "zh": "双明手"},
    "col_ruling": {"en": "Awarded (claimer's side)", "zh": "判给（声称方）"},
    "col_transferred": {"en": "Tricks transferred", "zh": "转移墩数"},
    "col_score_change": {"en": "Score change", "zh": "得分变化"},
    "col_laws": {"en": "Laws", "zh": "条文"},
    "col_verdict": {"en": "Verdict", "zh": "裁决类别"},
    "col_players": {"en": "Players", "zh": "选手"},
    "batch_players": {"en": "Players: {players}", "zh": "选手：{players}"},
    "col_boards": {"en": "Boards", "zh": "牌数"},
    "col_stand": {"en": "Stand", "zh": "维持"},
    "col_changed": {"en": "Changed", "zh": "改变"},
    "col_undecided": {"en": "Undecided", "zh": "未决"},
    "col_errors": {"en": "Errors", "zh": "错误"},
    "col_elsewhere": {"en": "Also in another file", "zh": "也在其他文件"},
    "col_reason": {"en": "Reason", "zh": "原因"},
    "batch_quiet_files": {
        "en": "{count} more files have neither claims nor errors (every board played out or"
        " without play).",
        "zh": "另有{count}个文件既无声称也无错误（每副牌都打完或没有打牌记录）。",
    },
    "batch_no_errors": {"en": "None: every board was read.", "zh": "没有：每副牌都已读取。"},
    "batch_no_claims": {"en": "No claim was found.", "zh": "没有找到声称。"},
    "batch_sources": {"en": "Read from: {sources}", "zh": "读自：{sources}"},
    "batch_totals_line": {
        "en": "Claimed {claimed}, double dummy {dd}, ruling {ruling} (declaring side's total"
        " tricks)",
        "zh": "声称{claimed}墩，双明手{dd}墩，裁决{ruling}墩（庄家方总墩数）",
    },
    "batch_bounds": {
        "en": "declaring side between {low} and {high} tricks",
        "zh": "庄家方在{low}至{high}墩之间",
    },
    "batch_back": {"en": "Back to the list", "zh": "返回列表"},
    "batch_no_ruling": {
        "en": "No ruling was recorded for this claim (a double-dummy check only).",
        "zh": "此声称没有裁决记录（仅作双明手检查）。",
    },
    "batch_file": {"en": "file", "zh": "文件"},
    # ---- the director's page (adjudicator.web): its labels, hints and its own checks of
    # a position being entered ----
    "web_language_name": {"en": "English", "zh": "简体", "zh-Hant": "繁體"},
    "web_title": {"en": "Claim ruling at the table", "zh": "桌边声称裁决"},
    "web_position": {"en": "Position at the claim", "zh": "声称时的牌局"},
    "web_pick_hint": {
        "en": "Choose a hand, then click its cards; click a card again to take it back.",
        "zh": "先选定一家，再点击这一家的牌；再点一次可收回。",
    },
    "web_on_trick": {"en": "On the trick", "zh": "本墩已出"},
    "web_count": {"en": "{count} cards", "zh": "{count}张"},
    "web_trick_count": {"en": "{count} on the trick", "zh": "本墩已出{count}张"},
    "web_unequal": {
        "en": "The hands are unequal ({counts}): every hand holds as many cards as the "
              "others, one fewer for a seat that has played to the trick in progress.",
        "zh": "各家张数不等（{counts}）：每家张数应相同，已向本墩出牌的一家少一张。",
    },
    "web_no_cards": {"en": "No card has been given to a hand yet.", "zh": "尚未分配任何牌。"},
    "web_trick_full": {
        "en": "A trick in progress holds at most three cards.",
        "zh": "进行中的一墩最多已出三张牌。",
    },
    "web_clear": {"en": "Clear the cards", "zh": "清除所有牌"},
    "web_paste": {
        "en": "Or paste a PBN deal (N:… … … …), a PBN or LIN file",
        "zh": "或粘贴PBN牌局（N:… … … …）、PBN或LIN文件",
    },
    "web_paste_read": {"en": "Read", "zh": "读取"},
    "web_upload": {"en": "Open an event file (.pbn, .lin)", "zh": "打开比赛文件（.pbn、.lin）"},
    "web_event_claims": {"en": "Claims in {file}: choose one", "zh": "{file}中的声称：请选择一个"},
    "web_event_none": {"en": "No claim was found in {file}.", "zh": "{file}中没有找到声称。"},
    "web_event_errors": {
        "en": "{count} board(s) could not be read: {first}",
        "zh": "有{count}副牌无法读取：{first}",
    },
    "web_trump": {"en": "Trumps", "zh": "将牌"},
    "web_lead": {"en": "Led this trick", "zh": "本墩首家"},
    "web_history": {
        "en": "Earlier tricks, oldest first, one a line (S:HQ H7 H2 H3 — leader, then the cards)",
        "zh": "之前的牌墩，从最早的开始，每行一墩（S:♥Q ♥7 ♥2 ♥3 — 首家，然后四张牌）",
    },
    "web_shown_out": {"en": "Known to have shown out", "zh": "已知示缺"},
    "web_the_claim": {"en": "The claim", "zh": "声称"},
    "web_claimer": {"en": "Claimer", "zh": "声称者"},
    "web_claims": {"en": "Remaining tricks claimed", "zh": "声称的剩余墩数"},
    "web_statement": {
        "en": "What the claimer said (English or Chinese)",
        "zh": "声称者的说明（英文或中文）",
    },
    "web_class": {"en": "Class of player", "zh": "赛员级别"},
    "web_rules": {"en": "Rule set", "zh": "规则"},
    "web_contract": {"en": "Contract (4S, 3NTX …)", "zh": "定约（4S、3NTX …）"},
    "web_declarer": {"en": "Declarer", "zh": "庄家"},
    "web_vul": {"en": "Vulnerability", "zh": "局况"},
    "web_won": {
        "en": "Tricks won before the claim: declarer's side, defenders",
        "zh": "声称前已得墩数：庄家方、防家方",
    },
    "web_budget": {"en": "Time for the search (seconds)", "zh": "搜索时限（秒）"},
    "web_rule": {"en": "Rule on the claim", "zh": "裁决"},
    "web_ruling_now": {"en": "Ruling…", "zh": "正在裁决……"},
    "web_cannot_rule": {"en": "Cannot rule: {message}", "zh": "无法裁决：{message}"},
    "web_ruling": {"en": "Ruling", "zh": "裁决"},
    "web_step": {"en": "The worst normal line, card by card", "zh": "最差的正常打法，逐张演示"},
    "web_step_first": {"en": "From the claim", "zh": "回到声称时"},
    "web_step_back": {"en": "Back", "zh": "上一张"},
    "web_step_next": {"en": "Next card", "zh": "下一张"},
    "web_step_at": {
        "en": "Trick {trick}, card {card} of {cards}",
        "zh": "第{trick}墩，共{cards}张中的第{card}张",
    },
    "web_step_lost": {"en": "Trick {trick} lost: {why}", "zh": "第{trick}墩失墩：{why}"},
    "web_points": {"en": "Doubtful points", "zh": "可疑之处"},
    "web_points_hint": {
        "en": "Strike a choice you judge not normal for this player: the claim is ruled "
              "again without it (Law 70A).",
        "zh": "若裁判认为某个选择对此赛员并不正常，可将其划去，"
              "并在不含该选择的情况下重新裁决（第70条A款）。",
    },
    "web_points_none": {
        "en": "The ruling rests on no doubtful point.",
        "zh": "裁决不取决于任何可疑之处。",
    },
    "web_struck": {
        "en": "Struck as not normal for this player",
        "zh": "已划去（对此赛员并不正常）",
    },
    "web_struck_point": {"en": "trick {trick}: {seat} {card}", "zh": "第{trick}墩：{seat}{card}"},
    "web_print": {"en": "Print the committee report", "zh": "打印仲裁委员会报告"},
    "web_pdf": {"en": "Committee report as PDF", "zh": "仲裁委员会报告（PDF）"},
    "web_download": {"en": "Download the ruling (JSON)", "zh": "下载裁决记录（JSON）"},
    "web_open_record": {"en": "Open a ruling record (JSON)", "zh": "打开裁决记录（JSON）"},
    "web_reproduced": {
        "en": "Re-opened from {file}: the ruling is reproduced exactly.",
        "zh": "已从{file}重新打开：裁决完全重现。",
    },
    "web_differs": {
        "en": "Re-opened from {file}: the ruling now differs — {differences}",
        "zh": "已从{file}重新打开：裁决与记录不同 — {differences}",
    },
    "web_offline": {
        "en": "Everything on this page works without the internet.",
        "zh": "本页所有功能无需连接互联网。",
    },
}

# ---- errors: what is wrong with the input, in one line -----------------------------------
# Every error a user can cause is here, with the fact it names (``AdjudicatorError.key``
# and ``params``); :func:`error_text` words it.  Kept in this one catalog, beside the
# findings, so a translator has every sentence of the tool in one file: that is why this
# module is longer than the project's usual 600 lines.
ERROR_MESSAGES: dict[str, dict[str, str]] = {
    # cards, seats, strains, hands (core)
    "card_unknown": {"en": "unknown card '{text}' (a suit S, H, D or C and a rank 2-9, T, J, "
                     "Q, K or A, like SA or H10)",
                     "zh": "无法识别的牌「{text}」（应为花色S、H、"
                           "D、C之一加点数2-9、T、J、Q、K、A之一）"},
    "seat_unknown": {"en": "unknown seat '{text}' (N, E, S or W)",
                     "zh": "无法识别的座位「{text}」（应为N、E、S或W）"},
    "strain_unknown": {"en": "unknown strain '{text}' (S, H, D, C or NT)",
                       "zh": "无法识别的花色「{text}」（应为S、H、D、C或NT）"},
    "deal_first_seat": {"en": "deal '{text}' must start with the first hand's seat and a "
                        "colon, like N: (the other hands follow clockwise)",
                        "zh": "牌局「{text}」须以第一手牌的座位和"
                              "冒号开头，如N:（其余各手按顺时针排列）"},
    "deal_four_hands": {"en": "deal '{text}' must give four hands, got {count}",
                        "zh": "牌局「{text}」须有四手牌，实有{count}手"},
    "hand_four_suits": {"en": "hand '{hand}' must have four suits separated by dots "
                        "(spades.hearts.diamonds.clubs)",
                        "zh": "手牌「{hand}」须有以点分隔的四门花色（黑桃.红心.方块.梅花）"},
    "hand_unknown_rank": {"en": "hand '{hand}': unknown rank '{rank}'",
                          "zh": "手牌「{hand}」：无法识别的点数「{rank}」"},
    "hand_card_twice": {"en": "hand '{hand}' holds a card twice",
                        "zh": "手牌「{hand}」中有一张牌出现两次"},
    # the position (core)
    "trick_format": {"en": "trick '{text}': expected LEADER:CARD CARD CARD CARD, like "
                     "S:HQ H7 H2 H3",
                     "zh": "牌墩「{text}」：应为首攻者的座位、冒号和四张牌"},
    "trick_four_cards": {"en": "trick '{text}': a completed trick has four cards, not {count}",
                         "zh": "牌墩「{text}」：完整的一墩有四张牌，而非{count}张"},
    "shown_out_format": {"en": "shown out '{text}': expected SEAT:SUIT, like W:H",
                         "zh": "示缺「{text}」：应为座位、冒号和花色，例如 W:H"},
    "shown_out_notrump": {"en": "shown out '{text}': a player shows out of a suit (S, H, D "
                          "or C), not of notrump",
                          "zh": "示缺「{text}」：只能在某一花色（S、H、D、C）中示缺，不能是无将"},
    "shown_out_not_a_suit": {"en": "{seat} is said to have shown out of notrump: a player "
                             "shows out of a suit",
                             "zh": "{seat}被指在无将中示缺：只能在某一花色中示缺"},
    "trick_too_long": {"en": "a trick in progress holds at most 3 cards, got {count}",
                       "zh": "当前墩最多有3张牌，实有{count}张"},
    "card_in_two_hands": {"en": "{card} is in both {first}'s and {second}'s hands",
                          "zh": "{card}同时在{first}和{second}手中"},
    "card_played_and_held": {"en": "{card} is both played to the trick and held by {seat}",
                             "zh": "{card}既已打入当前墩，又仍在{seat}手中"},
    "trick_card_twice": {"en": "a card is played twice to the trick in progress",
                         "zh": "当前墩中有一张牌出现两次"},
    "to_play_holds": {"en": "{seat}, to play, holds {count} cards (1 to 13 are possible)",
                      "zh": "轮到出牌的{seat}持有{count}张牌（应为1至13张）"},
    "hand_size": {"en": "{seat} holds {count} cards, expected {expected}",
                  "zh": "{seat}持有{count}张牌，应为{expected}张"},
    # the claim's facts (laws.validation, laws.claim_input)
    "claimed_count": {"en": "claimed {claimed} of {left} remaining tricks: a claim is of 0 "
                      "to {left}",
                      "zh": "声称剩余{left}墩中的{claimed}墩：声称的墩数应为0至{left}"},
    "history_too_long": {"en": "{count} earlier tricks typed in, but with {left} tricks left "
                         "only {completed} are complete",
                         "zh": "输入了{count}个已完成的牌墩，但剩余{left}"
                               "墩时只完成了{completed}墩"},
    "history_trick_size": {"en": "earlier trick {number} has {count} cards, not 4",
                           "zh": "第{number}个已完成牌墩有{count}张牌，而非4张"},
    "history_card_twice": {"en": "{card} is played in earlier trick {first} and again in "
                           "earlier trick {second}",
                           "zh": "{card}在第{first}个已完成牌墩中打出，又在第{second}个中再次打出"},
    "history_card_held": {"en": "earlier trick {number}: {seat} played {card}, but {holder} "
                          "still holds it",
                          "zh": "第{number}个已完成牌墩：{seat}打出{card}，但该牌仍在{holder}手中"},
    "history_card_on_trick": {"en": "earlier trick {number}: {seat} played {card}, but it "
                              "is on the trick in progress",
                              "zh": "第{number}个已完成牌墩：{seat}打出{card}，但该牌在当前墩中"},
    "history_revoke_played": {
        "en": "earlier trick {number}: {seat} played {card} on a {suit} lead, then {later} "
              "at trick {where} (a revoke: rectify it under Law 64 before ruling on the claim)",
        "zh": "第{number}个已完成牌墩：{seat}在{suit}首引时打出{card}，之后在第{where}墩打出"
              "{later}（藏牌：应先依第64条处理，再裁决声称）"},
    "history_revoke_holds": {
        "en": "earlier trick {number}: {seat} played {card} on a {suit} lead but still holds "
              "{held} (a revoke: rectify it under Law 64 before ruling on the claim)",
        "zh": "第{number}个已完成牌墩：{seat}在{suit}首引时打出{card}，但仍持有{held}"
              "（藏牌：应先依第64条处理，再裁决声称）"},
    "trick_revoke": {"en": "the trick in progress: {seat} played {card} on a {suit} lead but "
                     "holds {held} (a revoke)",
                     "zh": "当前墩：{seat}在{suit}首引时打出{card}，但持有{held}（藏牌）"},
    "shown_out_holds": {"en": "{seat} is said to have shown out of {suit} but still holds "
                        "{held}",
                        "zh": "{seat}被指在{suit}中示缺，但仍持有{held}"},
    "shown_out_played": {"en": "{seat} is said to have shown out of {suit} but played {card} "
                         "to the trick in progress",
                         "zh": "{seat}被指在{suit}中示缺，但在当前墩打出了{card}"},
    "contract_trump": {"en": "the contract {contract} has {strain} as trump, but the trump "
                       "given is {trump}",
                       "zh": "定约{contract}的将牌是{strain}，但输入的将牌是{trump}"},
    "vul_unknown": {"en": "unknown vulnerability '{text}': use None, NS, EW or All",
                    "zh": "无法识别的局况「{text}」：应为双方无局、南北有局（NS）、东西有局（EW）"
                    "或双方有局"},
    "won_not_counts": {"en": "tricks won before the claim {declarer},{defenders}: give two "
                       "whole numbers, 0 or more",
                       "zh": "声称前赢得的墩数{declarer},{defenders}：应为两个不小于0的整数"},
    "won_total": {"en": "tricks won before the claim (declarer {declarer}, defenders "
                  "{defenders}) and the {left} left make {total}, not 13",
                  "zh": "声称前赢得的墩数（庄家方{declarer}，防家方{defenders}）加上剩余{left}墩"
                  "共{total}墩，而非13墩"},
    "won_history_declarer": {"en": "the earlier tricks typed in give the declaring side "
                             "{typed} tricks, but it is said to have won {said}",
                             "zh": "输入的已完成牌墩中庄家方赢了{typed}"
                                   "墩，但声称前庄家方只赢{said}墩"},
    "won_history_defenders": {"en": "the earlier tricks typed in give the defenders {typed} "
                              "tricks, but they are said to have won {said}",
                              "zh": "输入的已完成牌墩中防家方赢了{typed}"
                                    "墩，但声称前防家方只赢{said}墩"},
    "won_needed": {"en": "a result needs the tricks each side won before the claim: "
                   "{completed} tricks are complete and {typed} of them were typed in as "
                   "earlier tricks (give them as DECLARER,DEFENDERS, like 6,3)",
                   "zh": "计算结果需要声称前双方赢得的墩数：已完成{completed}墩，只输入了其中"
                   "{typed}墩（请给出庄家方与防家方的墩数，以逗号分隔，例如 6,3）"},
    "won_format": {"en": "tricks won before the claim '{text}': expected DECLARER,DEFENDERS "
                   "like 6,3",
                   "zh": "声称前赢得的墩数「{text}」：应为庄家"
                         "方与防家方的墩数，以逗号分隔，例如 6,3"},
    "not_a_count": {"en": "'{text}' is not a number of tricks (0 to 13)",
                    "zh": "「{text}」不是墩数（0至13）"},
    "fields_missing": {"en": "missing: {names}", "zh": "缺少：{names}"},
    "needs_contract": {"en": "{name} is given without the contract", "zh": "给了{name}却没有定约"},
    "statement_count": {"en": "the statement claims {total} tricks in all, but with {won} "
                        "won before the claim and {left} left that cannot be",
                        "zh": "声称说明共声称{total}墩，但声称前已赢{won}墩、剩余{left}墩，不可能"},
    "statement_dummy_defender": {"en": "the statement speaks of dummy, but a defender claimed",
                                 "zh": "声称说明提到明手，但声称者是防家"},
    "statement_seat_not_claimers": {"en": "the statement names {seat}, who is not on the "
                                    "claimer's side",
                                    "zh": "声称说明提到{seat}，但其不属于声称方"},
    "statement_card_not_held": {"en": "the statement names {card}, which the claimer's side "
                                "does not hold",
                                "zh": "声称说明提到{card}，但声称方并未持有该牌"},
    "statement_ruff_notrump": {"en": "the statement speaks of a ruff, but there is no trump "
                               "(notrump)",
                               "zh": "声称说明提到将吃，但本副是无将定约"},
    "statement_trumps_notrump": {"en": "the statement names trumps, but the contract is in "
                                 "notrump",
                                 "zh": "声称说明提到将牌，但本副是无将定约"},
    "statement_ruffing_finesse_notrump": {"en": "a ruffing finesse was stated, but the "
                                          "contract is in notrump",
                                          "zh": "声称说明提到将吃飞牌，但本副是无将定约"},
    "after_claim_not_held": {"en": "{card}, played after the claim, is not held by anyone",
                             "zh": "声称后打出的{card}不在任何人手中"},
    "after_claim_twice": {"en": "{card} is played twice after the claim",
                          "zh": "{card}在声称后被打出两次"},
    "actually_won_range": {"en": "{count} of the conceded tricks actually won: give 0 to "
                           "{conceded}, the tricks given away",
                           "zh": "所承认的牌墩中实际已赢{count}墩：应为0至{conceded}"},
    "unknown_class": {"en": "unknown class of player '{text}' (one of {choices})",
                      "zh": "无法识别的赛员级别「{text}」（应为{choices}之一）"},
    "unknown_rules": {"en": "unknown rule set '{text}' (one of {choices})",
                      "zh": "无法识别的规则「{text}」（应为{choices}之一）"},
    # contracts and scores (core.contract, scoring.law77)
    "contract_unreadable": {"en": "cannot read contract '{text}': expected a level 1-7, a "
                            "strain C D H S NT and optionally X or XX, e.g. '4SX' or '3NT'",
                            "zh": "无法识别的定约「{text}」：应为阶数1-7与花色C、D、H、S或NT，"
                            "加倍加X，再加倍加两个X，例如4SX、3NT"},
    "contract_level": {"en": "impossible contract '{text}': the level must be 1 to 7",
                       "zh": "不可能的定约「{text}」：阶数应为1至7"},
    "declarer_unknown": {"en": "unknown declarer '{text}': use N, E, S or W",
                         "zh": "无法识别的庄家「{text}」：应为N、E、S或W"},
    "board_number": {"en": "board number must be 1 or more, not {board}",
                     "zh": "牌号应不小于1，而非{board}"},
    "tricks_not_whole": {"en": "tricks must be a whole number 0-13, not {text}",
                         "zh": "墩数应为0至13的整数，而非{text}"},
    "tricks_range": {"en": "tricks must be 0 to 13, not {tricks} (there are 13 tricks)",
                     "zh": "墩数应为0至13，而非{tricks}（一副牌共13墩）"},
    "result_unreadable": {"en": "cannot read result '{text}': expected e.g. '4SX-1 N', "
                          "'3NT= S' or '4S+1 N'",
                          "zh": "无法识别的结果「{text}」：应如4SX-1 N、3NT= S或4S+1 N"},
    "result_no_declarer": {"en": "result '{text}' has no declarer: add N, E, S or W",
                           "zh": "结果「{text}」没有庄家：请加上N、E、S或W"},
    "result_no_outcome": {"en": "result '{text}' has no outcome: add '=', '+1', '-2' or tricks",
                          "zh": "结果「{text}」没有成绩：请加上=、+1、-2或墩数"},
    "result_impossible": {"en": "impossible result '{text}': it means {tricks} tricks, and "
                          "there are 0 to 13",
                          "zh": "不可能的结果「{text}」：相当于{tricks}墩，而墩数只能是0至13"},
    # the command line (cli)
    "cli_event_and_position": {"en": "the event file gives the position and the board: leave "
                               "out {options}, or the file",
                               "zh": "比赛文件已给出局面和该副牌的情况：请"
                                     "去掉{options}，或不用比赛文件"},
    "cli_stdout_closed": {"en": "standard output is closed: there is nowhere to write the "
                          "result",
                          "zh": "标准输出已关闭：结果无处可写"},
    "cli_write_failed": {"en": "cannot write {what}: {reason}", "zh": "无法写入{what}：{reason}"},
    "cli_standard_output": {"en": "the standard output", "zh": "标准输出"},
    "cli_file_failed": {"en": "{path}: {reason}", "zh": "{path}：{reason}"},
    "cli_read_failed": {"en": "{path}: cannot read it: {reason}", "zh": "{path}：无法读"
                                                                        "取：{reason}"},
    "option_range": {"en": "{option} '{text}': give a whole number from {low} to {high}",
                     "zh": "{option}「{text}」：应为{low}至{high}的整数"},
    "option_ms": {"en": "{option} '{text}': give a finite number of ms above 0 (at most {high})",
                  "zh": "{option}「{text}」：应为大于0的有限毫秒数（最多{high}）"},
    "check_no_events": {"en": "{path}: no event file (*.pbn, *.lin) in this folder",
                        "zh": "{path}：此文件夹中没有比赛文件（PBN 或 LIN 文件）"},
    "check_out_not_file": {"en": "{option} {path}: not a regular file (a folder, a device or a "
                           "pipe): give a file name",
                           "zh": "{option} {path}：不是普通文"
                                 "件（而是文件夹、设备或管道）：请给出文件名"},
    "check_out_same": {"en": "{option} {path} is also an input or the other output: give "
                       "another file",
                       "zh": "{option} {path}同时是输入或另一个输出：请另选文件"},
    "check_out_options": {"en": "{path} holds results of another test ({theirs}); this run is "
                          "{ours}: give another --out file",
                          "zh": "{path}中是另一种检查的结果（{theirs}"
                                "）；本次为{ours}：请另选 --out 文件"},
    "check_out_not_ours": {"en": "{path} is not a results file of adjudicate check (line "
                           "{line} is not one of its lines): give another --out file",
                           "zh": "{path}不是 adjudicate check 的结"
                                 "果文件（第{line}行不符）：请另选 --out 文件"},
}
MESSAGES.update(ERROR_MESSAGES)

# ---- echoes: what a command computed, said back with its inputs ---------------------------
MESSAGES.update({
    "score_echo": {"en": "{contract} by {declarer}, {vul}, {tricks} tricks: {score} for {side}",
                   "zh": "{contract}，庄家{declarer}，{vul}，{tricks}墩：{side}{score}"},
    "score_passed_out": {"en": "passed out, {vul}: 0", "zh": "四家派司，{vul}：0"},
    "side_short_NS": {"en": "N-S", "zh": "南北"},
    "side_short_EW": {"en": "E-W", "zh": "东西"},
})

# ---- issue 31: the first hour of a director, a committee and a chief director --------------
MESSAGES.update({
    "event_tags_carried": {
        "en": "{file}: games that leave out {tags} take them from the game before them "
        "(from game {game} on; never a deal across a change of board number)",
        "zh": "{file}：省略了{tags}的牌局沿用前一局的值（自第{game}局起；"
        "牌号改变时绝不沿用牌张分布）",
    },
    "web_languages": {"en": "language", "zh": "语言"},
    # why the event file readers (io/) could not read a board, said in --lang (issue 31
    # item 4); the English is the reader's own message, which the lines keep as "reason"
    "reader_card_twice": {"en": "deal: {card} is in both {first} and {second}",
                          "zh": "牌张分配：{card}同时在{first}与{second}手中"},
    "reader_hand_size": {"en": "deal: {seat} holds {count} cards, not 13",
                         "zh": "牌张分配：{seat}有{count}张牌，而非13张"},
    "reader_no_cards": {"en": "deal: no cards in any hand", "zh": "牌张分配：四手均无牌"},
    "reader_deal": {"en": "deal: {problem}", "zh": "牌张分配：{problem}"},
    "reader_pbn_stray_text": {"en": "line {line}: text {words} outside any tag section",
                              "zh": "第{line}行：文字{words}不在任何标签段内"},
    "reader_pbn_malformed_tag": {"en": "line {line}: malformed tag {tag}",
                                 "zh": "第{line}行：格式有误的标签{tag}"},
    "reader_pbn_unclosed_tag": {"en": "line {line}: tag {tag} is never closed with ']'",
                                "zh": "第{line}行：标签{tag}没有以“]”结束"},
    "reader_pbn_open_comment": {"en": "the file ends inside a '{{' comment (truncated?)",
                                "zh": "文件在“{{”注释之中结束（文件被截断？）"},
    "reader_pbn_open_tag": {"en": "line {line}: the file ends inside the tag {tag} (truncated?)",
                            "zh": "第{line}行：文件在标签{tag}之中结束（文件被截断？）"},
    "reader_lin_qx": {"en": "{value}: not a room and board number like o12",
                      "zh": "{value}：不是开闭室与牌号（如o12）"},
    "reader_lin_loose": {"en": "{what} before any deal ({field})",
                         "zh": "{what}出现在任何牌张分配（{field}）之前"},
    "reader_lin_ah": {"en": "{value}: not a board number", "zh": "{value}：不是牌号"},
    "reader_already_played": {
        "en": "trick {number}: {seat} played {card} but it was already played to trick "
              "{earlier}",
        "zh": "第{number}墩：{seat}打出{card}，但这张牌已在第{earlier}墩打出"},
    "reader_wrong_hand": {
        "en": "trick {number}: {seat} played {card} but it is in {holder}'s hand (wrong seat)",
        "zh": "第{number}墩：{seat}打出{card}，但这张牌在{holder}手中（方位有误）"},
    "reader_claim_unreplayable": {
        "en": "a claim (play and result) but {problem}: it cannot be replayed",
        "zh": "有声称（打牌与结果），但{problem}：无法重演"},
    "reader_play_unreplayable": {"en": "play recorded but {problem}",
                                 "zh": "记录了打牌，但{problem}"},
    "reader_missing_deal": {"en": "no full deal (52 cards, 13 in each hand)",
                            "zh": "没有完整的牌张分配（52张，每手13张）"},
    "reader_missing_contract": {"en": "no contract", "zh": "没有定约"},
    "reader_missing_declarer": {"en": "no declarer", "zh": "没有庄家"},
    "reader_missing_leader": {"en": "no opening leader in {tag}", "zh": "{tag}中没有首攻人"},
    "reader_play_stops": {
        "en": "the play stops in trick {number} with neither '*' nor '-' for the cards not "
              "played (truncated?)",
        "zh": "打牌记录停在第{number}墩，未打的牌既无“*”也无“-”（文件被截断？）"},
    "reader_claim_impossible": {
        "en": "claim of {result} total tricks for the declaring side is impossible: they have "
              "won {won} of {played} tricks, so {low}-{high} are possible",
        "zh": "庄家方共{result}墩的声称不可能：已赢得{played}墩中的{won}墩，"
              "可能的总数为{low}至{high}墩"},
    "reader_no_board_lin": {"en": "no board (no {field} deal) in this LIN file",
                            "zh": "此LIN文件中没有牌局（没有{field}牌张分配）"},
    "reader_no_board_pbn": {"en": "no board (no {deal}, {board} or {play} tag) in this PBN file",
                            "zh": "此PBN文件中没有牌局（没有{deal}、{board}或{play}标签）"},
    "reader_unknown_call": {"en": "auction: unknown call {call}",
                            "zh": "叫牌过程：无法识别的叫品{call}"},
    "reader_binary_nul": {"en": "binary data (NUL bytes), not a PBN or LIN text",
                          "zh": "二进制数据（含空字节），不是PBN或LIN文本"},
    "reader_binary_controls": {
        "en": "binary data ({count} control characters), not a PBN or LIN text",
        "zh": "二进制数据（{count}个控制字符），不是PBN或LIN文本"},
    "reader_empty": {"en": "empty file: no boards", "zh": "空文件：没有牌局"},
    "reader_lin_dealer": {"en": "deal {deal}: no dealer digit 1-4 at its start",
                          "zh": "牌张分配{deal}：开头缺少1至4的发牌人数字"},
    "reader_lin_hands": {"en": "deal: {count} hands given, at most 4",
                         "zh": "牌张分配：给出{count}手牌，至多4手"},
    "reader_lin_card_char": {
        "en": "deal: {seat}'s hand {hand}: unknown card character {char}",
        "zh": "牌张分配：{seat}的牌{hand}中有无法识别的字符{char}"},
    "reader_lin_held_twice": {"en": "deal: {seat} holds {card} twice",
                              "zh": "牌张分配：{seat}两次持有{card}"},
    "reader_lin_no_deal": {"en": "play or claim recorded but no deal ({field})",
                           "zh": "记录了打牌或声称，却没有牌张分配（{field}）"},
    "reader_lin_vul": {"en": "unknown vulnerability {value}", "zh": "无法识别的局况{value}"},
    "reader_lin_card": {"en": "card {number} of the play: unknown card {card}",
                        "zh": "打牌的第{number}张：无法识别的牌{card}"},
    "reader_lin_after_claim": {"en": "{count} card(s) played after the claim {claim}",
                               "zh": "声称{claim}之后又打出{count}张牌"},
    "reader_pbn_board": {"en": "{tag} is not a board number", "zh": "{tag}不是牌号"},
    "reader_pbn_no_earlier": {"en": "[{tag} \"#\"] but no earlier game gives {tag}",
                              "zh": "[{tag} \"#\"]，但之前没有牌局给出{tag}"},
    "reader_pbn_seat": {"en": "[{tag} \"{value}\"] is not a seat N, E, S or W",
                        "zh": "[{tag} \"{value}\"]不是方位 N、E、S 或 W"},
    "reader_pbn_vul": {"en": "{tag} is not {choices}", "zh": "{tag}不是有效的局况"},
    "reader_pbn_contract": {"en": "{tag} is not a contract like {example}",
                            "zh": "{tag}不是定约"},
    "reader_pbn_result": {"en": "{tag} is not a number of tricks", "zh": "{tag}不是墩数"},
    "reader_pbn_result_sum": {"en": "{tag}: the two sides' tricks do not add up to 13",
                              "zh": "{tag}：双方墩数之和不是13"},
    "reader_pbn_second_plus": {"en": "line {line}: a second '+' in the play",
                               "zh": "第{line}行：打牌记录中第二个“+”"},
    "reader_pbn_card": {"en": "line {line}: unknown card {card} in the play",
                        "zh": "第{line}行：打牌记录中无法识别的牌{card}"},
    "reader_after_end": {"en": "play after the end: {card} after the 13th trick",
                         "zh": "牌局结束后仍有打牌：第13墩之后的{card}"},
    "reader_played_after_end": {"en": "play after the end: {card} played after the 13th trick",
                                "zh": "牌局结束后仍有打牌：第13墩之后打出{card}"},
    "reader_pbn_missing_card": {
        "en": "trick {number}: {seat}'s card is not given ('-' or '+') but a later "
              "player's card is",
        "zh": "第{number}墩：{seat}的牌未给出（“-”或“+”），其后玩家的牌却已给出"},
    "reader_pbn_after_unfinished": {
        "en": "trick {next}: {card} played after the unfinished trick {number}",
        "zh": "第{next}墩：未完成的第{number}墩之后打出{card}"},
    "reader_wrong_leader": {
        "en": "{tag}: the opening lead belongs to {lho}, declarer {declarer}'s "
              "left-hand opponent (wrong seat)",
        "zh": "{tag}：首攻应由庄家{declarer}的左手敌方{lho}打出（方位有误）"},
    # the JSON API's errors (web/), in the request's "lang" (issue 31 item 4); the
    # English is what the API said before, for scripts that read it
    "api_not_an_object": {
        "en": "the request is a JSON object of adjudicate claim's options (e.g. "
              "{example})",
        "zh": "请求应为一个JSON对象，其键为 adjudicate claim 的选项（例如{example}）"},
    "api_unknown_key": {"en": "unknown key {field} (expected: {expected})",
                        "zh": "未知的键{field}（应为：{expected}）"},
    "api_too_long": {"en": "{field}: {length} characters, at most {limit}",
                     "zh": "{field}：{length}个字符，至多{limit}个"},
    "api_not_whole": {"en": "{field}: {value} is not a whole number",
                      "zh": "{field}：{value}不是整数"},
    "api_not_number": {"en": "{field}: {value} is not a number", "zh": "{field}：{value}不是数"},
    "api_not_text": {"en": "{field}: {value} is not text", "zh": "{field}：{value}不是文字"},
    "api_not_flag": {"en": "{field}: {value} is not true or false",
                     "zh": "{field}：{value}应为真或假（JSON的布尔值）"},
    "api_not_cards": {"en": "{field}: {value} is not cards like \"SA S3\" or a list of them",
                      "zh": "{field}：{value}应为牌张（如♠A ♠3），或其列表"},
    "api_not_won": {"en": "{field}: {value} is not [DECLARER, DEFENDERS] like [6, 3]",
                    "zh": "{field}：{value}应为庄家方与防守方的墩数，如[6, 3]"},
    "api_not_texts": {"en": "{field}: expected a list of texts",
                      "zh": "{field}：应为文字的列表"},
    "api_too_many": {"en": "{field}: {count} entries, at most {limit}",
                     "zh": "{field}：{count}项，至多{limit}项"},
    "api_event_body": {
        "en": "{field}: expected {{\"name\": \"FILE.pbn\", \"text\": \"the file's contents\"}}",
        "zh": "{field}：应为一个JSON对象，含赛事文件的名称与内容"},
    "api_file_name": {"en": "{field} {name}: a file name, without folders",
                      "zh": "{field} {name}：应为不含文件夹的文件名"},
    "api_not_a_choice": {"en": "{field} {value}: expected one of {choices}",
                         "zh": "{field} {value}：应为以下之一：{choices}"},
    "api_out_of_bounds": {"en": "{field} {value}: expected {low} to {high}",
                          "zh": "{field} {value}：应在{low}至{high}之间"},
    "api_budget": {"en": "{field} {value}: this server rules within {low} to {high} ms",
                   "zh": "{field} {value}：本服务器的裁决时间为{low}至{high}毫秒"},
    "api_bad_format": {"en": "{field} {value}: html or pdf",
                       "zh": "{field} {value}：应为 html 或 pdf"},
    "api_too_large": {"en": "the request is larger than this server's limit of {limit} bytes",
                      "zh": "请求超过本服务器{limit}字节的上限"},
    "api_too_large_declared": {
        "en": "the request is {size} bytes, larger than this server's limit of {limit} bytes",
        "zh": "请求有{size}字节，超过本服务器{limit}字节的上限"},
    "api_too_deep": {"en": "the request is not JSON this server reads (nested too deeply)",
                     "zh": "本服务器不读取此请求的JSON（嵌套过深）"},
    "api_not_json": {"en": "the request is not JSON ({reason}{where})",
                     "zh": "请求不是有效的JSON"},
    "api_lang": {"en": "{field} {value}: expected one of {choices}",
                 "zh": "{field} {value}：应为以下之一：{choices}"},
    "api_record_expected": {
        "en": "{field}: expected the ruling record (adjudicate claim --format json, or the "
              "page's download)",
        "zh": "{field}：应为裁决记录（adjudicate claim 以JSON格式输出的，或本页下载的）"},
    "api_record_unreadable": {
        "en": "{field}: not a ruling record this version can show ({problem})",
        "zh": "{field}：本版本无法显示此裁决记录（{problem}）"},
    "api_about": {"en": "{field}: expected {{FIELD: text}}, FIELD one of {fields}",
                  "zh": "{field}：应为以{fields}之一为键、文字为值的对象"},
    "api_field_problem": {"en": "{field}: {problem}", "zh": "{field}：{problem}"},
    "api_field_problem_spaced": {"en": "{field} {problem}", "zh": "{field}：{problem}"},
    "api_busy": {
        "en": "the server is busy: the ruling could not start within its budget of {budget} "
              "ms; try again, or give a larger {field}",
        "zh": "服务器繁忙：裁决未能在{budget}毫秒的时限内开始；请重试，或给出更大的{field}"},
    "api_overran": {
        "en": "the ruling did not finish within its budget of {budget} ms and was stopped; "
              "give a larger {field}",
        "zh": "裁决未能在{budget}毫秒的时限内完成，已被停止；请给出更大的{field}"},
    "api_worker_stopped": {
        "en": "the worker ruling this claim stopped unexpectedly (a bug in adjudicator; "
              "please report it)",
        "zh": "裁决此声称的进程意外停止（adjudicator 的缺陷，请报告）"},
    "api_guess_overran": {
        "en": "the ruling did not finish within its budget (the Law 12C3 simulation of a "
              "guess takes the longest: ask for fewer layouts, or none)",
        "zh": "裁决未能在时限内完成（第12条C款3对猜测的模拟最费时：请减少模拟的牌型，或不模拟）"},
    "web_bad_budget": {"en": "The time for the search must be {low} to {high} seconds.",
                       "zh": "搜索时间须在{low}至{high}秒之间。"},
    "web_simulate": {"en": "Simulate a guess (Law 12C3)",
                     "zh": "模拟猜测（第12条C款3）"},
    "web_about": {"en": "The case, for the committee report",
                  "zh": "案件信息（用于仲裁委员会报告）"},
    "report_about_event": {"en": "Event", "zh": "比赛"},
    "report_about_date": {"en": "Date", "zh": "日期"},
    "report_about_session": {"en": "Session", "zh": "节次"},
    "report_about_board": {"en": "Board", "zh": "牌号"},
    "report_about_players": {"en": "Players (N-S, E-W)", "zh": "选手（南北、东西）"},
    # the players at the table as the event file names them (PBN [North] ..., LIN pn|)
    "players_pairs": {"en": "N {north}, S {south}; E {east}, W {west}",
                      "zh": "北 {north}、南 {south}；东 {east}、西 {west}"},
    "player_unnamed": {"en": "—", "zh": "—"},
    "report_about_director": {"en": "Director", "zh": "裁判"},
    "report_about_appeal": {"en": "Appeal number", "zh": "申诉编号"},
    "report_committee": {"en": "The committee's decision", "zh": "仲裁委员会的决定"},
    "report_sign_chair": {"en": "Chair:", "zh": "主席："},
    "report_sign_members": {"en": "Members:", "zh": "委员："},
    "report_sign_date": {"en": "Date:", "zh": "日期："},
    "batch_claimed_of": {"en": "{claimed} of {left}", "zh": "{left}墩中的{claimed}墩"},
    # --not-normal's errors (laws.doubtful.PointError), in the command's language
    "point_form": {"en": "{point}: expected TRICK:SEAT:CARD, e.g. 3:S:H2",
                   "zh": "{point}：应为“墩号、座位、牌”的代码，例如 3:S:H2"},
    "point_from_1": {"en": "{point}: tricks are counted from 1 (the trick at the claim)",
                     "zh": "{point}：墩从1数起（声称时的那一墩为1）"},
    "point_card": {"en": "{point}: {problem}", "zh": "{point}：{problem}"},
    "point_side": {"en": "{point}: {seat} is not on the claimer's side; only his side's "
                   "choices can be struck",
                   "zh": "{point}：{seat}不是声称方；只能删除声称方的选择"},
    "point_after": {"en": "{point}: only {left} tricks remain",
                    "zh": "{point}：只剩{left}墩"},
    "point_not_held": {"en": "{point}: {seat} does not hold {card}",
                       "zh": "{point}：{seat}没有{card}"},
    "point_too_many": {"en": "at most {most} cards can be struck, got {got}",
                       "zh": "最多可删除{most}张牌，现为{got}张"},
    "report_about_expected": {"en": "expected FIELD=TEXT, FIELD one of {fields}",
                              "zh": "应为“字段=内容”，字段为{fields}之一"},
})



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
        where = (words("place_board", lang, board=self.board) if self.board is not None
                 else words("place_record", lang, index=self.index))
        if not self.table:
            return where
        if self.table.isdigit():
            return words("place_table_number", lang, where=where, table=self.table)
        room = ROOMS.get(self.table.strip().lower()) if lang != "en" else None
        return words("place_table", lang, where=where,
                     table=words(room, lang) if room else self.table)


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
    return template(key, lang).format(**{name: render(value, lang)
                                         for name, value in params.items()})


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


def players_text(players: Any, lang: str = "en") -> str:
    """The players at the table, the pairs North-South then East-West (``N Rodwell, S
    Meckstroth; E Levin, W Weinstein``), from their JSON form ``{"N": name, ...}``;
    ``""`` when no seat is named."""
    names = {seat: str((players or {}).get(seat) or "").strip() if isinstance(players, dict)
             else "" for seat in "NESW"}
    if not any(names.values()):
        return ""
    unnamed = words("player_unnamed", lang)
    return words("players_pairs", lang, **{
        field: safe_text(names[seat]) or unnamed
        for field, seat in (("north", "N"), ("east", "E"), ("south", "S"), ("west", "W"))})


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
        params = {name: _error_param(name, value, lang, options)
                  for name, value in error.params.items()}
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
        shown = [option_name(v) if options and v.isidentifier() else safe_text(v)
                 for v in value]
        return ", ".join(shown)
    return value


set_error_words(error_text)
