"""Start-up benchmark: FloorDesk's first painted frame against a bare PySide6 window's.

Run it with `uv run python benchmarks/bench_startup.py [--runs N]`. It is a
plain script, not a pytest file: each sample is a whole new process.

The clock starts when this script spawns the process (the user's double-click)
and stops once the window's first frame has been painted: its first paint event
and the rest of that painting pass, read on the system's monotonic clock by the
child. FloorDesk starts as it always does (`run_gui`): the first frame is the
signed-out window's shell (`open_shell`: title, size, the theme's colours),
painted before the log is opened and the rest is built. So that nobody takes that
frame for the whole start, a second clock stops once the window is fully built
and painted (`run_gui`'s `ready`: the log open, the tables, menus, status bar,
side panel and the sign-in form built, `finish_start` done; only the wizards'
idle preload, a second later, is not waited for). Memory is the process's peak
resident size at each of those frames, beside the CPU time it had used by then
(on a machine shared with other work, the wall clock includes the waits for a core). The FloorDesk process loads nothing
before FloorDesk's own modules (PySide6 comes after its headless ones, as in
`floordesk`); the bare ones load the first-frame watcher's Qt classes first.

In one run, interleaved so that machine noise hits both alike, it starts N
times each (offscreen, on a log already created by an untimed first start):
  (a) a bare QApplication + QMainWindow, shown;
  (b) FloorDesk (the command line's parsing, then `run_gui`);
  (c) FloorDesk in German (`--lang de`: its catalogue and Qt's own installed, the window in German);
and prints the medians and their ratios (targets: the first frame within 1.5x, the
memory then within 1.4x; the fully built window's ratios are printed beside them,
with no target). Two reference rows show how much of the difference is
Qt's own cost: the bare window touching `Qt`'s enums, and the bare window
touching every Qt class that FloorDesk's start has created by its first frame
and showing a line of text (the classes are listed by a FloorDesk start in this
run, not written down here).
With `--log FILE` (repeatable: bench_store's kept logs of 100,000 and 1,000,000 incidents, say) FloorDesk
also starts, in the same rotation, on a copy of each of those logs (its key beside it), so its first frame,
its memory then and its fully built window are seen against the log's size (target: flat).
It also times, in fresh processes, the import of the core modules a ruling
needs (`floordesk.core.ruling`, `floordesk.core.rules.showdown`) and reports
whether they loaded any Qt module (they must not).
The children may write `__pycache__` (as Python does on a user's machine),
even where PYTHONDONTWRITEBYTECODE is set for this process.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FRAME_RATIO_TARGET = 1.5
MEMORY_RATIO_TARGET = 1.4
CORE_MODULES = ("floordesk.core.ruling", "floordesk.core.rules.showdown")

# Prints "frame", the monotonic time, the peak resident KiB and the process's CPU seconds so far (FloorDesk's
# `run_gui` calls it at its first frame and once the window is fully built).
REPORT = """
import resource, time


def report():
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print("frame", time.monotonic(), peak_kib, time.process_time(), flush=True)
"""

# Reports once the shown bare window's first frame is painted. Only the bare programs load it: FloorDesk's start
# imports its own modules before PySide6, as `floordesk` does (see floordesk.gui), not after this module's.
FIRST_FRAME = (
    REPORT
    + """
from PySide6.QtCore import QEvent, QObject, QTimer


class FirstFrame(QObject):
    def __init__(self, window, then):
        super().__init__(window)
        self.window, self.then = window, then

    def eventFilter(self, watched, event):
        if watched is self.window and event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self.painted)  # the children paint in the same pass
        return False

    def painted(self):
        report()
        self.then()
"""
)

BARE_QT_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.installEventFilter(FirstFrame(window, app.quit))
window.show()
sys.exit(app.exec())
"""

# The bare window plus the first touch of Qt's own namespace, which makes PySide6
# build the Python enums of all of `Qt` (alignment, keys, pens...). Any window
# that draws aligned text pays this once; the bare window never does. Shown as a
# reference row only: the target is measured against the bare window.
BARE_QT_WINDOW_WITH_QT_ENUMS = BARE_QT_WINDOW.replace(
    "window = QMainWindow()", "from PySide6.QtCore import Qt\nQt.AlignmentFlag.AlignCenter\nwindow = QMainWindow()"
)

