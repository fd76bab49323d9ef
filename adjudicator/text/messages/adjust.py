"""``adjudicate adjust`` (:mod:`adjudicator.text.adjust_text`): Law 12C's adjusted scores."""

MESSAGES: dict[str, dict[str, str]] = {
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
    "adjust_line": {
        "en": "  table {table}: {kind} (Law {laws}){obtained}",
        "zh": "  第{table}桌：{kind}（{laws}）{obtained}",
    },
    "adjust_obtained": {"en": "; obtained {result}", "zh": "；实际结果{result}"},
    "adjust_side": {"en": "    {side}: {text}", "zh": "    {side}：{text}"},
    "adjust_summary_adj": {"en": "ADJ {kind}", "zh": "{kind}"},
    "adjust_artificial": {"en": "artificial {value}", "zh": "判给{value}"},
    "adjust_law88": {
        "en": " (Law 88: session {percent}%{where}, above 60%)",
        "zh": "（第88条：本节{where}得分率{percent}%，高于60%）",
    },
    "adjust_other_boards": {"en": " on the other boards", "zh": "其他牌的"},
    "adjust_artificial_pct": {
        "en": "{text} = {percent}% = {score} {unit}",
        "zh": "{text} = {percent}% = {score}{unit}",
    },
    "adjust_artificial_86a": {
        "en": "{text} = {score} {unit} (Law 86A)",
        "zh": "{text} = {score}{unit}（第86条A款）",
    },
    "adjust_component": {
        "en": "{weight}{result} ({ns}) = {score} {unit}",
        "zh": "{weight}{result}（{ns}）= {score}{unit}",
    },
    "adjust_weight": {"en": "{percent}% x ", "zh": "{percent}% × "},
    "adjust_percent": {"en": " ({percent}%)", "zh": "（{percent}%）"},
    "adjust_weighted": {"en": "weighted: {total}{percent}", "zh": "加权合计：{total}{percent}"},
    "adjust_butler": {
        "en": "Butler, IMPs against the datum (NS {ns}, EW {ew}; top and bottom left out, "
        "rounded to 10)",
        "zh": "巴特勒计分，与基准分比较换算国际比赛分（南北{ns}，东西{ew}；"
        "去掉最高和最低成绩，取整到10分）",
    },
    "adjust_cross_imps": {
        "en": "cross-IMPs, averaged per comparison",
        "zh": "交叉国际比赛分，按比较次数取平均",
    },
    "adjust_imp_heading": {
        "en": "{heading}: {how} (Law 78B)",
        "zh": "{heading}：{how}（第78条B款）",
    },
    "adjust_teams_heading": {
        "en": "{heading}: IMPs (Law 78B)",
        "zh": "{heading}：国际比赛分（第78条B款）",
    },
    "adjust_team_table": {
        "en": "  table {table}: {ns} NS v {ew} EW: {text}",
        "zh": "  第{table}桌：{ns}坐南北，{ew}坐东西：{text}",
    },
    "adjust_team": {"en": "Team {team}: {text}", "zh": "{team}队：{text}"},
    "adjust_knockout": {
        "en": "Knock-out (Law 86B): computed per side {first} and {second} IMPs; the average is "
        "given to both: {a} {a_score}, {b} {b_score}",
        "zh": "淘汰赛（第86条B款）：双方分别计算为{first}和{second}国际比赛分；"
        "双方都得其平均数：{a}队{a_score}，{b}队{b_score}",
    },
    "adjust_played": {"en": "{result} ({ns})", "zh": "{result}（{ns}）"},
    "adjust_given": {"en": "{side} {text}", "zh": "{side}{text}"},
    "adjust_given_weighted": {
        "en": "{percent}% {result} ({ns})",
        "zh": "{percent}% {result}（{ns}）",
    },
    "adjust_table_adjusted": {
        "en": "{kind} (Law {laws}){obtained}: {sides}",
        "zh": "{kind}（{laws}）{obtained}：{sides}",
    },
    "adjust_team_artificial": {
        "en": "artificial {value} = {score} {unit} (Law 86A)",
        "zh": "判给{value} = {score}{unit}（第86条A款）",
    },
    "adjust_team_component": {
        "en": "{result}: {ns} = {score} {unit}",
        "zh": "{result}：{ns} = {score}{unit}",
    },
    "adjust_team_component_weighted": {
        "en": "{percent}% x ({result}: {ns} = {score} {unit})",
        "zh": "{percent}% ×（{result}：{ns} = {score}{unit}）",
    },
    "adjust_team_weighted": {"en": "weighted: {score} {unit}", "zh": "加权合计：{score}{unit}"},
    "adjust_versus": {"en": " vs ", "zh": "对"},
}
