"""The reef: a grid of cards growing up and sideways from the Starter Coral.

Cells are ``(x, y)``: ``x`` to the right, ``y`` upwards; the Starter Coral's row is ``y = 0`` and
nothing goes below it. :func:`legal_cells` lists where a card may go, :func:`why_not` says in
words why a cell is refused.

The rulebook's coral example (a new coral may go in any of the spaces around a coral, but not
below the Starter Coral's row):

>>> r = reef({(0, 0): "Blue Starter Coral"})
>>> legal_cells(r, "Purple Coral")
((-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1))
>>> print(why_not(r, "Purple Coral", (0, -1)))
Nothing goes below the row of the Starter Coral.
>>> legal_cells(r, "Clownfish")          # a Tiny fish shares an edge with a Sun card
((-1, 0), (0, 1), (1, 0))
"""

from __future__ import annotations

from bisect import insort
from functools import reduce
from operator import itemgetter, or_
from typing import Any, Mapping, Optional

from ..core.checks import is_whole, wrong
from ..core.errors import GameError
from ..core.words import a_or_an
from . import rules
from .cards import ANYWHERE, FISH, KINDS, OCEAN, SUN, Card, Kind

EDGE = ((1, 0), (-1, 0), (0, 1), (0, -1))
AROUND = EDGE + ((1, 1), (1, -1), (-1, 1), (-1, -1))
LIMIT = 30
"""Cells run from x = -LIMIT to LIMIT and y = 0 to LIMIT (far more than three rounds can fill)."""
_CELL_OF = itemgetter(0)
_new_reef = object.__new__


