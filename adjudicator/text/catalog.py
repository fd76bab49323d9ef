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

from adjudicator.errors import AdjudicatorError, set_error_words
from adjudicator.laws.findings import Finding
from adjudicator.text.cards import SYMBOLS, card_text
from adjudicator.text.safe import safe_text

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
    "ruling_outcomes": {"en": "Distinct results of the normal lines:",
                        "zh": "各正常打法的不同結果："},
    "ruling_outcome": {"en": "  {tricks} trick(s): {line}", "zh": "  {tricks}墩：{line}"},
    "ruling_undecided": {"en": "The search stopped at its budget: the figures are bounds.",
                         "zh": "搜索達到預算上限：以上數字為界限。"},
    "ruling_rules": {"en": "Rule set: {rules}; class of player: {cls}.",
                     "zh": "規則：{rules}；賽員級別：{cls}。"},
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


# ---- errors: what is wrong with the input, in one line -----------------------------------
# Every error a user can cause is here, with the fact it names (``AdjudicatorError.key``
# and ``params``); :func:`error_text` words it.  Kept in this one catalog, beside the
# findings, so a translator has every sentence of the tool in one file: that is why this
# module is longer than the project's usual 600 lines.
ERROR_MESSAGES: dict[str, dict[str, str]] = {
    # cards, seats, strains, hands (core)
    "card_unknown": {"en": "unknown card '{text}' (a suit S, H, D or C and a rank 2-9, T, J, "
                     "Q, K or A, like SA or H10)",
                     "zh": "無法識別的牌「{text}」（應為花色S、H、D、C加點數2-9、T、J、Q、K、A，"
                     "如SA、H10）"},
    "seat_unknown": {"en": "unknown seat '{text}' (N, E, S or W)",
                     "zh": "無法識別的座位「{text}」（應為N、E、S或W）"},
    "strain_unknown": {"en": "unknown strain '{text}' (S, H, D, C or NT)",
                       "zh": "無法識別的花色「{text}」（應為S、H、D、C或NT）"},
    "deal_first_seat": {"en": "deal '{text}' must start with the first hand's seat and a "
                        "colon, like N: (the other hands follow clockwise)",
                        "zh": "牌局「{text}」須以第一手牌的座位和"
                              "冒號開頭，如N:（其餘各手按順時針排列）"},
    "deal_four_hands": {"en": "deal '{text}' must give four hands, got {count}",
                        "zh": "牌局「{text}」須有四手牌，實有{count}手"},
    "hand_four_suits": {"en": "hand '{hand}' must have four suits separated by dots "
                        "(spades.hearts.diamonds.clubs)",
                        "zh": "手牌「{hand}」須有以點分隔的四門花色（黑桃.紅心.方塊.梅花）"},
    "hand_unknown_rank": {"en": "hand '{hand}': unknown rank '{rank}'",
                          "zh": "手牌「{hand}」：無法識別的點數「{rank}」"},
    "hand_card_twice": {"en": "hand '{hand}' holds a card twice",
                        "zh": "手牌「{hand}」中有一張牌出現兩次"},
    # the position (core)
    "trick_format": {"en": "trick '{text}': expected LEADER:CARD CARD CARD CARD, like "
                     "S:HQ H7 H2 H3",
                     "zh": "牌墩「{text}」：格式應為 首攻者:牌 牌 牌 牌，如S:HQ H7 H2 H3"},
    "trick_four_cards": {"en": "trick '{text}': a completed trick has four cards, not {count}",
                         "zh": "牌墩「{text}」：完整的一墩有四張牌，而非{count}張"},
    "shown_out_format": {"en": "shown out '{text}': expected SEAT:SUIT, like W:H",
                         "zh": "示缺「{text}」：格式應為 座位:花色，如W:H"},
    "shown_out_notrump": {"en": "shown out '{text}': a player shows out of a suit (S, H, D "
                          "or C), not of notrump",
                          "zh": "示缺「{text}」：只能在某一花色（S、H、D、C）中示缺，不能是無將"},
    "shown_out_not_a_suit": {"en": "{seat} is said to have shown out of notrump: a player "
                             "shows out of a suit",
                             "zh": "{seat}被指在無將中示缺：只能在某一花色中示缺"},
    "trick_too_long": {"en": "a trick in progress holds at most 3 cards, got {count}",
                       "zh": "當前墩最多有3張牌，實有{count}張"},
    "card_in_two_hands": {"en": "{card} is in both {first}'s and {second}'s hands",
                          "zh": "{card}同時在{first}和{second}手中"},
    "card_played_and_held": {"en": "{card} is both played to the trick and held by {seat}",
                             "zh": "{card}既已打入當前墩，又仍在{seat}手中"},
    "trick_card_twice": {"en": "a card is played twice to the trick in progress",
                         "zh": "當前墩中有一張牌出現兩次"},
    "to_play_holds": {"en": "{seat}, to play, holds {count} cards (1 to 13 are possible)",
                      "zh": "輪到出牌的{seat}持有{count}張牌（應為1至13張）"},
    "hand_size": {"en": "{seat} holds {count} cards, expected {expected}",
                  "zh": "{seat}持有{count}張牌，應為{expected}張"},
    # the claim's facts (laws.validation, laws.claim_input)
    "claimed_count": {"en": "claimed {claimed} of {left} remaining tricks: a claim is of 0 "
                      "to {left}",
                      "zh": "聲稱剩餘{left}墩中的{claimed}墩：聲稱的墩數應為0至{left}"},
    "history_too_long": {"en": "{count} earlier tricks typed in, but with {left} tricks left "
                         "only {completed} are complete",
                         "zh": "輸入了{count}個已完成的牌墩，但剩餘{left}"
                               "墩時只完成了{completed}墩"},
    "history_trick_size": {"en": "earlier trick {number} has {count} cards, not 4",
                           "zh": "第{number}個已完成牌墩有{count}張牌，而非4張"},
    "history_card_twice": {"en": "{card} is played in earlier trick {first} and again in "
                           "earlier trick {second}",
                           "zh": "{card}在第{first}個已完成牌墩中打出，又在第{second}個中再次打出"},
    "history_card_held": {"en": "earlier trick {number}: {seat} played {card}, but {holder} "
                          "still holds it",
                          "zh": "第{number}個已完成牌墩：{seat}打出{card}，但該牌仍在{holder}手中"},
    "history_card_on_trick": {"en": "earlier trick {number}: {seat} played {card}, but it "
                              "is on the trick in progress",
                              "zh": "第{number}個已完成牌墩：{seat}打出{card}，但該牌在當前墩中"},
    "history_revoke_played": {
        "en": "earlier trick {number}: {seat} played {card} on a {suit} lead, then {later} "
              "at trick {where} (a revoke: rectify it under Law 64 before ruling on the claim)",
        "zh": "第{number}個已完成牌墩：{seat}在{suit}首引時打出{card}，之後在第{where}墩打出"
              "{later}（藏牌：應先依第64條處理，再裁決聲稱）"},
    "history_revoke_holds": {
        "en": "earlier trick {number}: {seat} played {card} on a {suit} lead but still holds "
              "{held} (a revoke: rectify it under Law 64 before ruling on the claim)",
        "zh": "第{number}個已完成牌墩：{seat}在{suit}首引時打出{card}，但仍持有{held}"
              "（藏牌：應先依第64條處理，再裁決聲稱）"},
    "trick_revoke": {"en": "the trick in progress: {seat} played {card} on a {suit} lead but "
                     "holds {held} (a revoke)",
                     "zh": "當前墩：{seat}在{suit}首引時打出{card}，但持有{held}（藏牌）"},
    "shown_out_holds": {"en": "{seat} is said to have shown out of {suit} but still holds "
                        "{held}",
                        "zh": "{seat}被指在{suit}中示缺，但仍持有{held}"},
    "shown_out_played": {"en": "{seat} is said to have shown out of {suit} but played {card} "
                         "to the trick in progress",
                         "zh": "{seat}被指在{suit}中示缺，但在當前墩打出了{card}"},
    "contract_trump": {"en": "the contract {contract} has {strain} as trump, but the trump "
                       "given is {trump}",
                       "zh": "定約{contract}的將牌是{strain}，但輸入的將牌是{trump}"},
    "vul_unknown": {"en": "unknown vulnerability '{text}': use None, NS, EW or All",
                    "zh": "無法識別的局況「{text}」：應為None、NS、EW或All"},
    "won_not_counts": {"en": "tricks won before the claim {declarer},{defenders}: give two "
                       "whole numbers, 0 or more",
                       "zh": "聲稱前贏得的墩數{declarer},{defenders}：應為兩個不小於0的整數"},
    "won_total": {"en": "tricks won before the claim (declarer {declarer}, defenders "
                  "{defenders}) and the {left} left make {total}, not 13",
                  "zh": "聲稱前贏得的墩數（莊家方{declarer}，防家方{defenders}）加上剩餘{left}墩"
                  "共{total}墩，而非13墩"},
    "won_history_declarer": {"en": "the earlier tricks typed in give the declaring side "
                             "{typed} tricks, but it is said to have won {said}",
                             "zh": "輸入的已完成牌墩中莊家方贏了{typed}"
                                   "墩，但聲稱前莊家方只贏{said}墩"},
    "won_history_defenders": {"en": "the earlier tricks typed in give the defenders {typed} "
                              "tricks, but they are said to have won {said}",
                              "zh": "輸入的已完成牌墩中防家方贏了{typed}"
                                    "墩，但聲稱前防家方只贏{said}墩"},
    "won_needed": {"en": "a result needs the tricks each side won before the claim: "
                   "{completed} tricks are complete and {typed} of them were typed in as "
                   "earlier tricks (give them as DECLARER,DEFENDERS, like 6,3)",
                   "zh": "計算結果需要聲稱前雙方贏得的墩數：已完成{completed}墩，只輸入了其中"
                   "{typed}墩（請以 莊家方,防家方 輸入，如6,3）"},
    "won_format": {"en": "tricks won before the claim '{text}': expected DECLARER,DEFENDERS "
                   "like 6,3",
                   "zh": "聲稱前贏得的墩數「{text}」：格式應為 莊家方,防家方，如6,3"},
    "not_a_count": {"en": "'{text}' is not a number of tricks (0 to 13)",
                    "zh": "「{text}」不是墩數（0至13）"},
    "fields_missing": {"en": "missing: {names}", "zh": "缺少：{names}"},
    "needs_contract": {"en": "{name} is given without the contract", "zh": "給了{name}卻沒有定約"},
    "statement_count": {"en": "the statement claims {total} tricks in all, but with {won} "
                        "won before the claim and {left} left that cannot be",
                        "zh": "聲稱說明共聲稱{total}墩，但聲稱前已贏{won}墩、剩餘{left}墩，不可能"},
    "statement_dummy_defender": {"en": "the statement speaks of dummy, but a defender claimed",
                                 "zh": "聲稱說明提到明手，但聲稱者是防家"},
    "statement_seat_not_claimers": {"en": "the statement names {seat}, who is not on the "
                                    "claimer's side",
                                    "zh": "聲稱說明提到{seat}，但其不屬於聲稱方"},
    "statement_card_not_held": {"en": "the statement names {card}, which the claimer's side "
                                "does not hold",
                                "zh": "聲稱說明提到{card}，但聲稱方並未持有該牌"},
    "statement_ruff_notrump": {"en": "the statement speaks of a ruff, but there is no trump "
                               "(notrump)",
                               "zh": "聲稱說明提到將吃，但本副是無將定約"},
    "statement_trumps_notrump": {"en": "the statement names trumps, but the contract is in "
                                 "notrump",
                                 "zh": "聲稱說明提到將牌，但本副是無將定約"},
    "statement_ruffing_finesse_notrump": {"en": "a ruffing finesse was stated, but the "
                                          "contract is in notrump",
                                          "zh": "聲稱說明提到將吃飛牌，但本副是無將定約"},
    "after_claim_not_held": {"en": "{card}, played after the claim, is not held by anyone",
                             "zh": "聲稱後打出的{card}不在任何人手中"},
    "after_claim_twice": {"en": "{card} is played twice after the claim",
                          "zh": "{card}在聲稱後被打出兩次"},
    "actually_won_range": {"en": "{count} of the conceded tricks actually won: give 0 to "
                           "{conceded}, the tricks given away",
                           "zh": "所承認的牌墩中實際已贏{count}墩：應為0至{conceded}"},
    "unknown_class": {"en": "unknown class of player '{text}' (one of {choices})",
                      "zh": "無法識別的賽員級別「{text}」（應為{choices}之一）"},
    "unknown_rules": {"en": "unknown rule set '{text}' (one of {choices})",
                      "zh": "無法識別的規則「{text}」（應為{choices}之一）"},
    # contracts and scores (core.contract, scoring.law77)
    "contract_unreadable": {"en": "cannot read contract '{text}': expected a level 1-7, a "
                            "strain C D H S NT and optionally X or XX, e.g. '4SX' or '3NT'",
                            "zh": "無法識別的定約「{text}」：應為階數1-7、花色C D H S NT，"
                            "可加X或XX，如4SX、3NT"},
    "contract_level": {"en": "impossible contract '{text}': the level must be 1 to 7",
                       "zh": "不可能的定約「{text}」：階數應為1至7"},
    "declarer_unknown": {"en": "unknown declarer '{text}': use N, E, S or W",
                         "zh": "無法識別的莊家「{text}」：應為N、E、S或W"},
    "board_number": {"en": "board number must be 1 or more, not {board}",
                     "zh": "牌號應不小於1，而非{board}"},
    "tricks_not_whole": {"en": "tricks must be a whole number 0-13, not {text}",
                         "zh": "墩數應為0至13的整數，而非{text}"},
    "tricks_range": {"en": "tricks must be 0 to 13, not {tricks} (there are 13 tricks)",
                     "zh": "墩數應為0至13，而非{tricks}（一副牌共13墩）"},
    "result_unreadable": {"en": "cannot read result '{text}': expected e.g. '4SX-1 N', "
                          "'3NT= S' or '4S+1 N'",
                          "zh": "無法識別的結果「{text}」：應如4SX-1 N、3NT= S或4S+1 N"},
    "result_no_declarer": {"en": "result '{text}' has no declarer: add N, E, S or W",
                           "zh": "結果「{text}」沒有莊家：請加上N、E、S或W"},
    "result_no_outcome": {"en": "result '{text}' has no outcome: add '=', '+1', '-2' or tricks",
                          "zh": "結果「{text}」沒有成績：請加上=、+1、-2或墩數"},
    "result_impossible": {"en": "impossible result '{text}': it means {tricks} tricks, and "
                          "there are 0 to 13",
                          "zh": "不可能的結果「{text}」：相當於{tricks}墩，而墩數只能是0至13"},
    # the command line (cli)
    "cli_event_and_position": {"en": "the event file gives the position and the board: leave "
                               "out {options}, or the file",
                               "zh": "牌局檔案已給出牌局和局面：請去掉{options}，或不用檔案"},
    "cli_no_file": {"en": "{path}: no such file", "zh": "{path}：檔案不存在"},
    "cli_board_required": {"en": "--board is required with an event file",
                           "zh": "使用牌局檔案時必須給出--board"},
    "cli_no_claim": {"en": "{path}: board {board}: no claim found",
                     "zh": "{path}：第{board}副：找不到聲稱"},
    "cli_several_claims": {"en": "{path}: board {board}: several claims ({choices}): choose "
                           "one with --table or --record",
                           "zh": "{path}：第{board}副有多個聲稱（{choices}"
                                 "）：請用--table或--record選擇"},
    "cli_record": {"en": "record {index}", "zh": "記錄{index}"},
    "cli_stdout_closed": {"en": "standard output is closed: there is nowhere to write the "
                          "result",
                          "zh": "標準輸出已關閉：結果無處可寫"},
    "cli_write_failed": {"en": "cannot write {what}: {reason}", "zh": "無法寫入{what}：{reason}"},
    "cli_standard_output": {"en": "the standard output", "zh": "標準輸出"},
    "cli_file_failed": {"en": "{path}: {reason}", "zh": "{path}：{reason}"},
    "cli_read_failed": {"en": "{path}: cannot read it: {reason}", "zh": "{path}：無法讀"
                                                                        "取：{reason}"},
    "cli_interrupted": {"en": "interrupted", "zh": "已中斷"},
    "option_range": {"en": "{option} '{text}': give a whole number from {low} to {high}",
                     "zh": "{option}「{text}」：應為{low}至{high}的整數"},
    "option_positive": {"en": "{option} '{text}': give a finite number of {unit} above 0 "
                        "(at most {high})",
                        "zh": "{option}「{text}」：應為大於0的有限數（{unit}，最多{high}）"},
    "check_no_path": {"en": "{path}: no such file or folder", "zh": "{path}：檔案或資料夾不存在"},
    "check_no_events": {"en": "{path}: no event file (*.pbn, *.lin) in this folder",
                        "zh": "{path}：此資料夾中沒有牌局檔案（*.pbn、*.lin）"},
    "check_jobs_scheduler": {"en": "--jobs and --scheduler are alternatives: the cluster's "
                             "workers set the parallelism",
                             "zh": "--jobs與--scheduler只能擇一：平行度由叢集的工作程序決定"},
    "check_out_folder": {"en": "{option} {path}: its folder does not exist",
                         "zh": "{option} {path}：所在資料夾不存在"},
    "check_out_not_file": {"en": "{option} {path}: not a regular file (a folder, a device or a "
                           "pipe): give a file name",
                           "zh": "{option} {path}：不是普通檔案（資料夾、裝置或管道）：請給出檔名"},
    "check_out_same": {"en": "{option} {path} is also an input or the other output: give "
                       "another file",
                       "zh": "{option} {path}同時是輸入或另一個輸出：請另選檔案"},
    "check_out_options": {"en": "{path} holds results of another test ({theirs}); this run is "
                          "{ours}: give another --out file",
                          "zh": "{path}中是另一種檢查的結果（{theirs}"
                                "）；本次為{ours}：請另選--out檔案"},
    "check_out_not_ours": {"en": "{path} is not a results file of adjudicate check (line "
                           "{line} is not one of its lines): give another --out file",
                           "zh": "{path}不是adjudicate check的"
                                 "結果檔（第{line}行不符）：請另選--out檔案"},
    "check_scheduler": {"en": "cannot reach the Dask scheduler {address}: {reason}",
                        "zh": "無法連接Dask排程器{address}：{reason}"},
    "check_needs_dask": {"en": "--scheduler needs Dask distributed: pip install "
                         "'adjudicator[cluster]'",
                         "zh": "--scheduler需要Dask distributed：pi"
                               "p install 'adjudicator[cluster]'"},
    "score_vul_and_board": {"en": "give --vul or --board, not both",
                            "zh": "--vul與--board只能擇一"},
    "score_has_result": {"en": "'{text}' already has a result: give the contract alone with "
                         "--tricks (e.g. 4SX --tricks 8) or the result without --tricks (e.g. "
                         "4SX-2)",
                         "zh": "「{text}」已含結果：請只給定約並用--tricks（如4SX --tricks 8），"
                         "或給結果而不用--tricks（如4SX-2）"},
    "score_needs_declarer": {"en": "give the declarer (N, E, S or W) after the contract",
                             "zh": "請在定約後給出莊家（N、E、S或W）"},
}
MESSAGES.update(ERROR_MESSAGES)

