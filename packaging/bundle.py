"""What goes into FloorDesk's PyInstaller bundle, what is left out, and what it may weigh.

Read by floordesk.spec, the tests and benchmarks/bench_packaging.py; build-linux.sh
runs it to check the built bundle and archive against their size targets.

FloorDesk uses four Qt modules (QtCore, QtGui, QtWidgets, QtPrintSupport) and
draws its icons from SVG files. Everything else PySide6 ships (QML, Quick,
networking, the Wayland, EGL and framebuffer platforms, SQL drivers, most
translations) is dropped, and CUPS is the system's: with cryptography and
psycopg in, the bundle stays under its 150 MB target. Paths in the bundle use
"/" on every OS: PyInstaller's destinations do.
"""

from __future__ import annotations

import fnmatch
import re
import struct
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "FloorDesk"
EXECUTABLE = "floordesk"
BUNDLE_IDENTIFIER = "org.floordesk.FloorDesk"
ENTRY_SCRIPT = ROOT / "packaging" / "launcher.py"

# Qt modules PyInstaller would otherwise follow from PySide6's own imports; FloorDesk imports none of them
# (a test names every Qt module FloorDesk imports).
EXCLUDED_MODULES = [
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickTest",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtDBus",
    "PySide6.QtUiTools",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtTest",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtSql",
    "PySide6.QtSvgWidgets",
    # Python's own modules nothing in FloorDesk reaches at run time. (multiprocessing is kept: a big import
    # checks records in a second process, floordesk.store.ahead; PyInstaller's run-time hook for it then
    # imports it and subprocess at every start.)
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
]


def excluded_modules(platform: str) -> list[str]:
    """EXCLUDED_MODULES, plus platformdirs' Windows module when building for another OS (`platform`:
    a `sys.platform` value): platformdirs imports it only on Windows, and its ctypes look-ups of
    Windows libraries would only fill the build's output with warnings."""
    return EXCLUDED_MODULES if platform == "win32" else [*EXCLUDED_MODULES, "platformdirs.windows"]


# Files the Qt hooks collect that FloorDesk never loads, as patterns on their path in the bundle.
# PySide6 keeps Qt under PySide6/Qt/ on Linux and macOS and directly under PySide6/ on Windows,
# and names a library libQt6X.so.6 or Qt6X.dll, a plugin libqx.so or qx.dll: the patterns fit both.
# Platforms kept: xcb (X11, and XWayland on Wayland desktops, which saves the Wayland client
# libraries), offscreen (the self-test, headless use) and minimal; windows and cocoa elsewhere.
_PLUGINS = "*/PySide6/*plugins/"
_LIBRARIES = "*/PySide6/*Qt6"
DROPPED_QT_FILES = [
    *(
        f"{_PLUGINS}platforms/*{name}*"
        for name in ("qeglfs", "qlinuxfb", "qminimalegl", "qvnc", "qvkkhrdisplay", "qwayland")
    ),
    *(
        f"{_PLUGINS}{folder}/*"
        for folder in (
            "wayland-*",
            "egldeviceintegrations",
            "generic",
            "networkinformation",
            "tls",
            "sqldrivers",
            "qmltooling",
            "qmllint",
            "designer",
            "vectorimageformats",
        )
    ),
    # GTK's theme plugin would pull the build machine's GTK into the bundle; the portal theme
    # still reports the desktop's light or dark scheme.
    f"{_PLUGINS}platformthemes/*qgtk3*",
    f"{_PLUGINS}platforminputcontexts/*qtvirtualkeyboard*",
    # Image formats FloorDesk never reads (it reads SVG; ICO and ICNS are read for the app icon).
    *(f"{_PLUGINS}imageformats/*{name}*" for name in ("qpdf", "qtiff", "qwebp", "qtga", "qwbmp")),
    *(
        f"{_LIBRARIES}{name}*"
        for name in ("Wayland", "WlShell", "EglFs", "EglFS", "Pdf", "Network", "Qml", "Quick", "VirtualKeyboard")
    ),
    # Qt's translations, but for its own texts (OK, Cancel) in the languages FloorDesk speaks: KEPT_QT_TRANSLATIONS.
    "*/PySide6/*translations/*",
]
KEPT_QT_TRANSLATIONS = tuple(
    f"*/PySide6/*translations/qtbase_{language}.qm" for language in ("es", "fr", "pt_BR", "de")
)
# FloorDesk's own files it never reads: the catalogues' sources (it loads the compiled .qm beside each).
DROPPED_RESOURCES = ["*/floordesk/resources/translations/*.ts"]

