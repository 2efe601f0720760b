"""Each warband has a colour from a palette readable on light and dark backgrounds: a
campaign's warbands take them in the order they were made."""

from __future__ import annotations

from pathlib import Path

from models.campaigns import create_campaign, create_warband
from models.colours import PALETTE, colours_by_id, warband_colours
from models.roster import warband_summaries


def test_a_campaigns_warbands_take_the_palette_in_order(database: Path) -> None:
    campaign = create_campaign(name="Border", game="beastrider_wars")
    made = [create_warband(campaign=campaign, name=f"Band {n}") for n in range(len(PALETTE) + 1)]
    colours = warband_colours(campaign.id)
    assert [colours[w.id] for w in made[: len(PALETTE)]] == list(PALETTE)
    assert colours[made[-1].id] == PALETTE[0]  # the ninth starts the palette again
    assert len(set(PALETTE)) == len(PALETTE) and all(len(c) == 7 for c in PALETTE)
    # Another campaign's warbands do not move them.
    other = create_campaign(name="Elsewhere", game="beastrider_wars")
    create_warband(campaign=other, name="Far")
    assert warband_colours(campaign.id) == colours
    by_summary = {s.warband.id: s.colour for s in warband_summaries(campaign)}
    assert by_summary == colours
    assert colours_by_id([7, 3]) == {3: PALETTE[0], 7: PALETTE[1]}
