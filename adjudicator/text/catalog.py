"""Every word adjudicator writes for a person, in English and in Chinese: one catalog.

Findings are made by the law modules as a key and its facts
(:class:`~adjudicator.laws.findings.Finding`); the words are chosen here, once, so that
every finding reads the same in every ruling and both languages say the same thing.
Parameters are rendered in the language asked for: a card as ``♠A``, a seat by its name,
a suit by its symbol, a list with the language's separator, a finding by its own words.
Chinese follows the seed laws' terms: 聲稱 (claim), 聲稱者 (claimer), 將牌 (trump),
飛牌 (finesse), 飛牌或擊落 (finesse or drop), 正常打法 (normal play), 不合理 (irrational),
承認 (concession), 默認 (acquiescence), and their article numbers (第70條C款).

The catalog is one table on purpose — every sentence of every output, the director's
page included, in every language in one place — which is why it is longer than 600 lines.
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
        "en": "trick {trick}: {action} instead of {others}{careless} — without this choice: "
        "{without} of the remaining tricks",
        "zh": "第{trick}墩：{action}，而非{others}{careless} — 不考慮此選擇：剩餘牌墩得{without}墩",
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
    "ruling_rules": {"en": "Rule set: {name} — {rules}.", "zh": "規則：{name} — {rules}。"},
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


# ---- the committee report and the batch report (text.committee_report, text.ruling_html,
# text.batch_report): (English, Traditional Chinese, Simplified Chinese); ``zh`` takes the
# script the rest of the catalog uses (ZH_SCRIPT).
ZH_SCRIPT = "zh-Hant"
_REPORT_WORDS: dict[str, tuple[str, str, str]] = {
    "report_title": (
        "Claim ruling: report to the appeals committee",
        "聲稱裁決：提交仲裁委員會的報告",
        "声称裁决：提交仲裁委员会的报告",
    ),
    "report_source": ("Source: {where}", "來源：{where}", "来源：{where}"),
    "report_typed_in": ("Position entered by the director", "牌局由裁判輸入", "牌局由裁判输入"),
    "report_board": ("board {board}", "第{board}副", "第{board}副"),
    "report_table": ("table {table}", "{table}桌", "{table}桌"),
    "report_record": ("record {record}", "第{record}筆記錄", "第{record}笔记录"),
    "report_facts": ("Facts", "事實", "事实"),
    "report_contract": ("Contract", "定約", "定约"),
    "report_contract_by": (
        "{contract} by {declarer}",
        "{contract}，莊家{declarer}",
        "{contract}，庄家{declarer}",
    ),
    "report_vulnerability": ("Vulnerability", "局況", "局况"),
    "vul_None": ("neither side vulnerable", "雙方無局", "双方无局"),
    "vul_NS": ("North-South vulnerable", "南北有局", "南北有局"),
    "vul_EW": ("East-West vulnerable", "東西有局", "东西有局"),
    "vul_All": ("both sides vulnerable", "雙方有局", "双方有局"),
    "report_before": ("Tricks before the claim", "聲稱前的牌墩", "声称前的牌墩"),
    "report_before_value": (
        "declarer's side {won}, defenders {lost}",
        "莊家方{won}墩，防家方{lost}墩",
        "庄家方{won}墩，防家方{lost}墩",
    ),
    "report_claim": ("Claim", "聲稱", "声称"),
    "report_said": ("Statement as said", "聲稱時的說明（原話）", "声称时的说明（原话）"),
    "report_read": ("Statement as read", "對說明的解讀", "对说明的解读"),
    "report_nothing_said": ("nothing", "無", "无"),
    "report_after_claim": ("Played after the claim", "聲稱後打出的牌", "声称后打出的牌"),
    "report_class": ("Class of player", "賽員級別", "赛员级别"),
    "class_expert": ("expert", "專家", "专家"),
    "class_club": ("club player", "俱樂部賽員", "俱乐部赛员"),
    "class_novice": ("novice", "初學者", "初学者"),
    "report_rules": ("Rule set", "規則", "规则"),
    "rules_seed1997": (
        "the seed laws (the CBA's text of the 1997 WBF Laws)",
        "種子規則（中國橋牌協會依1997年世界橋聯規則制定的文本）",
        "种子规则（中国桥牌协会依1997年世界桥联规则制定的文本）",
    ),
    "rules_wbf2017": ("the WBF Laws of 2017", "2017年世界橋聯規則", "2017年世界桥联规则"),
    "rules_ebu": (
        "the WBF Laws of 2017 with the EBU White Book",
        "2017年世界橋聯規則及英格蘭橋牌聯合會白皮書",
        "2017年世界桥联规则及英格兰桥牌联合会白皮书",
    ),
    "rules_acbl": (
        "the WBF Laws of 2017 with the ACBL claim guidelines of 2019",
        "2017年世界橋聯規則及美國橋牌聯盟2019年聲稱指引",
        "2017年世界桥联规则及美国桥牌联盟2019年声称指引",
    ),
    "report_trumps": ("Trumps: {strain}", "將牌：{strain}", "将牌：{strain}"),
    "report_to_play": ("{seat} to play", "輪到{seat}出牌", "轮到{seat}出牌"),
    "report_shown_out": ("Shown out before the claim", "聲稱前已示缺", "声称前已示缺"),
    "report_decision": ("Decision", "裁決", "裁决"),
    "report_result": (
        "Result: {result} ({total} tricks)",
        "結果：{result}（{total}墩）",
        "结果：{result}（{total}墩）",
    ),
    "report_undecided_result": (
        "No result is given: the search stopped at its budget, and the declaring side's total "
        "lies between {low} and {high} tricks.",
        "不給出結果：搜索達到預算上限，莊家方的總墩數在{low}至{high}墩之間。",
        "不给出结果：搜索达到预算上限，庄家方的总墩数在{low}至{high}墩之间。",
    ),
    "report_score": ("Score", "計分", "计分"),
    "report_tricks_sum": (
        "Declaring side: {before} trick(s) before the claim + {remaining} of the {left} remaining"
        " = {total} tricks",
        "莊家方：聲稱前{before}墩 + 剩餘{left}墩中的{remaining}墩 = {total}墩",
        "庄家方：声称前{before}墩 + 剩余{left}墩中的{remaining}墩 = {total}墩",
    ),
    "report_made_over": (
        "{contract} needs {needed} tricks: made with {over} overtrick(s)",
        "{contract}需要{needed}墩：完成，超{over}墩",
        "{contract}需要{needed}墩：完成，超{over}墩",
    ),
    "report_made_exactly": (
        "{contract} needs {needed} tricks: made exactly",
        "{contract}需要{needed}墩：剛好完成",
        "{contract}需要{needed}墩：刚好完成",
    ),
    "report_down": (
        "{contract} needs {needed} tricks: {down} down",
        "{contract}需要{needed}墩：宕{down}墩",
        "{contract}需要{needed}墩：宕{down}墩",
    ),
    "report_declarer_vul": ("the declaring side is vulnerable", "莊家方有局", "庄家方有局"),
    "report_declarer_not_vul": ("the declaring side is not vulnerable", "莊家方無局", "庄家方无局"),
    "score_trick_score": (
        "trick score for the {count} tricks bid",
        "定約{count}墩的墩分",
        "定约{count}墩的墩分",
    ),
    "score_game_bonus": ("game bonus", "成局獎分", "成局奖分"),
    "score_partscore_bonus": ("part-score bonus", "部分定約獎分", "部分定约奖分"),
    "score_small_slam_bonus": ("small slam bonus", "小滿貫獎分", "小满贯奖分"),
    "score_grand_slam_bonus": ("grand slam bonus", "大滿貫獎分", "大满贯奖分"),
    "score_doubled_bonus": (
        "bonus for making a doubled or redoubled contract",
        "加倍或再加倍定約完成獎分",
        "加倍或再加倍定约完成奖分",
    ),
    "score_overtricks": ("{count} overtrick(s)", "超{count}墩", "超{count}墩"),
    "score_undertricks": ("{count} undertrick(s)", "宕{count}墩", "宕{count}墩"),
    "report_score_total": (
        "Score (Law 77): {score:+d} for {side}, {other_score:+d} for {other}",
        "得分（第77條）：{side}{score:+d}，{other}{other_score:+d}",
        "得分（第77条）：{side}{score:+d}，{other}{other_score:+d}",
    ),
    "report_no_contract": (
        "No contract was given: the tricks are ruled, no score is computed.",
        "未提供定約：只裁定牌墩，不計算得分。",
        "未提供定约：只裁定牌墩，不计算得分。",
    ),
    "report_findings": ("Findings", "認定", "认定"),
    "report_no_findings": (
        "No finding beyond the worst normal line (Law 70A).",
        "除最差的正常打法（第70條A款）外沒有其他認定。",
        "除最差的正常打法（第70条A款）外没有其他认定。",
    ),
    "report_law_title": ("{law}: {title}", "{law}　{title}", "{law}　{title}"),
    "report_laws": ("Laws applied", "所適用的規則條文", "所适用的规则条文"),
    "report_practice": ("Practice rules cited", "所引用的裁判實務規則", "所引用的裁判实务规则"),
    "report_sources": ("sources: {sources}", "出處：{sources}", "出处：{sources}"),
    "report_not_seed": ("not in the seed text", "種子規則中沒有", "种子规则中没有"),
    "report_trick": ("Trick", "墩", "墩"),
    "report_won_by": ("Won by", "贏墩", "赢墩"),
    "report_lost": ("lost: {why}", "失墩：{why}", "失墩：{why}"),
    "report_line_tricks": (
        "{tricks} trick(s) for the claimer's side",
        "聲稱方{tricks}墩",
        "声称方{tricks}墩",
    ),
    "report_doubtful": (
        "Doubtful points the worst line rests on",
        "最差打法所依賴的疑點",
        "最差打法所依赖的疑点",
    ),
    "report_footer": (
        "Made by adjudicator {version}; ruling record {schema}, version {schema_version}. To make "
        "this ruling again from its record: adjudicate claim --replay RULING.json",
        "由adjudicator "
        "{version}製作；裁決記錄格式{schema}第{schema_version}版。依記錄重新裁決：adjudicate "
        "claim --replay RULING.json",
        "由adjudicator "
        "{version}制作；裁决记录格式{schema}第{schema_version}版。依记录重新裁决：adjudicate "
        "claim --replay RULING.json",
    ),
    "report_practice_title": ("Practice rules", "裁判實務規則", "裁判实务规则"),
    "batch_title": ("Claims checked", "聲稱檢查", "声称检查"),
    "batch_meta_normal": (
        "Checked by the law's normal-line test (Law 70A worst normal line) and double dummy; "
        "report made {when}.",
        "以規則的正常打法檢驗（第70條A款最差的正常打法）及雙明手檢查；報告製作於{when}。",
        "以规则的正常打法检验（第70条A款最差的正常打法）及双明手检查；报告制作于{when}。",
    ),
    "batch_meta_dd": (
        "Checked by double dummy only (DDS); report made {when}.",
        "僅以雙明手檢查（DDS）；報告製作於{when}。",
        "仅以双明手检查（DDS）；报告制作于{when}。",
    ),
    "batch_meta_base": ("Files under {base}.", "檔案位於{base}之下。", "档案位于{base}之下。"),
    "batch_nav_summary": ("Summary", "摘要", "摘要"),
    "batch_nav_claims": ("Claims", "聲稱", "声称"),
    "batch_nav_events": ("Per event", "各賽事", "各赛事"),
    "batch_nav_errors": ("Errors", "錯誤", "错误"),
    "batch_totals": (
        "{events} event files, {boards} boards read, {claims} claims, {errors} errors.",
        "{events}個賽事檔案，讀取{boards}副牌，{claims}個聲稱，{errors}個錯誤。",
        "{events}个赛事档案，读取{boards}副牌，{claims}个声称，{errors}个错误。",
    ),
    "batch_read_twice": (
        "{count} claims were read from two or more files (the same deal in a .pbn and its .lin): "
        "each is counted once, with every source listed.",
        "有{count}個聲稱出現在兩個或以上的檔案中（同一副牌的.pbn與.lin）：每個只計算一次，並列出所"
        "有來源。",
        "有{count}个声称出现在两个或以上的档案中（同一副牌的.pbn与.lin）：每个只计算一次，并列出所"
        "有来源。",
    ),
    "batch_stand": (
        "The table result stands for {stand} claims; the ruling changes it for {changed}; "
        "{undecided} are undecided.",
        "{stand}個聲稱維持牌桌結果；{changed}個的裁決改變了結果；{undecided}個未決。",
        "{stand}个声称维持牌桌结果；{changed}个的裁决改变了结果；{undecided}个未决。",
    ),
    "batch_kind": ("Verdict", "裁決類別", "裁决类别"),
    "batch_count": ("Claims", "聲稱數", "声称数"),
    "kind_upheld": ("upheld", "聲稱成立", "声称成立"),
    "kind_reduced": ("tricks to the opponents", "判給對方牌墩", "判给对方牌墩"),
    "kind_undecided": ("undecided (budget)", "未決（預算用盡）", "未决（预算用尽）"),
    "kind_exact": ("exact (double dummy)", "與雙明手相同", "与双明手相同"),
    "kind_dd_less": ("claimed less than double dummy", "聲稱少於雙明手", "声称少于双明手"),
    "kind_dd_more": ("claimed more than double dummy", "聲稱多於雙明手", "声称多于双明手"),
    "kind_changed": ("the ruling changes the result", "裁決改變結果", "裁决改变结果"),
    "kind_all": ("every claim", "所有聲稱", "所有声称"),
    "batch_filter_text": ("Search", "搜尋", "搜寻"),
    "batch_filter_kind": ("Verdict", "裁決類別", "裁决类别"),
    "batch_filter_event": ("Event", "賽事", "赛事"),
    "batch_filter_law": ("Law", "規則條文", "规则条文"),
    "batch_filter_min": ("At least tricks transferred", "至少轉移墩數", "至少转移墩数"),
    "batch_filter_score": (
        "At least this score change (points)", "得分變化至少（分）", "得分变化至少（分）",
    ),
    "batch_any": ("any", "全部", "全部"),
    "batch_showing": (
        "Showing {shown} of {total} claims. Click a column to sort, a board to open its ruling; "
        "printing prints the claims shown, each with its ruling.",
        "顯示{total}個聲稱中的{shown}個。點擊欄目可排序，點擊牌號可打開其裁決；列印時印出所顯示的"
        "聲稱及其裁決。",
        "显示{total}个声称中的{shown}个。点击栏目可排序，点击牌号可打开其裁决；列印时印出所显示的"
        "声称及其裁决。",
    ),
    "col_event": ("Event", "賽事", "赛事"),
    "col_board": ("Board", "牌號", "牌号"),
    "col_contract": ("Contract", "定約", "定约"),
    "col_claimer": ("Claimer", "聲稱者", "声称者"),
    "col_claimed": ("Claimed", "聲稱", "声称"),
    "col_dd": ("DD", "雙明手", "双明手"),
    "col_ruling": ("Ruling", "裁決", "裁决"),
    "col_transferred": ("Tricks transferred", "轉移墩數", "转移墩数"),
    "col_score_change": ("Score change", "得分變化", "得分变化"),
    "col_laws": ("Laws", "條文", "条文"),
    "col_verdict": ("Verdict", "裁決類別", "裁决类别"),
    "col_boards": ("Boards", "牌數", "牌数"),
    "col_stand": ("Stand", "維持", "维持"),
    "col_changed": ("Changed", "改變", "改变"),
    "col_undecided": ("Undecided", "未決", "未决"),
    "col_errors": ("Errors", "錯誤", "错误"),
    "col_elsewhere": ("Also in another file", "也在其他檔案", "也在其他档案"),
    "col_reason": ("Reason", "原因", "原因"),
    "batch_quiet_files": (
        "{count} more files have neither claims nor errors (every board played out or without "
        "play).",
        "另有{count}個檔案既無聲稱也無錯誤（每副牌都打完或沒有打牌記錄）。",
        "另有{count}个档案既无声称也无错误（每副牌都打完或没有打牌记录）。",
    ),
    "batch_no_errors": (
        "None: every board was read.",
        "沒有：每副牌都已讀取。",
        "没有：每副牌都已读取。",
    ),
    "batch_no_claims": ("No claim was found.", "沒有找到聲稱。", "没有找到声称。"),
    "batch_sources": ("Read from: {sources}", "讀自：{sources}", "读自：{sources}"),
    "batch_totals_line": (
        "Claimed {claimed}, double dummy {dd}, ruling {ruling} (declaring side's total tricks)",
        "聲稱{claimed}墩，雙明手{dd}墩，裁決{ruling}墩（莊家方總墩數）",
        "声称{claimed}墩，双明手{dd}墩，裁决{ruling}墩（庄家方总墩数）",
    ),
    "batch_bounds": (
        "declaring side between {low} and {high} tricks",
        "莊家方在{low}至{high}墩之間",
        "庄家方在{low}至{high}墩之间",
    ),
    "batch_back": ("Back to the list", "返回列表", "返回列表"),
    "batch_no_ruling": (
        "No ruling was recorded for this claim (a double-dummy check only).",
        "此聲稱沒有裁決記錄（僅作雙明手檢查）。",
        "此声称没有裁决记录（仅作双明手检查）。",
    ),
    "batch_file": ("file", "檔案", "档案"),
}
# ---- the director's page (adjudicator.web): its labels, hints and its own checks of a
# position being entered; (English, Traditional Chinese, Simplified Chinese) as above.
_PAGE_WORDS: dict[str, tuple[str, str, str]] = {
    "web_language_name": ("English", "繁體", "简体"),
    "web_title": ("Claim ruling at the table", "桌邊聲稱裁決", "桌边声称裁决"),
    "web_position": ("Position at the claim", "聲稱時的牌局", "声称时的牌局"),
    "web_pick_hint": (
        "Choose a hand, then click its cards; click a card again to take it back.",
        "先選定一家，再點擊這一家的牌；再點一次可收回。",
        "先选定一家，再点击这一家的牌；再点一次可收回。",
    ),
    "web_on_trick": ("On the trick", "本墩已出", "本墩已出"),
    "web_count": ("{count} cards", "{count}張", "{count}张"),
    "web_trick_count": ("{count} on the trick", "本墩已出{count}張", "本墩已出{count}张"),
    "web_unequal": (
        "The hands are unequal ({counts}): every hand holds as many cards as the others, "
        "one fewer for a seat that has played to the trick in progress.",
        "各家張數不等（{counts}）：每家張數應相同，已向本墩出牌的一家少一張。",
        "各家张数不等（{counts}）：每家张数应相同，已向本墩出牌的一家少一张。",
    ),
    "web_no_cards": ("No card has been given to a hand yet.", "尚未分配任何牌。",
                     "尚未分配任何牌。"),
    "web_trick_full": ("A trick in progress holds at most three cards.",
                       "進行中的一墩最多已出三張牌。", "进行中的一墩最多已出三张牌。"),
    "web_clear": ("Clear the cards", "清除所有牌", "清除所有牌"),
    "web_paste": (
        "Or paste a PBN deal (N:… … … …), a PBN or LIN file",
        "或貼上PBN牌局（N:… … … …）、PBN或LIN檔案",
        "或粘贴PBN牌局（N:… … … …）、PBN或LIN文件",
    ),
    "web_paste_read": ("Read", "讀取", "读取"),
    "web_upload": ("Open an event file (.pbn, .lin)", "開啟比賽檔案（.pbn、.lin）",
                   "打开比赛文件（.pbn、.lin）"),
    "web_event_claims": ("Claims in {file}: choose one", "{file}中的聲稱：請選擇一個",
                         "{file}中的声称：请选择一个"),
    "web_event_none": ("No claim was found in {file}.", "{file}中沒有找到聲稱。",
                       "{file}中没有找到声称。"),
    "web_event_errors": ("{count} board(s) could not be read: {first}",
                         "有{count}副牌無法讀取：{first}", "有{count}副牌无法读取：{first}"),
    "web_trump": ("Trumps", "將牌", "将牌"),
    "web_lead": ("Led this trick", "本墩首家", "本墩首家"),
    "web_history": (
        "Earlier tricks, oldest first, one a line (S:HQ H7 H2 H3 — leader, then the cards)",
        "之前的牌墩，從最早的開始，每行一墩（S:HQ H7 H2 H3 — 首家，然後四張牌）",
        "之前的牌墩，从最早的开始，每行一墩（S:HQ H7 H2 H3 — 首家，然后四张牌）",
    ),
    "web_shown_out": ("Known to have shown out", "已知示缺", "已知示缺"),
    "web_the_claim": ("The claim", "聲稱", "声称"),
    "web_claimer": ("Claimer", "聲稱者", "声称者"),
    "web_claims": ("Remaining tricks claimed", "聲稱的剩餘墩數", "声称的剩余墩数"),
    "web_statement": ("What the claimer said (English or Chinese)",
                      "聲稱者的說明（英文或中文）", "声称者的说明（英文或中文）"),
    "web_class": ("Class of player", "賽員級別", "赛员级别"),
    "web_rules": ("Rule set", "規則", "规则"),
    "web_contract": ("Contract (4S, 3NTX …)", "定約（4S、3NTX …）", "定约（4S、3NTX …）"),
    "web_declarer": ("Declarer", "莊家", "庄家"),
    "web_vul": ("Vulnerability", "局況", "局况"),
    "web_won": ("Tricks won before the claim: declarer's side, defenders",
                "聲稱前已得墩數：莊家方、防家方", "声称前已得墩数：庄家方、防家方"),
    "web_budget": ("Time for the search (seconds)", "搜索時限（秒）", "搜索时限（秒）"),
    "web_rule": ("Rule on the claim", "裁決", "裁决"),
    "web_ruling_now": ("Ruling…", "正在裁決……", "正在裁决……"),
    "web_cannot_rule": ("Cannot rule: {message}", "無法裁決：{message}", "无法裁决：{message}"),
    "web_ruling": ("Ruling", "裁決", "裁决"),
    "web_step": ("The worst normal line, card by card", "最差的正常打法，逐張演示",
                 "最差的正常打法，逐张演示"),
    "web_step_first": ("From the claim", "回到聲稱時", "回到声称时"),
    "web_step_back": ("Back", "上一張", "上一张"),
    "web_step_next": ("Next card", "下一張", "下一张"),
    "web_step_at": ("Trick {trick}, card {card} of {cards}",
                    "第{trick}墩，共{cards}張中的第{card}張",
                    "第{trick}墩，共{cards}张中的第{card}张"),
    "web_step_lost": ("Trick {trick} lost: {why}", "第{trick}墩失墩：{why}",
                      "第{trick}墩失墩：{why}"),
    "web_points": ("Doubtful points", "可疑之處", "可疑之处"),
    "web_points_hint": (
        "Strike a choice you judge not normal for this player: the claim is ruled again "
        "without it (Law 70A).",
        "若裁判認為某個選擇對此賽員並不正常，可將其劃去，並在不含該選擇的情況下重新裁決"
        "（第70條A款）。",
        "若裁判认为某个选择对此赛员并不正常，可将其划去，并在不含该选择的情况下重新裁决"
        "（第70条A款）。",
    ),
    "web_points_none": ("The ruling rests on no doubtful point.", "裁決不取決於任何可疑之處。",
                        "裁决不取决于任何可疑之处。"),
    "web_struck": ("Struck as not normal for this player", "已劃去（對此賽員並不正常）",
                   "已划去（对此赛员并不正常）"),
    "web_struck_point": ("trick {trick}: {seat} {card}", "第{trick}墩：{seat}{card}",
                         "第{trick}墩：{seat}{card}"),
    "web_print": ("Print the committee report", "列印仲裁委員會報告", "打印仲裁委员会报告"),
    "web_pdf": ("Committee report as PDF", "仲裁委員會報告（PDF）", "仲裁委员会报告（PDF）"),
    "web_download": ("Download the ruling (JSON)", "下載裁決記錄（JSON）", "下载裁决记录（JSON）"),
    "web_open_record": ("Open a ruling record (JSON)", "開啟裁決記錄（JSON）",
                        "打开裁决记录（JSON）"),
    "web_reproduced": ("Re-opened from {file}: the ruling is reproduced exactly.",
                       "已從{file}重新開啟：裁決完全重現。", "已从{file}重新打开：裁决完全重现。"),
    "web_differs": ("Re-opened from {file}: the ruling now differs — {differences}",
                    "已從{file}重新開啟：裁決與記錄不同 — {differences}",
                    "已从{file}重新打开：裁决与记录不同 — {differences}"),
    "web_offline": ("Everything on this page works without the internet.",
                    "本頁所有功能無需連接互聯網。", "本页所有功能无需连接互联网。"),
}
for _key, (_en, _hant, _hans) in _PAGE_WORDS.items():
    _scripts = {"en": _en, "zh-Hant": _hant, "zh-Hans": _hans}
    MESSAGES[_key] = _scripts | {"zh": _scripts[ZH_SCRIPT]}

for _key, (_en, _hant, _hans) in _REPORT_WORDS.items():
    _scripts = {"en": _en, "zh-Hant": _hant, "zh-Hans": _hans}
    MESSAGES[_key] = _scripts | {"zh": _scripts[ZH_SCRIPT]}


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
