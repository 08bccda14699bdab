"""Crown & Dragon's part of the recap and the result cards: what a step did, told from the
events a seat may know (:mod:`game.crown.events`; the kit is :mod:`game.app.recap`).

Marks name squares ``(x, y)``.  Every battle (army, volley, dragon, castle, wall) brings a
result card with each side's ATK and DEF and where each comes from (cards, specialty,
alignment, castle, Battle Cry...), the cards each side lost, the points and the upkeep:
the numbers of :class:`~game.crown.events.BattleFought`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.recap import Card, CardSide, Line, Mark, Told
from game.crown.cards import DRAGONS
from game.crown.events import (
    BattleFought,
    Built,
    CardBought,
    CardPlayed,
    CrownTaken,
    DragonMoved,
    DragonSlain,
    GeneralPlaced,
    Part,
    PieceDefeated,
    PieceMoved,
    Plundered,
    PointsScored,
    RockMoved,
    WallDestroyed,
)
from game.crown.preview import Term, outcome_of
from game.crown.view import words
from game.crown.view.battle_box import term_text
from game.engine.events import Event
from game.text import tr

KEY = "crown_ui.recap."


class Names:
    """How the recap calls seats and fighters: ``seat`` a seat's name, ``heroes`` each
    seat's hero (from the observation)."""

    def __init__(self, seat: Callable[[int], str], heroes: tuple[int, ...]) -> None:
        self.seat, self.heroes = seat, heroes

    def fighter(self, kind: str, seat: int, general: int, dragon: int = -1) -> str:
        if kind == "dragon":
            return tr(f"crown.dragon.{DRAGONS[min(max(dragon, 0), len(DRAGONS) - 1)]}")
        owner = self.seat(seat) if seat >= 0 else ""
        if kind == "hero" and 0 <= seat < len(self.heroes) and self.heroes[seat] >= 0:
            hero = words.hero_name(self.heroes[seat])
            return hero if hero == owner else tr("crown_ui.piece.hero", player=owner, hero=hero)
        if kind == "general" and general >= 0:
            return tr("crown_ui.piece.general", player=owner, general=words.general_name(general))
        if kind in ("castle", "wall"):
            return tr(f"crown_ui.piece.{kind}", player=owner)
        return owner


def tell(events: tuple[Event, ...], names: Names) -> Told:
    """The lines, marks and cards of one step."""
    lines: list[Line] = []
    marks: list[Mark] = []
    cards: list[Card] = []
    for event in events:
        told = _tell_one(event, names)
        if told is not None:
            line, mark = told
            if line is not None:
                lines.append(line)
            if mark is not None:
                marks.append(mark)
        if isinstance(event, BattleFought):
            cards.append(battle_card(event, names))
    return Told(tuple(lines), tuple(marks), tuple(cards))


def _tell_one(event: Event, names: Names) -> tuple[Line | None, Mark | None] | None:
    """One event's line and mark (None: not worth telling)."""
    if isinstance(event, PieceMoved) and len(event.path) > 1:
        piece = names.fighter(event.piece, event.seat, event.general)
        where = words.square_name(event.path[-1])
        key = "sent_home" if event.cause == "home" else "moved"
        return Line("move", tr(KEY + key, piece=piece, where=where)), Mark(
            "moved", event.path[0], event.path[-1]
        )
    if isinstance(event, GeneralPlaced) and event.cause == "market":
        general = words.general_name(event.general)
        where = words.square_name(event.at)
        return Line("place", tr(KEY + "general", general=general, where=where)), Mark(
            "placed", event.at
        )
    if isinstance(event, PieceDefeated):
        piece = names.fighter(event.piece, event.seat, event.general)
        key = "hero_beaten" if event.piece == "hero" else "fell"
        return Line("remove", tr(KEY + key, piece=piece)), Mark("lost", event.at)
    if isinstance(event, Built):
        where = words.square_name(event.at)
        return Line("place", tr(f"{KEY}built_{event.structure}", where=where)), Mark(
            "placed", event.at
        )
    if isinstance(event, WallDestroyed):
        where = words.square_name(event.at)
        return Line("remove", tr(KEY + "wall_down", where=where)), Mark("lost", event.at)
    if isinstance(event, RockMoved) and event.start and event.to:
        return None, Mark("moved", event.start, event.to)
    if isinstance(event, DragonMoved) and event.to:
        line = Line("move", tr(KEY + "dragon", where=words.square_name(event.to)))
        return line, Mark("moved", event.start, event.to) if event.start else Mark(
            "placed", event.to
        )
    if isinstance(event, BattleFought):
        return Line("battle", battle_line(event, names)), Mark("lost", event.defender_at)
    if isinstance(event, DragonSlain):
        return Line("battle", tr(KEY + "slain")), None
    if isinstance(event, CrownTaken):
        return Line("gold", tr(KEY + "crown")), None
    if isinstance(event, CardBought):
        return Line("card", _bought(event)), None
    if isinstance(event, CardPlayed):
        name = words.action_name(event.card) if event.deck == "action" else None
        if event.deck == "black":
            name = words.black_name(event.card)
        return Line("card", tr(KEY + "played", card=name)), None
    if isinstance(event, Plundered):
        victim = names.seat(event.victim)
        return Line("gold", tr(KEY + "plundered", gold=event.taken, victim=victim)), None
    if isinstance(event, PointsScored) and event.cause != "battle":
        return Line("gold", tr(KEY + "points", points=event.points, total=event.total)), None
    return None


