"""``adjudicate check``: its lines, summary and progress (:mod:`adjudicator.text.check_text`),
and the notes of reading event files.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "check_line": {
        "en": "{file}: {place}: {contract} by {declarer}, claimed {claimed}, DD {dd}{normal}: "
        "{verdict}",
        "zh": "{file}：{place}：{contract}，庄家{declarer}，声称共{claimed}墩，"
        "双明手{dd}墩{normal}：{verdict}",
    },
    "check_normal": {"en": ", normal {total}", "zh": "，正常打法{total}墩"},
    "check_normal_between": {
        "en": ", normal between {low} and {high}",
        "zh": "，正常打法在{low}至{high}墩之间",
    },
    "check_error": {
        "en": "ERROR {file}: {place}: {reason}",
        "zh": "错误 {file}：{place}：{reason}",
    },
    "check_file_error": {"en": "ERROR {file}: {reason}", "zh": "错误 {file}：{reason}"},
    "check_summary": {
        "en": "{boards} boards read, {claims} claims ({detail}), {errors} errors",
        "zh": "读取{boards}副牌，{claims}个声称（{detail}），{errors}个错误",
    },
    "check_summary_revokes": {
        "en": "{boards} boards read, {claims} claims ({detail}), {revokes} revoke boards "
        "(Laws 61-64), {errors} errors",
        "zh": "读取{boards}副牌，{claims}个声称（{detail}），{revokes}副藏牌（第61至64条），"
        "{errors}个错误",
    },
    "check_revoke_line": {
        "en": "{file}: {place}: {contract} by {declarer}, revoke at {revokes}{totals}",
        "zh": "{file}：{place}：{contract}，庄家{declarer}，藏牌：{revokes}{totals}",
    },
    "check_revoke_item": {
        "en": "trick {trick} by {seat} ({clause}, {transfer} trick(s){provisional})",
        "zh": "第{trick}墩{seat}（{clause}，转移{transfer}墩{provisional}）",
    },
    "check_revoke_provisional": {"en": ", provisional", "zh": "，暂定"},
    "check_revoke_totals": {
        "en": ": declaring side {played} as played, {final} ruled{adjusted}",
        "zh": "：庄家方实得{played}墩，裁定{final}墩{adjusted}",
    },
    "check_revoke_adjusted": {"en": " (64C adjusted)", "zh": "（依第64条C款调整）"},
    "summary_count": {"en": "{count} {kind}", "zh": "{kind}{count}个"},
    "summary_none": {"en": "none", "zh": "无"},
    "check_kept": {
        "en": "; what is done is kept in {out} — run the same command again to finish",
        "zh": "；已完成的部分保存在{out}中——再次运行同一命令即可继续",
    },
    "check_interrupted": {
        "en": "adjudicate check: interrupted after checking {claims} claims ({files} of "
        "{total} files complete){kept}",
        "zh": "adjudicate check：已中断，共检查{claims}个声称（{total}个文件中已完成{files}个）"
        "{kept}",
    },
    "check_resumed": {
        "en": "; {lines} lines resumed from {out}",
        "zh": "；从{out}续用{lines}行结果",
    },
    "progress": {
        "en": "{files}/{total} files, {claims} claims, {rate} claims/s, ETA {eta}",
        "zh": "文件{files}/{total}，声称{claims}个，每秒{rate}个，预计还需{eta}",
    },
    "verdict_error": {"en": "error", "zh": "错误"},
    "dd_exact": {"en": "exact", "zh": "与双明手相符"},
    "dd_less": {"en": "claimed less than DD", "zh": "声称少于双明手"},
    "dd_more": {"en": "claimed more than DD", "zh": "声称多于双明手"},
    "kind_to_opponents": {"en": "tricks to opponents", "zh": "判给对方牌墩"},
    "dd_contract": {
        "en": "Contract: {contract} by {declarer}; tricks before the claim: declarer {won}, "
        "defenders {lost}.",
        "zh": "定约：{contract}，庄家{declarer}；声称前庄家方已得{won}墩，防守方已得{lost}墩。",
    },
    "dd_claimed": {
        "en": "Claimed: declaring side {claimed} tricks in all; double dummy {dd}: {verdict}.",
        "zh": "声称：庄家方共{claimed}墩；双明手{dd}墩：{verdict}。",
    },
    "event_tags_carried": {
        "en": "{file}: games that leave out {tags} take them from the game before them "
        "(from game {game} on; never a deal across a change of board number)",
        "zh": "{file}：省略了{tags}的牌局沿用前一局的值（自第{game}局起；"
        "牌号改变时绝不沿用牌张分布）",
    },
}
