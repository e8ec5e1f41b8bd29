/**
 * Levels (spec 002, `rules.progression`): the level experience reaches (`levels[].xpRequired`, capped at
 * `maxLevel`), and what each level gained brings: the vital resource's maximum grows by `levelVitality`
 * (`roll` the die, take its `average` rounded up or its `max`, or `none`; the die is the creature's class die or
 * its size's `hitDie`; plus `bonus`), with the current value rising alike, and the level's `grants` run.
 * @module
 */
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import { diceStats, parseDice, rollDice } from '../../../core/dice-notation.ts';
import { evaluateExpression } from '../../../dsl/evaluate.ts';
import type { Expression } from '../../../dsl/schema.ts';
import type { RulesActor } from './actor.ts';
import { adjustResource, effectScope, runAndApply } from './play.ts';
import { actorScope, baseStats, rulesScope } from './stats.ts';
import { actorOf, updateActor, type RulesWorld } from './world.ts';

/** The highest level whose `xpRequired` is at most `xp`, and not above `maxLevel` (the first level when none is reached). */
export function levelForXp(rules: Rules, xp: number): number {
  const p = rules.progression;
  let level = p.levels[0]!.level;
  for (const l of p.levels) if (l.xpRequired <= xp && l.level <= p.maxLevel && l.level > level) level = l.level;
  return level;
}

/** The vitality die of `actor` by `levelVitality.die`: its class's `hitDie`, or its size's; `null` when it has none. */
function vitalityDie(rules: Rules, actor: RulesActor): string | null {
  if (rules.progression.levelVitality.die === 'class') return actor.hitDie;
  return rules.sizes.find((s) => s.id === (actor.size ?? rules.defaultSize))?.hitDie ?? null;
}

/**
 * What one level adds to the vital maximum of `actor` (see the module): 0 under `none` or without a die; never
 * below 0.
 */
export function vitalityGain(world: RulesWorld, actor: RulesActor): number {
  const lv = world.rules.progression.levelVitality;
  const die = vitalityDie(world.rules, actor);
  if (lv.policy === 'none' || die === null) return 0;
  const notation = parseDice(die);
  const fromDie =
    lv.policy === 'roll' ? rollDice(notation, world.rng).total : lv.policy === 'max' ? diceStats(notation).max : Math.ceil(diceStats(notation).mean);
  const scope = { actor: actorScope(actor, baseStats(world.rules, actor, world.rng)), rules: rulesScope(world.rules) };
  const bonus = evaluateExpression(lv.bonus as Expression, { rng: world.rng, scope }) as number;
  return Math.max(0, fromDie + bonus);
}

/**
 * Gives `actorId` `xp` experience and every level it reaches (one at a time: vitality, then the level's
 * `grants`). A dead creature gains experience but no level.
 * @returns the levels gained.
 */
export function gainXp(world: RulesWorld, actorId: string, xp: number): number {
  updateActor(world, actorId, { xp: actorOf(world, actorId).xp + Math.max(0, xp) });
  let gained = 0;
  for (let actor = actorOf(world, actorId); actor.alive && levelForXp(world.rules, actor.xp) > actor.level; actor = actorOf(world, actorId)) {
    levelUp(world, actorId);
    gained += 1;
  }
  return gained;
}

/** Raises `actorId` one level, if below `maxLevel`: vitality (maximum and current), then the level's `grants`. */
export function levelUp(world: RulesWorld, actorId: string): void {
  const actor = actorOf(world, actorId);
  if (actor.level >= world.rules.progression.maxLevel) return;
  const gain = vitalityGain(world, actor);
  const level = actor.level + 1;
  updateActor(world, actorId, { level, vitality: actor.vitality + gain });
  adjustResource(world, actorId, world.rules.vitalResource, gain);
  world.events.push({ type: 'level', actor: actorId, level, vitality: gain });
  const def = world.rules.progression.levels.find((l) => l.level === level);
  if (def) runAndApply(world, def.grants, effectScope(world, actorOf(world, actorId)));
}
