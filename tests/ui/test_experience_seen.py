"""Experience seen (K6): each warrior's XP on his roster card and in the game's summary after
it is recorded; nothing of it with experience off."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextTable

from models import campaigns, characters, games, outcomes
from models.games import SidePlan
from models.store.schema import Campaign, Game, GameCharacter
from ui.main_window import MainWindow


def recorded(experience: bool, name: str = "Round Table") -> tuple[Campaign, Game]:
    """Kai kills Gawain; Camelot wins."""
    campaign = campaigns.create_campaign(
        name=name, game="caliburns_wrath", house_rules={"experience": experience}
    )
    bands = []
    for name, profile, who in (("Camelot", "sir_kai", "Kai"), ("Kent", "sir_gawain", "Gawain")):
        warband = campaigns.create_warband(campaign=campaign, name=name)
        characters.recruit(warband=warband, profile=profile, name=who)
        bands.append(warband)
    plan = [SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in bands]
    game = games.create_game(campaign=campaign, scenario="duel", sides=plan)
    fielded = {gc.name: gc.id for gc in GameCharacter.select().where(GameCharacter.game == game)}
    outcomes.record_outcome(
        game=game,
        winner=bands[0],
        outcomes={fielded["Gawain"]: {"fate": "slain", "killed_by": fielded["Kai"]}},
    )
    return campaign, game


def summary_table(qtbot, window: MainWindow, game: Game) -> list[list[str]]:
    from ui.dialogs.game_summary import GameSummaryDialog

    dialog = GameSummaryDialog(window, game=game)
    qtbot.addWidget(dialog)
    document = dialog.text_view.document()
    table = next(
        frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable)
    )
    return [
        [table.cellAt(r, c).firstCursorPosition().block().text() for c in range(table.columns())]
        for r in range(table.rows())
    ]


def test_the_game_summary_gives_each_warrior_his_xp(qtbot, window: MainWindow) -> None:
    _campaign, game = recorded(experience=True)
    rows = summary_table(qtbot, window, game)
    assert rows[0][-1] == "XP"
    xp = {row[0].split(" (")[0]: row[-1] for row in rows[1:]}
    assert xp == {"Kai": "3 XP", "Gawain": "0 XP"}  # played, won, one kill; the dead earn none


def test_without_experience_the_summary_has_no_xp(qtbot, window: MainWindow) -> None:
    _campaign, game = recorded(experience=False)
    rows = summary_table(qtbot, window, game)
    assert "XP" not in rows[0]


def card_of(window: MainWindow, campaign: Campaign, warband: str, name: str):
    window.refresh()
    window.select_campaign(campaign.id)
    tab = window.roster_tab
    tab.warband_view.selectRow(tab.warband_model.row_of(lambda r: r.warband.name == warband))
    return next(c for c in tab.roster_cards.cards if c.row.name == name)


def test_a_warriors_card_shows_his_xp_earned_spent_and_left(qtbot, window: MainWindow) -> None:
    campaign, _game = recorded(experience=True)
    card = card_of(window, campaign, "Camelot", "Kai")
    assert card.xp_label is not None and card.xp_label.isVisible()
    assert card.xp_label.text() == "XP: 3 left (3 earned, 0 spent)"
    assert card.xp_label.text() in card.accessibleName()  # read out with his figures


def test_without_experience_the_card_has_no_xp(qtbot, window: MainWindow) -> None:
    campaign, _game = recorded(experience=False)
    assert card_of(window, campaign, "Camelot", "Kai").xp_label is None


def test_the_leaderboards_show_most_xp_only_with_experience(qtbot, window: MainWindow) -> None:
    from ui.leaderboards import LeaderboardsView

    view = LeaderboardsView()
    qtbot.addWidget(view)
    view.show()
    off, _game = recorded(experience=False)
    view.show_campaign(off)
    assert not view.boxes["xp"].isVisible()
    on, _game = recorded(experience=True, name="Grown")
    view.show_campaign(on)
    assert view.boxes["xp"].isVisible() and view.boxes["xp"].title() == "Most XP"
    model = view.models["xp"]
    assert model.headerData(3, Qt.Orientation.Horizontal) == "XP"
    shown = [[model.index(r, c).data() for c in range(4)] for r in range(model.rowCount())]
    assert shown == [["1", "Kai", "Camelot", "3"]]  # Gawain died: he earned none


def test_the_character_panels_own_card_shows_his_xp(qtbot, window: MainWindow) -> None:
    """Read on its own (no roster row given), the panel's card has his XP line as the
    roster's card does; none with experience off."""
    from models.campaigns import rules_of
    from models.store.schema import Character, Warband
    from ui.character_panel import CharacterPanel

    for experience in (True, False):
        campaign, _game = recorded(experience, name=f"Round Table {experience}")
        kai = (
            Character.select()
            .join(Warband)
            .where((Character.name == "Kai") & (Warband.campaign == campaign))
            .get()
        )
        panel = CharacterPanel()
        qtbot.addWidget(panel)
        panel.show_character(kai, rules_of(campaign))
        assert panel.card is not None
        if experience:
            assert panel.card.xp_label is not None
            assert panel.card.xp_label.text() == "XP: 3 left (3 earned, 0 spent)"
            assert panel.field_text("Experience") == ""  # said once, on his card
        else:
            assert panel.card.xp_label is None and panel.field_text("Experience") == ""


