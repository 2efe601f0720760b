"""Two players record their game on the club server: one reports, the other confirms, and the
server makes sure neither writes the other's warband alone (docs/club-server.md, *Two players
record their game*). Each role on its own connection to the real server, and through psql."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

import psycopg
import pytest

from models import campaigns, characters, games, history, reports
from models.campaigns import campaign_named
from models.errors import InvalidInput, MusterError
from models.exchange import export_campaign
from models.outcomes import record_outcome
from models.reports import confirm_outcome, discard_report, dispute_outcome, report_outcome
from models.store.connection import close_database
from models.store.location import DatabaseLocation
from models.store.schema import DEAD, Game, GameCharacter, GameSide, HistoryEntry, Warband
from tests.club_data import ALICE, ALICES, BOB, BOBS, CAMPAIGN, NINA, ORGANISER, club_template, raw
from tests.conftest import Server
from tests.models.test_club_operations import fingerprint, opened_as
from tests.postgres_cluster import row


def the_game() -> Game:
    return Game.get((Game.campaign == campaign_named(CAMPAIGN)) & (Game.result == "unrecorded"))


def an_outcome(game: Game) -> tuple[Warband, dict[int, dict[str, Any]]]:
    """Alice's warband wins; the first of Bob's fielded warriors is slain by Alice's first."""
    sides = {side.warband.name: side for side in GameSide.select().where(GameSide.game == game)}
    fielded = list(
        GameCharacter.select().where(GameCharacter.game == game).order_by(GameCharacter.id)
    )
    killer = next(gc for gc in fielded if gc.side_id == sides[ALICES].id)
    victim = next(gc for gc in fielded if gc.side_id == sides[BOBS].id)
    return sides[ALICES].warband, {victim.id: {"fate": "slain", "killed_by": killer.id}}


def without_times(document: Any) -> str:
    """A campaign file with the times rows were written left out (two recordings are made
    at two moments)."""
    text = json.dumps(document, sort_keys=True, ensure_ascii=False)
    return re.sub(r'"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?"', '"T"', text)