assert BARE_QT_WINDOW_WITH_QT_ENUMS != BARE_QT_WINDOW, "the reference program must touch Qt's enums"

# FloorDesk as `floordesk --data-dir DIR` starts it (cli.main: parse, collector off, run_gui), reporting its
# first frame and its fully built one; with a second argument it also prints, at its first frame, "module class"
# for every Qt class that exists by then (PySide6 creates a class, and its enums, on first use).
FLOORDESK = """
import gc, sys
from floordesk.cli.main import build_parser
arguments = ["--data-dir", sys.argv[1], "--quit-after-show"]
build_parser(arguments).parse_args(arguments)
gc.disable()
from floordesk.gui.app import run_gui


def first_frame():
    report()
    if len(sys.argv) > 2:
        import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets
        for module in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets):
            for name, value in vars(module).items():
                if isinstance(value, type):
                    print(module.__name__, name)


sys.exit(run_gui(sys.argv[1], quit_after_show=True, first_frame=first_frame, ready=report))
"""

# FloorDesk in German (the longest texts), its catalogues and Qt's loaded: the translations' cost at start.
FLOORDESK_TRANSLATED = FLOORDESK.replace("ready=report)", 'ready=report, language="de")')
assert FLOORDESK_TRANSLATED != FLOORDESK, "the translated start must ask for German"

# The bare window, after touching the Qt classes given one per line in argv[1], showing a line of
# text (which loads the font database, as any window with text does).
BARE_QT_WINDOW_WITH_CLASSES = """
import importlib
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
for line in sys.argv[1].splitlines():
    module, name = line.split()
    getattr(importlib.import_module(module), name)
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Table 1"))
window.installEventFilter(FirstFrame(window, app.quit))
window.show()
sys.exit(app.exec())
"""

# Prints the import time in ms of the module in argv[1] and the Qt modules the import loaded.
CORE_IMPORT = """
import importlib, sys, time
start = time.perf_counter()
importlib.import_module(sys.argv[1])
elapsed = (time.perf_counter() - start) * 1000
qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(elapsed, ",".join(qt))
"""


Frame = tuple[float, float, float]
"""ms from the spawn to a frame, the peak MiB then, and the CPU ms the process had used by then"""


def painted_frames(command: list[str], env: dict[str, str]) -> tuple[list[Frame], str]:
    """Each frame `command` reported (see Frame), and the rest of its output."""
    spawned = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode != 0 or "Traceback" in done.stderr:
        raise SystemExit(f"{' '.join(command[:3])} failed (exit {done.returncode}):\n{done.stderr}")
    frames, rest = [], []
    for line in done.stdout.splitlines():
        words = line.split()
        if words[:1] == ["frame"]:
            frames.append(((float(words[1]) - spawned) * 1000, float(words[2]) / 1024, float(words[3]) * 1000))
        else:
            rest.append(line)
    return frames, "\n".join(rest)


def program(source: str, *arguments: str, prelude: str = FIRST_FRAME) -> list[str]:
    return [sys.executable, "-c", prelude + source, *arguments]


def floordesk_qt_classes(env: dict[str, str], data_dir: Path) -> str:
    """The Qt classes ("module name" lines) that exist once FloorDesk's first frame has been painted (its shell's).

    Being FloorDesk's first start on `data_dir`, it also creates the log (later starts are the everyday case).
    """
    classes = painted_frames(program(FLOORDESK, str(data_dir), "list the classes", prelude=REPORT), env)[1]
    if "Qt" not in classes.split():
        raise SystemExit(f"FloorDesk's start listed no Qt classes:\n{classes}")
    return classes


def with_log(log: Path, data_dir: Path) -> str:
    """A copy of `log` and its key as the log of a new data folder `data_dir`; the name of its row: its size."""
    from floordesk.app_paths import AppPaths
    from floordesk.store.signing import key_path

    database = AppPaths.under(data_dir).database
    data_dir.mkdir()
    shutil.copyfile(log, database)
    shutil.copyfile(key_path(log), key_path(database))
    with sqlite3.connect(database) as connection:
        (incidents,) = connection.execute("SELECT count(*) FROM incidents").fetchone()
    connection.close()
    return f"floordesk {incidents:,}"


