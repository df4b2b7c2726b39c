"""The standalone bundle's contents (packaging/bundle.py, read by packaging/floordesk.spec) and its icons.

The real build runs in CI (.ci/run: packaging/build-linux.sh, then the installed
package's self-test); these tests check the lists it is built from.
"""

from __future__ import annotations

import glob
import importlib.util
import struct
from pathlib import Path
from types import ModuleType

import pytest

import floordesk.resources as resources
from floordesk.core.flows import wizard_kinds
from floordesk.core.ruling import RulingKind
from floordesk.store.database import MIGRATIONS
from tests.test_architecture import _imported_modules

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """A module of packaging/ (a folder of scripts, not a package: `packaging` is also a PyPI project's name)."""
    spec = importlib.util.spec_from_file_location(f"floordesk_{name}", PACKAGING / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = load("bundle")
make_icons = load("make_icons")


def bundled_files() -> dict[str, Path]:
    """{path in the bundle: source file} for every data file the spec adds."""
    files = {}
    for source, folder in bundle.datas():
        for match in map(Path, glob.glob(source)):
            sources = [match] if match.is_file() else [p for p in match.rglob("*") if p.is_file()]
            for file in sources:
                inside = file.relative_to(match).as_posix() if match.is_dir() else file.name
                files[f"{folder}/{inside}"] = file
    return files


def test_every_resource_file_is_in_the_bundle_where_the_frozen_lookup_looks():
    repository = {p.relative_to(ROOT / "resources").as_posix() for p in (ROOT / "resources").rglob("*") if p.is_file()}
    assert repository
    folder = "/".join(resources.PACKAGED_FOLDER)
    kept = {path for path in bundled_files() if not bundle.dropped(path)}
    sources = {name for name in repository if name.endswith(".ts")}
    assert {f"{folder}/{name}" for name in repository - sources} <= kept
    assert f"{folder}/rules/rule-46.txt" in kept
    assert f"{folder}/translations/floordesk_de.qm" in kept


def test_the_catalogues_sources_stay_out_of_the_bundle_their_compiled_files_go_in():
    folder = "/".join(resources.PACKAGED_FOLDER)
    sources = [path for path in bundled_files() if path.endswith(".ts")]
    assert f"{folder}/translations/floordesk_de.ts" in sources
    assert all(bundle.dropped(path) for path in sources)


def test_every_migration_is_in_the_bundle_beside_the_store_module():
    migrations = sorted(MIGRATIONS.glob("*.sql"))
    assert migrations
    # Frozen, floordesk/store/database.py's __file__ is under the unpack folder, at its path in the package.
    folder = MIGRATIONS.relative_to(ROOT).as_posix()
    assert {f"{folder}/{path.name}" for path in migrations} <= set(bundled_files())


def test_the_bundle_carries_no_repository_file_besides_those():
    assert {Path(path).parts[:2] for path in bundled_files()} == {
        ("floordesk", "resources"),
        ("floordesk", "store"),
    }


def test_every_rule_verb_module_is_collected():
    # Requests and flows are imported by a computed name, which PyInstaller's scan cannot follow.
    requests = {name for name in bundle.hidden_imports() if name.startswith("floordesk.core.requests.")}
    flows = {name for name in bundle.hidden_imports() if name.startswith("floordesk.core.flows.")}
    assert len(requests) == len(RulingKind.computed())
    assert len(flows) == len(wizard_kinds())
    pages = {name for name in bundle.hidden_imports() if name.startswith("floordesk.gui.wizards.")}
    assert len(pages) == len(wizard_kinds())
    for name in bundle.hidden_imports():
        assert importlib.util.find_spec(name) is not None


def test_no_module_floordesk_imports_is_excluded():
    used = {name for path in (ROOT / "floordesk").rglob("*.py") for name in _imported_modules(path)}
    assert {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} <= used
    excluded = [
        name for name in used if any(name == gone or name.startswith(f"{gone}.") for gone in bundle.EXCLUDED_MODULES)
    ]
    assert not excluded


def test_platformdirs_windows_module_is_left_out_except_on_windows():
    assert "platformdirs.windows" in bundle.excluded_modules("linux")
    assert "platformdirs.windows" in bundle.excluded_modules("darwin")
    assert bundle.excluded_modules("win32") == bundle.EXCLUDED_MODULES
    assert "platformdirs.windows" not in bundle.EXCLUDED_MODULES


@pytest.mark.parametrize(
    "path",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        r"PySide6\plugins\platforms\qwindows.dll",
        r"PySide6\plugins\iconengines\qsvgicon.dll",
        r"PySide6\Qt6Widgets.dll",
        # Qt's own texts (OK, Cancel) in the languages FloorDesk speaks
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qtbase_pt_BR.qm",
        r"PySide6\translations\qtbase_fr.qm",
    ],
)
def test_what_floordesk_loads_is_kept(path):
    assert not bundle.dropped(path)


