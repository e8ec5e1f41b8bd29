/**
 * Rolls under `rules.resolution` (spec 002): the check dice, advantage and disadvantage from conditions'
 * `swings` stacked by `swingStacking`, critical successes and failures within `criticalScope`, saving throws,
 * and damage scaled by `criticalDamageMultiplier` or `saveSuccessMultiplier` and rounded by `damageRounding`.
 * @module
 */
import { ownValue } from '../../../../content/own.ts';
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import type { Swing } from '../../../../content/schemas/rules/conditions.ts';
import { parseDice, rollDice, type DiceRoll } from '../../../core/dice-notation.ts';
import { evaluateExpression } from '../../../dsl/evaluate.ts';
import type { Expression } from '../../../dsl/schema.ts';
import type { Rng } from '../../../core/rng.ts';
import type { RulesActor } from './actor.ts';
import { actorScope, computeStats, effectScope, rulesScope } from './stats.ts';
import { RulesError, type RulesWorld } from './world.ts';

/** The kinds of roll `rules.resolution.criticalScope` names. */
export type RollKind = 'attack' | 'save' | 'check';

/** How a roll leans after its swings are stacked. */
export type Lean = 'advantage' | 'disadvantage' | 'normal';

/**
 * How a roll with `swings` leans (`rules.resolution.swingStacking`): `cancel` — any advantage and any
 * disadvantage cancel out, else the one present wins; `net` — by the count, advantages minus disadvantages.
 */
export function leanOf(rules: Rules, swings: readonly Swing[]): Lean {
  const up = swings.filter((s) => s === 'advantage').length;
  const down = swings.length - up;
  if (rules.resolution.swingStacking === 'cancel') {
    if (up > 0 && down > 0) return 'normal';
  }
  return up > down ? 'advantage' : down > up ? 'disadvantage' : 'normal';
}

/**
 * The swings on a roll, from the conditions held: an `attack` leans by the roller's `ownAttacks` and the
 * target's `attacksAgainstSelf`; a `save` by the roller's `saves`; a `check` by its `checks`.
 */
export function swingsOn(rules: Rules, kind: RollKind, roller: RulesActor, target?: RulesActor): Swing[] {
  const out: Swing[] = [];
  const field = kind === 'attack' ? 'ownAttacks' : kind === 'save' ? 'saves' : 'checks';
  const add = (actor: RulesActor, key: 'ownAttacks' | 'attacksAgainstSelf' | 'saves' | 'checks') => {
    for (const c of actor.conditions) {
      const swing = rules.conditions.find((d) => d.id === c.id)?.swings?.[key];
      if (swing) out.push(swing);
    }
  };
  add(roller, field);
  if (kind === 'attack' && target) add(target, 'attacksAgainstSelf');
  return out;
}

/**
 * A rolled check: the dice (`checkDice`, or `advantageDice`/`disadvantageDice` by `lean`), `natural` the dice's
 * total before any bonus, `total` with the bonus, `critical` when the natural result reaches
 * `criticalSuccessAt` (`"success"`) or `criticalFailureAt` (`"failure"`) and the kind is in `criticalScope`,
 * and `success`: a critical decides it, else `total` ≥ `difficulty`.
 */
export interface CheckResult {
  kind: RollKind;
  lean: Lean;
  roll: DiceRoll;
  natural: number;
  bonus: number;
  total: number;
  difficulty: number;
  critical: 'success' | 'failure' | null;
  success: boolean;
}

/** Rolls a check of `kind` with `bonus` against `difficulty`, leaning by `swings` (see `CheckResult`). */
export function rollCheck(rules: Rules, rng: Rng, kind: RollKind, bonus: number, difficulty: number, swings: readonly Swing[] = []): CheckResult {
  const r = rules.resolution;
  const lean = leanOf(rules, swings);
  const dice = lean === 'advantage' ? r.advantageDice : lean === 'disadvantage' ? r.disadvantageDice : r.checkDice;
  const roll = rollDice(parseDice(dice), rng);
  const natural = roll.total;
  const total = natural + bonus;
  let critical: CheckResult['critical'] = null;
  if (r.criticalScope.includes(kind)) {
    if (r.criticalSuccessAt !== null && natural >= r.criticalSuccessAt) critical = 'success';
    else if (r.criticalFailureAt !== null && natural <= r.criticalFailureAt) critical = 'failure';
  }
  const success = critical === 'success' ? true : critical === 'failure' ? false : total >= difficulty;
  return { kind, lean, roll, natural, bonus, total, difficulty, critical, success };
}

/**
 * A saving throw of `actor` (`rules.savingThrows` id `save`) against `difficulty` (else the save's
 * `defaultDifficulty`, else `resolution.defaultDifficulty`): the check dice plus the modifier of the save's
 * attribute, leaning by the `saves` swings of the conditions it holds.
 * @throws RulesError when `save` is not a saving throw of the document.
 */
