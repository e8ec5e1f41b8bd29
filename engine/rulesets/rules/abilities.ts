/**
 * Abilities and spells under the `rules` module: a piece's `rules.abilities`, each a list of effects of the rules
 * language (rules-dsl.md) run with `actor` the piece and `target` the unit chosen, spending its action type (else the
 * board's `abilityAction`). Whom it may target: `self` (or a range of 0) only the piece itself; `foe` a unit of the
 * other side, `ally` one of its own side (itself too), each with a piece, in sight and within `range` squares
 * (counted along rows and columns; default 1), a foe not behind cover that blocks targeting (`cover.ts`). Damage an effect deals meets the target's resistances by its
 * `damageType`.
 * @module
 */
import type { RulesAbility } from '../../../content/schemas/rules-piece.ts';
import type { Draft } from '../../core/draft.ts';
import { DslEvalError, runEffects } from '../../dsl/evaluate.ts';
import type { Effect } from '../../dsl/schema.ts';
import { reject } from '../../core/reject.ts';
import { roundDamage } from './document/checks.ts';
import { applyIntents, effectScope } from './document/play.ts';
import { actionRefusal, spendAction } from './document/turns.ts';
import { RulesError } from './document/world.ts';
import type { Action, GameError, GameState, Unit } from '../../core/types.ts';
import { isUnitVisibleTo } from '../../core/view.ts';
import { afterAction } from './acting.ts';
import { actorIn, scratchWorld, withWorld, type BoardWorld } from './bridge.ts';
import { hurt } from './combat.ts';
import { coverOf } from './cover.ts';
import { pieceOf } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';

/** The action type `ability` spends for a piece: its own, else the board's `abilityAction` (null: the document has none). */
export function abilityActionType(state: GameState, ability: RulesAbility): string | null {
  return ability.actionType ?? settingsIn(state.setup).abilityAction;
}

/** Whether `a` and `b` fight on the same side (heroes and NPCs against creatures). */
export function sameSide(a: Unit, b: Unit): boolean {
  return a.side === b.side;
}

/** Squares between two units along rows and columns. */
function distance(a: Unit, b: Unit): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Whether `ability` of `user` may be aimed at `target`, as `seat` sees the board. */
export function canTarget(state: GameState, seat: string, user: Unit, ability: RulesAbility, target: Unit): boolean {
  const range = ability.range ?? 1;
  const kind = ability.target ?? 'foe';
  if (kind === 'self' || range === 0) return target.id === user.id;
  if (!target.alive || !pieceOf(target) || !isUnitVisibleTo(state, seat, target) || distance(user, target) > range) return false;
  if (kind === 'ally') return sameSide(user, target);
  // a foe behind cover that blocks targeting cannot be aimed at
  return !sameSide(user, target) && coverOf(state, rulesIn(state), user, target)?.blocksTargeting !== true;
}

/** Why `user` cannot use `ability` now (its action type spent or prevented, or its one action taken), or null when it can. */
function useRefusal(state: GameState, user: Unit, ability: RulesAbility): { code: 'already_acted' | 'prevented'; message: string } | null {
  const type = abilityActionType(state, ability);
  if (type === null) return state.turn?.acted ? { code: 'already_acted', message: 'one action per turn' } : null;
  const why = actionRefusal(scratchWorld(rulesIn(state)), pieceOf(user)!.actor, type);
  if (why === 'prevented') return { code: 'prevented', message: `a condition of ${user.id} prevents its "${type}" action` };
  if (why !== null) return { code: 'already_acted', message: `${user.id} has no "${type}" action left this turn` };
  return null;
}

/** The targets `ability` of `user` may be used on now, as `seat` sees them (itself alone for a `self` ability). */
export function abilityTargets(state: GameState, seat: string, user: Unit, ability: RulesAbility): Unit[] {
  if (useRefusal(state, user, ability) !== null) return [];
  return state.units.filter((u) => canTarget(state, seat, user, ability, u));
}

/**
 * Runs `ability`'s effects with `actor` the user and `target` the target in an open world: damage through the
 * target's resistances (by the effect's `damageType`), every other intent as the rules apply it. Intents aimed at
 * any unit but the user and the target are dropped: an ability reaches no further than it was aimed.
 * @throws a rejection `no_effect` when the effects cannot be evaluated (a document the CMS checked always can).
 */
