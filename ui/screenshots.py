"""Render every screen of the app to PNG files, offscreen (``python main.py screenshots``)."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QSettings,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QWidget

from i18n import translate
from models import tracker as tracking
from models.campaigns import rules_of
from models.demo import BIG_NAME
from models.errors import MusterError
from models.games import fielded
from models.history import xp_accounts
from models.store.connection import db
from models.store.files import write_atomically
from models.store.location import parse_location
from models.store.schema import ACTIVE, UNRECORDED, Campaign, Character, Game, Purchase, Warband
from rules import tracker as t
from rules.games import BEASTRIDER, CALIBURN
from ui.app import make_application
from ui.common import OK_STYLE, set_message
from ui.dialogs.about import AboutDialog
from ui.dialogs.advance import AdvanceDialog
from ui.dialogs.campaign_new import NewCampaignDialog
from ui.dialogs.connect import ConnectDialog
from ui.dialogs.game_setup import GameSetupDialog
from ui.dialogs.game_summary import GameSummaryDialog
from ui.dialogs.odds import OddsDialog
from ui.dialogs.post_battle import PostBattleDialog
from ui.dialogs.preferences import PreferencesDialog
from ui.dialogs.recruit import RecruitDialog
from ui.dialogs.settings import CampaignSettingsDialog
from ui.dialogs.shop import ShopDialog
from ui.dialogs.shortcuts import ShortcutsDialog
from ui.dialogs.upgrades import UpgradesDialog
from ui.dialogs.warband_edit import WarbandDialog
from ui.dialogs.warband_history import WarbandHistoryDialog
from ui.main_window import MainWindow
from ui.odds.beastrider import BeastriderOddsPanel
from ui.odds.caliburn import CaliburnOddsPanel
from ui.tracker.window import TrackerWindow


def _grab(widget: QWidget, path: Path) -> Path:
    widget.show()
    QApplication.processEvents()
    QApplication.processEvents()  # what the first pass laid out (a table's columns shared)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    widget.grab().save(buffer, "PNG")
    buffer.close()
    # Whole, and through the guard: never over a database, never through a link out of the
    # folder (models.store.guard).
    write_atomically(path, bytes(data.data()))
    return path


def _first_campaign(game: str) -> Campaign | None:
    """The first campaign of ``game``: not the big one (it has screens of its own) unless it
    is the only one."""
    of_game = Campaign.select().where(Campaign.game == game).order_by(Campaign.id)
    return of_game.where(Campaign.name != BIG_NAME).first() or of_game.first()


def _first_character(campaign: Campaign, profile: str | None = None) -> Character | None:
    """The campaign's first character still able to play (of ``profile``, if given)."""
    query = (
        Character.select()
        .join(Warband)
        .where((Warband.campaign == campaign) & (Character.status == ACTIVE))
    )
    if profile:
        query = query.where(Character.profile == profile)
    return query.order_by(Character.id).first()


def _most_xp_left(campaign: Campaign) -> Character | None:
    """The campaign's warrior able to play with the most XP left (K6), the first of those."""
    able = list(
        Character.select()
        .join(Warband)
        .where((Warband.campaign == campaign) & (Character.status == ACTIVE))
        .order_by(Character.id)
    )
    accounts = xp_accounts([c.id for c in able])
    return max(able, key=lambda c: accounts[c.id].left, default=None)


def _first_with_a_stash(campaign: Campaign) -> Character | None:
    """A warrior able to play and to take kit whose warband's stash holds something (K5)."""
    rules = rules_of(campaign)
    warbands = Purchase.select(Purchase.stash).where(Purchase.stash.is_null(False))
    query = (
        Character.select()
        .join(Warband)
        .where(
            (Warband.campaign == campaign)
            & (Character.status == ACTIVE)
            & Character.warband.in_(warbands)
        )
        .order_by(Character.id)
    )
    return next((c for c in query if rules.profiles[c.profile].may_buy), None)


def _stash_shown(window: MainWindow, character: Character) -> ShopDialog:
    dialog = ShopDialog(window, window.editor, character=character)
    dialog.kit_tabs.setCurrentWidget(dialog.stash_box)
    return dialog


