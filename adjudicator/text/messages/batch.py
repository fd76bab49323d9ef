"""The batch report (:mod:`adjudicator.text.batch_report`): its summary, filters and
columns.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "batch_title": {"en": "Claims checked", "zh": "声称检查"},
    "batch_meta_normal": {
        "en": "Checked by the law's normal-line test (Law 70A worst normal line) and double"
        " dummy; report made {when}.",
        "zh": "以规则的正常打法检验（第70条A款最差的正常打法）及双明手检查；报告制作于{when}。",
    },
    "batch_meta_dd": {
        "en": "Checked by double dummy only (DDS); report made {when}.",
        "zh": "仅以双明手检查；报告制作于{when}。",
    },
    "batch_meta_base": {"en": "Files under {base}.", "zh": "文件位于{base}。"},
    "batch_nav_summary": {"en": "Summary", "zh": "摘要"},
    "batch_nav_claims": {"en": "Claims", "zh": "声称"},
    "batch_nav_events": {"en": "Per event", "zh": "各赛事"},
    "batch_nav_errors": {"en": "Errors", "zh": "错误"},
    "batch_totals": {
        "en": "{events} event files, {boards} boards read, {claims} claims, {errors} errors.",
        "zh": "{events}个赛事文件，读取{boards}副牌，{claims}个声称，{errors}个错误。",
    },
    "batch_read_twice": {
        "en": "{count} claims were read from two or more files (the same deal in a .pbn and"
        " its .lin): each is counted once, with every source listed.",
        "zh": "有{count}个声称出现在两个或以上的文件中（同一副牌的PBN文件与LIN文件）：每个"
        "只计算一次，并列出所有来源。",
    },
    "batch_stand": {
        "en": "The table result stands for {stand} claims; the ruling changes it for {changed};"
        " undecided: {undecided}.",
        "zh": "{stand}个声称维持牌桌结果；{changed}个的裁决改变了结果；{undecided}个未决。",
    },
    "batch_kind": {"en": "Verdict", "zh": "裁决类别"},
    "batch_count": {"en": "Claims", "zh": "声称数"},
    "kind_upheld": {"en": "upheld", "zh": "声称成立"},
    "kind_reduced": {"en": "tricks to the opponents", "zh": "判给对方牌墩"},
    "kind_undecided": {"en": "undecided (budget)", "zh": "未决（预算用尽）"},
    "kind_exact": {"en": "exact (double dummy)", "zh": "与双明手相符"},
    "kind_dd_less": {"en": "claimed less than double dummy", "zh": "声称少于双明手"},
    "kind_dd_more": {"en": "claimed more than double dummy", "zh": "声称多于双明手"},
    "kind_changed": {"en": "the ruling changes the result", "zh": "裁决改变结果"},
    "kind_all": {"en": "every claim", "zh": "所有声称"},
    "batch_filter_text": {"en": "Search", "zh": "搜索"},
    "batch_filter_kind": {"en": "Verdict", "zh": "裁决类别"},
    "batch_filter_event": {"en": "Event", "zh": "赛事"},
    "batch_filter_law": {"en": "Law", "zh": "规则条文"},
    "batch_filter_min": {"en": "At least tricks transferred", "zh": "至少转移墩数"},
    "batch_filter_score": {"en": "At least this score change (points)", "zh": "得分变化至少（分）"},
    "batch_any": {"en": "any", "zh": "全部"},
    "batch_showing": {
        "en": "Showing {shown} of {total} claims. Click a column to sort, a board to open its"
        " ruling; printing prints the claims shown, each with its ruling.",
        "zh": "显示{total}个声称中的{shown}个。点击栏目可排序，点击牌号可打开其裁决；打印时"
        "打印所显示的声称及其裁决。",
    },
    "col_event": {"en": "Event", "zh": "赛事"},
    "col_board": {"en": "Board", "zh": "牌号"},
    "col_contract": {"en": "Contract", "zh": "定约"},
    "col_claimer": {"en": "Claimer", "zh": "声称者"},
    "col_claimed": {
        "en": "Claimed (claimer's side, of the tricks left)",
        "zh": "声称（声称方，余下墩数中）",
    },
    "col_dd": {"en": "DD", "zh": "双明手"},
    "col_ruling": {"en": "Awarded (claimer's side)", "zh": "判给（声称方）"},
    "col_transferred": {"en": "Tricks transferred", "zh": "转移墩数"},
    "col_score_change": {"en": "Score change", "zh": "得分变化"},
    "col_laws": {"en": "Laws", "zh": "条文"},
    "col_verdict": {"en": "Verdict", "zh": "裁决类别"},
    "col_boards": {"en": "Boards", "zh": "牌数"},
    "col_stand": {"en": "Stand", "zh": "维持"},
    "col_changed": {"en": "Changed", "zh": "改变"},
    "col_undecided": {"en": "Undecided", "zh": "未决"},
    "col_errors": {"en": "Errors", "zh": "错误"},
    "col_elsewhere": {"en": "Also in another file", "zh": "也在其他文件"},
    "col_reason": {"en": "Reason", "zh": "原因"},
    "batch_quiet_files": {
        "en": "{count} more files have neither claims nor errors (every board played out or"
        " without play).",
        "zh": "另有{count}个文件既无声称也无错误（每副牌都打完或没有打牌记录）。",
    },
    "batch_no_errors": {"en": "None: every board was read.", "zh": "没有：每副牌都已读取。"},
    "batch_no_claims": {"en": "No claim was found.", "zh": "没有找到声称。"},
    "batch_sources": {"en": "Read from: {sources}", "zh": "读自：{sources}"},
    "batch_totals_line": {
        "en": "Claimed {claimed}, double dummy {dd}, ruling {ruling} (declaring side's total"
        " tricks)",
        "zh": "声称{claimed}墩，双明手{dd}墩，裁决{ruling}墩（庄家方总墩数）",
    },
    "batch_bounds": {
        "en": "declaring side between {low} and {high} tricks",
        "zh": "庄家方在{low}至{high}墩之间",
    },
    "batch_back": {"en": "Back to the list", "zh": "返回列表"},
    "batch_no_ruling": {
        "en": "No ruling was recorded for this claim (a double-dummy check only).",
        "zh": "此声称没有裁决记录（仅作双明手检查）。",
    },
    "batch_file": {"en": "file", "zh": "文件"},
    "batch_claimed_of": {"en": "{claimed} of {left}", "zh": "{left}墩中的{claimed}墩"},
    # ---- issue 31 (first hour): players ----
    "col_players": {"en": "Players", "zh": "选手"},
    "batch_players": {"en": "Players: {players}", "zh": "选手：{players}"},
    "players_pairs": {
        "en": "N {north}, S {south}; E {east}, W {west}",
        "zh": "北 {north}、南 {south}；东 {east}、西 {west}",
    },
    "player_unnamed": {"en": "—", "zh": "—"},
}
