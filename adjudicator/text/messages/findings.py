"""The findings of the laws of claims (:mod:`adjudicator.laws.claims`): Law 70C's three
conditions, 70D, 70E, the lines and the tricks lost, the verdict, the class of
player, the doubtful points and the names of Law 70A's normal-play rules.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "70C1_silent": {
        "en": "70C1: the claimer made no statement about the outstanding trump ({trumps})",
        "zh": "第70条C款1：声称者未提及对方手中的将牌（{trumps}）",
    },
    "70C1_own_trumps": {
        "en": "70C1: the claimer named only his own trump winners, which is no statement "
        "about the outstanding trump ({trumps})",
        "zh": "第70条C款1：声称者只列出了自己的将牌赢张，并非对对方手中将牌（{trumps}）的说明",
    },
    "70C1_stated": {
        "en": "70C1: the claimer's statement speaks of the trumps ({trumps} outstanding): "
        "Law 70C does not apply",
        "zh": "第70条C款1：声称者的说明提到了将牌（对方尚有{trumps}），不适用第70条C款",
    },
    "70C2_unaware": {
        "en": "70C2: it is at all likely that he was unaware of it — no round of trumps "
        "just before the claim shows he knew trumps were out; doubt is resolved against "
        "the claimer (Law 70A, practice rows 6-7)",
        "zh": "第70条C款2：声称者可能并未察觉该将牌——声称前并未刚刚清过一轮将牌，"
        "无从表明他知道外面还有将牌；任何不确定因素应对声称者不利"
        "（第70条A款，实务准则第6、7项）",
    },
    "70C2_aware": {
        "en": "70C2: it is not likely that he was unaware of it — he drew a round of trumps "
        "{when} and both opponents followed (practice row 7)",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——他在{when}清过一轮将牌，"
        "两名防家都跟出了将牌（实务准则第7项）",
    },
    "70C2_aware_counted": {
        "en": "70C2: it is not likely that he was unaware of it — an expert counts the "
        "trumps, and {count} round(s) of trumps were played before the claim",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——专家会计算将牌，声称前已打过{count}轮将牌",
    },
    "70C2_unaware_ruff": {
        "en": "70C2: it is at all likely that he was unaware of it — an opponent's ruff "
        "{when} showed that trumps existed, not that the last one ({card}) remains; doubt "
        "is resolved against the claimer (Law 70A, practice rows 6-7)",
        "zh": "第70条C款2：声称者有可能未察觉该将牌——{when}防家将吃只说明对方有过将牌，"
        "并不说明最后一张将牌（{card}）仍在；疑点作不利于声称者的解释（第70条A款，实务准则第6-7项）",
    },
    "70C2_aware_seen": {
        "en": "70C2: it is not likely that he was unaware of it — a trump of the opponents "
        "was played {when}, which alerts him (practice row 24)",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——{when}防家打出了将牌，"
        "足以提醒他（实务准则第24项）",
    },
    "70C2_aware_undrawn": {
        "en": "70C2: it is not likely that he was unaware of it — no round of trumps has "
        "been led and the opponents still hold {count}: he cannot think them gone",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——尚未出过一轮将牌，"
        "防家仍持有{count}张将牌，他不会以为将牌已清",
    },
    "70C2_aware_conceded": {
        "en": "70C2: it is not likely that he was unaware of it — he conceded {count} "
        "trick(s) while an opponent holds the master trump {card}: his count includes it "
        "(practice row 22)",
        "zh": "第70条C款2：声称者不大可能未察觉该将牌——对方持有最大的将牌{card}，"
        "而他承认了{count}墩：他的计算已包括此牌（实务准则第22项）",
    },
    "70C3_lost": {
        "en": "70C3: a trick could be lost to it by a normal line (cashing side winners "
        "before drawing it: {without} tricks; drawing it first: {with_})",
        "zh": "第70条C款3：按某种正常打法可能在该将牌上失墩（先兑现旁门赢张：{without}墩；"
        "先清将牌：{with_}墩）",
    },
    "70C3_lost_master": {
        "en": "70C3: a trick could be lost to it by a normal line (cashing side winners "
        "first: {without} tricks; leading trumps first to force out the {card}: {with_})",
        "zh": "第70条C款3：某种正常打法会因该将牌失墩（先兑现旁门赢张：{without}墩；"
        "先出将牌逼出{card}：{with_}墩）",
    },
    "70C3_lost_anyway": {
        "en": "70C3: no trick more could be lost to it by a normal line: the {card} takes "
        "its trick whatever the order ({with_} tricks either way)",
        "zh": "第70条C款3：任何正常打法都不会因该将牌多失墩：无论次序如何，{card}都会"
        "赢得一墩（两种打法都是{with_}墩）",
    },
    "70C3_undecided": {
        "en": "70C3: whether a normal line loses a trick to it was not decided within the "
        "search budget",
        "zh": "第70条C款3：在搜索预算内未能判定正常打法是否会因该将牌失墩",
    },
    "70C3_not_lost": {
        "en": "70C3: no trick could be lost to it by a normal line",
        "zh": "第70条C款3：任何正常打法都不会在该将牌上失墩",
    },
    "70C_draw_first": {
        "en": "The claimer is taken to draw the outstanding trump before cashing side "
        "winners (70C, practice row 6).",
        "zh": "认定声称者先清将牌，再兑现旁门赢张（第70条C款，实务准则第6项）。",
    },
    "70E_not_credited": {
        "en": "70E: an unstated finesse or drop is not credited — a claimer who knew every "
        "suit's layout would take {knowing}, the worst normal line takes {worst} "
        "({shown})",
        "zh": "第70条E款：声称者未说明的飞牌或跌落不予接受——知道各门花色分布的声称者"
        "可得{knowing}墩，最差的正常打法只得{worst}墩（{shown}）",
    },
    "70E_layout_known": {
        "en": "70E: an opponent failed to follow before the claim ({list}), so the claimer "
        "is credited with playing that suit right: {worst} (without that knowledge the "
        "worst normal line would take {blind})",
        "zh": "第70条E款：声称前已有对手示缺（{list}），故承认声称者能正确处理该花色："
        "{worst}墩（若无此信息，最差的正常打法为{blind}墩）",
    },
    "70E_no_show_out": {
        "en": "no opponent had shown out before the claim",
        "zh": "声称前没有对手在任何花色中示缺",
    },
    "70E_show_outs": {"en": "before the claim: {list}", "zh": "声称前：{list}"},
    "70E_1997_clause": {
        "en": "70E (1997): the line is credited if not taking it would be irrational — a "
        "point for the director's judgement; the search assumes it is not.",
        "zh": "第70条E款（1997年规则）：如果不采用该打法是不合理的，应予接受——"
        "此点由裁判判断；本搜索假定不采用并非不合理。",
    },
    "70D2_defender": {
        "en": "70D2: a defender's claim is not accepted where it depends on partner "
        "choosing a particular card among normal alternatives (practice row 16)",
        "zh": "第70条D款2：防家的声称如果有赖于同伴在几种正常打法中选出某一张特定的牌，"
        "不予接受（实务准则第16项）",
    },
    "condition_holds": {
        "en": "the condition '{condition}' holds in the actual layout: the claim is "
        "{tricks} tricks (practice row 19)",
        "zh": "条件「{condition}」在实际牌张分布中成立：声称的墩数为{tricks}墩（实务准则第19项）",
    },
    "no_condition_holds": {
        "en": "no condition of the claim holds: the unconditional count applies",
        "zh": "声称所附的条件都不成立：以无条件的墩数为准",
    },
    "draw_trumps_nt": {
        "en": "'draw trumps' at notrump has no effect",
        "zh": "无将定约中「清将牌」不起作用",
    },
    "line_condition_holds": {
        "en": "the line stated '{condition}' applies: the condition holds in the actual "
        "layout (practice row 19)",
        "zh": "「{condition}」所说的打法适用：该条件在实际牌张分布中成立（实务准则第19项）",
    },
    "line_condition_fails": {
        "en": "the line stated '{condition}' does not apply: the condition does not hold "
        "in the actual layout (practice row 19)",
        "zh": "「{condition}」所说的打法不适用：该条件在实际牌张分布中不成立（实务准则第19项）",
    },
    "line_place_holds": {
        "en": "the line stated '{condition}' binds once the play shows the claimer where the "
        "card lies (it is played, an opponent shows out of its suit, or a stated finesse "
        "wins), as it holds in the "
        "actual layout; until then only what the stated lines share binds (Law 70E; "
        "practice row 19)",
        "zh": "「{condition}」所说的打法要等打牌过程中声称者看出该牌张的位置（该牌已打出、"
        "对手在该花色示缺，或所说的飞牌成功）才约束他，该条件在实际牌张分布中成立；在此之前只约束各种"
        "打法共有的部分（第70条E款；实务准则第19项）",
    },
    "line_place_fails": {
        "en": "the line stated '{condition}' does not bind: the condition does not hold in "
        "the actual layout, and the claimer could not act on it before the play showed him "
        "where the card lies (Law 70E; practice row 19)",
        "zh": "「{condition}」所说的打法不约束声称者：该条件在实际牌张分布中不成立，"
        "而在打牌过程中看出该牌张的位置之前，他也无法据此行事（第70条E款；实务准则第19项）",
    },
    "line_finesse_taken": {
        "en": "'{condition}' states the finesse: it is taken first, and its outcome decides "
        "which stated line binds (Law 70D)",
        "zh": "「{condition}」说明了飞牌：先飞牌，由飞牌的结果决定适用哪一种所说的打法"
        "（第70条D款）",
    },
    "line_condition_seen_fails": {
        "en": "the line stated '{condition}' is followed until the play shows the claimer "
        "that the condition does not hold, as it does not in the actual layout (a show-out, "
        "Law 70E; practice row 19)",
        "zh": "「{condition}」所说的打法一直执行到打牌过程中声称者看出该条件不成立为止；"
        "该条件在实际牌张分布中不成立（由对手示缺看出，第70条E款；实务准则第19项）",
    },
    "no_plan_position": {
        "en": "no position for '{step}' found: it binds no order of play",
        "zh": "找不到可以执行「{step}」的牌张：这句说明不约束打牌次序",
    },
    "no_finesse_position": {
        "en": "no finesse position found for '{step}'",
        "zh": "找不到「{step}」的飞牌位置",
    },
    "lost_stated_finesse": {
        "en": "the stated finesse of the {finesse} lost to the {card}",
        "zh": "所声明的{finesse}飞牌输给了{card}",
    },
    "lost_ruffed": {"en": "ruffed with {card}", "zh": "被{card}将吃"},
    "lost_higher_held": {
        "en": "{card} won while the claimer's side still held a higher card",
        "zh": "{card}赢得这一墩，而声称方手中仍有更大的牌",
    },
    "lost_master": {"en": "{card} was the master", "zh": "{card}是该花色最大的牌"},
    "verdict_upheld": {"en": "upheld", "zh": "声称成立"},
    "verdict_to_opponents": {
        "en": "tricks to opponents: {count} ({laws})",
        "zh": "判给对方{count}墩（{laws}）",
    },
    "verdict_undecided": {"en": "undecided (budget)", "zh": "未决（搜索预算用尽）"},
    "after_claim_evidence": {
        "en": "the {count} card(s) played after the claim are taken as evidence of the "
        "claimer's line (WB 8.68.1, Law 70D3 of 2017, practice row 17)",
        "zh": "声称后打出的{count}张牌作为声称者打牌路线的证据"
        "（英格兰桥牌联盟白皮书8.68.1、2017年规则第70条D款3，实务准则第17项）",
    },
    "weighting_possible": {
        "en": "Law 12C3 (practice row 20): normal lines give from {worst} to {best} tricks; "
        "under this rule set a committee may weight the ruling between them",
        "zh": "第12条C款3（实务准则第20项）：各种正常打法可得{worst}至{best}墩；"
        "按此规则，仲裁委员会可在两者之间按比例判给调整分",
    },
    "weighting_not_preferred": {
        "en": "practice row 20: under {rules} guidance a claim ruling is not weighted; the "
        "worst normal line decides",
        "zh": "实务准则第20项：按{rules}的规定，声称裁决不按比例加权，以最差的正常打法为准",
    },
    "class_floor": {
        "en": "practice row 25: a line normal in {player_class} play is normal in {lower} "
        "play too, never the other way round; the worst normal line of {lower} play gives "
        "{awarded} of the remaining tricks, more than the {own} the rules of {player_class} "
        "play left, so the claimer keeps {awarded}",
        "zh": "实务准则第25项：对{player_class}属正常的打法，对{lower}也属正常，反之不然；"
        "按{lower}的正常打法，最差打法可得剩余牌墩{awarded}墩，多于按{player_class}的规则所得的"
        "{own}墩，故声称方得{awarded}墩",
    },
    "aware_last": {"en": "on the trick just before the claim", "zh": "声称前的最后一墩"},
    "aware_two_before": {"en": "two tricks before the claim", "zh": "声称前的倒数第二墩"},
    "struck_points": {
        "en": "The director rules these choices not normal for this player (Law 70A, the "
        "footnote to Laws 69-71), and the ruling is made without them: {points}",
        "zh": "裁判认定下列选择对此级别赛员并非正常打法（第70条A款、第69至71条注脚），"
        "裁决不考虑这些选择：{points}",
    },
    "point_lead": {"en": "{seat} leads {card}", "zh": "{seat}出{card}"},
    "point_follow": {"en": "{seat} plays {card}", "zh": "{seat}跟出{card}"},
    "point_ruff": {"en": "{seat} ruffs with {card}", "zh": "{seat}以{card}将吃"},
    "point_discard": {"en": "{seat} discards {card}", "zh": "{seat}垫出{card}"},
    "point_careless": {"en": "; careless: it departs from {plan}", "zh": "；属疏忽：偏离了{plan}"},
    "rule_STATEMENT": {"en": "the stated line", "zh": "所声明的打法"},
    "rule_DRAW_TRUMPS": {"en": "drawing the outstanding trump first", "zh": "先清将牌"},
    "rule_TOP_DOWN": {"en": "playing a suit from the top", "zh": "从大到小打出一门花色"},
    "rule_NO_LOSER_LEAD": {
        "en": "cashing winners before leading losers",
        "zh": "先兑现赢张再出输张",
    },
    "rule_WIN_LAST": {"en": "winning the tricks the claim counts", "zh": "赢得声称所计的牌墩"},
    "rule_RUFF_LOW": {"en": "ruffing low", "zh": "以小将牌将吃"},
    "rule_KEEP_MASTERS": {"en": "keeping winners and throwing losers", "zh": "保留赢张、垫去输张"},
    "rule_KNOWN_LAYOUT": {"en": "playing a suit whose layout is known", "zh": "按已知分配打牌"},
    "rule_COUNTS_SPOTS": {"en": "counting a suit's small cards", "zh": "计算花色中的小牌"},
    "rule_CHEAP_WIN": {"en": "winning with the cheapest sure winner", "zh": "以最小的必赢张赢墩"},
    "rule_SURE_RUFF": {"en": "ruffing when a ruff surely wins", "zh": "必赢时将吃"},
    "rule_SAFETY_RUFF": {"en": "ruffing safely", "zh": "安全将吃"},
    "rule_UNBLOCK": {"en": "unblocking the suit the count needs", "zh": "解除声称所需花色的阻塞"},
    "rule_ALERT": {"en": "what the play so far has shown", "zh": "先前打牌所显示的情况"},
    "rule_SLIPS": {"en": "the evident plan", "zh": "明显的打牌计划"},
    "rule_STRUCK": {"en": "the director's ruling", "zh": "裁判的认定"},
    "rule_NO_STRAND": {
        "en": "cashing a run before leaving its hand",
        "zh": "离开该手之前先兑现连续赢张",
    },
    "rule_SEQUENCE": {"en": "covering from a sequence of honours", "zh": "以连张大牌盖打"},
    "rule_RESERVE_RUFFS": {
        "en": "keeping a trump for a counted ruff",
        "zh": "为计入的将吃保留将牌",
    },
    "rule_SHOWN_TRUMPS": {"en": "trumps seen to be drawn", "zh": "已看到对方将牌出尽"},
    "rule_SHORT_FIRST": {"en": "the short hand's high cards first", "zh": "先打短套一方的大牌"},
    "rule_LONE_WINNERS": {
        "en": "cashing a single winner before leaving its hand",
        "zh": "离开该手之前先兑现单张赢张",
    },
    "rule_BOTTOM_DISCARD": {
        "en": "discarding from the bottom of a suit",
        "zh": "从一门花色的小牌垫起",
    },
    "rule_SUIT_RUN": {
        "en": "playing a suit's winners in the order that takes them all",
        "zh": "按能兑现全部赢张的次序打一门花色",
    },
    "aware_in_progress": {"en": "on the trick in progress", "zh": "正在进行的一墩中"},
    "class_stated": {"en": "as given", "zh": "依指定"},
    "class_default": {
        "en": "the default: nothing in the event's name shows a championship, and it is "
        "no vugraph broadcast",
        "zh": "未另行指定：赛事名称未显示为锦标赛，亦非网络转播的队式赛",
    },
    "class_event_tags": {
        "en": 'the event "{event}" is a championship ({word})',
        "zh": "赛事「{event}」为锦标赛（{word}）",
    },
    "class_vugraph": {
        "en": 'the event "{event}" is a teams match broadcast on vugraph (open and closed rooms)',
        "zh": "赛事「{event}」为网络转播（开室与闭室）的队式赛",
    },
    "class_mapped": {"en": "by the class map: {pattern}", "zh": "依级别对照：{pattern}"},
    "claimer_inferred_declarer": {
        "en": "(The file does not record who claimed: declarer is taken as the claimer, as "
        "the claim gives the declaring side tricks.)",
        "zh": "（记录未载明由谁声称：因声称使庄家方得墩，视为庄家声称。）",
    },
    "claimer_inferred_defender": {
        "en": "(The file does not record who claimed: a claim giving the declaring side "
        "none of the remaining tricks is taken as the defenders'.)",
        "zh": "（记录未载明由谁声称：声称使庄家方在剩余牌墩中一墩不得，视为防家声称。）",
    },
}