def _odds_dialog(window: MainWindow, campaign: Campaign) -> OddsDialog:
    """The Odds helper with a telling match-up: a Stag Charge into a shielded bear rider, or
    King Arthur charging a spearman with shield and helmet."""
    dialog = OddsDialog(window, campaign=campaign, editor=window.editor)
    panel = dialog.panel
    if isinstance(panel, BeastriderOddsPanel):
        stag = _first_character(campaign, "stagrider")
        bear = next(
            (
                c
                for c in Character.select().join(Warband).where(Warband.campaign == campaign)
                if "shield" in c.options
            ),
            None,
        )
        for combo, character in ((panel.attacker_combo, stag), (panel.defender_combo, bear)):
            if character is not None:
                combo.setCurrentIndex(combo.findData(f"character:{character.id}"))
        panel.charge_box.setChecked(panel.charge_box.isEnabled())
    elif isinstance(panel, CaliburnOddsPanel):
        for side, profile in ((panel.attacker, "king_arthur"), (panel.defender, "saxon_spearman")):
            character = _first_character(campaign, profile)
            if character is not None:
                side.pick(f"character:{character.id}")
        panel.charging_box.setChecked(True)
    return dialog


def _game_to_play(campaign: Campaign) -> Game | None:
    """The campaign's latest game not recorded yet, with players, to show at the table."""
    for game in (
        Game.select()
        .where((Game.campaign == campaign) & (Game.result == UNRECORDED))
        .order_by(Game.number.desc())
    ):
        if fielded(game):
            return game
    return None


def _a_turn_at_the_table(game: Game) -> tuple[int, int]:
    """Begin playing ``game`` (unless it is being played) with a few changes of its first
    turn, as the players would make them; returns the (defender, attacker) to show."""
    if tracking.tracked_game(game) is None:
        tracking.start_tracking(game=game, seed=1066)
    found = tracking.read_tracking(game)
    assert found is not None
    table, rules = found.table, found.rules
    sides: dict[int, list[int]] = {}
    for place, seat in table.seats.items():
        sides.setdefault(seat.side, []).append(place)
    one, other = sides[0], sides[1]
    hit, by = other[0], one[0]
    if rules.id == BEASTRIDER:
        specials = t.once_per_game(rules, table.seats[by])
        changes = [
            t.Change(t.LOSE, who=hit, by=by, what=t.DEFEND),
            t.Change(t.SPECIAL, who=by, what=specials[0] if specials else ""),
            t.Change(t.LOSE, who=by, by=hit, what=t.ATTACK),
        ]
    else:
        changes = [
            t.Change(t.WOUND, who=hit, by=by, what=t.LEG),
            t.Change(t.WOUND, who=by, by=hit, what=t.ARM),
            t.Change(t.SHIELD_BROKEN, who=hit, by=by),
        ]
    if len(other) > 1:
        killed = t.DECAPITATED if rules.id == CALIBURN else ""
        if rules.id == BEASTRIDER:  # killed once wounded with no defend die left (B1)
            defend = t.dice_left(table, other[-1])[1]
            changes += [t.Change(t.LOSE, who=other[-1], by=by, what=t.DEFEND)] * defend
        changes.append(t.Change(t.KILL, who=other[-1], by=by, what=killed))
    if found.table.turn.roll is None:
        tracking.roll_for_turn(game=game)
    for change in changes:
        # A warrior without such a die, shield or special: the rest still shows.
        with contextlib.suppress(MusterError):
            tracking.track(game=game, change=change)
    return hit, by


def _tracker(window: MainWindow, game: Game, shown: tuple[int, int], table: bool) -> QWidget:
    tracker = TrackerWindow(window, window.editor, game=game)
    tracker.fight.set_attacker(shown[1])
    tracker.select(shown[0])
    if table:
        tracker.table_mode()
        QApplication.processEvents()
        tracker.relayout()
    return tracker


def _at_the_table(shot: Callable[[str, Callable[[], QWidget]], None], window: MainWindow,
                  campaign: Campaign, label: str) -> None:  # fmt: skip
    """The tracker of a game being played, in a window and in table mode. Nothing is written:
    the game is begun inside a transaction that is rolled back once it is shown."""
    game = _game_to_play(campaign)
    if game is None:
        return
    with db.atomic() as transaction:
        shown = _a_turn_at_the_table(game)
        shot(f"tracker_{label}", lambda: _tracker(window, game, shown, table=False))
        shot(f"tracker_table_mode_{label}", lambda: _tracker(window, game, shown, table=True))
        transaction.rollback()


def _connect_dialog() -> ConnectDialog:
    """The connect dialog with a club server among the recent ones, as a player sees it after
    *Test connection* worked."""
    club = parse_location("postgresql://muster@club.example.org:5432/muster?sslmode=require")
    dialog = ConnectDialog(None, recent=[club])
    said = translate(
        "Screenshots", "Connected to muster on club.example.org: it holds 3 campaigns."
    )  # as the connect dialog says it (ui/dialogs/connect.py)
    set_message(dialog.message, said, OK_STYLE)
    return dialog


def _quiet_handler(mode: QtMsgType, context: object, message: str) -> None:
    # The offscreen platform cannot pass size hints to a window manager; nothing to report.
    if "propagateSizeHints" not in message:
        sys.stderr.write(message + "\n")


