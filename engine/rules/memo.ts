/**
 * Stats already worked out, by creature. Creatures are immutable values (`RulesActor`), so a creature's stats are
 * a function of the document and of the creature itself, as long as no formula the stats read rolls dice or draws
 * a `chance` (then nothing is remembered: each working out draws from the game's PRNG, as it must). The `rules`
 * module works a creature's stats out many times in one action (every scope of every effect); remembering them
 * keeps an action fast. A creature changed in what its stats never read (the action types it spent, its
 * experience...) keeps them (`changedActor`). Callers never change the stats they are given.
 * @module
 */
import type { Rules } from '../../content/schemas/rules/rules.ts';
import type { RulesActor } from './actor.ts';

/** What is remembered of one creature: its first steps (`baseStats`) and all its stats (`computeStats`), under one document. */
interface Known<Base, All> {
  rules: Rules;
  base?: Base;
  all?: All;
}

const MEMO = new WeakMap<RulesActor, Known<unknown, unknown>>();
const CHANCE = new WeakMap<Rules, boolean>();

/**
 * The fields of a creature its stats read (spec 002's order, checked at save: a resource limit or the proficiency
 * formula reads only attributes, modifiers, level and the engine's values; derived stats read the rest).
 */
const READ_BY_BASE: ReadonlySet<string> = new Set<keyof RulesActor>(['id', 'level', 'attributes', 'weapon', 'castingStat', 'vitality']);
const READ_BY_ALL: ReadonlySet<string> = new Set<keyof RulesActor>([...READ_BY_BASE, 'resources', 'conditions', 'equipment', 'inventory', 'carried'] as (keyof RulesActor)[]);

/** Whether any formula the stats read can draw chance (a `roll` or `chance` anywhere in them). */
function statsDrawChance(rules: Rules): boolean {
  let draws = CHANCE.get(rules);
  if (draws === undefined) {
    const formulas = [
      rules.progression.proficiency,
      ...rules.attributes.map((a) => a.modifier),
      ...rules.resources.flatMap((r) => [r.min, r.max]),
      ...rules.derivedStats.map((d) => d.formula),
      ...rules.itemProperties.map((ip) => ip.modifiers),
      ...rules.conditions.map((c) => c.modifiers),
    ];
    draws = /"(?:roll|chance)"\s*:/.test(JSON.stringify(formulas));
    CHANCE.set(rules, draws);
  }
  return draws;
}

/** `actor`'s stats of `kind` under `rules`: remembered ones, else `work()`'s (remembered when they may be). */
export function remembered<K extends 'base' | 'all', S>(rules: Rules, actor: RulesActor, kind: K, work: () => S): S {
  if (statsDrawChance(rules)) return work();
  let known = MEMO.get(actor) as Known<S, S> | undefined;
  if (known === undefined || known.rules !== rules) {
    known = { rules };
    MEMO.set(actor, known);
  }
  let stats = known[kind] as S | undefined;
  if (stats === undefined) {
    stats = work();
    known[kind] = stats;
  }
  return stats;
}

/**
 * A new creature: `actor` with `change` laid over it (a shallow merge: give whole new records, never changed
 * ones), keeping the stats remembered for `actor` that `change` does not touch.
 */
export function changedActor(actor: RulesActor, change: Partial<Omit<RulesActor, 'id'>>): RulesActor {
  const next = { ...actor, ...change };
  const known = MEMO.get(actor);
  if (known === undefined) return next;
  let base = known.base;
  let all = known.all;
  for (const key in change) {
    if (READ_BY_ALL.has(key)) all = undefined;
    if (READ_BY_BASE.has(key)) base = undefined;
  }
  if (base !== undefined || all !== undefined) MEMO.set(next, { rules: known.rules, base, all });
  return next;
}
