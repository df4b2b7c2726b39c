"""GUI: the composition root. The one place where FloorDesk's window and its services are built.

`run_gui` creates the QApplication, the folders, the log file and the exception
hook, then builds in two steps. `open_shell` makes what the first frame shows:
the preferences, the language, the look, and the main window's shell (its title,
size and colours); it loads only those modules. Once that frame is painted,
`fill` opens the incident log (with automatic backups; the event's own state
lives in the same file) and builds the rest into the window: the staff session,
the tables, menus, status bar and rulings, then `Desk.finish_start` (the side
panel, the sign-in form). `compose` does both at once (tests, the self-test).
Each part is handed to the next through its constructor. Nothing in the GUI
keeps application state at module level or reaches for a singleton.
"""

from __future__ import annotations

import gc
import importlib
import linecache
import logging
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMessageLogContext, QObject, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QWidget

from floordesk import __version__
from floordesk.app_paths import APP_NAME, AppPaths
from floordesk.gui.appearance import Appearance
from floordesk.gui.dialogs.sign_in import FirstAdministratorForm, SignInForm
from floordesk.gui.dialogs.staff_form import ask
from floordesk.gui.errors import ExceptionHook
from floordesk.gui.language import Languages, system_language
from floordesk.gui.main_window import MainWindow
from floordesk.gui.settings import Preferences
from floordesk.i18n import CatalogueError, translate

if TYPE_CHECKING:
    from floordesk.gui.floor_server import FloorServer
    from floordesk.gui.live_registration import LiveRegistration
    from floordesk.gui.log_preparation import LogPreparation
    from floordesk.gui.staff_session import Clock, StaffSession
    from floordesk.gui.sync_status import SyncStatus
    from floordesk.store.log import IncidentStore

EXIT_STARTUP_FAILED = 1
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 5
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
PRELOAD_AFTER_MS = 1000
"""How long after start-up the ruling wizards are loaded: after the window and the sign-in have painted."""
DOCUMENT_AFTER_MS = 100
"""How long after a ruling is signed its search document is made (`IncidentStore.document_later`): its answer
painted first."""

_log = logging.getLogger("floordesk")


@dataclass
class Shell:
    """GUI: what start-up paints first: the preferences, the language, the look and the main window's shell."""

    app: QApplication
    preferences: Preferences
    languages: Languages
    appearance: Appearance
    window: MainWindow


@dataclass
class Desk:
    """GUI: everything a running FloorDesk window is made of, as `compose` built it."""

    window: MainWindow
    appearance: Appearance
    preferences: Preferences
    store: IncidentStore
    session: StaffSession
    live_registration: LiveRegistration
    floor_server: FloorServer

    @property
    def sync_status(self) -> SyncStatus | None:
        """Background synchronisation with the floor's server; None while no server has been configured."""
        return self.floor_server.sync_status

    def finish_start(self, waiting: SignInForm | FirstAdministratorForm | None = None) -> None:
        """Start-up work that can wait until the window is on screen: the icons, the table's side panel,
        who is signed in (status bar), watching for input (the idle lock), asking who is at the desk (in
        `waiting`, the form already open, if it can be: see `StaffControls.greet`), and, a moment
        later, loading the ruling wizards."""
        from floordesk.gui.icons import icon  # SVG: after the first frame

        QApplication.setWindowIcon(icon("floordesk"))
        self.window.load_icons()
        self.window.build_side_panel()
        self.window.staff_controls.add_status()
        self.session.watch_input()
        self.window.staff_controls.greet(waiting)
        self.floor_server.start()
        QTimer.singleShot(PRELOAD_AFTER_MS, preload_wizards)

    def close(self) -> None:
        """Close the window (which saves its geometry, even after a quit from elsewhere) and the store."""
        self.floor_server.close()
        self.window.side_windows.close()
        self.window.close()
        self.preferences.sync()
        self.session.close()
        self.store.close()


def compose(app: QApplication, paths: AppPaths, *, clock: Clock = time.monotonic, language: str | None = None) -> Desk:
    """Build the main window and its services for the data in `paths` (`open_shell`, then `fill`); raises StoreError.

    `clock` times the idle lock (tests give a fake one). `language`: see `open_shell`.
    """
    return fill(open_shell(app, paths, language=language), paths, clock=clock)


def open_shell(app: QApplication, paths: AppPaths, *, language: str | None = None) -> Shell:
    """The main window's shell, in the language and the look chosen: what the first frame shows.

    `language` (--lang, FLOORDESK_LANG) wins over the one chosen in Window > Language, which wins over the system's.
    """
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("floordesk")
    preferences = Preferences.at(paths.settings_file)
    languages = start_languages(app, language or preferences.language or system_language())
    appearance = Appearance(app, preferences, app.styleHints())
    return Shell(app, preferences, languages, appearance, MainWindow(appearance, preferences))


