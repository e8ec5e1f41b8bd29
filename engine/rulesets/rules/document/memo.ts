/**
 * Stats already worked out. Creatures are immutable values (`RulesActor`), and so are their records: a change
 * makes a new creature that shares the records it did not change. A creature's stats are a function of the
 * document and of what they read of the creature, as long as no formula the stats read rolls dice or draws a
 * `chance` (then nothing is remembered: each working out draws from the game's PRNG, as it must). So they are
 * remembered beside the record that changes most with them (the first steps by `attributes`, all stats by
 * `resources`) with the other fields they read, and hold while each of those is the very same value: a creature
 * that only spent an action type or gained experience keeps them without a lookup of its own. The `rules` module
 * works a creature's stats out many times in one action (every scope of every effect); remembering them keeps an
 * action fast. Callers never change the stats they are given.
 * @module
 */
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import type { RulesActor } from './actor.ts';

/**
 * What the first steps read (spec 002's order, checked at save: a resource limit or the proficiency formula reads
 * only attributes, modifiers, level and the engine's values, which read the weapon and the casting stat).
 */
interface BaseReads {
  rules: Rules;
  id: string;
  level: number;
  attributes: RulesActor['attributes'];
  weapon: RulesActor['weapon'];
  castingStat: RulesActor['castingStat'];
  vitality: number;
}

/** What all stats read: the first steps' fields, then what derived stats read (resources, conditions, equipment...). */
interface AllReads extends BaseReads {
  resources: RulesActor['resources'];
  conditions: RulesActor['conditions'];
  equipment: RulesActor['equipment'];
  inventory: RulesActor['inventory'];
  carried: number;
}

/** Stats remembered with the fields they were worked out from. */
type Entry<R, S> = { reads: R; stats: S };

// WeakMaps keyed by records that change seldom: V8 takes about 2 µs to add a key to a WeakMap, so keying by the
// creature itself (a new object at every change) would cost more than it saves
const BASE = new WeakMap<object, Entry<BaseReads, unknown>>();
const ALL = new WeakMap<object, Entry<AllReads, unknown>>();
const CHANCE = new WeakMap<Rules, boolean>();

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

function baseReads(rules: Rules, a: RulesActor): BaseReads {
  return { rules, id: a.id, level: a.level, attributes: a.attributes, weapon: a.weapon, castingStat: a.castingStat, vitality: a.vitality };
}

function sameBase(r: BaseReads, rules: Rules, a: RulesActor): boolean {
  return (
    r.rules === rules &&
    r.id === a.id &&
    r.level === a.level &&
    r.attributes === a.attributes &&
    r.weapon === a.weapon &&
    r.castingStat === a.castingStat &&
    r.vitality === a.vitality
  );
}

function sameAll(r: AllReads, rules: Rules, a: RulesActor): boolean {
  return (
    sameBase(r, rules, a) &&
    r.resources === a.resources &&
    r.conditions === a.conditions &&
    r.equipment === a.equipment &&
    r.inventory === a.inventory &&
    r.carried === a.carried
  );
}

/**
 * `actor`'s stats of `kind` under `rules` (`base`: the first steps; `all`): remembered ones when what they read is
 * unchanged, else `work()`'s (remembered when they may be).
 */
export function remembered<S>(rules: Rules, actor: RulesActor, kind: 'base' | 'all', work: () => S): S {
  if (statsDrawChance(rules)) return work();
  if (kind === 'base') {
    const known = BASE.get(actor.attributes);
    if (known !== undefined && sameBase(known.reads, rules, actor)) return known.stats as S;
    const stats = work();
    BASE.set(actor.attributes, { reads: baseReads(rules, actor), stats });
    return stats;
  }
  const known = ALL.get(actor.resources);
  if (known !== undefined && sameAll(known.reads, rules, actor)) return known.stats as S;
  const stats = work();
  const reads: AllReads = {
    ...baseReads(rules, actor),
    resources: actor.resources,
    conditions: actor.conditions,
    equipment: actor.equipment,
    inventory: actor.inventory,
    carried: actor.carried,
  };
  ALL.set(actor.resources, { reads, stats });
  return stats;
}
