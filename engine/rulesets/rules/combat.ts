/**
 * A strike under the `rules` module (spec 002, `rules.resolution`): the attacker spends the board's attack action
 * type; it rolls the check dice — leaning by the swings of both sides' conditions, stacked by `swingStacking` — plus
 * the document's `attackBonus` (without one, `actor.attackMod`: the best modifier of the weapon's stat and its
 * properties' `attackStats`) against the target's defence stat, plus the bonus of the cover it has from the attacker
 * (`cover.ts`; a cover type that blocks targeting refuses the strike). A natural roll at `criticalSuccessAt` hits
 * critically and one at `criticalFailureAt` fumbles, when attacks are in `criticalScope`. A hit deals the weapon's
 * damage dice plus `actor.attackMod`, times `criticalDamageMultiplier` on a critical, rounded by `damageRounding`;
 * then halved by a resistance, doubled by a vulnerability or nothing to an immunity of its damage type (rounded
 * again), off the target's vital resource.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import { rollDice } from '../../core/dice-notation.ts';
import type { Draft } from '../../core/draft.ts';
import { reject } from '../../core/reject.ts';
import { roundDamage, rollAttack, scaleDamage } from './document/checks.ts';
import { dealDamage } from './document/play.ts';
import { baseStats, computeStats, type Stats } from './document/stats.ts';
import { actionRefusal, spendAction } from './document/turns.ts';
import type { GameState, Unit } from '../../core/types.ts';
import { actorIn, scratchWorld, withWorld, type BoardWorld } from './bridge.ts';
import { pieceOf, type RulesPiece } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';
import { concentrationOnDamage } from './spells.ts';
import { afterAction } from './acting.ts';
import { coverOf } from './cover.ts';

/** The value of `stat` (a derived stat, else an attribute) in `stats`; 0 when it has neither. */
export function statValue(stats: Stats, stat: string): number {
  return ownValue(stats.derived, stat) ?? ownValue(stats.attr, stat) ?? 0;
}

/**
 * Damage of `amount` of `type` to `piece`'s creature after its resistances: `immune` nothing, `resist` halved,
 * `vulnerable` doubled (both: unchanged), rounded by `damageRounding`. With the feedback the chronicle tells.
 */
export function typedDamage(
  rules: Rules,
  piece: RulesPiece,
  amount: number,
  type: string | null,
): { amount: number; feedback: 'weak' | 'resist' | null; immune: boolean } {
  if (type === null) return { amount, feedback: null, immune: false };
  if (piece.immune.includes(type)) return { amount: 0, feedback: 'resist', immune: true };
  const resists = piece.resist.includes(type);
  const weak = piece.vulnerable.includes(type);
  if (resists === weak) return { amount, feedback: null, immune: false };
  return resists
    ? { amount: roundDamage(rules, amount / 2), feedback: 'resist', immune: false }
    : { amount: roundDamage(rules, amount * 2), feedback: 'weak', immune: false };
}

/**
 * Deals `amount` damage of `type` to unit `targetId` in an open world, after its resistances, telling the damage
 * type and feedback with the `damaged` event (an immune unit: `effect_skipped`, reason `immune`); a unit holding
 * spells by concentration then saves to keep them.
 * @returns the points taken off its vital resource.
 */
export function hurt(bw: BoardWorld, targetId: string, amount: number, type: string | null): number {
  const piece = pieceOf(bw.draft.unit(targetId)!)!;
  const typed = typedDamage(bw.rules, piece, amount, type);
  if (typed.immune) bw.draft.emit({ type: 'effect_skipped', effect: 'damage', unit: targetId, reason: 'immune' });
  if (typed.amount <= 0) return 0;
  bw.notes.set(targetId, { element: type, feedback: typed.feedback });
  const taken = dealDamage(bw.world, targetId, typed.amount);
  // a caster holding spells keeps them only by its concentration save (spells.ts)
  concentrationOnDamage(bw, targetId, taken);
  return taken;
}

/**
 * Why `attacker` cannot strike now under the `rules` module (`null`: it can): no piece or weapon, the target has no
 * piece, or the attack action type is spent or prevented.
 */
