"""The command line's own messages (:mod:`adjudicator.cli`): what each command reports
about its run and its files.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "cli_error": {"en": "adjudicate {command}: {message}", "zh": "adjudicate {command}：{message}"},
    "cli_interrupted": {
        "en": "adjudicate {command}: interrupted",
        "zh": "adjudicate {command}：已中断",
    },
    "cli_problem": {"en": "{problem}", "zh": "{problem}"},
    "cli_option_problem": {"en": "{option}: {problem}", "zh": "{option}：{problem}"},
    "cli_no_such_file": {"en": "{path}: no such file", "zh": "{path}：找不到该文件"},
    "cli_no_such_path": {
        "en": "{path}: no such file or folder",
        "zh": "{path}：找不到该文件或文件夹",
    },
    "adjust_file_or_results": {
        "en": "give a traveller file or --results, one of the two",
        "zh": "请给出成绩单文件或 --results，二者取一",
    },
    "adjust_bad_expected": {"en": "--expected must be 1 or more", "zh": "--expected 至少为1"},
    "adjust_board_needs_one": {
        "en": "--board needs a file with one board",
        "zh": "使用 --board 时文件中只能有一副牌",
    },
    "cand_needs_contract": {
        "en": 'give at least one --contract, e.g. --contract "4S N"',
        "zh": '请至少给出一个 --contract，例如 --contract "4S N"',
    },
    "cand_lead_alone": {
        "en": "--lead {lead} must follow the --contract it belongs to (one lead per contract)",
        "zh": "--lead {lead} 必须紧跟在它所属的 --contract 之后（每个定约一个首引）",
    },
    "cand_bad_won": {
        "en": "--won must be DECLARER,DEFENCE tricks, e.g. 5,2, not {won!r}",
        "zh": "--won 应为以逗号分隔的两个墩数（庄家方在前），例如 5,2，而不是「{won}」",
    },
    "cand_needs_offenders": {
        "en": "Law 12C2 needs the offending side: give --offenders NS or EW",
        "zh": "第12条C款2需要违规方：请给出 --offenders NS 或 EW",
    },
    "cand_bad_field": {
        "en": "--field takes North-South scores like 620,-100, not {field}",
        "zh": "--field 应为南北方的得分，例如 620,-100，而不是{field}",
    },
    "score_has_result": {
        "en": "{contract!r} already has a result: give the contract alone with --tricks "
        "(e.g. 4SX --tricks 8) or the result without --tricks (e.g. 4SX-2)",
        "zh": "「{contract}」已经包含结果：请只给定约并用 --tricks 给出墩数"
        "（例如 4SX --tricks 8），或者给出结果而不用 --tricks（例如 4SX-2）",
    },
    "score_needs_declarer": {
        "en": "give the declarer (N, E, S or W) after the contract",
        "zh": "请在定约之后给出庄家（N、E、S 或 W）",
    },
    "cli_vul_or_board": {
        "en": "give --vul or --board, not both",
        "zh": "--vul 与 --board 只能给出其中之一",
    },
    "cli_cannot_read": {"en": "cannot read {path}: {problem}", "zh": "无法读取{path}：{problem}"},
    "cli_not_utf8": {
        "en": "cannot read {path}: not UTF-8 text",
        "zh": "无法读取{path}：不是以 UTF-8 编码的文本",
    },
    "claim_needs_claimer": {
        "en": "--claimer and --claims are required with --hands",
        "zh": "使用 --hands 时必须给出 --claimer 和 --claims",
    },
    "claim_needs_board": {
        "en": "--board is required with an event file",
        "zh": "给出比赛文件时必须用 --board 指定牌号",
    },
    "claim_no_claim": {
        "en": "{path}: board {board}: no claim found",
        "zh": "{path}：第{board}副：没有找到声称",
    },
    "claim_several": {
        "en": "{path}: board {board}: several claims ({records}): choose one with --table or "
        "--record",
        "zh": "{path}：第{board}副有多个声称（{records}）：请用 --table 或 --record 选择其一",
    },
    "claim_needs_position": {
        "en": "give an event file and --board, or --hands, --trump and --lead",
        "zh": "请给出比赛文件和 --board，或者给出 --hands、--trump 和 --lead",
    },
    "claim_contract_needs_declarer": {
        "en": "--contract needs --declarer",
        "zh": "给出 --contract 时必须给出 --declarer",
    },
    "claim_bad_won": {
        "en": "--won {won!r}: expected DECLARER,DEFENDERS like 6,3",
        "zh": "--won「{won}」：应为以逗号分隔的两个墩数（庄家方在前），例如 6,3",
    },
    "revoke_needs_board": {
        "en": "--board (or --record) is required with an event file",
        "zh": "指定比赛文件时必须给出 --board（或 --record）",
    },
    "revoke_none_found": {
        "en": "{path}: {place}: no revoke in its play",
        "zh": "{path}：{place}：打牌过程中没有藏牌",
    },
    "revoke_several": {
        "en": "{path}: board {board}: several records with a revoke ({choices}): choose one "
        "with --table or --record",
        "zh": "{path}：第{board}副有多个含藏牌的记录（{choices}）：请用 --table 或 --record "
        "选择一个",
    },
    "revoke_needs_play": {
        "en": "give an event file and --board, or --hands, --trump, --declarer and the "
        "--history of the tricks",
        "zh": "请给出比赛文件和 --board，或给出 --hands、--trump、--declarer 以及各墩的 --history",
    },
    "revoke_needs_lead": {
        "en": "--lead is needed when no --history trick is given",
        "zh": "没有给出 --history 时需要 --lead",
    },
    "revoke_result_played": {
        "en": "--result is for a play that ended in a claim; here every card was played",
        "zh": "--result 用于以声称结束的打牌；此处所有牌都已打出",
    },
    "revoke_not_13": {
        "en": "the hands hold {held} cards each at the first trick typed and {won} tricks "
        "were won before it (--won): that is not 13",
        "zh": "输入的第一墩开始时每家有{held}张牌，此前已赢得{won}墩（--won）：合计不是13",
    },
    "revoke_bad_leader": {
        "en": "--history trick {number} is led by {leader}, but {winner} won the trick before "
        "it (or led first)",
        "zh": "--history 第{number}墩由{leader}引牌，但上一墩由{winner}赢得（或由其首引）",
    },
    "claim_bad_layouts": {
        "en": "--layouts must be 0 to 100000, not {layouts}",
        "zh": "--layouts 必须在0至100000之间，而不是{layouts}",
    },
    "check_bad_jobs": {
        "en": "--jobs {jobs}: give a number of processes, 0 for one per core",
        "zh": "--jobs {jobs}：请给出进程数，0 表示每个处理器核心一个进程",
    },
    "check_jobs_or_scheduler": {
        "en": "--jobs and --scheduler are alternatives: the cluster's workers set the parallelism",
        "zh": "--jobs 与 --scheduler 只能选用其一：并行程度由集群的工作进程决定",
    },
    "check_no_folder": {
        "en": "{option} {path}: its folder does not exist",
        "zh": "{option} {path}：所在的文件夹不存在",
    },
    "check_needs_dask": {
        "en": "--scheduler needs Dask distributed: pip install 'adjudicator[cluster]'",
        "zh": "使用 --scheduler 需要安装 Dask distributed：pip install 'adjudicator[cluster]'",
    },
    "check_no_scheduler": {
        "en": "cannot reach the Dask scheduler {scheduler}: {problem}",
        "zh": "无法连接 Dask 调度器 {scheduler}：{problem}",
    },
    "cli_cannot_write": {
        "en": "{option} {path}: cannot write the report: {problem}",
        "zh": "{option} {path}：无法写入报告：{problem}",
    },
    "cli_option_value_problem": {
        "en": "{option} {value}: {problem}",
        "zh": "{option} {value}：{problem}",
    },
    "claim_report_law70": {
        "en": "--report is for a Law 70 ruling, not --concession/--acquiesced",
        "zh": "--report 只用于第70条的裁决，不用于 --concession 或 --acquiesced",
    },
    "claim_replay_alone": {
        "en": "--replay takes the claim from the record: drop {given}",
        "zh": "--replay 从裁决记录中取得声称：请去掉{given}",
    },
    "claim_report_kind": {
        "en": "--report {path}: name an .html or a .pdf file",
        "zh": "--report {path}：请给出扩展名为 .html 或 .pdf 的文件",
    },
    "replay_reproduced": {
        "en": "adjudicate claim: {path}: the ruling is reproduced exactly{note}",
        "zh": "adjudicate claim：{path}：裁决与记录完全相同{note}",
    },
    "replay_versions": {
        "en": " (recorded by version {recorded}, replayed by {running})",
        "zh": "（记录由{recorded}版制作，以{running}版重新裁决）",
    },
    "replay_differs": {
        "en": "adjudicate claim: {path}: the ruling differs from the record (recorded by "
        "version {recorded}, replayed by {running}): {differences}",
        "zh": "adjudicate claim：{path}：裁决与记录不同（记录由{recorded}版制作，"
        "以{running}版重新裁决）：{differences}",
    },
    # ---- issue 31 (first hour): the command line in every language ----
    "argparse_error": {
        "en": "{prog}: {message} (see {prog} --help)",
        "zh": "{prog}：{message}（参见 {prog} --help）",
    },
    "argparse_unrecognized": {
        "en": "unrecognized arguments: {arguments}",
        "zh": "无法识别的参数：{arguments}",
    },
    "argparse_required": {
        "en": "the following arguments are required: {arguments}",
        "zh": "缺少必需的参数：{arguments}",
    },
    "argparse_one_required": {
        "en": "one of the arguments {arguments} is required",
        "zh": "必须给出以下参数之一：{arguments}",
    },
    "argparse_ambiguous": {
        "en": "ambiguous option: {option} could match {matches}",
        "zh": "选项{option}有歧义，可能是：{matches}",
    },
    "argparse_argument": {
        "en": "argument {argument}: {problem}",
        "zh": "参数{argument}：{problem}",
    },
    "argparse_expected_one": {"en": "expected one argument", "zh": "需要一个值"},
    "argparse_expected_at_most_one": {
        "en": "expected at most one argument",
        "zh": "至多需要一个值",
    },
    "argparse_expected_at_least_one": {
        "en": "expected at least one argument",
        "zh": "至少需要一个值",
    },
    "argparse_expected_count": {"en": "expected {count} arguments", "zh": "需要{count}个值"},
    "argparse_invalid_choice": {
        "en": "invalid choice: {value} (choose from {choices})",
        "zh": "无效的选择：{value}（可选：{choices}）",
    },
    "argparse_invalid_value": {"en": "invalid {kind} value: {value}", "zh": "无效的值：{value}"},
    "argparse_not_allowed": {
        "en": "not allowed with argument {other}",
        "zh": "不能与参数{other}同时使用",
    },
    "argparse_explicit_ignored": {
        "en": "ignored explicit argument {value}",
        "zh": "此选项不取值，却给了值{value}",
    },
    "argparse_other": {"en": "{message}", "zh": "命令行有误：{message}"},
    "cli_description": {
        "en": "Rule on disputed bridge claims by the laws' normal-line test and compute "
        "adjusted scores.",
        "zh": "依法律的正常打法检验裁决有争议的桥牌声称，并计算调整分数。",
    },
    "cli_command_check": {
        "en": "check every claim in event files (PBN/LIN): normal-line test and double dummy",
        "zh": "检查赛事文件（PBN/LIN）中的每个声称：正常打法检验与双明手检查",
    },
    "cli_command_claim": {
        "en": "rule on a contested claim (Law 70; 69 and 71 for concessions)",
        "zh": "裁决有争议的声称（第70条；承让用第69条与第71条）",
    },
    "cli_command_revoke": {
        "en": "rule on a revoke: established? the trick transfer, and equity (Laws 61-64)",
        "zh": "裁决藏牌：是否成立、牌墩转移及公平补偿（第61至64条）",
    },
    "cli_command_score": {"en": "a contract's score (Law 77)", "zh": "定约的计分（第77条）"},
    "cli_command_adjust": {
        "en": "score a traveller with adjusted lines (Law 12C, 86, 88)",
        "zh": "为含调整结果的记分单计分（第12条C款、第86条、第88条）",
    },
    "cli_command_candidates": {
        "en": "double-dummy and single-dummy results of candidate contracts (Law 12C2, 12C3)",
        "zh": "候选定约的双明手与单明手结果（第12条C款2、第12条C款3）",
    },
    "cli_command_serve": {
        "en": "the director's table page (a local web application)",
        "zh": "裁判的桌边页面（本机网页应用）",
    },
    "cli_about_score": {
        "en": "Print the declaring side's score for a contract (Law 77). Give the tricks with "
        "--tricks, or write the result into the contract ('4SX-2', '3NT=', '4H+1', or "
        "the tricks: '4H10').",
        "zh": "给出定约中庄家方的分数（第77条）。用--tricks给出墩数，或把结果写进定约"
        "（“4SX-2”“3NT=”“4H+1”，或墩数：“4H10”）。",
    },
    "cli_examples_score": {
        "en": "examples: adjudicate score 4SX S --vul NS --tricks 8   →  4♠X by S, NS "
        "vulnerable, 8 tricks: −500 for N-S;  adjudicate score 4SX-2 S --vul NS --format "
        "{number}   →  -500",
        "zh": "示例：adjudicate score 4SX S --vul NS --tricks 8 →  4♠加倍，庄家南，南北有局，"
        "8墩：南北−500；adjudicate score 4SX-2 S --vul NS --format {number} → -500",
    },
    "option_score_contract": {
        "en": "e.g. 4S, 4SX, 3NTXX, or with a result: 4SX-2, 3NT=",
        "zh": "例如4S、4SX、3NTXX，或连同结果：4SX-2、3NT=",
    },
    "option_score_declarer": {
        "en": "N, E, S or W (may be in CONTRACT)",
        "zh": "N、E、S 或 W（也可写在定约中）",
    },
    "option_score_vul": {
        "en": "{none}, NS, EW or {all} (default {none})",
        "zh": "局况：{none}（双方无局）、NS、EW 或 {all}（默认{none}）",
    },
    "option_score_board": {
        "en": "take the vulnerability from this board",
        "zh": "按此牌号确定局况",
    },
    "option_score_tricks": {"en": "the declaring side's tricks, 0-13", "zh": "庄家方的墩数，0至13"},
    "option_score_ns": {"en": "give North-South's score", "zh": "给出南北方的分数"},
    "option_score_format": {
        "en": "{text}: what was scored and the score; {number}: the bare score, for scripts; "
        "{json}: every field",
        "zh": "{text}：计分的内容与分数；{number}：仅分数，供脚本使用；{json}：所有字段",
    },
    "option_score_lang": {
        "en": "language of the messages: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "信息的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）",
    },
    "option_check_paths": {"en": "PBN/LIN files or folders", "zh": "PBN/LIN文件或文件夹"},
    "option_check_format": {
        "en": "what standard output carries (default: {text}; only the summary when --out is "
        "given)",
        "zh": "标准输出的内容（默认：{text}；给出--out时只输出摘要）",
    },
    "option_check_jobs": {
        "en": "worker processes (default 1; 0 = one per core)",
        "zh": "工作进程数（默认1；0为每个处理器核心一个）",
    },
    "option_check_scheduler": {
        "en": "{dask} distributed scheduler, e.g. {scheduler}",
        "zh": "{dask}分布式调度器，例如{scheduler}",
    },
    "option_check_out": {
        "en": "resumable JSON Lines output (appended; done claims skipped)",
        "zh": "可续接的JSON行输出（追加写入；已完成的声称跳过）",
    },
    "option_check_html": {"en": "write the HTML report there", "zh": "在此写出网页报告"},
    "option_check_budget_ms": {
        "en": "normal-line search budget per claim, ms of CPU time (default 1800)",
        "zh": "每个声称的正常打法搜索时限，以处理器时间的毫秒计（默认1800）",
    },
    "option_check_dd_only": {
        "en": "double-dummy check only (no normal-line test)",
        "zh": "只做双明手检查（不做正常打法检验）",
    },
    "option_check_class": {
        "en": "judge every claim as this class of player",
        "zh": "按此选手级别裁决每个声称",
    },
    "option_check_class_for": {
        "en": "class of player for events or folders matching {pattern}",
        "zh": "名称符合{pattern}的赛事或文件夹所用的选手级别",
    },
    "option_check_lang": {
        "en": "language of the lines, the summary, the reports and their ruling texts: {en}, "
        "{zh} (Simplified) or {hant} (Traditional)",
        "zh": "各行、摘要、报告及其裁决文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}"
        "（繁体中文）",
    },
    "option_check_verbose": {
        "en": "log each file as it is checked (workers' logs included)",
        "zh": "检查每个文件时记录日志（包括工作进程的日志）",
    },
    "option_revoke_event": {
        "en": "PBN or LIN event file holding the board",
        "zh": "含此牌的PBN或LIN赛事文件",
    },
    "option_revoke_board": {"en": "board number in the event file", "zh": "赛事文件中的牌号"},
    "option_revoke_table": {
        "en": "table or room ({open}/{closed}) when a board has several",
        "zh": "一副牌有多桌时的桌号或开闭室（{open}/{closed}）",
    },
    "option_revoke_record": {
        "en": "the board's record number in the file",
        "zh": "此牌在文件中的记录号",
    },
    "option_revoke_hands": {
        "en": "cards still held, PBN style ({no_hands} when none)",
        "zh": "仍持有的牌，PBN格式（没有时写作{no_hands}）",
    },
    "option_revoke_trump": {"en": "S, H, D, C or NT", "zh": "将牌：S、H、D、C 或 NT"},
    "option_revoke_lead": {
        "en": "seat that led the first trick typed (default: the leader named in the first "
        "--history)",
        "zh": "所输入第一墩的首家方位（默认：第一个--history所给的首家）",
    },
    "option_revoke_history": {"en": "a trick played, oldest first", "zh": "已打的一墩，按时间先后"},
    "option_revoke_trick": {
        "en": "cards of an unfinished last trick",
        "zh": "最后一墩未完成时已出的牌",
    },
    "option_revoke_declarer": {"en": "declarer's seat", "zh": "庄家的方位"},
    "option_revoke_contract": {
        "en": "contract, e.g. 4SX (gives the result and score)",
        "zh": "定约，例如4SX（据此给出结果与分数）",
    },
    "option_revoke_vul": {
        "en": "{none}, NS, EW or {all}",
        "zh": "局况：{none}（双方无局）、NS、EW 或 {all}",
    },
    "option_revoke_won": {
        "en": "tricks won before the first trick typed: {won}",
        "zh": "所输入第一墩之前已赢得的墩数：{won}",
    },
    "option_revoke_result": {
        "en": "the declaring side's total when the play ended in a claim",
        "zh": "打牌以声称结束时庄家方的总墩数",
    },
    "option_revoke_discovered": {
        "en": "when attention was drawn to the revoke (64B4, 64B5)",
        "zh": "何时提请注意此藏牌（第64条B款4、第64条B款5）",
    },
    "option_revoke_faced": {
        "en": "a card faced on the table, e.g. a penalty card (64B3)",
        "zh": "亮在桌上的牌，例如罚牌（第64条B款3）",
    },
    "option_revoke_budget_ms": {
        "en": "search budget of each side's 64C searches, in ms of the searching thread's CPU "
        "time (default 1800)",
        "zh": "双方各自第64条C款搜索的时限，以搜索线程处理器时间的毫秒计（默认1800）",
    },
    "option_adjust_traveller": {
        "en": "traveller file ('-' for stdin)",
        "zh": "记分单文件（“-”表示标准输入）",
    },
    "option_adjust_results": {
        "en": "instead of a file: each table's result ('4S= N') or North-South score, tables "
        "numbered 1, 2, ...",
        "zh": "不用文件时：各桌的结果（'4S= N'）或南北方分数，桌号依次为1、2……",
    },
    "option_adjust_adj": {
        "en": "an adjusted line, e.g. {adj_example} (repeatable)",
        "zh": "调整后的结果，例如{adj_example}（可重复）",
    },
    "option_adjust_vul": {
        "en": "{none}, NS, EW or {all} (overrides the file)",
        "zh": "局况：{none}、NS、EW 或 {all}（优先于文件）",
    },
    "option_adjust_board": {
        "en": "board number (sets the vulnerability)",
        "zh": "牌号（据此确定局况）",
    },
    "option_adjust_form": {
        "en": "{pairs} (matchpoints), {teams}, {knockout} (teams with Law 86B), {cross_imps} "
        "or {butler} (pairs by IMPs)",
        "zh": "{pairs}（比赛分）、{teams}（队式）、{knockout}（依第86条B款的队式淘汰赛）、"
        "{cross_imps}或{butler}（以国际比赛分计的双人赛）",
    },
    "option_adjust_expected": {
        "en": "Neuberg-factor to this many results",
        "zh": "按纽伯格公式折算到此结果数",
    },
    "option_adjust_lang": {
        "en": "language of the text: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）",
    },
    "option_candidates_deal": {
        "en": "the deal, PBN style: {hands}",
        "zh": "牌张分配，PBN格式：{hands}",
    },
    "option_candidates_vul": {
        "en": "{none}, NS, EW or {all} (default {none})",
        "zh": "局况：{none}、NS、EW 或 {all}（默认{none}）",
    },
    "option_candidates_board": {
        "en": "take the vulnerability from this board",
        "zh": "按此牌号确定局况",
    },
    "option_candidates_contract": {
        "en": 'a candidate, e.g. "4S N", "3NTX S" or {lead_example} (repeat)',
        "zh": "一个候选定约，例如“4S N”、“3NTX S”或{lead_example}（可重复）",
    },
    "option_candidates_lead": {
        "en": "opening lead of the --contract before it, e.g. {card}",
        "zh": "其前--contract的首攻，例如{card}",
    },
    "option_candidates_won": {
        "en": "tricks already won, for a deal of fewer than 13 cards a hand",
        "zh": "已赢得的墩数，用于每手少于13张牌的牌局",
    },
    "option_candidates_offenders": {
        "en": "NS or EW: the offending side (Law 12C2)",
        "zh": "NS 或 EW：违规方（第12条C款2）",
    },
    "option_candidates_likely": {
        "en": 'a likely result, e.g. "4S= N" (repeat, or separate by commas)',
        "zh": "一个可能的结果，例如“4S= N”（可重复，或以逗号分隔）",
    },
    "option_candidates_probable": {
        "en": 'a result at all probable, e.g. "4S-1 N"',
        "zh": "一个略有可能的结果，例如“4S-1 N”",
    },
    "option_candidates_field": {
        "en": "North-South scores of the other tables, e.g. 620,650,-100",
        "zh": "其他各桌的南北方分数，例如620,650,-100",
    },
    "option_candidates_form": {
        "en": "score against the field in matchpoints or IMPs",
        "zh": "以比赛分或国际比赛分与场上比较计分",
    },
    "option_candidates_weights": {
        "en": "round the Law 12C3 proposal to {sixths} or {tenths} (default {tenths})",
        "zh": "将第12条C款3的建议取整为{sixths}（六分之一）或{tenths}（十分之一）（默认{tenths}）",
    },
    "option_candidates_layouts": {
        "en": "layouts of the unseen cards each choice is valued over (default 50)",
        "zh": "评估每个选择所用的未见牌牌型数（默认50）",
    },
    "option_candidates_seed": {
        "en": "the seed of the layouts: the same seed gives the same answers",
        "zh": "牌型的随机种子：种子相同则答案相同",
    },
    "option_candidates_dd_defence": {
        "en": "the defenders see all four hands (for comparison)",
        "zh": "防守方看得见四手牌（供比较）",
    },
    "option_candidates_hcp": {
        "en": "a defender's high-card points from the auction, e.g. E:11-15",
        "zh": "由叫牌推断的某防守者的大牌点，例如E:11-15",
    },
    "option_candidates_length": {
        "en": "a defender's length in a suit, e.g. E:H:5+ or W:S:0-1",
        "zh": "某防守者某门花色的张数，例如E:H:5+ 或 W:S:0-1",
    },
    "option_candidates_lang": {
        "en": "language of the text: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）",
    },
    "option_serve_host": {
        "en": "address to listen on (default: 127.0.0.1, this computer only)",
        "zh": "监听的地址（默认：127.0.0.1，仅本机）",
    },
    "option_serve_port": {"en": "port (default: 8000)", "zh": "端口（默认：8000）"},
    "option_serve_workers": {
        "en": "worker processes for the searches (default: one per core)",
        "zh": "用于搜索的工作进程数（默认：每个处理器核心一个）",
    },
    "option_serve_budget_ms": {
        "en": "a ruling's time budget when the request gives none (default: 5000)",
        "zh": "请求未给出时一次裁决的时限（默认：5000）",
    },
    "option_serve_max_budget_ms": {
        "en": "the largest budget a request may ask for (default: 30000)",
        "zh": "请求可要求的最大时限（默认：30000）",
    },
    "option_serve_max_body": {
        "en": "the largest request (default: 2 MiB, an event file)",
        "zh": "请求的最大大小（默认：2兆字节，一个赛事文件）",
    },
    "option_serve_nodes_per_ms": {
        "en": "search nodes a ruling gets per ms of its budget (default: half the engine's "
        "rate measured in each worker; lower it on a busy machine)",
        "zh": "裁决时限每毫秒可用的搜索节点数（默认：各工作进程实测引擎速度的一半；"
        "机器繁忙时应调低）",
    },
    "option_claim_event": {
        "en": "PBN or LIN event file holding the claim",
        "zh": "含此声称的PBN或LIN赛事文件",
    },
    "option_claim_board": {"en": "board number in the event file", "zh": "赛事文件中的牌号"},
    "option_claim_table": {
        "en": "table or room ({open}/{closed}) when a board has several",
        "zh": "一副牌有多桌时的桌号或开闭室（{open}/{closed}）",
    },
    "option_claim_record": {
        "en": "the board's record number in the file, when a board has several results and "
        "no table names (as {check} lists them)",
        "zh": "一副牌有多个结果而无桌名时，其在文件中的记录号（如{check}所列）",
    },
    "option_claim_hands": {
        "en": "remaining hands, PBN style: {hands}; the first letter names the first hand's "
        "seat, the others follow clockwise ({hands_south})",
        "zh": "剩余的手牌，PBN格式：{hands}；首字母为第一手牌的方位，其余按顺时针排列"
        "（{hands_south}）",
    },
    "option_claim_trump": {
        "en": "S, H, D, C or NT (default: the contract's strain)",
        "zh": "将牌：S、H、D、C 或 NT（默认：定约的花色）",
    },
    "option_claim_lead": {
        "en": "seat that led the trick in progress (N E S W)",
        "zh": "进行中这一墩的首家方位（N E S W）",
    },
    "option_claim_claimer": {
        "en": "seat that claimed (default: declarer)",
        "zh": "声称者的方位（默认：庄家）",
    },
    "option_claim_claims": {
        "en": "remaining tricks claimed for the claimer's side",
        "zh": "声称方声称的剩余墩数",
    },
    "option_claim_trick": {
        "en": "cards already on the trick, e.g. {cards}",
        "zh": "这一墩已出的牌，例如{cards}",
    },
    "option_claim_statement": {"en": "what the claimer said", "zh": "声称者所说的话"},
    "option_claim_after_claim": {
        "en": "cards played after the claim, as evidence (practice row 17)",
        "zh": "声称之后打出的牌，作为证据（惯例第17条）",
    },
    "option_claim_shown_out": {"en": "a show-out the director states", "zh": "裁判确认的示缺"},
    "option_claim_history": {
        "en": "an earlier trick, its leader first",
        "zh": "之前的一墩，首家的牌在先",
    },
    "option_claim_contract": {
        "en": "contract, e.g. 4SX (gives the result and score; its strain is the trump)",
        "zh": "定约，例如4SX（据此给出结果与分数；其花色即将牌）",
    },
    "option_claim_declarer": {
        "en": "declarer's seat (with --contract)",
        "zh": "庄家的方位（与--contract一同使用）",
    },
    "option_claim_vul": {
        "en": "{none}, NS, EW or {all} (default {none})",
        "zh": "局况：{none}（双方无局）、NS、EW 或 {all}（默认{none}）",
    },
    "option_claim_won": {
        "en": "tricks won before the claim: {won} (needed with --contract once a trick is "
        "complete, unless --history gives every completed trick)",
        "zh": "声称前已赢得的墩数：{won}（有--contract且已有完成的一墩时必须给出，"
        "除非--history给出了每个已完成的墩）",
    },
    "option_claim_class": {
        "en": "class of player (default: {expert} when the event file names a championship, "
        "else {club})",
        "zh": "选手级别（默认：赛事文件名为锦标赛时为{expert}，否则为{club}）",
    },
    "option_claim_rules": {
        "en": "rule set (default: {seed1997})",
        "zh": "规则集（默认：{seed1997}）",
    },
    "option_claim_concession": {
        "en": "judge a request to cancel the claimer's concession (Law 71)",
        "zh": "裁决撤销声称者承认的请求（第71条）",
    },
    "option_claim_acquiesced": {
        "en": "judge the opponents' request to withdraw acquiescence (Law 69)",
        "zh": "裁决对方撤回默认的请求（第69条）",
    },
    "option_claim_timely": {
        "en": "raised before the next board's call / end of round (71C)",
        "zh": "在下一副牌叫牌前或本轮结束前提出（第71条C款）",
    },
    "option_claim_actually_won": {
        "en": "tricks in question the side had in fact already won",
        "zh": "争议牌墩中该方实际已赢得的墩数",
    },
    "option_claim_not_normal": {
        "en": "rule a doubtful point not normal for this player and rule again without it: "
        "{point} as the ruling lists it ({point_example}; trick 1 is the one at the "
        "claim); repeatable",
        "zh": "将一个疑点裁定为对此选手不属正常，并在排除它后重新裁决：按裁决所列写作"
        "{point}（{point_example}；第1墩为声称时的那一墩）；可重复",
    },
    "option_claim_budget_ms": {
        "en": "search budget for the ruling in ms of CPU time (default 1800); past it the "
        "ruling is undecided, with bounds (exit status 3)",
        "zh": "裁决的搜索时限，以处理器时间的毫秒计（默认1800）；超出则裁决未定，"
        "给出界限（退出状态3）",
    },
    "option_claim_no_outcomes": {
        "en": "skip listing every distinct normal-line result",
        "zh": "不列出每个不同的正常打法结果",
    },
    "option_claim_layouts": {
        "en": "layouts simulated for a guess (Law 12C3; default 1000 where the rule set "
        "weights, else none unless asked; 0: none)",
        "zh": "为猜测模拟的牌型数（第12条C款3；规则集采用加权时默认1000，否则除非要求"
        "不模拟；0：不模拟）",
    },
    "option_claim_seed": {"en": "the simulation's seed", "zh": "模拟的随机种子"},
    "option_claim_weights": {
        "en": "simulate a guess and round its weights to {sixths} or {tenths} (default {sixths})",
        "zh": "模拟猜测，并将权重取整为{sixths}（六分之一）或{tenths}（十分之一）（默认{sixths}）",
    },
    "option_claim_format": {
        "en": "{json}: the ruling record ({record_doc})",
        "zh": "{json}：裁决记录（{record_doc}）",
    },
    "option_claim_lang": {
        "en": "language of the text: {en}, {zh} (Simplified) or {hant} (Traditional)",
        "zh": "文字的语言：{en}（英文）、{zh}（简体中文）或 {hant}（繁体中文）",
    },
    "option_claim_replay": {
        "en": "rule again from a ruling record and check it is reproduced",
        "zh": "依裁决记录重新裁决，并检查结果是否相同",
    },
    "option_claim_report": {
        "en": "write the one-page committee report (in --lang)",
        "zh": "写出一页的仲裁委员会报告（以--lang的语言）",
    },
    "option_claim_candidates": {
        "en": "show in the --report the Law 12C candidates of this record "
        "(adjudicate candidates --format json), the line behind each result",
        "zh": "在--report中列出此记录（adjudicate candidates的记录输出）中第12条C款的"
        "各候选定约，以及每个结果背后的打法",
    },
    "option_claim_about": {
        "en": "the report's identification of the case: {about} (e.g. {about_example}); repeatable",
        "zh": "报告中本案的标识，例如{about_example}；可重复",
    },
    "option_class": {
        "en": "class of player whose normal play is judged (default {default})",
        "zh": "所检验其正常打法的选手级别（默认{default}）",
    },
    "option_rules": {
        "en": "rule set: which authority's laws and guidance apply (default {default})",
        "zh": "规则集：适用哪个机构的法律与指引（默认{default}）",
    },
    "option_format": {
        "en": "{text} for people, {json} for programs (default {default})",
        "zh": "{text}供人阅读，{json}供程序读取（默认{default}）",
    },
    "option_lang": {
        "en": "language of the output and the errors: {en}, {zh} (Simplified), {hant} "
        "(Traditional) (default {default})",
        "zh": "输出与错误信息的语言：{en}（英文）、{zh}（简体中文）、{hant}（繁体中文）"
        "（默认{default}）",
    },
    "help_usage": {"en": "usage: ", "zh": "用法："},
    "help_command": {"en": "COMMAND", "zh": "命令"},
    "help_positionals": {"en": "positional arguments", "zh": "位置参数"},
    "help_options": {"en": "options", "zh": "选项"},
    "help_help": {"en": "show this help message and exit", "zh": "显示此帮助信息并退出"},
    "help_version": {
        "en": "show the program's version number and exit",
        "zh": "显示程序的版本号并退出",
    },
    "cli_about_claim": {
        "en": (
            "adjudicate claim — the ruling on one contested claim.\n"
            "\n"
            "From an event file (the play before the claim comes from the file):\n"
            "\n"
            "    {claim_example_event}\n"
            "\n"
            "or from the position typed in at the table:\n"
            "\n"
            "    {claim_example_hands}\n"
            "\n"
            "--hands gives the cards still held (not those already on the trick in progress,\n"
            "which --trick lists in play order from --lead) as a PBN deal: the letter before\n"
            "the colon names the seat of the first hand and the others follow clockwise, so\n"
            "{hands_south} is read South, West, North, East (PBN 2.1, section 3.4.11); the\n"
            "hand diagram of the ruling shows each seat's cards as read.  --claims is how many "
            "of\n"
            "the remaining tricks the claimer's side claims (fewer than all concedes the rest).\n"
            "\n"
            "With --contract and --declarer the ruling also gives the result and its score.\n"
            "The contract sets the trump (--trump may be left out; if given, it must agree), "
            "and a\n"
            "result needs the tricks each side won before the claim: --won {won},\n"
            "counted from --history when every completed trick is typed in, 0,0 at trick one.\n"
            "\n"
            "With an event file the position and the board come from the file: --hands,\n"
            "--trump, --lead, --trick, --history, --shown-out, --contract,\n"
            "--declarer, --vul and --won are refused there rather than ignored.\n"
            "\n"
            "Facts that contradict each other (a show-out by a player who still holds the suit, "
            "an\n"
            "earlier trick whose cards are still held, a revoke in the history, tricks that do "
            "not\n"
            "add up to 13, a statement naming a card not held) are refused with one line naming "
            "the\n"
            "fact: such a claim is never ruled.\n"
            "\n"
            "Laws 69 and 71: --concession judges a request to cancel a concession (--claims\n"
            "tricks kept by the conceding side --claimer), --acquiesced a request by the\n"
            "claimer's opponents to withdraw their acquiescence; --timely says the request came\n"
            "before the next board's call or the end of the round, --actually-won N how many of\n"
            "the tricks in question the side had in fact already won.\n"
            "\n"
            "Law 12C3 (practice row 20): when the normal lines part at a guess of the claimer's "
            "side,\n"
            "the guess is simulated single dummy over --layouts layouts of the cards the claimer\n"
            "could not see (--seed reproduces them) and the weights a committee could give are\n"
            "shown, rounded to --weights ({sixths} or {tenths}): a proposal beside the single "
            "result\n"
            "under --rules {rules_ebu} and {rules_wbf2017} (simulated by default, 1000 "
            "layouts), information\n"
            "under {seed1997} and {rules_acbl} (simulated only when asked for: --weights or\n"
            "--layouts N).  --layouts 0 simulates none.\n"
            "\n"
            "--budget-ms {ms} bounds the search: milliseconds of the searching thread's CPU time\n"
            "(default 1800; other jobs on the machine do not use it up), read as adjudicate "
            "check\n"
            "reads it.  It is searched as the nodes this machine searches in that time, "
            "measured once\n"
            "per run, and the ruling record keeps that node count, so --replay repeats the "
            "ruling\n"
            "exactly on any machine.  A ruling whose search needs more says so: it is "
            "*undecided*,\n"
            "gives the bounds it proved and no score.\n"
            "\n"
            "Doubtful points: the ruling lists the choices of the claimer's side its worst "
            "normal line\n"
            "depends on, each with a code ({point_doubt}: trick 3 counted from the claim, "
            "South, the\n"
            "♥3 or ♥2).  A committee that finds one not normal for this player rules again with\n"
            "--not-normal {point_doubt} (Law 70A; the footnote to Laws 69-71).\n"
            "\n"
            "For a committee: --format {json} prints the ruling record ({record_doc}:\n"
            "the position, the claim, the source, the decision, every line trick by trick, the "
            "tool\n"
            "version), and --replay {ruling_json} rules again from such a record, says whether "
            "the\n"
            "ruling is reproduced exactly (exit status 1 when it is not) and prints it.\n"
            "--report {file_html} (or {file_pdf}, printed by {chromium}) writes the one-page\n"
            "committee report in --lang; with --candidates {candidates_json} (the record of\n"
            "{candidates_format_json}) it also shows each Law 12C candidate contract's\n"
            "results with the line behind each.\n"
            "\n"
            "Exit status: 0 the claim is ruled (upheld or tricks to the opponents); 1 "
            "(--replay) the\n"
            "ruling differs from its record; 2 bad input (one line on standard error); 3 "
            "undecided —\n"
            "the search stopped at its budget (bounds shown, no score: rule again with a larger\n"
            "--budget-ms).\n"
        ),
        "zh": (
            "adjudicate claim——对一个有争议的声称作出裁决。\n"
            "\n"
            "根据比赛文件（声称之前的打牌过程取自文件）：\n"
            "\n"
            "    {claim_example_event}\n"
            "\n"
            "或根据在牌桌上输入的局面：\n"
            "\n"
            "    {claim_example_hands}\n"
            "\n"
            "--hands 以PBN牌局的格式给出仍持有的牌（不含进行中这一墩已出的牌，这些牌由 --trick\n"
            "从 --lead 起按出牌顺序列出）：冒号前的字母为第一手牌的方位，其余按顺时针排列，\n"
            "因此{hands_south}依次读作南、西、北、东（PBN 2.1第3.4.11节）；裁决中的牌图按\n"
            "读入的结果显示各家的牌。--claims 为声称方声称的剩余墩数（少于全部即承认其余各墩）。\n"
            "\n"
            "给出 --contract 和 --declarer 时，裁决还给出结果及其分数。定约决定将牌（可省略\n"
            "--trump；若给出，必须与定约一致）；计算结果需要双方在声称之前各自赢得的墩数：\n"
            "--won {won}，如已输入每个完成的墩则由 --history 算出，在第一墩时为0,0。\n"
            "\n"
            "使用比赛文件时，局面与牌号取自文件：--hands、--trump、--lead、--trick、--history、\n"
            "--shown-out、--contract、--declarer、--vul 和 --won 在此会被拒绝，而不是被忽略。\n"
            "\n"
            "相互矛盾的事实（仍持有某花色的牌手却示缺，之前某墩的牌仍在手中，历史中有藏牌，\n"
            "墩数合计不为13，陈述中提到未持有的牌）会被拒绝，并以一行文字指明该事实：这样的\n"
            "声称绝不会被裁决。\n"
            "\n"
            "第69条和第71条：--concession 裁决撤销承认的请求（承认方 --claimer 保留 --claims\n"
            "墩），--acquiesced 裁决声称者的对手撤回默认的请求；--timely 表示请求在下一副牌\n"
            "叫牌之前或本轮结束之前提出，--actually-won N 为争议牌墩中该方实际已赢得的墩数。\n"
            "\n"
            "第12条C款3（惯例第20条）：当正常打法在声称方的一次猜测处分岔时，以单明手方式在\n"
            "声称者看不见的牌的 --layouts 种牌型上模拟该猜测（--seed 可重现这些牌型），并显示\n"
            "仲裁委员会可给出的权重，取整为 --weights（{sixths}或{tenths}）：在 --rules "
            "{rules_ebu}\n"
            "和{rules_wbf2017}下作为单一结果之外的建议（默认模拟，1000种牌型），在{seed1997}和\n"
            "{rules_acbl}下仅供参考（仅在要求时模拟：--weights 或 --layouts N）。--layouts 0\n"
            "表示不模拟。\n"
            "\n"
            "--budget-ms {ms} 限定搜索：以搜索线程处理器时间的毫秒计（默认1800；机器上的其他\n"
            "任务不会耗用它），与 adjudicate check 的读法相同。搜索量为本机在这段时间内可搜索的\n"
            "节点数，每次运行测量一次，裁决记录保存该节点数，因此 --replay 可在任何机器上完全\n"
            "重现裁决。搜索需要更多节点的裁决会如实说明：裁决“未定”，给出已证明的界限，不给\n"
            "分数。\n"
            "\n"
            "疑点：裁决列出其最差正常打法所依赖的声称方的选择，每个附有一个代码（{point_doubt}：\n"
            "从声称起算的第3墩，南家，♥3或♥2）。仲裁委员会若认定其中一个对此选手不属正常，\n"
            "可用 --not-normal {point_doubt} 重新裁决（第70条A款；第69至71条的脚注）。\n"
            "\n"
            "供仲裁委员会使用：--format {json} 输出裁决记录（{record_doc}：局面、声称、来源、\n"
            "裁定、每条打法的逐墩过程、工具版本），--replay {ruling_json} 依这样的记录重新裁决，\n"
            "说明裁决是否完全重现（不能重现时退出状态为1），并将其输出。--report {file_html}\n"
            "（或 {file_pdf}，由{chromium}打印）以 --lang 的语言写出一页的仲裁委员会报告；加上\n"
            "--candidates {candidates_json}（{candidates_format_json} 的记录）时，还列出第12条\n"
            "C款各候选定约的结果及每个结果背后的打法。\n"
            "\n"
            "退出状态：0 声称已裁决（维持声称或将墩判给对方）；1（--replay）裁决与其记录不同；\n"
            "2 输入有误（在标准错误上输出一行）；3 未定——搜索在时限处停止（显示界限，不给\n"
            "分数：请用更大的 --budget-ms 重新裁决）。\n"
        ),
    },
    "cli_about_check": {
        "en": (
            "{check_usage} — every claim in the files, checked.\n"
            "\n"
            "For each claim: the claimed total, the double-dummy total from the claim position, "
            "the\n"
            "total on the worst normal line (the law's test, Law 70A) and a verdict.  Boards "
            "that\n"
            "cannot be replayed are listed as errors with their reason; a summary line counts "
            "boards\n"
            "read, claims and errors.\n"
            "\n"
            "  --jobs N              check files in N worker processes (0: one per core)\n"
            "  {check_scheduler}   run the per-file tasks on a Dask cluster "
            "({scheduler_example})\n"
            "  {check_out}   resumable output: a header line (options, inputs), then lines\n"
            "                        appended as files finish; a rerun skips the claims already\n"
            "                        there, supersedes the lines of files whose content changed,\n"
            "                        and refuses a file written with other options\n"
            "  --format              {text}, {jsonl}, {csv} or html on standard output (with "
            "--out and\n"
            "                        no --format, only the summary)\n"
            "  {check_html}    also write the HTML report there\n"
            "  {check_budget}        search budget per claim in ms of the searching thread's CPU\n"
            "                        time (default 1800); a claim that needs more is reported\n"
            "                        undecided, with bounds\n"
            "  --dd-only             the double-dummy check alone (no normal-line test)\n"
            "  {check_class}         judge every claim as this class of player ({expert}, "
            "{club},\n"
            "                        {novice})\n"
            "  {check_class_for}\n"
            "                        judge the claims of events or folders matching {pattern} (a\n"
            "                        glob, any case, against the event's name, the file or a\n"
            "                        folder) as {class}; repeat it, the first match wins.  "
            "Without\n"
            "                        either, a claim in an event whose name shows a championship\n"
            "                        ({spingold}, ... Championships, trials ...) is judged as an\n"
            "                        {expert}'s, any other as a {club} player's; every ruling "
            "says why.\n"
            "\n"
            "{ctrl_c} stops the run: what is done stays in --out (run the same command again to\n"
            "finish), and the exit status is 130.\n"
            "\n"
            "Inputs are read once: a pipe ({check_pipe}), a FIFO or a\n"
            "device is copied into the run's own folder as it is read (at most 256 MB, and no "
            "further\n"
            "than the first NUL byte).  A big file is checked in parts of at most 1 MB, each "
            "read on\n"
            "its own by one worker, so a worker's memory stays at a few hundred MB whatever the "
            "size\n"
            "of the file; with --out and no report on standard output, the main process keeps "
            "counts,\n"
            "not lines.\n"
        ),
        "zh": (
            "{check_usage}——检查文件中的每个声称。\n"
            "\n"
            "对每个声称：声称的总墩数、从声称局面计算的双明手总墩数、最差正常打法的总墩数\n"
            "（法律的检验，第70条A款）以及结论。无法重放的牌列为错误并附原因；摘要行统计\n"
            "读入的牌数、声称数和错误数。\n"
            "\n"
            "  --jobs N              在N个工作进程中检查文件（0：每个处理器核心一个）\n"
            "  {check_scheduler}   在 Dask 集群上运行每个文件的任务（{scheduler_example}）\n"
            "  {check_out}   可续跑的输出：一行标头（选项、输入），然后随文件完成追加\n"
            "                        各行；重新运行时跳过已有的声称，替换内容已改变的文件\n"
            "                        的各行，并拒绝以其他选项写出的文件\n"
            "  --format              标准输出的格式：{text}、{jsonl}、{csv} 或 html（给出 --out\n"
            "                        而不给 --format 时只输出摘要）\n"
            "  {check_html}    同时在该处写出网页报告\n"
            "  {check_budget}        每个声称的搜索时限，以搜索线程处理器时间的毫秒计（默认\n"
            "                        1800）；需要更多的声称报告为未定，并给出界限\n"
            "  --dd-only             只做双明手检查（不做正常打法检验）\n"
            "  {check_class}         按此选手级别裁决每个声称（{expert}、{club}、{novice}）\n"
            "  {check_class_for}\n"
            "                        赛事名、文件或文件夹与{pattern}（通配符，不分大小写）\n"
            "                        相匹配的赛事或文件夹中的声称按{class}裁决；可重复，以\n"
            "                        第一个匹配为准。两者都未给出时，赛事名表明是锦标赛\n"
            "                        （如{spingold}、各种锦标赛、选拔赛）的声称按{expert}\n"
            "                        裁决，其他按{club}裁决；每个裁决都说明理由。\n"
            "\n"
            "{ctrl_c} 停止运行：已完成的部分保留在 --out 中（再次运行同一命令即可完成），\n"
            "退出状态为130。\n"
            "\n"
            "输入只读一次：管道（{check_pipe}）、\n"
            "命名管道或设备在读取时复制到本次运行自己的文件夹中（最多256兆字节，且不超过\n"
            "第一个空字节）。大文件分成每部分最多1兆字节检查，每部分由一个工作进程单独读取，\n"
            "因此无论文件多大，工作进程的内存都保持在几百兆字节；给出 --out 且标准输出上\n"
            "没有报告时，主进程只保存计数，不保存各行。\n"
        ),
    },
    "cli_about_revoke": {
        "en": (
            "adjudicate revoke — the ruling on a revoke (Laws 61-64).\n"
            "\n"
            "From an event file (the play comes from the file):\n"
            "\n"
            "    {revoke_example_event}\n"
            "\n"
            "or typed at the table: the cards still held, the tricks played (oldest first, each "
            "with\n"
            "its leader), the cards of an unfinished trick, the declarer, and how the play "
            "ended —\n"
            "--result N the declaring side's total (after a claim, or with cards still held);\n"
            "nothing when every card has been played:\n"
            "\n"
            "    {revoke_example_typed}\n"
            "\n"
            "--won D,F counts the tricks each side won before the first trick typed.  The ruling\n"
            "shows each revoke, where it became established (Law 63), the transfer and its "
            "arithmetic\n"
            "(64A, 64B), the comparison with the play had the revoke not occurred (64C) and the\n"
            "result.  --discovered {discovered} says attention was drawn to the revoke\n"
            "late (64B4, 64B5); {faced} names a card that lay faced on the table (a penalty\n"
            "card: not playing it is 64B3, as for dummy's cards).\n"
        ),
        "zh": (
            "adjudicate revoke——对藏牌作出裁决（第61至64条）。\n"
            "\n"
            "根据比赛文件（打牌过程取自文件）：\n"
            "\n"
            "    {revoke_example_event}\n"
            "\n"
            "或在牌桌上输入：仍持有的牌、已打的各墩（按时间先后，每墩附首家）、未完成一墩的\n"
            "牌、庄家，以及打牌如何结束——--result N 为庄家方的总墩数（以声称结束，或仍有牌\n"
            "在手时）；每张牌都已打出时不必给出：\n"
            "\n"
            "    {revoke_example_typed}\n"
            "\n"
            "--won D,F 为所输入第一墩之前双方各自赢得的墩数。裁决显示每次藏牌、其成立之处\n"
            "（第63条）、墩的转移及其算法（第64条A款、第64条B款）、与未发生藏牌时的打牌的\n"
            "比较（第64条C款）以及结果。--discovered {discovered} 表示较晚才提请注意此藏牌\n"
            "（第64条B款4、第64条B款5）；{faced} 指明曾亮在桌上的牌（罚牌：不打出它属于\n"
            "第64条B款3，与明手的牌相同）。\n"
        ),
    },
    "cli_about_candidates": {
        "en": (
            "adjudicate candidates — what each contract would have produced (Law 12C2, 12C3).\n"
            "\n"
            "For an assigned score the director needs, for each contract the auction might have\n"
            "reached, what would have happened at this table had the irregularity not occurred. "
            " For\n"
            "every --contract this prints the double-dummy result (a reference) beside the "
            "results\n"
            "single-dummy play reaches on the actual deal: each player choosing his cards from "
            "what he\n"
            "can see, by their value over --layouts layouts of the cards he cannot see (drawn "
            "with\n"
            "--seed, limited by what the director reads from the auction: --hcp W:15-17,\n"
            "--length E:S:5+), the line played out on the real cards.  Where choices are close "
            "each\n"
            "is a normal alternative; each result gets its share, and the line (which choice, "
            "at which\n"
            "trick) behind it:\n"
            "\n"
            "    {candidates_example}\n"
            "\n"
            "Results whose share reaches the rule set's threshold are *likely* (one in three) "
            "or *at\n"
            "all probable* (one in six); the shares, rounded to --weights (tenths by default, or\n"
            "sixths), are the Law 12C3 proposal with its arithmetic.  With the offending side "
            "it gives\n"
            "each side its Law 12C2 score, from those results or from the director's own:\n"
            "\n"
            "        {candidates_example_offenders}\n"
            "\n"
            "The non-offenders get the most favourable likely result, the offenders the most\n"
            "unfavourable result that was at all probable; --field (the other tables' "
            "North-South\n"
            "scores) converts each to matchpoints ({form_mp}) or IMPs ({form_imps}).\n"
            "--dd-defence lets the defenders see all four hands, for comparison.\n"
        ),
        "zh": (
            "adjudicate candidates——各定约本会产生的结果（第12条C款2、第12条C款3）。\n"
            "\n"
            "为给出判定分，裁判需要知道：对于叫牌可能到达的每个定约，如未发生违规，本桌会\n"
            "发生什么。对每个 --contract，本命令输出双明手结果（作为参照），以及单明手打法在\n"
            "实际牌局上得到的结果：每位牌手依自己看得见的牌选择出牌，依据其在看不见的牌的\n"
            "--layouts 种牌型上的价值（由 --seed 抽取，并受裁判从叫牌中读出的信息限制：\n"
            "--hcp W:15-17、--length E:S:5+），再在真实的牌上打出该打法。各选择接近时，每个\n"
            "都是正常的选择；每个结果得到其份额，并附其背后的打法（哪个选择，在哪一墩）：\n"
            "\n"
            "    {candidates_example}\n"
            "\n"
            "份额达到规则集门槛的结果为“可能”（三分之一）或“略有可能”（六分之一）；份额\n"
            "取整为 --weights（默认十分之一，或六分之一），即第12条C款3的建议及其算法。给出\n"
            "违规方时，本命令依这些结果或裁判自己给出的结果，给出双方各自的第12条C款2分数：\n"
            "\n"
            "        {candidates_example_offenders}\n"
            "\n"
            "非违规方得到最有利的可能结果，违规方得到最不利的略有可能结果；--field（其他各桌\n"
            "的南北方分数）把每个结果换算成比赛分（{form_mp}）或国际比赛分（{form_imps}）。\n"
            "--dd-defence 让防守方看得见四手牌，供比较。\n"
        ),
    },
    "cli_about_serve": {
        "en": (
            "adjudicate serve — the director's table page on this computer.\n"
            "\n"
            "    {serve_usage}\n"
            "\n"
            "Open the address it prints in a browser: enter the position at the claim by "
            "clicking\n"
            "cards (or open an event file), rule, strike a doubtful point, print the committee "
            "report.\n"
            "The page and its JSON API ({serve_api}, {web_doc}) are served from this\n"
            "computer only (127.0.0.1) unless --host says otherwise; the page has no login, so a\n"
            "host other than the loopback lets anyone who can reach it use it (a warning says "
            "so).\n"
            "Everything the page needs ships with the package: it works without internet.\n"
            "\n"
            "Needs the web extra: {web_install} ({starlette} and {uvicorn}).\n"
        ),
        "zh": (
            "adjudicate serve——在本机上运行裁判的牌桌页面。\n"
            "\n"
            "    {serve_usage}\n"
            "\n"
            "在浏览器中打开它输出的地址：点击牌张输入声称时的局面（或打开比赛文件），裁决，\n"
            "排除疑点，打印仲裁委员会报告。页面及其 JSON 接口（{serve_api}，{web_doc}）只对\n"
            "本机（127.0.0.1）提供，除非 --host 另行指定；页面没有登录，因此环回地址以外的\n"
            "主机地址会让任何能访问它的人使用它（会有警告说明）。页面所需的一切都随软件包\n"
            "提供：无需连接互联网即可使用。\n"
            "\n"
            "需要安装网页附加组件：{web_install}（{starlette}和{uvicorn}）。\n"
        ),
    },
    "cli_about_adjust": {
        "en": (
            "Score a board's traveller, with artificial, assigned, split and weighted adjusted "
            "scores (Law 12C1-12C3, 86, 88), in matchpoints or IMPs, showing the arithmetic."
        ),
        "zh": (
            "为一副牌的记分单计分，含人为调整分、判定分、"
            "双方分别判定的分数和加权调整分（第12条C款1至第12条C款3、第86条、第88条），"
            "以比赛分或国际比赛分计，并显示算法。"
        ),
    },
    "cli_examples_adjust": {
        "en": (
            "traveller file, one line per table ('#' starts a comment):\n"
            "  {traveller_board}                 optional; vulnerability from the board number\n"
            "  {traveller_vul}                  optional; {none}, NS, EW or {all}\n"
            "  {traveller_form}              {pairs} (matchpoints), {teams} (IMPs), {knockout} "
            "(IMPs, Law 86B),\n"
            "                          {cross_imps} or {butler} ({pairs} scored by IMPs)\n"
            "  {traveller_expected}              optional; Neuberg-factor to this many results\n"
            "  {traveller_l1}          table NS-pair EW-pair contract declarer result (=, +1, "
            "-2, tricks)\n"
            "  {traveller_l2}          or the result written together\n"
            "  {traveller_l4}              table NS-pair EW-pair North-South score\n"
            "  {traveller_l5}                not played (an {traveller_adj} line gives its "
            "score)\n"
            "  {traveller_weighted}        Law 12C3 (weights add to 100%)\n"
            "  {traveller_assigned}                        Law 12C2\n"
            "  {traveller_split}              Law 12C2, a result per side\n"
            "  {traveller_artificial}    Law 12C1: A+/A/A- or a number\n"
            "                                                  (% in {pairs}, IMPs in {teams}); "
            "Law 88\n"
            "Several boards: start each with its {traveller_board_n} line (lines before the "
            "first apply to\n"
            "all); an average-plus then gets the pair's percentage on the other boards if above "
            "60%\n"
            "(Law 88).  In {teams} the file holds the two tables of one match; the team "
            "North-South at\n"
            "the first table is East-West at the second."
        ),
        "zh": (
            "记分单文件，每桌一行（'#' 开始注释）：\n"
            "  {traveller_board}                 可选；按牌号确定局况\n"
            "  {traveller_vul}                  可选；{none}、NS、EW 或 {all}\n"
            "  {traveller_form}              {pairs}（比赛分）、{teams}（国际比赛分）、\n"
            "                          {knockout}（国际比赛分，第86条B款）、\n"
            "                          {cross_imps}或{butler}（以国际比赛分计的双人赛）\n"
            "  {traveller_expected}              可选；按纽伯格公式折算到此结果数\n"
            "  {traveller_l1}          桌号 南北对 东西对 定约 庄家 结果（=、+1、-2 或墩数）\n"
            "  {traveller_l2}          或把结果写在一起\n"
            "  {traveller_l4}              桌号 南北对 东西对 南北方分数\n"
            "  {traveller_l5}                未打（由 {traveller_adj} 行给出其分数）\n"
            "  {traveller_weighted}        第12条C款3（权重合计100%）\n"
            "  {traveller_assigned}                        第12条C款2\n"
            "  {traveller_split}              第12条C款2，每方一个结果\n"
            "  {traveller_artificial}    第12条C款1：A+/A/A- 或一个数\n"
            "                                                  （双人赛为百分比，"
            "队式赛为国际比赛分）；第88条\n"
            "多副牌：每副牌以其 {traveller_board_n} 行开始（第一副之前的行适用于所有牌）；此时\n"
            "“平均加”取该对在其他各副牌上的百分比，如高于60%（第88条）。在{teams}中，文件包含\n"
            "一场比赛的两桌；第一桌的南北方队伍在第二桌坐东西。"
        ),
    },
}
