"""``adjudicate candidates`` (:mod:`adjudicator.text.candidates_text`)."""

MESSAGES: dict[str, dict[str, str]] = {
    "cand_deal": {"en": "Deal {deal}", "zh": "牌局：{deal}"},
    "cand_settings": {
        "en": "Vulnerable: {vul}; rules {rules}; single-dummy play: each card valued over "
        "{layouts} layouts of the unseen cards (seed {seed}{limits}), {defence}",
        "zh": "局况：{vul}；规则：{rules}；单明手打法：每张牌按看不见的牌的{layouts}种分配估值"
        "（随机种子{seed}{limits}），{defence}",
    },
    "cand_limits": {"en": "; auction: {list}", "zh": "；叫牌限制：{list}"},
    "cand_defence_sd": {"en": "the defenders single dummy too", "zh": "防守方同样按单明手出牌"},
    "cand_defence_dd": {
        "en": "the defenders seeing all four hands (--dd-defence)",
        "zh": "防守方看得见四手牌（--dd-defence）",
    },
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
    "cand_outcome": {
        "en": "    {result} ({tricks} tricks) {score}, share {share}{marks}",
        "zh": "    {result}（{tricks}墩）{score}，占比{share}{marks}",
    },
    "cand_mark_likely": {"en": " — likely", "zh": " — 可能"},
    "cand_mark_probable": {"en": " — at all probable", "zh": " — 有可能"},
    "cand_choice": {
        "en": "      trick {trick}: {seat} plays {card} (not {others})",
        "zh": "      第{trick}墩：{seat}出{card}（而不是{others}）",
    },
    "cand_no_choice": {
        "en": "      no close choice on the way: every line reaches it",
        "zh": "      途中没有相近的选择：每条打法都得到这个结果",
    },
    "cand_incomplete": {
        "en": "  (alternatives too rare to be at all probable were not followed to the end)",
        "zh": "  （太罕见、不可能成为有可能结果的选择未打到底）",
    },
    "cand_12c2": {
        "en": "  Law 12C2 — likely: {likely}; at all probable: {probable}",
        "zh": "  第12条C款2 — 可能的结果：{likely}；有可能的结果：{probable}",
    },
    "cand_12c3": {
        "en": "  Law 12C3 — weighted by the shares:",
        "zh": "  第12条C款3 — 按占比加权：",
    },
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
    "cand_judged_director": {
        "en": "  (likely and probable results as the director judged them)",
        "zh": "  （可能及有可能的结果按裁判的判断）",
    },
    "cand_judged_default": {
        "en": "  (likely and probable results from single-dummy play; "
        "--likely / --probable override)",
        "zh": "  （可能及有可能的结果取自单明手打法；可用 --likely / --probable 改判）",
    },
    "cand_assigned": {
        "en": "Law 12C2 assigned score (offenders {offenders}):",
        "zh": "第12条C款2裁定调整分（违规方：{offenders}）：",
    },
    "cand_side": {
        "en": "  {side}, {who}: {result}  {score} to {side} ({ns} NS) — {reason}",
        "zh": "  {side}（{who}）：{result}，{side}得{score}分（南北方{ns}）——{reason}",
    },
    "cand_offending": {"en": "offending", "zh": "违规方"},
    "cand_not_at_fault": {"en": "not at fault", "zh": "非违规方"},
    "cand_reason_not_at_fault": {
        "en": "the most favourable result that was likely",
        "zh": "在未发生违规情况下可能得到的最有利的结果",
    },
    "cand_reason_offending": {
        "en": "the most unfavourable result that was at all probable",
        "zh": "在所有可能情况下最不利的结果",
    },
    "cand_mp": {
        "en": "; {mp} of {top} matchpoints ({percent}%)",
        "zh": "；比赛分{mp}（满分{top}，{percent}%）",
    },
    "cand_imps": {"en": "; {imps} IMPs", "zh": "；{imps}国际比赛分"},
    "cand_unbalanced": {
        "en": "  The two sides' scores need not balance (Law 12C2).",
        "zh": "  判给双方的调整分无须平衡（第12条C款2）。",
    },
    "cand_note": {"en": "  Note: {note}.", "zh": "  注意：{note}。"},
    "cand_outside": {
        "en": "{result} ({tricks} tricks) is reached by no line of single-dummy play of "
        "{contract} on this deal ({low} to {high} tricks)",
        "zh": "{result}（{tricks}墩）不是{contract}在本副牌上任何单明手打法所得的结果"
        "（{low}至{high}墩）",
    },
    "cand_elapsed": {"en": "({ms} ms)", "zh": "（用时{ms}毫秒）"},
}