def _bought(event: CardBought) -> str:
    if event.deck == "general":
        return tr(KEY + "hired", general=words.general_name(event.card), price=event.price)
    if event.deck == "military":
        card = words.military_name(event.card)
        return tr(KEY + "bought", card=card, price=event.price)
    return tr(KEY + "bought_black", price=event.price)


def _sides(event: BattleFought, names: Names) -> tuple[str, str]:
    attacker = names.fighter(
        event.attacker, event.attacker_seat, event.attacker_general, event.dragon
    )
    defender = names.fighter(
        event.defender, event.defender_seat, event.defender_general, event.dragon
    )
    return attacker, defender


def _result(event: BattleFought, names: Names) -> str:
    attacker, defender = _sides(event, names)
    if event.slain and event.mode == "landing":  # the defending hero slew the dragon
        attacker = defender
    key = outcome_of(event.mode, event.winner, event.slain, bool(event.defender_lost))
    return tr(
        f"crown_ui.outcome.{key}",
        attacker=attacker,
        defender=defender,
        count=len(event.defender_lost),
    )


def battle_line(event: BattleFought, names: Names) -> str:
    """The battle in one line: who against whom, where, the main numbers, the result."""
    _, defender = _sides(event, names)
    return tr(
        KEY + "battle",
        target=defender,
        where=words.square_name(event.defender_at) if event.defender_at else "",
        atk=event.attack,
        defence=event.defence,
        result=_result(event, names),
    )


def _terms(parts: tuple[Part, ...]) -> str:
    text = " + ".join(term_text(Term(source, value, card)) for source, value, card in parts)
    return text or tr("crown_ui.term.none")


def battle_card(event: BattleFought, names: Names) -> Card:
    """Each side's ATK and DEF with their parts, and what followed."""
    attacker, defender = _sides(event, names)
    both_ways = event.mode in ("standard", "landing") and event.shoots_back
    atk = tr("crown_ui.preview.atk", total=event.attack, parts=_terms(event.attack_parts))
    attacker_parts = [atk]
    if both_ways:
        guard = event.attacker_defence
        words_ = _terms(event.attacker_defence_parts)
        attacker_parts.append(tr("crown_ui.preview.def", total=guard, parts=words_))
    defence = tr("crown_ui.preview.def", total=event.defence, parts=_terms(event.defence_parts))
    defender_parts = [defence] if event.mode != "removal" else []
    if both_ways:
        counter = event.defender_attack
        words_ = _terms(event.defender_attack_parts)
        defender_parts.append(tr("crown_ui.preview.atk", total=counter, parts=words_))
    for card, value, hit in event.hits:
        key = "crown_ui.preview.hit" if hit else "crown_ui.preview.holds"
        defender_parts.append(tr(key, card=words.military_name(card), value=value))
    attacker_won = event.winner == "attacker"
    defender_won = event.winner == "defender"
    sides = (
        CardSide(
            attacker,
            str(event.attack),
            "\n".join(attacker_parts),
            (),
            attacker_won,
            event.attacker_seat if event.attacker_seat >= 0 else None,
        ),
        CardSide(
            defender,
            str(event.defence),
            "\n".join(defender_parts),
            (),
            defender_won,
            event.defender_seat if event.defender_seat >= 0 else None,
        ),
    )
    outcome = [_result(event, names)]
    for who, lost in ((attacker, event.attacker_lost), (defender, event.defender_lost)):
        if lost and not event.hits:
            cards = ", ".join(words.military_name(card) for card in lost)
            outcome.append(tr(KEY + "lost", player=who, cards=cards))
    for seat, points in event.vp:
        outcome.append(tr("crown_ui.preview.vp", points=points, player=names.seat(seat)))
    if event.crown_falls:
        outcome.append(tr("crown_ui.preview.crown_falls"))
    if event.upkeep:
        outcome.append(tr("crown_ui.preview.upkeep", gold=event.upkeep))
    title = tr(
        f"{KEY}card_{event.mode}",
        range=tr(f"crown_ui.range.{event.range}") if event.range else "",
        where=words.square_name(event.defender_at) if event.defender_at else "",
    )
    return Card("battle", title, sides, tuple(outcome))
