"""The composition root: a whole start, the start-up failures, the log, and the real command end to end."""

from __future__ import annotations

import ast
import os
import shutil
import sqlite3
import subprocess
import sys
import threading

import pytest

import floordesk.gui.dialogs.problems
from floordesk import __version__
from floordesk.core.table import SeatStatus
from floordesk.gui.app import EXIT_STARTUP_FAILED, LOG_BACKUPS, LOG_MAX_BYTES, rotate_log, run_gui
from floordesk.gui.settings import Preferences
from floordesk.store.database import connect, schema_version
from tests.store.conftest import FILES
from tests.store.event_state import WriteLock, saved_event


@pytest.fixture
def shown_boxes(monkeypatch):
    """Records the start-up error boxes run_gui builds (with quit_after_show they close themselves)."""
    boxes = []
    build = floordesk.gui.dialogs.problems.build_startup_error_box

    def recording(*args):
        boxes.append(build(*args))
        return boxes[-1]

    monkeypatch.setattr(floordesk.gui.dialogs.problems, "build_startup_error_box", recording)
    return boxes


def make_future_database(paths):
    connect(paths.database).close()
    with sqlite3.connect(paths.database) as raw:
        raw.execute("PRAGMA user_version = 999")
    raw.close()


def test_the_data_is_safe_claim_holds(open_desk):
    """The crash dialog says every change is already saved: the store must run in autocommit mode."""
    connection = open_desk().store.connection
    assert connection.isolation_level is None
    assert not connection.in_transaction


def start_that_fails(paths) -> tuple[int, str, str]:
    """run_gui in a process of its own (the log is opened after the first frame, in the event loop, and Qt ends
    every later event loop once one has returned): its exit code and its error box's text and informative text."""
    code = (
        "import floordesk.gui.dialogs.problems as problems; from floordesk.gui.app import run_gui; boxes = []; "
        "build = problems.build_startup_error_box; "
        "problems.build_startup_error_box = lambda *args: boxes.append(build(*args)) or boxes[-1]; "
        f"code = run_gui({str(paths.data_dir)!r}, quit_after_show=True); "
        "print(repr((code, *[(box.text(), box.informativeText()) for box in boxes])))"
    )
    done = run_offscreen(code)
    assert "Traceback" not in done.stderr
    exit_code, (text, informative) = ast.literal_eval(done.stdout.strip())
    return exit_code, text, informative


@pytest.mark.slow
def test_a_database_from_a_newer_floordesk_gives_a_message_not_a_traceback(paths):
    make_future_database(paths)
    code, text, informative = start_that_fails(paths)
    assert code == EXIT_STARTUP_FAILED
    assert text == "FloorDesk cannot open its data."
    assert "newer FloorDesk" in informative
    assert str(paths.log_file) in informative
    assert "newer FloorDesk" in paths.log_file.read_text(encoding="utf-8")


@pytest.mark.slow
def test_a_saved_event_that_cannot_be_read_gives_a_message(paths):
    connection = connect(paths.database)
    connection.execute("INSERT INTO event_state (event_id, payload, updated_utc) VALUES (1, '{\"name\": 3}', 'now')")
    connection.close()
    code, _, informative = start_that_fails(paths)
    assert code == EXIT_STARTUP_FAILED
    assert "saved event" in informative
    assert "cannot be read" in informative


def test_folders_that_cannot_be_made_give_a_message(qapp, tmp_path, shown_boxes):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert run_gui(str(blocker / "data"), quit_after_show=True) == EXIT_STARTUP_FAILED
    [box] = shown_boxes
    assert "folders cannot be created" in box.informativeText()


def test_the_log_is_rotated_once_it_is_large(tmp_path):
    log = tmp_path / "floordesk.log"
    log.write_text("small")
    rotate_log(log)
    assert log.read_text() == "small"
    for index in range(1, LOG_BACKUPS + 1):
        (tmp_path / f"floordesk.log.{index}").write_text(f"old {index}")
    log.write_bytes(b"x" * LOG_MAX_BYTES)
    rotate_log(log)
    assert not log.exists()
    assert (tmp_path / "floordesk.log.1").stat().st_size == LOG_MAX_BYTES
    assert (tmp_path / "floordesk.log.2").read_text() == "old 1"
    # The oldest kept file is the last backup; the one before it fell off the end.
    assert (tmp_path / f"floordesk.log.{LOG_BACKUPS}").read_text() == f"old {LOG_BACKUPS - 1}"


