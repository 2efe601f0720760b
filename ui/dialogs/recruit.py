"""Recruit characters from the game's profiles or the campaign's own, one or several at once."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

from i18n import translate
from models.campaigns import rules_of
from models.characters import MAX_RECRUITS, numbered_names, recruit_several
from models.legality import recruit_refusals
from models.store.schema import Character, Warband
from rules.games import BEASTRIDER, GameData, Profile
from ui.common import ERROR_STYLE, set_message
from ui.dialogs.form import FormDialog
from ui.text import plain_label, tip
from ui.undo import Editor


def profile_summary(rules: GameData, profile: Profile) -> str:
    """One line describing a profile, as the recruit list shows it."""
    if rules.id == BEASTRIDER:
        specials = ", ".join(
            rules.specials[s].name for s in profile.specials if s in rules.specials
        )
        if profile.leader:
            line = translate(
                "RecruitDialog",
                'Move {movement}", toughness {toughness}, attack {attack}, defend {defend}; {specials}; leader',  # noqa: E501
            )
        else:
            line = translate(
                "RecruitDialog",
                'Move {movement}", toughness {toughness}, attack {attack}, defend {defend}; {specials}',  # noqa: E501
            )
        return line.format(
            movement=profile.movement,
            toughness=profile.toughness,
            attack=profile.attack,
            defend=profile.defend,
            specials=specials or translate("RecruitDialog", "no special"),
        )
    if profile.gold:
        line = translate("RecruitDialog", "{points} points, {dice}d6, {gold} gp")
    else:
        line = translate("RecruitDialog", "{points} points, {dice}d6, no gold")
    return line.format(points=profile.points, dice=profile.combat_dice, gold=profile.gold)


def recruits_suffix(count: int) -> str:
    """What the count's spin box says after the number: " recruit", " recruits"."""
    return translate("RecruitDialog", "%n recruit(s)", None, None, count).replace(str(count), "", 1)


def last_profile_key(rules_id: str) -> str:
    """Where the profile last recruited from is remembered (per game: the ids are the game's)."""
    return f"recruit/last_profile/{rules_id}"


