"""Experience (K6) as a campaign setting: on for a campaign made now, off for one made before,
its awards and advances checked, and switching it on said in every warrior's history."""

from __future__ import annotations

from pathlib import Path

import pytest

from models import campaigns, characters, history
from models.errors import InvalidInput
from models.history import character_history
from models.store.schema import DEAD, Campaign, Character, HistoryEntry


def test_a_campaign_made_now_has_experience_on(database: Path) -> None:
    for game in ("beastrider_wars", "caliburns_wrath"):
        made = campaigns.create_campaign(name=game, game=game)
        assert campaigns.switch(made, campaigns.EXPERIENCE) is True
    off = campaigns.create_campaign(
        name="Without", game="caliburns_wrath", house_rules={"experience": False}
    )
    assert campaigns.switch(off, campaigns.EXPERIENCE) is False


def test_a_campaign_made_before_whose_settings_do_not_say_has_it_off(database: Path) -> None:
    old = campaigns.create_campaign(name="Old", game="beastrider_wars")
    Campaign.update(house_rules={"refund_after_play": "half"}).where(
        Campaign.id == old.id
    ).execute()
    assert campaigns.switch(Campaign.get_by_id(old.id), campaigns.EXPERIENCE) is False


def test_the_awards_and_advances_are_checked_in_words(database: Path) -> None:
    made = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    with pytest.raises(
        InvalidInput, match=r"xp_awards.played: must be a whole number from 0 to 99"
    ):
        campaigns.set_house_rules(campaign=made, house_rules={"xp_awards": {"played": -1}})
    with pytest.raises(InvalidInput, match=r"advances.attack: this game has no such advance"):
        campaigns.set_house_rules(campaign=made, house_rules={"advances": {"attack": {}}})
    with pytest.raises(InvalidInput, match=r"experience: must be true or false"):
        campaigns.set_house_rules(campaign=made, house_rules={"experience": "yes"})
    own = {"xp_awards": {"kill": 2}, "advances": {"combat": {"cost": 6}}, "experience": True}
    campaigns.set_house_rules(campaign=made, house_rules=own)
    kept = Campaign.get_by_id(made.id).house_rules
    assert (kept["xp_awards"], kept["advances"]) == ({"kill": 2}, {"combat": {"cost": 6}})


def test_switching_it_on_starts_each_living_warrior_at_0_xp(database: Path) -> None:
    old = campaigns.create_campaign(
        name="Old", game="caliburns_wrath", house_rules={"experience": False}
    )
    band = campaigns.create_warband(campaign=old, name="Camelot", player="Ann")
    kai = characters.recruit(warband=band, profile="sir_kai", name="Kai")
    gawain = characters.recruit(warband=band, profile="sir_gawain", name="Gawain")
    Character.update(status=DEAD).where(Character.id == gawain.id).execute()
    settings = dict(Campaign.get_by_id(old.id).house_rules)
    campaigns.set_house_rules(campaign=old, house_rules={**settings, "experience": True})
    assert character_history(kai)[-1].text == (
        "The campaign switched experience on: starts at 0 XP."
    )
    assert len(character_history(gawain)) == 1  # the dead start at nothing
    told = [e.text for e in HistoryEntry.select().where(HistoryEntry.character.is_null())]
    assert told[-1].startswith("Experience switched on (K6)")
    # saving the settings again says nothing more
    campaigns.set_house_rules(campaign=old, house_rules={**settings, "experience": True})
    assert len(character_history(kai)) == 2
    # off, then on again: his XP is what his history holds
    campaigns.set_house_rules(campaign=old, house_rules={**settings, "experience": False})
    assert (
        HistoryEntry.select()
        .order_by(HistoryEntry.id.desc())
        .get()
        .text.startswith("Experience switched off (K6)")
    )
    history.write(character=kai, kind=history.NOTE, text="earned", details={"xp_earned": 3})
    campaigns.set_house_rules(campaign=old, house_rules={**settings, "experience": True})
    assert character_history(kai)[-1].text == (
        "The campaign switched experience on again: has 3 XP left."
    )
    assert history.xp_accounts([kai.id, gawain.id])[kai.id].left == 3
