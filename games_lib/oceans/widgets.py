"""ipywidgets mini-games for Oceans. Every rule comes from games_lib (a feeding and what it
triggers: :func:`~.state.feed`; the feedings allowed: the engine's ``legal_actions()``; a
migration, the Ocean, the Scenarios, the Cambrian and the RESERVE: the engine's ``apply``);
these only draw and forward clicks. Pure Python, no files, no threads: they run the same in
Jupyter and in the reader's browser (Pyodide). The same shape as
:mod:`games_lib.open_ocean.widgets`.

* :func:`feeding_simulator` — a row of species: give them traits and population, choose who
  feeds and how (only the feedings the engine allows are offered), then step through what
  happens: what the feeding species takes, each gain in the order the engine resolves it,
  overpopulation and where the excess goes. It opens on the rulebook's feeding example.
* :func:`ocean_sandbox` — the Reef, the three Ocean zones and the RESERVE: migrate population
  with a card's migrate number (from the Reef only what is there; from the Ocean always the
  full amount) and watch the zones empty, the Scenarios switch on, the Cambrian Explosion begin
  and the RESERVE come out.

Every control is a named button or drop-down (keyboard and screen readers); a refusal is a
short box in a player's words with its rule. :func:`feeding_preview` and :func:`ocean_preview`
give each app's first screen as static HTML (no control), for the site.
"""

from __future__ import annotations

from html import escape
from typing import Any, Optional

import ipywidgets as W

from ..core import GameError, IllegalActionError
from ..core.checks import need_int, need_seq
from ..core.refusals import refusal_words
from ..core.widgets import App, panel, preview, status
from ..core.words import plural
from . import draw, rules
from .actions import PLACE_NAMES, Attack, Forage, Migrate
from .cards import RESERVE, SPACES, SURFACE, TRAITS
from .checks import check_species
from .state import Phase, State, position, values

_WIDE = {"description_width": "initial"}
MAX_SPECIES = 6
"""The most species the feeding simulator lays out (a row that still reads on a phone)."""


def _layout(**kw) -> W.Layout:
    return W.Layout(**{"width": "auto", "max_width": "100%", **kw})


def _row(*children) -> W.Box:
    return W.Box(list(children), layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px",
                                                  max_width="100%"))


def _error_html(words: str) -> str:
    return panel(f"<p class='game-err' role='alert'>{escape(words).replace(chr(10), '<br>')}</p>") if words else ""


def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


# ============================================================================ feeding simulator

def feeding_options(species: Any) -> list:
    """The feedings the engine allows for a row of ``species`` (each ``(traits, population)``,
    left to right): ``(words, feeder, target)`` each, ``target`` ``None`` for a forage; read from
    the engine's ``legal_actions()`` (Phase 2) of that row."""
    row = check_species(species, "feeding_options")
    names = [[TRAITS[t].name for t in ts] for ts, _ in row]
    s = position([list(zip(names, [p for _, p in row])), []], phase="feed")
    out = []
    for a in s.legal_actions() if s.phase == Phase.FEED else ():
        if type(a) is Forage:
            out.append((f"Species {a.board + 1} forages from the Reef", a.board, None))
        elif type(a) is Attack:
            out.append((f"Species {a.board + 1} attacks species {a.target + 1}", a.board, a.target))
    return out


