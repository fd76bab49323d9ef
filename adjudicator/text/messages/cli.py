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
        "zh": "裁决撤销声称者承让的请求（第71条）",
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
}
