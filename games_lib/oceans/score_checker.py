"""Oceans' score checker (the classroom kit's): the numbers a group counted at the end of a game
on the table, scored line by line by the library and ranked (End of Game: score pile, tokens on
the surviving species, bonus token; ties go to the most trait cards, then the win is shared).

Each player's bonus token follows from the number of players and their place in turn order
(:data:`~.cards.BONUS`), so it is shown, not typed. The scores and the verdict are
:func:`~.kit.score_report`'s. Needs ``ipywidgets`` only when a checker is built.

>>> c = score_checker(results=[(20, (3,), 4, 2), (27, (), 0, 2)])
>>> c.report.verdict
'Player 1 and Player 2 share the win.'
>>> c.species[1].value = "4, eleven"
>>> c.error
'Player 2: write the tokens on each living species as numbers from 0 to 10, like 4, 0, 7 (not "eleven").'
"""

from __future__ import annotations

import re
from html import escape
from typing import Optional, Sequence

from ..core import GameError
from ..core.checks import need_int, need_seq
from ..core.widgets import App, panel, preview, status
from .cards import BONUS, SPACES, TOKENS
from .kit import score_report

PLACES = ("first", "second", "third", "fourth")
START = "Type each player's numbers: the score and the winner appear here."
_WIDE = {"description_width": "initial"}


def parse_species(text: str, who: str) -> tuple:
    """The tokens on each living species, typed as ``"4, 0, 7"`` (commas or spaces), or a
    :class:`GameError` in words.

    >>> parse_species(" 4, 0 7 ", "Ana"), parse_species("", "Ana")
    ((4, 0, 7), ())
    """
    parts = [p for p in re.split(r"[\s,;]+", str(text).strip()) if p]
    out = []
    for p in parts:
        if not p.isdigit() or int(p) > SPACES:
            raise GameError(f"{who}: write the tokens on each living species as numbers from 0 to {SPACES}, like "
                            f'4, 0, 7 (not "{p}").')
        out.append(int(p))
    return tuple(out)


class ScoreChecker(App):
    """The scores of 2 to 4 players at the end of a game: for each, the score pile, the tokens on
    each living species and the trait cards on them; the library counts and ranks them."""

    def __init__(self, players: int = 3, results: Optional[Sequence] = None):
        import ipywidgets as W

        if results is not None:
            results = list(need_seq("results", results, "(pile, species, bonus, trait cards), one per player",
                                    where="score_checker"))
            players = len(results)
        need_int("players", players, min(BONUS), max(BONUS), where="score_checker")
        self.error = ""
        self.report = None
        self.count = W.Dropdown(options=[(f"{n} players", n) for n in sorted(BONUS)], value=players,
                                description="Players:", style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
        self.heads, self.piles, self.species, self.traits, self.boxes = [], [], [], [], []
        for seat in range(max(BONUS)):
            head = W.HTML()
            pile = W.BoundedIntText(value=0, min=0, max=TOKENS, description="Tokens in the score pile:",
                                    style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
            sp = W.Text(value="", placeholder="like 4, 0, 7", description="Tokens on each living species:",
                        style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
            tr = W.BoundedIntText(value=0, min=0, max=99, description="Trait cards on those species:",
                                  style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
            box = W.VBox([head, pile, sp, tr], layout=W.Layout(border="1px solid #ccc", padding="4px 8px",
                                                               margin="4px 0"))
            self.heads.append(head)
            self.piles.append(pile)
            self.species.append(sp)
            self.traits.append(tr)
            self.boxes.append(box)
        self.status = W.HTML()
        self.out = W.HTML()
        self.status.add_class("oc-status")
        self.out.add_class("oc-report")
        help_text = W.HTML(panel("<p class='game-note'>Count each player's tokens at the end of the game: the score "
                                 "pile behind their screen, then the tokens on each species still alive (a number "
                                 "for each species), and the trait cards on those species (they break a tie). The "
                                 "bonus token follows from the turn order.</p>"))
        self.widget = W.VBox([self.status, help_text, self.count, *self.boxes, self.out])
        self.widget.add_class("oc-checker")
        self.widget.add_class("game-root")
        if results is not None:
            for seat, r in enumerate(results):
                pile, sp, _, tr = r
                self.piles[seat].value = need_int("pile", pile, 0, TOKENS, where="score_checker")
                self.species[seat].value = ", ".join(str(need_int("species", x, 0, SPACES, where="score_checker"))
                                                     for x in sp)
                self.traits[seat].value = need_int("traits", tr, 0, 99, where="score_checker")
        for w in [self.count, *self.piles, *self.species, *self.traits]:
            w.observe(lambda _: self._sync(), names="value")
        self._sync()

    @property
    def players(self) -> int:
        return self.count.value

    def names(self) -> list:
        return [f"Player {k + 1}" for k in range(self.players)]

    def results(self) -> list:
        """Each player's ``(pile, species, bonus, trait cards)`` as typed (a :class:`GameError` in
        words for what cannot be read)."""
        n = self.players
        return [(self.piles[k].value, parse_species(self.species[k].value, f"Player {k + 1}"), BONUS[n][k],
                 self.traits[k].value) for k in range(n)]

    def _sync(self) -> None:
        n = self.players
        for k, box in enumerate(self.boxes):
            box.layout.display = None if k < n else "none"
            if k < n:
                self.heads[k].value = panel(f"<p><b>Player {k + 1}</b>: {PLACES[k]} in turn order, bonus token "
                                            f"{BONUS[n][k]}</p>")
        try:
            rows = self.results()
        except GameError as e:
            self.error = str(e)
            self.status.value = status(f"<p class='game-err' role='alert'>{escape(self.error)}</p>")
            return
        self.error = ""
        if not any(pile or sum(sp) or tr for pile, sp, _, tr in rows):
            self.report = None
            self.status.value = status(f"<p>{escape(START)}</p>")
            self.out.value = ""
            return
        self.report = score_report(rows, self.names())
        self.status.value = status(f"<p>{escape(self.report.verdict)}</p>")
        self.out.value = panel(self.report._repr_html_())

    def preview(self) -> str:
        return preview(self._status_body(), "<p class='game-note'>Type each player's score pile, the tokens on "
                       "each living species and their trait cards: the checker counts and says who wins.</p>",
                       self.report._repr_html_() if self.report else "",
                       label="Score checker: the scores at the end of a game, and who wins", cls="oc-checker")

    def _status_body(self) -> str:
        words = self.error or (self.report.verdict if self.report else START)
        return f"<p>{escape(words)}</p>"


def score_checker(players: int = 3, results: Optional[Sequence] = None) -> ScoreChecker:
    """The score checker for ``players`` (2 to 4), or filled with ``results`` (one ``(pile,
    species, bonus, trait cards)`` per player, as :func:`~.kit.example_results` gives; the bonus
    is the turn order's)."""
    return ScoreChecker(players, results)


def checker_preview() -> str:
    """The first screen of apps/oceans/checker.ipynb as static HTML (no control)."""
    return score_checker().preview()