class FeedingSimulator(App):
    """Lay out species, choose a feeding, step through it (Phase 2: Feeding; Gains; Feeding
    Example; Overpopulation).

    What the app holds: ``species`` (the row: ``[trait names, population]`` each, left to right),
    ``feeder`` and ``target`` (``None``: a forage), ``times`` (1, or 2 for a species that may feed
    again), ``steps`` (the engine's feeding as :func:`~.draw.feeding_steps`, ``None`` while the
    row is being laid out) and ``at`` (the step shown). A change to the row forgets the steps.
    """

    def __init__(self, species: Any = None, feeder: int = 0, target: Optional[int] = None, times: int = 1):
        self.error = ""
        self.status = W.HTML()
        self.picture = W.HTML()
        self.message = W.HTML()
        self.steps_list = W.HTML()
        self.species_pick = W.Dropdown(description="Species:", style=_WIDE, layout=_layout())
        self.species_pick.observe(self._species_picked, names="value")
        self.trait_pick = W.Dropdown(options=[(f"{t.name} ({draw.trait_words(t).split(': ', 1)[1]})", t.name)
                                              for t in TRAITS], value=TRAITS[0].name, description="Trait:",
                                     style=_WIDE, layout=_layout())
        self.add_trait_button = W.Button(description="Add this trait", tooltip="Give the species this trait")
        self.remove_trait_button = W.Button(description="Remove its last trait")
        self.more_button = W.Button(description="Population +1")
        self.less_button = W.Button(description="Population −1")
        self.new_button = W.Button(description="New species at the right end")
        self.drop_button = W.Button(description="Remove this species", button_style="warning")
        self.feeding_pick = W.Dropdown(description="Feeding:", style=_WIDE, layout=_layout())
        self.times_pick = W.Dropdown(options=[("Once", 1), ("Twice (if a trait lets it feed again)", 2)], value=1,
                                     description="How many times:", style=_WIDE, layout=_layout())
        self.excess_pick = W.Dropdown(options=[(f"{_cap(w)}", k) for k, w in enumerate(PLACE_NAMES)], value=0,
                                      description="The excess of an overpopulated species goes to:", style=_WIDE,
                                      layout=_layout())
        self.feeding_pick.observe(self._feeding_picked, names="value")
        self.times_pick.observe(self._times_picked, names="value")
        self.excess_pick.observe(self._excess_picked, names="value")
        self.feed_button = W.Button(description="Feed", button_style="success",
                                    tooltip="Run this feeding through the rules, step by step")
        self.next_button = W.Button(description="Next step", button_style="primary")
        self.back_button = W.Button(description="Previous step")
        self.all_button = W.Button(description="Show the last step")
        self.keep_button = W.Button(description="Keep this result", tooltip="Start from the populations shown")
        self.example_button = W.Button(description="The rulebook's example", button_style="info")
        for b, fn in ((self.add_trait_button, self.add_trait), (self.remove_trait_button, self.remove_trait),
                      (self.more_button, lambda: self.change_population(+1)),
                      (self.less_button, lambda: self.change_population(-1)),
                      (self.new_button, self.add_species), (self.drop_button, self.remove_species),
                      (self.feed_button, self.feed), (self.next_button, self.next_step),
                      (self.back_button, self.previous_step), (self.all_button, self.last_step),
                      (self.keep_button, self.keep), (self.example_button, self.example)):
            b.on_click(lambda _, f=fn: self._guarded(f))
            b.layout = _layout()
        for w, cls in ((self.status, "oc-status"), (self.picture, "oc-picture"), (self.message, "oc-message"),
                       (self.steps_list, "oc-steps")):
            w.add_class(cls)
        lay_out = W.HTML(panel("<p class='game-note'><b>Lay out the row</b> (left to right, as one player sees "
                               "it): pick a species, then give it traits and population.</p>"))
        feeding = W.HTML(panel("<p class='game-note'><b>Choose a feeding</b>: only the feedings the rules "
                               "allow for this row are listed.</p>"))
        self.widget = W.VBox([self.status, _row(self.next_button, self.back_button, self.all_button, self.keep_button),
                              self.message, self.picture, self.steps_list,
                              feeding, _row(self.feeding_pick, self.times_pick, self.excess_pick, self.feed_button),
                              lay_out, _row(self.species_pick, self.trait_pick),
                              _row(self.add_trait_button, self.remove_trait_button, self.more_button, self.less_button),
                              _row(self.new_button, self.drop_button, self.example_button)],
                             layout=W.Layout(max_width="100%"))
        self.widget.add_class("oc-feeding")
        self.widget.add_class("game-root")
        if species is None:
            self.example()
        else:
            self._load(species, feeder, target, times)
            self._guarded(self.feed)

    # ------------------------------------------------------------------ what the app holds
    def _load(self, species, feeder, target, times):
        row = check_species(species, "feeding_simulator")
        if not 1 <= len(row) <= MAX_SPECIES:
            raise GameError(f"feeding_simulator: 1 to {MAX_SPECIES} species, not {len(row)}")
        self.species = [[[TRAITS[t].name for t in ts], pop] for ts, pop in row]
        self.feeder = need_int("feeder", feeder, 0, len(row) - 1, where="feeding_simulator")
        self.target = None if target is None else need_int("target", target, 0, len(row) - 1,
                                                            where="feeding_simulator")
        self.times = need_int("times", times, 1, 2, where="feeding_simulator")
        self.excess_to = 0
        self.selected = self.feeder
        self.steps: Optional[list] = None
        self.at = 0

    def row(self) -> list:
        """The row as :func:`~.state.feed` takes it: ``[(traits, population), ...]``."""
        return [(list(ts), pop) for ts, pop in self.species]

    def options(self) -> list:
        """The feedings the engine allows now: :func:`feeding_options` of the row."""
        return feeding_options(self.row())

    # ------------------------------------------------------------------ changes
    def _guarded(self, fn) -> bool:
        """Run a change; a refusal of the library is shown in words and nothing changes."""
        try:
            fn()
        except GameError as e:
            self.error = refusal_words(e)
            self._render()
            return False
        return True

    def _changed_row(self, row: list):
        check_species([(ts, p) for ts, p in row], "feeding_simulator")  # the engine's own check
        self.species = row
        self.steps, self.at, self.error = None, 0, ""
        opts = self.options()
        if opts and (self.feeder, self.target) not in [(f, t) for _, f, t in opts]:
            _, self.feeder, self.target = opts[0]
        self._sync()

    def _copy(self) -> list:
        return [[list(ts), pop] for ts, pop in self.species]

    def select(self, k: int):
        """Pick species ``k`` (from 0) to change."""
        self.selected = need_int("species", k, 0, len(self.species) - 1, where="select")
        self.error = ""
        self._sync()

    def add_trait(self, name: Optional[str] = None):
        """Give the picked species a trait (``name``, or the one picked): refused beyond the
        number of traits it may hold."""
        name = self.trait_pick.value if name is None else TRAITS.lookup(name).name
        row = self._copy()
        ts = row[self.selected][0]
        if ts and len(ts) >= values(ts).max_traits:  # the engine's count: 3, more if a trait says so
            raise IllegalActionError(rules.MAX_TRAITS, None, f"add {name} to species {self.selected + 1}",
                                     f"species {self.selected + 1} already holds {plural(len(ts), 'trait')}, "
                                     f"the most it may hold")
        ts.append(name)
        self._changed_row(row)

    def remove_trait(self):
        """Take the picked species' last trait away (a species may keep no trait)."""
        row = self._copy()
        if not row[self.selected][0]:
            raise GameError(f"species {self.selected + 1} has no trait to remove")
        row[self.selected][0].pop()
        self._changed_row(row)

    def change_population(self, by: int):
        """Add or take population on the picked species (a board holds 0 to 10 tokens)."""
        row = self._copy()
        row[self.selected][1] += need_int("by", by, -SPACES, SPACES, where="change_population")
        if not 0 <= row[self.selected][1] <= SPACES:
            raise GameError(f"a species board has {SPACES} spaces: species {self.selected + 1} holds 0 to {SPACES} "
                            f"tokens, not {row[self.selected][1]}")
        self._changed_row(row)

    def add_species(self):
        """A new species at the right end of the row, with no trait and no population."""
        if len(self.species) >= MAX_SPECIES:
            raise GameError(f"the simulator lays out at most {MAX_SPECIES} species")
        row = self._copy() + [[[], 0]]
        self.selected = len(row) - 1
        self._changed_row(row)

    def remove_species(self):
        """Take the picked species out of the row (one species at least stays)."""
        if len(self.species) <= 1:
            raise GameError("the row needs one species at least")
        row = self._copy()
        del row[self.selected]
        self.selected = min(self.selected, len(row) - 1)
        self.feeder = min(self.feeder, len(row) - 1)
        self.target = None
        self._changed_row(row)

    def choose(self, feeder: int, target: Optional[int] = None, times: Optional[int] = None):
        """Choose who feeds and how (``target`` ``None``: a forage); only a feeding the engine
        allows (:meth:`options`) is taken."""
        feeder = need_int("feeder", feeder, 0, len(self.species) - 1, where="choose")
        if (feeder, target) not in [(f, t) for _, f, t in self.options()]:
            s = position([[tuple(x) for x in self.row()], []], phase="feed")
            from .actions import ATTACK_AT, FORAGES
            action = FORAGES[feeder] if target is None else ATTACK_AT.get((feeder, target))
            if action is None:
                raise IllegalActionError(rules.ATTACK_OTHER, s, f"species {feeder + 1} attacks itself",
                                         "a species attacks another species")
            s.apply(action)  # raises the engine's refusal
        self.feeder, self.target = feeder, target
        if times is not None:
            self.times = need_int("times", times, 1, 2, where="choose")
        self.steps, self.at, self.error = None, 0, ""
        self._sync()

    def feed(self):
        """Run the chosen feeding through the engine (:func:`~.state.feed`): its steps, from
        the start."""
        self.steps = draw.feeding_steps(self.row(), self.feeder, self.target, times=self.times,
                                        excess_to=self.excess_to, names=self._names())
        self.at, self.error = 0, ""
        self._sync()

    def next_step(self):
        """Show the next step of the feeding."""
        if self.steps is None:
            self.feed()
        if self.at >= len(self.steps) - 1:
            raise GameError("that was the last step: choose another feeding, or keep this result")
        self.at += 1
        self.error = ""
        self._render()

    def previous_step(self):
        if self.steps is None or self.at == 0:
            raise GameError("this is the first step")
        self.at -= 1
        self.error = ""
        self._render()

    def last_step(self):
        if self.steps is None:
            self.feed()
        self.at = len(self.steps) - 1
        self.error = ""
        self._render()

    def keep(self):
        """Start again from the populations of the step shown."""
        if self.steps is None:
            raise GameError("feed first: there is no result to keep yet")
        pops = self.steps[self.at].populations
        row = [[ts, pops[i]] for i, (ts, _) in enumerate(self.species)]
        self._changed_row(row)

    def example(self):
        """Back to the rulebook's feeding example, fed, at its start."""
        ex = draw.FEEDING_EXAMPLE
        self._load(ex["species"], ex["feeder"], ex["target"], ex["times"])
        self.steps = draw.feeding_steps(times=ex["times"], excess_to=self.excess_to)
        self.at, self.error = 0, ""
        self._sync()

    def is_example(self) -> bool:
        ex = draw.FEEDING_EXAMPLE
        return (self.row() == [(list(ts) if isinstance(ts, list) else [ts], p) for ts, p in ex["species"]]
                and (self.feeder, self.target, self.times) == (ex["feeder"], ex["target"], ex["times"]))

    def _names(self):
        return list(draw.FEEDING_NAMES) if self.is_example() else None

    # ------------------------------------------------------------------ showing
    def _species_label(self, k: int) -> str:
        ts, pop = self.species[k]
        return f"Species {k + 1}: {', '.join(ts) or 'no trait'}; population {pop}"

    def _feeding_label(self, feeder, target) -> str:
        return (f"Species {feeder + 1} forages from the Reef" if target is None else
                f"Species {feeder + 1} attacks species {target + 1}")

    def _species_picked(self, change):
        if not self.syncing and change["new"] is not None:
            self._guarded(lambda: self.select(change["new"]))

    def _feeding_picked(self, change):
        if not self.syncing and change["new"] is not None:
            f, t = change["new"]
            self._guarded(lambda: self.choose(f, t))

    def _excess_picked(self, change):
        if not self.syncing:
            self._guarded(lambda: self.excess(change["new"]))

    def excess(self, where: int):
        """Where an overpopulated species' excess goes (0: the Reef, 1 to 3: an Ocean zone); the
        feeding is run again."""
        self.excess_to = need_int("where", where, 0, 3, where="excess")
        if self.steps is not None:
            at = self.at
            self.feed()
            self.at = min(at, len(self.steps) - 1)
        self._sync()

    def _times_picked(self, change):
        if not self.syncing:
            self._guarded(lambda: self.choose(self.feeder, self.target, change["new"]))

    def _sync(self):
        with self.setting_controls():
            self.species_pick.options = [(self._species_label(k), k) for k in range(len(self.species))]
            self.species_pick.value = self.selected
            opts = self.options()
            self.feeding_pick.options = [(w, (f, t)) for w, f, t in opts] or [("No species can feed", None)]
            self.feeding_pick.value = (self.feeder, self.target) if opts else None
            self.times_pick.value = self.times
            self.excess_pick.value = self.excess_to
        self._render()

    def current(self):
        """The step shown (``None`` while the row is being laid out)."""
        return None if self.steps is None else self.steps[self.at]

    def _status_body(self) -> str:
        how = self._feeding_label(self.feeder, self.target) + (", twice" if self.times == 2 else "")
        if self.steps is None:
            return (f"<p class='game-msg'><b>Your row: {plural(len(self.species), 'species', 'species')}.</b> "
                    f"Chosen feeding: {escape(how)}. Press Feed to see what happens.</p>")
        st = self.steps[self.at]
        head = "The rulebook's feeding example" if self.is_example() else "Your feeding"
        return (f"<p class='game-msg'><b>{escape(head)}: step {self.at} of {len(self.steps) - 1}.</b> "
                f"{escape(st.words)}</p>")

    def pictures(self) -> list:
        """What the app draws: the row at the step shown (or as laid out)."""
        if self.steps is None:
            return [draw.row_picture(self.row(), label="Your row", marks={self.feeder + 1: "feeds"})]
        return [draw.step_picture(self.row() if not self.is_example() else draw.FEEDING_EXAMPLE["species"],
                                  self.steps[self.at], number=self.at, names=self._names())]

    def _steps_body(self) -> str:
        if self.steps is None:
            return ""
        items = []
        for i, st in enumerate(self.steps[:self.at + 1]):
            words = escape(st.words)
            items.append(f"<li aria-current='step'><b>{words}</b></li>" if i == self.at else f"<li>{words}</li>")
        items = "".join(items)
        return f"<p class='game-note'><b>The steps so far</b></p><ol start='0'>{items}</ol>"

    def _render(self):
        self.status.value = status(self._status_body())
        self.picture.value = panel("".join(p._repr_html_() for p in self.pictures()), "game-paper")
        self.message.value = _error_html(self.error)
        self.steps_list.value = panel(self._steps_body())
        fed = self.steps is not None
        self.next_button.disabled = fed and self.at >= len(self.steps) - 1
        self.back_button.disabled = not fed or self.at == 0
        self.keep_button.disabled = not fed
        self.feed_button.disabled = not self.options()

    def preview(self) -> str:
        return preview(self._status_body(), "".join(p._repr_html_() for p in self.pictures()),
                       "<p class='game-note'>Press Next step to see what the feeding takes and what each trait "
                       "gains, in the order the rules resolve them; or lay out your own row and choose another "
                       "feeding.</p>", label="Feeding simulator: the rulebook's feeding example", cls="oc-feeding")


