"""Recruit a character from the game's profiles or the campaign's own."""

from __future__ import annotations

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QWidget

from models.campaigns import rules_of
from models.characters import living_profiles, recruit
from models.store.schema import Character, Warband
from rules.games import BEASTRIDER, GameData, Profile, named_hero_problem
from ui.common import ERROR_STYLE, set_message
from ui.dialogs.form import FormDialog
from ui.undo import Editor


def profile_summary(rules: GameData, profile: Profile) -> str:
    """One line describing a profile, as the recruit list shows it."""
    if rules.id == BEASTRIDER:
        specials = ", ".join(
            rules.specials[s].name for s in profile.specials if s in rules.specials
        )
        leader = "; leader" if profile.leader else ""
        return (
            f"Movement {profile.movement}, toughness {profile.toughness}, "
            f"attack {profile.attack}, defend {profile.defend}; {specials or 'no special'}{leader}"
        )
    gold = f"{profile.gold} gp" if profile.gold else "no gold"
    return f"{profile.points} points, {profile.combat_dice}d6, {gold}"


class RecruitDialog(FormDialog):
    default_size = (520, 240)

    def __init__(self, parent: QWidget | None, editor: Editor, *, warband: Warband) -> None:
        super().__init__(parent, editor, "RecruitDialog", f"Recruit into {warband.name}")
        self.warband = warband
        self.rules = rules_of(warband.campaign)
        self.profile_combo = QComboBox()
        self._profiles = QStandardItemModel(self)
        present = living_profiles(warband)
        for profile in self.rules.profiles.values():
            label = profile.name + (" (campaign profile)" if profile.custom else "")
            item = QStandardItem(label)
            item.setData(profile.id)
            problem = named_hero_problem(self.rules, profile.id, present)
            if problem:
                item.setEnabled(False)
                item.setToolTip(problem)
            else:
                item.setToolTip(profile_summary(self.rules, profile))
            self._profiles.appendRow(item)
        self.profile_combo.setModel(self._profiles)
        first_enabled = next(
            (r for r in range(self._profiles.rowCount()) if self._profiles.item(r).isEnabled()),
            0,
        )
        self.profile_combo.setCurrentIndex(first_enabled)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.name_edit = QLineEdit()
        self.form.addRow("&Profile:", self.profile_combo)
        self.form.addRow("", self.summary)
        self.form.addRow("&Name:", self.name_edit)
        self.profile_combo.currentIndexChanged.connect(self._show_profile)
        self._show_profile()

    def selected_profile(self) -> str:
        return self._profiles.item(self.profile_combo.currentIndex()).data()

    def _show_profile(self) -> None:
        item = self._profiles.item(self.profile_combo.currentIndex())
        if item is None:
            return
        profile = self.rules.profiles[item.data()]
        self.summary.setText(profile_summary(self.rules, profile))
        self.name_edit.setPlaceholderText(profile.name)
        if not item.isEnabled():
            set_message(self.message, item.toolTip(), ERROR_STYLE)
        else:
            set_message(self.message, "")

    def submit(self) -> Character:
        return self.editor.run(
            lambda character: f"recruit {character.name}",
            recruit,
            warband=self.warband,
            profile=self.selected_profile(),
            name=self.name_edit.text(),
        )
