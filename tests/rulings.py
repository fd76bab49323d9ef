"""A small way to state a claim in tests: the position as the director types it, ruled
through the package's public face (``adjudicator.rule``)."""

from __future__ import annotations

from adjudicator import ClaimPosition, rule

__all__ = ["position", "rule"]


def position(
    hands: str,
    trump: str,
    lead: str,
    trick: str = "",
    history: tuple[str, ...] = (),
    shown_out: tuple[str, ...] = (),
) -> ClaimPosition:
    """``position("N:AK... ...", "S", "N", trick="SQ", history=("S:HQ H7 H2 H3",))``."""
    return ClaimPosition.from_text(hands, trump, lead, trick, history, shown_out)