def feeding_simulator(species: Any = None, feeder: int = 0, target: Optional[int] = None, *,
                      times: int = 1) -> FeedingSimulator:
    """The feeding simulator, on the rulebook's feeding example (``species=None``) or on a row of
    ``species`` (each ``(traits, population)``), ``feeder`` feeding (attacking ``target``, or
    foraging), ``times`` times.

    >>> sim = feeding_simulator()
    >>> sim.next_step(); print(sim.current().words)
    Feeding 1: the Tentacled species attacks the Filter Feeder and takes 1.
    """
    return FeedingSimulator(species, feeder, target, times)


# ============================================================================ Ocean sandbox

SANDBOX_START = {"reef": 8, "ocean": (6, 8, 5), "reserve": RESERVE}
"""The sandbox's first Ocean: few enough tokens that a few migrations empty a zone."""
PLACE_CHOICES = tuple((_cap(w), k) for k, w in enumerate(PLACE_NAMES))


def _migrate_cards() -> dict:
    """One Surface card for each migrate number: ``{migrate number: card}``."""
    out = {}
    for c in SURFACE:
        out.setdefault(c.migrate, c)
    return dict(sorted(out.items()))


class OceanSandbox(App):
    """The Reef, the Ocean and the RESERVE, and migrations (Phase 1: MIGRATE; 1 Ocean; Gains;
    Scenario Cards; Cambrian Explosion; End of Game).

    What the app holds: ``state``, an engine position (:func:`~.state.position`) whose Reef,
    zones and RESERVE are the sandbox's, in your card phase with one card of each migrate number;
    each migration is that card played through ``apply``; ``final`` (whether the RESERVE has come
    out: the engine's ``final`` once it happened); ``events`` (what happened, in words).
    """

    def __init__(self, reef: int = SANDBOX_START["reef"], ocean: Any = SANDBOX_START["ocean"],
                 reserve: int = SANDBOX_START["reserve"]):
        zones = need_seq("ocean", ocean, "three numbers", where="ocean_sandbox")
        self.start = (reef, tuple(zones), reserve)
        self.cards = _migrate_cards()
        self.status = W.HTML()
        self.picture = W.HTML()
        self.message = W.HTML()
        self.log = W.HTML()
        self.number_pick = W.Dropdown(options=[(f"{n} (a card with migrate number {n})", n) for n in self.cards],
                                      value=3, description="Migrate:", style=_WIDE, layout=_layout())
        self.from_pick = W.Dropdown(options=PLACE_CHOICES, value=1, description="From:", style=_WIDE, layout=_layout())
        self.to_pick = W.Dropdown(options=PLACE_CHOICES, value=0, description="To:", style=_WIDE, layout=_layout())
        self.migrate_button = W.Button(description="Migrate", button_style="success", layout=_layout(),
                                       tooltip="Play the card to migrate population")
        self.reset_button = W.Button(description="Start again", button_style="warning", layout=_layout())
        self.migrate_button.on_click(lambda _: self.migrate(self.number_pick.value, self.from_pick.value,
                                                            self.to_pick.value))
        self.reset_button.on_click(lambda _: self.reset())
        for w, cls in ((self.status, "oc-status"), (self.picture, "oc-picture"), (self.message, "oc-message"),
                       (self.log, "oc-log")):
            w.add_class(cls)
        help_text = W.HTML(panel("<p class='game-note'>Choose a migrate number, where the population comes from "
                                 "and where it goes, then press Migrate.</p>"))
        self.widget = W.VBox([self.status, help_text, _row(self.number_pick, self.from_pick, self.to_pick),
                              _row(self.migrate_button, self.reset_button), self.message, self.picture, self.log],
                             layout=W.Layout(max_width="100%"))
        self.widget.add_class("oc-ocean")
        self.widget.add_class("game-root")
        self.reset()

    def _position(self, reef: int, zones: tuple, reserve: int, cambrian: bool) -> State:
        return position([[], []], reef=reef, ocean=zones, reserve=reserve, cambrian=cambrian, phase="play",
                        hands=[[c.name for c in self.cards.values()], []])

    def reset(self):
        """Back to the sandbox's first Ocean."""
        reef, zones, reserve = self.start
        self.state = self._position(reef, zones, reserve, False)
        self.final = False
        self.error = ""
        self.events = [f"The Reef holds {reef}; Ocean zones 1, 2 and 3 hold {zones[0]}, {zones[1]} and {zones[2]}; "
                       f"the RESERVE bag {reserve}."]
        self.last = ""
        self._render()

    @property
    def counts(self) -> tuple:
        """(Reef, zone 1, zone 2, zone 3, RESERVE) as the engine holds them."""
        s = self.state
        return (s.reef, *s.zones, s.reserve)

    def migrate(self, number: int, source: int, to: int) -> bool:
        """Play the card with migrate number ``number`` to move population from ``source`` to
        ``to`` (0: the Reef, 1 to 3: the Ocean zones) through the engine. Returns whether the
        engine allowed it; if not, the refusal says why in words and nothing changes."""
        try:
            number = need_int("number", number, min(self.cards), max(self.cards), where="migrate")
            source = need_int("source", source, 0, 3, where="migrate")
            to = need_int("to", to, 0, 3, where="migrate")
            card = self.cards[number]
            if source == to:
                raise IllegalActionError(rules.MIGRATE_PLACES, self.state,
                                         f"migrate from {PLACE_NAMES[source]} to {PLACE_NAMES[to]}",
                                         "population migrates from one place to another place")
            action = next((a for a in self.state.legal_actions()
                           if type(a) is Migrate and a.card == card.id and (a.source, a.to) == (source, to)), None)
            if action is None:  # pragma: no cover - the sandbox's hand always holds the card
                raise GameError(f"no card with migrate number {number} to play")
            before = self.state
            after = before.apply(action)
        except GameError as e:
            self.error = refusal_words(e)
            self._render()
            return False
        words = self._told(before, after, number, source, to)
        self.events += words
        self.last = " ".join(words)
        self.error = ""
        self.final = self.final or after.final
        # the next card: the same place, read back from the engine, with a fresh hand
        self.state = self._position(after.reef, after.zones, after.reserve, after.cambrian)
        self._render()
        return True

    def _told(self, before: State, after: State, number: int, source: int, to: int) -> list:
        out = []
        for e in after.events:
            if e.what == "migrate":
                if e.n == 0:
                    out.append(f"Nothing to migrate: {PLACE_NAMES[source] if source == 0 else 'the Ocean'} holds no "
                               f"population" + (" and the RESERVE is used up." if source and not before.reserve
                                                else "."))
                    continue
                short = (f" (only {e.n} there: from the Reef, only what is there moves)" if source == 0 else
                         " (all the Ocean had left)") if e.n < number else ""
                out.append(f"You migrate {e.n} from {PLACE_NAMES[source]} to {PLACE_NAMES[to]}{short}.")
            elif e.what == "cambrian":
                out.append("Ocean zone 1 is empty: the Cambrian Explosion begins (from now on 2 cards a turn, "
                           "and every species ages 2).")
            elif e.what == "reserve":
                out.append(f"The whole Ocean is empty: the RESERVE's {e.n} tokens go into zone 3, and this is the "
                           f"final round.")
        b, a = before.zones, after.zones
        for z in range(3):
            if b[z] and not a[z]:
                out.append(f"Zone {z + 1} is now empty.")
        from .cards import REEF_SCENARIOS, SCENARIOS
        for z, sc in enumerate(REEF_SCENARIOS):
            if after.scen_on[z] != before.scen_on[z]:
                name = SCENARIOS[sc].name
                out.append(f"Scenario {name} is {'now active' if after.scen_on[z] else 'no longer active'} "
                           f"(zone {z + 1} {'is empty' if after.scen_on[z] else 'holds population again'}).")
        return out

    # ------------------------------------------------------------------ showing
    def _status_body(self) -> str:
        r, z1, z2, z3, res = self.counts
        where = (f"The Reef {r}; zones 1, 2, 3: {z1}, {z2}, {z3}; the RESERVE {res}."
                 + (" The Cambrian Explosion has begun." if self.state.cambrian else "")
                 + (" Final round: the RESERVE is out." if self.final else ""))
        last = f" {escape(self.last)}" if self.last else ""
        return f"<p class='game-msg'><b>{escape(where)}</b>{last}</p>"

    def pictures(self) -> list:
        """What the app draws: the Ocean as the engine holds it."""
        s = self.state
        return [draw.ocean_picture(s.reef, s.zones, s.reserve, cambrian=s.cambrian, active=s.scen_on,
                                   final=self.final)]

    def _log_body(self) -> str:
        return ("<p class='game-note'><b>What happened</b> (latest last)</p><ol>"
                + "".join(f"<li>{escape(e)}</li>" for e in self.events[-15:]) + "</ol>")

    def _render(self):
        self.status.value = status(self._status_body())
        self.picture.value = panel(self.pictures()[0]._repr_html_(), "game-paper")
        self.message.value = _error_html(self.error)
        self.log.value = panel(self._log_body())

    def preview(self) -> str:
        return preview(self._status_body(), self.pictures()[0]._repr_html_(),
                       "<p class='game-note'>Choose a migrate number, where the population comes from and where "
                       "it goes, then press Migrate: watch the zones empty, the Scenarios switch on, the Cambrian "
                       "Explosion begin and the RESERVE come out.</p>",
                       label="Ocean sandbox: the Reef, the Ocean zones and the RESERVE", cls="oc-ocean")


