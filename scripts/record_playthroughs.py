"""Record one seeded game of every registered game into tests/playthroughs/<game>.json.

    .venv/bin/python scripts/record_playthroughs.py

tests/core/test_playthroughs.py replays them: a change to an engine that changes a game shows
up as a failing replay. Re-record only for a change of the rules that is meant, and say so in
the commit.
"""

from __future__ import annotations

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import games_lib  # noqa: E402
from games_lib.core.testing import record  # noqa: E402

TABLES = {"great_barrier_reef": 3, "open_ocean": 3}  # the table size recorded, where not the smallest


def main() -> None:
    out = ROOT / "tests" / "playthroughs"
    out.mkdir(exist_ok=True)
    for name in games_lib.available():
        game = games_lib.load(name)
        data = record(game, seed=2026, num_players=TABLES.get(name, game.info.min_players))
        path = out / f"{name}.json"
        path.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n")
        print(f"{path.relative_to(ROOT)}: {len(data['steps'])} decisions, {data['outcome']}")


if __name__ == "__main__":
    main()
