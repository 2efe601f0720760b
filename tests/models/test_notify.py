"""Change notifications: what one player commits on the server reaches another's listener."""

from __future__ import annotations

import pytest

from models import campaigns, characters, shop
from models.errors import RuleViolation, ServerLoginError
from models.store.connection import db
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.notify import ChangeListener
from models.store.schema import Character


@pytest.fixture
def server(pg_database: DatabaseLocation) -> DatabaseLocation:
    open_database(pg_database)
    return pg_database


def test_a_purchase_reaches_a_listener_within_two_seconds(server: DatabaseLocation) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai")
    with ChangeListener(server) as listener:
        shop.buy_item(character=kai, item="helmet")
        changes = listener.wait(timeout=2)
    assert len(changes) == 1  # one transaction, one notification
    (change,) = changes
    assert {"purchase", "character", "history_entry"} <= change.tables
    assert change.pid == db.obj.server_pid  # this connection's own change: the app can tell


def test_a_refused_change_announces_nothing(server: DatabaseLocation) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai")
    Character.update(gold=0).where(Character.id == kai.id).execute()  # announced at once
    with ChangeListener(server) as listener:
        with pytest.raises(RuleViolation):
            shop.buy_item(character=kai, item="helmet")
        campaigns.rename_campaign(campaign=campaign, name="The Table Round")
        changes = listener.wait(timeout=2)
    # Only the rename arrives: the refused purchase was rolled back, and said nothing.
    assert [sorted(change.tables) for change in changes] == [["campaign"]]


def test_a_listener_that_cannot_log_in_says_so(server: DatabaseLocation) -> None:
    with pytest.raises(ServerLoginError, match="refused the password"):
        ChangeListener(server.with_password("wrong"))