class RecruitDialog(FormDialog):
    """Choose a profile and how many to recruit, and name each recruit (or leave the name to
    the profile). The result is the first character recruited."""

    default_size = (540, 320)

    def __init__(self, parent: QWidget | None, editor: Editor, *, warband: Warband) -> None:
        super().__init__(
            parent,
            editor,
            "RecruitDialog",
            translate("RecruitDialog", "Recruit into {warband}").format(warband=warband.name),
        )
        self.warband = warband
        self.rules = rules_of(warband.campaign)
        self.profile_combo = QComboBox()
        self._profiles = QStandardItemModel(self)
        refusals = recruit_refusals(warband)
        self._refused: dict[str, str] = {}  # why a profile cannot be recruited, by its id
        for profile in self.rules.profiles.values():
            if not profile.recruitable:
                continue  # kept for earlier recruits of a changed campaign profile
            label = (
                translate("RecruitDialog", "{profile} (campaign profile)").format(
                    profile=profile.name
                )
                if profile.custom
                else profile.name
            )
            item = QStandardItem(label)
            item.setData(profile.id)
            refused = refusals.get(profile.id)
            if refused:
                item.setEnabled(False)
                self._refused[profile.id] = " ".join(breach.sentence for breach in refused)
                item.setToolTip(tip(self._refused[profile.id]))
            else:
                item.setToolTip(tip(profile_summary(self.rules, profile)))
            self._profiles.appendRow(item)
        self.profile_combo.setModel(self._profiles)
        self.profile_combo.setCurrentIndex(self._first_choice())
        # Below the names (added above it), so that a summary wrapping onto more lines moves
        # none of them.
        self.summary = plain_label()
        self.summary.setObjectName("profileSummary")
        self.summary.setWordWrap(True)
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, MAX_RECRUITS)
        self.count_spin.setSuffix(recruits_suffix(1))
        self.count_spin.setToolTip(
            translate("RecruitDialog", "Recruit several of this profile at once, each with a name.")
        )
        self.name_edit = QLineEdit()
        self.name_edits: list[QLineEdit] = [self.name_edit]
        self.form.addRow(translate("RecruitDialog", "&Profile:"), self.profile_combo)
        self.form.addRow(translate("RecruitDialog", "How &many:"), self.count_spin)
        self.form.addRow(translate("RecruitDialog", "&Name:"), self.name_edit)
        self.form.addRow("", self.summary)
        self.hint = QLabel(self._hint())
        self.hint.setObjectName("profilesHint")
        self.hint.setWordWrap(True)
        muted = self.hint.palette()
        muted.setColor(
            QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText)
        )
        self.hint.setPalette(muted)
        self.form.addRow("", self.hint)
        self.name_edit.textChanged.connect(self._number_the_unnamed)
        self.count_spin.valueChanged.connect(self._set_count)
        self.profile_combo.currentIndexChanged.connect(self._show_profile)
        self._show_profile()

    def _first_choice(self) -> int:
        """The profile last recruited from, if this campaign offers it; else the first one
        that can be recruited."""
        last = QSettings().value(last_profile_key(self.rules.id), "", type=str)
        rows = range(self._profiles.rowCount())
        enabled = [r for r in rows if self._profiles.item(r).isEnabled()]
        remembered = [r for r in enabled if self._profiles.item(r).data() == last]
        return (remembered or enabled or [0])[0]

    def _hint(self) -> str:
        own = [p.name for p in self.rules.profiles.values() if p.custom and p.recruitable]
        where = translate("RecruitDialog", "Campaign ▸ Campaign settings… ▸ Profiles")
        if self.rules.id == BEASTRIDER:
            if not own:
                hint = translate(
                    "RecruitDialog",
                    "Characters of your own come from the campaign's profiles; add them under {where}.",  # noqa: E501
                )
            else:
                hint = translate(
                    "RecruitDialog",
                    "Characters of your own are the campaign's profiles; add or change them under {where}.",  # noqa: E501
                )
        elif not own:
            hint = translate(
                "RecruitDialog",
                "Footsoldiers and other warriors of your own come from the campaign's profiles; add them under {where}.",  # noqa: E501
            )
        else:
            hint = translate(
                "RecruitDialog",
                "Footsoldiers and other warriors of your own are the campaign's profiles; add or change them under {where}.",  # noqa: E501
            )
        return hint.format(where=where)

    def selected_profile(self) -> str:
        return self._profiles.item(self.profile_combo.currentIndex()).data()

    def _show_profile(self) -> None:
        item = self._profiles.item(self.profile_combo.currentIndex())
        if item is None:
            return
        profile = self.rules.profiles[item.data()]
        text = profile_summary(self.rules, profile)
        self.summary.setText(text)
        self.summary.setToolTip(tip(text))
        self.count_spin.setMaximum(1 if profile.hero else MAX_RECRUITS)
        self.count_spin.setEnabled(not profile.hero)
        self._number_the_unnamed()
        if not item.isEnabled():
            set_message(self.message, self._refused.get(item.data(), ""), ERROR_STYLE)
        else:
            set_message(self.message, "")

    def _set_count(self, count: int) -> None:
        """One name field per recruit; the first stays where it is."""
        self.count_spin.setSuffix(recruits_suffix(count))
        # (row, role); the stubs say object
        first = self.form.getWidgetPosition(self.name_edit)[0]  # type: ignore[index]
        while len(self.name_edits) < count:
            edit = QLineEdit()
            edit.textChanged.connect(self._number_the_unnamed)
            self.form.insertRow(
                first + len(self.name_edits),
                translate("RecruitDialog", "Name {number}:").format(
                    number=len(self.name_edits) + 1
                ),
                edit,
            )
            self.name_edits.append(edit)
        while len(self.name_edits) > count:
            self.form.removeRow(self.name_edits.pop())
        label = self.form.labelForField(self.name_edit)
        if isinstance(label, QLabel):
            label.setText(
                translate("RecruitDialog", "&Name:")
                if count == 1
                else translate("RecruitDialog", "&Name 1:")
            )
        self._number_the_unnamed()

    def _number_the_unnamed(self) -> None:
        """Show, in each empty field, the name that recruit will get."""
        item = self._profiles.item(self.profile_combo.currentIndex())
        if item is None:
            return
        base = self.rules.profiles[item.data()].name
        empty = [edit for edit in self.name_edits if not edit.text().strip()]
        if len(self.name_edits) == 1:
            self.name_edit.setPlaceholderText(base)
            return
        for edit, name in zip(empty, numbered_names(self.warband, base, len(empty)), strict=True):
            edit.setPlaceholderText(name)

    def names(self) -> list[str]:
        return [edit.text() for edit in self.name_edits]

    def submit(self) -> Character:
        profile = self.rules.profiles[self.selected_profile()]
        names = self.names()

        def what(recruits: list[Character]) -> str:
            if len(recruits) == 1:
                return translate("RecruitDialog", "recruit {character}").format(
                    character=recruits[0].name
                )
            return translate("RecruitDialog", "recruit {count} × {profile}").format(
                count=len(recruits), profile=profile.name
            )

        recruits = self.editor.run(
            what, recruit_several, warband=self.warband, profile=profile.id, names=names
        )
        QSettings().setValue(last_profile_key(self.rules.id), profile.id)
        return recruits[0]