def fill(shell: Shell, paths: AppPaths, *, clock: Clock = time.monotonic) -> Desk:
    """Open the incident log in `paths` and build the rest of the window into `shell`; raises StoreError."""
    # Loaded here, not with this module: the shell's first frame needs none of them.
    import sqlite3

    # (the undo stack, the log and its event, and the window's parts that show them: all after the first frame)
    from PySide6.QtGui import QUndoStack

    # (as above)
    from floordesk.core.demo import demo_event
    from floordesk.gui.backup_notices import BackupNotices
    from floordesk.gui.event_controls import EventControls
    from floordesk.gui.floor_server import FloorServer
    from floordesk.gui.focus_frame import follow_focus
    from floordesk.gui.footage_status import footage_status
    from floordesk.gui.language import add_language_menu
    from floordesk.gui.live_registration import LiveRegistration
    from floordesk.gui.operations.rulings import RulingOperations
    from floordesk.gui.side_windows import SideWindows
    from floordesk.gui.staff_controls import StaffControls
    from floordesk.gui.staff_session import StaffSession
    from floordesk.gui.table_view.model import EventModel
    from floordesk.gui.table_view.operations import TableOperations
    from floordesk.gui.touch_style import use_touch_style
    from floordesk.service.events import Events
    from floordesk.store.errors import StoreError
    from floordesk.store.log import IncidentStore

    # Backups go to `backups/` beside the database (the store's default), automatically after writes.
    store = IncidentStore.open(paths.database)
    try:
        # The event is saved off the GUI thread (a drop is painted without waiting for its fsync); a failed save is
        # said by the model, which is made below; reading the events waits for the saves queued.
        saves = store.save_events_in_background(lambda problem: model.report_save_failure(problem))
        events = store.events
        event = events.current_or_create(demo_event)
        if not event.tables:
            raise ValueError(translate("app", "the current event has no table"))
    except (sqlite3.Error, ValueError, KeyError, TypeError) as error:
        # A stored event this FloorDesk cannot read; InvalidInput is a ValueError.
        store.close()
        raise StoreError(
            translate("app", "the saved event in {database} cannot be read: {error}").format(
                database=paths.database, error=error
            )
        ) from error
    preferences, window, app = shell.preferences, shell.window, shell.app
    # Before the menus and combo boxes (the shell and the sign-in form have neither), and the focus ring: neither
    # is drawn on the first frame, whose Qt classes they would load.
    use_touch_style(app)
    follow_focus(app, shell.appearance)
    session = StaffSession(store, preferences, clock=clock)
    model = EventModel(event, saves.save)
    undo_stack = QUndoStack()
    report = window.show_message
    operations = TableOperations(model, undo_stack, report)
    staff = StaffControls(window, store, session, preferences, report)
    event_controls = EventControls(window, model, operations, events, report)
    side_windows = SideWindows(window, paths, store, session)
    controls = (operations, staff, event_controls, side_windows)
    window.compose(model, undo_stack, controls, store=store, session=session)
    # Before the rulings: a sign-in or a change registers the live event first, then the rulings read the log.
    add_language_menu(window.window_menu, shell.languages, preferences)
    shell.languages.changed.connect(window.show_texts)
    live_registration = LiveRegistration(Events(store), session, model, window.show_message, window)
    rulings = window.attach_rulings(RulingOperations(model, undo_stack, store, session, window.show_message, window))
    side_windows.overrule, side_windows.overrule_refusal = rulings.start_overrule, rulings.overrule_refusal
    rulings.open_incident = side_windows.show_incident  # a precedent clicked on the decision step
    footage = footage_status(store, side_windows.show_incident_log)
    window.statusBar().addPermanentWidget(footage)
    for changed in (undo_stack.indexChanged, side_windows.footage_saved):  # a ruling signed, a task done
        changed.connect(footage.refresh)
    # A copy of a big log takes seconds: never on the click (a signed ruling) that makes one due.
    store.back_up_in_background(BackupNotices(window.show_message, window).report)
    # Nor is a ruling's search document made on its Sign: a moment later, the answer on screen.
    store.document_later(lambda work: QTimer.singleShot(DOCUMENT_AFTER_MS, window, work))
    floor_server = FloorServer(paths, store, session, window, window.staff_controls.floor_server_action)
    return Desk(window, shell.appearance, preferences, store, session, live_registration, floor_server)