@pytest.mark.parametrize(
    "path",
    [
        "PySide6/Qt/plugins/platforms/libqwayland-egl.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "PySide6/Qt/translations/qtbase_en.qm",
        "PySide6/Qt/translations/qt_help_de.qm",
        r"PySide6\translations\qtbase_it.qm",
        "PySide6/Qt/translations/qtdeclarative_de.qm",
        r"PySide6\plugins\tls\qschannelbackend.dll",
        r"PySide6\Qt6Network.dll",
    ],
)
def test_what_floordesk_never_loads_is_dropped(path):
    assert bundle.dropped(path)


@pytest.mark.parametrize("name", ["libcups.so.2", "libcups.so"])
def test_cups_is_the_systems_so_neither_it_nor_what_only_it_needs_is_bundled(name):
    # Left to PyInstaller, the print plugin brings the build machine's CUPS and with it GnuTLS,
    # Kerberos, Avahi, nettle and p11-kit: 9 MB the .deb's libcups2 dependency provides anyway.
    assert bundle.system_library(name)


@pytest.mark.parametrize(
    "name",
    [
        "libcupsprintersupport.so",
        "libQt6PrintSupport.so.6",
        "libcrypto.so.3",
        "libpq-e9b5c9ac.so.5.18",
        "libgnutls.so.30",
        "libdbus-1.so.3",
    ],
)
def test_the_print_plugin_and_every_other_library_stay_in_the_bundle(name):
    assert not bundle.system_library(name)


def test_needed_libraries_reads_what_a_library_asks_the_loader_for():
    qt_lib = Path(importlib.util.find_spec("PySide6").origin).parent / "Qt" / "lib"
    assert "libQt6Core.so.6" in bundle.needed_libraries(qt_lib / "libQt6Gui.so.6")
    assert "libQt6Gui.so.6" not in bundle.needed_libraries(qt_lib / "libQt6Core.so.6")
    assert bundle.needed_libraries(ROOT / "resources" / "rules" / "rule-46.txt") == []


PRINTING = {
    "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so": ["libQt6PrintSupport.so.6", "libcups.so.2"],
    "PySide6/Qt/lib/libQt6PrintSupport.so.6": ["libQt6Gui.so.6"],
    "PySide6/Qt/lib/libQt6Gui.so.6": ["libz.so.1", "libdbus-1.so.3"],
    "libcups.so.2": ["libgnutls.so.30", "libavahi-client.so.3", "libz.so.1"],
    "libgnutls.so.30": ["libp11-kit.so.0", "libz.so.1"],
    "libp11-kit.so.0": [],
    "libavahi-client.so.3": ["libdbus-1.so.3"],
    "libdbus-1.so.3": [],
    "libz.so.1": [],
    "libpython3.11.so.1.0": ["libz.so.1"],
}


