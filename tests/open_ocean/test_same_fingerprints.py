"""Many games, one fingerprint each set: the engine (and its bots) play the same games move for
move as when ``same_fingerprints.json`` was recorded, before the engine was made faster again
(issue 17). ``test_same_games.py`` digests every position of a few games; this file covers many
more games more lightly: the actions chosen and the outcome of seeded random games at every table
size (with and without Habitat Goals), games between greedy bots (their choices go through
``sample_state``), and a few Monte Carlo decisions.

Re-record (``python tests/open_ocean/test_same_fingerprints.py``) only for a change of the rules
that is meant, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import random

from games_lib.open_ocean import make_bot, new_game

HERE = pathlib.Path(__file__).resolve().parent / "same_fingerprints.json"
RANDOM_GAMES = [(seed, n, (None, "private", "public")[seed % 3] if n > 1 else None)
                for n in (1, 2, 3, 4, 5) for seed in range(100, 130)]
BOT_GAMES = [(seed, n) for n in (1, 2, 3, 4, 5) for seed in (500, 501)]


def random_fingerprint() -> str:
    """The action ids and outcome of every game of RANDOM_GAMES, chosen uniformly (seeded)."""
    h = hashlib.sha1()
    for seed, n, goals in RANDOM_GAMES:
        s = new_game(seed, num_players=n, goals=goals)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
            h.update(b"%d," % a.id)
            s = s.apply(a)
        h.update(f"|{s.outcome()!r}|{s.reefs!r}\n".encode())
    return h.hexdigest()


def bot_fingerprint() -> str:
    """The action ids and outcome of greedy bots' games (each decides from its view)."""
    h = hashlib.sha1()
    for seed, n in BOT_GAMES:
        s = new_game(seed, num_players=n)
        bots = [make_bot("greedy", seed * 10 + p) for p in range(n)]
        while not s.is_terminal():
            p = s.current_player
            a = bots[p].choose(s.view(p), s.legal_actions())
            h.update(b"%d," % a.id)
            s = s.apply(a)
        h.update(f"|{s.outcome()!r}\n".encode())
    return h.hexdigest()


def montecarlo_fingerprint() -> str:
    """A Monte Carlo bot's first decisions of a 3-player game (it samples states and plays them out)."""
    h = hashlib.sha1()
    s = new_game(7, num_players=3)
    bot = make_bot("montecarlo", 3)
    bot.samples = 4
    for _ in range(6):
        p = s.current_player
        a = bot.choose(s.view(p), s.legal_actions())
        h.update(b"%d," % a.id)
        s = s.apply(a)
    return h.hexdigest()


def fingerprints() -> dict:
    return {"random": random_fingerprint(), "bots": bot_fingerprint(), "montecarlo": montecarlo_fingerprint()}


def _recorded() -> dict:
    return json.loads(HERE.read_text())


def test_random_games_same_move_for_move():
    """Ending the Game: 150 seeded random games, at one to five players, are the recorded ones."""
    assert random_fingerprint() == _recorded()["random"]


def test_bot_games_same_move_for_move():
    """Greedy bots' games (their look-ahead samples states from their view) are the recorded ones."""
    assert bot_fingerprint() == _recorded()["bots"]


def test_montecarlo_same_choices():
    """The Monte Carlo bot's choices (sampled states, random playouts) are the recorded ones."""
    assert montecarlo_fingerprint() == _recorded()["montecarlo"]


if __name__ == "__main__":
    HERE.write_text(json.dumps(fingerprints(), indent=1) + "\n")
    print(f"recorded {HERE}")
