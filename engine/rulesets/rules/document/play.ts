/**
 * Playing a `rules` document's effects (spec 002 with rules-dsl.md): the one place intents are checked and
 * applied. Resources move between their floor and maximum; reaching the floor runs `onDepleted`, and death
 * follows only when the vital resource is still at its floor afterwards (spec 002, "Death": the reference's
 * heal-and-`downed` example is "stabilised, not killed"). Conditions land with their `defaultDuration`, roll
 * their `onApply` save, stack by `stacking` (`refresh`, `extend`, `stack`, `ignore`), run `onApply`, and bring
 * what they `implies`. Resources, conditions and intents call each other, so they live together here.
 * @module
 */
import { ownValue, setOwn, withOwn } from '../../../../content/own.ts';
import type { ConditionDef } from '../../../../content/schemas/rules/conditions.ts';
import { evaluateExpression, runEffects } from '../../../dsl/evaluate.ts';
import type { Effect, Expression } from '../../../dsl/schema.ts';
import type { DslValue, Intent } from '../../../dsl/types.ts';
import type { ActiveCondition, RulesActor } from './actor.ts';
import { rollSave, roundDamage } from './checks.ts';
import { baseStats, effectScope } from './stats.ts';
import { actorOf, RulesError, updateActor, type RulesWorld } from './world.ts';

/** How deep effects may set off effects (a floor's `onDepleted` dealing damage that depletes again...). */
export const MAX_CASCADE = 16;

// the scope of effects lives beside the stats it reads (checks.ts needs it too); it is still exported from here
export { effectScope } from './stats.ts';

/** Runs `effects` in `scope` and applies the intents they yield, in order. */
export function runAndApply(world: RulesWorld, effects: readonly unknown[], scope: Record<string, DslValue>, depth = 0): void {
  if (effects.length === 0) return;
  applyIntents(world, runEffects(effects as Effect[], { rng: world.rng, scope }), depth);
}

/** A creature's floor and maximum of `resource`. */
function limits(world: RulesWorld, actor: RulesActor, resource: string): { min: number; max: number } {
  if (!world.rules.resources.some((r) => r.id === resource)) throw new RulesError(`no resource "${resource}"`);
  const s = baseStats(world.rules, actor, world.rng);
  return { min: ownValue(s.resMin, resource)!, max: ownValue(s.resMax, resource)! };
}

/**
 * Moves `actor`'s `resource` by `delta`, kept within its floor and maximum. Reaching the floor from above runs
 * the resource's `onDepleted` effects (with `damage` in scope when damage did it); then, for the vital resource,
 * the creature dies when it is still at the floor, and is stabilised when the effects lifted it. A dead creature's
 * resources do not move.
 * @returns the change actually made.
 */
export function adjustResource(world: RulesWorld, actorId: string, resource: string, delta: number, depth = 0, damage?: number): number {
  const actor = actorOf(world, actorId);
  if (!actor.alive) return 0;
  const { min, max } = limits(world, actor, resource);
  const from = ownValue(actor.resources, resource) ?? max;
  const to = Math.min(max, Math.max(min, from + delta));
  if (to === from) return 0;
  const next = updateActor(world, actorId, { resources: withOwn(actor.resources, resource, to) });
  world.events.push({ type: 'resource', actor: actorId, resource, from, to });
  if (to <= min && from > min) depleted(world, next, resource, depth, damage);
  return to - from;
}

function depleted(world: RulesWorld, actor: RulesActor, resource: string, depth: number, damage?: number): void {
  const def = world.rules.resources.find((r) => r.id === resource)!;
  world.events.push({ type: 'depleted', actor: actor.id, resource });
  if (depth < MAX_CASCADE) runAndApply(world, def.onDepleted, effectScope(world, actor, damage === undefined ? {} : { damage }), depth + 1);
  // the effects may have changed it (lifted it off the floor, or killed it)
  const now = actorOf(world, actor.id);
  if (resource !== world.rules.vitalResource || !now.alive) return;
  const { min } = limits(world, now, resource);
  if ((ownValue(now.resources, resource) ?? 0) <= min) {
    updateActor(world, now.id, { alive: false });
    world.events.push({ type: 'died', actor: actor.id });
  } else world.events.push({ type: 'stabilised', actor: actor.id });
}

/** Damage to `actor`'s vital resource: `amount` (never below 0) taken off it. @returns the points actually lost. */
export function dealDamage(world: RulesWorld, actorId: string, amount: number, depth = 0): number {
  return 0 - adjustResource(world, actorId, world.rules.vitalResource, -Math.max(0, amount), depth, Math.max(0, amount));
}

/** Healing of `actor`'s vital resource, up to its maximum. @returns the points actually gained. */
export function heal(world: RulesWorld, actorId: string, amount: number, depth = 0): number {
  return adjustResource(world, actorId, world.rules.vitalResource, Math.max(0, amount), depth);
}

