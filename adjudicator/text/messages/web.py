"""The director's page (:mod:`adjudicator.web`): its labels, hints and its own checks of a
position being entered.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "web_language_name": {"en": "English", "zh": "简体", "zh-Hant": "繁體"},
    "web_title": {"en": "Claim ruling at the table", "zh": "桌边声称裁决"},
    "web_position": {"en": "Position at the claim", "zh": "声称时的牌局"},
    "web_pick_hint": {
        "en": "Choose a hand, then click its cards; click a card again to take it back.",
        "zh": "先选定一家，再点击这一家的牌；再点一次可收回。",
    },
    "web_on_trick": {"en": "On the trick", "zh": "本墩已出"},
    "web_count": {"en": "{count} cards", "zh": "{count}张"},
    "web_trick_count": {"en": "{count} on the trick", "zh": "本墩已出{count}张"},
    "web_unequal": {
        "en": "The hands are unequal ({counts}): every hand holds as many cards as the "
        "others, one fewer for a seat that has played to the trick in progress.",
        "zh": "各家张数不等（{counts}）：每家张数应相同，已向本墩出牌的一家少一张。",
    },
    "web_no_cards": {"en": "No card has been given to a hand yet.", "zh": "尚未分配任何牌。"},
    "web_trick_full": {
        "en": "A trick in progress holds at most three cards.",
        "zh": "进行中的一墩最多已出三张牌。",
    },
    "web_clear": {"en": "Clear the cards", "zh": "清除所有牌"},
    "web_paste": {
        "en": "Or paste a PBN deal (N:… … … …), a PBN or LIN file",
        "zh": "或粘贴PBN牌局（N:… … … …）、PBN或LIN文件",
    },
    "web_paste_read": {"en": "Read", "zh": "读取"},
    "web_upload": {"en": "Open an event file (.pbn, .lin)", "zh": "打开比赛文件（.pbn、.lin）"},
    "web_event_claims": {"en": "Claims in {file}: choose one", "zh": "{file}中的声称：请选择一个"},
    "web_event_none": {"en": "No claim was found in {file}.", "zh": "{file}中没有找到声称。"},
    "web_event_errors": {
        "en": "{count} board(s) could not be read: {first}",
        "zh": "有{count}副牌无法读取：{first}",
    },
    "web_trump": {"en": "Trumps", "zh": "将牌"},
    "web_lead": {"en": "Led this trick", "zh": "本墩首家"},
    "web_history": {
        "en": "Earlier tricks, oldest first, one a line (S:HQ H7 H2 H3 — leader, then the cards)",
        "zh": "之前的牌墩，从最早的开始，每行一墩（S:♥Q ♥7 ♥2 ♥3 — 首家，然后四张牌）",
    },
    "web_shown_out": {"en": "Known to have shown out", "zh": "已知示缺"},
    "web_the_claim": {"en": "The claim", "zh": "声称"},
    "web_claimer": {"en": "Claimer", "zh": "声称者"},
    "web_claims": {"en": "Remaining tricks claimed", "zh": "声称的剩余墩数"},
    "web_statement": {
        "en": "What the claimer said (English or Chinese)",
        "zh": "声称者的说明（英文或中文）",
    },
    "web_class": {"en": "Class of player", "zh": "赛员级别"},
    "web_rules": {"en": "Rule set", "zh": "规则"},
    "web_contract": {"en": "Contract (4S, 3NTX …)", "zh": "定约（4S、3NTX …）"},
    "web_declarer": {"en": "Declarer", "zh": "庄家"},
    "web_vul": {"en": "Vulnerability", "zh": "局况"},
    "web_won": {
        "en": "Tricks won before the claim: declarer's side, defenders",
        "zh": "声称前已得墩数：庄家方、防家方",
    },
    "web_budget": {"en": "Time for the search (seconds)", "zh": "搜索时限（秒）"},
    "web_rule": {"en": "Rule on the claim", "zh": "裁决"},
    "web_ruling_now": {"en": "Ruling…", "zh": "正在裁决……"},
    "web_cannot_rule": {"en": "Cannot rule: {message}", "zh": "无法裁决：{message}"},
    "web_ruling": {"en": "Ruling", "zh": "裁决"},
    "web_step": {"en": "The worst normal line, card by card", "zh": "最差的正常打法，逐张演示"},
    "web_step_first": {"en": "From the claim", "zh": "回到声称时"},
    "web_step_back": {"en": "Back", "zh": "上一张"},
    "web_step_next": {"en": "Next card", "zh": "下一张"},
    "web_step_at": {
        "en": "Trick {trick}, card {card} of {cards}",
        "zh": "第{trick}墩，共{cards}张中的第{card}张",
    },
    "web_step_lost": {"en": "Trick {trick} lost: {why}", "zh": "第{trick}墩失墩：{why}"},
    "web_points": {"en": "Doubtful points", "zh": "可疑之处"},
    "web_points_hint": {
        "en": "Strike a choice you judge not normal for this player: the claim is ruled "
        "again without it (Law 70A).",
        "zh": "若裁判认为某个选择对此赛员并不正常，可将其划去，"
        "并在不含该选择的情况下重新裁决（第70条A款）。",
    },
    "web_points_none": {
        "en": "The ruling rests on no doubtful point.",
        "zh": "裁决不取决于任何可疑之处。",
    },
    "web_struck": {
        "en": "Struck as not normal for this player",
        "zh": "已划去（对此赛员并不正常）",
    },
    "web_struck_point": {"en": "trick {trick}: {seat} {card}", "zh": "第{trick}墩：{seat}{card}"},
    "web_print": {"en": "Print the committee report", "zh": "打印仲裁委员会报告"},
    "web_pdf": {"en": "Committee report as PDF", "zh": "仲裁委员会报告（PDF）"},
    "web_download": {"en": "Download the ruling (JSON)", "zh": "下载裁决记录（JSON）"},
    "web_open_record": {"en": "Open a ruling record (JSON)", "zh": "打开裁决记录（JSON）"},
    "web_open_candidates": {
        "en": "Show the Law 12C candidates (adjudicate candidates --format json)",
        "zh": "显示第12条C款的候选定约（adjudicate candidates 以JSON格式输出的）",
    },
    "web_candidates_hint": {
        "en": "Each candidate contract's results from single-dummy play on this deal, with "
        "the line behind each result, shown below the ruling and in the committee report.",
        "zh": "各候选定约在本副牌上单明手打法的结果，附每个结果背后的打法，"
        "显示在裁决下方及仲裁委员会报告中。",
    },
    "web_candidates_shown": {
        "en": "Law 12C candidates shown from {file}.",
        "zh": "已显示{file}中的第12条C款候选定约。",
    },
    "web_candidates_close": {"en": "Hide the candidates", "zh": "隐藏候选定约"},
    "web_reproduced": {
        "en": "Re-opened from {file}: the ruling is reproduced exactly.",
        "zh": "已从{file}重新打开：裁决完全重现。",
    },
    "web_differs": {
        "en": "Re-opened from {file}: the ruling now differs — {differences}",
        "zh": "已从{file}重新打开：裁决与记录不同 — {differences}",
    },
    "web_offline": {
        "en": "Everything on this page works without the internet.",
        "zh": "本页所有功能无需连接互联网。",
    },
    "web_languages": {"en": "language", "zh": "语言"},
    "web_bad_budget": {
        "en": "The time for the search must be {low} to {high} seconds.",
        "zh": "搜索时间须在{low}至{high}秒之间。",
    },
    "web_simulate": {"en": "Simulate a guess (Law 12C3)", "zh": "模拟猜测（第12条C款3）"},
    "web_about": {
        "en": "The case, for the committee report",
        "zh": "案件信息（用于仲裁委员会报告）",
    },
    # ---- issue 31 (first hour): the web API's errors ----
    "api_not_an_object": {
        "en": "the request is a JSON object of adjudicate claim's options (e.g. {example})",
        "zh": "请求应为一个JSON对象，其键为 adjudicate claim 的选项（例如{example}）",
    },
    "api_unknown_key": {
        "en": "unknown key {field} (expected: {expected})",
        "zh": "未知的键{field}（应为：{expected}）",
    },
    "api_too_long": {
        "en": "{field}: {length} characters, at most {limit}",
        "zh": "{field}：{length}个字符，至多{limit}个",
    },
    "api_not_whole": {
        "en": "{field}: {value} is not a whole number",
        "zh": "{field}：{value}不是整数",
    },
    "api_not_number": {"en": "{field}: {value} is not a number", "zh": "{field}：{value}不是数"},
    "api_not_text": {"en": "{field}: {value} is not text", "zh": "{field}：{value}不是文字"},
    "api_not_flag": {
        "en": "{field}: {value} is not true or false",
        "zh": "{field}：{value}应为真或假（JSON的布尔值）",
    },
    "api_not_cards": {
        "en": '{field}: {value} is not cards like "SA S3" or a list of them',
        "zh": "{field}：{value}应为牌张（如♠A ♠3），或其列表",
    },
    "api_not_won": {
        "en": "{field}: {value} is not [DECLARER, DEFENDERS] like [6, 3]",
        "zh": "{field}：{value}应为庄家方与防守方的墩数，如[6, 3]",
    },
    "api_not_texts": {"en": "{field}: expected a list of texts", "zh": "{field}：应为文字的列表"},
    "api_too_many": {
        "en": "{field}: {count} entries, at most {limit}",
        "zh": "{field}：{count}项，至多{limit}项",
    },
    "api_event_body": {
        "en": '{field}: expected {{"name": "FILE.pbn", "text": "the file\'s contents"}}',
        "zh": "{field}：应为一个JSON对象，含赛事文件的名称与内容",
    },
    "api_file_name": {
        "en": "{field} {name}: a file name, without folders",
        "zh": "{field} {name}：应为不含文件夹的文件名",
    },
    "api_not_a_choice": {
        "en": "{field} {value}: expected one of {choices}",
        "zh": "{field} {value}：应为以下之一：{choices}",
    },
    "api_out_of_bounds": {
        "en": "{field} {value}: expected {low} to {high}",
        "zh": "{field} {value}：应在{low}至{high}之间",
    },
    "api_budget": {
        "en": "{field} {value}: this server rules within {low} to {high} ms",
        "zh": "{field} {value}：本服务器的裁决时间为{low}至{high}毫秒",
    },
    "api_bad_format": {
        "en": "{field} {value}: html or pdf",
        "zh": "{field} {value}：应为 html 或 pdf",
    },
    "api_too_large": {
        "en": "the request is larger than this server's limit of {limit} bytes",
        "zh": "请求超过本服务器{limit}字节的上限",
    },
    "api_too_large_declared": {
        "en": "the request is {size} bytes, larger than this server's limit of {limit} bytes",
        "zh": "请求有{size}字节，超过本服务器{limit}字节的上限",
    },
    "api_too_deep": {
        "en": "the request is not JSON this server reads (nested too deeply)",
        "zh": "本服务器不读取此请求的JSON（嵌套过深）",
    },
    "api_not_json": {"en": "the request is not JSON ({reason}{where})", "zh": "请求不是有效的JSON"},
    "api_lang": {
        "en": "{field} {value}: expected one of {choices}",
        "zh": "{field} {value}：应为以下之一：{choices}",
    },
    "api_record_expected": {
        "en": "{field}: expected the ruling record (adjudicate claim --format json, or the "
        "page's download)",
        "zh": "{field}：应为裁决记录（adjudicate claim 以JSON格式输出的，或本页下载的）",
    },
    "api_record_unreadable": {
        "en": "{field}: not a ruling record this version can show ({problem})",
        "zh": "{field}：本版本无法显示此裁决记录（{problem}）",
    },
    "api_candidates_expected": {
        "en": "{field}: expected the candidates record (adjudicate candidates --format json)",
        "zh": "{field}：应为候选定约记录（adjudicate candidates 以JSON格式输出的）",
    },
    "api_candidates_unreadable": {
        "en": "{field}: not a candidates record this version can show ({problem})",
        "zh": "{field}：本版本无法显示此候选定约记录（{problem}）",
    },
    "api_about": {
        "en": "{field}: expected {{FIELD: text}}, FIELD one of {fields}",
        "zh": "{field}：应为以{fields}之一为键、文字为值的对象",
    },
    "api_field_problem": {"en": "{field}: {problem}", "zh": "{field}：{problem}"},
    "api_field_problem_spaced": {"en": "{field} {problem}", "zh": "{field}：{problem}"},
    "api_busy": {
        "en": "the server is busy: the ruling could not start within its budget of {budget} "
        "ms; try again, or give a larger {field}",
        "zh": "服务器繁忙：裁决未能在{budget}毫秒的时限内开始；请重试，或给出更大的{field}",
    },
    "api_overran": {
        "en": "the ruling did not finish within its budget of {budget} ms and was stopped; "
        "give a larger {field}",
        "zh": "裁决未能在{budget}毫秒的时限内完成，已被停止；请给出更大的{field}",
    },
    "api_worker_stopped": {
        "en": "the worker ruling this claim stopped unexpectedly (a bug in adjudicator; "
        "please report it)",
        "zh": "裁决此声称的进程意外停止（adjudicator 的缺陷，请报告）",
    },
    "api_guess_overran": {
        "en": "the ruling did not finish within its budget (the Law 12C3 simulation of a "
        "guess takes the longest: ask for fewer layouts, or none)",
        "zh": "裁决未能在时限内完成（第12条C款3对猜测的模拟最费时：请减少模拟的牌型，或不模拟）",
    },
}
