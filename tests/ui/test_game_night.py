"""A game night of two players on the server the docs describe, in two windows: alice's Muster
(another process, tests/ui/club_player.py) and bob's (this test's window). Alice sets a game
up, holds its table and plays blows at it while bob watches live; she finishes it, which
reports it; bob reads the report (every warrior's fate), disputes it naming one warrior; she
changes it; he confirms it. Both warbands, exported, are then as an organiser's recording of
the same outcome leaves them (docs/club-server.md, *A game night of two players*).

With ``MUSTER_SCREENSHOTS=FOLDER`` set it also saves bob's confirm screen and the organiser's
queue there, as the docs show them (``make club-screenshots``)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from models.campaigns import campaign_named
from models.exchange import export_campaign
from models.games import SidePlan, create_game
from models.outcomes import record_outcome
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Character, Game, GameCharacter, Warband
from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    BOBS,
    CAMPAIGN,
    ORGANISER,
    as_role,
    club_template,
    url_as,
)
from tests.conftest import Server
from tests.postgres_cluster import row
from tests.ui.helpers import current_dialog
from ui.dialogs.confirm_report import ConfirmReportDialog
from ui.dialogs.dispute_report import DisputeReportDialog
from ui.live import WATCHING_ELSEWHERE
from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
KNIGHT, SAXON = "Sir Kai", "Oswy"  # alice's warrior and bob's, face to face
LIVE = 30_000  # ms: what arrives live arrives within a moment; this allows a loaded machine


class Alice:
    """Alice's Muster: a real window in its own process, told what to do a line at a time."""

    def __init__(self, location: DatabaseLocation) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.club_player", url_as(location, ALICE), CAMPAIGN],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.said() == "ready"

    def said(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline().rstrip("\n")
        assert line.startswith("ok "), line
        return line.removeprefix("ok ")

    def do(self, command: str, *args: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write("\t".join((command, *args)) + "\n")
        self.process.stdin.flush()
        return self.said()

    def close(self) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        if self.process.poll() is None:
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            self.process.wait(timeout=60)
        self.process.stdin.close()
        self.process.stdout.close()


@pytest.fixture
def alice(fresh_club_db: DatabaseLocation) -> Iterator[Alice]:
    player = Alice(fresh_club_db)
    yield player
    player.close()


@pytest.fixture
def bob(qtbot, fresh_club_db: DatabaseLocation, prompts) -> MainWindow:
    location = as_role(fresh_club_db, BOB)
    open_database(location)
    window = MainWindow(location)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.tabs.setCurrentWidget(window.games_tab)
    assert window.live is not None
    qtbot.waitUntil(lambda: window.live.running, timeout=LIVE)
    return window


def shot(widget: QWidget, name: str) -> None:
    """Save ``widget`` as docs/screenshots show it, when MUSTER_SCREENSHOTS names a folder."""
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        for _ in range(5):  # what the last change laid out: columns shared, rows fitted
            QApplication.processEvents()
        widget.grab().save(str(Path(folder) / name))


def warbands_exported() -> Any:
    """Both warbands and their histories as the campaign file writes them, without the times
    rows were written at (two recordings happen at two moments)."""
    document = export_campaign(campaign_named(CAMPAIGN))
    text = json.dumps(
        {"warbands": document["warbands"], "history": document["history"]},
        sort_keys=True,
        ensure_ascii=False,
    )
    return re.sub(r'"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?"', '"T"', text)


def test_alice_and_bob_play_report_dispute_and_confirm_a_game(
    qtbot, pg_server: Server, fresh_club_db: DatabaseLocation, alice: Alice, bob: MainWindow
) -> None:
    games = bob.games_tab
    # Alice sets the game up; bob's Muster shows it at once.
    game_id = int(alice.do("setup", "pitched_battle", KNIGHT, SAXON))
    qtbot.waitUntil(lambda: games.model.row_of(lambda r: r.game_id == game_id) >= 0, timeout=LIVE)

    # She plays it at the table, and holds it: bob's tracker watches, live.
    assert alice.do("play") == "holds"
    qtbot.waitUntil(
        lambda: any(item.game_id == game_id and item.who == ALICE for item in queue(bob)),
        timeout=LIVE,
    )
    games.select_game(game_id)
    bob.play_game_action.trigger()
    tracker = bob.commands.trackers[game_id]
    qtbot.waitExposed(tracker)
    assert tracker.read_only and tracker.watching_label.text() == WATCHING_ELSEWHERE
    lines = tracker.log_view.count()
    assert f"{SAXON} took a leg wound (from {KNIGHT})" in alice.do("blow", SAXON, KNIGHT, "L")
    assert alice.do("blow", SAXON, KNIGHT, "K").endswith(f"{SAXON} was slain by {KNIGHT}")
    qtbot.waitUntil(lambda: tracker.log_view.count() == lines + 2, timeout=LIVE)
    assert f"{SAXON} was slain by {KNIGHT}" in tracker.log_view.item(lines + 1).text()
    tracker.close()

    # She finishes it: her Finish game… is the report screen, filled in from the table.
    assert alice.do("finish", ALICES) == f"Report game {Game.get_by_id(game_id).number}"
    qtbot.waitUntil(lambda: waiting(bob, game_id) is not None, timeout=LIVE)

    # Bob reads it from his queue: every warrior's fate, and he disputes it, naming Oswy.
    games.queue.view.selectRow(games.queue.model.row_of(lambda i: i is waiting(bob, game_id)))
    games.queue.view.setFocus()
    qtbot.keyClick(games.queue.view, Qt.Key.Key_Return)
    review = current_dialog(qtbot, bob, ConfirmReportDialog)
    page = review.text_view.toPlainText()
    assert f"Reported by {ALICE}" in page and f"{ALICES} won against {BOBS}." in page
    assert f"{SAXON} ({BOBS})\nslain by {KNIGHT} ({ALICES})" in page.replace("\t", "\n")
    assert f"{KNIGHT} ({ALICES})" in page and "leg wounds: 1" in page
    assert "differs from the table" not in page  # as it was played
    qtbot.mouseClick(review.dispute_button, Qt.MouseButton.LeftButton)
    dispute = current_dialog(qtbot, bob, DisputeReportDialog)
    assert f"{SAXON} ({BOBS})" in dispute.text_view.toPlainText()
    oswy = GameCharacter.get((GameCharacter.game == game_id) & (GameCharacter.name == SAXON))
    dispute.reason_edit.setPlainText("Oswy was only wounded: the blow missed.")
    dispute.name(oswy.id)
    with qtbot.waitSignal(dispute.finished):
        qtbot.mouseClick(dispute.ok_button, Qt.MouseButton.LeftButton)
    (disputed,) = [i for i in queue(bob) if i.game_id == game_id and i.kind == "disputed"]
    assert disputed.what == (
        f"Disputed by {BOB}, about {SAXON}: Oswy was only wounded: the blow missed."
    )

    # Alice changes her report: Oswy alive, his leg wound kept.
    alice.do("report-again", SAXON, json.dumps({"fate": "", "killed_by": None}))
    qtbot.waitUntil(lambda: waiting(bob, game_id) is not None, timeout=LIVE)

    # Bob confirms it: the game is recorded, both warbands changed at once.
    games.select_game(game_id)
    bob.confirm_report_action.trigger()
    review = current_dialog(qtbot, bob, ConfirmReportDialog)
    page = review.text_view.toPlainText().replace("\t", "\n")
    assert f"{SAXON} ({BOBS})\nsurvived" in page
    assert (
        f"Where the report differs from the table's log\n{SAXON} ({BOBS}): the table's log: "
        f"slain by {KNIGHT}, leg wounds: 1 — the report: leg wounds: 1"
    ) in page
    shot(review, "club-confirm-report.png")
    with qtbot.waitSignal(review.finished):
        qtbot.mouseClick(review.ok_button, Qt.MouseButton.LeftButton)
    game = Game.get_by_id(game_id)
    assert (game.result, game.winner_id) == ("winner", Warband.get(Warband.name == ALICES).id)
    outcomes = {
        gc.name: gc.outcome for gc in GameCharacter.select().where(GameCharacter.game == game)
    }
    assert outcomes[SAXON]["leg"] == 1 and outcomes[SAXON]["fate"] == ""
    confirmed = warbands_exported()
    alice.close()
    bob.close()
    close_database()

    # The same game and outcome, recorded by an organiser on another copy of the club.
    with pg_server.database(template=club_template(pg_server)) as other:
        open_database(as_role(other, ORGANISER))
        campaign = campaign_named(CAMPAIGN)
        knights, chapel = (Warband.get(Warband.name == name) for name in (ALICES, BOBS))
        made = create_game(
            campaign=campaign,
            scenario="pitched_battle",
            sides=[
                SidePlan(knights.id, "", (Character.get(Character.name == KNIGHT).id,)),
                SidePlan(chapel.id, "", (Character.get(Character.name == SAXON).id,)),
            ],
        )
        their = {gc.name: gc.id for gc in GameCharacter.select().where(GameCharacter.game == made)}
        record_outcome(
            game=made,
            winner=knights,
            outcomes={their[name]: outcome for name, outcome in outcomes.items()},
        )
        recorded = warbands_exported()
        close_database()
    assert confirmed == recorded


def queue(window: MainWindow) -> list[Any]:
    return window.games_tab.queue.model.rows()


def waiting(window: MainWindow, game_id: int) -> Any:
    """The report of ``game_id`` waiting for ``window``'s player in his queue, or None."""
    return next((i for i in queue(window) if i.game_id == game_id and i.kind == "reported"), None)


def two_more_games() -> tuple[Game, Game]:
    """Two games of alice's warband against bob's (set up by the organiser)."""
    campaign = campaign_named(CAMPAIGN)
    knights, chapel = (Warband.get(Warband.name == name) for name in (ALICES, BOBS))
    sides = [
        SidePlan(knights.id, "", (Character.get(Character.name == KNIGHT).id,)),
        SidePlan(chapel.id, "", (Character.get(Character.name == SAXON).id,)),
    ]
    return (
        create_game(campaign=campaign, scenario="pitched_battle", sides=sides),
        create_game(campaign=campaign, scenario="pitched_battle", sides=sides),
    )


def test_the_organisers_queue_says_what_waits_who_since_when_and_what_to_do(
    qtbot, fresh_club_db: DatabaseLocation, prompts
) -> None:
    from models.reports import dispute_outcome, report_outcome
    from tests.club_data import raw
    from ui.dialogs.game_summary import GameSummaryDialog

    open_database(as_role(fresh_club_db, ORGANISER))
    reported, disputed = two_more_games()
    playing = Game.get((Game.result == "unrecorded") & (Game.id.not_in([reported.id, disputed.id])))
    close_database()
    open_database(as_role(fresh_club_db, ALICE))
    knights = Warband.get(Warband.name == ALICES)
    for game in (reported, disputed):
        report_outcome(game=game, winner=knights, outcomes={})
    close_database()
    open_database(as_role(fresh_club_db, BOB))
    oswy = GameCharacter.get((GameCharacter.game == disputed) & (GameCharacter.name == SAXON))
    dispute_outcome(game=disputed, reason="Oswy won that fight.", warriors=[oswy.id])
    close_database()
    with raw(fresh_club_db, ALICE) as alices_table:  # her Muster at the table, meanwhile
        assert row(alices_table.execute("SELECT muster_claim(1, %s)", (playing.id,)))[0]
        location = as_role(fresh_club_db, ORGANISER)
        open_database(location)
        window = MainWindow(location)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.select_campaign(campaign_named(CAMPAIGN).id)
        window.tabs.setCurrentWidget(window.games_tab)
        queue = window.games_tab.queue
        assert queue.isVisible()
        model = queue.model
        shown = [
            [model.index(row, column).data() for column in range(model.columnCount())]
            for row in range(model.rowCount())
        ]
        sides = f"{ALICES} v {BOBS}"
        assert [(row[0], row[1], row[3]) for row in shown] == [  # oldest first
            (
                f"Game {reported.number}: {sides}",
                f"Reported by {ALICE}",
                "Look at it, then confirm or discard it",
            ),
            (
                f"Game {disputed.number}: {sides}",
                f"Disputed by {BOB}, about {SAXON}: Oswy won that fight.",
                "Settle it: confirm, or discard it for a new report",
            ),
            (
                f"Game {playing.number}: {ALICES} (attacker) v {BOBS} (defender)",
                f"At the table, turn 1: played by {ALICE}",
                "Watch it, or take the table over",
            ),
        ]
        assert all(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", row[2]) for row in shown)
        shot(window, "club-queue.png")

        # A reported game's summary is open to him too.
        window.games_tab.select_game(reported.id)
        assert window.game_summary_action.isEnabled()
        window.game_summary_action.trigger()
        summary = current_dialog(qtbot, window, GameSummaryDialog)
        assert f"Reported by {ALICE}" in summary.text_view.toPlainText()
        summary.close()

        # The table's row: he watches it, and takes it over; her Muster is then refused.
        queue.view.selectRow(2)
        queue.view.setFocus()
        qtbot.keyClick(queue.view, Qt.Key.Key_Return)
        tracker = window.commands.trackers[playing.id]
        qtbot.waitExposed(tracker)
        assert tracker.read_only and tracker.take_over_button.isVisible()
        qtbot.mouseClick(tracker.take_over_button, Qt.MouseButton.LeftButton)
        assert not tracker.read_only
        assert alices_table.execute(
            "SELECT muster_claimed_elsewhere(1, %s)", (playing.id,)
        ).fetchone()[0]

        # His Finish game… records the game (an organiser records; a player reports).
        qtbot.mouseClick(tracker.finish_button, Qt.MouseButton.LeftButton)
        post = tracker.post_battle
        qtbot.waitExposed(post)
        assert post.windowTitle() == f"Record game {playing.number}"
        post.reject()
        tracker.close()


def test_a_players_finish_game_is_his_report_and_a_refusal_keeps_what_he_entered(
    qtbot, fresh_club_db: DatabaseLocation, prompts
) -> None:
    """Alice finishes the game at the table: the report screen, filled in from the table.
    Bob reports it meanwhile; her report is refused in words, and what she entered stays."""
    from tests.club_data import PASSWORD
    from tests.ui.test_club_ui import REPORTER

    location = as_role(fresh_club_db, ALICE)
    open_database(location)
    window = MainWindow(location)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.tabs.setCurrentWidget(window.games_tab)
    game = Game.get(Game.result == "unrecorded")
    window.games_tab.select_game(game.id)
    window.play_game_action.trigger()
    tracker = window.commands.trackers[game.id]
    qtbot.waitExposed(tracker)
    assert not tracker.read_only  # she holds the table
    qtbot.mouseClick(tracker.finish_button, Qt.MouseButton.LeftButton)
    post = tracker.post_battle
    assert post is not None
    qtbot.waitExposed(post)
    assert post.windowTitle() == f"Report game {game.number}"
    assert post.ok_button.text() == "Report for the other side to confirm"
    knights = Warband.get(Warband.name == ALICES)
    post.set_winner(knights.id)
    entered = [dict(row.outcome) for row in post.model.rows()]
    bob = f"postgresql://{BOB}@{fresh_club_db.host}:{fresh_club_db.port}/{fresh_club_db.dbname}"
    subprocess.run(
        [sys.executable, "-c", REPORTER, bob, str(game.id)],
        cwd=ROOT,
        env=dict(os.environ, PGPASSWORD=PASSWORD),
        check=True,
        timeout=60,
    )
    qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    assert post.isVisible()
    assert post.message.text() == (
        "The other side has reported this game already: confirm or dispute that report."
    )
    assert post.winner() == knights.id
    assert [dict(row.outcome) for row in post.model.rows()] == entered
    assert prompts.errors == []
    post.reject()
    tracker.close()