def run_floordesk(data_dir, *args):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "floordesk", "--data-dir", str(data_dir), *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)


@pytest.mark.slow
def test_the_real_command_opens_the_window_and_quits(paths):
    # A whole start runs in its own process: after QApplication.exec() returns, Qt ends every later event loop.
    done = run_floordesk(paths.data_dir, "--quit-after-show")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert paths.database.exists()
    assert f"FloorDesk {__version__} started" in paths.log_file.read_text(encoding="utf-8")
    # Closing after the quit saved the window for next time.
    assert Preferences.at(paths.settings_file).window_geometry() is not None


@pytest.mark.slow
def test_the_garbage_collector_is_back_on_once_the_window_is_shown(paths):
    """Start-up runs with the collector off; leaving it off would let a long session's garbage pile up."""
    code = (
        "import gc, sys; from floordesk.cli.main import main; "
        f"code = main(['--data-dir', {str(paths.data_dir)!r}, '--quit-after-show']); "
        "print(code, gc.isenabled(), gc.get_freeze_count() > 0)"
    )
    done = run_offscreen(code)
    assert done.stdout.split() == ["0", "True", "True"], done.stderr


@pytest.mark.slow
def test_a_new_application_uses_the_fusion_style():
    """Both themes are drawn from the palette, which only Fusion follows on every OS."""
    code = "from floordesk.gui.app import application; print(application().style().name())"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_STYLE_OVERRIDE": "windows"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip().lower() == "fusion"


@pytest.mark.slow
def test_the_real_command_reports_a_newer_database_without_a_traceback(tmp_path, paths):
    make_future_database(paths)
    done = run_floordesk(paths.data_dir, "--quit-after-show")
    assert done.returncode == EXIT_STARTUP_FAILED
    assert "Traceback" not in done.stderr


def test_the_window_works_on_the_incident_log(open_desk):
    """One world: the event's state and the incident log are the same open store, handed to the window."""
    desk = open_desk()
    assert desk.window.store is desk.store
    assert desk.window.session is desk.session
    assert desk.store.staff.members() == []
    saved = desk.store.connection.execute("SELECT count(*) FROM event_state").fetchone()[0]
    assert saved == 1


def test_the_log_is_opened_with_automatic_backups_taken_off_the_gui_thread_and_said_when_done(
    open_desk, paths, qtbot, monkeypatch
):
    from floordesk.store import backups

    copy_to, copied_on = backups.backup_to, []

    def recording(connection, target, **options):
        copied_on.append(threading.current_thread())
        copy_to(connection, target, **options)

    monkeypatch.setattr(backups, "backup_to", recording)
    desk = open_desk()
    desk.store.staff.create_first_administrator("Ana Admin", "2468")
    # The first write into the log takes the first automatic backup, beside the database, on a thread of its own.
    status = desk.window.statusBar()
    qtbot.waitUntil(lambda: status.currentMessage().startswith("Automatic backup of the log taken: "))
    [backup] = desk.store.backups.list()
    assert (backup.path.parent, backup.reason) == (paths.database.parent / "backups", "automatic")
    assert status.currentMessage().endswith(backup.path.name)
    assert copied_on != [threading.main_thread()]
    assert len(copied_on) == 1


@pytest.mark.slow
def test_a_damaged_log_gives_the_cannot_start_message(paths):
    paths.database.write_bytes(b"this is not a database at all, just some bytes" * 100)
    code, text, informative = start_that_fails(paths)
    assert code == EXIT_STARTUP_FAILED
    assert text == "FloorDesk cannot open its data."
    assert "damaged" in informative


