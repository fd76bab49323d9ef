"""Every word adjudicator writes for a person, in English and in Chinese: one catalog.

Findings are made by the law modules as a key and its facts
(:class:`~adjudicator.laws.findings.Finding`); the words are chosen here, once, so that
every finding reads the same in every ruling and both languages say the same thing.
Parameters are rendered in the language asked for: a card as ``♠A``, a seat by its name,
a suit by its symbol, a list with the language's separator, a finding by its own words.
Chinese follows the seed laws' terms: 聲稱 (claim), 聲稱者 (claimer), 將牌 (trump),
飛牌 (finesse), 飛牌或擊落 (finesse or drop), 正常打法 (normal play), 不合理 (irrational),
承認 (concession), 默認 (acquiescence), and their article numbers (第70條C款).
"""

from __future__ import annotations

import re
from typing import Any

from endplay.types import Card, Denom, Player

from adjudicator.laws.findings import Finding
from adjudicator.laws.rulesets import PlayerClass
from adjudicator.text.cards import SYMBOLS, card_text

LANGUAGES = ("en", "zh")

MESSAGES: dict[str, dict[str, str]] = {
    # ---- findings of the law modules (adjudicator.laws) ----
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
    "70C3_lost_master": {
        "en": "70C3: a trick could be lost to it by a normal line (cashing side winners "
        "first: {without} tricks; leading trumps first to force out the {card}: {with_})",
        "zh": "第70條C款3：某種正常打法會因該將牌失墩（先兌現旁門贏張：{without}墩；"
        "先出將牌逼出{card}：{with_}墩）",
    },
    "70C3_lost_anyway": {
        "en": "70C3: no trick more could be lost to it by a normal line: the {card} takes "
        "its trick whatever the order ({with_} tricks either way)",
        "zh": "第70條C款3：任何正常打法都不會因該將牌多失墩：無論次序如何，{card}都會"
        "贏得一墩（兩種打法都是{with_}墩）",
    },
    "70C3_undecided": {
        "en": "70C3: whether a normal line loses a trick to it was not decided within the "
        "search budget",
        "zh": "第70條C款3：在搜索預算內未能判定正常打法是否會因該將牌失墩",
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
    "70E_layout_known": {
        "en": "70E: an opponent failed to follow before the claim ({list}), so the claimer "
        "is credited with playing that suit right: {worst} (without that knowledge the "
        "worst normal line would take {blind})",
        "zh": "第70條E款：聲稱前已有防家示缺（{list}），故承認聲稱者能正確處理該花色："
        "{worst}墩（若無此資訊，最差的正常打法為{blind}墩）",
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
    "lost_stated_finesse": {
        "en": "the stated finesse of the {finesse} lost to the {card}",
        "zh": "所聲明的{finesse}飛牌輸給了{card}",
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

    "struck_points": {
        "en": "The director rules these choices not normal for this player (Law 70A, the "
        "footnote to Laws 69-71), and the ruling is made without them: {points}",
        "zh": "裁判認定下列選擇對此級別賽員並非正常打法（第70條A款、第69至71條註腳），"
        "裁決不考慮這些選擇：{points}",
    },
    "point_lead": {"en": "{seat} leads {card}", "zh": "{seat}領出{card}"},
    "point_follow": {"en": "{seat} plays {card}", "zh": "{seat}跟出{card}"},
    "point_ruff": {"en": "{seat} ruffs with {card}", "zh": "{seat}以{card}將吃"},
    "point_discard": {"en": "{seat} discards {card}", "zh": "{seat}墊出{card}"},
    "point_careless": {"en": "; careless: it departs from {plan}",
                       "zh": "；屬疏忽：偏離了{plan}"},
    "rule_STATEMENT": {"en": "the stated line", "zh": "所聲明的打法"},
    "rule_DRAW_TRUMPS": {"en": "drawing the outstanding trump first", "zh": "先清將牌"},
    "rule_TOP_DOWN": {"en": "playing a suit from the top", "zh": "從大到小打出一門花色"},
    "rule_NO_LOSER_LEAD": {"en": "cashing winners before leading losers",
                           "zh": "先兌現贏張再出輸張"},
    "rule_WIN_LAST": {"en": "winning the tricks the claim counts", "zh": "贏得聲稱所計的牌墩"},
    "rule_RUFF_LOW": {"en": "ruffing low", "zh": "以小將牌將吃"},
    "rule_KEEP_MASTERS": {"en": "keeping winners and throwing losers",
                          "zh": "保留贏張、墊去輸張"},
    "rule_KNOWN_LAYOUT": {"en": "playing a suit whose layout is known",
                          "zh": "按已知分配打牌"},
    "rule_COUNTS_SPOTS": {"en": "counting a suit's small cards", "zh": "計算花色中的小牌"},
    "rule_CHEAP_WIN": {"en": "winning with the cheapest sure winner",
                       "zh": "以最小的必贏張贏墩"},
    "rule_SURE_RUFF": {"en": "ruffing when a ruff surely wins", "zh": "必贏時將吃"},
    "rule_SAFETY_RUFF": {"en": "ruffing safely", "zh": "安全將吃"},
    "rule_UNBLOCK": {"en": "unblocking the suit the count needs", "zh": "解除聲稱所需花色的阻塞"},
    "rule_ALERT": {"en": "what the play so far has shown", "zh": "先前打牌所顯示的情況"},
    "rule_SLIPS": {"en": "the evident plan", "zh": "明顯的打牌計劃"},
    "rule_STRUCK": {"en": "the director's ruling", "zh": "裁判的認定"},

    # ---- Laws 69 and 71 ----
    "71A_won": {"en": "71A: {count} conceded trick(s) had in fact been won",
                "zh": "第71條A款：所承認的牌墩中有{count}墩實際上已經贏得"},
    "71A_legal": {"en": "71A: {count} conceded trick(s) could not be lost by any legal play",
                  "zh": "第71條A款：所承認的牌墩中有{count}墩以任何合法打法都不會失去"},
    "71C_timely": {
        "en": "71C: {count} conceded trick(s) could not be lost by any normal play, and the "
        "side objected before the next board's call or the end of the round",
        "zh": "第71條C款：所承認的牌墩中有{count}墩以任何正常打法都不會失去，"
        "且該方在下一副牌叫牌開始前或本輪結束前提出異議",
    },
    "71C_not_timely": {
        "en": "71C not applied: tricks no normal play loses are restored only when the side "
        "objects before the next board's call or the end of the round",
        "zh": "不適用第71條C款：任何正常打法都不會失去的牌墩，只有在下一副牌叫牌開始前"
        "或本輪結束前提出異議時才予恢復",
    },
    "71B_decided": {
        "en": "71B: the concession was of a contract already made (or already defeated); it "
        "is cancelled and the remaining tricks are ruled by the normal-line test",
        "zh": "第71條B款：所承認的是已經完成（或已經宕掉）的定約；承認取消，"
        "剩餘牌墩按正常打法裁定",
    },
    "69A_period_over": {
        "en": "69A: the acquiescence stands — the correction period (79C) is over",
        "zh": "第69條A款：默認有效 — 更正期限（第79條C款）已過",
    },
    "69B_won": {"en": "69B: {count} trick(s) acquiesced in had in fact been won",
                "zh": "第69條B款：所默認的牌墩中有{count}墩實際上已經贏得"},
    "69B_normal": {"en": "69B: {count} trick(s) could not be lost by any normal play",
                   "zh": "第69條B款：有{count}墩以任何正常打法都不會失去"},
    "69B_nothing": {"en": "69B: every trick acquiesced in could be lost by a normal play",
                    "zh": "第69條B款：所默認的每一墩都可能以正常打法失去"},
    "restored_none": {"en": "Nothing is restored to {side} ({reasons}).",
                      "zh": "{side}沒有恢復任何牌墩（{reasons}）。"},
    "restored": {
        "en": "{restored} of the {conceded} conceded trick(s) are restored to {side}: "
        "{reasons}.",
        "zh": "所承認的{conceded}墩中有{restored}墩恢復給{side}：{reasons}。",
    },
    # ---- the ruling as text (adjudicator.text.ruling_text) ----
    "ruling_claim": {"en": "{who} claims {claimed} of the {left} remaining tricks for {side}.",
                     "zh": "{who}聲稱{side}在剩餘{left}墩中贏得{claimed}墩。"},
    "ruling_statement": {"en": "Statement: {text}", "zh": "聲稱說明：{text}"},
    "ruling_no_statement": {"en": "Statement: none", "zh": "聲稱說明：無"},
    "ruling_contract": {
        "en": "Contract: {contract} by {declarer}; tricks before the claim: declarer {won}, "
        "defenders {lost}.",
        "zh": "定約：{contract}，莊家{declarer}；聲稱前莊家方{won}墩，防家方{lost}墩。",
    },
    "ruling_decision": {
        "en": "RULING: {awarded} of the remaining tricks to {side}, {other} to the opponents "
        "— {verdict}.",
        "zh": "裁決：剩餘牌墩中{side}得{awarded}墩，對方得{other}墩 — {verdict}。",
    },
    "ruling_result": {
        "en": "Result: {result} ({total} tricks), score {score:+d} for the declaring side.",
        "zh": "結果：{result}（{total}墩），莊家方得分{score:+d}。",
    },
    "ruling_result_line": {"en": "{contract}{over} by {declarer}",
                           "zh": "{contract}{over}，莊家{declarer}"},
    "ruling_compare": {
        "en": "Double dummy: {dd}   best normal line: {best}   worst normal line: {worst}",
        "zh": "雙明手結果：{dd}　最佳正常打法：{best}　最差正常打法：{worst}",
    },
    "ruling_laws": {"en": "Laws: {laws}   Practice rules ({source}): rows {rows}",
                    "zh": "依據：{laws}　裁判實務（{source}）第{rows}項"},
    "ruling_findings": {"en": "Findings:", "zh": "認定："},
    "ruling_line": {"en": "Worst normal line (the opponents defending their best):",
                    "zh": "最差的正常打法（對方以最佳方式防守）："},
    "ruling_lost": {"en": "  Trick {number} lost: {winner} — {why}",
                    "zh": "  第{number}墩失去：{winner} — {why}"},
    "ruling_points": {
        "en": "Doubtful points (choices the worst normal line depends on, tricks counted "
        "from the claim; a committee that finds one not normal for this player rules "
        "again with --not-normal CODE):",
        "zh": "可疑之處（最差正常打法所依賴的選擇，墩數自聲稱時起算；委員會若認定某選擇"
        "對此級別賽員並非正常打法，可用 --not-normal 代碼重新裁決）：",
    },
    "ruling_point": {
        "en": "  {code}  trick {trick}: {action} instead of {others}{careless} — without "
        "this choice: {without} of the remaining tricks",
        "zh": "  {code}  第{trick}墩：{action}，而非{others}{careless} — "
        "不考慮此選擇：剩餘牌墩得{without}墩",
    },
    "list_or": {"en": " or ", "zh": "或"},
    "ruling_points_incomplete": {
        "en": "  (Not every choice of the line was examined for doubtful points within the "
        "search budget.)",
        "zh": "  （在搜索預算內未能檢查打法中的每個選擇是否為可疑之處。）",
    },
    "ruling_outcomes": {"en": "Distinct results of the normal lines:",
                        "zh": "各正常打法的不同結果："},
    "ruling_outcome": {"en": "  {tricks} trick(s): {line}", "zh": "  {tricks}墩：{line}"},
    "ruling_undecided_decision": {
        "en": "RULING: undecided — the search stopped at its budget before deciding; "
        "{side} take between {low} and {high} of the remaining tricks.",
        "zh": "裁決：未決 — 搜索在預算內未能得出結論；{side}在剩餘牌墩中可得{low}至{high}墩。",
    },
    "ruling_undecided_result": {
        "en": "Result: between {low} ({low_total} tricks) and {high} ({high_total} tricks); "
        "no score is given from a bound — rule again with a larger budget.",
        "zh": "結果：介於{low}（{low_total}墩）與{high}（{high_total}墩）之間；"
        "不以界限計分 — 請以更大的搜索預算重新裁決。",
    },
    "ruling_compare_undecided": {
        "en": "Double dummy: {dd}   worst normal line: between {low} and {high}",
        "zh": "雙明手結果：{dd}　最差正常打法：介於{low}與{high}之間",
    },
    "ruling_undecided": {"en": "The search stopped at its budget: the figures are bounds.",
                         "zh": "搜索達到預算上限：以上數字為界限。"},
    "ruling_rules": {"en": "Rule set: {rules}.", "zh": "規則：{rules}。"},
    "class_stated": {"en": "Class of player: {cls} (as given).",
                     "zh": "賽員級別：{cls}（依指定）。"},
    "class_default": {
        "en": "Class of player: {cls} (the default: nothing in the event's name shows a "
        "championship).",
        "zh": "賽員級別：{cls}（預設：賽事名稱未顯示為錦標賽）。",
    },
    "class_event_tags": {
        "en": "Class of player: {cls} — the event \"{event}\" is a championship ({word}).",
        "zh": "賽員級別：{cls} — 賽事「{event}」為錦標賽（{word}）。",
    },
    "class_mapped": {"en": "Class of player: {cls} (the class map: {pattern}).",
                     "zh": "賽員級別：{cls}（依級別對應：{pattern}）。"},
    "ruleset_seed1997": {"en": "seed1997 (the seed laws: the CBA's text of the 1997 WBF "
                         "laws)", "zh": "seed1997（種子規則：中國橋牌協會1997年版WBF規則）"},
    "ruleset_wbf2017": {"en": "wbf2017 (the WBF laws of 2017)", "zh": "wbf2017（WBF 2017年規則）"},
    "ruleset_ebu": {"en": "ebu (the EBU's guidance)", "zh": "ebu（英格蘭橋牌聯盟指引）"},
    "ruleset_acbl": {"en": "acbl (the ACBL's guidance)", "zh": "acbl（美國橋牌聯盟指引）"},
    "class_expert": {"en": "expert", "zh": "專家"},
    "class_club": {"en": "club", "zh": "俱樂部"},
    "class_novice": {"en": "novice", "zh": "新手"},
    "claimer_inferred_declarer": {
        "en": "(The file does not record who claimed: declarer is taken as the claimer, as "
        "the claim gives the declaring side tricks.)",
        "zh": "（記錄未載明由誰聲稱：因聲稱使莊家方得墩，視為莊家聲稱。）",
    },
    "claimer_inferred_defender": {
        "en": "(The file does not record who claimed: a claim giving the declaring side "
        "none of the remaining tricks is taken as the defenders'.)",
        "zh": "（記錄未載明由誰聲稱：聲稱使莊家方在剩餘牌墩中一墩不得，視為防家聲稱。）",
    },
    # ---- the words every text uses ----
    "side_NS": {"en": "North-South", "zh": "南北方"},
    "side_EW": {"en": "East-West", "zh": "東西方"},
    "seat_N": {"en": "North", "zh": "北"},
    "seat_E": {"en": "East", "zh": "東"},
    "seat_S": {"en": "South", "zh": "南"},
    "seat_W": {"en": "West", "zh": "西"},
    "seat_initial_N": {"en": "N", "zh": "北"},
    "seat_initial_E": {"en": "E", "zh": "東"},
    "seat_initial_S": {"en": "S", "zh": "南"},
    "seat_initial_W": {"en": "W", "zh": "西"},
    "seat_side": {"en": "{seat}'s side", "zh": "{seat}方"},
    "notrump": {"en": "notrump", "zh": "無將"},
    "notrump_short": {"en": "NT", "zh": "無將"},
    "trick_in_progress": {"en": "Trick in progress: {played}", "zh": "當前墩：{played}"},
    "trick_won_by": {"en": "{seat} wins", "zh": "{seat}勝"},
    "show_out": {"en": "{seat} out of {suit}", "zh": "{seat}{suit}缺門"},
    "law": {"en": "Law {code}", "zh": "{code}"},
    "list_separator": {"en": ", ", "zh": "、"},
    "reason_separator": {"en": "; ", "zh": "；"},
}


def words(key: str, lang: str = "en", **params: Any) -> str:
    """The message ``key`` in ``lang`` (English when there is no such language), its
    parameters rendered in the same language (see :func:`render`)."""
    template = MESSAGES[key]
    text = template.get(lang, template["en"])
    return text.format(**{name: render(value, lang) for name, value in params.items()})


def finding_text(finding: Finding, lang: str = "en") -> str:
    return words(finding.key, lang, **finding.params)


def render(value: Any, lang: str = "en") -> Any:
    """A parameter as the reader sees it; numbers and text pass through unchanged."""
    if isinstance(value, Finding):
        return finding_text(value, lang)
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, Player):
        return seat_name(value, lang)
    if isinstance(value, Denom):
        return strain_name(value, lang)
    if isinstance(value, PlayerClass):
        return words(f"class_{value.value}", lang)
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], Player):
        return words("show_out", lang, seat=value[0], suit=value[1])
    if isinstance(value, list | tuple):
        return words("list_separator", lang).join(str(render(v, lang)) for v in value)
    return value


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
    """``70C`` → ``Law 70C`` / ``第70條C款``; ``70D2`` → ``第70條D款2``."""
    if lang != "zh":
        return words("law", lang, code=code)
    match = re.fullmatch(r"(\d+)([A-Z]?)(\d*)", code)
    if not match:
        return code
    article, section, item = match.groups()
    return f"第{article}條" + (f"{section}款" if section else "") + item
