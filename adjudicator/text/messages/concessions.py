"""Laws 69 and 71: withdrawn acquiescence and cancelled concessions
(:mod:`adjudicator.laws.claims.law69_71`).
"""

MESSAGES: dict[str, dict[str, str]] = {
    "71A_won": {
        "en": "71A: {count} conceded trick(s) had in fact been won",
        "zh": "第71条A款：所承认的失墩中有{count}墩实际上已为本方所得",
    },
    "71A_legal": {
        "en": "71A: {count} conceded trick(s) could not be lost by any legal play",
        "zh": "第71条A款：所承认的失墩中有{count}墩以任何合法打法都不会丢失",
    },
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
    "69B_won": {
        "en": "69B: {count} trick(s) acquiesced in had in fact been won",
        "zh": "第69条B款：所默认的失墩中有{count}墩实际上已为本方所得",
    },
    "69B_normal": {
        "en": "69B: {count} trick(s) could not be lost by any normal play",
        "zh": "第69条B款：有{count}墩在剩余牌张中以任何正常打法都不可能丢失",
    },
    "69B_nothing": {
        "en": "69B: every trick acquiesced in could be lost by a normal play",
        "zh": "第69条B款：所默认的每一墩都可能以正常打法丢失",
    },
    "restored_none": {
        "en": "Nothing is restored to {side} ({reasons}).",
        "zh": "{side}没有可恢复的牌墩（{reasons}）。",
    },
    "restored": {
        "en": "{restored} of the {conceded} conceded trick(s) are restored to {side}: {reasons}.",
        "zh": "所涉及的{conceded}墩中有{restored}墩恢复给{side}：{reasons}。",
    },
}