# The desktop the screens are rendered on: windows fit the screen they open on, and the
# offscreen platform's own screen (800×800) is smaller than a desktop's.
DESKTOP = (1920, 1200)


def _desktop_screen(folder: str, size: tuple[int, int] = DESKTOP) -> None:
    """Give the offscreen platform a desktop-sized screen (before the application starts).
    Under QT_SCALE_FACTOR=2 its windows see half of it, as on a scaled desktop."""
    if QApplication.instance() is not None or os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return
    width, height = size
    screen = {"name": "desktop", "x": 0, "y": 0, "width": width, "height": height}
    screen.update({"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1})
    config = Path(folder) / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": False, "screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def render_all(
    db_path: Path,
    out: Path,
    *,
    look: Callable[[str, QWidget], None] | None = None,
    screen: tuple[int, int] = DESKTOP,
) -> list[Path]:
    """Render each main screen and dialog; returns the files written, named after the screen.
    ``look`` is shown each screen as it was rendered, by name (the tests read them)."""
    qInstallMessageHandler(_quiet_handler)
    # Render with default window sizes, and leave the user's own settings alone.
    settings_dir = tempfile.mkdtemp(prefix="muster-screenshots-")
    _desktop_screen(settings_dir, screen)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, settings_dir)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    make_application()
    window = MainWindow(db_path)
    room = QApplication.primaryScreen().availableGeometry()
    window.resize(min(1280, room.width()), min(800, room.height()))
    written: list[Path] = []

    def shot(name: str, make: Callable[[], QWidget]) -> None:
        try:
            widget = make()
        except MusterError as exc:  # a screen that needs a value the database cannot give
            _not_rendered(name, exc)
            return
        written.append(_grab(widget, out / f"{name}.png"))
        if look is not None:
            look(name, widget)
        if widget is not window:
            widget.close()
            widget.deleteLater()

    window.pages.setCurrentIndex(0)
    shot("welcome", lambda: window)
    window.refresh()
    for game, label in ((BEASTRIDER, "beastrider"), (CALIBURN, "caliburn")):
        try:
            _campaign_screens(window, shot, game, label)
        except MusterError as exc:
            _not_rendered(f"the screens of {label}", exc)
    big = Campaign.select().where(Campaign.name == BIG_NAME).first()
    if big is not None:
        try:
            _big_campaign_screens(window, shot, big, out, written)
        except MusterError as exc:
            _not_rendered("the screens of the big campaign", exc)
    shot("new_campaign", lambda: NewCampaignDialog(window, window.editor))
    shot("about", lambda: AboutDialog(window, db_path=window.location))
    shot("preferences", lambda: PreferencesDialog(window))
    shot("shortcuts", lambda: ShortcutsDialog(window, window.action_table))
    shot("connect", _connect_dialog)
    if window.campaign is not None:
        shot("warband", partial(WarbandDialog, window, window.editor, campaign=window.campaign))
    window.close()
    return written


def _big_campaign_screens(
    window: MainWindow,
    shot: Callable[[str, Callable[[], QWidget]], None],
    campaign: Campaign,
    out: Path,
    written: list[Path],
) -> None:
    """The big campaign (``main.py demo --size big``): a warband of 125 filtered to those able
    to play who carry a mace, the story of 1,200 games, the league of 24, six a side at the
    table, and a page of its warrior cards."""
    window.select_campaign(campaign.id)
    window.tabs.setCurrentIndex(0)
    roster = window.roster_tab
    chosen = roster.roster_views.currentIndex()
    roster.show_roster_view(0)
    warband = Warband.select().where(Warband.campaign == campaign).order_by(Warband.name).first()
    if warband is None:
        return
    roster.select_warband(warband.id)
    shown = roster.roster_filter
    kept = shown.current()
    shown.status.setCurrentIndex(shown.status.findData("able"))
    mace = rules_of(campaign).items.get("mace")
    shown.search.setText(mace.name if mace is not None else "")
    shot("big_roster_filtered", lambda: window)
    shown.search.setText(kept.words)
    shown.status.setCurrentIndex(max(shown.status.findData(kept.status), 0))
    roster.show_roster_view(chosen)
    window.tabs.setCurrentWidget(window.games_tab)
    shot("big_story", lambda: window)
    window.tabs.setCurrentWidget(window.standings_tab)
    shot("big_chart", lambda: window)
    window.tabs.setCurrentIndex(0)
    with db.atomic() as transaction:  # a game set up and begun for the picture, then undone
        game = _six_a_side(campaign)
        if game is not None:
            shown_at = _a_turn_at_the_table(game)
            shot("big_tracker", lambda: _tracker(window, game, shown_at, table=False))
        transaction.rollback()
    page = _cards_page(warband, out / "big_cards.png")
    if page is not None:
        written.append(page)


def _six_a_side(campaign: Campaign) -> Game | None:
    """A new game of the campaign's first two warbands, six of each able to play."""
    from models.games import SidePlan, create_game

    sides = []
    for warband in Warband.select().where(Warband.campaign == campaign).order_by(Warband.name):
        six = [
            c.id
            for c in Character.select()
            .where((Character.warband == warband) & (Character.status == ACTIVE))
            .order_by(Character.position, Character.id)
            .limit(6)
        ]
        if len(six) == 6:
            sides.append(SidePlan(warband.id, "", tuple(six)))
        if len(sides) == 2:
            break
    if len(sides) < 2:
        return None
    scenario = "skirmish" if campaign.game == BEASTRIDER else "pitched_battle"  # no roles
    return create_game(campaign=campaign, scenario=scenario, sides=sides, over_limit=True)


def _cards_page(warband: Warband, path: Path) -> Path | None:
    """The first page of ``warband``'s warrior cards, as a picture (Qt's own PDF renderer)."""
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument

    from models import pdf

    data = pdf.render_cards(campaign=warband.campaign, warbands=[warband])
    with tempfile.TemporaryDirectory(prefix="muster-cards-") as folder:
        printed = Path(folder) / "cards.pdf"
        printed.write_bytes(data)
        document = QPdfDocument()
        document.load(str(printed))
        if document.pageCount() < 1:
            return None
        size = document.pagePointSize(0)
        image = document.render(0, QSize(round(size.width() * 1.4), round(size.height() * 1.4)))
        document.close()
    return path if image.save(str(path)) else None


def _not_rendered(name: str, exc: MusterError) -> None:
    sys.stderr.write(f"{name}: not rendered: {exc}\n")


def _campaign_screens(
    window: MainWindow, shot: Callable[[str, Callable[[], QWidget]], None], game: str, label: str
) -> None:
    """The screens of the first campaign of ``game``."""
    campaign = _first_campaign(game)
    if campaign is None:
        return
    window.select_campaign(campaign.id)
    window.tabs.setCurrentIndex(0)
    shot(f"main_window_{label}", lambda: window)
    roster, chosen = window.roster_tab, window.roster_tab.roster_views.currentIndex()
    roster.show_roster_view(1)  # the roster as a table, then back to the view the user chose
    shot(f"roster_table_{label}", lambda: window)
    roster.show_roster_view(chosen)
    window.tabs.setCurrentWidget(window.games_tab)
    shot(f"games_{label}", lambda: window)
    window.tabs.setCurrentWidget(window.standings_tab)
    shot(f"standings_{label}", lambda: window)
    window.standings_tab.lower_tabs.setCurrentWidget(window.standings_tab.leaderboards)
    shot(f"leaderboards_{label}", lambda: window)
    window.standings_tab.lower_tabs.setCurrentIndex(0)
    window.tabs.setCurrentIndex(0)
    shot(
        f"game_setup_{label}",
        partial(GameSetupDialog, window, window.editor, campaign=campaign),
    )
    recorded = (
        Game.select()
        .where((Game.campaign == campaign) & (Game.result != "unrecorded"))
        .order_by(Game.number.desc())
        .first()
    )
    if recorded is not None:
        shot(
            f"post_battle_{label}",
            partial(PostBattleDialog, window, window.editor, game=recorded),
        )
        shot(f"game_summary_{label}", partial(GameSummaryDialog, window, game=recorded))
    shot(
        f"campaign_settings_{label}",
        partial(CampaignSettingsDialog, window, window.editor, campaign=campaign),
    )
    warband = Warband.select().where(Warband.campaign == campaign).first()
    if warband is not None:
        shot(
            f"recruit_{label}",
            partial(RecruitDialog, window, window.editor, warband=warband),
        )
        shot(
            f"warband_history_{label}",
            partial(WarbandHistoryDialog, window, warband=warband),
        )
    shot(f"odds_{label}", partial(_odds_dialog, window, campaign))
    _at_the_table(shot, window, campaign, label)
    if game == CALIBURN:
        character = _first_character(campaign, "king_arthur") or _first_character(campaign)
        if character is not None:
            shot("shop", partial(ShopDialog, window, window.editor, character=character))
        stashed = _first_with_a_stash(campaign)
        if stashed is not None:
            shot("shop_stash", partial(_stash_shown, window, stashed))
        advancing = _most_xp_left(campaign)
        if advancing is not None:
            shot("advance", partial(AdvanceDialog, window, window.editor, character=advancing))
    else:
        character = _first_character(campaign, "bear_rider") or _first_character(campaign)
        if character is not None:
            shot(
                "options_and_upgrades",
                partial(UpgradesDialog, window, window.editor, character=character),
            )