@pytest.mark.slow
def test_the_first_frame_is_the_windows_shell_and_the_rest_follows_at_once(paths):
    """The start-up benchmark's first clock stops at this frame: the window's shell (title, colours, no menus yet)
    and the sign-in form over it, before the log is opened; its second once the window is built and painted."""
    code = f"""
from PySide6.QtWidgets import QApplication
from floordesk.gui.app import run_gui
from floordesk.gui.main_window import MainWindow
frames = []
def seen():
    [window] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    shown = sorted(type(w).__name__ for w in QApplication.topLevelWidgets() if w.isVisible())
    forms = [id(w) for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    frames.append((shown, window.windowTitle(), len(window.menuBar().actions()), forms))
code = run_gui({str(paths.data_dir)!r}, quit_after_show=True, first_frame=seen, ready=seen)
print(code, [frame[:3] for frame in frames], frames[0][3] == frames[1][3])
"""
    done = run_offscreen(code)
    # A new laptop (no log yet): the first administrator's form from the first frame on, the same one once the
    # window is built (the sign-in form no longer gives way to it a moment later).
    shell = (["FirstAdministratorForm", "MainWindow"], "FloorDesk", 0)
    built = (["FirstAdministratorForm", "MainWindow"], "FloorDesk — Demo Event: No-Limit Hold'em", 9)
    assert done.stdout.strip() == f"0 {[shell, built]} True", done.stderr


@pytest.mark.slow
def test_a_pin_typed_before_the_rest_is_built_reaches_the_sign_in_form_which_then_signs_in(paths):
    """The keys arrive at the first frame's form while the log is opened and the window built; the form, given its
    names then (and the focus ring, which follows the focus from then on), signs in through the session built with
    the log."""
    from floordesk.store.log import IncidentStore

    store = IncidentStore.open(paths.database)
    store.staff.create_first_administrator("Ana Admin", "2468")
    store.close()
    code = f"""
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from floordesk.gui.app import run_gui
from floordesk.gui.dialogs.sign_in import SignInForm
from floordesk.gui.main_window import MainWindow
seen = []
def form():
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, SignInForm) and w.isVisible())
def type_pin():
    for digit in "2468":
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            key = QKeyEvent(kind, getattr(Qt.Key, "Key_" + digit), Qt.KeyboardModifier.NoModifier, digit)
            QCoreApplication.postEvent(form().windowHandle(), key)
    seen.append((form().names.count(), form().pin.text()))
def sign_in():
    signing = form()
    [ring] = [w for w in QApplication.allWidgets() if type(w).__name__ == "FocusFrame"]
    seen.append((signing.names.count(), signing.pin.text(), ring.widget() is signing.pin))
    signing.names.setCurrentRow(0)
    signing.accept()
    [window] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    seen.append(window.staff_controls.status.label.text())
code = run_gui({str(paths.data_dir)!r}, quit_after_show=True, first_frame=type_pin, ready=sign_in)
print(code, seen)
"""
    done = run_offscreen(code)
    assert done.stdout.strip() == "0 [(0, ''), (1, '2468', True), 'Ana Admin (Administrator)']", done.stderr


@pytest.mark.slow
def test_a_log_of_an_older_schema_changed_outside_floordesk_is_brought_up_to_date_then_the_window_says_so(paths):
    """The first start after an update migrates the log before the window's own opening (off the GUI thread, see
    test_log_preparation), then fills the window from it and warns that its schema had been changed."""
    older = schema_version() - 1
    shutil.copy(FILES / f"schema-v{older}.sqlite3", paths.database)
    with sqlite3.connect(paths.database) as before:
        before.execute("DROP TRIGGER chain_entries_append_only_d")
    before.close()
    code = f"""
from PySide6.QtWidgets import QApplication, QMessageBox
from floordesk.gui.app import run_gui
from floordesk.gui.main_window import MainWindow
seen = []
def ready():
    [window] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    boxes = [w.text() for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    seen.append((len(window.menuBar().actions()) > 0, boxes))
code = run_gui({str(paths.data_dir)!r}, quit_after_show=True, ready=ready)
print(repr((code, seen)))
"""
    done = run_offscreen(code)
    code, [(filled, boxes)] = ast.literal_eval(done.stdout.strip())
    assert (code, filled) == (0, True), done.stderr
    [warning] = boxes
    assert "found that 1 part of the log's structure differed" in warning
    [copy] = [kept.name for kept in (paths.database.parent / "backups").iterdir() if "before-schema" in kept.name]
    assert copy in warning
    with sqlite3.connect(paths.database) as after:
        assert after.execute("PRAGMA user_version").fetchone()[0] == schema_version()
    after.close()


