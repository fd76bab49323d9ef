"""Echoes: what a command computed, said back with its inputs."""

MESSAGES: dict[str, dict[str, str]] = {
    "score_echo": {
        "en": "{contract} by {declarer}, {vul}, {tricks} tricks: {score} for {side}",
        "zh": "{contract}，庄家{declarer}，{vul}，{tricks}墩：{side}{score}",
    },
    "score_passed_out": {"en": "passed out, {vul}: 0", "zh": "四家派司，{vul}：0"},
    "side_short_NS": {"en": "N-S", "zh": "南北"},
    "side_short_EW": {"en": "E-W", "zh": "东西"},
}
