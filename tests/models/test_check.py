"""The database check: each invariant is found, only the safe ones are repaired, in one go."""

from __future__ import annotations

from pathlib import Path

import pytest

from models import campaigns, characters, check, history
from models.check import check_database, repairs
from models.check import report as found
from models.store.backup import REPAIR, list_backups
from models.store.connection import close_database, db
from models.store.integrity import foreign_key_problems
from models.store.lifecycle import open_database
from models.store.schema import (
    DEAD,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from tests.data_safety import damage_pages, populate, raw_sql, sha256, stored_state


def file_state(database: Path) -> tuple[str, ...]:
    """The bytes of the database and of its write-ahead log (on a server: its rows)."""
    return stored_state(database)


def kinds(report: check.CheckReport) -> list[str]:
    return [problem.kind for problem in report.problems]


def knight(name: str = "Knight 1") -> Character:
    return Character.get(Character.name == name)


def test_a_sound_database_passes(database: Path) -> None:
    populate()
    report = check_database(repair=False)
    assert report.ok and report.problems == []
    assert report.render().startswith("No problems found.")


def test_negative_gold_is_reset_to_zero_with_a_correction(database: Path) -> None:
    populate()
    Character.update(gold=-5).where(Character.name == "Knight 3").execute()

    before = file_state(database)
    report = check_database(repair=False)
    assert file_state(database) == before
    assert kinds(report) == [found.NEGATIVE_GOLD]
    assert not report.ok
    problem = report.problems[0]
    assert problem.repairable and not problem.repaired
    assert "“Knight 3” of warband “Camelot” has -5 gold" in problem.text
    assert "Can be repaired: " in report.render()

    report = check_database(repair=True)
    assert report.ok and report.problems[0].repaired
    assert "Repaired: " in report.render()
    assert knight("Knight 3").gold == 0
    correction = HistoryEntry.get(HistoryEntry.kind == history.CORRECTION)
    assert correction.character_id == knight("Knight 3").id
    assert "from -5 to 0" in correction.text
    assert correction.details == {
        "by": "check",
        "field": "gold",
        "from": -5,
        "to": 0,
        "message": {"id": "check_gold", "args": {"was": -5}},  # read in the reader's language
    }
    # A backup was taken before repairing, and the next check is clean.
    assert report.backup is not None and report.backup.name.endswith(f"-{REPAIR}.sqlite3")
    if isinstance(database, Path):
        assert list_backups(database)[0].path == report.backup
    assert check_database(repair=False).problems == []


def fielded(game: Game, warband: Warband, character: Character) -> None:
    side, _ = GameSide.get_or_create(game=game, warband=warband)
    GameCharacter.create(game=game, side=side, character=character, name=character.name)


def test_a_dead_character_fielded_in_a_later_game(database: Path) -> None:
    campaign = populate()
    kai = knight("Knight 1")
    camelot = kai.warband
    game1 = Game.get(Game.number == 1)
    game2 = Game.create(campaign=campaign, number=2, scenario="duel", follows=game1)
    fielded(game1, camelot, kai)
    kai.status = DEAD
    kai.save()
    HistoryEntry.create(
        campaign=campaign, warband=camelot, character=kai, game=game1, kind="death", text="Died."
    )
    assert check_database(repair=False).problems == []  # fielded in the game he died in: fine

    fielded(game2, camelot, kai)
    report = check_database(repair=True)
    assert kinds(report) == [found.DEAD_FIELDED]
    assert not report.problems[0].repairable and not report.ok
    assert (
        "In campaign “Autumn”, warband “Camelot”: Knight 1 died in game 1, so he cannot be "
        "fielded in game 2 (K2)." in report.render()
    )
    assert "Needs a person to decide" in report.render()
    assert GameCharacter.select().count() == 2  # nothing repaired, nothing deleted


def test_a_purchase_without_a_proper_price(database: Path) -> None:
    populate()
    Purchase.create(character=knight(), item="spear", price=-3)
    report = check_database(repair=True)
    assert kinds(report) == [found.UNPRICED]
    assert "“spear” by “Knight 1” of warband “Camelot” has a price of -3" in report.render()
    assert Purchase.get().price == -3


@pytest.mark.sqlite_only  # a sealed server refuses rows that leave their campaign or have none
def test_kit_is_carried_or_in_a_stash_never_both_or_neither(database: Path) -> None:
    populate()
    camelot = Warband.get(Warband.name == "Camelot")
    Purchase.create(stash=camelot, item="mace", price=-1)  # in the stash, badly priced
    Purchase.create(character=knight(), stash=camelot, item="spear", price=2)
    Purchase.create(item="helmet", price=1)
    report = check_database(repair=True)
    assert kinds(report) == [found.UNPRICED, found.KIT_PLACE, found.KIT_PLACE]
    text = report.render()
    assert "“mace” by the stash of warband “Camelot” has a price of -1" in text
    assert "“spear” bought as purchase #2 is both carried by “Knight 1” of warband" in text
    assert "“helmet” bought as purchase #3 is neither carried by a character nor kept" in text
    assert not any(problem.repairable for problem in report.problems)


@pytest.mark.sqlite_only  # a server enforces its links and constraints: no tool can break them
def test_history_of_a_character_who_no_longer_exists_is_kept_and_detached(
    database: Path,
) -> None:
    campaign = populate()
    raw_sql(
        database,
        "INSERT INTO history_entry (campaign_id, warband_id, character_id, kind, text, "
        f"details, created) VALUES ({campaign.id}, 1, 999, 'kill', 'Slew a troll.', "
        "'{\"victim\":\"Troll\"}', '2025-01-01 10:00:00')",
    )
    report = check_database(repair=False)
    assert kinds(report) == [found.ORPHAN_HISTORY]  # and not again as a broken link
    assert "1 history entry belongs to character #999" in report.render()

    report = check_database(repair=True)
    assert report.ok
    entry = HistoryEntry.get(HistoryEntry.text == "Slew a troll.")
    assert entry.character_id is None and entry.warband_id == 1
    assert entry.details == {"victim": "Troll", "missing_character_id": 999}
    assert foreign_key_problems() == []


@pytest.mark.sqlite_only  # a sealed server refuses rows that leave their campaign or have none
def test_history_filed_under_another_campaign_is_refiled(database: Path) -> None:
    populate(name="Autumn")
    winter = Campaign.create(name="Winter", game="caliburns_wrath")
    kai = knight()
    entry = HistoryEntry.create(campaign=winter, character=kai, kind="note", text="Hello.")
    report = check_database(repair=False)
    assert kinds(report) == [found.HISTORY_CAMPAIGN]
    assert "filed under campaign “Winter”, but the character belongs to campaign “Autumn”" in (
        report.render()
    )
    assert check_database(repair=True).ok
    entry = HistoryEntry.get_by_id(entry.id)
    assert (entry.campaign_id, entry.warband_id) == (kai.warband.campaign_id, kai.warband_id)
    assert entry.details == {"moved_from_campaign_id": winter.id}


@pytest.mark.sqlite_only  # a sealed server refuses rows that leave their campaign or have none
def test_warbands_and_winners_of_another_campaign(database: Path) -> None:
    campaign = populate(name="Autumn")
    winter = Campaign.create(name="Winter", game="caliburns_wrath")
    stranger = Warband.create(campaign=winter, name="Strangers")
    game = Game.get(Game.number == 1)
    GameSide.create(game=game, warband=stranger)
    game.winner = stranger
    game.save()
    other_side = GameSide.create(game=game, warband=Warband.get(Warband.name == "Orkney"))
    GameCharacter.create(game=game, side=other_side, character=knight("Knight 1"), name="K1")
    report = check_database(repair=True)
    assert sorted(kinds(report)) == sorted(
        [found.SIDE_CAMPAIGN, found.WINNER_CAMPAIGN, found.FIELDED_SIDE]
    )
    assert not any(p.repairable for p in report.problems)
    assert campaign.id != winter.id


@pytest.mark.sqlite_only  # a sealed server refuses rows that leave their campaign or have none
def test_game_links_that_leave_the_campaign_or_loop(database: Path) -> None:
    autumn = populate(name="Autumn")
    winter = Campaign.create(name="Winter", game="caliburns_wrath")
    w1 = Game.create(campaign=winter, number=1, scenario="duel")
    a1 = Game.get(Game.number == 1)
    a2 = Game.create(campaign=autumn, number=2, scenario="duel", follows=w1)
    a3 = Game.create(campaign=autumn, number=3, scenario="duel")
    a4 = Game.create(campaign=autumn, number=4, scenario="duel", follows=a3)
    Game.update(follows=a4).where(Game.id == a3.id).execute()
    Game.update(follows=a1).where(Game.id == a1.id).execute()

    report = check_database(repair=True)
    texts = {p.text: p for p in report.problems}
    assert len(texts) == 3
    across = next(p for t, p in texts.items() if "another campaign" in t)
    itself = next(p for t, p in texts.items() if "follows itself" in t)
    loop = next(p for t, p in texts.items() if "in a loop" in t)
    assert across.repaired and itself.repaired and not loop.repairable
    assert "Games 3, 4 of campaign “Autumn”" in loop.text
    assert Game.get_by_id(a2.id).follows_id is None
    assert Game.get_by_id(a1.id).follows_id is None
    assert HistoryEntry.select().where(HistoryEntry.kind == history.CORRECTION).count() == 2


@pytest.mark.sqlite_only  # a server enforces its links and constraints: no tool can break them
def test_game_numbers_must_be_unique_and_from_one(database: Path) -> None:
    campaign = populate()
    raw_sql(
        database,
        "DROP INDEX game_campaign_id_number",
        f"INSERT INTO game (campaign_id, number, scenario, result, details, notes, created) "
        f"VALUES ({campaign.id}, 1, 'duel', 'unrecorded', '{{}}', '', '2025-01-01')",
        f"INSERT INTO game (campaign_id, number, scenario, result, details, notes, created) "
        f"VALUES ({campaign.id}, 0, 'duel', 'unrecorded', '{{}}', '', '2025-01-01')",
    )
    report = check_database(repair=True)
    assert kinds(report) == [found.GAME_NUMBER, found.GAME_NUMBER]
    rendered = report.render()
    assert "2 games of campaign “Autumn” have the number 1" in rendered
    assert "has the number 0; games are numbered from 1" in rendered


@pytest.mark.sqlite_only  # a server enforces its links and constraints: no tool can break them
def test_broken_links_are_reported_and_kept(database: Path) -> None:
    populate()
    raw_sql(
        database,
        "INSERT INTO character (warband_id, name, profile, status, position, gold, options, "
        "upgrades, injuries, notes, created) VALUES (999, 'Lost', 'sir_kai', 'active', 0, -1, "
        "'[]', '[]', '{}', '', '2025-01-01')",
    )
    report = check_database(repair=True)
    assert sorted(kinds(report)) == [found.BROKEN_LINK, found.NEGATIVE_GOLD]
    assert "The character #" in report.render() and "a warband that does not exist" in (
        report.render()
    )
    # Without a warband there is no campaign to note a correction in: not repaired.
    assert not report.ok
    assert Character.get(Character.name == "Lost").gold == -1


@pytest.mark.sqlite_only  # a sealed server refuses rows that leave their campaign or have none
def test_repairs_happen_in_one_transaction(database: Path, monkeypatch) -> None:
    populate(name="Autumn")
    winter = Campaign.create(name="Winter", game="caliburns_wrath")
    Character.update(gold=-5).where(Character.name == "Knight 3").execute()
    HistoryEntry.create(campaign=winter, character=knight(), kind="note", text="Hello.")
    before = stored_state(database)

    def broken(*_args: object) -> object:
        def fix() -> None:
            raise RuntimeError("the disk went away half-way")

        return fix

    monkeypatch.setattr(repairs, "refile_history", broken)
    with pytest.raises(RuntimeError):
        check_database(repair=True)
    # The gold repair ran first, and was rolled back with the rest.
    assert knight("Knight 3").gold == -5
    assert stored_state(database) == before


@pytest.mark.sqlite_only  # a server enforces its links and constraints: no tool can break them
def test_a_report_only_check_writes_nothing(database: Path) -> None:
    campaign = populate()
    Character.update(gold=-5).where(Character.name == "Knight 3").execute()
    HistoryEntry.create(campaign=campaign, character=knight(), kind="note", text="Hello.")
    raw_sql(
        database,
        f"INSERT INTO history_entry (campaign_id, character_id, kind, text, details, created) "
        f"VALUES ({campaign.id}, 999, 'note', 'Orphan.', '{{}}', '2025-01-01')",
    )
    close_database()
    before = file_state(database)
    open_database(database, read_only=True)
    report = check_database(repair=False)
    close_database()
    assert len(report.problems) == 2 and len(report.repairable) == 2
    assert file_state(database) == before  # nothing written, nothing left beside it
    assert list_backups(database) == []


def test_a_damaged_file_is_reported_and_never_repaired(db_path: Path) -> None:
    open_database(db_path)
    populate()
    Character.update(gold=-5).execute()
    close_database()
    damage_pages(db_path)
    before = sha256(db_path)
    open_database(db_path, read_only=True, judge=False)  # as the check command opens it
    try:
        report = check_database(repair=True)
    finally:
        close_database()
    assert kinds(report) == [found.DAMAGED] and report.damaged and not report.ok
    assert "SQLite finds the file damaged" in report.render()
    assert "Restore the latest good backup" in report.render()
    assert sha256(db_path) == before


def test_names_in_the_report_are_safe_to_print(database: Path) -> None:
    populate()
    evil = "\x1b[31mRed\u202e" + "x" * 10_000
    Character.update(name=evil, gold=-1).where(Character.name == "Knight 1").execute()
    text = check_database(repair=False).render()
    assert "\x1b" not in text and "\u202e" not in text
    assert max(len(line) for line in text.splitlines()) < 400
    assert "“\ufffd[31mRed\ufffd" in text
    assert db.obj is not None


def test_a_profile_or_item_gone_from_the_rules_is_reported_not_repaired(database) -> None:
    from models import campaigns, characters, shop
    from models.store.schema import Character, Purchase

    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai", name="Kai")
    shop.buy_item(character=kai, item="spear")
    assert check.check_database(repair=False).ok
    Character.update(profile="sir_bedivere").execute()
    Purchase.update(item="old_sword").execute()
    report = check.check_database(repair=True)
    texts = [p.text for p in report.problems if p.kind == found.UNKNOWN_ID]
    assert len(texts) == 2
    assert "“sir_bedivere”" in texts[0] and "“old_sword”" in texts[1]
    assert Character.get().profile == "sir_bedivere"  # kept as it is, for a person to decide


def test_values_of_the_right_type_that_muster_cannot_use_on_either_engine(database) -> None:
    """A status, a range or a JSON text that a server stores as readily as a file: the check
    picks out the rows that hold them (in SQL) and reports each value, and nothing else."""
    campaign = populate()
    Character.update(status="zombie").where(Character.name == "Knight 1").execute()
    Character.update(position=-4).where(Character.name == "Knight 2").execute()
    Character.update(upgrades=[{"kind": "attack"}]).where(Character.name == "Knight 3").execute()
    Game.update(result="lost", points_limit=-1).execute()
    HistoryEntry.create(campaign=campaign, kind="rumour", text="Heard in the tavern")
    unreadable = HistoryEntry.create(campaign=campaign, kind="note", text="Spilt ink")
    db.execute_sql(f"UPDATE history_entry SET details = '{{not json' WHERE id = {unreadable.id}")

    report = check_database(repair=False)
    texts = [p.text for p in report.problems if p.kind in (found.BAD_VALUE, found.UNREADABLE)]
    assert len(texts) == 8, report.render()
    assert texts[:6] == [
        "“Knight 1” of warband “Camelot”: the status is “zombie”; it must be 'active', 'dead' "
        "or 'retired'.",
        "“Knight 2” of warband “Orkney”: the place on the roster is -4; it cannot be less than 0.",
        "“Knight 3” of warband “Camelot”: in the upgrades, [0]: Caliburn's Wrath has no upgrade "
        "“attack”.",
        "Game 1 of campaign “Autumn”: the points limit is -1; it cannot be less than 0.",
        "Game 1 of campaign “Autumn”: the result is “lost”; it must be 'unrecorded', 'draw' "
        "or 'winner'.",
        # Read with the result it holds, as the JSON of every row is read with its own.
        "Game 1 of campaign “Autumn”: in the record of what it changed, effects: missing: a "
        "recorded game keeps what it changed.",
    ]
    assert texts[6].startswith(
        f"History entry #{unreadable.id - 1} of campaign “Autumn”: the kind is “rumour”; it "
        "must be 'recruited',"
    )
    assert texts[7] == (
        f"History entry #{unreadable.id} of campaign “Autumn”: the details are not readable "
        "JSON (“{not json”)."
    )
    assert kinds(report)[-1] == found.RULES_SKIPPED


def test_a_check_while_someone_shops_sees_one_moment_and_finds_nothing(database: Path) -> None:
    """The check reads one snapshot: a warrior buying and giving back kit meanwhile (his
    gold and his history changing together, in each of his transactions) is never found
    with gold his history does not add up to."""
    import threading

    from models import shop

    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"prices": {"cloth_tunic": 1}}
    )
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai")
    assert check_database(repair=False).problems == []
    stop, shopped, failures = threading.Event(), threading.Event(), []

    def shopping() -> None:
        try:
            while not stop.is_set():
                bought = shop.buy_item(character=Character.get_by_id(kai.id), item="cloth_tunic")
                shop.return_item(purchase=bought)
                shopped.set()
        except BaseException as exc:  # a failure on the thread fails the test
            failures.append(exc)
            shopped.set()
        finally:
            db.close()

    shopper = threading.Thread(target=shopping)
    shopper.start()
    try:
        assert shopped.wait(30)
        reports = [check_database(repair=False).render() for _ in range(10)]
    finally:
        stop.set()
        shopper.join(30)
    assert failures == []
    assert reports == [check_database(repair=False).render()] * 10
    assert check_database(repair=False).problems == []
