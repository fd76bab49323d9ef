"""What a simulation found for one line: how often each number of tricks, with its
sampling error.

A simulation of *n* layouts estimates a probability *p* by the share of layouts; its
95% interval here is Wilson's score interval, which stays inside 0..1 and is honest for
shares near 0 or 1 and for a few hundred layouts (the normal approximation is not).  The
mean number of tricks gets the usual mean ± 1.96 standard errors.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

#: 95% two-sided normal quantile.
Z95 = 1.959964


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a share ``successes / trials``."""
    if trials <= 0:
        return 0.0, 1.0
    share = successes / trials
    denominator = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    half /= denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Share:
    """A probability estimated from layouts: the share and its 95% interval."""

    count: int
    layouts: int

    @property
    def value(self) -> float:
        return self.count / self.layouts if self.layouts else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.count, self.layouts)

    def to_json(self) -> dict:
        low, high = self.interval
        return {
            "p": round(self.value, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "layouts": self.layouts,
        }


@dataclass(frozen=True)
class TrickDistribution:
    """The viewer's side's tricks on each layout of one simulation, as counts."""

    counts: tuple[tuple[int, int], ...]  # (tricks, layouts), tricks ascending

    @classmethod
    def of(cls, values: Iterable[int]) -> TrickDistribution:
        return cls(tuple(sorted(Counter(values).items())))

    @property
    def layouts(self) -> int:
        return sum(n for _, n in self.counts)

    @property
    def mean(self) -> float:
        return sum(t * n for t, n in self.counts) / self.layouts

    @property
    def mean_interval(self) -> tuple[float, float]:
        n = self.layouts
        if n < 2:
            return self.mean, self.mean
        mean = self.mean
        variance = sum(n_t * (t - mean) ** 2 for t, n_t in self.counts) / (n - 1)
        half = Z95 * math.sqrt(variance / n)
        return mean - half, mean + half

    def exactly(self, tricks: int) -> Share:
        return Share(dict(self.counts).get(tricks, 0), self.layouts)

    def at_least(self, tricks: int) -> Share:
        return Share(sum(n for t, n in self.counts if t >= tricks), self.layouts)

    def to_json(self) -> dict:
        low, high = self.mean_interval
        return {
            "layouts": self.layouts,
            "mean": round(self.mean, 3),
            "mean_ci95": [round(low, 3), round(high, 3)],
            "tricks": {str(t): self.exactly(t).to_json() for t, _ in self.counts},
        }
