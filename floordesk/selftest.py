"""`floordesk --self-test`: does this installation work? One line per check, exit 0 only if all pass.

Meant for right after an install (CI runs it on the installed package) and for
support ("run floordesk --self-test and send me what it prints"). It checks
that the per-user folders can be named, that the resources and the database
migrations are where the code looks for them, that every `rule` verb answers a
built-in sample as expected, that a ruling can be recorded in a new incident
log, verified and read back, that the real main window composes and shows
(offscreen, unless QT_QPA_PLATFORM names another platform), that the ruling's
incident report prints to PDF and proves itself against the log, and that the
shared floor's PostgreSQL client loads (no server is contacted).

Everything is written in a temporary folder (inside `--data-dir` when one is
given), removed at the end: the user's own data is never opened.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from floordesk.app_paths import AppPaths

EXIT_ALL_PASSED = 0
EXIT_SOME_FAILED = 1


@dataclass(frozen=True)
class Sample:
    """A valid request for a rule verb and part of its answer (top-level keys), worked by hand in its tests."""

    request: dict[str, Any]
    expected: dict[str, Any]


# From rules-cli.md and the verbs' tests, where each answer is worked by hand.
SAMPLES: dict[str, Sample] = {
    "chip-race": Sample(
        {
            "denominations_in_play": [25, 100, 500],
            "denominations_removed": [25],
            "players": [
                {"seat": 2, "player": "B", "stack": {"25": 3, "100": 12}, "race_cards": ["7h", "Qc", "2d"]},
                {"seat": 5, "player": "C", "stack": {"25": 3, "100": 6}},
            ],
            "deck_from_top": ["Qs", "4h", "9c", "Ad"],
            "seed": 1234,
        },
        {"rule": 46, "stacks_after": {"B": {"100": 13}, "C": {"100": 7}}},
    ),
    "found-chips": Sample(
        {
            "smallest_denomination_in_play": 100,
            "removed_denomination": 25,
            "found_after_race": {"player": "C", "chips": {"25": 5}},
        },
        {"rule": 46, "exchanged": {"100": 1}, "forfeited_value": 25},
    ),
    # From the cards, so that pokerkit's hand evaluation is part of the check.
    "pots": Sample(
        {
            "game": "holdem",
            "button_seat": 3,
            "lowest_denomination": 25,
            "contributions": [
                {"player": "A", "seat": 1, "contributed": 500, "status": "active", "cards": "AhKd"},
                {"player": "B", "seat": 2, "contributed": 500, "status": "active", "cards": "AcKc"},
            ],
            "board": "KsQd7c4h2s",
        },
        {"rule": 47, "total_awarded": {"A": 500, "B": 500}},
    ),
    "split": Sample(
        {
            "game": "holdem",
            "button_seat": 6,
            "seats_at_table": 9,
            "lowest_denomination": 25,
            "pot_amount": 2000,
            "contenders": [
                {"player": "A", "seat": 2, "high_rank": 1, "five_card_high_hand": "AsKsQd7c2h"},
                {"player": "B", "seat": 7, "high_rank": 1, "five_card_high_hand": "AhKhQc7d2s"},
                {"player": "C", "seat": 8, "high_rank": 1, "five_card_high_hand": "AdKdQs7h2d"},
                {"player": "D", "seat": 9, "high_rank": 2},
            ],
        },
        {"rule": 48, "awards": {"A": 650, "B": 675, "C": 675}},
    ),
    "button": Sample(
        {
            "seats_max": 9,
            "occupied_after_previous_hand": [
                {"seat": seat, "player": player}
                for seat, player in [(1, "A"), (2, "B"), (3, "C"), (6, "F"), (7, "G"), (8, "H"), (9, "I")]
            ],
            "previous_hand": {"button_seat": 3, "sb_seat": 4, "bb_seat": 5},
            "new_players": [{"seat": 4, "player": "N"}],
        },
        {
            "rule": 50,
            "next_hands": [
                {
                    "button_seat": 4,
                    "button_player": "N",
                    "sb_seat": 5,
                    "sb_player": None,
                    "bb_seat": 6,
                    "bb_player": "F",
                    "first_to_act_preflop": "G",
                    "not_dealt_in": [],
                }
            ],
        },
    ),
    "clock": Sample(
        {
            "clock_requested_at_s": 130,
            "player_action_at_s": None,
            "facing_bet": True,
            "config": {"min_wait_before_clock_s": 120, "clock_s": 60, "countdown_s": 10, "on_expiry": "hand_dead"},
        },
        {"rule": 49, "clock_granted": True, "countdown_ends_at_s": 200, "outcome": "hand_dead"},
    ),
    "penalty": Sample(
        {
            "offence": "card_exposed_with_action_pending",
            "penalty": {"type": "missed_round", "rounds": 1},
            "players_at_table_when_given": 8,
            "given_during_hand_number": 100,
            "offender_in_that_hand": True,
        },
        {"rule": 52, "hands_to_miss": 8, "first_missed_hand_number": 101, "last_missed_hand_number": 108},
    ),
    "penalty-hand": Sample(
        {
            "game": "holdem",
            "penalty_window": {"first": 101, "last": 108},
            "hand_number": 103,
            "offender": {"position": "big_blind", "stack": 5200, "has_bring_in_card": False},
            "forced_bets": {"small_blind": 200, "big_blind": 400, "ante": 50, "bring_in": 0},
        },
        {"rule": 52, "on_penalty": True, "posts": {"big_blind": 400, "ante": 50}, "hands_served_after_this_hand": 3},
    ),
}


class CheckFailed(Exception):
    """A check found something wrong; its message is the reason printed after FAIL."""


@dataclass
class Workspace:
    """The temporary folder the checks write in; created once, removed at the end."""

    base: Path | None
    _folder: Path | None = None
    _error: str | None = None

    @property
    def folder(self) -> Path:
        if self._folder is None and self._error is None:
            try:
                self._folder = Path(tempfile.mkdtemp(prefix="floordesk-self-test-", dir=self.base))
            except OSError as error:
                where = self.base or tempfile.gettempdir()
                self._error = f"no temporary folder can be made in {where}: {error.strerror or error}"
        if self._folder is None:
            raise CheckFailed(self._error)
        return self._folder

    def remove(self) -> None:
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)


@dataclass(frozen=True)
class Check:
    name: str
    run: Callable[[Workspace], str]
    """Returns what was found (printed after ok); raises to fail."""


def check_paths(data_dir: str | None) -> Callable[[Workspace], str]:
    def run(_workspace: Workspace) -> str:
        paths = AppPaths.resolve(data_dir)
        return f"data in {paths.data_dir}, settings in {paths.config_dir}, logs in {paths.log_dir}"

    return run


def check_resources(_workspace: Workspace) -> str:
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.resources import RULE_NUMBERS, resource_path, resource_root, rule_text
    from floordesk.store.database import MIGRATIONS

    for number in RULE_NUMBERS:
        rule_text(number)
    for parts in (("icons", "floordesk.svg"), ("styles", "light.qss"), ("styles", "dark.qss")):
        resource_path(*parts)
    migrations = sorted(MIGRATIONS.glob("*.sql"))
    if not migrations:
        raise CheckFailed(f"no database migrations in {MIGRATIONS}")
    return f"rule texts, icons and styles in {resource_root()}; {len(migrations)} migrations in {MIGRATIONS}"


def check_translations(_workspace: Workspace) -> str:
    """Each language's catalogue loads in Qt and in the Qt-free reader, and both translate alike."""
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from PySide6.QtCore import QTranslator

    # as above: only this check reads the catalogues
    from floordesk.i18n import TRANSLATED, catalogue, catalogue_path

    counts = []
    for language in TRANSLATED:
        translator = QTranslator()
        if not translator.load(str(catalogue_path(language))):
            raise CheckFailed(f"Qt cannot load the {language} catalogue {catalogue_path(language)}")
        read = catalogue(language)
        translated = sum(1 for forms in read.messages.values() if all(forms))
        context, source, comment = next(iter(read.messages))
        if not translated or translator.translate(context, source, comment or None) != read.translate(
            context, source, comment
        ):
            raise CheckFailed(f"the {language} catalogue translates nothing, or Qt reads it otherwise")
        counts.append(f"{language} {translated}")
    return f"texts translated: {', '.join(counts)}"


