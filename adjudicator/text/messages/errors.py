"""Errors: what is wrong with the input, in one line.

Every error a user can cause is here, with the fact it names (``AdjudicatorError.key``
and ``params``); :func:`adjudicator.text.catalog.error_text` words it.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # cards, seats, strains, hands (core)
    "card_unknown": {
        "en": "unknown card '{text}' (a suit S, H, D or C and a rank 2-9, T, J, "
        "Q, K or A, like SA or H10)",
        "zh": "无法识别的牌「{text}」（应为花色S、H、D、C之一加点数2-9、T、J、Q、K、A之一）",
    },
    "seat_unknown": {
        "en": "unknown seat '{text}' (N, E, S or W)",
        "zh": "无法识别的座位「{text}」（应为N、E、S或W）",
    },
    "strain_unknown": {
        "en": "unknown strain '{text}' (S, H, D, C or NT)",
        "zh": "无法识别的花色「{text}」（应为S、H、D、C或NT）",
    },
    "deal_first_seat": {
        "en": "deal '{text}' must start with the first hand's seat and a "
        "colon, like N: (the other hands follow clockwise)",
        "zh": "牌局「{text}」须以第一手牌的座位和冒号开头，如N:（其余各手按顺时针排列）",
    },
    "deal_four_hands": {
        "en": "deal '{text}' must give four hands, got {count}",
        "zh": "牌局「{text}」须有四手牌，实有{count}手",
    },
    "hand_four_suits": {
        "en": "hand '{hand}' must have four suits separated by dots (spades.hearts.diamonds.clubs)",
        "zh": "手牌「{hand}」须有以点分隔的四门花色（黑桃.红心.方块.梅花）",
    },
    "hand_unknown_rank": {
        "en": "hand '{hand}': unknown rank '{rank}'",
        "zh": "手牌「{hand}」：无法识别的点数「{rank}」",
    },
    "hand_card_twice": {
        "en": "hand '{hand}' holds a card twice",
        "zh": "手牌「{hand}」中有一张牌出现两次",
    },
    # the position (core)
    "trick_format": {
        "en": "trick '{text}': expected LEADER:CARD CARD CARD CARD, like S:HQ H7 H2 H3",
        "zh": "牌墩「{text}」：应为首攻者的座位、冒号和四张牌",
    },
    "trick_four_cards": {
        "en": "trick '{text}': a completed trick has four cards, not {count}",
        "zh": "牌墩「{text}」：完整的一墩有四张牌，而非{count}张",
    },
    "shown_out_format": {
        "en": "shown out '{text}': expected SEAT:SUIT, like W:H",
        "zh": "示缺「{text}」：应为座位、冒号和花色，例如 W:H",
    },
    "shown_out_notrump": {
        "en": "shown out '{text}': a player shows out of a suit (S, H, D or C), not of notrump",
        "zh": "示缺「{text}」：只能在某一花色（S、H、D、C）中示缺，不能是无将",
    },
    "shown_out_not_a_suit": {
        "en": "{seat} is said to have shown out of notrump: a player shows out of a suit",
        "zh": "{seat}被指在无将中示缺：只能在某一花色中示缺",
    },
    "trick_too_long": {
        "en": "a trick in progress holds at most 3 cards, got {count}",
        "zh": "当前墩最多有3张牌，实有{count}张",
    },
    "card_in_two_hands": {
        "en": "{card} is in both {first}'s and {second}'s hands",
        "zh": "{card}同时在{first}和{second}手中",
    },
    "card_played_and_held": {
        "en": "{card} is both played to the trick and held by {seat}",
        "zh": "{card}既已打入当前墩，又仍在{seat}手中",
    },
    "trick_card_twice": {
        "en": "a card is played twice to the trick in progress",
        "zh": "当前墩中有一张牌出现两次",
    },
    "to_play_holds": {
        "en": "{seat}, to play, holds {count} cards (1 to 13 are possible)",
        "zh": "轮到出牌的{seat}持有{count}张牌（应为1至13张）",
    },
    "hand_size": {
        "en": "{seat} holds {count} cards, expected {expected}",
        "zh": "{seat}持有{count}张牌，应为{expected}张",
    },
    # the claim's facts (laws.claims.validation, laws.claims.claim_input)
    "claimed_count": {
        "en": "claimed {claimed} of {left} remaining tricks: a claim is of 0 to {left}",
        "zh": "声称剩余{left}墩中的{claimed}墩：声称的墩数应为0至{left}",
    },
    "history_too_long": {
        "en": "{count} earlier tricks typed in, but with {left} tricks left "
        "only {completed} are complete",
        "zh": "输入了{count}个已完成的牌墩，但剩余{left}墩时只完成了{completed}墩",
    },
    "history_trick_size": {
        "en": "earlier trick {number} has {count} cards, not 4",
        "zh": "第{number}个已完成牌墩有{count}张牌，而非4张",
    },
    "history_card_twice": {
        "en": "{card} is played in earlier trick {first} and again in earlier trick {second}",
        "zh": "{card}在第{first}个已完成牌墩中打出，又在第{second}个中再次打出",
    },
    "history_card_held": {
        "en": "earlier trick {number}: {seat} played {card}, but {holder} still holds it",
        "zh": "第{number}个已完成牌墩：{seat}打出{card}，但该牌仍在{holder}手中",
    },
    "history_card_on_trick": {
        "en": "earlier trick {number}: {seat} played {card}, but it is on the trick in progress",
        "zh": "第{number}个已完成牌墩：{seat}打出{card}，但该牌在当前墩中",
    },
    "history_revoke_played": {
        "en": "earlier trick {number}: {seat} played {card} on a {suit} lead, then {later} "
        "at trick {where} (a revoke: rectify it under Law 64 before ruling on the claim)",
        "zh": "第{number}个已完成牌墩：{seat}在{suit}首引时打出{card}，之后在第{where}墩打出"
        "{later}（藏牌：应先依第64条处理，再裁决声称）",
    },
    "history_revoke_holds": {
        "en": "earlier trick {number}: {seat} played {card} on a {suit} lead but still holds "
        "{held} (a revoke: rectify it under Law 64 before ruling on the claim)",
        "zh": "第{number}个已完成牌墩：{seat}在{suit}首引时打出{card}，但仍持有{held}"
        "（藏牌：应先依第64条处理，再裁决声称）",
    },
    "trick_revoke": {
        "en": "the trick in progress: {seat} played {card} on a {suit} lead but "
        "holds {held} (a revoke)",
        "zh": "当前墩：{seat}在{suit}首引时打出{card}，但持有{held}（藏牌）",
    },
    "shown_out_holds": {
        "en": "{seat} is said to have shown out of {suit} but still holds {held}",
        "zh": "{seat}被指在{suit}中示缺，但仍持有{held}",
    },
    "shown_out_played": {
        "en": "{seat} is said to have shown out of {suit} but played {card} "
        "to the trick in progress",
        "zh": "{seat}被指在{suit}中示缺，但在当前墩打出了{card}",
    },
    "contract_trump": {
        "en": "the contract {contract} has {strain} as trump, but the trump given is {trump}",
        "zh": "定约{contract}的将牌是{strain}，但输入的将牌是{trump}",
    },
    "vul_unknown": {
        "en": "unknown vulnerability '{text}': use None, NS, EW or All",
        "zh": "无法识别的局况「{text}」：应为双方无局、南北有局（NS）、东西有局（EW）或双方有局",
    },
    "won_not_counts": {
        "en": "tricks won before the claim {declarer},{defenders}: give two "
        "whole numbers, 0 or more",
        "zh": "声称前赢得的墩数{declarer},{defenders}：应为两个不小于0的整数",
    },
    "won_total": {
        "en": "tricks won before the claim (declarer {declarer}, defenders "
        "{defenders}) and the {left} left make {total}, not 13",
        "zh": "声称前赢得的墩数（庄家方{declarer}，防家方{defenders}）加上剩余{left}墩"
        "共{total}墩，而非13墩",
    },
    "won_history_declarer": {
        "en": "the earlier tricks typed in give the declaring side "
        "{typed} tricks, but it is said to have won {said}",
        "zh": "输入的已完成牌墩中庄家方赢了{typed}墩，但声称前庄家方只赢{said}墩",
    },
    "won_history_defenders": {
        "en": "the earlier tricks typed in give the defenders {typed} "
        "tricks, but they are said to have won {said}",
        "zh": "输入的已完成牌墩中防家方赢了{typed}墩，但声称前防家方只赢{said}墩",
    },
    "won_needed": {
        "en": "a result needs the tricks each side won before the claim: "
        "{completed} tricks are complete and {typed} of them were typed in as "
        "earlier tricks (give them as DECLARER,DEFENDERS, like 6,3)",
        "zh": "计算结果需要声称前双方赢得的墩数：已完成{completed}墩，只输入了其中"
        "{typed}墩（请给出庄家方与防家方的墩数，以逗号分隔，例如 6,3）",
    },
    "won_format": {
        "en": "tricks won before the claim '{text}': expected DECLARER,DEFENDERS like 6,3",
        "zh": "声称前赢得的墩数「{text}」：应为庄家方与防家方的墩数，以逗号分隔，例如 6,3",
    },
    "not_a_count": {
        "en": "'{text}' is not a number of tricks (0 to 13)",
        "zh": "「{text}」不是墩数（0至13）",
    },
    "fields_missing": {"en": "missing: {names}", "zh": "缺少：{names}"},
    "needs_contract": {"en": "{name} is given without the contract", "zh": "给了{name}却没有定约"},
    "statement_count": {
        "en": "the statement claims {total} tricks in all, but with {won} "
        "won before the claim and {left} left that cannot be",
        "zh": "声称说明共声称{total}墩，但声称前已赢{won}墩、剩余{left}墩，不可能",
    },
    "statement_dummy_defender": {
        "en": "the statement speaks of dummy, but a defender claimed",
        "zh": "声称说明提到明手，但声称者是防家",
    },
    "statement_seat_not_claimers": {
        "en": "the statement names {seat}, who is not on the claimer's side",
        "zh": "声称说明提到{seat}，但其不属于声称方",
    },
    "statement_card_not_held": {
        "en": "the statement names {card}, which the claimer's side does not hold",
        "zh": "声称说明提到{card}，但声称方并未持有该牌",
    },
    "statement_ruff_notrump": {
        "en": "the statement speaks of a ruff, but there is no trump (notrump)",
        "zh": "声称说明提到将吃，但本副是无将定约",
    },
    "statement_trumps_notrump": {
        "en": "the statement names trumps, but the contract is in notrump",
        "zh": "声称说明提到将牌，但本副是无将定约",
    },
    "statement_ruffing_finesse_notrump": {
        "en": "a ruffing finesse was stated, but the contract is in notrump",
        "zh": "声称说明提到将吃飞牌，但本副是无将定约",
    },
    "after_claim_not_held": {
        "en": "{card}, played after the claim, is not held by anyone",
        "zh": "声称后打出的{card}不在任何人手中",
    },
    "after_claim_twice": {
        "en": "{card} is played twice after the claim",
        "zh": "{card}在声称后被打出两次",
    },
    "actually_won_range": {
        "en": "{count} of the conceded tricks actually won: give 0 to "
        "{conceded}, the tricks given away",
        "zh": "所承认的牌墩中实际已赢{count}墩：应为0至{conceded}",
    },
    "unknown_class": {
        "en": "unknown class of player '{text}' (one of {choices})",
        "zh": "无法识别的赛员级别「{text}」（应为{choices}之一）",
    },
    "unknown_rules": {
        "en": "unknown rule set '{text}' (one of {choices})",
        "zh": "无法识别的规则「{text}」（应为{choices}之一）",
    },
    # contracts and scores (core.contract, scoring.law77)
    "contract_unreadable": {
        "en": "cannot read contract '{text}': expected a level 1-7, a "
        "strain C D H S NT and optionally X or XX, e.g. '4SX' or '3NT'",
        "zh": "无法识别的定约「{text}」：应为阶数1-7与花色C、D、H、S或NT，"
        "加倍加X，再加倍加两个X，例如4SX、3NT",
    },
    "contract_level": {
        "en": "impossible contract '{text}': the level must be 1 to 7",
        "zh": "不可能的定约「{text}」：阶数应为1至7",
    },
    "declarer_unknown": {
        "en": "unknown declarer '{text}': use N, E, S or W",
        "zh": "无法识别的庄家「{text}」：应为N、E、S或W",
    },
    "board_number": {
        "en": "board number must be 1 or more, not {board}",
        "zh": "牌号应不小于1，而非{board}",
    },
    "tricks_not_whole": {
        "en": "tricks must be a whole number 0-13, not {text}",
        "zh": "墩数应为0至13的整数，而非{text}",
    },
    "tricks_range": {
        "en": "tricks must be 0 to 13, not {tricks} (there are 13 tricks)",
        "zh": "墩数应为0至13，而非{tricks}（一副牌共13墩）",
    },
    "result_unreadable": {
        "en": "cannot read result '{text}': expected e.g. '4SX-1 N', '3NT= S' or '4S+1 N'",
        "zh": "无法识别的结果「{text}」：应如4SX-1 N、3NT= S或4S+1 N",
    },
    "result_no_declarer": {
        "en": "result '{text}' has no declarer: add N, E, S or W",
        "zh": "结果「{text}」没有庄家：请加上N、E、S或W",
    },
    "result_no_outcome": {
        "en": "result '{text}' has no outcome: add '=', '+1', '-2' or tricks",
        "zh": "结果「{text}」没有成绩：请加上=、+1、-2或墩数",
    },
    "result_impossible": {
        "en": "impossible result '{text}': it means {tricks} tricks, and there are 0 to 13",
        "zh": "不可能的结果「{text}」：相当于{tricks}墩，而墩数只能是0至13",
    },
    # the command line (cli)
    "cli_event_and_position": {
        "en": "the event file gives the position and the board: leave out {options}, or the file",
        "zh": "比赛文件已给出局面和该副牌的情况：请去掉{options}，或不用比赛文件",
    },
    "cli_stdout_closed": {
        "en": "standard output is closed: there is nowhere to write the result",
        "zh": "标准输出已关闭：结果无处可写",
    },
    "cli_write_failed": {"en": "cannot write {what}: {reason}", "zh": "无法写入{what}：{reason}"},
    "cli_standard_output": {"en": "the standard output", "zh": "标准输出"},
    "cli_file_failed": {"en": "{path}: {reason}", "zh": "{path}：{reason}"},
    "cli_read_failed": {
        "en": "{path}: cannot read it: {reason}",
        "zh": "{path}：无法读取：{reason}",
    },
    "option_range": {
        "en": "{option} '{text}': give a whole number from {low} to {high}",
        "zh": "{option}「{text}」：应为{low}至{high}的整数",
    },
    "option_ms": {
        "en": "{option} '{text}': give a finite number of ms above 0 (at most {high})",
        "zh": "{option}「{text}」：应为大于0的有限毫秒数（最多{high}）",
    },
    "check_no_events": {
        "en": "{path}: no event file (*.pbn, *.lin) in this folder",
        "zh": "{path}：此文件夹中没有比赛文件（PBN 或 LIN 文件）",
    },
    "check_out_not_file": {
        "en": "{option} {path}: not a regular file (a folder, a device or a "
        "pipe): give a file name",
        "zh": "{option} {path}：不是普通文件（而是文件夹、设备或管道）：请给出文件名",
    },
    "check_out_same": {
        "en": "{option} {path} is also an input or the other output: give another file",
        "zh": "{option} {path}同时是输入或另一个输出：请另选文件",
    },
    "check_out_options": {
        "en": "{path} holds results of another test ({theirs}); this run is "
        "{ours}: give another --out file",
        "zh": "{path}中是另一种检查的结果（{theirs}）；本次为{ours}：请另选 --out 文件",
    },
    "check_out_not_ours": {
        "en": "{path} is not a results file of adjudicate check (line "
        "{line} is not one of its lines): give another --out file",
        "zh": "{path}不是 adjudicate check 的结果文件（第{line}行不符）：请另选 --out 文件",
    },
    # --not-normal's errors (laws.claims.doubtful.PointError), in the command's language
    "point_form": {
        "en": "{point}: expected TRICK:SEAT:CARD, e.g. 3:S:H2",
        "zh": "{point}：应为“墩号、座位、牌”的代码，例如 3:S:H2",
    },
    "point_from_1": {
        "en": "{point}: tricks are counted from 1 (the trick at the claim)",
        "zh": "{point}：墩从1数起（声称时的那一墩为1）",
    },
    "point_card": {"en": "{point}: {problem}", "zh": "{point}：{problem}"},
    "point_side": {
        "en": "{point}: {seat} is not on the claimer's side; only his side's choices can be struck",
        "zh": "{point}：{seat}不是声称方；只能删除声称方的选择",
    },
    "point_after": {"en": "{point}: only {left} tricks remain", "zh": "{point}：只剩{left}墩"},
    "point_not_held": {
        "en": "{point}: {seat} does not hold {card}",
        "zh": "{point}：{seat}没有{card}",
    },
    "point_too_many": {
        "en": "at most {most} cards can be struck, got {got}",
        "zh": "最多可删除{most}张牌，现为{got}张",
    },
    # ---- issue 31 (first hour): event-reader problems, keyed ----
    "reader_card_twice": {
        "en": "deal: {card} is in both {first} and {second}",
        "zh": "牌张分配：{card}同时在{first}与{second}手中",
    },
    "reader_hand_size": {
        "en": "deal: {seat} holds {count} cards, not 13",
        "zh": "牌张分配：{seat}有{count}张牌，而非13张",
    },
    "reader_no_cards": {"en": "deal: no cards in any hand", "zh": "牌张分配：四手均无牌"},
    "reader_deal": {"en": "deal: {problem}", "zh": "牌张分配：{problem}"},
    "reader_pbn_stray_text": {
        "en": "line {line}: text {words} outside any tag section",
        "zh": "第{line}行：文字{words}不在任何标签段内",
    },
    "reader_pbn_malformed_tag": {
        "en": "line {line}: malformed tag {tag}",
        "zh": "第{line}行：格式有误的标签{tag}",
    },
    "reader_pbn_unclosed_tag": {
        "en": "line {line}: tag {tag} is never closed with ']'",
        "zh": "第{line}行：标签{tag}没有以“]”结束",
    },
    "reader_pbn_open_comment": {
        "en": "the file ends inside a '{{' comment (truncated?)",
        "zh": "文件在“{{”注释之中结束（文件被截断？）",
    },
    "reader_pbn_open_tag": {
        "en": "line {line}: the file ends inside the tag {tag} (truncated?)",
        "zh": "第{line}行：文件在标签{tag}之中结束（文件被截断？）",
    },
    "reader_lin_qx": {
        "en": "{value}: not a room and board number like o12",
        "zh": "{value}：不是开闭室与牌号（如o12）",
    },
    "reader_lin_loose": {
        "en": "{what} before any deal ({field})",
        "zh": "{what}出现在任何牌张分配（{field}）之前",
    },
    "reader_lin_ah": {"en": "{value}: not a board number", "zh": "{value}：不是牌号"},
    "reader_already_played": {
        "en": "trick {number}: {seat} played {card} but it was already played to trick {earlier}",
        "zh": "第{number}墩：{seat}打出{card}，但这张牌已在第{earlier}墩打出",
    },
    "reader_wrong_hand": {
        "en": "trick {number}: {seat} played {card} but it is in {holder}'s hand (wrong seat)",
        "zh": "第{number}墩：{seat}打出{card}，但这张牌在{holder}手中（方位有误）",
    },
    "reader_claim_unreplayable": {
        "en": "a claim (play and result) but {problem}: it cannot be replayed",
        "zh": "有声称（打牌与结果），但{problem}：无法重演",
    },
    "reader_play_unreplayable": {
        "en": "play recorded but {problem}",
        "zh": "记录了打牌，但{problem}",
    },
    "reader_missing_deal": {
        "en": "no full deal (52 cards, 13 in each hand)",
        "zh": "没有完整的牌张分配（52张，每手13张）",
    },
    "reader_missing_contract": {"en": "no contract", "zh": "没有定约"},
    "reader_missing_declarer": {"en": "no declarer", "zh": "没有庄家"},
    "reader_missing_leader": {"en": "no opening leader in {tag}", "zh": "{tag}中没有首攻人"},
    "reader_play_stops": {
        "en": "the play stops in trick {number} with neither '*' nor '-' for the cards not "
        "played (truncated?)",
        "zh": "打牌记录停在第{number}墩，未打的牌既无“*”也无“-”（文件被截断？）",
    },
    "reader_claim_impossible": {
        "en": "claim of {result} total tricks for the declaring side is impossible: they have "
        "won {won} of {played} tricks, so {low}-{high} are possible",
        "zh": "庄家方共{result}墩的声称不可能：已赢得{played}墩中的{won}墩，"
        "可能的总数为{low}至{high}墩",
    },
    "reader_no_board_lin": {
        "en": "no board (no {field} deal) in this LIN file",
        "zh": "此LIN文件中没有牌局（没有{field}牌张分配）",
    },
    "reader_no_board_pbn": {
        "en": "no board (no {deal}, {board} or {play} tag) in this PBN file",
        "zh": "此PBN文件中没有牌局（没有{deal}、{board}或{play}标签）",
    },
    "reader_unknown_call": {
        "en": "auction: unknown call {call}",
        "zh": "叫牌过程：无法识别的叫品{call}",
    },
    "reader_binary_nul": {
        "en": "binary data (NUL bytes), not a PBN or LIN text",
        "zh": "二进制数据（含空字节），不是PBN或LIN文本",
    },
    "reader_binary_controls": {
        "en": "binary data ({count} control characters), not a PBN or LIN text",
        "zh": "二进制数据（{count}个控制字符），不是PBN或LIN文本",
    },
    "reader_empty": {"en": "empty file: no boards", "zh": "空文件：没有牌局"},
    "reader_lin_dealer": {
        "en": "deal {deal}: no dealer digit 1-4 at its start",
        "zh": "牌张分配{deal}：开头缺少1至4的发牌人数字",
    },
    "reader_lin_hands": {
        "en": "deal: {count} hands given, at most 4",
        "zh": "牌张分配：给出{count}手牌，至多4手",
    },
    "reader_lin_card_char": {
        "en": "deal: {seat}'s hand {hand}: unknown card character {char}",
        "zh": "牌张分配：{seat}的牌{hand}中有无法识别的字符{char}",
    },
    "reader_lin_held_twice": {
        "en": "deal: {seat} holds {card} twice",
        "zh": "牌张分配：{seat}两次持有{card}",
    },
    "reader_lin_no_deal": {
        "en": "play or claim recorded but no deal ({field})",
        "zh": "记录了打牌或声称，却没有牌张分配（{field}）",
    },
    "reader_lin_vul": {"en": "unknown vulnerability {value}", "zh": "无法识别的局况{value}"},
    "reader_lin_card": {
        "en": "card {number} of the play: unknown card {card}",
        "zh": "打牌的第{number}张：无法识别的牌{card}",
    },
    "reader_lin_after_claim": {
        "en": "{count} card(s) played after the claim {claim}",
        "zh": "声称{claim}之后又打出{count}张牌",
    },
    "reader_pbn_board": {"en": "{tag} is not a board number", "zh": "{tag}不是牌号"},
    "reader_pbn_no_earlier": {
        "en": '[{tag} "#"] but no earlier game gives {tag}',
        "zh": '[{tag} "#"]，但之前没有牌局给出{tag}',
    },
    "reader_pbn_seat": {
        "en": '[{tag} "{value}"] is not a seat N, E, S or W',
        "zh": '[{tag} "{value}"]不是方位 N、E、S 或 W',
    },
    "reader_pbn_vul": {"en": "{tag} is not {choices}", "zh": "{tag}不是有效的局况"},
    "reader_pbn_contract": {"en": "{tag} is not a contract like {example}", "zh": "{tag}不是定约"},
    "reader_pbn_result": {"en": "{tag} is not a number of tricks", "zh": "{tag}不是墩数"},
    "reader_pbn_result_sum": {
        "en": "{tag}: the two sides' tricks do not add up to 13",
        "zh": "{tag}：双方墩数之和不是13",
    },
    "reader_pbn_second_plus": {
        "en": "line {line}: a second '+' in the play",
        "zh": "第{line}行：打牌记录中第二个“+”",
    },
    "reader_pbn_card": {
        "en": "line {line}: unknown card {card} in the play",
        "zh": "第{line}行：打牌记录中无法识别的牌{card}",
    },
    "reader_after_end": {
        "en": "play after the end: {card} after the 13th trick",
        "zh": "牌局结束后仍有打牌：第13墩之后的{card}",
    },
    "reader_played_after_end": {
        "en": "play after the end: {card} played after the 13th trick",
        "zh": "牌局结束后仍有打牌：第13墩之后打出{card}",
    },
    "reader_pbn_missing_card": {
        "en": "trick {number}: {seat}'s card is not given ('-' or '+') but a later "
        "player's card is",
        "zh": "第{number}墩：{seat}的牌未给出（“-”或“+”），其后玩家的牌却已给出",
    },
    "reader_pbn_after_unfinished": {
        "en": "trick {next}: {card} played after the unfinished trick {number}",
        "zh": "第{next}墩：未完成的第{number}墩之后打出{card}",
    },
    "reader_wrong_leader": {
        "en": "{tag}: the opening lead belongs to {lho}, declarer {declarer}'s "
        "left-hand opponent (wrong seat)",
        "zh": "{tag}：首攻应由庄家{declarer}的左手敌方{lho}打出（方位有误）",
    },
}