@pytest.mark.slow
def test_the_first_frame_loads_nothing_it_does_not_draw(paths):
    """Issue 28: the first frame, the window's shell and the sign-in form, pays for none of the log, the rules or
    the tables: they are loaded right after it. Nor does the window built then load what it does not show:
    cryptography waits for the first signature made or checked (this laptop's key, already beside the log, is read
    but not used), hashing (OpenSSL) for the first record written or PIN checked, the server's driver for a server;
    the hand ranking, rule 52's penalties, the wizards, the reports and the log window for their first use (the side
    panel's preview of the next hand needs the dead button's rule), retranslating the window for a language switch."""
    from floordesk.store.signing import DeviceKey

    paths.create()
    DeviceKey.beside(paths.database)  # a laptop that has signed before: its key is read at start
    unused = (
        "cryptography", "psycopg", "pokerkit", "floordesk.gui.wizards.wizard", "floordesk.reports",
        "floordesk.gui.log_window", "floordesk.store.exchange", "floordesk.store.verify", "floordesk.store.search",
        "floordesk.core.rules.penalties", "socket", "uuid", "secrets", "hashlib", "floordesk.gui.retranslation",
    )  # fmt: skip
    built_after = (
        "floordesk.store", "floordesk.core.ruling", "floordesk.core.event", "floordesk.core.table",
        "floordesk.service", "sqlite3", "floordesk.gui.table_view",
        "floordesk.gui.status_bar", "floordesk.gui.staff_session", "floordesk.core.rules.dead_button", "html",
    )  # fmt: skip
    # Nor the Qt classes of the menus, the tabs and the wizards (PySide6 makes a class, and its enums, on first use).
    qt_built_after = ("QMenu", "QActionGroup", "QTabBar", "QComboBox", "QGroupBox", "QWizardPage")
    code = (
        "import sys; from floordesk.gui.app import run_gui; loaded = []; "
        "found = lambda names: sorted({m for m in sys.modules for d in names if m == d or m.startswith(d + '.')}); "
        "made = lambda names: sorted(n for n in names for m in ('QtGui', 'QtWidgets') "
        "if n in vars(sys.modules['PySide6.' + m])); "
        f"first = lambda: loaded.append(found({unused + built_after!r}) + made({qt_built_after!r})); "
        f"ready = lambda: loaded.append(found({unused!r})); "
        f"code = run_gui({str(paths.data_dir)!r}, quit_after_show=True, first_frame=first, ready=ready); "
        "print(code, loaded)"
    )
    done = run_offscreen(code)
    assert done.stdout.strip() == "0 [[], []]", done.stderr


def test_start_up_reads_no_headless_source_and_keeps_none_it_read(paths):
    """Issue 28 (memory at the first frame): PySide6's import hook reads the source of a module an import names, to
    look for "PySide6"; FloorDesk's headless modules, loaded before it, are marked as none of its business, and
    what it read of the window's own modules is not kept once they are loaded."""
    code = (
        "import linecache, sys; import floordesk.gui.app; "
        "print(sorted(f for f in linecache.cache if '/floordesk/' in f and '/gui/' not in f)); "
        "from floordesk.gui.app import run_gui; kept = []; "
        f"code = run_gui({str(paths.data_dir)!r}, quit_after_show=True, "
        "first_frame=lambda: kept.extend(linecache.cache)); "
        "print(code, kept)"
    )
    done = run_offscreen(code)
    assert done.stdout.splitlines() == ["[]", "0 []"], done.stderr


def run_offscreen(code: str) -> subprocess.CompletedProcess[str]:
    """`code` run by a new Python, offscreen (a start of its own, as a user's is)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)


def test_a_change_is_saved_off_the_gui_thread_and_closing_the_window_waits_for_it(open_desk, paths):
    desk = open_desk()
    before = desk.window.model.current_event
    lock = WriteLock(paths.database)  # the save waits for it; the change does not
    desk.window.operations.set_absent("Table 1", 1, True)
    assert saved_event(paths.database) == before
    lock.release_after(0.3)
    desk.close()
    saved = saved_event(paths.database)
    assert saved == desk.window.model.current_event
    assert saved.session("Table 1").occupant(1).status is SeatStatus.ABSENT
