/**
 * A creature's turn under a `rules` document (spec 002, `rules.conditions`, `rules.actionTypes`): at its start
 * every condition's `onTick` effects run and saves timed `startOfTurn` are offered, and the action types are
 * fresh; at its end saves timed `endOfTurn` or `both` are offered, then every duration drops by one and what
 * reaches 0 expires (running `onExpire`). Action types allow `perTurn` uses each, unless a held condition
 * `prevents` them.
 * @module
 */
import { ownValue, withOwn } from '../../../../content/own.ts';
import { removeCondition, runAndApply, effectScope, save } from './play.ts';
import { actorOf, RulesError, updateActor, type RulesWorld } from './world.ts';
import type { RulesActor } from './actor.ts';

/** Offers the saves of `actorId`'s conditions whose timing matches; each success takes that condition off. */
function offerSaves(world: RulesWorld, actorId: string, when: 'startOfTurn' | 'endOfTurn'): void {
  for (const c of actorOf(world, actorId).conditions) {
    const actor = actorOf(world, actorId);
    if (!actor.alive || !actor.conditions.includes(c)) continue;
    const def = world.rules.conditions.find((d) => d.id === c.id)!;
    const timing = def.savingThrow?.timing;
    const offered = when === 'startOfTurn' ? timing === 'startOfTurn' : timing === 'endOfTurn' || timing === 'both';
    if (offered && save(world, actor, def, c.magnitude)) removeCondition(world, actorId, c.id, 'saved', 0, c);
  }
}

/**
 * Begins `actorId`'s turn: its action types are fresh; each condition instance it holds runs its `onTick` effects
 * (with its `magnitude`), in the order they landed, stopping if the creature dies; then saves timed `startOfTurn`.
 */
export function startTurn(world: RulesWorld, actorId: string): void {
  const fresh = actorOf(world, actorId);
  if (Object.keys(fresh.used).length > 0) updateActor(world, actorId, { used: {} });
  // the list as the turn began (a creature's lists are never changed: the loop reads the creature anew each time)
  for (const c of fresh.conditions) {
    const actor = actorOf(world, actorId);
    if (!actor.alive) return;
    if (!actor.conditions.includes(c)) continue;
    const def = world.rules.conditions.find((d) => d.id === c.id)!;
    runAndApply(world, def.onTick, effectScope(world, actor, { magnitude: c.magnitude }));
  }
  if (actorOf(world, actorId).alive) offerSaves(world, actorId, 'startOfTurn');
}

/**
 * Ends `actorId`'s turn: saves timed `endOfTurn` or `both`; then each remaining instance with a duration loses
 * one turn, and those at 0 expire (their `onExpire` effects run).
 */
export function endTurn(world: RulesWorld, actorId: string): void {
  if (!actorOf(world, actorId).alive) return;
  offerSaves(world, actorId, 'endOfTurn');
  for (const c of actorOf(world, actorId).conditions) {
    const actor = actorOf(world, actorId);
    if (!actor.conditions.includes(c) || c.duration === null) continue;
    const next = { ...c, duration: c.duration - 1 };
    updateActor(world, actorId, { conditions: actor.conditions.map((x) => (x === c ? next : x)) });
    if (next.duration <= 0) removeCondition(world, actorId, c.id, 'expired', 0, next);
  }
}

/** The action types a condition `actor` holds forbids (`prevents`). */
export function preventedActions(world: RulesWorld, actor: RulesActor): Set<string> {
  const out = new Set<string>();
  for (const c of actor.conditions) for (const p of world.rules.conditions.find((d) => d.id === c.id)?.prevents ?? []) out.add(p);
  return out;
}

/**
 * Why `actor` cannot take an action of type `actionType` now (`"prevented"` by a condition it holds, or
 * `"spent"`: its `perTurn` uses are used up), or `null` when it can.
 * @throws RulesError when `actionType` is not an action type of the document.
 */
export function actionRefusal(world: RulesWorld, actor: RulesActor, actionType: string): 'prevented' | 'spent' | 'dead' | null {
  const def = world.rules.actionTypes.find((a) => a.id === actionType);
  if (!def) throw new RulesError(`no action type "${actionType}"`);
  if (!actor.alive) return 'dead';
  if (preventedActions(world, actor).has(actionType)) return 'prevented';
  if ((ownValue(actor.used, actionType) ?? 0) >= def.perTurn) return 'spent';
  return null;
}

/**
 * Spends one use of `actionType` for `actorId` this turn.
 * @throws RulesError when the action cannot be taken (see `actionRefusal`): nothing is spent then.
 */
export function spendAction(world: RulesWorld, actorId: string, actionType: string): void {
  const actor = actorOf(world, actorId);
  const why = actionRefusal(world, actor, actionType);
  if (why) throw new RulesError(`"${actorId}" cannot take a "${actionType}" action: ${why}`);
  updateActor(world, actorId, { used: withOwn(actor.used, actionType, (ownValue(actor.used, actionType) ?? 0) + 1) });
}
