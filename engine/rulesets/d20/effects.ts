/**
 * The effect bricks that play differently under a d20 ruleset (spec 003), as the d20 module's handlers over the
 * core's: damage meets the target's elemental weakness or resistance and has no combat die to roll; healing skips
 * full targets and cures poison; statuses follow the guide's rules (Freeze's roll, Poison, Guard and Weaken).
 * @module
 */
import { parseDice, rollDice } from '../../core/dice-notation.ts';
import { skip, targetsOf, type EffectContext } from '../../core/effects.ts';
import type { Draft } from '../../core/draft.ts';
import type { EffectHandler } from '../../core/module.ts';
import type { Unit } from '../../core/types.ts';
import type { Effect } from '../../../content/schemas/index.ts';
import { boardOf, dealD20Damage, percentRoll } from './combat.ts';
import { freezeRoll } from './freeze.ts';
import { magnitude, setStatus, statusOf } from './statuses.ts';

/** `damage`: a fixed or rolled amount, through the target's weakness or resistance to the source's element (spec 003, "Elements"). */
const damage: EffectHandler<'damage'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    if (u.dormant) {
      skip(draft, e, u, 'dormant');
      continue;
    }
    // a d20 ruleset has no combat die to roll
    if (e.dice !== undefined) {
      skip(draft, e, u, 'ruleset');
      continue;
    }
    const amount = e.roll !== undefined ? rollDice(parseDice(e.roll), draft.rng).total : (e.amount ?? 0);
    dealD20Damage(draft, u, amount, ctx.source.element);
  }
};

/** `heal` (spec 003): healing skips full targets, but a poisoned one at full health is still healed of its poison. */
const heal: EffectHandler<'heal'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    const poisoned = statusOf(u, 'poison') !== undefined;
    if (u.body >= u.maxBody && !poisoned) {
      skip(draft, e, u, 'full');
      continue;
    }
    const gain = e.roll !== undefined ? rollDice(parseDice(e.roll), draft.rng).total : (e.amount ?? 0);
    const body = e.full ? u.maxBody : Math.min(u.maxBody, u.body + gain);
    draft.updateUnit(u.id, { body, ...(poisoned ? { statuses: u.statuses.filter((x) => x.status !== 'poison') } : {}) });
    draft.emit({ type: 'healed', unit: u.id, amount: body - u.body, body });
    if (poisoned) draft.emit({ type: 'status_ended', unit: u.id, status: 'poison' });
  }
};

/**
 * A status under a d20 ruleset (spec 003, "Statuses"): Freeze rolls 0–99 against its chance (the resisted chance
 * on a target resisting the source's element) with the guide's feedback, and refreshes, never queues; Poison does
 * not stack and lasts until cured; Guard and Weaken (AccuracyPenalty) keep the larger amount and count down as
 * the target's turns begin.
 */
function d20Status(draft: Draft, e: Extract<Effect, { type: 'status' }>, u: Unit, source: EffectContext['source']): void {
  const chance = e.chance ?? 100;
  if (e.status === 'freeze') {
    // mitigation by resistance is opt-in per effect: a resisted chance, against the source's element
    const element = source.element ?? undefined;
    freezeRoll(draft, boardOf(draft), u, {
      baseChance: chance,
      ...(e.resisted_chance !== undefined && element !== undefined
        ? { resistanceMitigatesFreeze: true, resistedChance: e.resisted_chance, element }
        : { resistanceMitigatesFreeze: false }),
    });
    return;
  }
  if (e.status === 'poison' && statusOf(u, 'poison')) return skip(draft, e, u, 'ignored');
  if (chance < 100 && percentRoll(draft) >= chance) return skip(draft, e, u, 'missed');
  if (e.status === 'poison') {
    setStatus(draft, u, { status: 'poison', rounds: 0, amount: e.amount ?? 1 });
    return;
  }
  if (e.status === 'guard' || e.status === 'weaken') {
    setStatus(draft, u, { status: e.status, rounds: e.rounds, amount: Math.max(e.amount ?? 1, magnitude(u, e.status)) });
    return;
  }
  // stun: skips the target's next `rounds` turns
  setStatus(draft, u, { status: 'stun', rounds: e.rounds, amount: 0 });
}

const status: EffectHandler<'status'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) d20Status(draft, e, u, ctx.source);
};

/** The d20 module's effect handlers. */
export const d20Effects = { damage, heal, status };
