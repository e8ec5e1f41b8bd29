/**
 * The core's effect bricks (spells, items, cards, traps, mission events) under the `rules` module: damage and
 * healing go to the target's vital resource through the rules (its floor's `onDepleted`, "stabilised, not killed",
 * death), a spell's element meeting the target's resistances when it is one of the document's damage types; `status`
 * puts on the document's condition of the same id (`poison`, `stun`...) for `rounds` turns with `amount` as its
 * magnitude; `revive` brings a fallen hero back with its conditions cleared. Combat dice, `skip_turn` and statuses the
 * document does not have are skipped (`ruleset`), as is any brick on a unit without a piece.
 * @module
 */
import type { Effect } from '../../../content/schemas/index.ts';
import { parseDice, rollDice } from '../../core/dice-notation.ts';
import type { Draft } from '../../core/draft.ts';
import { revivable, skip, targetsOf, type EffectContext } from '../../core/effects.ts';
import { applyCondition, heal } from './document/play.ts';
import { baseStats } from './document/stats.ts';
import type { Unit } from '../../core/types.ts';
import type { EffectHandler } from '../../core/module.ts';
import { actorIn, withWorld } from './bridge.ts';
import { hurt } from './combat.ts';
import { pieceOf } from './piece.ts';
import { rulesIn } from './settings.ts';

/** The targets of a brick that have a piece; the others are skipped (`ruleset`). */
function pieces(draft: Draft, e: Effect, target: Parameters<typeof targetsOf>[2], ctx: EffectContext): Unit[] {
  return targetsOf(draft, e, target, ctx).filter((u) => {
    if (pieceOf(u)) return true;
    skip(draft, e, u, 'ruleset');
    return false;
  });
}

const damage: EffectHandler<'damage'> = (draft, e, ctx) => {
  const rules = rulesIn(draft.state);
  const element = ctx.source.element !== null && rules.damageTypes.some((t) => t.id === ctx.source.element) ? ctx.source.element : null;
  for (const u of pieces(draft, e, e.target, ctx)) {
    // the classic combat dice are not this ruleset's
    if (e.dice !== undefined) {
      skip(draft, e, u, 'ruleset');
      continue;
    }
    const amount = e.roll !== undefined ? rollDice(parseDice(e.roll), draft.rng).total : (e.amount ?? 0);
    withWorld(draft, (bw) => hurt(bw, u.id, amount, element));
  }
};

const healBrick: EffectHandler<'heal'> = (draft, e, ctx) => {
  for (const u of pieces(draft, e, e.target, ctx)) {
    const gain = e.full ? Math.max(0, u.maxBody - u.body) : e.roll !== undefined ? rollDice(parseDice(e.roll), draft.rng).total : (e.amount ?? 0);
    if (u.body >= u.maxBody) {
      skip(draft, e, u, 'full');
      continue;
    }
    withWorld(draft, (bw) => heal(bw.world, u.id, gain));
  }
};

const revive: EffectHandler<'revive'> = (draft, e, ctx) => {
  const target = (e.target ?? 'chosen') === 'chosen' ? ctx.chosen : ctx.actor;
  if (!target) return skip(draft, e, null, 'absent');
  const u = draft.unit(target.id) ?? target;
  const piece = pieceOf(u);
  if (u.alive) return skip(draft, e, u, 'alive');
  if (!piece) return skip(draft, e, u, 'ruleset');
  if (!revivable(draft.state, u)) return skip(draft, e, u, u.side === 'heroes' && !u.npc ? 'occupied' : 'not_a_hero');
  const rules = rulesIn(draft.state);
  const vital = rules.vitalResource;
  const stats = baseStats(rules, piece.actor, draft.rng);
  const body = Math.max(1, Math.min(stats.resMax[vital] ?? u.maxBody, rollDice(parseDice(e.roll), draft.rng).total));
  const actor = { ...piece.actor, alive: true, conditions: [], resources: { ...piece.actor.resources, [vital]: body } };
  draft.updateUnit(u.id, { alive: true, body, ext: { ...piece, actor }, mods: [] });
  draft.emit({ type: 'revived', unit: u.id, body });
};

const status: EffectHandler<'status'> = (draft, e, ctx) => {
  const rules = rulesIn(draft.state);
  const known = rules.conditions.some((c) => c.id === e.status);
  for (const u of pieces(draft, e, e.target, ctx)) {
    if (!known) {
      skip(draft, e, u, 'ruleset');
      continue;
    }
    if (e.chance !== undefined && e.chance < 100 && draft.rng.int(100) >= e.chance) {
      skip(draft, e, u, 'missed');
      continue;
    }
    withWorld(draft, (bw) => {
      if (actorIn(bw, u.id)) applyCondition(bw.world, u.id, e.status, { duration: e.rounds, magnitude: e.amount ?? 1 });
    });
  }
};

const skipTurn: EffectHandler<'skip_turn'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) skip(draft, e, u, 'ruleset');
};

/** The `rules` module's brick handlers, over the core's. */
export const rulesEffects = { damage, heal: healBrick, revive, status, skip_turn: skipTurn };
