"""Revokes, Laws 61-64 (:mod:`adjudicator.laws.revokes`, :mod:`adjudicator.text.revoke_text`)."""

MESSAGES: dict[str, dict[str, str]] = {
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
        "zh": "第64条A款2：{seat}未赢得藏牌墩（第{trick}墩）；其方从该墩起赢得{won}墩：转移一墩",
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
        "en": "Revoke at trick {trick}: {seat} played {card} on a {suit} lead, holding {held}.",
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
}
