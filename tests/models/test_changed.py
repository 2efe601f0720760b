"""What a change wrote, as the screens read it (models.changed): from a recorded change set,
its undo, and another player's notice."""

from __future__ import annotations

from pathlib import Path

from models import campaigns, characters, shop
from models.changed import Changed
from models.changes import recording
from models.store.schema import Character


def test_a_purchase_says_its_tables_and_the_fields_it_updated(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot", player="Ann")
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    with recording() as changes:
        purchase = shop.buy_item(character=Character.get_by_id(kai.id), item="helmet")
    changed = changes.changed()
    assert changed.tables == {"purchase", "history_entry"}
    assert changed.columns == {("character", "gold")}
    assert ("purchase", purchase.id) in changed.rows and ("character", kai.id) in changed.rows
    # Its undo writes the same.
    assert changes.inverse().changed() == changed
    # The gold of a warrior is not what a screen showing only his name shows; his kit is.
    assert not changed.touches(["character"], {"character": ["name"]})
    assert changed.touches(["character"]) and changed.touches(["purchase"])
    assert not changed.touches(["game", "game_side"])


def test_a_notice_names_whole_tables_and_one_naming_none_means_anything() -> None:
    notice = Changed.of_tables({"character"})
    assert notice.touches(["character"], {"character": ["name"]})  # which fields, unknown
    assert not notice.touches(["game"])
    anything = Changed.everything()
    assert anything.touches(["game"]) and anything.is_everything
    # Who may read what changed: any screen may show more, or fewer, rows.
    assert Changed.of_tables({"warband_owner"}).touches(["game"])
    assert not Changed() and (notice | Changed.of_tables({"game"})).tables == {"character", "game"}
