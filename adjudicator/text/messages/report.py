"""The committee report (:mod:`adjudicator.text.committee_report`,
:mod:`adjudicator.text.ruling_html`): the facts, the decision, the score, the laws.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "report_title": {
        "en": "Claim ruling: report to the appeals committee",
        "zh": "声称裁决：提交仲裁委员会的报告",
    },
    "report_source": {"en": "Source: {where}", "zh": "来源：{where}"},
    "report_candidates": {
        "en": "Law 12C: what each contract would have produced at this table",
        "zh": "第12条C款：各定约在本桌会得到的结果",
    },
    "report_cand_settings": {
        "en": "Single-dummy play on the actual deal, each card valued over {layouts} layouts "
        "of the unseen cards (seed {seed}); each result with its share and the line behind "
        "it.",
        "zh": "按实际牌张的单明手打法，每张牌按看不见的牌的{layouts}种分配估值（随机种子"
        "{seed}）；每个结果附其占比及得到它的打法。",
    },
    "report_cand_needs_report": {
        "en": "the candidates are shown in the committee report: give --report too",
        "zh": "候选定约显示在仲裁委员会报告中：请同时给出 --report",
    },
    "report_cand_bad": {
        "en": "the candidates record has no valid {what} (expected the JSON of "
        "adjudicate candidates --format json)",
        "zh": "候选定约记录中没有有效的{what}（应为候选定约命令输出的记录）",
    },
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
    "report_result": {
        "en": "Result: {result} ({total} tricks)",
        "zh": "结果：{result}（{total}墩）",
    },
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
    "report_doubtful": {
        "en": "Doubtful points the worst line rests on",
        "zh": "最差打法所依赖的疑点",
    },
    "report_footer": {
        "en": "Made by adjudicator {version}; ruling record {schema}, version {schema_version}."
        " To make this ruling again from its record: adjudicate claim --replay RULING.json",
        "zh": "由adjudicator {version}制作；裁决记录格式{schema}第{schema_version}版。依记"
        "录重新裁决：adjudicate claim --replay 记录文件",
    },
    "report_practice_title": {"en": "Practice rules", "zh": "裁判实务规则"},
    "report_about_event": {"en": "Event", "zh": "比赛"},
    "report_about_date": {"en": "Date", "zh": "日期"},
    "report_about_session": {"en": "Session", "zh": "节次"},
    "report_about_board": {"en": "Board", "zh": "牌号"},
    "report_about_players": {"en": "Players (N-S, E-W)", "zh": "选手（南北、东西）"},
    "report_about_director": {"en": "Director", "zh": "裁判"},
    "report_about_appeal": {"en": "Appeal number", "zh": "申诉编号"},
    "report_committee": {"en": "The committee's decision", "zh": "仲裁委员会的决定"},
    "report_sign_chair": {"en": "Chair:", "zh": "主席："},
    "report_sign_members": {"en": "Members:", "zh": "委员："},
    "report_sign_date": {"en": "Date:", "zh": "日期："},
    "report_about_expected": {
        "en": "expected FIELD=TEXT, FIELD one of {fields}",
        "zh": "应为“字段=内容”，字段为{fields}之一",
    },
}
