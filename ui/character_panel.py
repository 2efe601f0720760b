"""The detail panel for the selected character: his warrior card (the roster's), what the card
has no room for, and his history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import EXPERIENCE, switch
from models.history import character_history, xp_accounts
from models.legality import problems_of
from models.roster import RosterRow, card_row
from models.standings import character_record
from models.store.schema import Character
from rules import caliburn
from rules.games import BEASTRIDER, GameData
from ui.common import WARNING_STYLE
from ui.history_table import HistoryTableModel, history_view
from ui.item_models import repeats, status_name
from ui.roster_cards import WarriorCard, card_in
from ui.text import plain_label, tip
from ui.unreadable import UNREADABLE, shown_or_unreadable
from ui.views import name_for_readers

# translate()'s unused fourth argument before a count: pyside6-lupdate reads the call as a
# plural only when a name stands there (``None`` makes it skip the text), and only when the
# count is a plain name.
PLURAL = None


class CharacterPanel(QWidget):
    """Shows one character; empty until a character is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unreadable = ""  # why the character on show could not be read, in words
        self.title = plain_label()
        self.title.setObjectName("characterTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = plain_label()
        self.subtitle.setWordWrap(True)
        self.warning = plain_label()  # the rules he breaks: a person must decide what to change
        self.warning.setObjectName("rulesWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(WARNING_STYLE)
        self.warning.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.card: WarriorCard | None = None  # his card, as the roster shows it
        self.card_place = QVBoxLayout()
        self.card_place.setContentsMargins(0, 0, 0, 0)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QLabel] = {}
        self.history_model = HistoryTableModel(self)
        self.history_view = history_view(self.history_model)
        name_for_readers(
            self.history_view,
            translate("CharacterPanel", "Character's history"),
            translate(
                "CharacterPanel",
                "What happened to the selected character, oldest first; corrected entries are struck through.",  # noqa: E501
            ),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(self.card_place)
        layout.addWidget(self.warning)
        layout.addLayout(self.form)
        self.record_label = QLabel()
        self.record_label.setObjectName("record")
        self.record_label.setWordWrap(True)  # never wider than the panel, at any scale
        layout.addWidget(QLabel(translate("CharacterPanel", "History:")))
        layout.addWidget(self.record_label)
        layout.addWidget(self.history_view, 1)
        self.show_character(None, None)

    def field_text(self, name: str) -> str:
        """What the panel shows for ``name`` (English, as the rows name it): a line below the
        card, or a box of the card."""
        label = self.fields.get(name)
        if label is not None:
            return label.text()
        boxes = self.card.stat_boxes if self.card is not None else []
        return next(
            (box.value.text() for box in boxes if name in (box.figure, box.label.text())), ""
        )

    def kit_lines(self) -> list[str]:
        """His kit as his card lists it, a piece a line."""
        return [label.text() for label in self.card.kit_labels] if self.card else []

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_card()

    def _fit_card(self) -> None:
        """The card as tall as its wrapped lines need at the panel's width: the layout that
        holds it would give it only the height of its lines unwrapped."""
        if self.card is not None:
            layout = self.layout()
            margins = layout.contentsMargins() if layout is not None else QMargins()
            width = self.width() - margins.left() - margins.right()
            # -1: nothing in it wraps, and its own minimum is enough.
            self.card.setMinimumHeight(max(self.card.heightForWidth(width), 0))

    def _set_card(self, row: RosterRow | None, colour: str = "") -> None:
        self.card = card_in(self.card_place, self.card, row, self, colour)
        self._fit_card()
        shown = self.card is None
        self.title.setVisible(shown)  # the card names him
        self.subtitle.setVisible(shown)

    def _set_fields(self, rows: list[tuple[str, ...]]) -> None:
        """Rows of (name, value) or (name, value, rule text): the rule text of the specials
        or kit named is the value's tooltip. A name is English, marked
        ``QT_TRANSLATE_NOOP("CharacterPanel", ...)``, and shown translated."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        for name, value, *rule_text in rows:
            label = plain_label(value)
            if rule_text and rule_text[0]:
                label.setToolTip(tip(rule_text[0]))
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.fields[name] = label
            shown = translate("CharacterPanel", name)
            self.form.addRow(translate("CharacterPanel", "{field}:").format(field=shown), label)

    def show_character(
        self,
        character: Character | None,
        rules: GameData | None,
        *,
        problems: Sequence[str] | None = None,
        row: RosterRow | None = None,
        colour: str = "",
    ) -> None:
        """Show ``character`` by ``rules``; ``problems``, the rules he breaks as sentences,
        and ``row``, his roster row with his card, when the caller has read them already (the
        roster has), else they are read here. ``colour`` is his warband's."""
        self.unreadable = ""
        with shown_or_unreadable(translate("CharacterPanel", "This character"), self._unreadable):
            self._show(character, rules, problems, row, colour)

    def show_unreadable(self, words: str) -> None:
        """Show that the character cannot be read, and why: ``words``."""
        self._unreadable(words)

    def _unreadable(self, words: str) -> None:
        self.unreadable = words  # the window's actions on him say it (ui.selection)
        self.title.setText(
            translate("CharacterPanel", "Character {unreadable}").format(
                unreadable=translate("Unreadable", UNREADABLE)
            )
        )
        self.subtitle.setText(words)
        self._set_card(None)
        self._set_fields([])
        self.history_model.set_rows([])
        self.record_label.setText("")
        self.warning.hide()

    def _show(
        self,
        character: Character | None,
        rules: GameData | None,
        problems: Sequence[str] | None,
        row: RosterRow | None,
        colour: str,
    ) -> None:
        if character is None or rules is None:
            self.title.setText(translate("CharacterPanel", "No character selected"))
            self.subtitle.setText(
                translate("CharacterPanel", "Choose a character in the roster, or recruit one.")
            )
            self._set_card(None)
            self._set_fields([])
            self.history_model.set_rows([])
            self.record_label.setText("")
            self.warning.hide()
            return
        profile = rules.profiles.get(character.profile)
        self.title.setText(character.name)
        profile_name = profile.name if profile else character.profile
        status = status_name(character.status)
        # A hero's name is his profile's: the title says it already.
        same = repeats(character.name, profile_name, hero=bool(profile and profile.hero))
        self.subtitle.setText(status if same else f"{profile_name} · {status}")
        if problems is None:
            problems = [breach.sentence for breach in problems_of(character)]
            from models.story import findings_of  # loaded after the app's first paint

            problems += findings_of(character, rules)
        self.warning.setText(
            translate("CharacterPanel", "⚠ Breaks the rules: {problems}").format(
                problems=" ".join(problems)
            )
        )
        self.warning.setVisible(bool(problems))
        if profile is None:
            self._set_card(None)
            rows: list[tuple[str, ...]] = [
                (
                    QT_TRANSLATE_NOOP("CharacterPanel", "Profile"),
                    translate(
                        "CharacterPanel", "“{profile}” is not in this campaign's rules"
                    ).format(profile=character.profile),
                )
            ]
        else:
            row = row if row is not None else card_row(rules, character)
            self._set_card(replace(row, problems=tuple(problems)), colour)
            if rules.id == BEASTRIDER:
                rows = self._beastrider_rows(character, rules)
            else:
                rows = self._caliburn_rows(character, rules, row.items)
        shown_on_card = self.card is not None and self.card.xp_label is not None
        if not shown_on_card and switch(character.warband.campaign, EXPERIENCE):  # K6
            # Said once: his card says it, unless there is no card (his profile is unknown).
            account = xp_accounts([character.id])[character.id]
            rows.append(
                (
                    QT_TRANSLATE_NOOP("CharacterPanel", "Experience"),
                    translate(
                        "CharacterPanel", "{earned} XP earned, {spent} spent, {left} left"
                    ).format(earned=account.earned, spent=account.spent, left=account.left),
                )
            )
        if character.notes:
            rows.append((QT_TRANSLATE_NOOP("CharacterPanel", "Notes"), character.notes))
        self._set_fields(rows)
        record = character_record(character)
        self.record_label.setText(
            translate(
                "CharacterPanel",
                "Games {games} · Wins {wins} · Kills {kills} · Injuries {injuries}",
            ).format(
                games=record.games, wins=record.wins, kills=record.kills, injuries=record.injuries
            )
        )
        self.history_model.set_rows(list(reversed(character_history(character))))

    def _beastrider_rows(self, character: Character, rules: GameData) -> list[tuple[str, ...]]:
        """What his card has no room for: whether he leads, and what his injuries cost him."""
        profile = rules.profiles[character.profile]
        leads = translate("CharacterPanel", "Yes: {actions} actions, may give orders").format(
            actions=profile.actions
        )
        rows: list[tuple[str, ...]] = [
            (
                QT_TRANSLATE_NOOP("CharacterPanel", "Leader"),
                leads if profile.leader else translate("CharacterPanel", "No"),
            ),
        ]
        lost = [_dice(kind, n) for kind, n in sorted((character.injuries or {}).items()) if n]
        if lost and rules.lasting_injuries:
            rows.append(
                (
                    QT_TRANSLATE_NOOP("CharacterPanel", "Lasting injuries"),
                    translate("CharacterPanel", "{dice} lost (counted above)").format(
                        dice=", ".join(lost)
                    ),
                )
            )
        return rows

    def _caliburn_rows(
        self, character: Character, rules: GameData, items: Sequence[str]
    ) -> list[tuple[str, ...]]:
        """What his card has no room for: his damage bonus and what his kit does in a fight.
        ``items``: his kit, as his roster row read it."""
        hurt = caliburn.lasting_wounds(rules, character.injuries)  # none once switched off (K4)
        stats = caliburn.warrior_stats(
            rules, character.profile, items, hurt, upgrades=character.upgrades
        )
        return [
            (QT_TRANSLATE_NOOP("CharacterPanel", "Damage bonus"), stats.damage_bonus),
            # His kit's effects and his profile's traits are on his card already.
            (
                QT_TRANSLATE_NOOP("CharacterPanel", "Against his foes"),
                "; ".join(stats.against_foes) or translate("CharacterPanel", "Nothing special"),
            ),
        ]


def _dice(kind: str, n: int) -> str:
    """``n`` dice of a kind lost to lasting injuries ("attack", "defend"): "2 attack dice"."""
    if kind == "attack":
        return translate("CharacterPanel", "%n attack die(s)", None, PLURAL, n)
    if kind == "defend":
        return translate("CharacterPanel", "%n defend die(s)", None, PLURAL, n)
    return f"{n} {kind}"  # a kind this Muster does not know (a newer one's data)
