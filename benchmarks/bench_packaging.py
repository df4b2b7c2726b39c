"""Packaging benchmark: the Linux bundle's sizes, and its start-up against the same FloorDesk from source.

Run it after `bash packaging/build-linux.sh` with
`uv run python benchmarks/bench_packaging.py [--runs N] [--archive dist/floordesk-...tar.xz]`.
It is a plain script, not a pytest file: each sample is a whole new process.

It unpacks the .tar.xz into a temporary folder and reports
  - the archive's size (target: under 60 MB) and the unpacked bundle's (under 150 MB);
  - the start to the first shown window (offscreen, `--quit-after-show`, as in
    bench_startup.py) of the unpacked bundle and of `python -m floordesk` from
    this checkout, N times each, interleaved with the order alternating, after
    one untimed start of each (which creates each one's database). The figure
    against the target (within 1.2x) is the median of the N paired ratios.
    The CPU time (user + system) of each start is shown too: on a busy
    machine it varies far less than the time to the window.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tarfile
import tempfile
from pathlib import Path

from bench_startup import describe, timed_run

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
from bundle import ARCHIVE_TARGET_MB, MB, UNPACKED_TARGET_MB, unpacked_size  # noqa: E402 (a folder of scripts)

START_RATIO_TARGET = 1.2


def newest_archive() -> Path:
    archives = sorted((ROOT / "dist").glob("floordesk-*-linux-x86_64.tar.xz"), key=lambda path: path.stat().st_mtime)
    if not archives:
        raise SystemExit("no dist/floordesk-*-linux-x86_64.tar.xz: run `bash packaging/build-linux.sh` first")
    return archives[-1]


def timed_start(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds to exit, CPU seconds used) of one start of `command`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    elapsed = timed_run(command, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compare_start(runs: int, bundle: Path, work: Path) -> dict[str, dict[str, list[float]]]:
    """{"bundle"/"source": {"wall"/"cpu": seconds per start}}, `runs` pairs, alternating which goes first."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # Let the source run cache its bytecode, as an installed Python program does.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    programs = {
        "bundle": [str(bundle), "--data-dir", str(work / "bundle-data"), "--quit-after-show"],
        "source": [sys.executable, "-m", "floordesk", "--data-dir", str(work / "source-data"), "--quit-after-show"],
    }
    for command in programs.values():
        timed_run(command, env)
    times: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in programs}
    for index in range(runs):
        order = list(programs) if index % 2 == 0 else list(reversed(programs))
        for name in order:
            wall, cpu = timed_start(programs[name], env)
            times[name]["wall"].append(wall)
            times[name]["cpu"].append(cpu)
    return times


def paired_ratio(first: list[float], second: list[float]) -> float:
    return statistics.median(a / b for a, b in zip(first, second, strict=True))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="starts of each program (default 15)")
    parser.add_argument("--archive", type=Path, help="the .tar.xz (default: the newest in dist/)")
    args = parser.parse_args()
    archive = args.archive or newest_archive()

    with tempfile.TemporaryDirectory(prefix="floordesk-bench-packaging-") as temporary:
        work = Path(temporary)
        with tarfile.open(archive) as tar:
            tar.extractall(work / "unpacked", filter="tar")
        (top,) = (work / "unpacked").iterdir()
        unpacked = unpacked_size(top)
        times = compare_start(args.runs, top / "floordesk", work)

    archive_mb, unpacked_mb = archive.stat().st_size / MB, unpacked / MB
    print(f"{archive.name}")
    verdict = "met" if archive_mb < ARCHIVE_TARGET_MB else "MISSED"
    print(f"  archive              {archive_mb:6.1f} MB  (target < {ARCHIVE_TARGET_MB} MB: {verdict})")
    verdict = "met" if unpacked_mb < UNPACKED_TARGET_MB else "MISSED"
    print(f"  unpacked bundle      {unpacked_mb:6.1f} MB  (target < {UNPACKED_TARGET_MB} MB: {verdict})")
    bundle, source = times["bundle"], times["source"]
    print(f"start to the first shown window, {args.runs} pairs, interleaved, offscreen")
    print(f"  bundle               {describe(bundle['wall'])}")
    print(f"  source (python -m)   {describe(source['wall'])}")
    paired = paired_ratio(bundle["wall"], source["wall"])
    verdict = "met" if paired <= START_RATIO_TARGET else "MISSED"
    print(f"  median paired ratio  {paired:.2f}  (target <= {START_RATIO_TARGET}: {verdict})")
    print(f"  ratio of medians     {statistics.median(bundle['wall']) / statistics.median(source['wall']):.2f}")
    print("CPU time (user + system) of the same starts")
    print(f"  bundle               {describe(bundle['cpu'])}")
    print(f"  source (python -m)   {describe(source['cpu'])}")
    print(f"  median paired ratio  {paired_ratio(bundle['cpu'], source['cpu']):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
