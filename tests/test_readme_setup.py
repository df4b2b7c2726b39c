"""The README's apt line is the list CI installs for the window: a newcomer's machine is CI's."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_apt_packages() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (line,) = re.findall(r"^sudo apt-get install (.*?)^```", readme, re.MULTILINE | re.DOTALL)
    return [word for word in line.split() if not word.startswith("-") and word != "\\"]


def ci_window_packages() -> list[str]:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    (listed,) = re.findall(r"^WINDOW_PACKAGES=\((.*?)\)", script, re.MULTILINE | re.DOTALL)
    return listed.split()


def test_the_readme_installs_what_ci_installs_for_the_window() -> None:
    readme = readme_apt_packages()
    assert "libxcb-cursor0" in readme  # the line was read, not an empty match
    assert readme == ci_window_packages()


def test_no_tool_the_tests_once_needed_is_in_the_readme_line() -> None:
    assert not {"poppler-utils", "zbar-tools", "postgresql", "xvfb"} & set(readme_apt_packages())