def printing_entries() -> list[tuple[str, str, str]]:
    return [(dest, f"/build/{dest}", "BINARY") for dest in PRINTING] + [
        ("libcups.so", "libcups.so.2", "SYMLINK"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("floordesk/resources/rules/rule-46.txt", "/src/rule-46.txt", "DATA"),
    ]


def test_cups_and_what_only_it_needs_are_left_out_what_else_needs_stays():
    needs = {f"/build/{dest}": names for dest, names in PRINTING.items()}
    kept = bundle.without_system_libraries(printing_entries(), needed=lambda path: needs[path.as_posix()])
    assert {dest for dest, _, _ in kept} == {
        "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
        "PySide6/Qt/lib/libQt6PrintSupport.so.6",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "libdbus-1.so.3",  # Qt's too
        "libz.so.1",
        "libpython3.11.so.1.0",  # needed by nothing in the bundle (the bootloader loads it), and kept
        "libQt6Gui.so.6",
        "floordesk/resources/rules/rule-46.txt",
    }


def test_without_cups_in_the_bundle_nothing_is_left_out():
    entries = [entry for entry in printing_entries() if not entry[0].startswith("libcups")]
    needs = {f"/build/{dest}": names for dest, names in PRINTING.items()}
    assert bundle.without_system_libraries(entries, needed=lambda path: needs[path.as_posix()]) == entries


def sized_file(path: Path, size: int) -> Path:
    """A sparse file: its size counts, its blocks are never written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        file.truncate(size)
    return path


def test_a_bundle_and_archive_within_their_targets_raise_no_problem(tmp_path):
    sized_file(tmp_path / "floordesk" / "_internal" / "libQt6Gui.so.6", 100_000_000)
    archive = sized_file(tmp_path / "floordesk.tar.xz", 40_000_000)
    assert bundle.unpacked_size(tmp_path / "floordesk") == 100_000_000
    assert bundle.size_problems(tmp_path / "floordesk", archive) == []


def test_a_bundle_or_archive_over_its_target_is_named_with_its_size(tmp_path):
    folder = tmp_path / "floordesk"
    sized_file(folder / "_internal" / "libQt6Gui.so.6", 100_000_000)
    sized_file(folder / "_internal" / "cryptography" / "_rust.abi3.so", 54_300_000)
    # A link costs next to nothing on disk and is not counted twice.
    (folder / "_internal" / "libQt6Gui.so").symlink_to("libQt6Gui.so.6")
    archive = sized_file(tmp_path / "floordesk.tar.xz", 60_500_000)
    assert bundle.size_problems(folder, archive) == [
        "the unpacked bundle is 154.3 MB, over its 150 MB target",
        "the archive floordesk.tar.xz is 60.5 MB, over its 60 MB target",
    ]


def test_kept_filters_pyinstaller_entries_by_their_destination():
    entries = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", "/src/libqvnc.so", "BINARY"),
    ]
    assert bundle.kept(entries) == entries[:1]


def test_pyinstallers_pyside6_run_time_hook_is_replaced_and_its_absence_noticed():
    ours = (bundle.RUNTIME_HOOK.stem, str(bundle.RUNTIME_HOOK), "PYSOURCE")
    theirs = ("pyi_rth_pyside6", "/hooks/rthooks/pyi_rth_pyside6.py", "PYSOURCE")
    launcher = ("launcher", str(bundle.ENTRY_SCRIPT), "PYSOURCE")
    assert bundle.without_replaced_runtime_hook([theirs, ours, launcher]) == [ours, launcher]
    with pytest.raises(RuntimeError, match="no pyi_rth_pyside6 run-time hook"):
        bundle.without_replaced_runtime_hook([ours, launcher])


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_rendered_icon_is_a_png_of_the_size_asked():
    assert png_size(make_icons.render_png(48)) == (48, 48)


def test_the_ico_file_lists_each_png_at_its_offset():
    images = {16: make_icons.render_png(16), 256: make_icons.render_png(256)}
    data = make_icons.ico(images)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 2)
    for index, size in enumerate(sorted(images)):
        entry = data[6 + 16 * index : 22 + 16 * index]
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert data[offset : offset + length] == images[size]


def test_the_icns_file_holds_one_png_per_element_of_the_size_its_type_names():
    images = {size: make_icons.render_png(size) for _, size in make_icons.ICNS_TYPES}
    data = make_icons.icns(images)
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    position, found = 8, []
    while position < len(data):
        kind, length = data[position : position + 4], struct.unpack(">I", data[position + 4 : position + 8])[0]
        found.append((kind, png_size(data[position + 8 : position + length])[0]))
        position += length
    assert position == len(data)
    assert found == list(make_icons.ICNS_TYPES)


def test_write_icons_makes_every_file_the_installers_name(tmp_path):
    make_icons.write_icons(tmp_path)
    made = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()}
    assert made == {
        "floordesk.ico",
        "floordesk.icns",
        *(f"hicolor/{size}x{size}/apps/floordesk.png" for size in make_icons.HICOLOR_SIZES),
    }
    for size in make_icons.HICOLOR_SIZES:
        assert png_size((tmp_path / f"hicolor/{size}x{size}/apps/floordesk.png").read_bytes()) == (size, size)
