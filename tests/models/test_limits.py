"""What a campaign may hold, it can carry: the app refuses to grow a campaign past the limits
a campaign file is read with, a campaign at every limit exports and imports again, and a
copy compares its files a line at a time."""

from __future__ import annotations

from pathlib import Path

import pytest

from models import campaigns, characters, copying, games, history, limits
from models.check import check_database
from models.check import report as found
from models.copying import CopyError, copy_campaigns
from models.errors import DocumentError
from models.exchange import export_json, import_campaign, write_campaign_file
from models.games import SidePlan
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Campaign, Character, Game, HistoryEntry, Warband


@pytest.fixture
def round_table(database: Path) -> Campaign:
    return campaigns.create_campaign(name="Round Table", game="caliburns_wrath")


@pytest.fixture
def riders(database: Path) -> Campaign:
    return campaigns.create_campaign(name="Riders", game="beastrider_wars")


def at_most(monkeypatch: pytest.MonkeyPatch, **counts: int) -> None:
    for kind, count in counts.items():
        monkeypatch.setitem(limits.LIMITS, kind, count)


def test_a_campaign_with_every_warband_it_may_hold_refuses_another(
    round_table: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    at_most(monkeypatch, warbands=2)
    campaigns.create_warband(campaign=round_table, name="Camelot")
    campaigns.create_warband(campaign=round_table, name="Kent")
    with pytest.raises(limits.CampaignFullError) as refused:
        campaigns.create_warband(campaign=round_table, name="Orkney")
    assert str(refused.value) == (
        "This campaign holds 2 warbands, and a campaign can hold at most 2 (no room for more), "
        "so that it can always be exported and imported again. Start a new campaign to go on."
    )
    assert Warband.select().where(Warband.campaign == round_table).count() == 2


def test_recruits_past_the_campaigns_characters_are_refused_all_together(
    riders: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    at_most(monkeypatch, characters=3)
    camelot = campaigns.create_warband(campaign=riders, name="Camelot")
    kent = campaigns.create_warband(campaign=riders, name="Kent")
    characters.recruit(warband=camelot, profile="nave", name="Kai")
    with pytest.raises(limits.CampaignFullError, match=r"holds 1 characters.*room for 2 more"):
        characters.recruit_several(warband=kent, profile="infantry", names=["A", "B", "C"])
    assert Character.select().count() == 1  # none of the three, not the first two
    characters.recruit_several(warband=kent, profile="infantry", names=["A", "B"])
    assert Character.select().count() == 3


def test_a_game_past_the_campaigns_games_is_refused(
    round_table: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    camelot = campaigns.create_warband(campaign=round_table, name="Camelot")
    kent = campaigns.create_warband(campaign=round_table, name="Kent")
    characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    characters.recruit(warband=kent, profile="sir_gawain", name="Gawain")
    plan = [
        SidePlan(camelot.id, "", tuple(c.id for c in games.able_to_play(camelot))),
        SidePlan(kent.id, "", tuple(c.id for c in games.able_to_play(kent))),
    ]
    at_most(monkeypatch, games=1)
    games.create_game(campaign=round_table, scenario="duel", sides=plan)
    with pytest.raises(limits.CampaignFullError, match="holds 1 games"):
        games.create_game(campaign=round_table, scenario="duel", sides=plan)
    assert Game.select().count() == 1


def test_history_past_the_limit_is_refused_though_its_count_is_kept_between_writes(
    round_table: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    campaigns.create_warband(campaign=round_table, name="Camelot")
    held = HistoryEntry.select().count()
    at_most(monkeypatch, history=held + 2)
    history.write(campaign=round_table, kind=history.NOTE, text="One.")
    history.write(campaign=round_table, kind=history.NOTE, text="Two.")
    with pytest.raises(limits.CampaignFullError, match=f"holds {held + 2} history entries"):
        history.write(campaign=round_table, kind=history.NOTE, text="Three.")
    # Any operation that writes history is refused whole: no warband without its entry.
    with pytest.raises(limits.CampaignFullError):
        campaigns.create_warband(campaign=round_table, name="Kent")
    assert Warband.select().count() == 1
    assert HistoryEntry.select().count() == held + 2


def test_history_written_by_another_is_counted_before_the_limit_is_reached(
    round_table: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The count is remembered between writes, but read again near the limit: entries written
    by another login (here straight into the table) are never past it."""
    history.write(campaign=round_table, kind=history.NOTE, text="Counted.")
    held = HistoryEntry.select().count()
    at_most(monkeypatch, history=held + 3)
    HistoryEntry.insert_many(
        [{"campaign": round_table.id, "kind": "note", "text": "Theirs.", "details": {}}] * 3
    ).execute()
    with pytest.raises(limits.CampaignFullError):
        history.write(campaign=round_table, kind=history.NOTE, text="Mine.")


def test_a_campaign_at_every_limit_exports_and_imports_again_and_one_more_is_refused(
    riders: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    round_table = riders
    camelot = campaigns.create_warband(campaign=round_table, name="Camelot")
    characters.recruit_several(warband=camelot, profile="infantry", names=["A", "B"])
    for n in range(5):
        history.write(campaign=round_table, kind=history.NOTE, text=f"Note {n}.")
    at_most(
        monkeypatch,
        warbands=1,
        characters=2,
        history=HistoryEntry.select().where(HistoryEntry.campaign == round_table).count(),
    )
    text = export_json(round_table)
    copy = import_campaign(text)
    assert export_json(copy).replace(copy.name, round_table.name, 1) == text
    monkeypatch.setitem(limits.LIMITS, "history", limits.LIMITS["history"] - 1)
    with pytest.raises(DocumentError, match=r"^history: holds more than"):
        import_campaign(text)
    monkeypatch.setitem(limits.LIMITS, "characters", 1)
    with pytest.raises(DocumentError, match=r"warbands\[0\]\.characters\[1\]: one character too"):
        import_campaign(text)


@pytest.mark.sqlite_only
def test_a_copy_that_does_not_read_back_as_its_original_names_where_and_keeps_nothing(
    database: Path, round_table: Campaign, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    camelot = campaigns.create_warband(campaign=round_table, name="Camelot")
    characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    source = DatabaseLocation.file(database)
    close_database()
    target = DatabaseLocation.file(tmp_path / "target.sqlite3")
    real = copying.import_campaign

    def forgetful(*args, **kwargs):  # the copy's warrior loses a gold piece
        campaign = real(*args, **kwargs)
        Character.update(gold=Character.gold + 1).execute()
        return campaign

    monkeypatch.setattr(copying, "import_campaign", forgetful)
    with pytest.raises(CopyError) as refused:
        copy_campaigns(source=source, target=target)
    assert str(refused.value) == (
        "“Round Table”: the copy did not match the original "
        "(warbands[0].characters[0].gold), so it was not kept"
    )
    open_database(target)
    try:
        assert Campaign.select().count() == 0
    finally:
        close_database()
    monkeypatch.setattr(copying, "import_campaign", real)
    assert [c.target_name for c in copy_campaigns(source=source, target=target)] == ["Round Table"]


def test_files_differing_only_in_the_campaigns_name_are_the_same_copy(
    round_table: Campaign, tmp_path: Path
) -> None:
    campaigns.create_warband(campaign=round_table, name="Camelot")
    first = write_campaign_file(round_table, tmp_path / "a.json")
    campaigns.rename_campaign(campaign=round_table, name="Round Table (2)")
    second = write_campaign_file(round_table, tmp_path / "b.json")
    assert copying._first_difference(first, second) is None
    campaigns.create_warband(campaign=round_table, name="Kent")
    third = write_campaign_file(round_table, tmp_path / "c.json")
    assert copying._first_difference(first, third) == (
        "warbands: the copy has more records than the original"
    )
    assert copying._first_difference(third, first) == (
        "warbands: the copy has fewer records than the original"
    )


def test_the_check_reports_a_campaign_holding_more_than_a_campaign_may(
    riders: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    camelot = campaigns.create_warband(campaign=riders, name="Camelot")
    characters.recruit_several(warband=camelot, profile="infantry", names=["A", "B"])
    assert check_database(repair=False).ok
    at_most(monkeypatch, warbands=0, characters=1, history=1)
    held = HistoryEntry.select().count()
    report = check_database(repair=False)
    assert [(p.kind, p.text) for p in report.problems] == [
        (
            found.OVER_LIMIT,
            "campaign “Riders” holds 1 warbands, more than the 0 a campaign may hold, so its "
            "campaign file would not import again.",
        ),
        (
            found.OVER_LIMIT,
            "campaign “Riders” holds 2 characters, more than the 1 a campaign may hold, so its "
            "campaign file would not import again.",
        ),
        (
            found.OVER_LIMIT,
            f"campaign “Riders” holds {held} history entries, more than the 1 a campaign may "
            "hold, so its campaign file would not import again.",
        ),
    ]
