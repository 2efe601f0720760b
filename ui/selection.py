"""What the window has selected, for the actions to decide what can be done with it."""

from __future__ import annotations

from dataclasses import dataclass

from i18n import QT_TRANSLATE_NOOP, translate
from models.club import ClubRole
from models.games import GameRow
from models.store.schema import ACTIVE, DEAD, RETIRED, Campaign, Character, Warband
from rules.games import CALIBURN, GameData


@dataclass(frozen=True)
class RosterSelection:
    """What the Roster tab has selected, and what can be done with the character."""

    campaign: Campaign | None = None
    warband: Warband | None = None
    character: Character | None = None
    rules: GameData | None = None  # the rules of the roster on show
    # Why the warbands, the roster or the character cannot be shown (a bad stored value, in
    # words, with the way to repair it); what is unreadable is not selected, so the actions
    # that would need it are disabled and say this.
    unreadable: str = ""

    @property
    def caliburn(self) -> bool:
        return self.campaign is not None and self.campaign.game == CALIBURN

    @property
    def beastrider(self) -> bool:
        """A campaign of the other game, The Beastrider Wars, is open."""
        return self.campaign is not None and not self.caliburn

    @property
    def alive(self) -> bool:
        return self.character is not None and self.character.status != DEAD

    @property
    def retired(self) -> bool:
        return self.character is not None and self.character.status == RETIRED

    @property
    def known_profile(self) -> bool:
        # A profile the campaign's rules no longer have (a data update, a removed house
        # rule): the character is shown and kept, but his kit cannot be worked out.
        return (
            self.character is not None
            and self.rules is not None
            and self.character.profile in self.rules.profiles
        )

    @property
    def kit_problem(self) -> str:
        """Why the character's kit cannot be worked out; empty when it can."""
        if self.character is None or self.known_profile:
            return ""
        return translate(
            "WindowState",
            "{name}'s profile “{profile}” is not in this campaign's rules any more: add it back under Campaign settings ▸ Profiles.",  # noqa: E501
        ).format(name=self.character.name, profile=self.character.profile)

    @property
    def can_shop(self) -> bool:
        return self._active and self.caliburn and self.known_profile

    @property
    def can_upgrade(self) -> bool:
        return self._active and not self.caliburn and self.known_profile

    @property
    def _active(self) -> bool:
        return self.character is not None and self.character.status == ACTIVE


@dataclass(frozen=True)
class WindowState:
    """What the actions act on: the Roster tab's selection and the Games tab's."""

    roster: RosterSelection
    game: GameRow | None  # the game selected on the Games tab
    on_server: bool = False  # the database is a club server, not a file
    club: ClubRole | None = None  # your role in the campaign on a server; None: all allowed
    games_unreadable: str = ""  # why the Games tab cannot show the games, as its view says

    @property
    def watches(self) -> bool:
        """The selected game is being played at the table, and your club role may only watch
        it (a game at the table is its players' and the organisers': docs/club-server.md,
        *Roles*)."""
        return (
            self.club is not None
            and not self.plays_in_game()
            and self.game is not None
            and self.game.playing is not None
        )

    @property
    def reports(self) -> bool:
        """On a club server, your role reports games for the other side to confirm rather
        than records them (models/reports.py): a player, not an organiser."""
        return self.club is not None and not self.club.organises

    def plays_in_game(self) -> bool:
        """You keep a warband of the selected game, or organise the campaign (on a file,
        everyone may do everything)."""
        if self.club is None or self.club.organises:
            return True
        return self.game is not None and bool(set(self.game.warband_ids) & self.club.warbands)

    def report_refusal(self, action: str) -> str:
        """Why you may not ``action`` ("confirm", "dispute", "discard") the selected game's
        report; empty when you may."""
        game = self.game
        if not self.on_server:
            return translate(
                "WindowState",
                "Reports are for campaigns on a club server: in a file, record the game",
            )
        if game is None:
            return translate("WindowState", "Select a game first")
        if game.report is None:
            return translate(
                "WindowState", "The game has no report waiting: report its outcome first"
            )
        mine = self.club is not None and game.report.reporter == self.club.role
        organises = self.club is None or self.club.organises
        if not self.plays_in_game():
            return translate(
                "WindowState", "Only the game's players and the campaign's organisers can do that"
            )
        if action == "discard":
            if mine or organises:
                return ""
            return translate("WindowState", "Only its reporter or an organiser can discard it")
        if mine:
            return translate(
                "WindowState", "The other side confirms or disputes a report, not its reporter"
            )
        if action == "dispute" and game.report.disputed:
            return translate(
                "WindowState",
                "The report is disputed already: either player may report the game again",
            )
        if (
            action == "dispute"
            and organises
            and not set(game.warband_ids) & (self.club.warbands if self.club else frozenset())
        ):
            return translate(
                "WindowState",
                "An organiser settles a dispute by confirming, changing or discarding the report",
            )
        return ""

    def play_refusal(self) -> str:
        """Why you may neither play nor watch the selected game; empty when you may."""
        if self.club is None or self.plays_in_game() or self.watches:
            return ""
        return translate("WindowState", PLAY_ORGANISERS)

    def refusal(self, needs: tuple[str, str] | None) -> str:
        """Why your club role may not take an action that ``needs`` ("organiser", "Only the
        campaign's organisers can record games": who may, and the refusal's sentence, marked
        ``QT_TRANSLATE_NOOP("WindowState", ...)``) or ("warband", ""): the selected warband's
        player or an organiser; empty when it may (always on a file, where ``club`` is
        None)."""
        if needs is None or self.club is None:
            return ""
        who, refused = needs
        if who == "organiser":
            return "" if self.club.organises else translate("WindowState", refused)
        if who == "player":  # an organiser, or a player of one of the campaign's warbands
            if self.club.organises or self.club.warbands:
                return ""
            return translate("WindowState", refused)
        if who == "game":  # an organiser, or a player of the selected game not yet recorded
            if self.club.organises or self.game is None:
                return ""
            report = self.game.report
            if report is not None and not report.disputed and report.reporter != self.club.role:
                return translate(
                    "WindowState",
                    "{reporter} reported this game: confirm or dispute that report (Games ▸ Confirm report, Dispute report…)",  # noqa: E501
                ).format(reporter=report.reporter)
            if self.plays_in_game():
                return ""  # (a player reports a correction of a recorded game, too)
            return translate("WindowState", refused)
        warband = self.roster.warband
        if warband is None or self.club.may_change(warband.id):
            return ""
        return translate(
            "WindowState",
            "Only the warband's player and the campaign's organisers can change this warband",
        )


# Shown as translate("WindowState", text).
WATCHING_AS_MEMBER = QT_TRANSLATE_NOOP(
    "WindowState",
    "Watching: only the game's players and the campaign's organisers play a game at the table; this tracker follows the game live.",  # noqa: E501
)
PLAY_ORGANISERS = QT_TRANSLATE_NOOP(
    "WindowState",
    "Only the game's players and the campaign's organisers can play a game at the table; other members can watch it once it is being played",  # noqa: E501
)

FILE_MEMBERS = QT_TRANSLATE_NOOP(
    "WindowState",
    "Club members are for campaigns on a club server: a local file is single-user, and whoever opens it may change everything",  # noqa: E501
)
