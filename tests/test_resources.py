"""Resource files are found relative to the code: from a checkout, an installed wheel or a frozen bundle."""

from __future__ import annotations

import importlib.resources
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import floordesk
import floordesk.resources as resources

REPOSITORY = Path(__file__).resolve().parent.parent
SHIPPED = [
    ("icons", "floordesk.svg"),
    ("icons", "quit.svg"),
    ("icons", "theme.svg"),
    ("icons", "rules.svg"),
    ("icons", "about.svg"),
    ("styles", "light.qss"),
    ("styles", "dark.qss"),
    ("rules", "source.txt"),
    *[("rules", f"rule-{number}.txt") for number in range(44, 53)],
    *[("translations", f"floordesk_{language}.qm") for language in ("en", "es", "fr", "pt_BR", "de")],
    *[("rules", language, "rule-46.txt") for language in ("es", "fr", "pt_BR", "de")],
]


@pytest.fixture(autouse=True)
def _fresh_lookup():
    resources.resource_root.cache_clear()
    yield
    resources.resource_root.cache_clear()


def test_a_checkout_uses_the_top_level_folder():
    assert resources.resource_root() == REPOSITORY / "resources"


@pytest.mark.parametrize("parts", SHIPPED, ids="/".join)
def test_every_shipped_file_is_found(parts):
    assert resources.resource_path(*parts).is_file()


def test_the_lookup_does_not_depend_on_the_current_directory(tmp_path):
    code = "from floordesk.resources import resource_path; print(resource_path('styles', 'dark.qss'))"
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert Path(done.stdout.strip()) == REPOSITORY / "resources" / "styles" / "dark.qss"


def test_an_installed_wheel_uses_the_folder_inside_the_package(tmp_path):
    """The wheel's layout: floordesk/resources.py beside the folder floordesk/resources/ (hatch force-include)."""
    package = tmp_path / "site" / "floordesk"
    package.mkdir(parents=True)
    for module in ("__init__.py", "resources.py"):
        shutil.copy(REPOSITORY / "floordesk" / module, package / module)
    (package / "resources" / "styles").mkdir(parents=True)
    (package / "resources" / "styles" / "dark.qss").write_text("/* packaged */")
    code = (
        "import floordesk.resources as r; print(r.__file__); print(r.resource_path('styles', 'dark.qss'))\n"
        "import importlib.resources; print(importlib.resources.files('floordesk') / 'resources')"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    )
    module, found, by_importlib = done.stdout.split()
    # The module wins over the folder of the same name, and the folder is the one found.
    assert Path(module) == package / "resources.py"
    assert Path(found) == package / "resources" / "styles" / "dark.qss"
    assert Path(by_importlib) == package / "resources"


def test_the_package_folder_is_what_importlib_resources_names():
    assert importlib.resources.files("floordesk") == Path(floordesk.__file__).resolve().parent


def test_a_frozen_bundle_uses_its_unpack_folder(tmp_path, monkeypatch):
    bundled = tmp_path / "floordesk" / "resources"
    bundled.mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_root() == bundled


def test_a_missing_file_is_a_clear_error():
    with pytest.raises(resources.MissingResourceError, match=r"icons/nothing\.svg is missing; reinstall FloorDesk"):
        resources.resource_path("icons", "nothing.svg")


def test_a_missing_folder_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setattr(resources, "_candidates", lambda: [tmp_path / "nowhere"])
    with pytest.raises(resources.MissingResourceError, match="resource folder is missing"):
        resources.resource_root()


@pytest.mark.parametrize("number", range(44, 52))
def test_rules_44_to_51_are_quoted_under_their_own_number(number):
    text = resources.rule_text(number)
    assert text.startswith(f"{number}. ")
    assert "\n" not in text


def test_rule_texts_are_the_2009_wording():
    """Sentences checked by hand against the supplied WSOP 2009 Section VI text."""
    assert "A player cannot be raced out of a Tournament." in resources.rule_text(46)
    assert resources.rule_text(47) == (
        "47. Side pots: Each side pot will be split as a separate pot. Pots will not be mixed together before they "
        "are split."
    )
    assert "once a reasonable amount of time, which is no less than two minutes" in resources.rule_text(49).lower()
    assert resources.rule_text(45).startswith("45. Harrah\N{RIGHT SINGLE QUOTATION MARK}s reserves the right")
    assert resources.read_text("rules", "source.txt").splitlines()[1] == "SECTION VI \N{EN DASH} POKER RULES"


def test_rule_52_is_marked_as_a_reconstruction():
    text = resources.rule_text(52)
    assert text.startswith("52. Penalties.")
    assert "not have the 2009 WSOP wording" in text
    assert "reconstruction, not a quotation" in text
    assert "one to four rounds" in text


@pytest.mark.parametrize("number", [43, 53])
def test_only_rules_44_to_52_are_quoted(number):
    with pytest.raises(ValueError, match="44-52"):
        resources.rule_text(number)
