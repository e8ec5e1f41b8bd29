/**
 * Stats in the order spec 002 works them out ("The order stats are worked out in"): attributes, then modifiers,
 * then resource limits, then derived stats. Each step sees only the ones before it: a modifier sees only its
 * attribute's `value`; right after the modifiers come the engine's values the document implies
 * (`actor.proficiency`, `actor.attackMod`, `actor.castingMod`: see `engineValues`); a resource limit sees
 * attributes, modifiers, level and those values; a derived stat also sees
 * resources, equipment and active conditions, and is adjusted by the `modifiers` of the item properties worn and
 * the conditions held (`magnitude` in scope). The save-time check refuses documents that read out of order.
 * @module
 */
import { ownValue } from '../../../../content/own.ts';
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import { evaluateExpression } from '../../../dsl/evaluate.ts';
import { derivedOrder } from '../../../dsl/rules.ts';
import type { Expression } from '../../../dsl/schema.ts';
import type { DslValue } from '../../../dsl/types.ts';
import type { Rng } from '../../../core/rng.ts';
import type { ActiveCondition, RulesActor } from './actor.ts';
import { remembered } from './memo.ts';
import { RulesError, type RulesWorld } from './world.ts';

/**
 * The values the engine works out from what a document defines, read as `actor.<name>` (see `engineValues`).
 */
export interface EngineValues {
  /** `rules.progression.proficiency` at the creature's level; 0 when the document has no formula. */
  proficiency: number;
  /** The best modifier among the attributes the creature's weapon attacks with. */
  attackMod: number;
  /** The modifier of the attribute the creature casts spells with; 0 when it has none. */
  castingMod: number;
}

/**
 * A creature's stats, by rule id: attribute scores (as written, not clamped to `min`..`max`), their
 * modifiers, the engine's values (`EngineValues`), each resource's floor (`resMin`) and maximum (`resMax`,
 * with the levels' `vitality` added to the vital resource), and derived stats with every modifier applied.
 */
