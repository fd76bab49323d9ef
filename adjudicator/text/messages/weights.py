"""Law 12C3: the weights a committee could give the results of a claim ruling
(:mod:`adjudicator.laws.claims.weighting`, :mod:`adjudicator.text.weights_text`).
"""

MESSAGES: dict[str, dict[str, str]] = {
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
        "en": "    against the field: North-South {ns} of {top} matchpoints, East-West {ew}",
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
}