# Libraries the target system provides, as PyInstaller already takes glibc, libGL and libxcb from it:
# neither they nor what only they need go in. CUPS (the .deb depends on libcups2): left to
# PyInstaller, the print plugin would bring the build machine's CUPS and with it GnuTLS, Kerberos,
# Avahi, nettle and p11-kit, 9 MB. Without CUPS on the system the plugin does not load, and reports
# are still written as PDF (QPdfWriter needs no print plugin).
SYSTEM_LIBRARIES = [r"libcups\.so(\..*)?"]
_ELF_DYNAMIC_SECTION = 6
_ELF_NEEDED = 1


def system_library(name: str) -> bool:
    """Whether a library (its file name) is left for the target system to provide."""
    return any(re.fullmatch(pattern, name) for pattern in SYSTEM_LIBRARIES)


def needed_libraries(path: Path) -> list[str]:
    """The libraries a 64-bit little-endian ELF file asks the loader for by name (its DT_NEEDED entries).

    PyInstaller knows only what `ldd` lists, every library loaded with it, so it cannot tell what
    a library needs itself from what that library's own dependencies need.
    """
    data = path.read_bytes()
    if data[:6] != b"\x7fELF\x02\x01":
        return []
    (table,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    # (type, offset, size, link) of each section header
    sections = [struct.unpack_from("<4xI16xQQI", data, table + index * entry_size) for index in range(count)]
    for kind, offset, size, link in sections:
        if kind != _ELF_DYNAMIC_SECTION:
            continue
        strings = sections[link][1]
        names = []
        for tag, value in struct.iter_unpack("<qQ", data[offset : offset + size]):
            if tag == _ELF_NEEDED:
                start = strings + value
                names.append(data[start : data.index(b"\0", start)].decode())
        return names
    return []


def without_system_libraries(
    entries: list[tuple[str, str, str]], needed: Callable[[Path], list[str]] = needed_libraries
) -> list[tuple[str, str, str]]:
    """PyInstaller TOC entries less SYSTEM_LIBRARIES, the libraries only they need, and links to either.

    PyInstaller puts the libraries it collects as dependencies at the top of the bundle: only
    those are left out, and only when nothing that stays needs them.
    """
    loaded = {dest: needed(Path(source)) for dest, source, kind in entries if kind in ("BINARY", "EXTENSION")}
    top = {dest for dest in loaded if "/" not in dest}
    system = {dest for dest in top if system_library(dest)}

    def reached(start: set[str], through: set[str]) -> set[str]:
        """The top-level libraries `start` needs, directly or not, going on only through `through`."""
        found: set[str] = set()
        waiting = list(start)
        while waiting:
            for name in loaded[waiting.pop()]:
                if name in top and name not in found:
                    found.add(name)
                    if name in through:
                        waiting.append(name)
        return found

    brought = system | reached(system, top)
    still_needed = reached(set(loaded) - brought, top - system)
    left_out = (brought - still_needed) | system
    return [
        (dest, source, kind)
        for dest, source, kind in entries
        if dest not in left_out and not (kind == "SYMLINK" and source in left_out)
    ]


# The targets for the Linux build, checked by build-linux.sh and reported by benchmarks/bench_packaging.py.
UNPACKED_TARGET_MB = 150
ARCHIVE_TARGET_MB = 60
MB = 1_000_000


def unpacked_size(folder: Path) -> int:
    """Bytes of the regular files under `folder` (links count as nothing, as on disk they nearly do)."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def size_problems(folder: Path, archive: Path) -> list[str]:
    """What is over its target: the unpacked bundle `folder`, the `archive` of it. Empty when both are within."""
    problems = []
    unpacked_mb = unpacked_size(folder) / MB
    if unpacked_mb >= UNPACKED_TARGET_MB:
        problems.append(f"the unpacked bundle is {unpacked_mb:.1f} MB, over its {UNPACKED_TARGET_MB} MB target")
    archive_mb = archive.stat().st_size / MB
    if archive_mb >= ARCHIVE_TARGET_MB:
        problems.append(f"the archive {archive.name} is {archive_mb:.1f} MB, over its {ARCHIVE_TARGET_MB} MB target")
    return problems


# PyInstaller's run-time hook for PySide6, replaced by FloorDesk's own (see packaging/rthooks/).
REPLACED_RUNTIME_HOOK = "pyi_rth_pyside6"
RUNTIME_HOOK = ROOT / "packaging" / "rthooks" / "pyi_rth_floordesk_qt.py"


def datas() -> list[tuple[str, str]]:
    """(source, folder in the bundle) for every file FloorDesk reads at run time besides its code.

    The folders mirror an installed wheel, so the code finds them the same way:
    `floordesk/resources/` (see floordesk.resources) and the SQL migrations
    beside floordesk/store/database.py and floordesk/store/server/schema.py. pokerkit has no data files: its hand
    tables are built by its code at import.
    """
    return [
        (str(ROOT / "resources"), "floordesk/resources"),
        (str(ROOT / "floordesk" / "store" / "migrations" / "*.sql"), "floordesk/store/migrations"),
        (str(ROOT / "floordesk" / "store" / "server" / "migrations" / "*.sql"), "floordesk/store/server/migrations"),
    ]


def hidden_imports() -> list[str]:
    """Modules imported by a computed name (requests, wizard flows and pages): PyInstaller's scan cannot see them."""
    from floordesk.core.flows import flow_module, wizard_kinds
    from floordesk.core.ruling import RulingKind, request_module
    from floordesk.gui.wizards import WIZARDS, pages_module

    requests = [request_module(kind) for kind in RulingKind.computed()]
    return requests + [flow_module(kind) for kind in wizard_kinds()] + [pages_module(kind) for kind in WIZARDS]


def dropped(destination: str) -> bool:
    """Whether a collected file (its path in the bundle) is left out of the bundle."""
    path = "/" + destination.replace("\\", "/")
    if any(fnmatch.fnmatch(path, pattern) for pattern in KEPT_QT_TRANSLATIONS):
        return False
    return any(fnmatch.fnmatch(path, pattern) for pattern in (*DROPPED_QT_FILES, *DROPPED_RESOURCES))


def kept(entries: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """PyInstaller TOC entries (destination, source, kind) without the dropped files."""
    return [entry for entry in entries if not dropped(entry[0])]


def without_replaced_runtime_hook(scripts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The Analysis's scripts less PyInstaller's PySide6 run-time hook; fails if that hook is not there to replace."""
    names = [name for name, _, _ in scripts]
    if REPLACED_RUNTIME_HOOK not in names:
        raise RuntimeError(f"no {REPLACED_RUNTIME_HOOK} run-time hook among {names}: does {RUNTIME_HOOK} still fit?")
    return [entry for entry in scripts if entry[0] != REPLACED_RUNTIME_HOOK]


def qt_hook(hook_file: str) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """PyInstaller's own hook for a PySide6 module, less the files FloorDesk never loads.

    Filtering here, before PyInstaller looks for the libraries each file needs,
    also keeps out what only a dropped plugin needed (GTK for its theme plugin,
    the Wayland client libraries).
    """
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies  # type: ignore[import-untyped]

    hidden, binaries, data_files = add_qt6_dependencies(hook_file)

    def keep(entries: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return [(source, folder) for source, folder in entries if not dropped(f"{folder}/{Path(source).name}")]

    return hidden, keep(binaries), keep(data_files)


if __name__ == "__main__":
    # build-linux.sh: python packaging/bundle.py BUNDLE_FOLDER ARCHIVE fails (1) when either is over its target.
    found = size_problems(Path(sys.argv[1]), Path(sys.argv[2]))
    for problem in found:
        print(problem, file=sys.stderr)
    raise SystemExit(1 if found else 0)