def rule_answer(workspace: Workspace, verb: str, request: dict[str, Any]) -> dict[str, Any]:
    """What `floordesk rule VERB FILE` prints for `request`, read back from its JSON."""
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.cli.rule import run_rule

    source = workspace.folder / f"rule-{verb}.json"
    source.write_text(json.dumps(request), encoding="utf-8")
    stdout, stderr = io.StringIO(), io.StringIO()
    status = run_rule(verb, str(source), explain=False, stdout=stdout, stderr=stderr)
    if status != 0:
        raise CheckFailed(f"exit {status}: {stderr.getvalue().strip()}")
    answer: dict[str, Any] = json.loads(stdout.getvalue())
    return answer


def check_rule(verb: str) -> Callable[[Workspace], str]:
    def run(workspace: Workspace) -> str:
        sample = SAMPLES.get(verb)
        if sample is None:
            raise CheckFailed("no built-in sample for this verb")
        answer = rule_answer(workspace, verb, sample.request)
        wrong = sorted(key for key, value in sample.expected.items() if answer.get(key) != value)
        if wrong:
            raise CheckFailed(f"unexpected {', '.join(wrong)}: {json.dumps({key: answer.get(key) for key in wrong})}")
        return f"rule {answer['rule']} answered as expected"

    return run


