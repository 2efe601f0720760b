"""Publishing again makes only the pages whose inputs changed (models/publish_inputs.py): each
page's digest is kept in the site's marker, and a page is made again when its digest changed or
its file is not the one Muster left there. Whatever changed, the site published again is the
site published afresh, byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models import campaigns, characters, games, outcomes
from models.campaigns import campaign_named
from models.publish import Published, publish_campaign
from models.publish_folder import MARKER, PublishError
from models.store.schema import Character, Game, Warband

pytestmark = pytest.mark.sqlite_only  # the pages are the same on a server (what it reads)

CALIBURN = "Demo: Caliburn's Wrath"


@pytest.fixture
def demo(database: Path) -> Path:
    from models.demo import create_demo_campaigns

    create_demo_campaigns()
    return database


def publish(out: Path) -> Published:
    return publish_campaign(campaign=campaign_named(CALIBURN), out=out)


def files(out: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(out)): p.read_bytes()
        for p in out.rglob("*")
        if p.is_file() and p.name != MARKER
    }


def assert_as_if_afresh(out: Path, fresh: Path) -> None:
    """The site published again holds exactly what a site published afresh does."""
    publish(fresh)
    again, afresh = files(out), files(fresh)
    assert sorted(again) == sorted(afresh)
    assert [name for name in afresh if again[name] != afresh[name]] == []


def pages_of(out: Path) -> set[str]:
    return {str(p.relative_to(out)) for p in out.rglob("*.html")}


def test_nothing_changed_makes_no_page_and_reads_a_fixed_number_of_statements(
    demo: Path, tmp_path: Path
) -> None:
    from playhouse.test_utils import count_queries

    out = tmp_path / "site"
    first = publish(out)
    assert set(first.made) == pages_of(out)

    def statements() -> tuple[int, Published]:
        with count_queries() as counted:
            result = publish(out)
        return counted.count, result

    marker = (out / MARKER).stat()
    count, again = statements()
    assert again.made == () and again.written == () and again.removed == ()
    after = (out / MARKER).stat()  # nothing written into the folder, not even its marker
    assert (after.st_ino, after.st_mtime_ns) == (marker.st_ino, marker.st_mtime_ns)
    # The file as it was when the pages were made: none of the campaign's rows is read.
    assert count <= 2, count
    assert set(again.kept) == set(first.written)
    campaign = campaign_named(CALIBURN)
    bands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))[:2]
    for _ in range(3):  # more games, more warriors fielded, more history: no more statements
        sides = [
            games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))[:4]) for w in bands
        ]
        game = games.create_game(campaign=campaign, scenario="pitched_battle", sides=sides)
        outcomes.record_outcome(game=game, winner=bands[0], outcomes={})
    publish(out)
    assert statements()[0] == count


def test_a_renamed_warrior_makes_his_pages_again_and_no_other_warbands(
    demo: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    publish(out)
    band = Warband.get(Warband.name == "Knights of Camelot")
    hero, other = list(Character.select().where(Character.warband == band).order_by(Character.id))[
        :2
    ]
    characters.rename_character(character=hero, name="Sir Renamed")
    result = publish(out)
    made = set(result.made)
    assert {f"characters/{hero.id}.html", f"warbands/{band.id}.html", "index.html"} <= made
    assert f"characters/{other.id}.html" not in made  # his own page shows nothing of the name
    for warband in Warband.select().where(Warband.id != band.id):
        assert f"warbands/{warband.id}.html" not in made
    assert "Sir Renamed" in (out / "characters" / f"{hero.id}.html").read_text(encoding="utf-8")
    assert_as_if_afresh(out, tmp_path / "fresh")
    # Renamed by another program (no history entry written): the log names him anew.
    Character.update(name="Sir Quietly Renamed").where(Character.id == hero.id).execute()
    assert "log/1.html" in publish(out).made
    assert_as_if_afresh(out, tmp_path / "fresh2")


@pytest.mark.parametrize("log_page", [2, 3])  # many log pages: where each ends moves
def test_a_recorded_game_makes_its_page_and_its_warbands_again(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, log_page: int
) -> None:
    """Only the pages the game changed are made: its own, the lists, the warbands that played
    it and their warriors who took the field, and the log's pages (newest first, so each page
    starts elsewhere): another warband's whole is the same wherever the log's pages end."""
    import models.publish_pages

    monkeypatch.setattr(models.publish_pages, "LOG_PAGE", log_page)
    campaign = campaign_named(CALIBURN)
    third = campaigns.create_warband(campaign=campaign, name="Bystanders", player="Ann")
    for name in ("Watcher", "Onlooker", "Passer-by"):
        characters.recruit(warband=third, profile="briton_swordsman", name=name)
    out = tmp_path / "site"
    publish(out)
    bands = [w for w in Warband.select().where(Warband.campaign == campaign) if w.id != third.id]
    sides = [
        games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))[:3]) for w in bands[:2]
    ]
    game = games.create_game(campaign=campaign, scenario="pitched_battle", sides=sides)
    outcomes.record_outcome(game=game, winner=bands[0], outcomes={})
    result = publish(out)
    made = set(result.made)
    number = Game.get_by_id(game.id).number
    assert {f"games/{number}.html", "games/index.html", "index.html"} <= made
    assert {f"warbands/{w.id}.html" for w in bands[:2]} <= made
    assert f"warbands/{third.id}.html" not in made
    fielded = {f"characters/{c}.html" for side in sides for c in side.character_ids}
    assert {name for name in made if name.startswith("characters/")} <= fielded
    assert_as_if_afresh(out, tmp_path / "fresh")


def test_a_correction_leaves_no_stale_page(demo: Path, tmp_path: Path) -> None:
    from tests.demo_data import played_and_corrected

    out = tmp_path / "site"
    publish(out)
    played = played_and_corrected(campaign_named(CALIBURN))
    result = publish(out)
    assert f"games/{played.game.number}.html" in result.made
    assert_as_if_afresh(out, tmp_path / "fresh")


def test_a_changed_setting_or_a_renamed_warband_leaves_no_stale_page(
    demo: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    publish(out)
    campaign = campaign_named(CALIBURN)
    settings = dict(campaign.house_rules or {})
    settings[campaigns.EXPERIENCE] = not campaigns.switch(campaign, campaigns.EXPERIENCE)
    campaigns.set_house_rules(campaign=campaign, house_rules=settings)
    result = publish(out)
    assert set(result.made) == pages_of(out)  # every page depends on the settings
    assert_as_if_afresh(out, tmp_path / "fresh")
    band = Warband.get(Warband.name == "The Green Chapel")
    campaigns.edit_warband(
        warband=band, edit=campaigns.WarbandEdit(name="The Grey Chapel", player="", notes="")
    )
    result = publish(out)
    assert f"warbands/{band.id}.html" in result.made
    assert_as_if_afresh(out, tmp_path / "fresh2")


@pytest.mark.parametrize("change", ["language", "version", "template"])
def test_a_new_language_version_or_template_makes_every_page_again(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    import shutil

    import models.publish_inputs
    import models.publish_pages
    from ui.language import activate

    out = tmp_path / "site"
    publish(out)
    if change == "language":
        activate("de")
        monkeypatch.setattr(models.publish_inputs, "language", lambda: "de")
    elif change == "version":
        monkeypatch.setattr(models.publish_inputs, "__version__", "99.0")
    else:
        resources = tmp_path / "resources"
        shutil.copytree(models.publish_inputs.RESOURCES / "site", resources / "site")
        base = resources / "site" / "templates" / "base.html"
        base.write_text(base.read_text(encoding="utf-8") + "<!-- new -->\n", encoding="utf-8")
        monkeypatch.setattr(models.publish_inputs, "RESOURCES", resources)
        monkeypatch.setattr(models.publish_pages, "TEMPLATES", resources / "site" / "templates")
    try:
        result = publish(out)
    finally:
        activate("en")
    assert set(result.made) == pages_of(out)
    if change == "template":
        assert b"<!-- new -->" in (out / "index.html").read_bytes()


@pytest.mark.parametrize("by_hand", ["deleted", "edited", "replaced by a link"])
def test_a_page_changed_by_hand_in_the_site_is_made_again_alone(
    demo: Path, tmp_path: Path, by_hand: str
) -> None:
    out = tmp_path / "site"
    publish(out)
    page = out / "games" / "1.html"
    before = page.read_bytes()
    if by_hand == "deleted":
        page.unlink()
    elif by_hand == "edited":
        page.write_bytes(before.replace(b"</body>", b"<p>mine</p></body>"))
    else:
        elsewhere = tmp_path / "elsewhere.html"
        elsewhere.write_bytes(before)
        page.unlink()
        page.symlink_to(elsewhere)
    result = publish(out)
    assert result.made == ("games/1.html",)
    assert not page.is_symlink() and page.read_bytes() == before
    assert publish(out).made == ()


@pytest.mark.parametrize(
    "digests",
    [
        {"inputs": {"index.html": "not a digest"}},
        {"inputs": {"../index.html": "0" * 32}},
        {"pages": {"index.html": [-1, 0, 0]}},
        {"pages": {"index.html": "big"}},
        {"inputs": []},
    ],
)
def test_a_marker_whose_digests_are_not_muster_s_is_refused(
    demo: Path, tmp_path: Path, digests: dict[str, object]
) -> None:
    out = tmp_path / "site"
    publish(out)
    marker = json.loads((out / MARKER).read_text(encoding="utf-8"))
    (out / MARKER).write_text(json.dumps({**marker, **digests}), encoding="utf-8")
    before = files(out)
    with pytest.raises(PublishError, match="is not what Muster writes there"):
        publish(out)
    assert files(out) == before


def test_a_marker_of_an_older_muster_makes_and_compares_every_page(
    demo: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    publish(out)
    marker = json.loads((out / MARKER).read_text(encoding="utf-8"))
    (out / MARKER).write_text(
        json.dumps({"campaign": marker["campaign"], "files": marker["files"]}), encoding="utf-8"
    )
    result = publish(out)
    assert set(result.made) == pages_of(out) and result.written == ()
    assert publish(out).made == ()


def test_digests_that_lie_about_the_pages_cost_a_page_made_again_never_a_stale_one(
    demo: Path, tmp_path: Path
) -> None:
    """A marker edited to hold another page's digest (or the digest of what is not there)
    makes that page again; a file Muster did not leave there is never taken for its page."""
    out = tmp_path / "site"
    publish(out)
    marker = json.loads((out / MARKER).read_text(encoding="utf-8"))
    marker["inputs"]["index.html"] = marker["inputs"]["games/index.html"]
    marker["pages"]["games/1.html"] = [0, 0, 0]
    (out / MARKER).write_text(json.dumps(marker), encoding="utf-8")
    assert set(publish(out).made) == {"index.html", "games/1.html"}


def test_a_named_hero_fallen_in_another_warband_is_on_his_namesakes_page(
    demo: Path, tmp_path: Path
) -> None:
    """A living named hero's roster line says whether one of his profile died elsewhere in
    the campaign (B5, C10, K2): that death, in another warband, makes his pages again."""
    from models import history
    from models.store.schema import HistoryEntry

    out = tmp_path / "site"
    publish(out)
    campaign = campaign_named(CALIBURN)
    knight = Character.get(Character.profile == "green_knight")
    elsewhere = Warband.get((Warband.campaign == campaign) & (Warband.id != knight.warband_id))
    fallen = Character.create(
        **{**knight.__data__, "id": None, "warband": elsewhere.id, "status": "dead"}
    )
    HistoryEntry.create(
        campaign=campaign,
        warband=elsewhere,
        character=fallen,
        kind=history.DEATH,
        text="Died.",
        details={},
        created=knight.created,
    )
    result = publish(out)
    assert f"warbands/{knight.warband_id}.html" in result.made
    assert_as_if_afresh(out, tmp_path / "fresh")


def test_the_file_changed_by_another_program_is_read_again(demo: Path, tmp_path: Path) -> None:
    """With nothing changed not a row is read (the file's bytes are the ones the pages were
    made from); a file another program changed in between is read, and its pages made."""
    import contextlib
    import sqlite3

    from models.store.connection import close_database
    from models.store.lifecycle import open_database

    out = tmp_path / "site"
    publish(out)
    assert publish(out).made == ()
    band = Warband.get(Warband.name == "The Green Chapel")
    close_database()
    with contextlib.closing(sqlite3.connect(demo)) as other:
        other.execute("UPDATE warband SET name = 'The Grey Chapel' WHERE id = ?", (band.id,))
        other.commit()
    open_database(demo)
    result = publish(out)
    assert f"warbands/{band.id}.html" in result.made
    assert "The Grey Chapel" in (out / "index.html").read_text(encoding="utf-8")
    assert publish(out).made == ()
