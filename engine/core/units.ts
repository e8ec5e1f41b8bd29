/**
 * Making units from content, and reading their effective stats (base value plus active stat changes).
 * @module
 */
import type { Creature, Hero, Npc, Spell } from '../../content/schemas/index.ts';
import { MASTER, type GameState, type SeatId, type StatName, type Unit } from './types.ts';

/** A creature unit of kind `kind` on square `[x, y]`; `dormant` creatures start asleep. */
export function creatureUnit(id: string, kind: Creature, x: number, y: number, tag: string | null): Unit {
  return {
    id,
    side: 'master',
    kind: kind.id,
    name: kind.name,
    x,
    y,
    body: kind.body,
    maxBody: kind.body,
    mind: kind.mind,
    attack: kind.attack,
    defence: kind.defence,
    move: kind.move,
    color: kind.color ?? null,
    ...(kind.figure ? { figure: kind.figure } : {}),
    ...(kind.picture ? { picture: kind.picture } : {}),
    tag,
    alive: true,
    npc: false,
    abilities: kind.abilities,
    dormant: kind.abilities.some((a) => a.type === 'dormant'),
    statuses: [],
    mods: [],
    spells: [],
    items: [],
    gold: 0,
  };
}

/** The unit of hero `hero` for seat `seat` on square `[x, y]`, knowing the profile's spells (with their uses) and items. */
export function heroUnit(seat: string, hero: Hero, x: number, y: number, spells: readonly Spell[]): Unit {
  return {
    id: seat,
    side: 'heroes',
    kind: hero.id,
    name: hero.name,
    x,
    y,
    body: hero.body,
    maxBody: hero.body,
    mind: hero.mind,
    attack: hero.attack,
    defence: hero.defence,
    move: 0,
    color: hero.color ?? null,
    ...(hero.figure ? { figure: hero.figure } : {}),
    ...(hero.picture ? { picture: hero.picture } : {}),
    tag: null,
    alive: true,
    npc: false,
    abilities: [],
    dormant: false,
    statuses: [],
    mods: [],
    spells: hero.spells.map((id) => ({ id, uses: spells.find((s) => s.id === id)?.uses ?? 0 })),
    items: hero.items.slice(),
    gold: 0,
  };
}

/** The unit of a mission's NPC: on the heroes' side (creatures attack it), with no attack dice. */
export function npcUnit(id: string, npc: Npc): Unit {
  const title = npc.title ?? { it: npc.name, en: npc.name };
  return {
    id,
    side: 'heroes',
    kind: npc.name,
    name: title,
    x: npc.x,
    y: npc.y,
    body: npc.body,
    maxBody: npc.body,
    mind: 0,
    attack: 0,
    defence: npc.def,
    move: npc.move,
    color: '#d9c27a',
    tag: null,
    alive: true,
    npc: true,
    abilities: [],
    dormant: false,
    statuses: [],
    mods: [],
    spells: [],
    items: [],
    gold: 0,
  };
}

const BASE: Record<StatName, (u: Unit) => number> = {
  att: (u) => u.attack,
  def: (u) => u.defence,
  move: (u) => u.move,
  mind: (u) => u.mind,
};

/** A unit's stat with its active changes added, never below 0. For heroes `move` is the bonus to the movement roll. */
export function effective(unit: Unit, stat: StatName): number {
  let v = BASE[stat](unit);
  for (const m of unit.mods) if (m.stat === stat) v += m.delta;
  return Math.max(0, v);
}

/** Whether a unit has a power of this type. */
export function hasAbility<T extends Unit['abilities'][number]['type']>(unit: Unit, type: T): Extract<Unit['abilities'][number], { type: T }> | undefined {
  return unit.abilities.find((a) => a.type === type) as Extract<Unit['abilities'][number], { type: T }> | undefined;
}

/**
 * The steps a creature or NPC has left when `seat` moves it now: its effective `move` less what the master's turn
 * has spent of it, or (an NPC the heroes move) nothing once it has moved this round.
 */
export function stepsLeft(state: GameState, seat: SeatId, unit: Unit): number {
  const used = seat === MASTER ? (state.turn?.creatures[unit.id]?.steps ?? 0) : state.npcMoved[unit.id] === state.round ? unit.move : 0;
  return effective(unit, 'move') - used;
}
