"""`floordesk server`, `floordesk sync` and `floordesk log verify --server` on a real PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest

from floordesk.store.records import record_hash
from floordesk.store.server.schema import server_schema_version
from tests.cli.cli_helpers import pin_file, run
from tests.store.server.cluster import Cluster
from tests.store.server.conftest import Server
from tests.store.server.helpers import approve, laptop


def test_init_creates_the_schema_once_and_again_changes_nothing(
    cluster: Cluster, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with cluster.admin() as connection:
        connection.execute("CREATE DATABASE fresh_floor")
    dsn = cluster.dsn("fresh_floor")
    status, out, err = run(capsys, tmp_path, "server", "init", dsn, "--json")
    assert (status, err) == (0, "")
    assert json.loads(out) | {"server": ""} == {
        "server": "",
        "from_version": 0,
        "to_version": server_schema_version(),
        "role": "floordesk_writer",
    }
    status, out, _ = run(capsys, tmp_path, "server", "init", dsn)
    assert status == 0
    assert f"version {server_schema_version()};" in out
    assert "(was" not in out


def test_a_server_without_floordesks_schema_is_named_not_used(
    cluster: Cluster, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    laptop(tmp_path, "north").store.close()
    status, out, err = run(capsys, tmp_path, "sync", "--server", cluster.dsn("postgres"))
    assert status == 3
    assert out == ""
    assert err.count("\n") == 1
    assert "has no FloorDesk schema: set it up with `floordesk server init DSN`" in err


def test_an_unreachable_server_is_one_line_and_status_3(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    laptop(tmp_path, "north").store.close()
    down = f"host={tmp_path} port=1 dbname=floor connect_timeout=2"
    status, out, err = run(capsys, tmp_path, "sync", "--server", down)
    assert (status, out) == (3, "")
    assert err.count("\n") == 1
    assert "is unreachable" in err
    status, _, err = run(capsys, tmp_path, "log", "verify", "--server", down)
    assert status == 3
    assert "is unreachable" in err


@pytest.mark.parametrize(
    "dsn", ["host=floor dbname=fd user=writer password=hunter2", "postgresql://writer:hunter2@floor/fd"]
)
@pytest.mark.parametrize(
    "verb", [("server", "use"), ("server", "init"), ("sync", "--server"), ("log", "verify", "--server")]
)
def test_a_dsn_with_a_password_is_refused_and_never_saved(
    dsn: str, verb: tuple[str, ...], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(SystemExit) as refused:  # a usage error: argparse's exit
        run(capsys, tmp_path, *verb, dsn)
    out, err = capsys.readouterr()
    assert (refused.value.code, out) == (2, "")
    assert err.count("\n") == 1
    assert "holds a password, which FloorDesk never keeps in its settings: put it in ~/.pgpass" in err
    assert "hunter2" not in err
    assert not list((tmp_path / "config").glob("server*"))


@pytest.mark.parametrize("verb", [("server", "use"), ("sync", "--server")])
def test_a_server_whose_name_the_log_cannot_record_is_refused(
    verb: tuple[str, ...], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A receive's import record names its server (host and database), in at most 200 characters.
    with pytest.raises(SystemExit) as refused:
        run(capsys, tmp_path, *verb, f"host={'h' * 200} dbname=floordesk")
    _out, err = capsys.readouterr()
    assert refused.value.code == 2
    assert "names a server too long for the log to record (210 characters of host and database, at most 200)" in err
    assert "service" in err
    assert not list((tmp_path / "config").glob("server*"))


def test_use_keeps_the_server_and_sync_uses_it_until_forgotten(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    north = laptop(tmp_path, "north")
    north.record()
    north.store.close()
    assert run(capsys, tmp_path, "server", "use", server.dsn)[0] == 0
    assert run(capsys, tmp_path, "server", "show", "--json")[1] == json.dumps({"dsn": server.dsn}) + "\n"
    status, out, err = run(capsys, tmp_path, "sync")
    assert (status, err) == (0, "")
    assert out.startswith("sent ")
    assert ", received 0" in out
    assert run(capsys, tmp_path, "server", "use", "--none")[0] == 0
    status, _, err = run(capsys, tmp_path, "sync")
    assert status == 2
    assert "no server is set" in err


def test_sync_by_any_floor_member_receives_and_reports_what_moved(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(south, north)
    north.record()
    north.store.close()
    south.store.close()
    status, out, _ = run(capsys, tmp_path / "north", "sync", "--server", server.dsn, "--json")
    sent = json.loads(out)["sent"]
    assert status == 0
    assert sent > 0
    pin = pin_file(tmp_path, "4444")  # receiving is a supervisor's too; importing a file is not
    status, out, err = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Sam Supervisor", "--pin-file", pin
    )
    assert (status, err) == (0, "")
    assert out.startswith("sent ")
    assert f"received {sent}" in out
    wrong = pin_file(tmp_path, "9999")
    status, out, err = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Sam Supervisor", "--pin-file", wrong
    )
    assert status == 2
    assert out == ""


def test_sync_names_a_refusal_with_status_1(server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    stranger, south = laptop(tmp_path / "stranger", "stranger"), laptop(tmp_path / "south", "south")
    stranger.store.close()
    south.store.close()
    run(capsys, tmp_path / "stranger", "sync", "--server", server.dsn)
    admin_pin = pin_file(tmp_path, "1111")
    status, out, _ = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Ada Admin", "--pin-file", admin_pin
    )
    assert status == 1
    assert "refused: the records of device stranger are signed by a key this log has not approved" in out


def test_a_service_name_from_the_service_file_reaches_the_server(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    services = tmp_path / "pg_service.conf"
    settings = dict(item.split("=", 1) for item in server.dsn.split())
    services.write_text("[floor]\n" + "".join(f"{key}={value}\n" for key, value in settings.items()), encoding="utf-8")
    monkeypatch.setenv("PGSERVICEFILE", str(services))
    laptop(tmp_path, "north").store.close()
    status, out, err = run(capsys, tmp_path, "sync", "--server", "service=floor")
    assert (status, err) == (0, "")
    assert out.startswith("sent ")
    assert run(capsys, tmp_path, "log", "verify", "--server", "service=floor")[0] == 0


def _pushed(server: Server, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    north = laptop(tmp_path, "north")
    north.record()
    north.record()
    north.store.close()
    assert run(capsys, tmp_path, "sync", "--server", server.dsn)[0] == 0
    status, out, _ = run(capsys, tmp_path, "log", "verify", "--server", server.dsn)
    assert status == 0
    assert "ok: all" in out


def test_verify_server_catches_a_record_changed_on_the_server(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _pushed(server, tmp_path, capsys)
    with server.tampering() as connection:
        uid = connection.execute(
            "UPDATE records SET fields = jsonb_set(fields, '{narrative}', '\"Seat 4 won the race.\"') "
            "WHERE seq = (SELECT min(seq) FROM records WHERE record_type = 'incident') RETURNING record_uid"
        ).fetchone()
    assert uid is not None
    status, out, _ = run(capsys, tmp_path, "log", "verify", "--server", server.dsn)
    assert status == 1
    assert f"FAILED: the first record that does not match is incident {uid[0]}" in out
    assert "its content does not match its hash (changed on the server)" in out


def test_verify_server_catches_a_head_rehashed_without_the_laptops_key(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _pushed(server, tmp_path, capsys)
    with server.tampering() as connection:
        device, seq, kind, prev, fields = connection.execute(
            "SELECT device_id, seq, record_type, prev_hash, fields FROM records ORDER BY seq DESC LIMIT 1"
        ).fetchone()
        fields["narrative"] = "Seat 4 won the race."
        forged = record_hash(kind, device, seq, prev, fields)
        connection.execute(
            "UPDATE records SET fields = %s, hash = %s WHERE device_id = %s AND seq = %s",
            (psycopg.types.json.Jsonb(fields), forged, device, seq),
        )
    status, out, _ = run(capsys, tmp_path, "log", "verify", "--server", server.dsn, "--json")
    found = json.loads(out)
    assert status == 1
    assert not found["ok"]
    [problem] = found["problems"]
    assert (problem["seq"], problem["record_type"]) == (seq, kind)
    assert problem["message"].startswith("it is not signed by its device's key in force there (")
    assert problem["message"].endswith("): rehashed or forged on the server")


def test_the_password_comes_from_the_password_file_never_the_dsn(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hba = server.cluster.socket_dir / "data" / "pg_hba.conf"
    rules = hba.read_text(encoding="utf-8")
    with server.admin() as connection:
        connection.execute("CREATE ROLE floordesk_pw LOGIN PASSWORD 'tiger-2009' IN ROLE floordesk_writer")
        hba.write_text("local all floordesk_pw scram-sha-256\n" + rules, encoding="utf-8")
        connection.execute("SELECT pg_reload_conf()")
    try:
        laptop(tmp_path, "north").store.close()
        dsn = server.cluster.dsn(server.database, "floordesk_pw")
        monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none"))
        status, _, err = run(capsys, tmp_path, "sync", "--server", dsn)
        assert status == 3
        assert "is unreachable" in err
        passwords = tmp_path / "pgpass"
        passwords.write_text("*:*:*:floordesk_pw:tiger-2009\n", encoding="utf-8")
        passwords.chmod(0o600)
        monkeypatch.setenv("PGPASSFILE", str(passwords))
        assert run(capsys, tmp_path, "server", "use", dsn)[0] == 0
        status, out, err = run(capsys, tmp_path, "sync")
        assert (status, err) == (0, "")
        assert out.startswith("sent ")
        assert "tiger-2009" not in (tmp_path / "config" / "server.json").read_text(encoding="utf-8")
    finally:
        hba.write_text(rules, encoding="utf-8")
        with server.admin() as connection:
            connection.execute("SELECT pg_reload_conf()")
