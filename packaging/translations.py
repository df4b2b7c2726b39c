"""FloorDesk's translation catalogues: `update` extracts the marked texts into the .ts files (pyside6-lupdate),
`release` compiles them into the .qm files the window and the Qt-free code load (pyside6-lrelease).

    uv run python packaging/translations.py update    # after marking texts; then translate the .ts files
    uv run python packaging/translations.py release   # after translating; commit both

The .qm files are committed beside the .ts files, so a source checkout, the wheel, the bundle and the .deb
all carry them without a build step; tests/test_translations.py fails when a .qm is older than its .ts.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("en", "es", "fr", "pt_BR", "de")  # floordesk.i18n.LANGUAGES, without importing the package
# English is the sources' language: its catalogue holds only the plural forms ("1 chip", "5 chips").
PLURALS_ONLY = ("en",)
# floordesk.i18n.noop marks a text where it is defined, as Qt's QT_TRANSLATE_NOOP does; floordesk.i18n.numerus
# marks a counted one (read as a translate call with its count).
LUPDATE_OPTIONS = (
    "-extensions",
    "py",
    "-locations",
    "none",
    "-no-obsolete",
    "-tr-function-alias",
    "QT_TRANSLATE_NOOP+=noop",
    "-tr-function-alias",
    "translate+=numerus",
)


def ts_file(language: str) -> Path:
    return FOLDER / f"floordesk_{language}.ts"


def qm_file(language: str) -> Path:
    return FOLDER / f"floordesk_{language}.qm"


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        raise SystemExit(f"{name} not found: run this with `uv run` (it comes with PySide6)")
    return found


def update() -> None:
    for language in LANGUAGES:
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *LUPDATE_OPTIONS,
                *(["-pluralonly"] if language in PLURALS_ONLY else []),
                str(ROOT / "floordesk"),
                "-ts",
                str(ts_file(language)),
            ],
            check=True,
        )


def release(folder: Path = FOLDER) -> list[Path]:
    """Compile every .ts into `folder`; returns the .qm files."""
    written = []
    for language in LANGUAGES:
        target = folder / qm_file(language).name
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file(language)), "-qm", str(target)], check=True)
        written.append(target)
    return written


if __name__ == "__main__":
    {"update": update, "release": release}[sys.argv[1]]()
