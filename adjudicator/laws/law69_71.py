"""Laws 69 and 71: undoing an acquiesced claim or a concession.

    第69條B款 — Within the correction period of Law 79C a contestant may ask to withdraw
    his acquiescence in an opponent's claim, but only for a trick his side had actually
    won, or one it could not lose by any *normal* play of the remaining cards.

    第71條 — A concession stands, but within the correction period the director cancels
    it: (A) for a trick the side had in fact won, or could not lose by any *legal* play
    of the remaining cards; (B) when declarer conceded a contract he had already made, or a
    defender conceded a contract already defeated; (C) for a trick that could not be lost
    by any *normal* play, if the side asks before the next board's call or the end of the
    round.

"Could not be lost by any legal play" is the worst result over every legal line of the
side (its own worst cards included) against the best defence: the engine's worst mode
with no restriction.  "By any normal play" is the worst normal line, the same search as
a claim ruling (Law 70A) without a statement.  A trick "actually won" is one already won
in the play and wrongly counted in the concession; the director supplies that number.
"""

from __future__ import annotations

from dataclasses import dataclass

from endplay.types import Player

from adjudicator.core.position import ClaimPosition


@dataclass(frozen=True)
class Restoration:
    """The outcome of a request under Law 69 or 71."""

    law: str  # "69B", "71A", "71B", "71C" or "" when nothing is restored
    kept: int  # remaining tricks the side kept by its concession or acquiescence
    restored: int  # tricks given back to the side
    reasons: tuple[str, ...]

    @property
    def total(self) -> int:
        """Remaining tricks the side gets after the ruling."""
        return self.kept + self.restored


def judge_concession(
    kept: int,
    legal_minimum: int,
    normal_minimum: int,
    *,
    actually_won: int = 0,
    timely: bool = False,
    contract_already_decided: bool = False,
) -> Restoration:
    """Law 71 for a side that kept ``kept`` of the remaining tricks and conceded the rest.

    ``legal_minimum`` / ``normal_minimum``: the side's remaining tricks on its worst legal
    / worst normal line.  ``timely``: raised before the next board's call or the end of
    the round (71C).  ``contract_already_decided``: declarer conceded a contract already
    made, or a defender one already defeated (71B)."""
    reasons = []
    restored = actually_won
    law = "71A" if actually_won else ""
    if actually_won:
        reasons.append(f"71A: {actually_won} conceded trick(s) had in fact been won")
    if legal_minimum > kept:
        restored += legal_minimum - kept
        law = "71A"
        reasons.append(
            f"71A: {legal_minimum - kept} conceded trick(s) could not be lost by any legal play"
        )
    if timely and normal_minimum > max(kept, legal_minimum):
        extra = normal_minimum - max(kept, legal_minimum)
        restored += extra
        law = law or "71C"
        reasons.append(
            f"71C: {extra} conceded trick(s) could not be lost by any normal play, and the "
            "side objected before the next board's call or the end of the round"
        )
    elif normal_minimum > max(kept, legal_minimum):
        reasons.append(
            "71C not applied: tricks no normal play loses are restored only when the side "
            "objects before the next board's call or the end of the round"
        )
    if contract_already_decided:
        law = "71B"
        best = max(kept + restored, normal_minimum)
        restored = best - kept
        reasons.append(
            "71B: the concession was of a contract already made (or already defeated); it "
            "is cancelled and the remaining tricks are ruled by the normal-line test"
        )
    return Restoration(law, kept, restored, tuple(reasons))


def judge_acquiescence(
    kept: int, normal_minimum: int, *, actually_won: int = 0, within_correction_period: bool = True
) -> Restoration:
    """Law 69B for a side that acquiesced in the opponents' claim, keeping ``kept`` of the
    remaining tricks.  ``normal_minimum``: the side's remaining tricks on the worst normal
    line of the rest of the play."""
    if not within_correction_period:
        return Restoration(
            "", kept, 0, ("69A: the acquiescence stands — the correction period (79C) is over",)
        )
    reasons = []
    restored = actually_won
    if actually_won:
        reasons.append(f"69B: {actually_won} trick(s) acquiesced in had in fact been won")
    if normal_minimum > kept + actually_won:
        extra = normal_minimum - kept - actually_won
        restored += extra
        reasons.append(f"69B: {extra} trick(s) could not be lost by any normal play")
    if not restored:
        reasons.append("69B: every trick acquiesced in could be lost by a normal play")
    return Restoration("69B" if restored else "", kept, restored, tuple(reasons))


def conceding_side_made_contract(
    declarer: Player, side: Player, level: int, won_so_far: int
) -> bool:
    """Law 71B: has a conceding side already decided the contract in its favour?

    ``won_so_far``: tricks the conceding side has already won."""
    declaring = (side - declarer) % 2 == 0
    if declaring:
        return won_so_far >= 6 + level
    return won_so_far >= 8 - level


def describe(position: ClaimPosition, side: Player, restoration: Restoration) -> str:
    """One sentence for the ruling."""
    if not restoration.restored:
        return f"Nothing is restored to {side.abbr}'s side ({'; '.join(restoration.reasons)})."
    return (
        f"{restoration.restored} of the {position.tricks_left - restoration.kept} conceded "
        f"trick(s) are restored to {side.abbr}'s side: " + "; ".join(restoration.reasons) + "."
    )
