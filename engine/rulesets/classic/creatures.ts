/**
 * A creature's move and attack on the master's turn (README "Creatures' moves"): up to its `move` in squares over the
 * turn, by the movement rules, then at most one attack, after which it moves no more. Used by the master's actions and
 * by the computer's turn in `auto` missions.
 * @module
 */
import { canStrike, wake } from './combat.ts';
import { squareIndex } from '../../core/board.ts';
import type { Draft } from '../../core/draft.ts';
import { pathTo } from '../../core/movement.ts';
import { reject } from '../../core/reject.ts';
import { stepsLeft } from '../../core/units.ts';
import { MASTER, type Unit } from '../../core/types.ts';
import { isUnitVisibleTo } from '../../core/view.ts';
import { moduleOf } from '../../core/registry.ts';

/** The square index of `to`. @throws a rejection `unreachable` off the board. */
export function squareOf(draft: Draft, to: [number, number]): number {
  const i = squareIndex(draft.state.setup.board, to[0], to[1]);
  if (i < 0) reject('unreachable', `square [${to[0]}, ${to[1]}] is off the board`);
  return i;
}

/** Moves a creature to `to` within its steps left this turn (rejections: `move_finished`, `no_steps`, `unreachable`). */
export function moveCreature(draft: Draft, creature: Unit, to: [number, number]): void {
  const used = draft.state.turn!.creatures[creature.id] ?? { steps: 0, attacked: false };
  if (used.attacked) reject('move_finished', `${creature.id} has attacked and cannot move any more this turn`);
  const left = stepsLeft(draft.state, MASTER, creature);
  if (left <= 0) reject('no_steps', `${creature.id} has no steps left this turn`);
  const i = squareOf(draft, to);
  const reach = draft.reachable(creature, left, i);
  if (!reach.destinations.includes(i)) reject('unreachable', `${creature.id} cannot reach [${to[0]}, ${to[1]}] with ${left} steps`);
  const path = pathTo(reach, i);
  draft.updateUnit(creature.id, { x: to[0], y: to[1] });
  wake(draft, creature);
  draft.updateTurn({ creatures: { ...draft.state.turn!.creatures, [creature.id]: { steps: used.steps + path.length, attacked: false } } });
  draft.emit({ type: 'unit_moved', unit: creature.id, path });
}

/** A creature attacks a unit of the heroes' side it can strike (rejections: `already_attacked`, `unknown_unit`, `not_adjacent`). */
export function creatureAttack(draft: Draft, creature: Unit, targetId: string): void {
  const used = draft.state.turn!.creatures[creature.id] ?? { steps: 0, attacked: false };
  if (used.attacked) reject('already_attacked', `${creature.id} has already attacked this turn`);
  const foe = draft.unit(targetId);
  if (!foe || foe.side !== 'heroes' || !foe.alive || !isUnitVisibleTo(draft.state, MASTER, foe)) reject('unknown_unit', `no living hero or NPC "${targetId}"`);
  // a ruleset may forbid some targets (d20: a strike needs the target's armour, which NPCs do not have)
  const module = moduleOf(draft.state);
  if (module.canBeStruck && !module.canBeStruck(draft.state, creature, foe)) reject('unknown_unit', `${targetId} is not a hero: under this ruleset creatures strike heroes only`);
  if (!canStrike(draft.state, creature, foe)) reject('not_adjacent', `${targetId} is neither adjacent to ${creature.id} nor in its range`);
  // a creature with several strikes (d20 multiattack) makes them one by one; the last one ends its attacking
  const strikes = (used.strikes ?? 0) + 1;
  const all = module.strikesOf?.(creature) ?? 1;
  draft.updateTurn({ creatures: { ...draft.state.turn!.creatures, [creature.id]: { steps: used.steps, attacked: strikes >= all, ...(module.strikesOf ? { strikes } : {}) } } });
  module.strike(draft, creature, foe);
}
