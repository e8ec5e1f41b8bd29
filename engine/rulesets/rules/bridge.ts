/**
 * The bridge between the board and `engine/rules`: a `RulesWorld` opened over a draft, whose creatures are the
 * pieces' own (`Unit.ext`: creatures are immutable values, so the world starts from them as they are); then, when
 * the work is done, the creatures the rules replaced written back into the units (`body`/`maxBody` mirroring the
 * vital resource, death) and what happened told
 * as game events: damage and healing, other resources, conditions, saves, stabilised units and deaths, with the
 * experience a defeated creature is worth shared among the living heroes.
 * @module
 */
import { ownValue, setOwn } from '../../../content/own.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { Draft } from '../../core/draft.ts';
import type { RulesActor } from './document/actor.ts';
import { stanceOf } from './document/disposition.ts';
import { baseStats } from './document/stats.ts';
import { createWorld, updateActor, type RulesWorld } from './document/world.ts';
import { Rng } from '../../core/rng.ts';
import type { UnitId } from '../../core/types.ts';
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
  /** How many of `world.events` are told already. */
  told: number;
  /** Notes for the next damage each unit takes (`damaged` events' `element` and `feedback`). */
  notes: Map<UnitId, DamageNote>;
}

/**
 * Opens a world over `draft`: every unit with a piece is a creature of it, the piece's own creature (as unit `id`:
 * a hero's piece is built before its seat gives it its id; such a creature is written back under its id).
 */
export function openWorld(draft: Draft): BoardWorld {
  const rules = rulesIn(draft.state);
  const actors: Record<string, RulesActor> = {};
  for (const unit of draft.state.units) {
    const piece = pieceOf(unit);
    if (piece) setOwn(actors, unit.id, piece.actor.id === unit.id ? piece.actor : { ...piece.actor, id: unit.id });
  }
  return { draft, rules, world: { rules, actors, rng: draft.rng, flags: {}, reputation: {}, events: [] }, told: 0, notes: new Map() };
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
  // then the pieces, so the events below read the units as they now are; a creature the rules only read (the
  // scope of an effect, a defence) is the piece's own still: nothing to write back
  for (const unit of draft.state.units) {
    const piece = pieceOf(unit);
    const actor = piece && ownValue(bw.world.actors, unit.id);
    if (!piece || !actor || actor === piece.actor) continue;
    // resource limits read only attributes, modifiers and level (spec 002): worked out again only when those moved
    const limits = sameBase(actor, piece.actor) ? piece.limits : limitsOf(rules, baseStats(rules, actor, bw.world.rng));
    const max = ownValue(limits, vital)?.max ?? unit.maxBody;
    const ext: RulesPiece = { ...piece, actor, stance: stanceOf(rules, actor.disposition), limits };
    draft.updateUnit(unit.id, { ext, body: Math.max(0, ownValue(actor.resources, vital) ?? 0), maxBody: Math.max(1, max), alive: unit.alive && actor.alive });
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
          draft.emit({
            type: 'damaged',
            unit: e.actor,
            amount: -delta,
            body: Math.max(0, e.to),
            dice: null,
            defenceDice: null,
            element: note?.element ?? null,
            feedback: note?.feedback ?? null,
          });
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
    const xp = actorIn(bw, h.id)!.xp + share;
    updateActor(bw.world, h.id, { xp });
    return { unit: h.id, amount: share, xp };
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
