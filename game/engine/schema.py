"""Hidden information declared once, on the state's fields.

A game marks every field of its state dataclass with who may see it:

- :func:`public`: everyone; the observation holds it frozen (lists become tuples, a list
  of lists a tuple of tuples, dicts a sorted tuple of their items, sets frozensets);
- :func:`private`: one seat at a time; ``view(state, seat)`` is what ``seat`` sees of it
  (seat -1: a spectator), kept in the observation under the field's name or ``name``;
- :func:`hidden`: no one (a deck's order, which stack a tile lies in);
- :func:`derived`: no one needs it, the rules work it out again from the rest (a cache);
  ``rebuild(state)`` gives it back to a restored state, or ``from_observation(observation)``
  (public work that every world sampled from one observation may share).

A private or hidden field may also show everyone a public summary of itself:
``shows={"hand_sizes": function of the state}`` (a hand's size, a deck's count).

:class:`StateSchema` reads the marks once, when the game's modules load, and writes from
them, as Python source compiled then (as :mod:`dataclasses` writes ``__init__``), the three
functions every game wrote by hand before: ``clone``, ``observe`` and ``restore`` (the
public part of ``sample_state``).  How a value is copied and frozen follows from its type
annotation: tuples, numbers, strings, enums, named tuples and frozen dataclasses are shared,
lists, dicts and sets are copied.  A field whose value is never changed in place says
``shared=True`` (it is then shared by every clone); ``observe=`` and ``restore=`` give
a field its own way into and out of the observation.

:class:`SchemaRules` turns a schema into the contract's ``clone``, ``observe``,
``observe_public`` and ``sample_state``; a game then writes only ``sample_secrets``: how
its private and hidden fields are drawn for a sampled world.
"""

from __future__ import annotations

import dataclasses
import inspect
import random
import types
import typing
from abc import abstractmethod
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, ClassVar, TypeVar

from game.engine.contract import Observation, Rules, State

PUBLIC, PRIVATE, HIDDEN, DERIVED = "public", "private", "hidden", "derived"
KEY = "visibility"
"""The key of a field's :class:`Visibility` in its dataclass metadata."""
SPECTATOR = -1
"""The seat a spectator's observation is made for."""
C = TypeVar("C", bound=type)


@dataclasses.dataclass(frozen=True)
class Visibility:
    """Who may see one state field, and how it reaches the observation and back."""

    kind: str
    view: Callable[[Any, int], Any] | None = None
    """A private field: what a seat sees of it."""
    name: str | None = None
    """A private field: its name in the observation (default: the field's own)."""
    shows: Mapping[str, Callable[[Any], Any]] = dataclasses.field(default_factory=dict)
    """Public summaries of a private or hidden field: observation name -> value."""
    shared: bool = False
    """Never changed in place: clones share it."""
    observe: Callable[[Any], Any] | None = None
    """A public field's own freezing into the observation."""
    restore: Callable[[Any], Any] | None = None
    """A public field's own way back from the observation."""
    rebuild: Callable[[Any], Any] | None = None
    """A derived field: its value in a restored state (default: the field's default)."""
    from_observation: Callable[[Any], Any] | None = None
    """A derived field: its value in a state restored from this observation (made from the
    public part only, and never changed in place, since the worlds share it)."""


def _declare(visibility: Visibility, default: Any, default_factory: Any) -> Any:
    return dataclasses.field(
        default=default, default_factory=default_factory, metadata={KEY: visibility}
    )


MISSING: Any = dataclasses.MISSING


def public(
    *,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    shared: bool = False,
    observe: Callable[[Any], Any] | None = None,
    restore: Callable[[Any], Any] | None = None,
) -> Any:
    """A field everyone sees."""
    visibility = Visibility(PUBLIC, shared=shared, observe=observe, restore=restore)
    return _declare(visibility, default, default_factory)


