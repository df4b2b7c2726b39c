"""The store's start-up: opening a log loads only what it needs (its import circles: tests/test_import_graph.py)."""

from __future__ import annotations

from pathlib import Path


def test_opening_a_log_loads_neither_exchange_nor_verify_nor_search_nor_cryptography(tmp_path: Path) -> None:
    """Issue 2's start-up: what only rarely used methods need is imported when they are first used; and issue 28's:
    this laptop's key, beside the log, is read at open, but cryptography waits for the first signature."""
    import subprocess
    import sys

    from floordesk.store.signing import DeviceKey

    DeviceKey.beside(tmp_path / "floordesk.sqlite3")

    program = (
        "import sys; from pathlib import Path; from floordesk.store.log import IncidentStore; "
        f"IncidentStore.open(Path({str(tmp_path / 'floordesk.sqlite3')!r})).close(); "
        "print(sorted(m for m in sys.modules if m.endswith(('store.exchange', 'store.verify', 'store.search', "
        "'store.admission', 'primitives.serialization')) or m.startswith('cryptography')))"
    )
    loaded = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
