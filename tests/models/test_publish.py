"""A campaign published as static web pages (models/publish.py, ``main.py publish``)."""

from __future__ import annotations

import json
import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from models import campaigns, characters
from models.campaigns import campaign_named
from models.publish import publish_campaign
from models.publish_folder import MARKER, MARKER_LIMIT, PublishError
from models.store.schema import Campaign, Character, Warband
from tests.data_safety import folder_state

pytestmark = pytest.mark.sqlite_only  # the pages are the same on a server (what it reads)

CALIBURN = "Demo: Caliburn's Wrath"
BEASTRIDER = "Demo: The Beastrider Wars"


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.found.append(value)


def links_of(page: Path) -> list[str]:
    parser = Links()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.found


@pytest.fixture
def demo(database: Path) -> Path:
    from models.demo import create_demo_campaigns

    create_demo_campaigns()
    return database


@pytest.mark.parametrize("name", [CALIBURN, BEASTRIDER])
def test_every_page_and_link_of_a_campaign_is_there(demo: Path, tmp_path: Path, name: str) -> None:
    out = tmp_path / "site"
    result = publish_campaign(campaign=campaign_named(name), out=out)
    pages = sorted(out.rglob("*.html"))
    assert out / "index.html" in pages and (out / MARKER).is_file()
    campaign = campaign_named(name)
    for warband in Warband.select().where(Warband.campaign == campaign):
        assert (out / "warbands" / f"{warband.id}.html").is_file()
        for character in Character.select().where(Character.warband == warband):
            assert (out / "characters" / f"{character.id}.html").is_file()
    assert (out / "log" / "1.html").is_file() and (out / "games" / "index.html").is_file()
    for page in pages:
        for link in links_of(page):
            assert not re.match(r"[a-z]+:", link), (page, link)  # no network, no scheme
            target = (page.parent / link.split("#")[0]).resolve()
            assert target.is_file(), (page, link)
            assert out.resolve() in target.parents  # inside the folder
        assert "<script" not in page.read_text(encoding="utf-8")
    assert set(result.written) == {
        str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()
    } - {MARKER}


def test_publishing_sends_as_many_statements_however_many_games_were_played(
    demo: Path, tmp_path: Path
) -> None:
    """The pages read their games, histories and log in a few bulk queries each: more games
    and more warriors fielded add pages, never statements."""
    from playhouse.test_utils import count_queries

    from models import games, outcomes

    campaign = campaign_named(CALIBURN)

    def statements() -> int:
        shutil.rmtree(tmp_path / "site", ignore_errors=True)
        with count_queries() as counted:
            publish_campaign(campaign=campaign, out=tmp_path / "site")
        return counted.count

    before = statements()
    bands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))[:2]
    for _ in range(3):
        sides = [
            games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))[:4]) for w in bands
        ]
        game = games.create_game(campaign=campaign, scenario="pitched_battle", sides=sides)
        outcomes.record_outcome(game=game, winner=bands[0], outcomes={})
    assert statements() == before


def test_a_hostile_name_is_text_on_every_page(demo: Path, tmp_path: Path) -> None:
    hostile = "<script>alert(1)</script>"
    band = Warband.get(Warband.name == "Knights of Camelot")
    campaigns.edit_warband(
        warband=band, edit=campaigns.WarbandEdit(name=hostile, player="<b>Eve</b>", notes="")
    )
    recruit = characters.recruit(warband=band, profile="briton_swordsman", name='"><img src=x>')
    out = tmp_path / "site"
    publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    seen = 0
    for page in out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "<script>" not in text and "<img src=x>" not in text and "<b>Eve" not in text
        seen += "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert seen >= 3  # the league, the warband, its characters
    assert (out / "characters" / f"{recruit.id}.html").is_file()


