"""The ruling as text (:mod:`adjudicator.text.ruling_text`): its headings, the result,
the rule set.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "ruling_claim": {
        "en": "{who} claims {claimed} of the {left} remaining tricks for {side}.",
        "zh": "{who}声称：剩余{left}墩中{side}可得{claimed}墩。",
    },
    "ruling_statement": {"en": "Statement read as: {text}", "zh": "声称时的说明，解读为：{text}"},
    # issue 28: the words the reader could not read, left out of the reading (retype them)
    "ruling_statement_unread": {
        "en": "Not understood, left out: {words}",
        "zh": "未能读懂、未计入解读的话：{words}",
    },
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
    "ruling_result_line": {
        "en": "{contract}{over} by {declarer}",
        "zh": "{contract}{over}，庄家{declarer}",
    },
    "result_made": {"en": "=", "zh": "完成"},
    "result_over": {"en": "{count:+d}", "zh": "超{count}墩"},
    "result_down": {"en": "{count:+d}", "zh": "宕{count}"},
    "doubled": {"en": "X", "zh": "加倍"},
    "redoubled": {"en": "XX", "zh": "再加倍"},
    "ruling_compare": {
        "en": "Double dummy: {dd}   best normal line: {best}   worst normal line: {worst}",
        "zh": "双明手：{dd}墩；最佳的正常打法：{best}墩；最差的正常打法：{worst}墩",
    },
    "ruling_laws": {
        "en": "Laws: {laws}   Practice rules ({source}): rows {rows}",
        "zh": "依据：{laws}；实务准则第{rows}项",
    },
    "ruling_laws_only": {"en": "Laws: {laws}", "zh": "依据：{laws}"},
    "ruling_findings": {"en": "Findings:", "zh": "认定："},
    "ruling_line": {
        "en": "Worst normal line (the opponents defending their best):",
        "zh": "最差的正常打法（对方以最佳方式防守）：",
    },
    "ruling_lost": {
        "en": "  Trick {number} lost: {winner} — {why}",
        "zh": "  第{number}墩输给{winner}家：{why}",
    },
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
    "ruling_outcomes": {
        "en": "Distinct results of the normal lines:",
        "zh": "各种正常打法的不同结果：",
    },
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
    "ruling_undecided": {
        "en": "The search stopped at its budget: the figures are bounds.",
        "zh": "搜索达到预算上限：以上数字只是上下界。",
    },
    "ruling_rules": {
        "en": "Rule set: {rules}; class of player: {cls}.",
        "zh": "规则：{rules}；赛员级别：{cls}。",
    },
    "ruling_rules_why": {
        "en": "Rule set: {rules}; class of player: {cls} — {why}.",
        "zh": "规则：{rules}；赛员级别：{cls}——{why}。",
    },
    "ruleset_seed1997": {"en": "seed1997", "zh": "中国桥牌竞赛规则（1997年世界桥联规则）"},
    "ruleset_wbf2017": {"en": "wbf2017", "zh": "2017年世界桥联规则"},
    "ruleset_ebu": {"en": "ebu", "zh": "英格兰桥牌联合会指引"},
    "ruleset_acbl": {"en": "acbl", "zh": "美国桥牌联盟指引"},
}
