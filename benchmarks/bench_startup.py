"""Start-up benchmark: FloorDesk's first shown window against a bare PySide6 window.

Run it with `uv run python benchmarks/bench_startup.py [--runs N]`. It is a
plain script, not a pytest file: each sample is a whole new process.

In one run, interleaved so that machine noise hits both alike, it starts N
times each (offscreen):
  (a) a bare QApplication + QMainWindow, shown, then quit from the event loop;
  (b) `python -m floordesk --data-dir <tmp> --quit-after-show`, which quits the
      same way as soon as its main window has been shown;
and prints the medians and their ratio (target: FloorDesk within 1.3x).
Two reference rows show how much of the difference is Qt's own cost: the bare
window touching `Qt`'s enums, and the bare window touching every Qt class that
FloorDesk's start has created by its first show and showing a line of text
(the classes are listed by a FloorDesk start in this run, not written down here).
It also times `import floordesk.core` in fresh processes (target: under
50 ms) and reports whether that import loaded any Qt module (it must not).
The children may write `__pycache__` (as Python does on a user's machine),
even where PYTHONDONTWRITEBYTECODE is set for this process.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

START_RATIO_TARGET = 1.3
CORE_IMPORT_TARGET_MS = 50.0

BARE_QT_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.show()
QTimer.singleShot(0, app.quit)
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

# Starts FloorDesk to its first shown window in this process, then prints "module class" for
# every Qt class that exists by then (PySide6 creates a class, and its enums, on first use).
FLOORDESK_QT_CLASSES = """
import sys
from floordesk.cli.main import main
main(["--data-dir", sys.argv[1], "--quit-after-show"])
import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets
for module in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets):
    for name, value in vars(module).items():
        if isinstance(value, type):
            print(module.__name__, name)
"""

# The bare window, after touching the Qt classes given one per line in argv[1], showing a line of
# text (which loads the font database, as any window with text does).
BARE_QT_WINDOW_WITH_CLASSES = """
import importlib
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
for line in sys.argv[1].splitlines():
    module, name = line.split()
    getattr(importlib.import_module(module), name)
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Table 1"))
window.show()
QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
"""

# Prints the import time in ms and the Qt modules the import loaded.
CORE_IMPORT = """
import sys, time
start = time.perf_counter()
import floordesk.core
elapsed = (time.perf_counter() - start) * 1000
qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(elapsed, ",".join(qt))
"""


def timed_run(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning `command` to its exit; fails loudly if it did not exit cleanly."""
    start = time.perf_counter()
    done = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0 or "Traceback" in done.stderr:
        raise SystemExit(f"{' '.join(command)} failed (exit {done.returncode}):\n{done.stderr}")
    return elapsed


def floordesk_qt_classes(env: dict[str, str], data_dir: Path) -> str:
    """The Qt classes ("module name" lines) that exist once FloorDesk's window has first been shown."""
    done = subprocess.run(
        [sys.executable, "-c", FLOORDESK_QT_CLASSES, str(data_dir)], env=env, capture_output=True, text=True, check=True
    )
    if "Qt" not in done.stdout.split():
        raise SystemExit(f"FloorDesk's start listed no Qt classes:\n{done.stdout}{done.stderr}")
    return done.stdout


def compare_start(runs: int, env: dict[str, str], data_dir: Path, qt_classes: str) -> dict[str, list[float]]:
    """Seconds per start of each program, keyed by name; the order of programs rotates every run."""
    programs = {
        "bare": [sys.executable, "-c", BARE_QT_WINDOW],
        "bare+enums": [sys.executable, "-c", BARE_QT_WINDOW_WITH_QT_ENUMS],
        "bare+classes": [sys.executable, "-c", BARE_QT_WINDOW_WITH_CLASSES, qt_classes],
        "floordesk": [sys.executable, "-m", "floordesk", "--data-dir", str(data_dir), "--quit-after-show"],
    }
    # One untimed start of each: warms the file cache, and FloorDesk's first
    # launch creates its database (later starts are the everyday case).
    for command in programs.values():
        timed_run(command, env)
    times: dict[str, list[float]] = {name: [] for name in programs}
    names = list(programs)
    for index in range(runs):
        # Rotate which goes first, so none always runs on a warmer machine.
        for name in names[index % len(names) :] + names[: index % len(names)]:
            times[name].append(timed_run(programs[name], env))
    return times


def core_import(runs: int, env: dict[str, str]) -> tuple[list[float], set[str]]:
    times: list[float] = []
    qt_modules: set[str] = set()
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", CORE_IMPORT], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
        times.append(float(out[0]))
        qt_modules.update(out[1].split(",") if len(out) > 1 else [])
    return times, qt_modules


def describe(times_s: list[float]) -> str:
    ms = [t * 1000 for t in times_s]
    return f"median {statistics.median(ms):7.1f} ms   (min {min(ms):.1f}, max {max(ms):.1f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="starts of each program (default 15)")
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # Let Python cache bytecode as it does on a user's machine; without the
    # cache every FloorDesk start would recompile its modules.
    env.pop("PYTHONDONTWRITEBYTECODE", None)

    with tempfile.TemporaryDirectory(prefix="floordesk-bench-") as data_dir:
        qt_classes = floordesk_qt_classes(env, Path(data_dir))
        times = compare_start(args.runs, env, Path(data_dir), qt_classes)
    bare, floordesk = times["bare"], times["floordesk"]
    ratio = statistics.median(floordesk) / statistics.median(bare)
    paired = statistics.median(f / b for f, b in zip(floordesk, bare, strict=True))
    print(f"start-up, {args.runs} runs each, interleaved, platform {env['QT_QPA_PLATFORM']}")
    print(f"  bare PySide6 window  {describe(bare)}")
    print(f"  FloorDesk window     {describe(floordesk)}")
    reference = statistics.median(times["bare+enums"]) / statistics.median(bare)
    print(f"  (reference: bare window touching Qt's enums {describe(times['bare+enums'])}, {reference:.2f}x bare)")
    floor = statistics.median(times["bare+classes"]) / statistics.median(bare)
    print(
        f"  (reference: bare window touching the {len(qt_classes.splitlines())} Qt classes FloorDesk's start creates,"
        f" with a line of text {describe(times['bare+classes'])}, {floor:.2f}x bare)"
    )
    verdict = "met" if ratio <= START_RATIO_TARGET else "MISSED"
    print(f"  ratio of medians     {ratio:.2f}  (target <= {START_RATIO_TARGET}: {verdict})")
    print(f"  median paired ratio  {paired:.2f}")

    import_ms, qt_modules = core_import(args.runs, env)
    median_ms = statistics.median(import_ms)
    verdict = "met" if median_ms < CORE_IMPORT_TARGET_MS else "MISSED"
    print(f"import floordesk.core, {args.runs} fresh processes")
    print(f"  median {median_ms:.1f} ms (min {min(import_ms):.1f}; target < {CORE_IMPORT_TARGET_MS:.0f} ms: {verdict})")
    print(f"  Qt modules loaded: {', '.join(sorted(qt_modules)) or 'none'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
