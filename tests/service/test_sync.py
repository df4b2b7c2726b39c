"""The window's background synchronisation keeps one thread and one store for its life, not one per sync."""

from __future__ import annotations

import threading

from floordesk.service.sync import SyncWorker
from floordesk.store.log import IncidentStore
from tests.store.conftest import make_floor


def test_the_worker_opens_the_log_once_on_its_thread_and_closes_it_with_the_window(tmp_path, monkeypatch):
    database = tmp_path / "floordesk.sqlite3"
    make_floor(database).store.close()
    opened: list[IncidentStore] = []
    real_open = IncidentStore.open

    def counting_open(*args, **kwargs) -> IncidentStore:
        opened.append(real_open(*args, **kwargs))
        return opened[-1]

    closed: list[str] = []
    real_close = IncidentStore.close

    def noted_close(store: IncidentStore) -> None:
        closed.append(threading.current_thread().name)
        real_close(store)

    monkeypatch.setattr(IncidentStore, "open", counting_open)
    monkeypatch.setattr(IncidentStore, "close", noted_close)
    worker = SyncWorker(database)
    threads: list[str] = []
    heads: list[int] = []
    for _ in range(3):
        done = threading.Event()

        def job(done: threading.Event = done) -> None:
            threads.append(threading.current_thread().name)
            heads.append(worker.synchronisation().waiting_after(0))
            done.set()

        assert worker.submit(job)
        assert done.wait(timeout=10)
        while worker.busy:
            threading.Event().wait(0.01)
    assert len(opened) == 1
    assert threads == ["floordesk-sync"] * 3
    assert heads[0] > 0  # the floor's own records, read through the worker's store
    worker.close(timeout_s=10)
    assert not worker.submit(lambda: None)  # closed: nothing more runs
    assert closed == ["floordesk-sync"]  # closed once, on the thread that opened it
