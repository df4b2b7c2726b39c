"""Finding FloorDesk's resource files (icons, style sheets, rule texts). No Qt here.

The repository keeps them in a top-level `resources/` folder; the wheel ships
that folder inside the package as `floordesk/resources/`, and a PyInstaller
bundle carries it as `floordesk/resources/` under its unpack folder. The
lookup is always relative to the code, never to the current directory, so
FloorDesk finds its files wherever it is started from.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

# Where a frozen bundle and the wheel keep the folder, relative to their root.
PACKAGED_FOLDER = ("floordesk", "resources")
RULE_NUMBERS = range(44, 53)


class MissingResourceError(FileNotFoundError):
    """A resource file FloorDesk ships is not where it should be (a broken install)."""


@cache
def resource_root() -> Path:
    """The folder that holds `icons/`, `styles/` and `rules/`."""
    for candidate in _candidates():
        if candidate.is_dir():
            return candidate
    tried = ", ".join(str(c) for c in _candidates())
    raise MissingResourceError(f"FloorDesk's resource folder is missing (looked in: {tried}); reinstall FloorDesk")


def _candidates() -> list[Path]:
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        candidates.append(Path(bundle).joinpath(*PACKAGED_FOLDER))
    package = Path(__file__).resolve().parent
    # An installed wheel: the folder sits inside the package. This is
    # `importlib.resources.files("floordesk") / "resources"` (wheels install
    # unzipped, so that is a plain folder), without loading importlib's resource
    # readers, which would cost start-up several milliseconds.
    candidates.append(package / PACKAGED_FOLDER[1])
    # A source checkout or editable install: next to the package folder.
    candidates.append(package.parent / "resources")
    return candidates


def resource_path(*parts: str) -> Path:
    """The path of one resource file, e.g. `resource_path("styles", "dark.qss")`."""
    path = resource_root().joinpath(*parts)
    if not path.is_file():
        raise MissingResourceError(f"FloorDesk's resource file {'/'.join(parts)} is missing; reinstall FloorDesk")
    return path


def read_text(*parts: str) -> str:
    return resource_path(*parts).read_text(encoding="utf-8")


def rule_text(number: int) -> str:
    """The text FloorDesk quotes for a rule of Section VI (52 is a reconstruction note)."""
    if number not in RULE_NUMBERS:
        raise ValueError(f"FloorDesk quotes rules {RULE_NUMBERS.start}-{RULE_NUMBERS.stop - 1}, not {number}")
    return read_text("rules", f"rule-{number}.txt").strip()


def rule_translation(number: int, language: str) -> str | None:
    """FloorDesk's translation of a rule's text into `language` (`rules/<language>/`), None if it has none.

    The English text (`rule_text`) is the authority; a translation is only ever shown beside it.
    """
    rule_text(number)  # the same rules, and the same error for another
    path = resource_root() / "rules" / language / f"rule-{number}.txt"
    return path.read_text(encoding="utf-8").strip() if path.is_file() else None