def test_alice_reports_bob_confirms_and_the_game_is_recorded_as_an_organiser_records_it(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    winner, outcomes = an_outcome(game)
    before = fingerprint(pg_server, fresh_club_db)
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    assert fingerprint(pg_server, fresh_club_db) == before  # nothing changed in either warband
    report = reports.report_of(game)
    assert report is not None and (report.reporter, report.state) == (ALICE, "reported")
    assert report.outcomes == outcomes
    with pytest.raises(InvalidInput, match="not by whoever reported it"):
        confirm_outcome(game=game)  # her own
    assert fingerprint(pg_server, fresh_club_db) == before

    opened_as(fresh_club_db, BOB)
    confirm_outcome(game=game)
    game = Game.get_by_id(game.id)
    assert (game.result, game.winner_id) == ("winner", winner.id)
    victim = GameCharacter.get_by_id(next(iter(outcomes))).character
    assert victim.status == DEAD
    assert reports.report_of(game) is None
    confirmed = without_times(export_campaign(campaign_named(CAMPAIGN)))
    close_database()

    # The same outcome recorded by the organiser, on another copy of the club's database.
    with pg_server.database(template=club_template(pg_server)) as other:
        opened_as(other, ORGANISER)
        game = the_game()
        winner, outcomes = an_outcome(game)
        record_outcome(game=game, winner=winner, outcomes=outcomes)
        recorded = without_times(export_campaign(campaign_named(CAMPAIGN)))
        close_database()
    assert confirmed == recorded


def test_no_one_outside_the_game_reports_or_confirms_it(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    winner, outcomes = an_outcome(game)
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    report = reports.report_of(game)
    assert report is not None
    digest = hashlib.sha256(report.changes.encode()).hexdigest()
    before = fingerprint(pg_server, fresh_club_db)
    close_database()
    with raw(fresh_club_db, NINA) as nina:
        for call, args in (
            ("muster_confirm_report(%s, %s)", (game.id, digest)),
            ("muster_report(%s, %s, NULL, '{}', '[]')", (game.id, winner.id)),
            ("muster_dispute(%s, 'no', '[]')", (game.id,)),
            ("muster_discard_report(%s)", (game.id,)),
        ):
            with pytest.raises(psycopg.Error) as refused:
                nina.execute(f"SELECT {call}", args)
            assert refused.value.sqlstate in ("MU001", "MU006"), call
        assert row(nina.execute("SELECT count(*) FROM game_report"))[0] == 0
    with raw(fresh_club_db, ALICE) as alice:
        with pytest.raises(psycopg.Error) as refused:
            alice.execute("SELECT muster_confirm_report(%s, %s)", (game.id, digest))
        assert refused.value.sqlstate == "MU005"
        # the report is the server's functions' to write, not hers
        assert (
            alice.execute("UPDATE game_report SET changes = '[]', reporter = 'club_bob'").rowcount
            == 0
        )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            alice.execute(
                "INSERT INTO game_report (game_id, reporter, state, outcomes, changes, reason, "
                "reported) VALUES (%s, 'club_bob', 'reported', '{}', '[]', '', now())",
                (game.id,),
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            alice.execute("SELECT muster_report_row('game', 'update', '{}', %s)", (game.id,))
    with raw(fresh_club_db, BOB) as bob:
        with pytest.raises(psycopg.Error) as refused:
            bob.execute("SELECT muster_confirm_report(%s, %s)", (game.id, "0" * 64))
        assert refused.value.sqlstate == "MU007"  # not the report he looked at
    assert fingerprint(pg_server, fresh_club_db) == before


def test_a_trial_recording_never_commits(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """What a report is worked out in lets a player write the other's warband, and can never
    be kept: not by committing, not by checking the constraints at once."""
    opened_as(fresh_club_db, ALICE)
    campaign = campaign_named(CAMPAIGN)
    bobs = Warband.get(Warband.name == BOBS)
    close_database()
    before = fingerprint(pg_server, fresh_club_db)
    with raw(fresh_club_db, ALICE) as alice:
        for ending in ("COMMIT", "SET CONSTRAINTS ALL IMMEDIATE"):
            alice.execute("BEGIN")
            assert row(alice.execute("SELECT muster_try(%s)", (campaign.id,)))[0]
            changed = alice.execute(
                'UPDATE "character" SET gold = 999 WHERE warband_id = %s', (bobs.id,)
            ).rowcount
            assert changed > 0  # inside the trial, yes
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                alice.execute(ending)
            alice.execute("ROLLBACK")
        alice.execute("BEGIN")
        alice.execute("SET CONSTRAINTS ALL IMMEDIATE")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            alice.execute("SELECT muster_try(%s)", (campaign.id,))
        alice.execute("ROLLBACK")
    with raw(fresh_club_db, NINA) as nina:  # not a member: no trial
        assert not row(nina.execute("SELECT muster_try(%s)", (campaign.id,)))[0]
    assert fingerprint(pg_server, fresh_club_db) == before


def test_a_report_that_reaches_beyond_the_game_is_not_applied(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """A report made through psql whose changes write a row outside the game and its two
    warbands: confirming it is refused, and nothing is written."""
    opened_as(fresh_club_db, ORGANISER)
    game = the_game()
    campaign = campaign_named(CAMPAIGN)
    outsider = campaigns.create_warband(campaign=campaign, name="Outsiders")
    victim = characters.recruit(warband=outsider, profile="briton_swordsman", name="Innocent")
    close_database()
    crafted = json.dumps(
        [
            {
                "table": "character",
                "kind": "update",
                "id": victim.id,
                "before": {"gold": victim.gold},
                "after": {"gold": 0, "status": "dead"},
            }
        ]
    )
    with raw(fresh_club_db, ALICE) as alice:
        alice.execute("SELECT muster_report(%s, NULL, NULL, '{}', %s)", (game.id, crafted))
    before = fingerprint(pg_server, fresh_club_db)
    digest = hashlib.sha256(crafted.encode()).hexdigest()
    with raw(fresh_club_db, BOB) as bob, pytest.raises(psycopg.errors.InsufficientPrivilege):
        bob.execute("SELECT muster_confirm_report(%s, %s)", (game.id, digest))
    assert fingerprint(pg_server, fresh_club_db) == before
    # and in Muster, the report does not fit what the rules make of its outcome
    opened_as(fresh_club_db, BOB)
    with pytest.raises(InvalidInput, match="no longer fits"):
        confirm_outcome(game=the_game())


def test_bob_disputes_and_reports_again_then_alice_confirms(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    winner, outcomes = an_outcome(game)
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    opened_as(fresh_club_db, BOB)
    with pytest.raises(InvalidInput, match="Say why"):
        dispute_outcome(game=game, reason="  ")
    victim = GameCharacter.get_by_id(next(iter(outcomes)))
    with pytest.raises(InvalidInput, match="only warriors who took the field"):
        dispute_outcome(game=game, reason="Not so.", warriors=[victim.id + 10_000])
    dispute_outcome(game=game, reason="Gawain was only wounded.", warriors=[victim.id])
    report = reports.report_of(game)
    assert report is not None and report.disputed and report.reason == "Gawain was only wounded."
    assert report.named == (victim.id,)
    opened_as(fresh_club_db, ALICE)
    with pytest.raises(InvalidInput):
        confirm_outcome(game=game)  # still hers, and disputed
    opened_as(fresh_club_db, BOB)
    report_outcome(game=game, winner=None, outcomes={})  # a draw, no one hurt
    report = reports.report_of(game)
    assert report is not None and (report.reporter, report.state) == (BOB, "reported")
    opened_as(fresh_club_db, ALICE)
    confirm_outcome(game=game)
    game = Game.get_by_id(game.id)
    assert (game.result, game.winner_id) == ("draw", None)
    # the campaign log's entries of it, one for each, newest first
    entries = reports.report_log(campaign_named(CAMPAIGN))
    number = game.number
    assert [(entry.who, entry.text) for entry in entries] == [
        (ALICE, f"Game {number}: {BOB}'s report confirmed by {ALICE}: the game is recorded"),
        (BOB, f"Game {number}: reported by {BOB}, for the other side to confirm"),
        (
            BOB,
            f"Game {number}: report disputed by {BOB}, about {victim.name}: "
            "Gawain was only wounded.",
        ),
        (ALICE, f"Game {number}: reported by {ALICE}, for the other side to confirm"),
    ]
    assert {entry.kind for entry in entries} == {reports.REPORT_KIND}


def test_a_report_is_taken_back_by_its_reporter_or_an_organiser_only(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    winner, outcomes = an_outcome(game)
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    opened_as(fresh_club_db, BOB)
    with pytest.raises(InvalidInput, match="Only the players"):
        discard_report(game=game)
    with pytest.raises(InvalidInput, match="reported this game already"):
        report_outcome(game=game, winner=None, outcomes={})
    opened_as(fresh_club_db, ALICE)
    discard_report(game=game)
    assert reports.report_of(game) is None
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    opened_as(fresh_club_db, ORGANISER)
    discard_report(game=game)
    assert reports.report_of(game) is None


def test_an_organiser_settles_a_dispute_by_confirming(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    winner, outcomes = an_outcome(game)
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    opened_as(fresh_club_db, BOB)
    dispute_outcome(game=game, reason="Not so.")
    opened_as(fresh_club_db, ORGANISER)
    confirm_outcome(game=game)
    assert Game.get_by_id(game.id).winner_id == winner.id


@pytest.mark.sqlite_only
def test_reports_are_for_a_club_server(database) -> None:
    from models.demo import create_demo_campaigns

    create_demo_campaigns()
    game = Game.get(Game.result == "unrecorded")
    with pytest.raises(MusterError, match="Reports are for a club server"):
        report_outcome(game=game, winner=None, outcomes={})


def sides(*names: str) -> list[games.SidePlan]:
    bands = [Warband.get(Warband.name == name) for name in names]
    return [
        games.SidePlan(band.id, "", tuple(c.id for c in games.able_to_play(band))) for band in bands
    ]


def test_alice_sets_up_a_game_against_bob_reports_it_and_bob_confirms(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """The game night of two players with no organiser: set up, reported, confirmed."""
    opened_as(fresh_club_db, ALICE)
    campaign = campaign_named(CAMPAIGN)
    game = games.create_game(
        campaign=campaign, scenario="pitched_battle", sides=sides(BOBS, ALICES)
    )
    opened_as(fresh_club_db, BOB)  # he sees it at once, with a line in his warband's history
    assert Game.get_by_id(game.id).result == "unrecorded"
    bobs = Warband.get(Warband.name == BOBS)
    assert (
        HistoryEntry.select()
        .where((HistoryEntry.warband == bobs) & (HistoryEntry.game == game.id))
        .count()
        == 1
    )
    opened_as(fresh_club_db, ALICE)
    winner, outcomes = an_outcome(Game.get_by_id(game.id))
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    opened_as(fresh_club_db, BOB)
    confirm_outcome(game=game)
    assert Game.get_by_id(game.id).winner_id == winner.id
    victim = GameCharacter.get_by_id(next(iter(outcomes))).character
    assert victim.status == DEAD


def test_a_player_sets_up_only_games_of_his_own_warband(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ORGANISER)
    campaign = campaign_named(CAMPAIGN)
    outsiders = campaigns.create_warband(campaign=campaign, name="Outsiders")
    characters.recruit(warband=outsiders, profile="briton_swordsman", name="Innocent")
    opened_as(fresh_club_db, ALICE)
    before = fingerprint(pg_server, fresh_club_db)
    with pytest.raises(MusterError):  # Bob's against the Outsiders: not hers to set up
        games.create_game(
            campaign=campaign, scenario="pitched_battle", sides=sides(BOBS, "Outsiders")
        )
    assert fingerprint(pg_server, fresh_club_db) == before
    close_database()
    cid = campaign.id
    with raw(fresh_club_db, ALICE) as alice:
        # a game with no side of hers, or three sides, is refused as the transaction commits
        insert_game = (
            "INSERT INTO game (campaign_id, number, scenario, result, details, notes, created) "
            "VALUES (%s, 90, 'pitched_battle', 'unrecorded', '{}', '', now()) RETURNING id"
        )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            alice.execute(insert_game, (cid,))
        for bands in ((BOBS, "Outsiders"), (ALICES, BOBS, "Outsiders")):
            alice.execute("BEGIN")
            (gid,) = row(alice.execute(insert_game, (cid,)))
            for band in bands:
                alice.execute(
                    "INSERT INTO game_side (game_id, warband_id, role) "
                    "VALUES (%s, (SELECT id FROM warband WHERE name = %s), '')",
                    (gid, band),
                )
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                alice.execute("COMMIT")
            alice.execute("ROLLBACK")
        # nor may she record a game by setting its result
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            alice.execute(
                "INSERT INTO game (campaign_id, number, scenario, result, details, notes, "
                "created) VALUES (%s, 91, 'pitched_battle', 'draw', '{}', '', now())",
                (cid,),
            )
    assert fingerprint(pg_server, fresh_club_db) == before


def test_a_correction_is_reported_and_confirmed_as_an_organiser_corrects(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """A recorded game's correction follows the same path: one player proposes it, the other
    confirms it, and the campaign is as if an organiser had corrected the game."""

    def first_game() -> Game:
        return Game.get((Game.campaign == campaign_named(CAMPAIGN)) & (Game.number == 1))

    opened_as(fresh_club_db, ALICE)
    game = first_game()
    assert game.result != "unrecorded"
    before = fingerprint(pg_server, fresh_club_db)
    report_outcome(game=game, winner=None, outcomes={})  # a draw, no one hurt after all
    assert fingerprint(pg_server, fresh_club_db) == before
    opened_as(fresh_club_db, BOB)
    confirm_outcome(game=game)
    assert Game.get_by_id(game.id).result == "draw"
    corrected = without_times(export_campaign(campaign_named(CAMPAIGN)))
    close_database()
    with pg_server.database(template=club_template(pg_server)) as other:
        opened_as(other, ORGANISER)
        record_outcome(game=first_game(), winner=None, outcomes={})
        by_organiser = without_times(export_campaign(campaign_named(CAMPAIGN)))
        close_database()
    assert corrected == by_organiser


def test_an_organiser_takes_over_the_table_from_a_player(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """A game at the table is its players', and an organiser may take it over: the player's
    tracker is refused its next change, and watches."""
    from models import tracker

    opened_as(fresh_club_db, ALICE)
    game = the_game()
    assert tracker.claim_table(game)
    tracker.roll_for_turn(game=game)
    with raw(fresh_club_db, BOB) as bob, raw(fresh_club_db, ORGANISER) as olga:
        assert not row(bob.execute("SELECT muster_take_claim(1, %s)", (game.id,)))[0]
        assert not row(bob.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        assert row(olga.execute("SELECT muster_take_claim(1, %s)", (game.id,)))[0]
        with pytest.raises(tracker.TableTaken, match="an organiser took it over"):
            tracker.roll_for_turn(game=game)
        assert not tracker.claim_table(game)  # Alice watches now


def test_the_report_shows_the_xp_confirming_awards_and_confirming_awards_it(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """K6 on the club server: the other side sees the XP the report would award each warrior
    before confirming, nothing of it is awarded until then, and confirming awards exactly it."""
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    winner, outcomes = an_outcome(game)
    report_outcome(game=game, winner=winner, outcomes=outcomes)
    fielded = list(
        GameCharacter.select().where(GameCharacter.game == game).order_by(GameCharacter.id)
    )
    ids = [gc.character_id for gc in fielded if gc.character_id is not None]
    assert len(ids) == len(fielded)
    before = history.xp_accounts(ids)
    opened_as(fresh_club_db, BOB)
    reported = reports.reported_game(game)
    assert reported is not None and reported.problem == ""
    shown = dict(reported.xp)
    killer = next(gc for gc in fielded if gc.id == outcomes[next(iter(outcomes))]["killed_by"])
    victim = next(gc for gc in fielded if gc.id in outcomes)
    assert shown[killer.name] == 3  # played, won, one kill
    assert shown[victim.name] == 0  # the dead earn nothing
    assert {name for name, _xp in reported.xp} == {gc.name for gc in fielded}
    assert history.xp_accounts(ids) == before  # nothing awarded before it is confirmed
    confirm_outcome(game=game)
    after = history.xp_accounts(ids)
    assert [after[i].earned - before[i].earned for i in ids] == [shown[gc.name] for gc in fielded]


def test_a_report_that_would_leave_a_later_game_with_an_empty_side_is_refused(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """Alice reports game 1 with every warrior Bob fields in game 2 slain: refused, with the
    words the post-battle dialog shows, and nothing is written."""
    opened_as(fresh_club_db, ALICE)
    first = the_game()
    winner, _ = an_outcome(first)
    killer = next(gc for gc in first.fielded if gc.side.warband_id == winner.id)
    bobs = [gc for gc in first.fielded if gc.side.warband.name == BOBS]
    later = games.create_game(
        campaign=campaign_named(CAMPAIGN),
        scenario="pitched_battle",
        sides=[
            games.SidePlan(
                bobs[0].side.warband_id,
                "",
                tuple(gc.character_id for gc in bobs if gc.character_id),
            ),
            *sides(ALICES),
        ],
    )
    before = fingerprint(pg_server, fresh_club_db)
    with pytest.raises(MusterError, match=f"{BOBS} would field no one in game {later.number}"):
        report_outcome(
            game=first,
            winner=winner,
            outcomes={gc.id: {"fate": "slain", "killed_by": killer.id} for gc in bobs},
        )
    assert fingerprint(pg_server, fresh_club_db) == before