def _log_path(workspace: Workspace) -> Path:
    return workspace.folder / "log" / "floordesk.sqlite3"


def check_log(workspace: Workspace) -> str:
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.core.ruling import Decision, Ruling, RulingKind, recommend
    from floordesk.store.incidents import Where
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import Role
    from floordesk.store.tournament import EventDraft

    request = SAMPLES["pots"].request
    store = IncidentStore.open(_log_path(workspace), device_label="self-test")
    try:
        admin = store.staff.create_first_administrator("Self-test Administrator", "2468")
        supervisor_uid = store.staff.add("Self-test Supervisor", Role.SUPERVISOR, "1357", admin)
        supervisor = store.staff.sign_in(supervisor_uid, "1357")
        event = store.tournament.register_event(
            EventDraft(1, "Self-test", "holdem", "2009-06-01", [{"value": 25}, {"value": 100}]), admin
        )
        # The pipeline every ruling takes: the core's recommendation, the floor's decision, one incident.
        ruling = Ruling.of(recommend(RulingKind.POTS, request), Decision.follow())
        recorded = store.record_ruling(ruling, Where(event, None, ()), supervisor)
        verification = store.verify()
        if not verification.ok:
            problem = verification.first
            raise CheckFailed(f"the new log does not verify: {problem.describe() if problem else 'no detail'}")
        incident = store.incidents.get(str(recorded.number))
        read_back = (incident.uid, incident.inputs, incident.recommended, incident.decision, incident.decided_by)
        expected = (recorded.uid, request, ruling.outcome, ruling.outcome, supervisor.name)
        if read_back != expected:
            raise CheckFailed(f"incident #{recorded.number} does not read back as it was recorded")
    finally:
        store.close()
    return f"ruling #{recorded.number} recorded, the log verified, the ruling read back"


def check_second_process(_workspace: Workspace) -> str:
    """A big import checks records in a second process, started as this program (the bundle must let it)."""
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.store.ahead import second_process_answers

    if not second_process_answers():
        raise CheckFailed("a second process (which checks a big import's records) did not start or answer")
    return "a second process (which checks a big import's records) started and answered"