def test_the_roster_table_has_an_xp_column_only_with_experience(
    language: str, qtbot, window: MainWindow
) -> None:
    """Each warrior's XP left of what he earned, his account on hover; every column whole
    at 1280×800, in English and in German; no column with experience off."""
    from ui.item_models import RosterTableModel

    window.resize(1280, 800)
    for experience in (True, False):
        campaign, _game = recorded(experience, name=f"Round Table {experience}")
        window.refresh()
        window.select_campaign(campaign.id)
        tab = window.roster_tab
        tab.warband_view.selectRow(tab.warband_model.row_of(lambda r: r.warband.name == "Camelot"))
        qtbot.mouseClick(tab.view_buttons["table"], Qt.MouseButton.LeftButton)
        view, column = tab.roster_view, RosterTableModel.COL_XP
        assert view.isColumnHidden(column) is not experience
        if not experience:
            continue
        model = view.model()
        title = model.headerData(column, Qt.Orientation.Horizontal)
        assert title == ("XP" if language == "en" else "EP")
        index = model.index(0, column)
        assert index.data() == "3"  # left to spend
        assert index.data(Qt.ItemDataRole.ToolTipRole) == (
            "3 left (3 earned, 0 spent)"
            if language == "en"
            else "3 übrig (3 gesammelt, 0 ausgegeben)"
        )
        bar = view.horizontalScrollBar()
        qtbot.waitUntil(lambda b=bar: b.maximum() == 0, timeout=2000)
        header = view.horizontalHeader()
        for shown in range(model.columnCount()):
            if not view.isColumnHidden(shown):
                assert header.sectionSize(shown) >= tab.roster_sharer._floor(shown), shown


def test_a_warrior_without_a_card_has_his_xp_in_the_panel(qtbot, window: MainWindow) -> None:
    """His profile no longer in the campaign: no card, and the panel's Experience line says
    his XP instead."""
    from models.campaigns import rules_of
    from models.store.schema import Character
    from ui.character_panel import CharacterPanel

    campaign, _game = recorded(experience=True)
    Character.update(profile="gone").where(Character.name == "Kai").execute()
    kai = Character.get(Character.name == "Kai")
    panel = CharacterPanel()
    qtbot.addWidget(panel)
    panel.show_character(kai, rules_of(campaign))
    assert panel.card is None
    assert panel.field_text("Experience") == "3 XP earned, 0 spent, 3 left"
