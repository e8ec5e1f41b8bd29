/**
 * A creature's move and attack on the master's turn (README "Creatures' moves"): up to its `move` in squares over the
 * turn, by the movement rules, then its attacks (`RulesetModule.strikesOf`, each resolved by the module's `strike`),
 * after which it moves no more. The same for every ruleset: used by the master's actions and by the computer's turns.
 * @module
 */
import { squareIndex } from './board.ts';
import { withinReach } from './footprint.ts';
import type { Draft } from './draft.ts';
import { inClearLine } from './line.ts';
import { pathTo } from './movement.ts';
import { stepCostOf } from './step-cost.ts';
import { reject } from './reject.ts';
import { hasAbility, stepsLeft } from './units.ts';
import { MASTER, type GameError, type GameState, type Unit } from './types.ts';
import { isUnitVisibleTo } from './view.ts';
import { moduleOf } from './registry.ts';

/** Wakes a dormant creature (it moved or attacked): from now on it can be wounded. */
export function wake(draft: Draft, unit: Unit): void {
  if (!draft.unit(unit.id)!.dormant) return;
  draft.updateUnit(unit.id, { dormant: false });
  draft.emit({ type: 'awakened', unit: unit.id });
}

/** Whether a creature can attack a unit: within its reach (adjacent, unless its module gave it more: engine/core/footprint.ts), or (`ranged`) in a clear straight line within its range. */
export function canStrike(state: GameState, creature: Unit, foe: Unit): boolean {
  if (withinReach(state, creature, foe)) return true;
  const ranged = hasAbility(creature, 'ranged');
  return ranged !== undefined && inClearLine(state, creature, foe, ranged.range);
}

/** The square index of `to`. @throws a rejection `unreachable` off the board. */
export function squareOf(draft: Draft, to: [number, number]): number {
  const i = squareIndex(draft.state.setup.board, to[0], to[1]);
  if (i < 0) reject('unreachable', `square [${to[0]}, ${to[1]}] is off the board`);
  return i;
}

/** Why `creature` may not move any more this turn (it attacked, or has no steps left), or null when it may. */
export function creatureMoveRefusal(state: GameState, creature: Unit): GameError | null {
  if (state.turn!.creatures[creature.id]?.attacked) return { code: 'move_finished', message: `${creature.id} has attacked and cannot move any more this turn` };
  if (stepsLeft(state, MASTER, creature) <= 0) return { code: 'no_steps', message: `${creature.id} has no steps left this turn` };
  return null;
}

/** Moves a creature to `to` within its steps left this turn (rejections: `move_finished`, `no_steps`, `unreachable`). */
export function moveCreature(draft: Draft, creature: Unit, to: [number, number]): void {
  const used = draft.state.turn!.creatures[creature.id] ?? { steps: 0, attacked: false };
  const refusal = creatureMoveRefusal(draft.state, creature);
  if (refusal) reject(refusal.code, refusal.message);
  const left = stepsLeft(draft.state, MASTER, creature);
  const i = squareOf(draft, to);
  const reach = draft.reachable(creature, left, i, stepCostOf(draft.state, creature));
  if (!reach.destinations.includes(i)) reject('unreachable', `${creature.id} cannot reach [${to[0]}, ${to[1]}] with ${left} steps`);
  const path = pathTo(reach, i);
  const cost = reach.dist[i]!;
  draft.updateUnit(creature.id, { x: to[0], y: to[1] });
  wake(draft, creature);
  draft.updateTurn({ creatures: { ...draft.state.turn!.creatures, [creature.id]: { steps: used.steps + cost, attacked: false } } });
  draft.emit({ type: 'unit_moved', unit: creature.id, path });
}

/** Why `creature` may not attack unit `targetId` now (attacked already, no such hero or NPC in sight, not to be struck, out of reach), or null. */
export function creatureAttackRefusal(state: GameState, creature: Unit, targetId: string): GameError | null {
  if (state.turn!.creatures[creature.id]?.attacked) return { code: 'already_attacked', message: `${creature.id} has already attacked this turn` };
  const foe = state.units.find((u) => u.id === targetId);
  if (!foe || foe.side !== 'heroes' || !foe.alive || !isUnitVisibleTo(state, MASTER, foe))
    return { code: 'unknown_unit', message: `no living hero or NPC "${targetId}"` };
  // a ruleset may forbid some targets (d20: a strike needs the target's armour, which NPCs do not have)
  const module = moduleOf(state);
  if (module.canBeStruck && !module.canBeStruck(state, creature, foe))
    return { code: 'unknown_unit', message: `${targetId} is not a hero: under this ruleset creatures strike heroes only` };
  if (!canStrike(state, creature, foe)) return { code: 'not_adjacent', message: `${targetId} is out of ${creature.id}'s reach` };
  return null;
}

/** A creature attacks a unit of the heroes' side it can strike (rejections: `already_attacked`, `unknown_unit`, `not_adjacent`). */
export function creatureAttack(draft: Draft, creature: Unit, targetId: string): void {
  const used = draft.state.turn!.creatures[creature.id] ?? { steps: 0, attacked: false };
  const refusal = creatureAttackRefusal(draft.state, creature, targetId);
  if (refusal) reject(refusal.code, refusal.message);
  const foe = draft.unit(targetId)!;
  const module = moduleOf(draft.state);
  // a creature with several strikes (d20 multiattack) makes them one by one; the last one ends its attacking
  const strikes = (used.strikes ?? 0) + 1;
  const all = module.strikesOf?.(creature) ?? 1;
  draft.updateTurn({
    creatures: { ...draft.state.turn!.creatures, [creature.id]: { steps: used.steps, attacked: strikes >= all, ...(module.strikesOf ? { strikes } : {}) } },
  });
  module.strike(draft, creature, foe);
}
