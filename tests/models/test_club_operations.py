"""Club roles through Muster's own operations: what a player, an organiser and a non-member
may do, each on his own connection to the real server (docs/club-server.md, *Roles*)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from models import campaigns, characters, club, games, outcomes, shop, stash, tracker
from models.campaigns import campaign_named, list_campaigns
from models.errors import ClubRefusal, MusterError, NotFoundError
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Campaign, Character, Game, Purchase, Warband
from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    BOBS,
    CAMPAIGN,
    NINA,
    ORGANISER,
    as_role,
)
from tests.conftest import Server

TABLES = (
    "campaign", "warband", "character", "purchase", "game", "game_side", "game_character",
    "history_entry", "tracked_game", "tracked_character", "tracker_entry", "campaign_member",
    "warband_owner",
)  # fmt: skip


def fingerprint(pg_server: Server, location: DatabaseLocation) -> dict[str, str]:
    """Every row of every table, as the administrator reads them (a hash per table)."""
    with pg_server.cluster.admin_connection(location.dbname) as conn:
        return {
            table: conn.execute(
                "SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')) "
                f'FROM "{table}" t'
            ).fetchone()[0]
            for table in TABLES
        }


def opened_as(location: DatabaseLocation, role: str) -> None:
    close_database()
    open_database(as_role(location, role))


def bobs() -> Warband:
    return Warband.get(Warband.name.in_([BOBS, "Mine now"]))  # "Mine now": the organiser's


def both_sides() -> list[games.SidePlan]:
    bands = campaigns.list_warbands(campaign_named(CAMPAIGN))
    return [games.SidePlan(w.id, "", (games.able_to_play(w)[0].id,)) for w in bands]


def bobs_warrior() -> Character:
    return (
        Character.select()
        .where(
            (Character.warband == bobs())
            & (Character.profile == "saxon_spearman")
            & (Character.status == "active")
        )
        .order_by(Character.id)
        .first()
    )


def bobs_purchase() -> Purchase:
    return Purchase.select().join(Character).where(Character.warband == bobs()).first()


def unrecorded() -> Game:
    return Game.get((Game.campaign == campaign_named(CAMPAIGN)) & (Game.result == "unrecorded"))


def recorded() -> Game:
    return Game.get((Game.campaign == campaign_named(CAMPAIGN)) & (Game.number == 1))


# What a player may not do to another player's warband, nor to the organisers' part.
FORBIDDEN: dict[str, Callable[[], object]] = {
    "rename another's warband": lambda: campaigns.edit_warband(
        warband=bobs(), edit=campaigns.WarbandEdit(name="Mine now", player="Alice", notes="")
    ),
    "recruit into it": lambda: characters.recruit(warband=bobs(), profile="saxon_spearman"),
    "rename his warrior": lambda: characters.rename_character(
        character=bobs_warrior(), name="Traitor"
    ),
    "write his notes": lambda: characters.set_character_notes(
        character=bobs_warrior(), notes="Weak."
    ),
    "retire him": lambda: characters.retire_character(character=bobs_warrior()),
    "delete him": lambda: characters.delete_character(character=bobs_warrior()),
    "move him": lambda: characters.move_character(character=bobs_warrior(), offset=1),
    "buy for him": lambda: shop.buy_item(character=bobs_warrior(), item="cloth_tunic"),
    "return his kit": lambda: shop.return_item(purchase=bobs_purchase()),
    "stash his kit": lambda: stash.move_kit(purchase=bobs_purchase(), to=None),
    "delete the warband": lambda: campaigns.delete_warband(warband=bobs()),
    "add a warband": lambda: campaigns.create_warband(
        campaign=campaign_named(CAMPAIGN), name="Alice's second band"
    ),
    "rename the campaign": lambda: campaigns.rename_campaign(
        campaign=campaign_named(CAMPAIGN), name="Alice's League"
    ),
    "change the settings": lambda: campaigns.set_house_rules(
        campaign=campaign_named(CAMPAIGN),
        house_rules={**campaign_named(CAMPAIGN).house_rules, "allow_over_limit": False},
    ),
    "delete the campaign": lambda: campaigns.delete_campaign(campaign=campaign_named(CAMPAIGN)),
    "delete a game": lambda: games.delete_game(game=unrecorded()),
    "record a game": lambda: outcomes.record_outcome(game=unrecorded(), winner=None, outcomes={}),
    "roll at the table": lambda: tracker.roll_for_turn(game=unrecorded()),
    "abandon the table": lambda: tracker.abandon(game=unrecorded()),
    "add a member": lambda: club.add_organiser(campaign=campaign_named(CAMPAIGN), role=ALICE),
    "remove a member": lambda: club.remove(campaign=campaign_named(CAMPAIGN), role=BOB),
}


# What a player may do to a game he plays in (its table), though not to another's.
PLAYERS_OF_THE_GAME = ("roll at the table", "abandon the table")


@pytest.mark.parametrize("operation", [op for op in FORBIDDEN if op not in PLAYERS_OF_THE_GAME])
def test_a_player_is_refused_and_nothing_is_written(
    pg_server: Server, club_db: DatabaseLocation, operation: str
) -> None:
    before = fingerprint(pg_server, club_db)
    opened_as(club_db, ALICE)
    with pytest.raises(MusterError) as refused:
        FORBIDDEN[operation]()
    assert isinstance(refused.value, ClubRefusal), refused.value
    assert "\n" not in str(refused.value) and "Nothing was changed" in str(refused.value)
    close_database()
    assert fingerprint(pg_server, club_db) == before


def test_the_organiser_may_do_all_of_it(pg_server: Server, fresh_club_db: DatabaseLocation) -> None:
    opened_as(fresh_club_db, ORGANISER)
    # (a player sets up a game of his own warband too: tests/models/test_club_reports.py)
    games.create_game(
        campaign=campaign_named(CAMPAIGN), scenario=recorded().scenario, sides=both_sides()
    )
    for operation in (
        "rename another's warband",
        "recruit into it",
        "write his notes",
        "buy for him",
        "stash his kit",
        "retire him",
        "add a warband",
        "change the settings",
        "roll at the table",
        "abandon the table",
        "record a game",
        "delete a game",
        "rename the campaign",
    ):
        FORBIDDEN[operation]()
    assert Warband.get_or_none(Warband.name == "Mine now") is not None
    assert campaign_named("Alice's League").warbands.count() == 3


def test_a_player_changes_his_own_warband(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    band = Warband.get(Warband.name == ALICES)
    recruit = characters.recruit(warband=band, profile="briton_swordsman", name="Owain")
    purchase = shop.buy_item(character=recruit, item="helmet")
    stash.move_kit(purchase=purchase, to=None)
    characters.set_character_notes(character=recruit, notes="Young and eager.")
    characters.retire_character(character=recruit)
    campaigns.edit_warband(
        warband=band, edit=campaigns.WarbandEdit(name=ALICES, player="Alice", notes="Ours.")
    )
    assert Warband.get_by_id(band.id).notes == "Ours."
    assert Character.get_by_id(recruit.id).status == "retired"


def test_a_member_reads_the_whole_campaign(club_db: DatabaseLocation) -> None:
    opened_as(club_db, BOB)
    assert [c.name for c in list_campaigns()] == [CAMPAIGN]
    campaign = campaign_named(CAMPAIGN)
    assert {w.name for w in campaigns.list_warbands(campaign)} == {ALICES, BOBS}
    role = club.role_in(campaign)
    assert role is not None and role.kind == "player" and role.warband_names == (BOBS,)
    assert role.describe() == f"you ({BOB}) are a player ({BOBS})"


def test_a_non_member_sees_no_campaign(club_db: DatabaseLocation) -> None:
    opened_as(club_db, NINA)
    assert list_campaigns() == []
    with pytest.raises(NotFoundError, match="no campaign named"):
        campaign_named(CAMPAIGN)
    assert Campaign.select().count() == Character.select().count() == 0


def test_an_organiser_starts_a_campaign_of_his_own(fresh_club_db: DatabaseLocation) -> None:
    opened_as(fresh_club_db, ORGANISER)
    campaign = campaigns.create_campaign(name="Olga's League", game="caliburns_wrath")
    campaigns.create_warband(campaign=campaign, name="Olga's Band")
    role = club.role_in(campaign)
    assert role is not None and role.kind == "organiser"
    assert [c.name for c in list_campaigns()] == [CAMPAIGN, "Olga's League"]


def test_a_login_who_organises_nothing_may_not_start_a_campaign(
    fresh_club_db: DatabaseLocation,
) -> None:
    from models.exchange import export_campaign, import_campaign

    opened_as(fresh_club_db, BOB)
    document = export_campaign(campaign_named(CAMPAIGN))
    for role in (NINA, BOB):
        opened_as(fresh_club_db, role)
        with pytest.raises(ClubRefusal, match="refused"):
            campaigns.create_campaign(name="Mine", game="caliburns_wrath")
        with pytest.raises(ClubRefusal, match="refused"):
            import_campaign(document)
    assert "Mine" not in [c.name for c in list_campaigns()]


def test_an_organiser_imports_a_campaign_beside_anothers(fresh_club_db: DatabaseLocation) -> None:
    from models.exchange import export_campaign, import_campaign

    opened_as(fresh_club_db, ORGANISER)
    imported = import_campaign(export_campaign(campaign_named(CAMPAIGN)))
    assert imported.name == f"{CAMPAIGN} (2)"  # the name is taken on the server
    characters.recruit(warband=imported.warbands.first(), profile="saxon_spearman")
    opened_as(fresh_club_db, NINA)
    assert list_campaigns() == []


def test_a_player_removed_while_working_is_told_plainly(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    band = Warband.get(Warband.name == ALICES)
    warrior = band.characters.order_by(Character.id).first()
    assert band.campaign.name == warrior.warband.campaign.name == CAMPAIGN  # on the screen
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        admin.execute(f"DELETE FROM campaign_member WHERE role = '{ALICE}'")
    with pytest.raises(NotFoundError):
        campaign_named(CAMPAIGN)
    with pytest.raises(ClubRefusal):
        characters.recruit(warband=band, profile="briton_swordsman")
    with pytest.raises(MusterError):
        shop.buy_item(character=warrior, item="helmet")


def test_a_players_change_is_announced_to_the_others(fresh_club_db: DatabaseLocation) -> None:
    """NOTIFY on commit needs no privilege: Bob's Muster hears what Alice changed."""
    from models.store.notify import ChangeListener

    with ChangeListener(as_role(fresh_club_db, BOB)) as listener:
        opened_as(fresh_club_db, ALICE)
        characters.recruit(warband=Warband.get(Warband.name == ALICES), profile="briton_swordsman")
        heard: set[str] = set()
        for _ in range(10):  # each wait returns as soon as something arrives
            heard |= {t for change in listener.wait(2.0) for t in change.tables}
            if "character" in heard:
                break
        assert {"character", "history_entry"} <= heard


def test_a_player_plays_the_game_of_his_warband_at_the_table(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    for operation in PLAYERS_OF_THE_GAME:
        FORBIDDEN[operation]()
    assert tracker.tracked_game(unrecorded()) is None  # abandoned


def test_a_member_outside_the_game_leaves_its_table_alone(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ORGANISER)
    campaign = campaign_named(CAMPAIGN)
    campaigns.create_warband(campaign=campaign, name="Outsiders")
    club.add_player(campaign=campaign, role=NINA, warbands=["Outsiders"])
    before = fingerprint(pg_server, fresh_club_db)
    opened_as(fresh_club_db, NINA)
    for operation in PLAYERS_OF_THE_GAME:
        with pytest.raises(ClubRefusal):
            FORBIDDEN[operation]()
    close_database()
    assert fingerprint(pg_server, fresh_club_db) == before
