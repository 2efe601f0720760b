"""The import and the database check agree on every story: random recorded games of both demo
campaigns, then a random edit of the campaign (a status flipped, a history entry dropped, a
price or a gold changed, a dead warrior fielded again, a death erased from a game's outcome).
Both doors accept the data, or the import refuses the campaign's file and the check of the
same data reports it, citing the same ruling.

The edit is planted in the database with Python's own sqlite3, around Muster, as another tool
would; the edited file is that database's export, so both doors see exactly the same data.
``make test`` draws a few examples; ``make story-test`` many (MUSTER_STORY_FUZZ=full)."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from models import outcomes as recording
from models.campaigns import rules_of
from models.check import check_database
from models.errors import DocumentError
from models.exchange import export_json, import_campaign
from models.games import fielded, sides_of
from models.shop import kit_of, purchases_by_character
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import UNRECORDED, Campaign, Character, Game
from rules.data import BEASTRIDER, DECAPITATED, SHIELD, SLAIN
from rules.outcomes import blank_outcome, character_state
from tests.demo_data import demo_campaigns

pytestmark = pytest.mark.sqlite_only  # planted with sqlite3 in a campaign file

FULL = os.environ.get("MUSTER_STORY_FUZZ") == "full"
RULING = re.compile(r"\(([BCK]\d+)\)")
EDITS = ("status", "drop", "price", "gold", "field_again", "erase_death")


def rulings(text: str) -> set[str]:
    return set(RULING.findall(text))


def record_at_random(data: st.DataObject, game: Game) -> None:
    """The demo's game still to play, recorded with outcomes drawn at random within the rules
    recording keeps (B1, C3: every door judges them the same way)."""
    rules = rules_of(game.campaign)
    everyone = fielded(game)
    characters = {c.id: c for c in Character.select().where(Character.id.in_(
        [gc.character_id for gc in everyone if gc.character_id]))}  # fmt: skip
    owned = purchases_by_character(list(characters))
    chosen: dict[int, dict[str, Any]] = {}
    for gc in everyone:
        assert gc.character_id is not None  # everyone fielded is still on the roster
        character = characters[gc.character_id]
        opponents = [o.id for o in everyone if o.side_id != gc.side_id]
        outcome = blank_outcome(rules.id)
        if rules.id == BEASTRIDER:
            state = character_state(
                rules, profile=character.profile, options=character.options,
                upgrades=character.upgrades, injuries=character.injuries,
            )  # fmt: skip
            assert state.dice is not None
            attack, defend = state.dice
            outcome["attack_lost"] = data.draw(st.integers(0, attack))
            outcome["defend_lost"] = data.draw(st.integers(0, defend))
            killed = outcome["defend_lost"] == defend and data.draw(st.booleans())
            outcome["killed"] = killed
            lost_all = outcome["attack_lost"] == attack
            outcome["fled"] = not killed and (
                lost_all or (outcome["defend_lost"] == defend and data.draw(st.booleans()))
            )
            outcome["wounds_inflicted"] = data.draw(st.integers(0, 3))
            outcome["special_used"] = data.draw(st.booleans())
        else:
            for wound in ("leg", "arm", "neck"):
                outcome[wound] = data.draw(st.integers(0, 1))
            immune = rules.profiles[character.profile].decapitation_immune
            fates = ["", SLAIN] if immune else ["", SLAIN, DECAPITATED]
            outcome["fate"] = data.draw(st.sampled_from(fates))
            kit = kit_of(rules, character, owned[character.id])
            outcome["shield_broken"] = SHIELD in kit and data.draw(st.booleans())
            killed = bool(outcome["fate"])
        if killed:
            outcome["killed_by"] = data.draw(st.sampled_from([None, *opponents]))
        chosen[gc.id] = outcome
    winner = data.draw(st.sampled_from([None, *[side.warband for side in sides_of(game)]]))
    recording.record_outcome(game=game, winner=winner, outcomes=chosen)


def plant(path: Path, data: st.DataObject, campaign: Campaign) -> str:
    """One edit of ``campaign`` drawn at random, made in the file with sqlite3; what it was."""
    conn = sqlite3.connect(path)
    try:
        cur = conn.cursor()
        kind = data.draw(st.sampled_from(EDITS))
        people = cur.execute(
            "SELECT c.id, c.status, c.gold, c.warband_id FROM character c "
            "JOIN warband w ON w.id = c.warband_id WHERE w.campaign_id = ? ORDER BY c.id",
            (campaign.id,),
        ).fetchall()
        if kind == "status":
            who, status, *_ = data.draw(st.sampled_from(people))
            new: str | int = data.draw(
                st.sampled_from([s for s in ("active", "dead", "retired") if s != status])
            )
            cur.execute("UPDATE character SET status = ? WHERE id = ?", (new, who))
        elif kind == "gold":
            who, _status, gold, _band = data.draw(st.sampled_from(people))
            new = data.draw(st.integers(0, gold + 20).filter(lambda g: g != gold))
            cur.execute("UPDATE character SET gold = ? WHERE id = ?", (new, who))
        elif kind == "drop":
            entries = cur.execute(
                "SELECT id, kind FROM history_entry WHERE campaign_id = ? AND character_id IS "
                "NOT NULL AND kind != 'correction' ORDER BY id",
                (campaign.id,),
            ).fetchall()
            entry, what = data.draw(st.sampled_from(entries))
            cur.execute("DELETE FROM history_entry WHERE id = ?", (entry,))
            kind = f"drop {what}"
        elif kind == "price":
            bought = cur.execute(
                "SELECT p.id, p.price FROM purchase p JOIN character c ON c.id = p.character_id "
                "JOIN warband w ON w.id = c.warband_id WHERE w.campaign_id = ? ORDER BY p.id",
                (campaign.id,),
            ).fetchall()
            assume(bought)
            purchase, price = data.draw(st.sampled_from(bought))
            new = data.draw(st.integers(0, price + 5).filter(lambda p: p != price))
            cur.execute("UPDATE purchase SET price = ? WHERE id = ?", (new, purchase))
        elif kind == "field_again":
            dead = [(who, band) for who, status, _g, band in people if status == "dead"]
            assume(dead)
            who, band = data.draw(st.sampled_from(dead))
            later = cur.execute(
                "SELECT g.id, g.result, s.id FROM game g JOIN game_side s ON s.game_id = g.id "
                "WHERE g.campaign_id = ? AND s.warband_id = ? AND NOT EXISTS (SELECT 1 FROM "
                "game_character f WHERE f.game_id = g.id AND f.character_id = ?) ORDER BY g.id",
                (campaign.id, band, who),
            ).fetchall()
            assume(later)
            game, result, side = data.draw(st.sampled_from(later))
            outcome = "{}" if result == UNRECORDED else _blank(campaign)
            name = cur.execute("SELECT name FROM character WHERE id = ?", (who,)).fetchone()[0]
            cur.execute(
                "INSERT INTO game_character (game_id, side_id, character_id, name, outcome) "
                "VALUES (?, ?, ?, ?, ?)",
                (game, side, who, name, outcome),
            )
        else:  # erase_death
            deaths = []
            for fid, text in cur.execute(
                "SELECT f.id, f.outcome FROM game_character f JOIN game g ON g.id = f.game_id "
                "WHERE g.campaign_id = ? ORDER BY f.id",
                (campaign.id,),
            ):
                outcome = json.loads(text)
                if outcome.get("killed") is True or outcome.get("fate") in (SLAIN, DECAPITATED):
                    deaths.append((fid, outcome))
            assume(deaths)
            fid, outcome = data.draw(st.sampled_from(deaths))
            outcome.update(killed_by=None, **({"killed": False} if "killed" in outcome else {}))
            if "fate" in outcome:
                outcome["fate"] = ""
            cur.execute(
                "UPDATE game_character SET outcome = ? WHERE id = ?", (json.dumps(outcome), fid)
            )
        conn.commit()
        return kind
    finally:
        conn.close()


def _blank(campaign: Campaign) -> str:
    return json.dumps(blank_outcome(campaign.game))


@settings(
    max_examples=150 if FULL else 12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=not FULL,
)
@given(data=st.data())
def test_the_import_and_the_check_agree_on_every_edited_story(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "campaign.sqlite3"
        open_database(path)
        try:
            campaigns = demo_campaigns()
            campaign = data.draw(st.sampled_from(campaigns))
            game = Game.get((Game.campaign == campaign) & (Game.result == UNRECORDED))
            record_at_random(data, game)
            assert check_database(repair=False).ok  # what the app records keeps the rules
            edit = plant(path, data, campaign)
            found = check_database(repair=False).problems
            reported = {ruling for problem in found for ruling in rulings(problem.text)}
            text = export_json(Campaign.get_by_id(campaign.id))
            try:
                import_campaign(text)
            except DocumentError as refused:
                cited = rulings(str(refused))
                assert found, (edit, str(refused))
                assert cited <= reported, (edit, str(refused), [p.text for p in found])
            else:
                assert found == [], (edit, [p.text for p in found])
        finally:
            close_database()