export interface Stats extends EngineValues {
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
 * What `actor.<part>` reads for `actor` with `stats` worked out so far: `id`, `level`, `carried`, the engine's
 * values `proficiency`, `attackMod` and `castingMod` (each only once worked out: the proficiency formula is
 * evaluated without them), `attr`, `mod`, `res` (current values), `derived`, `conditions` (see
 * `conditionsScope`), `inventory`.
 */
export function actorScope(actor: RulesActor, stats: Partial<Stats>): Record<string, DslValue> {
  const engine: Record<string, number> = {};
  if (stats.proficiency !== undefined) engine['proficiency'] = stats.proficiency;
  if (stats.attackMod !== undefined) engine['attackMod'] = stats.attackMod;
  if (stats.castingMod !== undefined) engine['castingMod'] = stats.castingMod;
  return {
    id: actor.id,
    level: actor.level,
    carried: actor.carried,
    ...engine,
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

/** The scope effects of or on `actor` are evaluated in: `actor`, `target` (same creature unless given), `flags`, `rules`, and extras. */
export function effectScope(world: RulesWorld, actor: RulesActor, extra: Record<string, DslValue> = {}, target: RulesActor = actor): Record<string, DslValue> {
  const rules = world.rules;
  const a = actorScope(actor, computeStats(rules, actor, world.rng));
  const t = target === actor ? a : actorScope(target, computeStats(rules, target, world.rng));
  return { actor: a, target: t, flags: { ...world.flags }, rules: rulesScope(rules), ...extra };
}

/**
 * An attribute's score for `actor`: its own as written, else the attribute's `default`. Not clamped: spec 002's
 * `min`/`max` bound character creation and effects (no effect of the language changes an attribute), and a creature
 * below or above them is written so on purpose.
 */
function score(rules: Rules, actor: RulesActor, id: string): number {
  const def = rules.attributes.find((a) => a.id === id)!;
  return ownValue(actor.attributes, id) ?? def.default;
}

/** The modifier of attribute `id` in `mod`, for the engine's values. @throws RulesError when `id` is not an attribute. */
function modOf(mod: Record<string, number>, id: string, what: string): number {
  const m = ownValue(mod, id);
  if (m === undefined) throw new RulesError(`${what} "${id}" is not an attribute of the ruleset`);
  return m;
}

/**
 * The attribute ids `actor`'s weapon may attack with (spec 002, `itemProperties[].attackStats`: "the best is
 * used, for damage too"): its `stat` (default the document's first attribute), then the `attackStats` of each of
 * its `properties` that the document declares (unknown property ids add nothing, as in `equipment`). Without a
 * weapon, the first attribute alone.
 */
export function attackStatsOf(rules: Rules, actor: RulesActor): string[] {
  const out = [actor.weapon?.stat ?? rules.attributes[0]!.id];
  for (const p of actor.weapon?.properties ?? []) {
    for (const s of rules.itemProperties.find((ip) => ip.id === p)?.attackStats ?? []) if (!out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * The attribute id `actor` casts spells with: its own `castingStat`, else `rules.spellcasting.extra.ability`
 * when the document names one (the save-time check holds it to an attribute id), else `null`.
 */
export function castingStatOf(rules: Rules, actor: RulesActor): string | null {
  if (actor.castingStat !== undefined) return actor.castingStat;
  const ability = ownValue(rules.spellcasting.extra, 'ability');
  return typeof ability === 'string' ? ability : null;
}

/**
 * The engine's values for `actor` with its attribute scores `attr` and modifiers `mod` worked out (spec 002
 * implies them; the scope reads them as `actor.<name>`):
 * - `proficiency`: `rules.progression.proficiency` evaluated with `actor.level`, `actor.attr` and `actor.mod` in
 *   scope ("the proficiency bonus over actor.level"); 0 when the document has none;
 * - `attackMod`: the best modifier among `attackStatsOf` (the weapon's stat and its properties' `attackStats`;
 *   without a weapon, the first attribute's modifier);
 * - `castingMod`: the modifier of `castingStatOf`; 0 when there is none.
 * @throws RulesError when the weapon's `stat` or the creature's `castingStat` is not an attribute of the
 *   document, or the proficiency formula gives something that is not a number.
 */
export function engineValues(rules: Rules, actor: RulesActor, attr: Record<string, number>, mod: Record<string, number>, rng: Rng): EngineValues {
  const formula = rules.progression.proficiency;
  const proficiency =
    formula === undefined
      ? 0
      : num(
          evaluateExpression(formula as Expression, { rng, scope: { actor: actorScope(actor, { attr, mod }), rules: rulesScope(rules) } }),
          'the proficiency formula',
        );
  // the properties' attackStats are attribute ids (checked at save): only the weapon's own stat can be unknown
  const attackMod = Math.max(...attackStatsOf(rules, actor).map((id) => modOf(mod, id, "the weapon's stat")));
  const casting = castingStatOf(rules, actor);
  const castingMod = casting === null ? 0 : modOf(mod, casting, actor.castingStat !== undefined ? 'the casting stat' : 'rules.spellcasting.extra.ability');
  return { proficiency, attackMod, castingMod };
}

/**
 * Attributes, modifiers, the engine's values and resource limits: the first steps, which never read current
 * resources, equipment or conditions (so they also give a new creature its starting resources).
 */
export function baseStats(rules: Rules, actor: RulesActor, rng: Rng): Omit<Stats, 'derived'> {
  return remembered(rules, actor, 'base', () => workOutBase(rules, actor, rng));
}

function workOutBase(rules: Rules, actor: RulesActor, rng: Rng): Omit<Stats, 'derived'> {
  const attr: Record<string, number> = {};
  for (const a of rules.attributes) attr[a.id] = score(rules, actor, a.id);
  const mod: Record<string, number> = {};
  for (const a of rules.attributes)
    mod[a.id] = num(evaluateExpression(a.modifier as Expression, { rng, scope: { value: attr[a.id]! } }), `the modifier of "${a.id}"`);
  const engine = engineValues(rules, actor, attr, mod, rng);
  const scope = { actor: actorScope(actor, { attr, mod, ...engine }), rules: rulesScope(rules) };
  const resMin: Record<string, number> = {};
  const resMax: Record<string, number> = {};
  for (const r of rules.resources) {
    resMin[r.id] = num(evaluateExpression(r.min as Expression, { rng, scope }), `the floor of "${r.id}"`);
    resMax[r.id] =
      num(evaluateExpression(r.max as Expression, { rng, scope }), `the maximum of "${r.id}"`) + (r.id === rules.vitalResource ? actor.vitality : 0);
  }
  return { attr, mod, ...engine, resMin, resMax };
}

/**
 * Every stat of `actor` under `rules`, in the reference's order (see the module). Derived stats are worked out
 * each after the stats it reads; each is its formula plus the `modifiers` for it of every equipped item property
 * and of every active condition instance (with that instance's `magnitude`).
 * @throws RulesError when an expression yields something that is not a number; DslEvalError when one cannot be
 *   evaluated (a document that passed `checkRulesDocument` evaluates).
 */
export function computeStats(rules: Rules, actor: RulesActor, rng: Rng): Stats {
  return remembered(rules, actor, 'all', () => workOutAll(rules, actor, rng));
}

/** The derived stats of each document in the order they are worked out (`derivedOrder`), with their definitions. */
const ORDER = new WeakMap<Rules, Rules['derivedStats']>();

function derivedInOrder(rules: Rules): Rules['derivedStats'] {
  let defs = ORDER.get(rules);
  if (defs === undefined) {
    defs = derivedOrder(rules).map((id) => rules.derivedStats.find((d) => d.id === id)!);
    ORDER.set(rules, defs);
  }
  return defs;
}

function workOutAll(rules: Rules, actor: RulesActor, rng: Rng): Stats {
  const base = baseStats(rules, actor, rng);
  const derived: Record<string, number> = {};
  const stats: Stats = { ...base, derived };
  // one scope for every formula: its `derived` is the record filled below, so each stat sees those before it
  const scope = { actor: actorScope(actor, stats), rules: rulesScope(rules) };
  for (const def of derivedInOrder(rules)) {
    const id = def.id;
    let value = num(evaluateExpression(def.formula as Expression, { rng, scope }), `derived stat "${id}"`);
    for (const p of actor.equipment) {
      const e = ownValue(rules.itemProperties.find((ip) => ip.id === p)?.modifiers, id);
      if (e !== undefined) value += num(evaluateExpression(e as Expression, { rng, scope }), `item property "${p}"'s modifier of "${id}"`);
    }
    for (const c of actor.conditions) {
      const e = ownValue(rules.conditions.find((cd) => cd.id === c.id)?.modifiers, id);
      if (e !== undefined)
        value += num(evaluateExpression(e as Expression, { rng, scope: { ...scope, magnitude: c.magnitude } }), `condition "${c.id}"'s modifier of "${id}"`);
    }
    derived[id] = value;
  }
  return stats;
}
