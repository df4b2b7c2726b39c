"""Speed of Window > Language: from the click on a language to the window painted in it.

The window is composed on a new data folder (the demo table, nobody signed in) and shown. Each round is a pair,
alternating: a switch to the next language (German, Spanish, French, Brazilian Portuguese, English, in turn: what
the menu's action runs, `Languages.switch`, then the event loop's turn that paints), and the baseline, the same walk
over the same widgets with nothing looked up (every text the switch reads put back as it is, each widget marked for
repainting, the same turn of the event loop). The ratio says what finding each text's translation costs beyond
touching it. Wall and CPU medians are printed with the load. Decided target (no issue names one): under 100 ms, a
click answered at once.

    uv run pytest benchmarks/bench_language.py --benchmark-enable -s
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt starts: the benchmark needs no screen

from paired import alternating_pairs, medians
from PySide6.QtWidgets import QApplication, QMenu

from floordesk.app_paths import AppPaths
from floordesk.gui.app import compose
from floordesk.gui.retranslation import retranslate_with

TARGET_S = 0.100
PAIRS = 40
LANGUAGES = ["Deutsch", "Español", "Français", "Português (Brasil)", "English"]


def test_bench_switching_the_language_against_a_bare_walk(qapp: QApplication, tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path / "data")
    paths.create()
    desk = compose(qapp, paths)
    desk.window.show()
    qapp.processEvents()
    actions = {action.text(): action for action in desk.window.findChild(QMenu, "LanguageMenu").actions()}
    languages = itertools.cycle(LANGUAGES)

    def switch() -> None:
        actions[next(languages)].trigger()
        qapp.processEvents()

    def bare_walk() -> None:
        retranslate_with(QApplication.topLevelWidgets(), lambda text: text)
        for widget in QApplication.allWidgets():
            widget.update()
        qapp.processEvents()

    try:
        for _ in LANGUAGES:  # each language's catalogue read once, as a user's first switch to it reads it
            switch()
        switches, walks = alternating_pairs(switch, bare_walk, PAIRS)
        assert desk.window.menuBar().actions()[0].text() != ""
    finally:
        desk.close()
    (switch_wall, switch_cpu), (walk_wall, walk_cpu) = medians(switches), medians(walks)
    print(
        f"\nlanguage switch {switch_wall * 1000:.1f} ms wall, {switch_cpu * 1000:.1f} ms CPU, against the bare walk "
        f"{walk_wall * 1000:.1f} ms wall, {walk_cpu * 1000:.1f} ms CPU (medians of {PAIRS} alternating pairs, load "
        f"{os.getloadavg()[0]:.1f}): {switch_wall / walk_wall:.2f}x wall, {switch_cpu / walk_cpu:.2f}x CPU"
    )
    assert switch_wall < TARGET_S
