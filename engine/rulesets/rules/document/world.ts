/**
 * The working set a `rules` document is played on: the parsed document, the creatures by id, the room's PRNG,
 * the flags effects set, and what happened (events, in order). Every function of `engine/rules` changes a world
 * in place, but never a creature: creatures are immutable values, and a change puts a new one in the world
 * ({@link putActor}). So a world can start from creatures a game state holds without copying them, the state
 * is never mutated, and what was worked out for a creature (its stats) stays true of it.
 * @module
 */
import { ownValue, setOwn } from '../../../../content/own.ts';
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import type { DiceRoll } from '../../../core/dice-notation.ts';
import type { DslValue } from '../../../dsl/types.ts';
import type { Rng } from '../../../core/rng.ts';
import type { RulesActor } from './actor.ts';

/**
 * What happened while a rules document was played, for the chronicle. Amounts are in the resource's units
 * (body points, hit points, mana).
 * - `resource` {actor, resource, from, to}: a resource changed (damage, healing, spending, ticks);
 * - `depleted` {actor, resource}: it reached its floor, and its `onDepleted` effects run;
 * - `died` {actor}: the vital resource stayed at its floor after `onDepleted`;
 * - `stabilised` {actor}: the vital resource reached its floor but `onDepleted` lifted it: not killed;
 * - `condition` {actor, condition, change, duration, magnitude}: applied, refreshed, extended, stacked,
 *   ignored (a second application that does nothing), resisted (saved on landing), saved (shrugged off),
 *   expired, removed;
 * - `save` {actor, save, roll, total, difficulty, success}: a saving throw;
 * - `level` {actor, level, vitality}: a level gained, with the vital maximum it added;
 * - `flag`, `lore`, `item`, `reputation`, `disposition`, `move`, `emit`: the other intents, as applied.
 */
export type RulesEvent =
  | { type: 'resource'; actor: string; resource: string; from: number; to: number }
  | { type: 'depleted'; actor: string; resource: string }
  | { type: 'died'; actor: string }
  | { type: 'stabilised'; actor: string }
  | {
      type: 'condition';
      actor: string;
      condition: string;
      change: 'applied' | 'refreshed' | 'extended' | 'stacked' | 'ignored' | 'resisted' | 'saved' | 'expired' | 'removed';
      duration: number | null;
      magnitude: number;
    }
  | { type: 'save'; actor: string; save: string; roll: DiceRoll; total: number; difficulty: number; success: boolean }
  | { type: 'level'; actor: string; level: number; vitality: number }
  | { type: 'flag'; flag: string; value: DslValue }
  | { type: 'lore'; entry: string }
  | { type: 'item'; actor: string; item: string; quantity: number }
  | { type: 'reputation'; faction: string; amount: number }
  | { type: 'disposition'; actor: string; disposition: number }
  | { type: 'move'; actor: string; to: DslValue }
  | { type: 'emit'; event: string; data: Record<string, DslValue> };

/** A rules document in play. `rules` is the parsed document (defaults filled, checked by `checkRulesDocument`). */
export interface RulesWorld {
  rules: Rules;
  actors: Record<string, RulesActor>;
  rng: Rng;
  flags: Record<string, DslValue>;
  reputation: Record<string, number>;
  events: RulesEvent[];
}

/** A problem playing a rules document: an unknown creature, condition, resource or save id. */
export class RulesError extends Error {
  override readonly name = 'RulesError';
}

/** A new world over `rules`, with no creatures yet. */
export function createWorld(rules: Rules, rng: Rng): RulesWorld {
  return { rules, actors: {}, rng, flags: {}, reputation: {}, events: [] };
}

/**
 * The creature `id` of the world.
 * @throws RulesError when there is none.
 */
export function actorOf(world: RulesWorld, id: string): RulesActor {
  const actor = ownValue(world.actors, id);
  if (!actor) throw new RulesError(`no creature "${id}"`);
  return actor;
}

/**
 * Puts `next` in the world as creature `next.id`, in place of the one there (creatures are never changed: see the
 * module). @returns `next`.
 */
export function putActor(world: RulesWorld, next: RulesActor): RulesActor {
  setOwn(world.actors, next.id, next);
  return next;
}

/**
 * Changes creature `id` to a new one with `change` laid over it (a shallow merge: give whole new `resources`,
 * `conditions`... records, never changed ones).
 * @returns the new creature. @throws RulesError when there is none.
 */
export function updateActor(world: RulesWorld, id: string, change: Partial<Omit<RulesActor, 'id'>>): RulesActor {
  return putActor(world, { ...actorOf(world, id), ...change });
}