def ocean_sandbox(*, reef: int = SANDBOX_START["reef"], ocean: Any = SANDBOX_START["ocean"],
                  reserve: int = SANDBOX_START["reserve"]) -> OceanSandbox:
    """The Ocean and migration sandbox, starting from ``reef``, Ocean zones ``ocean`` and
    ``reserve`` tokens in the RESERVE bag.

    >>> box = ocean_sandbox()
    >>> box.migrate(4, 1, 0), box.counts
    (True, (12, 2, 8, 5, 60))
    >>> box.migrate(3, 1, 2), box.counts, box.state.cambrian  # zone 1 had 2: the third comes from zone 3
    (True, (12, 0, 11, 4, 60), True)
    """
    return OceanSandbox(reef, ocean, reserve)


# ============================================================================ static pictures
# The site shows these before Python starts: the same first screen as the app notebooks in
# apps/oceans/ (same arguments), without any control.

def feeding_preview() -> str:
    """The first screen of apps/oceans/feeding.ipynb as static HTML (no control)."""
    return feeding_simulator().preview()


def ocean_preview() -> str:
    """The first screen of apps/oceans/ocean.ipynb as static HTML (no control)."""
    return ocean_sandbox().preview()


__all__ = ["feeding_simulator", "ocean_sandbox", "feeding_options", "feeding_preview", "ocean_preview",
           "FeedingSimulator", "OceanSandbox", "MAX_SPECIES", "SANDBOX_START"]