function conditionDef(world: RulesWorld, id: string): ConditionDef {
  const def = world.rules.conditions.find((c) => c.id === id);
  if (!def) throw new RulesError(`no condition "${id}"`);
  return def;
}

/** Options of `applyCondition`: a duration and magnitude overriding the defaults; the condition implying it. */
export interface ApplyOptions {
  duration?: number | null;
  magnitude?: number;
  source?: string | null;
  /** The difficulty of its `onApply` save instead of the condition's own (a spell's `spellcasting.saveDifficulty`). */
  saveDifficulty?: number;
}

/**
 * Puts condition `conditionId` on `actor` (spec 002, `rules.conditions`). The duration is the one given, else the
 * condition's `defaultDuration` (evaluated with `magnitude` in scope), else none (until removed); the magnitude
 * the one given, else 1. A save timed `onApply` or `both` is rolled first: on a success the condition does not
 * land. When the creature already has it, `stacking` decides: `refresh` sets the duration and magnitude to the
 * new ones; `extend` adds the new duration to what is left; `stack` adds a second instance; `ignore` does nothing.
 * A new instance runs `onApply` and brings each condition it `implies` (same duration, gone when it goes).
 * @returns what happened: `applied`, `refreshed`, `extended`, `stacked`, `ignored` or `resisted`; `null` when the creature is dead.
 */
export function applyCondition(world: RulesWorld, actorId: string, conditionId: string, options: ApplyOptions = {}, depth = 0): string | null {
  const actor = actorOf(world, actorId);
  const def = conditionDef(world, conditionId);
  if (!actor.alive) return null;
  const magnitude = options.magnitude ?? 1;
  let duration = options.duration;
  if (duration === undefined) {
    duration =
      def.defaultDuration === undefined
        ? null
        : (evaluateExpression(def.defaultDuration as Expression, { rng: world.rng, scope: effectScope(world, actor, { magnitude }) }) as number);
  }
  const report = (change: Parameters<typeof pushCondition>[2]) => pushCondition(world, actor, change, conditionId, duration ?? null, magnitude);
  const existing = actor.conditions.filter((c) => c.id === conditionId);
  if (existing.length > 0 && def.stacking === 'ignore') return report('ignored');
  if (def.savingThrow && (def.savingThrow.timing === 'onApply' || def.savingThrow.timing === 'both')) {
    if (save(world, actor, def, magnitude, options.saveDifficulty)) return report('resisted');
  }
  if (existing.length > 0 && def.stacking !== 'stack') {
    const current = existing[0]!;
    if (def.stacking === 'refresh') {
      replaceCondition(world, actorId, current, { ...current, duration: duration ?? null, magnitude });
      return report('refreshed');
    }
    const extended = current.duration === null || duration === null ? null : current.duration + duration;
    replaceCondition(world, actorId, current, { ...current, duration: extended });
    pushCondition(world, actor, 'extended', conditionId, extended, current.magnitude);
    return 'extended';
  }
  const landed = actorOf(world, actorId);
  updateActor(world, actorId, {
    conditions: [...landed.conditions, { id: conditionId, duration: duration ?? null, magnitude, source: options.source ?? null }],
  });
  report(existing.length > 0 ? 'stacked' : 'applied');
  if (depth < MAX_CASCADE) {
    runAndApply(world, def.onApply, effectScope(world, actorOf(world, actorId), { magnitude }), depth + 1);
    for (const implied of def.implies) {
      if (
        world.rules.conditions.some((c) => c.id === implied) &&
        !actorOf(world, actorId).conditions.some((c) => c.id === implied && c.source === conditionId)
      ) {
        applyCondition(world, actorId, implied, { duration, magnitude, source: conditionId }, depth + 1);
      }
    }
  }
  return existing.length > 0 ? 'stacked' : 'applied';
}

/** Puts condition instance `next` on `actorId` in place of `old` (the others stay as they are). */
function replaceCondition(world: RulesWorld, actorId: string, old: ActiveCondition, next: ActiveCondition): void {
  updateActor(world, actorId, { conditions: actorOf(world, actorId).conditions.map((c) => (c === old ? next : c)) });
}

function pushCondition(
  world: RulesWorld,
  actor: RulesActor,
  change: Extract<RulesWorld['events'][number], { type: 'condition' }>['change'],
  condition: string,
  duration: number | null,
  magnitude: number,
): string {
  world.events.push({ type: 'condition', actor: actor.id, condition, change, duration, magnitude });
  return change;
}

/**
 * Rolls the save of condition `def` for `actor` (difficulty `given`, else the save's own evaluated with `magnitude`).
 * @returns whether it succeeded.
 */
export function save(world: RulesWorld, actor: RulesActor, def: ConditionDef, magnitude: number, given?: number): boolean {
  const st = def.savingThrow!;
  const difficulty = given ?? (evaluateExpression(st.difficulty as Expression, { rng: world.rng, scope: effectScope(world, actor, { magnitude }) }) as number);
  const result = rollSave(world, actor, st.save, difficulty);
  world.events.push({ type: 'save', actor: actor.id, save: st.save, roll: result.roll, total: result.total, difficulty, success: result.success });
  return result.success;
}

