/**
 * Combat (spec 000, "Combat"): the attacker rolls as many combat dice as its attack, the defender as many
 * as its defence (both with their active stat changes); each `hit` face is a hit, heroes block with `heroBlock`
 * faces and creatures with `creatureBlock` faces; damage = hits − blocks, never below 0, taken from body points;
 * 0 body points is death. A `dormant` creature cannot be wounded; attacking wakes a dormant attacker.
 * @module
 */
import { blockFace, classicDie, countFaces, rollCombatDice } from './dice.ts';
import type { Draft } from '../../core/draft.ts';
import { reportDeath, wound } from '../../core/wounds.ts';
import { wake } from '../../core/creatures.ts';
import { effective } from '../../core/units.ts';
import type { Unit } from '../../core/types.ts';

/** Resolves one attack of `attacker` on `target` in the draft: rolls, damage, and death. Returns the body points it took. */
export function resolveAttack(draft: Draft, attacker: Unit, target: Unit): number {
  const ruleset = draft.state.setup.ruleset;
  wake(draft, attacker);
  const attackDice = rollCombatDice(draft.rng, ruleset, effective(attacker, 'att'));
  const defenceDice = rollCombatDice(draft.rng, ruleset, effective(target, 'def'));
  const die = classicDie(ruleset);
  const hits = countFaces(attackDice, die.hit);
  const blocks = countFaces(defenceDice, blockFace(die, target.side));
  const damage = Math.max(0, hits - blocks);
  const bodyLost = target.dormant ? 0 : wound(draft, target, damage);
  draft.emit({
    type: 'attack',
    attacker: attacker.id,
    target: target.id,
    attackDice,
    defenceDice,
    hits,
    blocks,
    damage,
    bodyLost,
    body: draft.unit(target.id)!.body,
  });
  if (target.dormant && hits > blocks) draft.emit({ type: 'effect_skipped', effect: 'damage', unit: target.id, reason: 'dormant' });
  reportDeath(draft, target);
  return bodyLost;
}
