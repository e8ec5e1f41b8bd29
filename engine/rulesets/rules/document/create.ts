/**
 * Bringing a creature into a world: its sheet filled from the document (attribute defaults, level 1 or the
 * first level, every resource at its `initial` value, else its maximum).
 * @module
 */
import { ownValue, setOwn } from '../../../../content/own.ts';
import { evaluateExpression } from '../../../dsl/evaluate.ts';
import type { Expression } from '../../../dsl/schema.ts';
import type { ActorInit, RulesActor } from './actor.ts';
import { actorScope, baseStats, rulesScope } from './stats.ts';
import { putActor, type RulesWorld } from './world.ts';

/**
 * Adds a creature to `world` and returns it: what `init` gives, the rest defaulted (`level` the document's
 * first level, no conditions, equipment or inventory, disposition 0, unarmed, the document's casting stat). Resources `init` does not set start at
 * their `initial` expression, else their maximum, within their floor and maximum.
 */
export function addActor(world: RulesWorld, init: ActorInit): RulesActor {
  const rules = world.rules;
  const actor: RulesActor = {
    id: init.id,
    level: init.level ?? rules.progression.levels[0]!.level,
    xp: init.xp ?? 0,
    attributes: { ...init.attributes },
    resources: {},
    conditions: [...(init.conditions ?? [])],
    equipment: [...(init.equipment ?? [])],
    inventory: { ...init.inventory },
    carried: init.carried ?? 0,
    size: init.size ?? null,
    hitDie: init.hitDie ?? null,
    vitality: init.vitality ?? 0,
    disposition: init.disposition ?? 0,
    alive: true,
    used: {},
    ...(init.weapon === undefined
      ? {}
      : { weapon: { ...init.weapon, ...(init.weapon.properties === undefined ? {} : { properties: [...init.weapon.properties] }) } }),
    ...(init.castingStat === undefined ? {} : { castingStat: init.castingStat }),
    ...(init.slotsSpent === undefined ? {} : { slotsSpent: { ...init.slotsSpent } }),
  };
  // the resource limits never read current resources: worked out on the creature before it has any
  const stats = baseStats(rules, actor, world.rng);
  const scope = { actor: actorScope(actor, stats), rules: rulesScope(rules) };
  const resources: Record<string, number> = {};
  for (const r of rules.resources) {
    const given = ownValue(init.resources, r.id);
    const initial =
      given ?? (r.initial === undefined ? stats.resMax[r.id]! : (evaluateExpression(r.initial as Expression, { rng: world.rng, scope }) as number));
    setOwn(resources, r.id, Math.min(stats.resMax[r.id]!, Math.max(stats.resMin[r.id]!, initial)));
  }
  return putActor(world, { ...actor, resources });
}
