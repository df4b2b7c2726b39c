"""Benchmarks run in one process: pytest-benchmark turns itself off under xdist, and a second worker would
share the cores with the benchmark it times. The tests' `-n auto` (pyproject.toml) becomes no workers here."""

from __future__ import annotations

import pytest


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    return 0