def test_publishing_again_rewrites_only_what_changed(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    campaign = campaign_named(CALIBURN)
    publish_campaign(campaign=campaign, out=out)
    again = publish_campaign(campaign=campaign, out=out)
    assert again.written == () and again.removed == ()
    band = Warband.get(Warband.name == "Knights of Camelot")
    gone = characters.recruit(warband=band, profile="briton_swordsman", name="Owain")
    publish_campaign(campaign=campaign, out=out)
    characters.delete_character(character=Character.get_by_id(gone.id))
    result = publish_campaign(campaign=campaign, out=out)
    assert f"characters/{gone.id}.html" in result.removed
    assert not (out / "characters" / f"{gone.id}.html").exists()
    assert f"warbands/{band.id}.html" in result.written
    other = Warband.get(Warband.name == "The Green Chapel")
    assert f"warbands/{other.id}.html" in result.kept
    assert "site.css" in result.kept


def test_a_folder_of_other_files_is_refused_and_left_alone(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(PublishError, match="holds files Muster did not write"):
        publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    assert [p.name for p in out.iterdir()] == ["notes.txt"]
    a_file = tmp_path / "file.html"
    a_file.write_text("x", encoding="utf-8")
    with pytest.raises(PublishError, match="not a folder"):
        publish_campaign(campaign=campaign_named(CALIBURN), out=a_file)


def test_a_marker_that_lists_files_outside_the_folder_removes_nothing_there(
    demo: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    listed = json.dumps({"campaign": CALIBURN, "files": ["../victim.txt", str(victim)]})
    (out / MARKER).write_text(listed, encoding="utf-8")
    with pytest.raises(PublishError, match=r"files\[0\]: '\.\./victim\.txt' is not a file Muster"):
        publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    assert victim.read_text(encoding="utf-8") == "keep me"


def test_the_command_publishes_and_refuses_in_one_line(demo: Path, tmp_path: Path, capsys) -> None:
    import main

    assert isinstance(Campaign.get(Campaign.name == CALIBURN), Campaign)
    out = tmp_path / "site"
    code = main.main(["--db", str(demo), "publish", "--campaign", CALIBURN, "--out", str(out)])
    assert code == 0 and (out / "index.html").is_file()
    assert "files written" in capsys.readouterr().out
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "x").write_text("", encoding="utf-8")
    code = main.main(["--db", str(demo), "publish", "--campaign", CALIBURN, "--out", str(busy)])
    err = capsys.readouterr().err
    assert code == 2 and "did not write" in err and "\n" not in err.strip()


def test_a_page_that_cannot_be_made_leaves_the_published_site_as_it_was(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import models.publish_pages

    out = tmp_path / "site"
    campaign = campaign_named(CALIBURN)
    publish_campaign(campaign=campaign, out=out)
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    band = Warband.get(Warband.name == "Knights of Camelot")
    campaigns.edit_warband(
        warband=band,
        edit=campaigns.WarbandEdit(name="Knights of the Round Table", player="", notes=""),
    )

    def broken(game: object, **read: object) -> object:  # as a bad value in the database does
        raise ValueError("not a game summary")

    monkeypatch.setattr(models.publish_pages, "game_summary", broken)
    with pytest.raises(ValueError):
        publish_campaign(campaign=campaign, out=out)
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before  # the league, made before the failure, was not put in place
    assert not list(out.glob(".muster-staging-*"))


def test_a_publish_stopped_while_moving_pages_in_leaves_nothing_behind_the_next(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pages moved into place before a publish stopped (a full disk, a killed process) are
    listed in the folder's marker, so the next publish removes those of what was deleted."""
    import os

    out = tmp_path / "site"
    campaign = campaign_named(CALIBURN)
    publish_campaign(campaign=campaign, out=out)
    band = Warband.get(Warband.name == "Knights of Camelot")
    recruit = characters.recruit(warband=band, profile="briton_swordsman", name="Owain")
    page = out / "characters" / f"{recruit.id}.html"
    real = os.replace

    def stops(source: object, target: object, **where: object) -> None:
        moving = ".muster-staging-" in str(source) and ".muster-staging-" not in str(target)
        if moving and page.exists():  # the new character's page is in place: the disk fills
            raise OSError(28, "No space left on device")
        real(source, target, **where)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", stops)
    with pytest.raises(PublishError, match="No space left"):
        publish_campaign(campaign=campaign, out=out)
    monkeypatch.setattr(os, "replace", real)
    assert page.is_file()
    characters.delete_character(character=Character.get_by_id(recruit.id))
    publish_campaign(campaign=campaign, out=out)
    assert not page.exists()


def test_the_pages_speak_the_language_muster_speaks(demo: Path, tmp_path: Path) -> None:
    """Published in German, every heading, label and the page's language are German; in
    English again, the same pages are English."""
    from ui.language import activate

    campaign = campaign_named(CALIBURN)
    band = Warband.get(Warband.name == "Knights of Camelot")
    out = tmp_path / "site"
    activate("de")
    try:
        publish_campaign(campaign=campaign, out=out)
    finally:
        activate("en")
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<html lang="de">' in index
    for german in (
        "<title>Liga — ",
        '<h2 id="league">Tabelle</h2>',
        '<th scope="col">Kriegerschar</th>',
        '<th scope="col" class="num">Punkte</th>',
        '<h2 id="chart">Ligapunkte nach jedem Spiel</h2>',
        ">Spiel 0</text>",
        '<h2 id="leaders">Bestenlisten</h2>',
        "<h3>Meiste Tötungen</h3>",
        '<h2 id="games">Neueste Spiele</h2>',
        "Mit Muster veröffentlicht. Die Kampagne mit Stand vom ",
    ):
        assert german in index, german
    assert "League table" not in index and "Leaderboards" not in index
    warband = (out / "warbands" / f"{band.id}.html").read_text(encoding="utf-8")
    assert "<h2>Aufstellung</h2>" in warband and "<h2>Chronik</h2>" in warband
    assert "Spieler: Morgan." in warband and "GS übrig. Gewonnen " in warband
    assert "<h1>Spiele</h1>" in (out / "games" / "index.html").read_text(encoding="utf-8")
    game = (out / "games" / "4.html").read_text(encoding="utf-8")  # to play: who is fielded
    assert "<h1>Spiel 4: " in game and "<h2>Wer ins Feld zog</h2>" in game
    played = (out / "games" / "1.html").read_text(encoding="utf-8")  # each warrior's part
    assert '<h2 id="warriors">Jeder Krieger</h2>' in played and "überlebt" in played
    log = (out / "log" / "1.html").read_text(encoding="utf-8")
    assert "<h1>Kampagnenprotokoll</h1>" in log and "Seite 1 von 1, das Neueste zuerst." in log
    publish_campaign(campaign=campaign, out=out)
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in index and '<h2 id="league">League table</h2>' in index


def text_of(page: Path) -> str:
    """A page's text as a reader sees it, its markup left out and its spaces joined."""
    import html

    words = re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8"))
    return re.sub(r"\s+", " ", html.unescape(words))


def character_page(out: Path, name: str) -> str:
    return text_of(out / "characters" / f"{Character.get(Character.name == name).id}.html")


def test_a_warriors_page_says_what_his_printed_roster_says(demo: Path, tmp_path: Path) -> None:
    """His profile's own traits (the Scabbard, the Green Knight's natural armour and his
    indifference to decapitation: C2, C3, C10), a Mace's effect as his foe's (C2), and a
    crossbow called a crossbow (B7)."""
    out = tmp_path / "site"
    publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    assert "Scabbard of Excalibur 3 off every damage roll against him" in character_page(
        out, "King Arthur"
    )
    knight = character_page(out, "The Green Knight")
    assert "Natural armour 2 off every damage roll against him" in knight
    assert "Decapitation does him no harm" in knight
    gawain = character_page(out, "Sir Gawain")
    assert "Mace his foe's Mail Suit gives no protection" in gawain
    assert "No protection is received from mail" not in gawain
    publish_campaign(campaign=campaign_named(BEASTRIDER), out=tmp_path / "beasts")
    assert 'Crossbow 10"' in character_page(tmp_path / "beasts", "Jory Quarrel")
    assert 'Bow 14"' in character_page(tmp_path / "beasts", "Wenna the archer")
    assert "Bow 10" not in character_page(tmp_path / "beasts", "Jory Quarrel")


# --- links inside the site, hostile markers, and where the pages are made ------------------


def test_a_symlinked_subfolder_is_never_written_or_removed_through(
    demo: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    campaign = campaign_named(CALIBURN)
    publish_campaign(campaign=campaign, out=out)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("mine", encoding="utf-8")
    (outside / "1.html").write_text("mine too", encoding="utf-8")
    marker = json.loads((out / MARKER).read_text(encoding="utf-8"))
    shutil.rmtree(out / "games")
    (out / "games").symlink_to(outside)
    before = folder_state(outside)
    # The marker lists a file Muster never writes: refused as a marker that is not Muster's.
    listed = {**marker, "files": [*marker["files"], "games/keep.txt"]}
    (out / MARKER).write_text(json.dumps(listed), encoding="utf-8")
    with pytest.raises(PublishError, match=r"files\[\d+\]: 'games/keep.txt' is not a file"):
        publish_campaign(campaign=campaign, out=out)
    assert folder_state(outside) == before
    # The marker is Muster's: the link is still never followed, to write or to remove.
    (out / MARKER).write_text(json.dumps(marker), encoding="utf-8")
    with pytest.raises(PublishError, match=r"games is a symbolic link .* never writes through"):
        publish_campaign(campaign=campaign, out=out)
    assert folder_state(outside) == before
    assert (out / "games").is_symlink()


def test_a_page_that_is_a_link_is_replaced_and_what_it_points_at_left_alone(
    demo: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    campaign = campaign_named(CALIBURN)
    publish_campaign(campaign=campaign, out=out)
    victim = tmp_path / "victim.html"
    victim.write_text("mine", encoding="utf-8")
    for name in ("index.html", "games/1.html"):
        (out / name).unlink()
        (out / name).symlink_to(victim)
    band = Warband.get(Warband.name == "Knights of Camelot")
    gone = characters.recruit(warband=band, profile="briton_swordsman", name="Owain")
    publish_campaign(campaign=campaign, out=out)
    page = out / "characters" / f"{gone.id}.html"
    page.unlink()
    page.symlink_to(victim)
    characters.delete_character(character=Character.get_by_id(gone.id))
    result = publish_campaign(campaign=campaign, out=out)
    assert f"characters/{gone.id}.html" in result.removed and not os.path.lexists(page)
    assert victim.read_text(encoding="utf-8") == "mine"
    for name in ("index.html", "games/1.html"):
        assert not (out / name).is_symlink() and (out / name).read_text().startswith("<!DOCTYPE")


def hostile_marker(kind: str, marker: Path) -> None:
    marker.unlink()
    if kind == "files null":
        marker.write_text('{"campaign": "x", "files": null}', encoding="utf-8")
    elif kind == "nested deep":
        marker.write_text('{"campaign": "x", "files": ' + "[" * 200_000 + "]" * 200_000 + "}")
    elif kind == "nested deep elsewhere":
        marker.write_text('{"campaign": "x", "more": ' + "[" * 200_000 + "]" * 200_000 + "}")
    elif kind == "no object":
        marker.write_text("[" * 200_000)
    elif kind == "not JSON":
        marker.write_bytes(b"\xff\xfe not json")
    elif kind == "a named pipe":
        os.mkfifo(marker)
    elif kind == "a link to /dev/zero":
        marker.symlink_to("/dev/zero")
    elif kind == "too big":
        with marker.open("wb") as handle:
            handle.truncate(MARKER_LIMIT + 1)
    elif kind == "a number as a name":
        marker.write_text('{"campaign": "x", "files": [1]}', encoding="utf-8")
    elif kind == "a way out":
        marker.write_text('{"campaign": "x", "files": ["../../etc/passwd"]}', encoding="utf-8")


@pytest.mark.parametrize(
    "kind",
    [
        "files null",
        "nested deep",
        "nested deep elsewhere",
        "no object",
        "not JSON",
        "a named pipe",
        "a link to /dev/zero",
        "too big",
        "a number as a name",
        "a way out",
    ],
)
def test_a_hostile_marker_is_refused_in_one_line_and_nothing_is_changed(
    demo: Path, tmp_path: Path, kind: str, capsys
) -> None:
    import main

    out = tmp_path / "site"
    publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    hostile_marker(kind, out / MARKER)
    before = folder_state(tmp_path)
    code = main.main(["--db", str(demo), "publish", "--campaign", CALIBURN, "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and "\n" not in err.strip(), err
    assert "is not what Muster writes there" in err and "Traceback" not in err
    assert folder_state(tmp_path) == before


def pages_made(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Where publishing makes each page before it moves it in, as it makes them."""
    import models.publish

    made: list[Path] = []
    real = models.publish._write_page

    def noted(path: Path, data: bytes) -> None:
        made.append(Path(path))
        real(path, data)

    monkeypatch.setattr(models.publish, "_write_page", noted)
    return made


def test_the_pages_are_made_beside_the_site_never_inside_it(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    web = tmp_path / "web"
    web.mkdir()
    out = web / "site"
    staged = pages_made(monkeypatch)
    publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    assert staged and all(out.resolve() not in p.resolve().parents for p in staged)
    assert all(p.parent.name.startswith(".site.muster-staging-") or "muster-staging" in str(p)
               for p in staged)  # fmt: skip
    assert sorted(p.name for p in web.iterdir()) == ["site"]  # nothing left beside it


def test_what_a_killed_publish_left_beside_the_site_goes_at_the_next(
    demo: Path, tmp_path: Path
) -> None:
    web = tmp_path / "web"
    web.mkdir()
    out = web / "site"
    campaign = campaign_named(CALIBURN)
    publish_campaign(campaign=campaign, out=out)
    left = web / ".site.muster-staging-k1ll3d00"
    (left / "games").mkdir(parents=True)
    (left / "games" / "1.html").write_text("half a page", encoding="utf-8")
    inside = out / ".muster-staging-0lder000"  # where an older Muster made them
    inside.mkdir()
    publish_campaign(campaign=campaign, out=out)
    assert not left.exists() and not inside.exists()
    assert sorted(p.name for p in web.iterdir()) == ["site"]


def test_a_site_on_a_disk_of_its_own_is_made_inside_it_hidden(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pages cannot be moved whole from another disk: on a disk mounted on the site, they are
    made in the hidden folder inside it that the README says not to upload."""
    from tests.filesystems import tmpfs

    web = tmp_path / "web"
    web.mkdir()
    out = web / "site"
    with tmpfs(out, 16 * 1024):
        staged = pages_made(monkeypatch)
        publish_campaign(campaign=campaign_named(CALIBURN), out=out)
        pages = [p for p in staged if p.name != MARKER]
        assert pages and all(p.parent.parent == out or p.parent.parent.parent == out
                             for p in pages)  # fmt: skip
        assert all(".muster-staging-" in str(p) for p in pages)
        assert not [p for p in out.iterdir() if p.name.startswith(".muster-staging-")]
        assert (out / "index.html").is_file()
    assert sorted(p.name for p in web.iterdir()) == ["site"]


class Text(HTMLParser):
    """A page's text as a reader sees it, a line per block (cells separated by tabs)."""

    BLOCKS = frozenset({"p", "li", "tr", "h1", "h2", "section", "ul", "table"})

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.BLOCKS:
            self.parts.append("\n")
        elif tag in ("td", "th", "br"):
            self.parts.append("\t")

    def handle_data(self, data: str) -> None:
        self.parts.append(data.replace("\n", " "))  # the markup's own line breaks are spaces


def page_text(page: Path) -> str:
    reader = Text()
    reader.feed(page.read_text(encoding="utf-8"))
    lines = ("".join(reader.parts)).split("\n")
    return "\n".join(re.sub(r"[ \t]+", " ", line).strip() for line in lines if line.strip())


def test_a_game_recorded_without_the_tracker_tells_the_battle(demo: Path, tmp_path: Path) -> None:
    """Every warrior's wounds, kills (and whose), death, lost kit and gold, the relic and the
    players' notes, though no log was kept at the table (docs/campaign-format.md)."""
    out = tmp_path / "site"
    publish_campaign(campaign=campaign_named(CALIBURN), out=out)
    first = page_text(out / "games" / "1.html")
    for said in (
        "Knights of Camelot won",
        "Sir Kai (Knights of Camelot) survived — Wulfstan (The Green Chapel) — — 3 gp",
        "Wulfstan (The Green Chapel) dead slain by Sir Kai (Knights of Camelot) — — — — To the "
        "stash: Spear, Shield and Helmet 0 gp",
        "Cai ap Rhys (Knights of Camelot) survived leg wounds: 1, shield broken — — Shield 2 gp",
        "Oswy (The Green Chapel) survived arm wounds: 1 — — — 1 gp",
    ):
        assert said in first, said
    duel = page_text(out / "games" / "2.html")
    assert "The players' notes\nThe Green Knight's challenge." in duel
    relic = page_text(out / "games" / "3.html")
    assert "The relic was carried off by Æthelric (The Green Chapel)." in relic
    assert "Æthelric (The Green Chapel) carried the relic off survived" in relic
    assert "Turn by turn" not in relic and "Corrected" not in relic

    publish_campaign(campaign=campaign_named(BEASTRIDER), out=out.with_name("beasts"))
    clash = page_text(out.with_name("beasts") / "games" / "1.html")
    for said in (
        "Osk (Stagriders of Deastir) dead killed by Brann Ironhide (Bear Riders of Helles) defend "
        "dice lost: 1",
        "Eldric (Stagriders of Deastir) survived attack dice lost: 3, special used, fled",
        "Brann Ironhide (Bear Riders of Helles) survived defend dice lost: 1, wounds inflicted: "
        "2 Osk (Stagriders of Deastir)",
        "The players' notes\nThe first clash at the ford.",
    ):
        assert said in clash, said
    assert "Kit lost" not in clash and " gp" not in clash  # that game has neither


@pytest.mark.parametrize("name", [CALIBURN, BEASTRIDER])
def test_a_game_corrected_after_the_table_says_so_and_which_lines_no_longer_hold(
    demo: Path, tmp_path: Path, name: str
) -> None:
    from tests.demo_data import played_and_corrected

    played = played_and_corrected(campaign_named(name))
    game, victim = played.game, played.victim
    out = tmp_path / "site"
    publish_campaign(campaign=campaign_named(name), out=out)
    text = page_text(out / "games" / f"{game.number}.html")
    assert "Corrected since it was played" in text
    dead = "killed" if name == BEASTRIDER else "slain"
    assert f"{played.killed_by}: Game {game.number}, " in text  # each correction, naming whom
    assert f"are about {victim}, whose part in the game the correction changed" in text
    assert f"{victim} (" in text and f") dead {dead} by {played.killed_by} (" in text
    marked = [line for line in text.splitlines() if line.endswith("no longer holds")]
    assert marked and all(victim in line for line in marked)
    assert any(played.killed_at_the_table_by in line for line in marked)
    kept = [line for line in text.splitlines() if line.startswith("Turn ") and line not in marked]
    assert any("The game began" in line for line in kept)  # the rest still holds