/**
 * Takes condition `conditionId` off `actor`: every instance (or just `instance`), with the conditions they
 * implied. `change` is what the chronicle calls it: `removed` (an effect), `saved` (shrugged off), `expired`
 * (ran out: the condition's `onExpire` effects run).
 */
export function removeCondition(
  world: RulesWorld,
  actorId: string,
  conditionId: string,
  change: 'removed' | 'saved' | 'expired' = 'removed',
  depth = 0,
  instance?: RulesActor['conditions'][number],
): void {
  const actor = actorOf(world, actorId);
  const def = conditionDef(world, conditionId);
  const going = actor.conditions.filter((c) => c.id === conditionId && (instance === undefined || c === instance));
  if (going.length === 0) return;
  const left = updateActor(world, actorId, { conditions: actor.conditions.filter((c) => !going.includes(c)) });
  for (const c of going) pushCondition(world, actor, change, conditionId, c.duration, c.magnitude);
  if (!left.conditions.some((c) => c.id === conditionId)) {
    for (const implied of left.conditions.filter((c) => c.source === conditionId)) removeCondition(world, actorId, implied.id, 'removed', depth, implied);
  }
  if (change === 'expired' && actorOf(world, actorId).alive && depth < MAX_CASCADE) {
    for (const c of going) runAndApply(world, def.onExpire, effectScope(world, actorOf(world, actorId), { magnitude: c.magnitude }), depth + 1);
  }
}

/**
 * Applies intents in order (rules-dsl.md, "Effects"): damage and healing to the vital resource (damage rounded
 * by `resolution.damageRounding`), resources, conditions, flags, lore, items, reputation, disposition, moves and
 * emitted events. An intent naming a creature that is not in the world is refused.
 * @throws RulesError on an intent naming an unknown creature, resource or condition.
 */
export function applyIntents(world: RulesWorld, intents: readonly Intent[], depth = 0): void {
  for (const i of intents) {
    switch (i.type) {
      case 'damage':
        dealDamage(world, i.target, roundDamage(world.rules, i.amount), depth);
        break;
      case 'heal':
        heal(world, i.target, roundDamage(world.rules, i.amount), depth);
        break;
      case 'adjustResource':
        adjustResource(world, i.target, i.resource, i.amount, depth);
        break;
      case 'applyCondition':
        applyCondition(world, i.target, i.condition, { duration: i.duration, magnitude: i.magnitude }, depth);
        break;
      case 'removeCondition':
        removeCondition(world, i.target, i.condition, 'removed', depth);
        break;
      case 'setFlag':
        setOwn(world.flags, i.flag, i.value);
        world.events.push({ type: 'flag', flag: i.flag, value: i.value });
        break;
      case 'learnLore':
        world.events.push({ type: 'lore', entry: i.entry });
        break;
      case 'grantItem':
      case 'removeItem': {
        const actor = actorOf(world, i.target);
        const q = i.type === 'grantItem' ? i.quantity : -Math.min(i.quantity, ownValue(actor.inventory, i.item) ?? 0);
        const left = (ownValue(actor.inventory, i.item) ?? 0) + q;
        const inventory = { ...actor.inventory };
        if (left > 0) setOwn(inventory, i.item, left);
        else delete inventory[i.item];
        updateActor(world, actor.id, { inventory });
        world.events.push({ type: 'item', actor: actor.id, item: i.item, quantity: q });
        break;
      }
      case 'adjustReputation':
        setOwn(world.reputation, i.faction, (ownValue(world.reputation, i.faction) ?? 0) + i.amount);
        world.events.push({ type: 'reputation', faction: i.faction, amount: i.amount });
        break;
      case 'setDisposition': {
        actorOf(world, i.target);
        const disposition = typeof i.to === 'number' ? i.to : dispositionOfStance(world, i.to);
        updateActor(world, i.target, { disposition });
        world.events.push({ type: 'disposition', actor: i.target, disposition });
        break;
      }
      case 'move':
        actorOf(world, i.target);
        world.events.push({ type: 'move', actor: i.target, to: i.to });
        break;
      case 'emit':
        world.events.push({ type: 'emit', event: i.event, data: i.data });
        break;
    }
  }
}

/** A disposition number inside the band of `stance` (its `atLeast`, or far below the others for a band with none). */
function dispositionOfStance(world: RulesWorld, stance: string): number {
  const bands = world.rules.dispositionBands;
  const band = bands.find((b) => b.stance === stance);
  if (!band) throw new RulesError(`no disposition band is "${stance}"`);
  if (band.atLeast !== undefined) return band.atLeast;
  const lows = bands.filter((b) => b.atLeast !== undefined).map((b) => b.atLeast!);
  return lows.length === 0 ? 0 : Math.min(...lows) - 1;
}