export function strikeRefusal(
  state: GameState,
  attacker: Unit,
  target: Unit,
): { code: 'not_in_ruleset' | 'already_acted' | 'prevented' | 'unknown_unit'; message: string } | null {
  const unarmed = weaponRefusal(attacker, target);
  if (unarmed) return unarmed;
  const piece = pieceOf(attacker)!;
  const cover = coverOf(state, rulesIn(state), attacker, target);
  if (cover?.blocksTargeting) return { code: 'unknown_unit', message: `${target.id} is behind ${cover.name} (${cover.id}): it cannot be targeted` };
  const type = settingsIn(state.setup).attackAction;
  if (type === null) return null;
  const why = actionRefusal(scratchWorld(rulesIn(state)), piece.actor, type);
  if (why === 'prevented') return { code: 'prevented', message: `a condition of ${attacker.id} prevents its "${type}" action` };
  if (why !== null) return { code: 'already_acted', message: `${attacker.id} has no "${type}" action left this turn` };
  return null;
}

/** Why `attacker` cannot strike `target` at all (no piece or weapon; the target has no piece), or null. */
function weaponRefusal(attacker: Unit, target: Unit): { code: 'not_in_ruleset'; message: string } | null {
  const piece = pieceOf(attacker);
  if (!piece || !piece.weapon) return { code: 'not_in_ruleset', message: `${attacker.id} has no weapon to strike with` };
  if (!pieceOf(target)) return { code: 'not_in_ruleset', message: `${target.id} cannot be struck under this ruleset` };
  return null;
}

/** The numbers the chronicle and the dice tray show of a check: the dice rolled. */
function diceOf(roll: ReturnType<typeof rollAttack>['roll']): number[] {
  return roll.terms.flatMap((t) => (t.kind === 'dice' ? t.dice.map((d) => d.value) : []));
}

/**
 * One strike of `attacker` at `target` (range and turn checked by the core), with its `rules_attack` event. A strike
 * made as opportunity `opportunity` (a reaction, reactions.ts) spends no attack action (the opportunity paid its own
 * cost) and says so in its event.
 */
export function rulesStrike(draft: Draft, attacker: Unit, target: Unit, opportunity: string | null = null): void {
  const refusal = opportunity === null ? strikeRefusal(draft.state, attacker, target) : weaponRefusal(attacker, target);
  if (refusal) reject(refusal.code, refusal.message);
  const settings = settingsIn(draft.state.setup);
  withWorld(draft, (bw) => {
    const rules = bw.rules;
    const a = actorIn(bw, attacker.id)!;
    const t = actorIn(bw, target.id)!;
    if (settings.attackAction !== null && opportunity === null) spendAction(bw.world, a.id, settings.attackAction);
    const weapon = pieceOf(attacker)!.weapon!;
    // the attack stat's modifier: the best of the weapon's stat and its properties' attackStats (actor.attackMod)
    const mod = baseStats(rules, a, bw.world.rng).attackMod;
    // cover from the grid between the two adds its bonus to the defence for this attack
    const cover = coverOf(draft.state, rules, attacker, target);
    const defence = statValue(computeStats(rules, t, bw.world.rng), settings.defenceStat) + (cover?.defenceBonus ?? 0);
    const check = rollAttack(bw.world, a, t, defence);
    const outcome = check.critical === 'success' ? 'critical' : check.critical === 'failure' ? 'fumble' : check.success ? 'hit' : 'miss';
    let damage = 0;
    let typed = { amount: 0, feedback: null as 'weak' | 'resist' | null, immune: false };
    if (outcome === 'hit' || outcome === 'critical') {
      const rolled = rollDice(weapon.damage, bw.world.rng).total + mod;
      typed = typedDamage(rules, pieceOf(target)!, scaleDamage(rules, rolled, { critical: outcome === 'critical' }), weapon.damageType);
      damage = Math.max(0, typed.amount);
    }
    draft.emit({
      type: 'rules_attack',
      attacker: attacker.id,
      target: target.id,
      dice: diceOf(check.roll),
      natural: check.natural,
      lean: check.lean,
      bonus: check.bonus,
      total: check.total,
      defence,
      defenceStat: settings.defenceStat,
      outcome,
      damage,
      damageType: weapon.damageType,
      ...(cover ? { cover: { id: cover.id, bonus: cover.defenceBonus } } : {}),
      ...(opportunity === null ? {} : { opportunity }),
    });
    if (damage > 0) {
      bw.notes.set(target.id, { element: weapon.damageType, feedback: typed.feedback });
      dealDamage(bw.world, target.id, damage);
    }
    if (opportunity === null) afterAction(bw, attacker.id);
  });
}
