"""Each warband's colour, from a palette readable on light and dark backgrounds alike: the
warbands of a campaign take its colours in the order they were made (the ninth takes the
first again). No Qt here: the screens and the printed sheets read the same hex colours."""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from models.store.schema import Warband

# Mid-tone hues, each at least 3:1 against white and against a near-black background.
PALETTE = (
    "#3d7cc9",  # blue
    "#d0483b",  # red
    "#2f9a5d",  # green
    "#9b59b6",  # purple
    "#e07b18",  # orange
    "#1a9bb0",  # teal
    "#a07a52",  # brown
    "#d2457f",  # pink
)


def colours_by_id(warband_ids: Iterable[int]) -> dict[int, str]:
    """The colour of each of a campaign's warbands (all of them, by id)."""
    return {wid: PALETTE[i % len(PALETTE)] for i, wid in enumerate(sorted(set(warband_ids)))}


def warband_colours(campaign_id: int) -> dict[int, str]:
    """The colour of each warband of the campaign: one query."""
    ids = Warband.select(Warband.id).where(Warband.campaign == campaign_id).tuples()
    # Rows as .tuples() gives them (the type stubs say models).
    return colours_by_id(row[0] for row in cast(Iterable[tuple[int]], ids))
