"""The demo campaigns read as a campaign that really happened: every game recorded on a night
before today, kit bought before the games it was carried in, and the game still to play set up
for tonight, not in a month."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from models.demo import create_demo_campaigns
from models.store.schema import (
    UNRECORDED,
    Game,
    HistoryEntry,
    Purchase,
    utcnow,
)
from rules.games import BEASTRIDER


def test_the_demo_happened_in_the_weeks_before_today(database: Path) -> None:
    today = utcnow().date()
    campaigns = create_demo_campaigns()
    for campaign in campaigns:
        games = list(Game.select().where(Game.campaign == campaign).order_by(Game.number))
        played = [g for g in games if g.result != UNRECORDED]
        assert played and all(g.played_on < today for g in played), campaign.name
        assert [g.played_on for g in played] == sorted(g.played_on for g in played)
        # Each game was set up and recorded on its night, the latest one in the last weeks.
        for game in played:
            assert game.created.date() <= game.played_on == game.recorded.date()
        assert (today - played[-1].played_on).days <= 28
        waiting = [g for g in games if g.result == UNRECORDED]
        assert waiting and all(g.played_on == today for g in waiting), campaign.name
        first_night = played[0].played_on
        # The kit carried in the first game was bought before it.
        kit = [
            p
            for w in campaign.warbands
            for c in w.characters
            for p in Purchase.select().where(Purchase.character == c)
        ]
        assert all(p.bought.date() < first_night for p in kit)
        assert kit or campaign.game == BEASTRIDER  # The Beastrider Wars buys nothing
        entries = list(HistoryEntry.select().where(HistoryEntry.campaign == campaign))
        assert all(e.created.date() <= today for e in entries)
        assert [e.created for e in entries] == sorted(e.created for e in entries)
    # Making the demo leaves the clock as it was.
    assert abs(utcnow() - dt.datetime.now(dt.UTC).replace(tzinfo=None)) < dt.timedelta(minutes=1)


def test_the_demo_warriors_earn_xp_and_each_game_has_one_advance_bought(database: Path) -> None:
    """K6 in both demos: the Beastrider Wars switched experience on after its veteran's free
    upgrade (everyone starts at 0 XP, told in his history); a warrior of each campaign spent
    the XP of his games on an extra die, between the games."""
    from models.history import character_history, xp_accounts
    from models.store.schema import Character

    beastrider, caliburn = create_demo_campaigns()
    bought = {}
    for campaign, name in ((beastrider, "Maelis"), (caliburn, "Sir Kai")):
        warriors = [c for w in campaign.warbands for c in w.characters]
        accounts = xp_accounts([c.id for c in warriors])
        assert all(accounts[c.id].earned > 0 for c in warriors if c.status == "active")
        spent = {c.name: accounts[c.id].spent for c in warriors if accounts[c.id].spent}
        assert spent == {name: 4}, campaign.name  # a short campaign: an extra die costs 4 XP
        buyer = Character.get(Character.id == next(c.id for c in warriors if c.name == name))
        bought[name] = buyer.upgrades
        assert accounts[buyer.id].left == 0
    assert bought == {"Maelis": [{"kind": "attack"}], "Sir Kai": [{"kind": "combat"}]}
    ulla = Character.get(Character.name == "Ulla Greyclaw")
    told = [e.text for e in character_history(ulla)]
    assert told.index("The campaign switched experience on: starts at 0 XP.") == 2, told