def compare_start(
    runs: int, env: dict[str, str], data_dir: Path, qt_classes: str, logs: dict[str, Path]
) -> dict[str, list[Frame]]:
    """The first frame (see Frame) per start of each program, keyed by name, and FloorDesk's fully built
    frame's as "floordesk built" and "floordesk-de built" (and "NAME built" for each of `logs`, FloorDesk started
    on the data folder given by name); the order rotates every run."""
    programs = {
        "bare": program(BARE_QT_WINDOW),
        "bare+enums": program(BARE_QT_WINDOW_WITH_QT_ENUMS),
        "bare+classes": program(BARE_QT_WINDOW_WITH_CLASSES, qt_classes),
        "floordesk": program(FLOORDESK, str(data_dir), prelude=REPORT),
        "floordesk-de": program(FLOORDESK_TRANSLATED, str(data_dir), prelude=REPORT),
    }
    programs.update({name: program(FLOORDESK, str(folder), prelude=REPORT) for name, folder in logs.items()})
    for command in programs.values():  # one untimed start of each: warms the file cache
        painted_frames(command, env)
    samples: dict[str, list[Frame]] = {name: [] for name in programs}
    names = list(programs)
    for index in range(runs):
        # Rotate which goes first, so none always runs on a warmer machine.
        for name in names[index % len(names) :] + names[: index % len(names)]:
            frames = painted_frames(programs[name], env)[0]
            samples[name].append(frames[0])
            if len(frames) > 1:
                samples.setdefault(f"{name} built", []).append(frames[-1])
    return samples


def core_import(module: str, runs: int, env: dict[str, str]) -> tuple[list[float], set[str]]:
    times: list[float] = []
    qt_modules: set[str] = set()
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", CORE_IMPORT, module], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
        times.append(float(out[0]))
        qt_modules.update(out[1].split(",") if len(out) > 1 else [])
    return times, qt_modules


