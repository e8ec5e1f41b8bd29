/**
 * The bridge between the board and `engine/rules`: a `RulesWorld` opened over a draft, whose creatures are the
 * pieces of the units (`Unit.ext`), each copied the first time the rules read it; then, when the work is done, the
 * copies written back into the units (`body`/`maxBody` mirroring the vital resource, death) and what happened told
 * as game events: damage and healing, other resources, conditions, saves, stabilised units and deaths, with the
 * experience a defeated creature is worth shared among the living heroes.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { Draft } from '../../draft.ts';
import type { RulesActor } from '../../rules/actor.ts';
import { stanceOf } from '../../rules/disposition.ts';
import { baseStats } from '../../rules/stats.ts';
import { createWorld, type RulesWorld } from '../../rules/world.ts';
import { Rng } from '../../rng.ts';
import type { UnitId } from '../../types.ts';
import { limitsOf, pieceOf, type RulesPiece } from './piece.ts';
import { rulesIn } from './settings.ts';

/** How the next damage to a unit is told: the damage type it was of, and whether the unit resisted it or was vulnerable. */
export interface DamageNote {
  element: string | null;
  feedback: 'weak' | 'resist' | null;
}

/** A world open over a draft (see the module). Close it with {@link closeWorld}. */
export interface BoardWorld {
  draft: Draft;
  rules: Rules;
  world: RulesWorld;
  /** The units whose creature the rules have read (and may have changed). */
  touched: Set<UnitId>;
  /** How many of `world.events` are told already. */
  told: number;
  /** Notes for the next damage each unit takes (`damaged` events' `element` and `feedback`). */
  notes: Map<UnitId, DamageNote>;
}

/** A deep copy of a creature, as unit `id` (a hero's piece is built before its seat gives it its id). */
function copyActor(actor: RulesActor, id: string): RulesActor {
  return {
    ...actor,
    id,
    attributes: { ...actor.attributes },
    resources: { ...actor.resources },
    conditions: actor.conditions.map((c) => ({ ...c })),
    equipment: actor.equipment.slice(),
    inventory: { ...actor.inventory },
    used: { ...actor.used },
  };
}

/**
 * Opens a world over `draft`: every unit with a piece is a creature of it, copied the first time the rules read it
 * (its own key of `world.actors`, as `engine/rules` reads creatures: `ownValue`).
 */
export function openWorld(draft: Draft): BoardWorld {
  const rules = rulesIn(draft.state);
  const copies: Record<string, RulesActor> = Object.create(null);
  const touched = new Set<UnitId>();
  const load = (key: string | symbol): RulesActor | undefined => {
    if (typeof key !== 'string') return undefined;
    const known = copies[key];
    if (known !== undefined) return known;
    const unit = draft.unit(key);
    const piece = unit ? pieceOf(unit) : null;
    if (!piece) return undefined;
    const copy = copyActor(piece.actor, key);
    copies[key] = copy;
    touched.add(key);
    return copy;
  };
  const actors = new Proxy(copies, {
    get: (_target, key) => load(key),
    has: (_target, key) => load(key) !== undefined,
    getOwnPropertyDescriptor: (target, key) => (load(key) === undefined ? undefined : Reflect.getOwnPropertyDescriptor(target, key)),
  });
  return { draft, rules, world: { rules, actors, rng: draft.rng, flags: {}, reputation: {}, events: [] }, touched, told: 0, notes: new Map() };
}

/** The creature of unit `id` in the world, or null when the unit has no piece. */
export function actorIn(bw: BoardWorld, id: UnitId): RulesActor | null {
  return ownValue(bw.world.actors, id) ?? null;
}

/**
 * Writes the world's creatures back into their units and tells what happened since the last close (see the
 * module). The world stays usable: later changes are told by the next close.
 */