def private(
    view: Callable[[Any, int], Any],
    *,
    name: str | None = None,
    shows: Mapping[str, Callable[[Any], Any]] | None = None,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    shared: bool = False,
) -> Any:
    """A field each seat sees only part of: ``view(state, seat)`` (seat -1: a spectator)."""
    visibility = Visibility(PRIVATE, view=view, name=name, shows=shows or {}, shared=shared)
    return _declare(visibility, default, default_factory)


def hidden(
    *,
    shows: Mapping[str, Callable[[Any], Any]] | None = None,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    shared: bool = False,
) -> Any:
    """A field no one sees (but for its public summaries, ``shows``)."""
    visibility = Visibility(HIDDEN, shows=shows or {}, shared=shared)
    return _declare(visibility, default, default_factory)


def derived(
    *,
    rebuild: Callable[[Any], Any] | None = None,
    from_observation: Callable[[Any], Any] | None = None,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    shared: bool = False,
) -> Any:
    """A field the rules work out from the others (a cache): never observed.

    A restored state gets ``rebuild(state)``, or ``from_observation(observation)``, or the
    default.  ``from_observation`` is for public work that the many worlds a search samples
    from one observation may share: the observation keeps it (a cached property), so it is
    done once, not once per world."""
    if rebuild is not None and from_observation is not None:
        raise TypeError("a derived field is rebuilt from the state or from the observation")
    visibility = Visibility(
        DERIVED, shared=shared, rebuild=rebuild, from_observation=from_observation
    )
    return _declare(visibility, default, default_factory)


# --- how values are copied and frozen ---------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Shape:
    """Source templates: ``{0}`` is the expression of the value."""

    copy: str
    freeze: str
    thaw: str


VALUE = Shape("{0}", "{0}", "{0}")
LIST = Shape("{0}.copy()", "tuple({0})", "list({0})")
LISTS = Shape("[x.copy() for x in {0}]", "tuple([tuple(x) for x in {0}])", "[list(x) for x in {0}]")
DICT = Shape("{0}.copy()", "tuple(sorted({0}.items()))", "dict({0})")
SET = Shape("{0}.copy()", "frozenset({0})", "set({0})")
MAYBE_LIST = Shape(
    "None if {0} is None else {0}.copy()",
    "None if {0} is None else tuple({0})",
    "None if {0} is None else list({0})",
)
_SCALARS = (int, float, str, bool, bytes, type(None), range)


def immutable(hint: Any) -> bool:
    """Whether values of this type are never changed in place (so copies may share them)."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return all(immutable(arg) for arg in typing.get_args(hint))
    if origin in (tuple, frozenset):
        return all(arg is Ellipsis or immutable(arg) for arg in typing.get_args(hint))
    if not isinstance(hint, type):
        return False
    if issubclass(hint, (*_SCALARS, tuple, frozenset, Enum)):
        return True
    return dataclasses.is_dataclass(hint) and hint.__dataclass_params__.frozen


def shape_of(hint: Any) -> Shape | None:
    """The shape of a field's values from its annotation (None: not one it can copy)."""
    if immutable(hint):
        return VALUE
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is list:
        if immutable(args[0]):
            return LIST
        if typing.get_origin(args[0]) is list and immutable(typing.get_args(args[0])[0]):
            return LISTS
    elif origin is dict:
        return DICT if all(immutable(arg) for arg in args) else None
    elif origin is set:
        return SET if immutable(args[0]) else None
    elif origin in (typing.Union, types.UnionType):
        rest = [arg for arg in args if arg is not type(None)]
        if len(rest) == 1 and shape_of(rest[0]) is LIST:
            return MAYBE_LIST
    return None


@dataclasses.dataclass(frozen=True)
class Declared:
    """One state field as the schema reads it."""

    name: str
    visibility: Visibility
    shape: Shape
    default: Any
    default_factory: Any

    @property
    def observed_as(self) -> list[str]:
        """The observation fields it makes."""
        kind = self.visibility.kind
        names = [self.name] if kind == PUBLIC else []
        if kind == PRIVATE:
            names.append(self.visibility.name or self.name)
        return names + list(self.visibility.shows)


