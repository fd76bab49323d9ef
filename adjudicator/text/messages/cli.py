"""The command line's own messages (:mod:`adjudicator.cli`): what each command reports
about its run and its files.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "cli_error": {"en": "adjudicate {command}: {message}", "zh": "adjudicate {command}：{message}"},
    "cli_interrupted": {"en": "adjudicate {command}: interrupted",
                        "zh": "adjudicate {command}：已中断"},
    "cli_problem": {"en": "{problem}", "zh": "{problem}"},
    "cli_option_problem": {"en": "{option}: {problem}", "zh": "{option}：{problem}"},
    "cli_no_such_file": {"en": "{path}: no such file", "zh": "{path}：找不到该文件"},
    "cli_no_such_path": {"en": "{path}: no such file or folder",
                         "zh": "{path}：找不到该文件或文件夹"},
    "adjust_file_or_results": {"en": "give a traveller file or --results, one of the two",
                               "zh": "请给出成绩单文件或 --results，二者取一"},
    "adjust_bad_expected": {"en": "--expected must be 1 or more", "zh": "--expected 至少为1"},
    "adjust_board_needs_one": {"en": "--board needs a file with one board",
                               "zh": "使用 --board 时文件中只能有一副牌"},
    "cand_needs_contract": {"en": 'give at least one --contract, e.g. --contract "4S N"',
                            "zh": '请至少给出一个 --contract，例如 --contract "4S N"'},
    "cand_lead_alone": {
        "en": "--lead {lead} must follow the --contract it belongs to (one lead per contract)",
        "zh": "--lead {lead} 必须紧跟在它所属的 --contract 之后（每个定约一个首引）",
    },
    "cand_bad_won": {
        "en": "--won must be DECLARER,DEFENCE tricks, e.g. 5,2, not {won!r}",
        "zh": "--won 应为以逗号分隔的两个墩数（庄家方在前），例如 5,2，而不是「{won}」",
    },
    "cand_needs_offenders": {"en": "Law 12C2 needs the offending side: give --offenders NS or EW",
                             "zh": "第12条C款2需要违规方：请给出 --offenders NS 或 EW"},
    "cand_bad_field": {"en": "--field takes North-South scores like 620,-100, not {field}",
                       "zh": "--field 应为南北方的得分，例如 620,-100，而不是{field}"},
    "score_has_result": {
        "en": "{contract!r} already has a result: give the contract alone with --tricks "
        "(e.g. 4SX --tricks 8) or the result without --tricks (e.g. 4SX-2)",
        "zh": "「{contract}」已经包含结果：请只给定约并用 --tricks 给出墩数"
        "（例如 4SX --tricks 8），或者给出结果而不用 --tricks（例如 4SX-2）",
    },
    "score_needs_declarer": {"en": "give the declarer (N, E, S or W) after the contract",
                             "zh": "请在定约之后给出庄家（N、E、S 或 W）"},
    "cli_vul_or_board": {"en": "give --vul or --board, not both",
                         "zh": "--vul 与 --board 只能给出其中之一"},
    "cli_cannot_read": {"en": "cannot read {path}: {problem}", "zh": "无法读取{path}：{problem}"},
    "cli_not_utf8": {"en": "cannot read {path}: not UTF-8 text",
                     "zh": "无法读取{path}：不是以 UTF-8 编码的文本"},
    "claim_needs_claimer": {"en": "--claimer and --claims are required with --hands",
                            "zh": "使用 --hands 时必须给出 --claimer 和 --claims"},
    "claim_needs_board": {"en": "--board is required with an event file",
                          "zh": "给出比赛文件时必须用 --board 指定牌号"},
    "claim_no_claim": {"en": "{path}: board {board}: no claim found",
                       "zh": "{path}：第{board}副：没有找到声称"},
    "claim_several": {
        "en": "{path}: board {board}: several claims ({records}): choose one with --table or "
        "--record",
        "zh": "{path}：第{board}副有多个声称（{records}）：请用 --table 或 --record 选择其一",
    },
    "claim_needs_position": {
        "en": "give an event file and --board, or --hands, --trump and --lead",
        "zh": "请给出比赛文件和 --board，或者给出 --hands、--trump 和 --lead",
    },
    "claim_contract_needs_declarer": {"en": "--contract needs --declarer",
                                      "zh": "给出 --contract 时必须给出 --declarer"},
    "claim_bad_won": {"en": "--won {won!r}: expected DECLARER,DEFENDERS like 6,3",
                      "zh": "--won「{won}」：应为以逗号分隔的两个墩数（庄家方在前），例如 6,3"},
    "revoke_needs_board": {"en": "--board (or --record) is required with an event file",
                           "zh": "指定比赛文件时必须给出 --board（或 --record）"},
    "revoke_none_found": {"en": "{path}: {place}: no revoke in its play",
                          "zh": "{path}：{place}：打牌过程中没有藏牌"},
    "revoke_several": {
        "en": "{path}: board {board}: several records with a revoke ({choices}): choose one "
        "with --table or --record",
        "zh": "{path}：第{board}副有多个含藏牌的记录（{choices}）：请用 --table 或 --record "
        "选择一个",
    },
    "revoke_needs_play": {
        "en": "give an event file and --board, or --hands, --trump, --declarer and the "
        "--history of the tricks",
        "zh": "请给出比赛文件和 --board，或给出 --hands、--trump、--declarer 以及各墩的 "
        "--history",
    },
    "revoke_needs_lead": {"en": "--lead is needed when no --history trick is given",
                          "zh": "没有给出 --history 时需要 --lead"},
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
    "claim_bad_layouts": {"en": "--layouts must be 0 to 100000, not {layouts}",
                          "zh": "--layouts 必须在0至100000之间，而不是{layouts}"},
    "check_bad_jobs": {"en": "--jobs {jobs}: give a number of processes, 0 for one per core",
                       "zh": "--jobs {jobs}：请给出进程数，0 表示每个处理器核心一个进程"},
    "check_jobs_or_scheduler": {
        "en": "--jobs and --scheduler are alternatives: the cluster's workers set the "
        "parallelism",
        "zh": "--jobs 与 --scheduler 只能选用其一：并行程度由集群的工作进程决定",
    },
    "check_no_folder": {"en": "{option} {path}: its folder does not exist",
                        "zh": "{option} {path}：所在的文件夹不存在"},
    "check_needs_dask": {"en": "--scheduler needs Dask distributed: "
                         "pip install 'adjudicator[cluster]'",
                         "zh": "使用 --scheduler 需要安装 Dask distributed：pip install "
                         "'adjudicator[cluster]'"},
    "check_no_scheduler": {"en": "cannot reach the Dask scheduler {scheduler}: {problem}",
                           "zh": "无法连接 Dask 调度器 {scheduler}：{problem}"},
    "cli_cannot_write": {"en": "{option} {path}: cannot write the report: {problem}",
                         "zh": "{option} {path}：无法写入报告：{problem}"},
    "cli_option_value_problem": {"en": "{option} {value}: {problem}",
                                 "zh": "{option} {value}：{problem}"},
    "claim_report_law70": {
        "en": "--report is for a Law 70 ruling, not --concession/--acquiesced",
        "zh": "--report 只用于第70条的裁决，不用于 --concession 或 --acquiesced",
    },
    "claim_replay_alone": {"en": "--replay takes the claim from the record: drop {given}",
                           "zh": "--replay 从裁决记录中取得声称：请去掉{given}"},
    "claim_report_kind": {"en": "--report {path}: name an .html or a .pdf file",
                          "zh": "--report {path}：请给出扩展名为 .html 或 .pdf 的文件"},
    "replay_reproduced": {"en": "adjudicate claim: {path}: the ruling is reproduced exactly{note}",
                          "zh": "adjudicate claim：{path}：裁决与记录完全相同{note}"},
    "replay_versions": {"en": " (recorded by version {recorded}, replayed by {running})",
                        "zh": "（记录由{recorded}版制作，以{running}版重新裁决）"},
    "replay_differs": {
        "en": "adjudicate claim: {path}: the ruling differs from the record (recorded by "
        "version {recorded}, replayed by {running}): {differences}",
        "zh": "adjudicate claim：{path}：裁决与记录不同（记录由{recorded}版制作，"
        "以{running}版重新裁决）：{differences}",
    },
}
