"""Where FloorDesk keeps its data, configuration and log files.

By default these are the per-user folders platformdirs names for this OS;
`--data-dir DIR` puts all three under one folder (tests, portable use).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

APP_NAME = "FloorDesk"


@dataclass(frozen=True)
class AppPaths:
    data_dir: Path
    config_dir: Path
    log_dir: Path

    @classmethod
    def for_user(cls) -> AppPaths:
        import platformdirs  # deferred: only the GUI and the log verbs need it

        dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
        return cls(Path(dirs.user_data_dir), Path(dirs.user_config_dir), Path(dirs.user_log_dir))

    @classmethod
    def under(cls, root: Path) -> AppPaths:
        root = root.expanduser().resolve()
        return cls(root, root / "config", root / "logs")

    @classmethod
    def resolve(cls, data_dir: str | None) -> AppPaths:
        return cls.under(Path(data_dir)) if data_dir else cls.for_user()

    def create(self) -> None:
        """Create the folders, readable by their owner only (the log is evidence)."""
        for folder in (self.data_dir, self.config_dir, self.log_dir):
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)

    @property
    def database(self) -> Path:
        return self.data_dir / "floordesk.sqlite3"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "floordesk.log"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "floordesk.ini"