def describe(ms: list[float]) -> str:
    return f"median {statistics.median(ms):7.1f} ms   (min {min(ms):.1f}, max {max(ms):.1f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="starts of each program (default 15)")
    parser.add_argument(
        "--log", type=Path, action="append", default=[], help="also start on a copy of this log (repeatable)"
    )
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # Let Python cache bytecode as it does on a user's machine; without the
    # cache every FloorDesk start would recompile its modules.
    env.pop("PYTHONDONTWRITEBYTECODE", None)

    with tempfile.TemporaryDirectory(prefix="floordesk-bench-") as data_dir:
        qt_classes = floordesk_qt_classes(env, Path(data_dir))
        logs = {}
        for number, log in enumerate(args.log):
            folder = Path(data_dir) / f"given-{number}"
            logs[with_log(log, folder)] = folder
        samples = compare_start(args.runs, env, Path(data_dir), qt_classes, logs)
    frames = {name: [frame for frame, _, _ in runs] for name, runs in samples.items()}
    memory = {name: [peak for _, peak, _ in runs] for name, runs in samples.items()}
    cpu = {name: [used for _, _, used in runs] for name, runs in samples.items()}
    bare, floordesk = frames["bare"], frames["floordesk"]
    ratio = statistics.median(floordesk) / statistics.median(bare)
    paired = statistics.median(f / b for f, b in zip(floordesk, bare, strict=True))
    print(f"start to the first painted frame, {args.runs} runs each, interleaved, platform {env['QT_QPA_PLATFORM']}")
    print(f"  bare PySide6 window  {describe(bare)}")
    print(f"  FloorDesk, signed out {describe(floordesk)}")
    reference = statistics.median(frames["bare+enums"]) / statistics.median(bare)
    print(f"  (reference: bare window touching Qt's enums {describe(frames['bare+enums'])}, {reference:.2f}x bare)")
    floor = statistics.median(frames["bare+classes"]) / statistics.median(bare)
    print(
        f"  (reference: bare window touching the {len(qt_classes.splitlines())} Qt classes FloorDesk's first frame"
        f" creates, with a line of text {describe(frames['bare+classes'])}, {floor:.2f}x bare)"
    )
    verdict = "met" if ratio <= FRAME_RATIO_TARGET else "MISSED"
    print(f"  ratio of medians     {ratio:.2f}  (target <= {FRAME_RATIO_TARGET}: {verdict})")
    print(f"  median paired ratio  {paired:.2f}")
    translated = statistics.median(frames["floordesk-de"]) / statistics.median(bare)
    verdict = "met" if translated <= FRAME_RATIO_TARGET else "MISSED"
    print(f"  FloorDesk in German  {describe(frames['floordesk-de'])}")
    print(f"  ratio, translations loaded {translated:.2f}  (target <= {FRAME_RATIO_TARGET}: {verdict})")
    bare_mib, floordesk_mib = statistics.median(memory["bare"]), statistics.median(memory["floordesk"])
    memory_ratio = floordesk_mib / bare_mib
    verdict = "met" if memory_ratio <= MEMORY_RATIO_TARGET else "MISSED"
    print(
        f"  peak memory at the first frame: bare {bare_mib:.1f} MiB, FloorDesk {floordesk_mib:.1f} MiB, "
        f"ratio {memory_ratio:.2f} (target <= {MEMORY_RATIO_TARGET}: {verdict})"
    )
    # On a machine shared with other work the wall clock includes the waits for a core; the CPU used does not.
    bare_cpu, floordesk_cpu = statistics.median(cpu["bare"]), statistics.median(cpu["floordesk"])
    print(
        f"  CPU used by the first frame: bare {bare_cpu:.0f} ms, FloorDesk {floordesk_cpu:.0f} ms, "
        f"ratio {floordesk_cpu / bare_cpu:.2f} (German "
        f"{statistics.median(cpu['floordesk-de']) / bare_cpu:.2f})"
    )
    print("to the fully built window, painted (log open, tables, menus, side panel, sign-in form; no target):")
    for name, label in (("floordesk built", "FloorDesk"), ("floordesk-de built", "in German")):
        built = statistics.median(frames[name]) / statistics.median(bare)
        built_mib = statistics.median(memory[name])
        print(
            f"  {label:<20} {describe(frames[name])}, {built:.2f}x the bare window's first frame; "
            f"peak memory {built_mib:.1f} MiB, {built_mib / bare_mib:.2f}x; CPU "
            f"{statistics.median(cpu[name]):.0f} ms"
        )

    if logs:
        print("on a copy of a grown log, against the bare window (and against FloorDesk on its new log):")
    for name in logs:
        first, built = statistics.median(frames[name]), statistics.median(frames[f"{name} built"])
        first_mib, built_mib = statistics.median(memory[name]), statistics.median(memory[f"{name} built"])
        print(
            f"  {name} incidents: first frame {describe(frames[name])}, {first / statistics.median(bare):.2f}x "
            f"({first / statistics.median(floordesk):.2f}x), peak {first_mib:.1f} MiB, {first_mib / bare_mib:.2f}x "
            f"({first_mib / floordesk_mib:.2f}x); built {built:.1f} ms, {built / statistics.median(bare):.2f}x "
            f"({built / statistics.median(frames['floordesk built']):.2f}x), peak {built_mib:.1f} MiB, "
            f"{built_mib / bare_mib:.2f}x ({built_mib / statistics.median(memory['floordesk built']):.2f}x); CPU "
            f"first frame {statistics.median(cpu[name]) / bare_cpu:.2f}x "
            f"({statistics.median(cpu[name]) / statistics.median(cpu['floordesk']):.2f}x), built "
            f"{statistics.median(cpu[f'{name} built']) / statistics.median(cpu['floordesk built']):.2f}x"
        )

    for module in CORE_MODULES:
        import_ms, qt_modules = core_import(module, args.runs, env)
        print(f"import {module}, {args.runs} fresh processes: {describe(import_ms)}")
        print(f"  Qt modules loaded: {', '.join(sorted(qt_modules)) or 'none'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