export function rollSave(world: RulesWorld, actor: RulesActor, save: string, difficulty?: number): CheckResult {
  const rules = world.rules;
  const def = rules.savingThrows.find((s) => s.id === save);
  if (!def) throw new RulesError(`no saving throw "${save}"`);
  const stats = computeStats(rules, actor, world.rng);
  let dc = difficulty;
  if (dc === undefined && def.defaultDifficulty !== undefined) {
    dc = evaluateExpression(def.defaultDifficulty as Expression, {
      rng: world.rng,
      scope: { actor: actorScope(actor, stats), rules: rulesScope(rules) },
    }) as number;
  }
  return rollCheck(rules, world.rng, 'save', ownValue(stats.mod, def.attribute) ?? 0, dc ?? rules.resolution.defaultDifficulty, swingsOn(rules, 'save', actor));
}

/** `tree` evaluated as a number in the scope of an effect of `actor` on `target`. @throws RulesError when it is not one. */
function numberIn(world: RulesWorld, tree: unknown, actor: RulesActor, target: RulesActor, what: string): number {
  const v = evaluateExpression(tree as Expression, { rng: world.rng, scope: effectScope(world, actor, {}, target) });
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RulesError(`${what} is not a number`);
  return v;
}

/**
 * What a weapon attack of `attacker` on `target` adds to its roll (spec 002, `resolution.attackBonus`): the
 * expression evaluated with `actor` the attacker and `target` the target; when the document has none, "just the
 * attribute modifier", `actor.attackMod`.
 * @throws RulesError when the expression gives something that is not a number.
 */
export function attackBonusOf(world: RulesWorld, attacker: RulesActor, target: RulesActor = attacker): number {
  const tree = world.rules.resolution.attackBonus;
  if (tree === undefined) return computeStats(world.rules, attacker, world.rng).attackMod;
  return numberIn(world, tree, attacker, target, 'rules.resolution.attackBonus');
}

/**
 * What a spell attack of `caster` on `target` adds to its roll: `spellcasting.attackBonus` evaluated with `actor`
 * the caster ("overriding the ordinary attack stat"); when the document has none, the ordinary weapon attack's
 * (`attackBonusOf`).
 * @throws RulesError when the expression gives something that is not a number.
 */
export function spellAttackBonusOf(world: RulesWorld, caster: RulesActor, target: RulesActor = caster): number {
  const tree = world.rules.spellcasting.attackBonus;
  if (tree === undefined) return attackBonusOf(world, caster, target);
  return numberIn(world, tree, caster, target, 'rules.spellcasting.attackBonus');
}

/**
 * The difficulty of a save against a spell of `caster` (`spellcasting.saveDifficulty`, with `actor` the caster
 * and `target` the one saving); `undefined` when the document has none, so `rollSave` falls back to the save's
 * own `defaultDifficulty`, then `resolution.defaultDifficulty`.
 * @throws RulesError when the expression gives something that is not a number.
 */
export function spellSaveDifficultyOf(world: RulesWorld, caster: RulesActor, target: RulesActor = caster): number | undefined {
  const tree = world.rules.spellcasting.saveDifficulty;
  return tree === undefined ? undefined : numberIn(world, tree, caster, target, 'rules.spellcasting.saveDifficulty');
}

/**
 * An attack roll of `attacker` on `target` against `difficulty` (the target's defence, as the ruleset names
 * it): the check dice plus `attackBonusOf` (`resolution.attackBonus`, else `actor.attackMod`) plus `extraBonus`,
 * leaning by both sides' swings.
 */
export function rollAttack(world: RulesWorld, attacker: RulesActor, target: RulesActor, difficulty: number, extraBonus = 0): CheckResult {
  const rules = world.rules;
  const bonus = extraBonus + attackBonusOf(world, attacker, target);
  return rollCheck(rules, world.rng, 'attack', bonus, difficulty, swingsOn(rules, 'attack', attacker, target));
}

/** `amount` rounded to a whole number as `resolution.damageRounding` says (`floor`, `round`, `ceil`). */
export function roundDamage(rules: Rules, amount: number): number {
  const how = rules.resolution.damageRounding;
  return how === 'floor' ? Math.floor(amount) : how === 'ceil' ? Math.ceil(amount) : Math.round(amount);
}

/**
 * Damage of `rolled` points scaled for the roll it came from: times `criticalDamageMultiplier` on a critical
 * success, times `saveSuccessMultiplier` when the target saved, then rounded (`roundDamage`); never below 0.
 */
export function scaleDamage(rules: Rules, rolled: number, how: { critical?: boolean; saved?: boolean } = {}): number {
  let amount = rolled;
  if (how.critical) amount *= rules.resolution.criticalDamageMultiplier;
  if (how.saved) amount *= rules.resolution.saveSuccessMultiplier;
  return Math.max(0, roundDamage(rules, amount));
}
