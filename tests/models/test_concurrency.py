"""Players acting at once on one club server: no lost update, no broken rule.

Each player is a thread with its own connection (Peewee gives every thread its own), so the
races below run on two real connections to the test server at the same time.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import psycopg
import pytest

from models import campaigns, characters, history, shop
from models.changes import ChangeConflict, recording
from models.errors import ChangedElsewhereError, DatabaseBusyError, MusterError, RuleViolation
from models.exchange import export_campaign, import_campaign
from models.games import SidePlan, create_game
from models.outcomes import outcome_state, record_outcome
from models.store.connection import db
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Campaign, Character, Game, HistoryEntry, Purchase
from tests.conftest import Server

START_GOLD = 300
ATTEMPTS = 200  # each of two players


def race(*players: Callable[[], Any]) -> list[Any]:
    """Run each player on a thread of its own, started together; return what each returned."""
    barrier = threading.Barrier(len(players))
    results: list[Any] = [None] * len(players)
    errors: list[BaseException] = []

    def run(index: int, player: Callable[[], Any]) -> None:
        try:
            barrier.wait()
            results[index] = player()
        except BaseException as exc:  # a failure on a thread fails the test
            errors.append(exc)
        finally:
            db.close()

    threads = [threading.Thread(target=run, args=(i, p)) for i, p in enumerate(players)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return results


@pytest.fixture
def server(pg_database: DatabaseLocation) -> DatabaseLocation:
    open_database(pg_database)
    return pg_database


def kai_with_gold(gold: int) -> Character:
    """Sir Kai with ``gold``, in a campaign where a cloth tunic (which a warrior may buy again
    and again) costs 1 gp."""
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"prices": {"cloth_tunic": 1}}
    )
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai")
    Character.update(gold=gold).where(Character.id == kai.id).execute()
    return Character.get_by_id(kai.id)


def test_two_players_racing_to_buy_never_spend_his_gold_twice(server: DatabaseLocation) -> None:
    kai = kai_with_gold(START_GOLD)
    price = shop.rules_of(kai.warband.campaign).items["cloth_tunic"].cost
    assert ATTEMPTS * 2 * price > START_GOLD  # not every purchase can be paid for

    def player() -> tuple[int, list[str]]:
        bought, told = 0, []
        for _ in range(ATTEMPTS):
            seen = Character.get_by_id(kai.id).gold  # what the shop shows
            try:
                shop.buy_item(character=kai, item="cloth_tunic", expected_gold=seen)
                bought += 1
            except (RuleViolation, ChangedElsewhereError) as refused:
                told.append(str(refused))
        return bought, told

    (bought_1, told_1), (bought_2, told_2) = race(player, player)
    accepted = bought_1 + bought_2
    gold = Character.get_by_id(kai.id).gold
    assert gold == START_GOLD - accepted * price
    assert gold >= 0
    assert accepted + len(told_1) + len(told_2) == 2 * ATTEMPTS  # every refusal was told
    assert Purchase.select().where(Purchase.character == kai.id).count() == accepted
    assert (
        HistoryEntry.select()
        .where((HistoryEntry.character == kai.id) & (HistoryEntry.kind == history.PURCHASE))
        .count()
        == accepted
    )
    assert all(
        "costs" in text or "changed by another player since you opened the shop" in text
        for text in told_1 + told_2
    )


def test_a_purchase_on_a_stale_screen_says_what_changed(server: DatabaseLocation) -> None:
    kai = kai_with_gold(10)
    shop.buy_item(character=kai, item="cloth_tunic")  # another player, first
    now = Character.get_by_id(kai.id).gold
    with pytest.raises(ChangedElsewhereError) as refused:
        shop.buy_item(character=kai, item="cloth_tunic", expected_gold=10)
    assert str(refused.value) == (
        f"Sir Kai was changed by another player since you opened the shop: he now has {now} "
        "gp. Nothing was bought."
    )
    assert Character.get_by_id(kai.id).gold == now


def round_table_game() -> Game:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    kent = campaigns.create_warband(campaign=campaign, name="Kent")
    kai = characters.recruit(warband=camelot, profile="sir_kai")
    gawain = characters.recruit(warband=kent, profile="sir_gawain")
    return create_game(
        campaign=campaign,
        scenario="pitched_battle",
        sides=[SidePlan(camelot.id, "", (kai.id,)), SidePlan(kent.id, "", (gawain.id,))],
    )


def test_of_two_recordings_of_one_game_the_second_is_refused(server: DatabaseLocation) -> None:
    game = round_table_game()
    seen = outcome_state(game)  # both players open the game's recording
    winners = [s.warband for s in game.sides]

    def player(winner: Any) -> str:
        try:
            record_outcome(game=game, winner=winner, outcomes={}, expected_state=seen)
        except ChangedElsewhereError as refused:
            return str(refused)
        return "recorded"

    results = race(lambda: player(winners[0]), lambda: player(winners[1]))
    assert sorted(results) == [
        f"Game {game.number} was recorded by another player since you opened it. Nothing was "
        "recorded: look at the game again.",
        "recorded",
    ]
    winner = winners[results.index("recorded")]
    assert Game.get_by_id(game.id).winner_id == winner.id


def test_two_imports_of_one_name_end_with_distinct_names(server: DatabaseLocation) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    characters.recruit(
        warband=campaigns.create_warband(campaign=campaign, name="Camelot"), profile="sir_kai"
    )
    document = export_campaign(campaign)

    def player() -> str:
        return import_campaign(document).name

    names = race(player, player)
    assert sorted(names) == ["Round Table (2)", "Round Table (3)"]
    assert Campaign.select().count() == 3


def test_an_undo_of_rows_another_player_changed_is_refused(server: DatabaseLocation) -> None:
    kai = kai_with_gold(10)
    with recording() as purchase:
        shop.buy_item(character=kai, item="cloth_tunic")
    gold = Character.get_by_id(kai.id).gold

    def other_player() -> None:
        Character.update(gold=3).where(Character.id == kai.id).execute()

    race(other_player)
    with pytest.raises(ChangeConflict) as refused:
        purchase.inverse().apply()
    assert str(refused.value) == (
        "This cannot be undone or redone: Sir Kai was changed elsewhere in the meantime: gold "
        f"is now 3, not {gold}. Nothing was changed."
    )
    assert Character.get_by_id(kai.id).gold == 3
    assert Purchase.select().count() == 1  # the purchase was not taken back either


def test_two_musters_starting_together_migrate_once(pg_server: Server) -> None:
    """Two processes' connections open an empty database at once: one creates the tables,
    the other waits for it (the migration lock) and finds them made."""
    with pg_server.database(template=None) as location:
        results = race(lambda: open_database(location).created, lambda: _open_elsewhere(location))
        assert sorted(results) == [False, True]
        assert Campaign.select().count() == 0


def _open_elsewhere(location: DatabaseLocation) -> bool:
    from models.store.server import open_server

    created, _ = open_server(location)
    return created


def test_a_player_who_waits_too_long_is_told_and_nothing_is_written(
    server: DatabaseLocation,
) -> None:
    """While another connection holds the write lock past the wait, the change gives up with
    the busy message, and nothing of it is written."""
    from models.store.connection import use_campaign

    kai = kai_with_gold(10)
    use_campaign(kai.warband.campaign_id)  # as the window showing the campaign does
    holder = psycopg.connect(**server.connect_params())  # type: ignore[arg-type]  # libpq's keys (connect_params)
    try:
        campaign = kai.warband.campaign_id
        holder.execute("SELECT muster_lock_campaign(%s)", (campaign,))

        def buy() -> str:
            db.execute_sql("SET lock_timeout = 100")  # this connection waits 0.1 s, not 5 s
            try:
                shop.buy_item(character=kai, item="cloth_tunic")
            except DatabaseBusyError as refused:
                return str(refused)
            return "bought"

        [refusal] = race(buy)
    finally:
        holder.close()
        use_campaign(None)
    # the login holding the campaign is named, not blamed on "another player"
    assert refusal.startswith(f"{server.user} has held this campaign on the club server since ")
    assert refusal.endswith("Nothing was changed.")
    assert Character.get_by_id(kai.id).gold == 10
    assert Purchase.select().count() == 0


def test_a_server_change_that_fails_writes_nothing(server: DatabaseLocation) -> None:
    kai = kai_with_gold(10)
    with pytest.raises(MusterError):
        shop.buy_item(character=kai, item="no_such_item")
    assert Purchase.select().count() == 0