export function closeWorld(bw: BoardWorld): void {
  const { draft, rules } = bw;
  const vital = rules.vitalResource;
  const events = bw.world.events.slice(bw.told);
  bw.told = bw.world.events.length;
  // the experience of the fallen first, into the heroes' creatures, so the pieces written below hold it
  const shares = new Map<UnitId, { unit: UnitId; amount: number; xp: number }[]>();
  for (const e of events) if (e.type === 'died') shares.set(e.actor, shareExperience(bw, e.actor));
  // then the pieces, so the events below read the units as they now are
  for (const id of bw.touched) {
    const unit = draft.unit(id)!;
    const piece = pieceOf(unit)!;
    const actor = ownValue(bw.world.actors, id)!;
    // resource limits read only attributes, modifiers and level (spec 002): worked out again only when those moved
    const limits = sameBase(actor, piece.actor) ? piece.limits : limitsOf(rules, baseStats(rules, actor, bw.world.rng));
    const max = ownValue(limits, vital)?.max ?? unit.maxBody;
    const ext: RulesPiece = { ...piece, actor: copyActor(actor, id), stance: stanceOf(rules, actor.disposition), limits };
    draft.updateUnit(id, { ext, body: Math.max(0, ownValue(actor.resources, vital) ?? 0), maxBody: Math.max(1, max), alive: unit.alive && actor.alive });
  }
  for (const e of events) {
    switch (e.type) {
      case 'resource': {
        const delta = e.to - e.from;
        if (e.resource !== vital) {
          draft.emit({ type: 'resource_changed', unit: e.actor, resource: e.resource, delta, value: e.to });
        } else if (delta < 0) {
          const note = bw.notes.get(e.actor);
          bw.notes.delete(e.actor);
          draft.emit({ type: 'damaged', unit: e.actor, amount: -delta, body: Math.max(0, e.to), dice: null, defenceDice: null, element: note?.element ?? null, feedback: note?.feedback ?? null });
        } else draft.emit({ type: 'healed', unit: e.actor, amount: delta, body: Math.max(0, e.to) });
        break;
      }
      case 'died':
        draft.emit({ type: 'unit_died', unit: e.actor });
        for (const s of shares.get(e.actor) ?? []) draft.emit({ type: 'xp_gained', unit: s.unit, amount: s.amount, xp: s.xp, from: e.actor });
        break;
      case 'stabilised':
        draft.emit({ type: 'stabilised', unit: e.actor, body: draft.unit(e.actor)!.body });
        break;
      case 'condition':
        draft.emit({ type: 'condition_changed', unit: e.actor, condition: e.condition, change: e.change, duration: e.duration, magnitude: e.magnitude });
        break;
      case 'save':
        draft.emit({ type: 'save_rolled', unit: e.actor, save: e.save, natural: e.roll.total, total: e.total, difficulty: e.difficulty, success: e.success });
        break;
      // lore, items, reputation, flags, moves and emitted events have no meaning on the board (docs/rulesets.md)
      default:
        break;
    }
  }
}

/** Whether two copies of a creature have the same level, vitality, attribute scores and weapon: the same resource limits. */
function sameBase(a: RulesActor, b: RulesActor): boolean {
  if (a.level !== b.level || a.vitality !== b.vitality || a.weapon?.stat !== b.weapon?.stat || a.castingStat !== b.castingStat) return false;
  const keys = Object.keys(a.attributes);
  return keys.length === Object.keys(b.attributes).length && keys.every((k) => ownValue(b.attributes, k) === a.attributes[k]);
}

/**
 * Shares the experience a defeated creature is worth (its piece's `xpValue`) among the living heroes, rounded down
 * each, into their creatures (`progression`: kept for campaigns; no level is gained during a mission).
 * @returns each hero's share and its experience now.
 */
function shareExperience(bw: BoardWorld, fallen: UnitId): { unit: UnitId; amount: number; xp: number }[] {
  const unit = bw.draft.unit(fallen)!;
  const worth = pieceOf(unit)?.xpValue ?? 0;
  if (unit.side !== 'master' || unit.npc || worth <= 0) return [];
  const heroes = bw.draft.state.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive && pieceOf(u) !== null && actorIn(bw, u.id)!.alive);
  const share = heroes.length === 0 ? 0 : Math.floor(worth / heroes.length);
  if (share <= 0) return [];
  return heroes.map((h) => {
    const actor = actorIn(bw, h.id)!;
    actor.xp += share;
    return { unit: h.id, amount: share, xp: actor.xp };
  });
}

/**
 * Runs `work` on a world open over `draft`, then closes it (the pieces written back, the events told). When `work`
 * throws (a rejection) the world is left as it is: the draft is discarded with it.
 */
export function withWorld<T>(draft: Draft, work: (bw: BoardWorld) => T): T {
  const bw = openWorld(draft);
  const out = work(bw);
  closeWorld(bw);
  return out;
}

const SCRATCH = new WeakMap<Rules, RulesWorld>();

/**
 * A world with no creatures over `rules`, for questions that read only the document and a creature given to them
 * (`actionRefusal`, `preventedActions`): its dice are fixed, never the game's. One per document, never changed.
 */
export function scratchWorld(rules: Rules): RulesWorld {
  let world = SCRATCH.get(rules);
  if (!world) {
    world = createWorld(rules, new Rng([1, 2, 3, 4]));
    SCRATCH.set(rules, world);
  }
  return world;
}
