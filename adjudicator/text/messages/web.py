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
    "web_bad_budget": {"en": "The time for the search must be {low} to {high} seconds.",
                       "zh": "搜索时间须在{low}至{high}秒之间。"},
    "web_simulate": {"en": "Simulate a guess (Law 12C3)",
                     "zh": "模拟猜测（第12条C款3）"},
    "web_about": {"en": "The case, for the committee report",
                  "zh": "案件信息（用于仲裁委员会报告）"},
}