# ---- echoes: what a command computed, said back with its inputs ---------------------------
MESSAGES.update({
    "score_echo": {"en": "{contract} by {declarer}, {vul}, {tricks} tricks: {score} for {side}",
                   "zh": "{contract}，莊家{declarer}，{vul}，{tricks}墩：{side}{score}"},
    "score_passed_out": {"en": "passed out, {vul}: 0", "zh": "四家派司，{vul}：0"},
    "vul_None": {"en": "neither side vulnerable", "zh": "雙方無局"},
    "vul_NS": {"en": "NS vulnerable", "zh": "南北有局"},
    "vul_EW": {"en": "EW vulnerable", "zh": "東西有局"},
    "vul_All": {"en": "both sides vulnerable", "zh": "雙方有局"},
    "side_short_NS": {"en": "N-S", "zh": "南北"},
    "side_short_EW": {"en": "E-W", "zh": "東西"},
})


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


def error_text(error: AdjudicatorError, lang: str = "en", options: bool = False) -> str:
    """An error as one line in ``lang``: its catalog words when it has a key (the facts
    it quotes made safe to show: control characters escaped, long text cut), else its
    message as raised.  ``options``: for the command line, the input at fault is named
    first as its option (``--shown-out: ...``), and field names in the message are
    written as options too."""
    if error.key in MESSAGES:
        params = {name: _error_param(name, value, options)
                  for name, value in error.params.items()}
        text = words(error.key, lang, **params)
    else:
        text = str(Exception.__str__(error))
    text = safe_text(text, limit=1000)
    if options and error.fact:
        text = f"{option_name(error.fact)}: {text}"
    return text


def option_name(fact: str) -> str:
    """The command-line option of a fact: ``shown_out`` → ``--shown-out``."""
    return "--" + fact.replace("_", "-")


#: Parameters shown whole (file names, what could not be written): others quote input
#: and are cut short.
_WHOLE_PARAMS = ("path", "what", "address", "reason")


def _error_param(name: str, value: Any, options: bool) -> Any:
    if isinstance(value, str):
        return safe_text(value, limit=0 if name in _WHOLE_PARAMS else 80)
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        shown = [option_name(v) if options and v.isidentifier() else safe_text(v)
                 for v in value]
        return ", ".join(shown)
    return value


set_error_words(error_text)