def start_languages(app: QApplication, language: str) -> Languages:
    """Speak `language`; a catalogue that cannot be loaded (a broken install) leaves the window in English."""
    try:
        return Languages(app, language)
    except (OSError, CatalogueError) as error:
        _log.error("Window left in English: %s", error)
        return Languages(app)


FIRST_RULING_MODULES = (
    "floordesk.service.rulings",
    "floordesk.service.precedents",
    "floordesk.service.penalties",
    "floordesk.gui.operations.hand_over",
)
"""The use cases a ruling's wizard calls (signing it, its precedents, a player's penalties) and the desk's hand-over
that opening one sets up, loaded on first use."""


def preload_wizards() -> None:
    """Load every ruling wizard's modules and the use cases they call, so the first ruling of the session opens and
    settles as fast as the later ones (the first Settle had still loaded the rulings' service: 1.21x a later one)."""
    from floordesk.gui.wizards.wizard import preload  # not at start-up: that is what this defers

    preload()
    for module in FIRST_RULING_MODULES:
        importlib.import_module(module)


def run_gui(
    data_dir: str | None,
    quit_after_show: bool = False,
    *,
    first_frame: Callable[[], None] | None = None,
    ready: Callable[[], None] | None = None,
    language: str | None = None,
) -> int:
    """Open FloorDesk's window and run until it closes; returns the process exit code.

    The window's shell (`open_shell`) is shown first, with the sign-in form open over it (its names come with the
    log; on a new laptop, the first administrator's form); once their first frame has been painted, `first_frame`
    is called (the start-up benchmark reads its clock there) and the rest is built (`Start`); once the window built
    has been painted, `ready` is called. With `quit_after_show` the application quits then, and start-up error
    messages close themselves (smoke tests).
    `language`: see `open_shell`.
    """
    # PySide6's import hook has read the window's modules' source to look for its name (see floordesk.gui): their
    # lines need not stay in memory (a traceback would read them again).
    linecache.clearcache()
    app = application()
    paths = AppPaths.resolve(data_dir)
    try:
        paths.create()
        handler = start_logging(paths.log_file)
    except OSError as error:
        return _cannot_start(f"Its folders cannot be created: {error}", None, quit_after_show)
    previous_qt_handler = qInstallMessageHandler(_log_qt_message)
    hook = ExceptionHook(paths.log_file)
    hook.install()
    try:
        shell = open_shell(app, paths, language=language)
        start = Start(shell, paths, ready, quit_after_show=quit_after_show)
        try:
            shell.window.show()
            # What a signed-out supervisor does first, with the keyboard's focus from the first frame on: keys typed
            # while the rest is built wait in the queue, then reach it. No log yet: a new laptop, whose first form
            # is the first administrator's (a log is opened only after this frame; its file is looked for).
            new_laptop = not paths.database.exists()
            start.waiting = ask(
                FirstAdministratorForm(None, shell.window) if new_laptop else SignInForm(None, [], shell.window)
            )
            # The rest waits for the first frame: a 0 ms timer would run before the window's first expose,
            # and the window would appear only once all of it was built.
            NextFrame((shell.window, start.waiting), first_frame, start.build)
            code = app.exec()
            return EXIT_STARTUP_FAILED if start.failed else code
        finally:
            start.close()
    finally:
        hook.uninstall()
        qInstallMessageHandler(previous_qt_handler)
        stop_logging(handler)


