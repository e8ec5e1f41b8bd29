/**
 * Stats in the order spec 002 works them out ("The order stats are worked out in"): attributes, then modifiers,
 * then resource limits, then derived stats. Each step sees only the ones before it: a modifier sees only its
 * attribute's `value`; a resource limit sees attributes, modifiers and level; a derived stat also sees
 * resources, equipment and active conditions, and is adjusted by the `modifiers` of the item properties worn and
 * the conditions held (`magnitude` in scope). The save-time check refuses documents that read out of order.
 * @module
 */
import { ownValue } from '../../content/own.ts';
import type { Rules } from '../../content/schemas/rules/rules.ts';
import { evaluateExpression } from '../dsl/evaluate.ts';
import { derivedOrder } from '../dsl/rules.ts';
import type { Expression } from '../dsl/schema.ts';
import type { DslValue } from '../dsl/types.ts';
import type { Rng } from '../rng.ts';
import type { ActiveCondition, RulesActor } from './actor.ts';
import { RulesError } from './world.ts';

/**
 * A creature's stats, by rule id: attribute scores (clamped to each attribute's `min`..`max`), their
 * modifiers, each resource's floor (`resMin`) and maximum (`resMax`, with the levels' `vitality` added to the
 * vital resource), and derived stats with every modifier applied.
 */
export interface Stats {
  attr: Record<string, number>;
  mod: Record<string, number>;
  resMin: Record<string, number>;
  resMax: Record<string, number>;
  derived: Record<string, number>;
}

function num(v: DslValue, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RulesError(`${what} is not a number`);
  return v;
}

/** The `actor.conditions` value: condition id → `{ magnitude, duration, stacks }` of its strongest instance. */
export function conditionsScope(conditions: readonly ActiveCondition[]): Record<string, DslValue> {
  const out: Record<string, { magnitude: number; duration: number | null; stacks: number }> = {};
  for (const c of conditions) {
    const seen = ownValue(out, c.id);
    if (!seen) out[c.id] = { magnitude: c.magnitude, duration: c.duration, stacks: 1 };
    else {
      seen.stacks += 1;
      seen.magnitude = Math.max(seen.magnitude, c.magnitude);
      seen.duration = seen.duration === null || c.duration === null ? null : Math.max(seen.duration, c.duration);
    }
  }
  return out;
}

/**
 * What `actor.<part>` reads for `actor` with `stats` worked out so far: `id`, `level`, `carried`, `attr`,
 * `mod`, `res` (current values), `derived`, `conditions` (see `conditionsScope`), `inventory`.
 */
export function actorScope(actor: RulesActor, stats: Partial<Stats>): Record<string, DslValue> {
  return {
    id: actor.id,
    level: actor.level,
    carried: actor.carried,
    attr: stats.attr ?? {},
    mod: stats.mod ?? {},
    res: { ...actor.resources },
    derived: stats.derived ?? {},
    conditions: conditionsScope(actor.conditions),
    inventory: { ...actor.inventory },
  };
}

/** The `rules` scope: only `rules.extra` is readable (rules-dsl.md). */
export function rulesScope(rules: Rules): Record<string, DslValue> {
  return { extra: rules.extra as Record<string, DslValue> };
}

/** An attribute's score for `actor`: its own, else the attribute's `default`, clamped to `min`..`max`. */
function score(rules: Rules, actor: RulesActor, id: string): number {
  const def = rules.attributes.find((a) => a.id === id)!;
  const raw = ownValue(actor.attributes, id) ?? def.default;
  return Math.min(def.max, Math.max(def.min, raw));
}

/**
 * Attributes, modifiers and resource limits: the first three steps, which never read current resources,
 * equipment or conditions (so they also give a new creature its starting resources).
 */
export function baseStats(rules: Rules, actor: RulesActor, rng: Rng): Omit<Stats, 'derived'> {
  const attr: Record<string, number> = {};
  for (const a of rules.attributes) attr[a.id] = score(rules, actor, a.id);
  const mod: Record<string, number> = {};
  for (const a of rules.attributes) mod[a.id] = num(evaluateExpression(a.modifier as Expression, { rng, scope: { value: attr[a.id]! } }), `the modifier of "${a.id}"`);
  const scope = { actor: actorScope(actor, { attr, mod }), rules: rulesScope(rules) };
  const resMin: Record<string, number> = {};
  const resMax: Record<string, number> = {};
  for (const r of rules.resources) {
    resMin[r.id] = num(evaluateExpression(r.min as Expression, { rng, scope }), `the floor of "${r.id}"`);
    resMax[r.id] = num(evaluateExpression(r.max as Expression, { rng, scope }), `the maximum of "${r.id}"`) + (r.id === rules.vitalResource ? actor.vitality : 0);
  }
  return { attr, mod, resMin, resMax };
}

/**
 * Every stat of `actor` under `rules`, in the reference's order (see the module). Derived stats are worked out
 * each after the stats it reads; each is its formula plus the `modifiers` for it of every equipped item property
 * and of every active condition instance (with that instance's `magnitude`).
 * @throws RulesError when an expression yields something that is not a number; DslEvalError when one cannot be
 *   evaluated (a document that passed `checkRulesDocument` evaluates).
 */
export function computeStats(rules: Rules, actor: RulesActor, rng: Rng): Stats {
  const base = baseStats(rules, actor, rng);
  const derived: Record<string, number> = {};
  const stats: Stats = { ...base, derived };
  for (const id of derivedOrder(rules)) {
    const def = rules.derivedStats.find((d) => d.id === id)!;
    const scope = { actor: actorScope(actor, stats), rules: rulesScope(rules) };
    let value = num(evaluateExpression(def.formula as Expression, { rng, scope }), `derived stat "${id}"`);
    for (const p of actor.equipment) {
      const e = ownValue(rules.itemProperties.find((ip) => ip.id === p)?.modifiers, id);
      if (e !== undefined) value += num(evaluateExpression(e as Expression, { rng, scope }), `item property "${p}"'s modifier of "${id}"`);
    }
    for (const c of actor.conditions) {
      const e = ownValue(rules.conditions.find((cd) => cd.id === c.id)?.modifiers, id);
      if (e !== undefined) value += num(evaluateExpression(e as Expression, { rng, scope: { ...scope, magnitude: c.magnitude } }), `condition "${c.id}"'s modifier of "${id}"`);
    }
    derived[id] = value;
  }
  return stats;
}
