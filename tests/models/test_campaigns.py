"""Campaigns, warbands and characters through the operations users perform."""

from __future__ import annotations

from pathlib import Path

import pytest
from playhouse.test_utils import count_queries

from models import campaigns, characters, history, legality
from models.changes import recording
from models.errors import ChangedElsewhereError, InvalidInput, RuleViolation
from models.history import character_history
from models.store.schema import (
    DEAD,
    RETIRED,
    Campaign,
    Character,
    HistoryEntry,
    Purchase,
    Warband,
)


@pytest.fixture
def caliburn(database: Path) -> Campaign:
    return campaigns.create_campaign(name="Round Table", game="caliburns_wrath")


@pytest.fixture
def camelot(caliburn: Campaign) -> Warband:
    return campaigns.create_warband(campaign=caliburn, name="Camelot", player="Ann")


def test_create_campaign_of_each_game(database: Path) -> None:
    a = campaigns.create_campaign(name="Border skirmishes", game="beastrider_wars")
    b = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    assert [c.name for c in campaigns.list_campaigns()] == ["Border skirmishes", "Round Table"]
    assert campaigns.rules_of(a).name == "The Beastrider Wars"
    assert "king_arthur" in campaigns.rules_of(b).profiles


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "cannot be empty"),
        ("   ", "cannot be empty"),
        ("x" * 10_000, "10,000 characters long"),
        ("Bell\x07", "control character"),
    ],
)
def test_bad_campaign_names_are_refused(database: Path, name: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        campaigns.create_campaign(name=name, game="caliburns_wrath")
    assert Campaign.select().count() == 0


def test_unicode_names_are_kept_as_typed(database: Path) -> None:
    names = ["Ævar's Þing 🐻", "Дружина Ольги", "Φάλαγξ", "שומרי הגבול"]
    for name in names:
        campaigns.create_campaign(name=name, game="beastrider_wars")
    assert sorted(c.name for c in Campaign.select()) == sorted(names)


def test_duplicate_names_are_refused(caliburn: Campaign, camelot: Warband) -> None:
    with pytest.raises(InvalidInput, match="already exists"):
        campaigns.create_campaign(name="Round Table", game="beastrider_wars")
    with pytest.raises(InvalidInput, match="already has a warband"):
        campaigns.create_warband(campaign=caliburn, name="Camelot")


def test_unknown_game_is_refused(database: Path) -> None:
    with pytest.raises(InvalidInput, match="Unknown game"):
        campaigns.create_campaign(name="Chess", game="chess")


def test_recruit_gives_the_profile_gold_and_a_history_entry(camelot: Warband) -> None:
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai the Steward")
    assert (kai.name, kai.gold, kai.position) == ("Kai the Steward", 10, 1)
    assert [e.text for e in character_history(kai)] == ["Recruited as Sir Kai with 10 gp."]


def test_empty_name_takes_the_profile_name(camelot: Warband) -> None:
    assert characters.recruit(warband=camelot, profile="sir_gawain").name == "Sir Gawain"


def test_named_hero_only_once_per_warband(caliburn: Campaign, camelot: Warband) -> None:
    characters.recruit(warband=camelot, profile="king_arthur")
    with pytest.raises(RuleViolation, match=r"appears once in a warband \(C10\)"):
        characters.recruit(warband=camelot, profile="king_arthur")
    other = campaigns.create_warband(campaign=caliburn, name="Rivals")
    characters.recruit(warband=other, profile="king_arthur")  # another warband may


def killed(character: Character) -> None:
    """Dead as a recorded game leaves him: his status, and his death in his history."""
    Character.update(status="dead").where(Character.id == character.id).execute()
    history.write(character=character, kind=history.DEATH, text="Slain in game 1.")


def test_a_named_hero_who_died_is_not_recruited_again(caliburn: Campaign, camelot: Warband):
    """K2, B8: "If playing a campaign, this Character is no longer available"."""
    rivals = campaigns.create_warband(campaign=caliburn, name="Rivals")
    theirs = characters.recruit(warband=rivals, profile="sir_kai")  # before the death
    kai = characters.recruit(warband=camelot, profile="sir_kai")
    killed(kai)
    for warband in (camelot, campaigns.create_warband(campaign=caliburn, name="Latecomers")):
        with pytest.raises(RuleViolation) as refused:
            characters.recruit(warband=warband, profile="sir_kai", name="Young Kai")
        assert str(refused.value) == (
            "Young Kai cannot be recruited as Sir Kai, who died in this campaign: the dead stay "
            "dead (K2)."
        )
    # The Rivals' own Sir Kai, recruited before, plays on; and so do other profiles.
    assert legality.campaign_problems(caliburn) == {}
    characters.retire_character(character=theirs)
    characters.reinstate_character(character=Character.get_by_id(theirs.id))
    characters.recruit(warband=camelot, profile="sir_gawain")
    # A campaign may let heroes return.
    settings = {**caliburn.house_rules, "heroes_return": True}
    campaigns.set_house_rules(campaign=caliburn, house_rules=settings)
    again = characters.recruit(warband=Warband.get_by_id(camelot.id), profile="sir_kai")
    assert again.profile == "sir_kai"
    # Switched off again, the returned hero is reported, never changed.
    settings["heroes_return"] = False
    campaigns.set_house_rules(campaign=Campaign.get_by_id(caliburn.id), house_rules=settings)
    assert [
        b.ruling for b in legality.campaign_problems(Campaign.get_by_id(caliburn.id))[again.id]
    ] == ["K2"]
    assert Character.get_by_id(again.id).status == "active"


def test_a_named_hero_who_died_cannot_be_deleted(caliburn: Campaign, camelot: Warband):
    """K2: deleting the dead Sir Kai would delete his death, and with it what keeps him from
    being recruited again; a dead warrior who is no hero is deleted as before."""
    kai = characters.recruit(warband=camelot, profile="sir_kai")
    killed(kai)
    with pytest.raises(RuleViolation, match=r"Sir Kai died in this campaign.*\(K2\)"):
        characters.delete_character(character=Character.get_by_id(kai.id))
    assert Character.get_by_id(kai.id).status == "dead"
    with pytest.raises(RuleViolation, match="the dead stay dead"):
        characters.recruit(warband=camelot, profile="sir_kai", name="Young Kai")
    settings = {**caliburn.house_rules, "heroes_return": True}
    campaigns.set_house_rules(campaign=caliburn, house_rules=settings)
    with pytest.raises(RuleViolation, match="cannot be deleted"):
        characters.delete_character(character=Character.get_by_id(kai.id))


def _heroes_who_returned(caliburn: Campaign, camelot: Warband) -> list[Warband]:
    """Camelot's Sir Kai and the Rivals' Sir Gawain died; each came back in the other warband
    while heroes returned (house rules), which the campaign then stopped."""
    levy = {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 4, "move": None}
    rivals = campaigns.create_warband(campaign=caliburn, name="Rivals")
    latecomers = campaigns.create_warband(campaign=caliburn, name="Latecomers")
    killed(characters.recruit(warband=camelot, profile="sir_kai"))
    killed(characters.recruit(warband=rivals, profile="sir_gawain"))
    campaigns.set_house_rules(
        campaign=caliburn,
        house_rules={**caliburn.house_rules, "heroes_return": True, "profiles": [levy]},
    )
    characters.recruit(warband=rivals, profile="sir_kai", name="Young Kai")
    characters.recruit(warband=camelot, profile="sir_gawain", name="Young Gawain")
    characters.recruit(warband=camelot, profile="levy", name="Hob")
    characters.recruit(warband=latecomers, profile="levy", name="Wat")
    campaign = Campaign.get_by_id(caliburn.id)
    campaigns.set_house_rules(
        campaign=campaign, house_rules={**campaign.house_rules, "heroes_return": False}
    )
    return [camelot, rivals, latecomers]


def test_a_roster_warns_of_what_the_campaign_check_finds(caliburn: Campaign, camelot: Warband):
    """A roster reads the campaign's deaths and recruitments for its own active named heroes
    only (K2, C10): it warns of what the whole campaign's check finds, and of nothing more."""
    from models.roster import roster_rows

    warbands = _heroes_who_returned(caliburn, camelot)
    found = legality.campaign_problems(Campaign.get_by_id(caliburn.id))
    warned = {}
    for warband in warbands:
        for row in roster_rows(Warband.get_by_id(warband.id)):
            if row.problems:
                warned[row.name] = row.problems
    assert warned == {
        Character.get_by_id(character_id).name: tuple(b.sentence for b in breaches)
        for character_id, breaches in found.items()
    }
    assert sorted(warned) == ["Young Gawain", "Young Kai"]


def test_a_characters_own_warnings_read_no_more_than_concerns_him(
    caliburn: Campaign, camelot: Warband
) -> None:
    """His character panel (legality.problems_of) warns of what the campaign's check finds
    for him. It reads the campaign's deaths and recruitments for a named hero alone, and
    then only his profile's deaths and his own recruitment (K2, C10): what it reads does
    not grow with the campaign."""
    _heroes_who_returned(caliburn, camelot)
    found = legality.campaign_problems(Campaign.get_by_id(caliburn.id))
    for character_id in [c.id for c in Character.select().where(Character.status == "active")]:
        character = Character.get_by_id(character_id)
        with count_queries() as counter:
            problems = legality.problems_of(character)
        assert problems == found.get(character_id, []), character.name
        history_reads = [q.msg for q in counter.get_queries() if '"history_entry"' in q.msg[0]]
        if character.profile == "levy":
            assert history_reads == [], character.name
        for sql, params in history_reads:
            assert character_id in params or character.profile in params, (sql, params)
            assert "levy" not in params and "sir_lancelot" not in params, params


def test_custom_profile_can_be_recruited_many_times(caliburn: Campaign) -> None:
    campaigns.set_house_rules(
        campaign=caliburn,
        house_rules={
            "profiles": [
                {
                    "id": "levy",
                    "name": "Levy",
                    "points": 3,
                    "combat_dice": 1,
                    "gold": 4,
                    "move": None,
                }
            ]
        },
    )
    band = campaigns.create_warband(campaign=Campaign.get_by_id(caliburn.id), name="Levies")
    a = characters.recruit(warband=band, profile="levy", name="A")
    b = characters.recruit(warband=band, profile="levy", name="B")
    assert (a.gold, b.gold, b.position) == (4, 4, 2)


def test_several_recruits_at_once_in_one_change(caliburn: Campaign) -> None:
    levy = {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 4}
    campaigns.set_house_rules(campaign=caliburn, house_rules={"profiles": [levy]})
    band = campaigns.create_warband(campaign=Campaign.get_by_id(caliburn.id), name="Levies")
    characters.recruit(warband=band, profile="levy", name="Levy 2")
    with recording() as change:
        recruits = characters.recruit_several(
            warband=band, profile="levy", names=["Ælfric", "", " ", ""]
        )
    # Unnamed ones are numbered after the profile, skipping a name the warband has.
    assert [c.name for c in recruits] == ["Ælfric", "Levy 1", "Levy 3", "Levy 4"]
    assert [(c.position, c.gold) for c in recruits] == [(2, 4), (3, 4), (4, 4), (5, 4)]
    assert all(
        [e.text for e in character_history(c)] == ["Recruited as Levy with 4 gp."] for c in recruits
    )
    change.inverse().apply()  # one undo takes them all back
    assert [c.name for c in Character.select()] == ["Levy 2"]
    with pytest.raises(InvalidInput, match="Name 2 contains an invisible control"):
        characters.recruit_several(warband=band, profile="levy", names=["A", "B\x07"])
    assert Character.select().count() == 1


def test_what_cannot_be_recruited_several_at_once(camelot: Warband) -> None:
    with pytest.raises(
        RuleViolation, match=r"Sir Kai is a named hero: he is recruited alone, .*\(C10\)\.$"
    ):
        characters.recruit_several(warband=camelot, profile="sir_kai", names=["A", "B"])
    with pytest.raises(InvalidInput, match="from 1 to 20"):
        characters.recruit_several(warband=camelot, profile="sir_kai", names=[])
    assert Character.select().count() == 0


def test_a_profile_kept_for_earlier_recruits_takes_no_new_ones(caliburn: Campaign) -> None:
    kept = {"id": "old", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 4}
    campaigns.set_house_rules(
        campaign=caliburn, house_rules={"profiles": [{**kept, "recruitable": False}]}
    )
    band = campaigns.create_warband(campaign=Campaign.get_by_id(caliburn.id), name="Levies")
    with pytest.raises(RuleViolation, match="kept for the characters recruited from it"):
        characters.recruit(warband=band, profile="old")


def test_profile_in_use_cannot_be_removed(caliburn: Campaign) -> None:
    levy = {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 4, "move": None}
    campaigns.set_house_rules(campaign=caliburn, house_rules={"profiles": [levy]})
    band = campaigns.create_warband(campaign=Campaign.get_by_id(caliburn.id), name="Levies")
    characters.recruit(warband=band, profile="levy")
    with pytest.raises(RuleViolation, match="cannot be removed"):
        campaigns.set_house_rules(
            campaign=Campaign.get_by_id(caliburn.id), house_rules={"profiles": []}
        )


def test_retire_and_reinstate(camelot: Warband) -> None:
    kai = characters.recruit(warband=camelot, profile="sir_kai")
    characters.retire_character(character=kai)
    assert Character.get_by_id(kai.id).status == RETIRED
    characters.reinstate_character(character=Character.get_by_id(kai.id))
    assert Character.get_by_id(kai.id).status == "active"
    kinds = [e.kind for e in character_history(kai)]
    assert kinds == ["recruited", "retired", "reinstated"]


def test_dead_character_cannot_retire(camelot: Warband) -> None:
    kai = characters.recruit(warband=camelot, profile="sir_kai")
    Character.update(status=DEAD).where(Character.id == kai.id).execute()
    with pytest.raises(RuleViolation, match="dead"):
        characters.retire_character(character=Character.get_by_id(kai.id))


def test_delete_character_takes_his_history(camelot: Warband) -> None:
    kai = characters.recruit(warband=camelot, profile="sir_kai")
    characters.delete_character(character=kai)
    assert Character.select().count() == 0
    assert HistoryEntry.select().where(HistoryEntry.character.is_null(False)).count() == 0


def test_move_character_reorders_the_roster(camelot: Warband) -> None:
    a = characters.recruit(warband=camelot, profile="sir_kai", name="A")
    b = characters.recruit(warband=camelot, profile="sir_gawain", name="B")
    c = characters.recruit(warband=camelot, profile="king_arthur", name="C")
    characters.move_character(character=c, offset=-1)
    order = [ch.name for ch in Character.select().order_by(Character.position)]
    assert order == ["A", "C", "B"]
    characters.move_character(character=Character.get_by_id(a.id), offset=-1)  # already first
    assert [ch.name for ch in Character.select().order_by(Character.position)] == order
    assert b.id


def test_editing_a_warband_another_player_changed_meanwhile_is_refused(camelot: Warband) -> None:
    shown = campaigns.warband_fields(camelot)
    # Another player gives the warband to Cy while the dialog is open.
    Warband.update(player="Cy").where(Warband.id == camelot.id).execute()
    with pytest.raises(ChangedElsewhereError) as refused:
        campaigns.edit_warband(
            warband=camelot,
            edit=campaigns.WarbandEdit(name="Camelot", player="Ann", notes="Thursdays"),
            expected=shown,
        )
    assert str(refused.value) == (
        "Camelot was changed by another player since you opened this dialog: its player is now "
        "“Cy”. Nothing was saved."
    )
    assert Warband.get_by_id(camelot.id).notes == ""
    # Told, the user may save again over it.
    campaigns.edit_warband(
        warband=camelot,
        edit=campaigns.WarbandEdit(name="Camelot", player="Ann", notes="Thursdays"),
        expected=campaigns.warband_fields(Warband.get_by_id(camelot.id)),
    )
    assert Warband.get_by_id(camelot.id).player == "Ann"


def test_editing_a_warband_another_player_deleted_is_refused(camelot: Warband) -> None:
    shown = campaigns.warband_fields(camelot)
    Warband.delete().where(Warband.id == camelot.id).execute()
    with pytest.raises(ChangedElsewhereError, match="was deleted by another player"):
        campaigns.edit_warband(
            warband=camelot,
            edit=campaigns.WarbandEdit(name="Camelot", player="", notes=""),
            expected=shown,
        )


def test_the_edit_structs_are_the_declared_editable_fields() -> None:
    """WarbandEdit and CharacterEdit are what the declarations say users edit, in their order,
    frozen, each defaulting to its declared default."""
    assert campaigns.WarbandEdit.names() == ("name", "player", "notes")
    assert characters.CharacterEdit.names() == ("name", "notes")
    edit = campaigns.WarbandEdit(name="Camelot")
    assert (edit.player, edit.notes) == ("", "")
    with pytest.raises(TypeError):
        campaigns.WarbandEdit(player="Ann")  # a name has no default: it must be given
    with pytest.raises(AttributeError):
        edit.name = "Avalon"  # type: ignore[attr-defined]  # frozen: no attribute to set
    assert edit.replace(notes="Thursdays") == campaigns.WarbandEdit(
        name="Camelot", notes="Thursdays"
    )


def test_a_warband_is_edited_by_its_struct_each_field_cleaned_by_its_kind(
    camelot: Warband,
) -> None:
    edit = campaigns.warband_fields(camelot).replace(
        name="  Avalon ", player="   ", notes="  Thursdays\r\nat the club  "
    )
    campaigns.edit_warband(warband=camelot, edit=edit)
    stored = Warband.get_by_id(camelot.id)
    assert (stored.name, stored.player, stored.notes) == ("Avalon", "", "Thursdays\nat the club")
    with pytest.raises(InvalidInput, match="Player name"):
        campaigns.edit_warband(warband=stored, edit=edit.replace(player="Ann\u202e"))
    with pytest.raises(InvalidInput, match="Warband name cannot be empty"):
        campaigns.edit_warband(warband=stored, edit=edit.replace(name=" "))


def test_a_character_is_edited_by_his_struct(camelot: Warband) -> None:
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    edit = characters.CharacterEdit.of(kai).replace(name=" Sir Kai ", notes="Limps. ")
    characters.edit_character(character=kai, edit=edit)
    stored = Character.get_by_id(kai.id)
    assert (stored.name, stored.notes) == ("Sir Kai", "Limps.")
    assert [e.kind for e in character_history(stored)][-1] == history.RENAMED
    # A name stored before the rules of names were kept is left alone by a change of notes.
    Character.update(name=" Kai ").where(Character.id == kai.id).execute()
    characters.set_character_notes(character=Character.get_by_id(kai.id), notes="Limps less.")
    stored = Character.get_by_id(kai.id)
    assert (stored.name, stored.notes) == (" Kai ", "Limps less.")


def test_the_house_rules_are_checked_once_for_each_change_of_the_settings(
    camelot: Warband, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Buying asks for the campaign's rules several times; each asks the rules of the same
    stored settings, checked once, not at every call. New settings are checked (and the rules
    they make are the ones answered from then on)."""
    from models import shop
    from rules import house_rules as house

    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    campaign = Campaign.get_by_id(camelot.campaign_id)
    campaigns.set_house_rules(campaign=campaign, house_rules={"prices": {"helmet": 3}})
    checked: list[object] = []
    normalise = house.normalise

    def counted(game: object, rules: object) -> object:
        checked.append(rules)
        return normalise(game, rules)  # type: ignore[arg-type]

    monkeypatch.setattr(house, "normalise", counted)
    campaigns.rules_of(Campaign.get_by_id(campaign.id))  # the settings, once
    before = len(checked)
    for item in ("helmet", "shield"):
        shop.buy_item(character=Character.get_by_id(kai.id), item=item)
    assert len(checked) == before
    assert Purchase.select().where(Purchase.character == kai.id).count() == 2
    campaign = Campaign.get_by_id(campaign.id)
    campaigns.set_house_rules(campaign=campaign, house_rules={"prices": {"helmet": 4}})
    assert {"prices": {"helmet": 4}} in checked
    dearer = campaigns.rules_of(Campaign.get_by_id(campaign.id))
    assert dearer.items["helmet"].cost == 4