class Start:
    """The rest of start-up, once the shell's first frame is on screen: the log opened, the window filled
    (`fill`) and its deferred work done (`Desk.finish_start`, which asks who is at the desk), then `ready`
    once that window has been painted. A log that cannot be opened closes the shell and says why.

    All in one turn of the event loop: a key pressed meanwhile waits in the queue, and reaches the sign-in form.
    The one exception is the work an update leaves in the log (a migration: seconds to minutes), done first on a
    thread of its own while the window keeps painting (`floordesk.gui.log_preparation`).
    """

    def __init__(
        self, shell: Shell, paths: AppPaths, ready: Callable[[], None] | None, *, quit_after_show: bool
    ) -> None:
        self._shell, self._paths, self._ready = shell, paths, ready
        self._quit_after_show = quit_after_show
        self.desk: Desk | None = None
        self.waiting: SignInForm | FirstAdministratorForm | None = None
        self.preparation: LogPreparation | None = None
        self.failed = False

    def build(self) -> None:
        """Open the log and fill the window; first, on a thread of its own, any work an update left in the log."""
        from floordesk.store.opening import due  # with the log

        preparation = due(self._paths.database)
        if preparation is None:
            self._fill()
            return
        from floordesk.gui.log_preparation import LogPreparation  # only after an update

        self.preparation = LogPreparation(self._shell.window, self._paths.database, preparation)
        self.preparation.finished.connect(self._prepared)
        self.preparation.start()

    def _prepared(self, outcome: object) -> None:
        from floordesk.store.errors import StoreError  # with the log
        from floordesk.store.opening import Prepared  # with the log

        if isinstance(outcome, BaseException):
            if not isinstance(outcome, StoreError):  # a defect: its traceback goes to the log file
                _log.error("The log could not be brought up to date", exc_info=outcome)
            self._cannot_open(outcome)
            return
        if isinstance(outcome, Prepared) and self.preparation is not None:
            self.preparation.warn_of_changes(outcome)
        self._fill()

    def _fill(self) -> None:
        from floordesk.store.errors import StoreError  # with the log

        try:
            self.desk = fill(self._shell, self._paths)
        except StoreError as error:
            self._cannot_open(error)
            return
        _log.info("FloorDesk %s started; data in %s", __version__, self._paths.data_dir)
        NextFrame((self._shell.window,), self._ready, QApplication.quit if self._quit_after_show else None)
        self.desk.finish_start(self.waiting)
        # As at the first frame (see run_gui): the sources read as the log's modules loaded need not stay in memory.
        linecache.clearcache()
        keep_start_objects()

    def _cannot_open(self, error: BaseException) -> None:
        _log.error("Cannot start: %s", error)
        self.failed = True
        if self.waiting is not None:
            self.waiting.close()
        self._shell.window.close()
        _cannot_start(str(error), self._paths.log_file, self._quit_after_show)
        QApplication.exit(EXIT_STARTUP_FAILED)

    def close(self) -> None:
        if self.desk is not None:
            self.desk.close()
        else:
            self._shell.window.close()


class NextFrame(QObject):
    """Calls its callbacks once, after each of `windows` has had its next paint event and the rest of that frame's
    painting."""

    def __init__(self, windows: tuple[QWidget, ...], *callbacks: Callable[[], None] | None) -> None:
        super().__init__(windows[0])
        self._waiting = list(windows)
        self._callbacks = [callback for callback in callbacks if callback is not None]
        for window in windows:
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in self._waiting and event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self._waiting.remove(watched)
            if not self._waiting:
                # The children paint in the same pass, before the event loop runs a timer.
                QTimer.singleShot(0, self._painted)
        return False

    def _painted(self) -> None:
        for callback in self._callbacks:
            callback()


def keep_start_objects() -> None:
    """Once the window is shown: set what start-up built aside from garbage collection, and collect again.

    Modules, classes, Qt's enums and the window itself live as long as the
    process; frozen, they are no longer walked by every later full collection,
    nor by the one at exit. (The collector may have been off during start-up,
    see `floordesk.cli.main`.)
    """
    gc.freeze()
    gc.enable()


def application() -> QApplication:
    """The process's QApplication, created (with the Fusion style) if there is none yet."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Fusion draws every widget from the palette, so both themes look the same on every OS.
    # Chosen on the command line Qt reads, it costs nothing; setStyle() later would repolish.
    return QApplication([*sys.argv[:1], "-style", "fusion"])


def start_logging(log_file: Path) -> logging.Handler:
    """Send FloorDesk's log records to `log_file`, rotating it first if it has grown too large.

    Rotation happens at start-up rather than during a session (a session logs
    little), which spares start-up the import of logging.handlers.
    """
    rotate_log(log_file)
    handler = logging.FileHandler(log_file, encoding="utf-8")
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    _log.addHandler(handler)
    _log.setLevel(logging.INFO)
    return handler


def rotate_log(log_file: Path) -> None:
    """Once `log_file` reaches LOG_MAX_BYTES: log -> log.1 -> log.2 ... keeping LOG_BACKUPS old files."""
    if not log_file.exists() or log_file.stat().st_size < LOG_MAX_BYTES:
        return
    for index in range(LOG_BACKUPS - 1, 0, -1):
        older = log_file.with_name(f"{log_file.name}.{index}")
        if older.exists():
            older.replace(log_file.with_name(f"{log_file.name}.{index + 1}"))
    log_file.replace(log_file.with_name(f"{log_file.name}.1"))


def stop_logging(handler: logging.Handler) -> None:
    _log.removeHandler(handler)
    handler.close()


def _log_qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    level = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
    }.get(kind, logging.ERROR)
    logging.getLogger("floordesk.qt").log(level, "%s", message)


def _cannot_start(reason: str, log_file: Path | None, quit_after_show: bool) -> int:
    from floordesk.gui.dialogs.problems import build_startup_error_box  # only needed when starting fails

    box = build_startup_error_box(reason, log_file)
    if quit_after_show:
        QTimer.singleShot(0, box.close)
    box.exec()
    return EXIT_STARTUP_FAILED