class Reef:
    """An immutable reef: which card lies in which cell. Build one from plain values with
    :func:`reef`; ``r[cell]`` is the :class:`~.cards.Card` there (``KeyError`` if empty), and
    ``r.get(cell, default=None)`` the card there or ``default`` (the dictionary's own ``get``)."""

    __slots__ = ("_cells", "_sorted", "_hash", "_text", "_cache", "_parent", "_ids", "get")

    def __init__(self, cells: Mapping = (), _parent: Optional[tuple] = None) -> None:
        self._cells = cells if _parent is not None else dict(cells)
        self._sorted = None
        self._hash = None
        self._text = None
        self._cache = {}  # its supports, legal cells per needs, ... (the reef never changes, so neither do they)
        self._parent = _parent  # (the reef this one grew from, the cell added): legal cells grow from its
        self._ids = None  # card id -> cell, made on first use
        self.get = self._cells.get  # read at every look at a neighbour: no Python call in between

    @property
    def _items(self) -> tuple:
        found = self._sorted
        if found is None:
            parent = self._parent
            if parent is not None and parent[0]._sorted is not None and parent[1] not in parent[0]._cells:
                items = list(parent[0]._sorted)  # the parent's, with the one card added in its place
                cell = parent[1]
                insort(items, (cell, self._cells[cell]), key=_CELL_OF)
                found = self._sorted = tuple(items)
            else:
                found = self._sorted = tuple(sorted(self._cells.items(), key=_CELL_OF))  # by cell (each is unique)
        return found

    # reading
    def __getitem__(self, cell):
        return self._cells[cell]

    def __contains__(self, cell) -> bool:
        return cell in self._cells

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self):
        return iter(self._items)

    def items(self) -> tuple:
        return self._items

    def cards(self) -> tuple:
        return tuple(c for _, c in self._items)

    def unsorted(self):
        """``(cell, card)`` pairs in no set order: :meth:`items` without the sort, for counts and sums."""
        return self._cells.items()

    def where(self, card_id: int) -> Optional[tuple]:
        ids = self._ids
        if ids is None:
            parent = self._parent
            if parent is not None and self._cells[parent[1]].id == card_id:
                return parent[1]  # the card just added (the engine asks for it most)
            if parent is not None and parent[0]._ids is not None:
                ids = parent[0]._ids.copy()
                ids[self._cells[parent[1]].id] = parent[1]
            else:
                ids = {c.id: cell for cell, c in self._cells.items()}
            self._ids = ids
        return ids.get(card_id)

    def added_to(self, other: "Reef") -> Optional[tuple]:
        """The cell of the one card put into ``other`` to make this reef (``other.put(cell, card)``),
        else ``None`` (another reef, or made another way)."""
        parent = self._parent
        return parent[1] if parent is not None and parent[0] is other else None

    def near(self, cell) -> tuple:
        """``(cell, card)`` for ``cell`` and each space along its edges that holds a card."""
        x, y = cell
        get = self._cells.get
        return tuple([(c, card) for c in (cell, (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                      if (card := get(c)) is not None])

    def remember(self, key, make):
        """``make(self)``, worked out on first use and kept under ``key`` (a string): a reef never
        changes, so neither does anything worked out from it (its score, for the bots)."""
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = make(self)
        return found

    def __eq__(self, other) -> bool:
        return isinstance(other, Reef) and (self is other or self._cells == other._cells)

    def __hash__(self) -> int:
        found = self._hash
        if found is None:
            found = self._hash = hash(self._items)
        return found

    # changing (a new reef each time)
    def put(self, cell, card: Card) -> "Reef":
        d = self._cells.copy()
        d[cell] = card
        r = _new_reef(Reef)  # as Reef(d, (self, cell)) makes it, without the call to the class (a card is put at most moves)
        r._cells = d
        r._sorted = r._hash = r._text = r._ids = None
        r._cache = {}
        r._parent = (self, cell)
        r.get = d.get
        return r

    def without(self, cell) -> "Reef":
        d = dict(self._cells)
        del d[cell]
        return Reef(d)

    def _repr_html_(self) -> str:  # drawings load on first use (see games_lib.core.lazy)
        from .draw import reef_picture

        return reef_picture(self)._repr_html_()

    def __repr__(self) -> str:
        if self._text is None:
            self._text = "reef({" + ", ".join(f"{cell}: {c.name!r}" for cell, c in self._items) + "})"
        return self._text


def _kind_of(value: Any, where: str) -> Kind:
    if isinstance(value, Card):
        return value.kind
    if isinstance(value, Kind):
        return value
    if isinstance(value, str) or is_whole(value):
        return KINDS.lookup(value)
    raise wrong("card", "a card's name, like 'Clownfish'", value, where=where)


def as_cell(value: Any, where: str = "") -> tuple:
    """``value`` as a cell ``(x, y)`` of whole numbers, or a GameError saying what a cell is."""
    if (isinstance(value, (tuple, list)) and len(value) == 2 and all(is_whole(v) for v in value)
            and all(abs(v) <= 10 ** 6 for v in value)):
        return (value[0], value[1])
    raise wrong("cell", "a pair of whole numbers (x, y), like (0, 1)", value, where=where)


def reef(cells: Any = None) -> Reef:
    """A reef from plain values: a mapping ``{(x, y): card name}`` (a :class:`Reef` passes
    through). Cards named by hand get numbers from 1000 up, in cell order."""
    if isinstance(cells, Reef):
        return cells
    if cells is None:
        cells = {}
    if not isinstance(cells, Mapping):
        raise wrong("cells", "a mapping of cells to card names, like {(0, 0): 'Blue Starter Coral'}", cells,
                    where="reef")
    out = {}
    for i, (cell, value) in enumerate(sorted(cells.items(), key=lambda kv: repr(kv[0]))):
        c = as_cell(cell, "reef")
        card = value if isinstance(value, Card) else Card(1000 + i, _kind_of(value, "reef").id)
        if KINDS[card.kind_id].placement == OCEAN:  # the Shark: played into the Ocean, never kept
            raise GameError(f"reef: a {KINDS[card.kind_id].name} never stays in a reef (it swims into the Ocean), "
                            f"not at {c}", rule=rules.SHARK_TO_OCEAN)
        out[c] = card
    return Reef(out)


# ------------------------------------------------------------------------------ the connection rules

def _accepts_sun(r: Reef, cell) -> bool:
    x, y = cell
    get = r._cells.get
    for dx, dy in AROUND:
        c = get((x + dx, y + dy))
        if c is not None and KINDS[c.kind_id].placement == SUN:
            return True
    return False


def _fish_fits(r: Reef, cell, k: Kind) -> bool:
    x, y = cell
    get = r._cells.get
    for dx, dy in EDGE:
        c = get((x + dx, y + dy))
        if c is None:
            continue
        o = KINDS[c.kind_id]
        if not o.accepts:
            continue
        if o.size == k.size - 1 and (o.placement == SUN or o.placement == FISH) and (k.size > 1) == (o.placement == FISH):
            return True
        if o.placement == FISH and o.size == k.size and o.name == k.name:
            return True
    return False


def _borders_open_card(r: Reef, cell) -> bool:
    x, y = cell
    for dx, dy in EDGE:
        c = r.get((x + dx, y + dy))
        if c is not None and c.kind.accepts:
            return True
    return False


def open_space(cell, cells) -> bool:
    """Whether ``cell`` could take a card at all (Building Your Reef, Placing Cards): on or above
    the Starter Coral's row, inside the table, and not in ``cells`` (a reef or its set of cells).

    >>> open_space((0, 1), {(0, 0)}), open_space((0, -1), set()), open_space((0, 0), {(0, 0)})
    (True, False, False)
    """
    return 0 <= cell[1] <= LIMIT and -LIMIT <= cell[0] <= LIMIT and cell not in cells


def fits(r: Reef, cell, k: Kind) -> bool:
    """Whether a card of kind ``k`` may go into ``cell`` of ``r`` (the engine's fast check)."""
    if not open_space(cell, r._cells):
        return False
    p = k.placement
    if p == SUN:
        return _accepts_sun(r, cell)
    if p == FISH:
        return _fish_fits(r, cell, k)
    if p == ANYWHERE:
        return _borders_open_card(r, cell)
    return False


def frontier(r: Reef) -> set:
    """The empty cells (on or above the Starter row) touching a card in any of the 8 directions."""
    found = r._cache.get("frontier")
    if found is not None:
        return found
    out = set()
    cells = r._cells
    for (x, y) in cells:
        for dx, dy in AROUND:
            c = (x + dx, y + dy)
            if c[1] >= 0 and c not in cells:
                out.add(c)
    r._cache["frontier"] = out
    return out


# The supports of a reef: for each empty space (on or above the Starter row, inside the table)
# next to a card, a bit mask of the ways a card could connect there: SUN_NEAR, a Sun card in one
# of the 8 spaces around; OPEN, a card that takes connections along an edge; LEVEL[0..3], along
# an edge, a Sun card (0) or a fish of that size that takes connections; SCHOOL + kind id, along
# an edge, a fish of that kind. A card's legal spaces are those whose mask meets its NEEDS.
SUN_NEAR, OPEN, LEVEL, SCHOOL = 1, 2, 4, 64


def _offers(k: Kind) -> tuple:
    """What a card of kind ``k`` offers its neighbours: (bits, offsets of the spaces) pairs."""
    out = []
    if k.placement == SUN:
        out.append((SUN_NEAR, AROUND))
    if k.accepts and k.placement in (SUN, FISH):
        bits = OPEN | (LEVEL << (k.size if k.placement == FISH else 0))
        if k.placement == FISH:
            bits |= SCHOOL << k.id
        out.append((bits, EDGE))
    elif k.accepts:
        out.append((OPEN, EDGE))
    return tuple(out)


def _needs(k: Kind) -> int:
    """The bits of a space where a card of kind ``k`` may go (any one of them)."""
    if k.placement == SUN:
        return SUN_NEAR
    if k.placement == FISH:
        return (LEVEL << (k.size - 1)) | (SCHOOL << k.id)
    if k.placement == ANYWHERE:
        return OPEN
    return 0


OFFERS = tuple(_offers(k) for k in KINDS)
"""Per kind id: the supports a card of that kind offers, with the offsets of the spaces offered."""
EDGE_OFFERS = tuple(reduce(or_, [bits for bits, offsets in offers if set(EDGE) <= set(offsets)], 0) for offers in OFFERS)
"""Per kind id: what a card of that kind offers each space along its edges (every offer reaches them)."""
NEEDS = tuple(_needs(k) for k in KINDS)
"""Per kind id: the supports a card of that kind needs in a space (one is enough)."""


# Inside the engine a space is a whole number, its *cell id*: the spaces of the table numbered
# column by column, from (-LIMIT, 0) up to (-LIMIT, LIMIT), then the next column (so ids sort as
# the cells do, and Place actions, numbered the same way, follow them). Whole numbers hash and
# compare faster than pairs.
SPAN = LIMIT + 1
"""Spaces in a column of the table (y = 0 to LIMIT)."""
CELLS = tuple((x, y) for x in range(-LIMIT, LIMIT + 1) for y in range(0, SPAN))
"""Every space of the table by its cell id."""
CELL_IDS = {c: i for i, c in enumerate(CELLS)}
"""The cell id of each space of the table."""


def _edge_spaces(cell) -> tuple:
    """The four spaces along the edges of ``cell`` (right, left, above, below), each with its id
    (-1 for a space outside the table, which holds no support)."""
    x, y = cell
    return tuple(((x + dx, y + dy), CELL_IDS.get((x + dx, y + dy), -1)) for dx, dy in EDGE)


_EDGE_IDS = tuple(tuple([(CELLS[i] if i >= 0 else c, i) for c, i in _edge_spaces(cell)]) for cell in CELLS)
"""Per cell id: :func:`_edge_spaces` of its cell, each space of the table as the pair ``CELLS`` holds (the
engine puts cards under those very pairs: a reef finds them at once, without comparing numbers)."""

EDGE_CELLS = tuple(tuple([c for c, _ in spaces]) for spaces in _EDGE_IDS)
"""Per cell id: the four spaces along the edges of its cell (right, left, above, below), as the table holds them."""


def edge_cells(cell) -> tuple:
    """The four spaces along the edges of ``cell`` (right, left, above, below); read from
    ``EDGE_CELLS`` for a space of the table.

    >>> edge_cells((0, 0)), edge_cells((100, 0))
    (((1, 0), (-1, 0), (0, 1), (0, -1)), ((101, 0), (99, 0), (100, 1), (100, -1)))
    """
    at = CELL_IDS.get(cell)
    if at is not None:
        return EDGE_CELLS[at]
    x, y = cell
    return tuple([(x + dx, y + dy) for dx, dy in EDGE])


_OFFERS_BY = tuple(dict.fromkeys(OFFERS))
_OFFERED_BY = tuple(_OFFERS_BY.index(o) for o in OFFERS)
_OFFERED = tuple([None] * len(CELLS) for _ in _OFFERS_BY)
"""Per kind of offer (``_OFFERED_BY[kind_id]``: the kinds that offer the same share one: every coral,
say), then per cell id: what a card of such a kind in that cell offers (:func:`_offered`), worked out once."""


def _spaces_offered(kind_id: int, cell, at: Optional[int]) -> tuple:
    """What a card of kind ``kind_id`` in ``cell`` (of id ``at``) offers the spaces around it that
    lie inside the table (:func:`open_space` of an empty reef; whether they are empty is for the
    reef to say): ``(at, {space id: bits}, ((space id, space, bits), ...))``."""
    x, y = cell
    merged = {}
    for bits, offsets in OFFERS[kind_id]:
        for dx, dy in offsets:
            i = CELL_IDS.get((x + dx, y + dy))  # None: outside the table (the spaces open_space allows have ids)
            if i is not None:
                merged[i] = merged.get(i, 0) | bits
    return at, merged, tuple([(i, CELLS[i], bits) for i, bits in merged.items()])


def _offered(kind_id: int, cell) -> tuple:
    """What a card of kind ``kind_id`` in ``cell`` offers: ``(cell id, {space id: bits},
    ((space id, space, bits), ...))``, kept per kind and cell of the table (a card put outside it
    by hand has no id, and its offers are worked out each time)."""
    try:
        at = CELL_IDS[cell]
    except KeyError:  # outside the table
        return _spaces_offered(kind_id, cell, None)
    by = _OFFERED[_OFFERED_BY[kind_id]]
    found = by[at]
    if found is None:
        found = by[at] = _spaces_offered(kind_id, cell, at)
    return found


def _offer(found: dict, offers: tuple, cells) -> None:
    """Adds ``offers`` (the triples of :func:`_offered`) to the supports ``found`` of a reef
    holding ``cells``: a space that holds a card gets none."""
    get = found.get
    for i, c, bits in offers:
        if c not in cells:
            found[i] = get(i, 0) | bits


def _supports(r: Reef) -> dict:
    """The supports of ``r`` (see above) by cell id, from its parent's grown by the one card added
    (adding a card only adds ways to connect; the parent's found the same way), else built in full."""
    found = r._cache.get(None)
    if found is not None:
        return found
    parent = r._parent
    if parent is not None:
        up = parent[0]._cache.get(None)
        if up is not None:  # the parent's are known (most often): grown here, without the chain below
            cells = r._cells
            cell = parent[1]
            at, _, offers = _offered(cells[cell].kind_id, cell)
            found = up.copy()
            found.pop(at, None)
            _offer(found, offers, cells)
            r._cache[None] = found
            return found
    chain = [r]
    while True:
        parent = chain[-1]._parent
        if parent is None:
            root = chain.pop()
            cells = root._cells
            found = {}
            for cell, c in cells.items():
                _offer(found, _offered(c.kind_id, cell)[2], cells)
            root._cache[None] = found
            break
        found = parent[0]._cache.get(None)
        if found is not None:
            break
        chain.append(parent[0])
    if chain:  # one copy, grown card by card (the reefs between are not kept: few ask for them)
        found = found.copy()
        for node in reversed(chain):
            cells = node._cells
            cell = node._parent[1]
            at, _, offers = _offered(cells[cell].kind_id, cell)
            found.pop(at, None)
            _offer(found, offers, cells)
        r._cache[None] = found
    return found


def edge_supports(r: Reef, cell) -> tuple:
    """The supports of the four spaces along the edges of ``cell`` (right, left, above, below),
    0 for a space no card could take: a card of kind ``k`` may go into one of them when its
    supports meet ``NEEDS[k.id]`` (the test :func:`cell_ids` makes for every space). Read from
    the reef's supports, or, when they are not worked out yet, from its parent's and what the
    card added offers (a space it fills has none). ``cell`` holds a card."""
    at = CELL_IDS.get(cell)
    spaces = _EDGE_IDS[at] if at is not None else _edge_spaces(cell)
    found = r._cache.get(None)
    if found is None:
        parent = r._parent
        up = parent[0]._cache.get(None) if parent is not None else None
        if up is not None:
            cells = r._cells
            added = parent[1]
            offers = _offered(cells[added].kind_id, added)[1]
            (c0, i0), (c1, i1), (c2, i2), (c3, i3) = spaces  # the four spaces, one by one (no loop: asked often)
            return ((c0, 0 if c0 in cells else up.get(i0, 0) | offers.get(i0, 0)),
                    (c1, 0 if c1 in cells else up.get(i1, 0) | offers.get(i1, 0)),
                    (c2, 0 if c2 in cells else up.get(i2, 0) | offers.get(i2, 0)),
                    (c3, 0 if c3 in cells else up.get(i3, 0) | offers.get(i3, 0)))
        found = _supports(r)
    get = found.get
    return tuple([(c, get(i, 0)) for c, i in spaces])


def open_edges(r: Reef, cell) -> tuple:
    """The open spaces along the edges of ``cell`` (empty, on the table), sorted.

    >>> open_edges(reef({(0, 0): "Blue Starter Coral", (1, 0): "Red Coral"}), (0, 0))
    ((-1, 0), (0, 1))
    """
    at = CELL_IDS.get(cell)
    cells = r._cells
    return tuple(sorted([c for c, i in (_EDGE_IDS[at] if at is not None else _edge_spaces(cell))
                         if i >= 0 and c not in cells]))


def edge_offers(r: Reef, cell) -> int:
    """What the card in ``cell`` itself offers the open spaces along its edges (empty, on the
    table), taken together: a part of the supports :func:`edge_supports` reads there (the rest of
    the reef may add more), found without them. A card needing any of these bits may go into one
    of those spaces. A card offers each space along its edges the same (``EDGE_OFFERS``), so this
    is that, once one of them is open, else nothing."""
    at = CELL_IDS.get(cell)
    cells = r._cells
    for c, i in (_EDGE_IDS[at] if at is not None else _edge_spaces(cell)):
        if i >= 0 and c not in cells:
            return EDGE_OFFERS[cells[cell].kind_id]
    return 0


def cell_set(r: Reef, k: Kind) -> frozenset:
    """Every cell a card of kind ``k`` may go into, as a set (the cells of :func:`cells_for`)."""
    key = ~NEEDS[k.id]  # a negative key: kinds with the same needs share their cells
    found = r._cache.get(key)
    if found is None:
        found = r._cache[key] = frozenset(cells_for(r, k))
    return found


def cell_ids(r: Reef, need: int) -> tuple:
    """The ids of every space where a card needing ``need`` (``NEEDS[k.id]`` of its kind ``k``) may
    go, sorted: the spaces whose supports meet its needs (the same cells as :func:`fits` allows,
    found without testing every space). Kept with the reef under the needs, shared by the kinds
    that need the same (every Sun card, say)."""
    found = r._cache.get(need)
    if found is None:
        found = r._cache[need] = tuple(sorted([i for i, m in _supports(r).items() if m & need])) if need else ()
    return found


def takes(r: Reef, need: int) -> bool:
    """Whether some space of ``r`` takes a card needing ``need`` (``NEEDS[k.id]`` of its kind ``k``):
    whether :func:`cell_ids` has any, read from every space's supports taken together (a space
    meets the needs when its supports share a bit with them, so some space does exactly when all
    of them together do), kept with the reef: one test for any kind, no list made."""
    together = r._cache.get(_TOGETHER)
    if together is None:
        together = r._cache[_TOGETHER] = reduce(or_, _supports(r).values(), 0)
    return together & need != 0


_TOGETHER = "supports, together"
"""The key of :func:`takes`' memo in a reef's cache (a string: the cache's number keys are needs)."""


def cells_for(r: Reef, k: Kind) -> tuple:
    """Every cell a card of kind ``k`` may go into, sorted (the spaces of :func:`cell_ids`)."""
    return tuple(map(CELLS.__getitem__, cell_ids(r, NEEDS[k.id])))


def legal_cells(reef_: Any, card: Any) -> tuple:
    """The cells of ``reef_`` (a :class:`Reef` or a mapping ``{(x, y): name}``) where ``card`` (a
    name) may be placed, sorted."""
    return cells_for(reef(reef_), _kind_of(card, "legal_cells"))


def refusal(r: Reef, k: Kind, cell) -> Optional[tuple]:
    """``None`` if a card of kind ``k`` may go into ``cell``, else ``(rule, words)``."""
    x, y = cell
    if k.placement == OCEAN:
        return rules.SHARK_TO_OCEAN, "A Shark never goes into a reef: when you play it, it swims into the Ocean."
    if y < 0:
        return rules.NOT_BELOW_STARTER, "Nothing goes below the row of the Starter Coral."
    if cell in r:
        return rules.CELL_TAKEN, f"That space already holds the {r[cell].name}."
    if abs(x) > LIMIT or y > LIMIT:
        return rules.PLACE_WHERE, "That space is too far out for this table."
    if fits(r, cell, k):
        return None
    near = [r.get((x + dx, y + dy)) for dx, dy in EDGE]
    near = [c for c in near if c is not None]
    if k.placement == SUN:
        return rules.SUNS_TO_SUNS, (f"{a_or_an(k.name)} must touch a Sun card (a coral or an anemone), "
                                    "straight or corner to corner, and no Sun card is around this space.")
    if near and all(not c.kind.accepts for c in near):
        return rules.NOTHING_ON_SPECIALS, "Nothing may be joined to a Dolphin or a Sea Turtle."
    if k.placement == ANYWHERE:
        return rules.SPECIAL_ANYWHERE, f"{a_or_an(k.name)} must share an edge with a card of your reef."
    before = "a Sun card" if k.size == 1 else ("a Tiny fish" if k.size == 2 else "a Medium fish")
    return rules.FISH_IN_ORDER, (f"{a_or_an(k.name)} must share an edge with {before} or with another {k.name} "
                                 "(fish join along an edge, never corner to corner, in the order Sun, Tiny, "
                                 "Medium, Big).")


def why_not(reef_: Any, card: Any, cell: Any) -> Optional[str]:
    """In words, why ``card`` may not go into ``cell`` of ``reef_``; ``None`` when it may."""
    r = reef(reef_)
    found = refusal(r, _kind_of(card, "why_not"), as_cell(cell, "why_not"))
    return None if found is None else found[1]


def protected_cells(reef_: Any) -> frozenset:
    """The cells whose fish an anemone protects (its eight surrounding spaces)."""
    r = reef(reef_)
    out = set()
    for (x, y), c in r:
        if c.kind.protects:
            out.update((x + dx, y + dy) for dx, dy in AROUND)
    return frozenset(out)


def is_protected(reef_: Any, cell: Any) -> bool:
    """Whether the fish in ``cell`` is protected by an anemone."""
    return as_cell(cell, "is_protected") in protected_cells(reef_)