def check_report(workspace: Workspace) -> str:
    """The incident the log check recorded, printed to PDF and proved against the log by the code it carries."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from PySide6.QtCore import QCoreApplication

    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.reports import gather, proof
    from floordesk.reports.pdf import write_pdf
    from floordesk.store.log import IncidentStore

    if QCoreApplication.instance() is None:
        require_platform_plugin(os.environ["QT_QPA_PLATFORM"], QCoreApplication.libraryPaths())

    target = workspace.folder / "report.pdf"
    store = IncidentStore.open(_log_path(workspace), device_label="self-test")
    try:
        pages = write_pdf(gather.incident_document(store, "1"), target)
        if not target.read_bytes().startswith(b"%PDF-"):
            raise CheckFailed(f"{target.name} is not a PDF")
        checked = proof.check(store.connection, proof.read_code(str(target)))
    finally:
        store.close()
    if not checked.holds:
        raise CheckFailed(f"the printed report does not prove itself: {checked.message}")
    return f"incident report printed ({pages} page{'s' * (pages != 1)}) and proved against the log"


def check_server_client(_workspace: Workspace) -> str:
    """psycopg and its libpq load: a laptop only finds out otherwise once its floor sets up a server."""
    try:
        # each check loads only its own part: a broken part fails its check, not the whole self-test
        import psycopg
    except ImportError as error:
        raise CheckFailed(f"the PostgreSQL client of the shared floor cannot be loaded: {error}") from None
    version = psycopg.pq.version()
    return f"psycopg {psycopg.__version__} ({psycopg.pq.__impl__}), libpq {version // 10000}.{version % 10000}"


def check_gui(workspace: Workspace) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from PySide6.QtCore import QCoreApplication, qInstallMessageHandler

    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.gui.app import application, compose
    from floordesk.gui.icons import icon

    if QCoreApplication.instance() is None:
        require_platform_plugin(os.environ["QT_QPA_PLATFORM"], QCoreApplication.libraryPaths())
    paths = AppPaths.under(workspace.folder / "gui")
    paths.create()
    # Qt's own notes (the offscreen platform's "does not support ...") would break the one-line-per-check output.
    previous_handler = qInstallMessageHandler(lambda *_message: None)
    try:
        app = application()
        desk = compose(app, paths)
        try:
            desk.window.show()
            desk.finish_start()
            app.processEvents()
            if not desk.window.isVisible():
                raise CheckFailed("the main window did not show")
            if icon("floordesk").pixmap(32, 32).isNull():
                raise CheckFailed("the SVG icons cannot be drawn (Qt's SVG icon plugin is missing)")
            title = desk.window.windowTitle()
        finally:
            desk.close()
    finally:
        qInstallMessageHandler(previous_handler)
    return f"window shown on the {app.platformName()} platform ({title})"


def require_platform_plugin(platform: str, plugin_folders: list[str]) -> None:
    """Fail unless Qt can find the platform plugin: without it, creating the application would abort the process."""
    name = platform.split(":")[0]  # "xcb:option=..." passes options to the plugin
    if not any(next((Path(folder) / "platforms").glob(f"*q{name}.*"), None) for folder in plugin_folders):
        raise CheckFailed(f"Qt's {name!r} platform plugin is not in {', '.join(plugin_folders) or 'any plugin folder'}")


def checks(data_dir: str | None) -> list[Check]:
    # each check loads only its own part: a broken part fails its check, not the whole self-test
    from floordesk.cli.rule import VERBS

    return [
        Check("folders", check_paths(data_dir)),
        Check("resources", check_resources),
        *(Check(f"rule {verb}", check_rule(verb)) for verb in VERBS),
        Check("log", check_log),
        Check("second process", check_second_process),
        Check("gui", check_gui),
        Check("translations", check_translations),
        # After the window: its QApplication also serves the report, which would otherwise make a plainer one.
        Check("report", check_report),
        Check("server client", check_server_client),
    ]


def run_self_test(data_dir: str | None, out: TextIO) -> int:
    """Run every check, printing "ok   NAME: found" or "FAIL NAME: reason"; the exit status."""
    workspace = Workspace(Path(data_dir).expanduser() if data_dir else None)
    failures = 0
    try:
        for check in checks(data_dir):
            try:
                found = check.run(workspace)
            except Exception as error:  # a self-test reports whatever went wrong, and goes on
                failures += 1
                reason = str(error) if isinstance(error, CheckFailed) else f"{type(error).__name__}: {error}"
                out.write(f"FAIL {check.name}: {reason}\n")
            else:
                out.write(f"ok   {check.name}: {found}\n")
            out.flush()
    finally:
        workspace.remove()
    out.write(f"{'all checks passed' if not failures else f'{failures} check(s) failed'}\n")
    return EXIT_SOME_FAILED if failures else EXIT_ALL_PASSED
