/**
 * Combat (spec 000, "Combat"): the attacker rolls as many combat dice as its attack, the defender as many
 * as its defence; each `hit` face is a hit, heroes block with `heroBlock` faces and creatures with
 * `creatureBlock` faces; damage = hits − blocks, never below 0, taken from body points; 0 body points is death.
 * @module
 */
import { countFaces, rollCombatDice } from './dice.ts';
import type { Draft } from './draft.ts';
import type { Unit } from './types.ts';

/** Resolves one attack of `attacker` on `target` in the draft: rolls, damage, and death. Returns the damage dealt. */
export function resolveAttack(draft: Draft, attacker: Unit, target: Unit): number {
  const ruleset = draft.state.setup.ruleset;
  const attackDice = rollCombatDice(draft.rng, ruleset, attacker.attack);
  const defenceDice = rollCombatDice(draft.rng, ruleset, target.defence);
  const hits = countFaces(attackDice, ruleset.hit);
  const blocks = countFaces(defenceDice, target.side === 'heroes' ? ruleset.heroBlock : ruleset.creatureBlock);
  const damage = Math.max(0, hits - blocks);
  const body = Math.max(0, target.body - damage);
  draft.updateUnit(target.id, { body, alive: body > 0 });
  draft.emit({ type: 'attack', attacker: attacker.id, target: target.id, attackDice, defenceDice, hits, blocks, damage, body });
  if (body === 0) draft.emit({ type: 'unit_died', unit: target.id });
  return damage;
}