class StateSchema:
    """The declared fields of one state class, and the functions written from them.

    Make the observation class with :meth:`observation` (a decorator); ``clone``,
    ``observe`` and ``restore`` exist from then on."""

    clone: Callable[[Any], Any]
    observe: Callable[[Any, int], Any]
    restore: Callable[[Any, dict[str, Any]], Any]

    def __init__(self, state_class: type) -> None:
        self.state_class = state_class
        hints = typing.get_type_hints(state_class)
        found = []
        for f in dataclasses.fields(state_class):
            visibility = f.metadata.get(KEY)
            if visibility is None:
                raise TypeError(
                    f"{state_class.__name__}.{f.name}: say who may see it "
                    "(public, private, hidden or derived)"
                )
            shape = VALUE if visibility.shared else shape_of(hints[f.name])
            if shape is None:
                raise TypeError(
                    f"{state_class.__name__}.{f.name}: no copy known for {hints[f.name]} "
                    "(declare it shared=True if it is never changed in place)"
                )
            found.append(Declared(f.name, visibility, shape, f.default, f.default_factory))
        self.fields: tuple[Declared, ...] = tuple(found)
        self.observation_class: type | None = None
        self.source = ""
        """The Python source of the written functions (to read when in doubt)."""

    def of_kind(self, kind: str) -> list[str]:
        return [d.name for d in self.fields if d.visibility.kind == kind]

    @property
    def secrets(self) -> frozenset[str]:
        """The private and hidden fields: what ``sample_secrets`` must draw."""
        return frozenset(self.of_kind(PRIVATE) + self.of_kind(HIDDEN))

    @property
    def observed(self) -> list[str]:
        """The observation's fields, in order."""
        return ["seat"] + [name for d in self.fields for name in d.observed_as]

    def observation(self, cls: C) -> C:
        """Decorator: make ``cls`` the frozen observation dataclass of this state, its fields
        written from the declarations (the class itself gives a docstring and methods)."""
        if inspect.get_annotations(cls):
            raise TypeError(f"{cls.__name__}: its fields come from the state's declarations")
        names = self.observed
        if len(set(names)) != len(names):
            raise TypeError(f"{cls.__name__}: two declarations show the same name")
        cls.__annotations__ = {name: int if name == "seat" else Any for name in names}
        made = dataclasses.dataclass(frozen=True)(cls)
        self.observation_class = made
        self._write()
        return made

    # --- the written functions ---------------------------------------------------------------
    def _write(self) -> None:
        """Write and compile ``clone``, ``observe`` and ``restore``.

        The fastest forms Python offers: a clone of a dataclass with a ``__dict__`` copies
        that dict and replaces the mutable values in it (a ``__slots__`` one sets each
        attribute); an observation gets its whole ``__dict__`` at once (a frozen dataclass's
        ``__init__`` sets its fields one by one, at twice the cost)."""
        namespace: dict[str, Any] = {
            "_State": self.state_class,
            "_Observation": self.observation_class,
            "_new": object.__new__,
            "_set": object.__setattr__,
            "_secrets": self.secrets,
            "_missing": self._missing,
        }
        slots = "__slots__" in self.state_class.__dict__
        clone = ["def clone(s):", "    n = _new(_State)"]
        if not slots:
            clone.append("    d = s.__dict__.copy()")
        observe = ["def observe(s, seat):", "    o = _new(_Observation)"]
        observe += ["    _set(o, '__dict__', {", "        'seat': seat,"]
        restore = ["def restore(o, h):", "    if h.keys() != _secrets:", "        _missing(h)"]
        restore.append("    n = _new(_State)")
        rebuilt = []
        for d in self.fields:
            name, v = d.name, d.visibility
            copy = d.shape.copy.format(f"s.{name}")
            if slots:
                clone.append(f"    n.{name} = {copy}")
            elif d.shape is not VALUE:
                clone.append(f"    d[{name!r}] = {copy}")
            if v.kind == PUBLIC:
                freeze, thaw = d.shape.freeze.format(f"s.{name}"), d.shape.thaw.format(f"o.{name}")
                if v.observe is not None:
                    namespace[f"_observe_{name}"] = v.observe
                    freeze = f"_observe_{name}(s.{name})"
                if v.restore is not None:
                    namespace[f"_restore_{name}"] = v.restore
                    thaw = f"_restore_{name}(o.{name})"
                observe.append(f"        {name!r}: {freeze},")
                restore.append(f"    n.{name} = {thaw}")
            elif v.kind == PRIVATE:
                namespace[f"_view_{name}"] = v.view
                observe.append(f"        {v.name or name!r}: _view_{name}(s, seat),")
            if v.kind in (PRIVATE, HIDDEN):
                restore.append(f"    n.{name} = h[{name!r}]")
            for shown, function in v.shows.items():
                namespace[f"_shows_{shown}"] = function
                observe.append(f"        {shown!r}: _shows_{shown}(s),")
            if v.kind == DERIVED:
                rebuilt.append(self._rebuild_line(d, namespace))
        observe += ["    })", "    return o"]
        if not slots:
            clone.append("    n.__dict__ = d")
        clone.append("    return n")
        restore += [*rebuilt, "    return n"]
        self.source = "\n".join(["\n".join(clone), "\n".join(observe), "\n".join(restore)])
        exec(compile(self.source, f"<schema of {self.state_class.__name__}>", "exec"), namespace)
        self.clone = namespace["clone"]
        self.observe = namespace["observe"]
        self.restore = namespace["restore"]

    @staticmethod
    def _rebuild_line(d: Declared, namespace: dict[str, Any]) -> str:
        """A derived field's value in a restored state (after every other field is set)."""
        name = d.name
        if d.visibility.rebuild is not None:
            namespace[f"_rebuild_{name}"] = d.visibility.rebuild
            return f"    n.{name} = _rebuild_{name}(n)"
        if d.visibility.from_observation is not None:
            namespace[f"_observed_{name}"] = d.visibility.from_observation
            return f"    n.{name} = _observed_{name}(o)"
        if d.default_factory is not MISSING:
            namespace[f"_factory_{name}"] = d.default_factory
            return f"    n.{name} = _factory_{name}()"
        namespace[f"_default_{name}"] = d.default
        return f"    n.{name} = _default_{name}"

    def _missing(self, given: Mapping[str, Any]) -> None:
        missing = sorted(self.secrets - given.keys())
        extra = sorted(given.keys() - self.secrets)
        raise ValueError(
            f"{self.state_class.__name__}: sampled secrets missing {missing}, unknown {extra}"
        )


class SchemaRules(Rules):
    """Rules whose state declares its hidden information (``schema``): the contract's copies
    and observations are the schema's, and only the secrets are the game's to sample."""

    schema: ClassVar[StateSchema]

    def clone(self, state: State) -> State:
        return self.schema.clone(state)

    def observe(self, state: State, seat: int) -> Observation:
        return self.schema.observe(state, seat)

    def observe_public(self, state: State) -> Observation:
        return self.schema.observe(state, SPECTATOR)

    def sample_state(self, observation: Observation, rng: random.Random) -> State:
        return self.schema.restore(observation, self.sample_secrets(observation, rng))

    @abstractmethod
    def sample_secrets(self, observation: Observation, rng: random.Random) -> dict[str, Any]:
        """A value for every private and hidden field (by name), drawn so that the state
        they make with the observation's public fields is one the observer cannot tell
        from the true one: that is how the AI stays fair."""