export function runAbility(bw: BoardWorld, userId: string, targetId: string, ability: RulesAbility): void {
  const actor = actorIn(bw, userId)!;
  const target = actorIn(bw, targetId)!;
  try {
    const intents = runEffects(ability.effects as Effect[], { rng: bw.world.rng, scope: effectScope(bw.world, actor, {}, target) });
    for (const intent of intents) {
      // an ability reaches its user and the target it was aimed at, nobody else: an effect naming another unit
      // (a literal id, a computed one) does nothing, whether that unit exists, hides in a room not found, or not
      if ('target' in intent && intent.target !== userId && intent.target !== targetId) continue;
      if (intent.type === 'damage' && actorIn(bw, intent.target) !== null)
        hurt(bw, intent.target, roundDamage(bw.rules, intent.amount), intent.damageType ?? null);
      else applyIntents(bw.world, [intent]);
    }
  } catch (e) {
    if (e instanceof DslEvalError || e instanceof RulesError) reject('no_effect', `${ability.id}: ${e.message}`);
    throw e;
  }
}

/**
 * `user` uses its ability `id` on unit `targetId` (none: itself), spending the ability's action type, with its
 * `ability_used` event. Rejections: `not_in_ruleset` (no such ability), `already_acted` / `prevented` (its action
 * type spent or prevented), `no_target` (it needs one), `unknown_unit` (no such unit in sight), `out_of_range`.
 */
export function useAbility(draft: Draft, user: Unit, id: string, targetId: string | undefined): void {
  const refusal = abilityRefusal(draft.state, user, { type: 'ability', ability: id, ...(targetId === undefined ? {} : { target: targetId }) });
  if (refusal) reject(refusal.code, refusal.message);
  const ability = pieceOf(user)!.abilities.find((a) => a.id === id)!;
  const target = targetId === undefined ? user : draft.unit(targetId)!;
  const type = abilityActionType(draft.state, ability);
  withWorld(draft, (bw) => {
    if (type !== null) spendAction(bw.world, user.id, type);
    else draft.updateTurn({ acted: true });
    draft.emit({ type: 'ability_used', unit: user.id, ability: ability.id, target: target.id === user.id ? null : target.id });
    runAbility(bw, user.id, target.id, ability);
    afterAction(bw, user.id);
  });
}

/**
 * Why `user` may not use its ability `id` on `targetId` (itself when undefined) now, or null: the checks `useAbility`
 * runs before it builds the rules' world (whose own refusals, such as no action of the ability's type left, come
 * after).
 * @throws a document's rule failing in them (`abilityRefusal` answers it as a refusal).
 */
function abilityUseRefusal(state: GameState, user: Unit, id: string, targetId: string | undefined): GameError | null {
  const piece = pieceOf(user);
  const ability = piece?.abilities.find((a) => a.id === id);
  if (!piece || !ability) return { code: 'not_in_ruleset', message: `${user.id} has no ability "${id}"` };
  const refusal = useRefusal(state, user, ability);
  if (refusal) return refusal;
  const self = (ability.target ?? 'foe') === 'self' || (ability.range ?? 1) === 0;
  if (targetId === undefined && !self) return { code: 'no_target', message: `${ability.id} needs a target` };
  // a self ability names no target: one action, one way to send it
  if (targetId !== undefined && self) return { code: 'bad_action', message: `${ability.id} takes no target` };
  const target = targetId === undefined ? user : state.units.find((u) => u.id === targetId);
  if (!target || !target.alive || !isUnitVisibleTo(state, user.id, target)) return { code: 'unknown_unit', message: `no living unit "${targetId}" in sight` };
  if (!canTarget(state, user.id, user, ability, target)) return { code: 'out_of_range', message: `${ability.id} cannot reach ${target.id}` };
  return null;
}

/**
 * Why `hero` may not take the `ability` action now, or null: `abilityUseRefusal`, with a rule of the document failing
 * in those checks answered `no_effect` (as `apply` answers it). The module's `ability` action applies it first and
 * `legalActions` reads it for each candidate, so the list is what `apply` accepts without trying each one.
 */
export function abilityRefusal(state: GameState, hero: Unit, action: Action): GameError | null {
  if (action.type !== 'ability') return { code: 'bad_action', message: `"${action.type}" is not an ability` };
  try {
    return abilityUseRefusal(state, hero, action.ability, action.target);
  } catch (e) {
    if (e instanceof DslEvalError || e instanceof RulesError) return { code: 'no_effect', message: `${action.ability}: ${e.message}` };
    throw e;
  }
}

/**
 * The `ability` actions `hero` might take (`abilityRefusal` decides which are legal): each of its abilities on itself
 * (a `self` one), or on each unit within the ability's range.
 */
export function abilityCandidates(state: GameState, hero: Unit): Action[] {
  const piece = pieceOf(hero);
  if (!piece) return [];
  const out: Action[] = [];
  for (const ability of piece.abilities) {
    const range = ability.range ?? 1;
    if ((ability.target ?? 'foe') === 'self' || range === 0) out.push({ type: 'ability', ability: ability.id });
    else for (const t of state.units) if (distance(hero, t) <= range) out.push({ type: 'ability', ability: ability.id, target: t.id });
  }
  return out;
}
