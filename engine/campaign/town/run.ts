/**
 * A run's difficulty and its restart (spec 003: "Basic → Advanced → Expert → Master → Master Plus. Only Master Plus
 * repeats at fixed values ... Advances are on the adventure introduction, after completion in town."; "Next
 * difficulty/replay resets the run, retains Company and other adventure records, restores living active members
 * and keeps dead members dead."; "Prologue for newly created campaigns only").
 * @module
 */
import { refuse } from '../apply.ts';
import { closeRunReceipts } from '../ledger.ts';
import type { CampaignContext, CampaignEvent, CampaignState } from '../types.ts';
import { systemOf } from '../system.ts';
import { heroMaxHp, heroMaxRes, livingActive, newRun } from './economy.ts';
import { FREE, townService } from './service.ts';

/** Whether the run's current tier was completed (in this run, or an earlier one reaching it or beyond). */
export function tierCompleted(ctx: CampaignContext, state: CampaignState): boolean {
  if (state.run.completed) return true;
  const tiers = systemOf(ctx).tiers(ctx);
  return state.run.highest !== null && tiers.indexOf(state.run.highest) >= tiers.indexOf(state.run.tier);
}

/**
 * Starts a new run at `tier` (the Company kept, `highest` and the campaign's wish with it): in town, the start
 * opened, nothing resolved, the run's receipts closed; each living active hero back to full HP and resource, poison cured; the dead stay
 * dead. Event `run_started` `{ tier, heroes }` (the heroes restored).
 */
export function restartRun(ctx: CampaignContext, state: CampaignState, tier: string): CampaignEvent[] {
  state.run = newRun(ctx, tier, state.run.highest);
  // the new run's chests, challenges and exits pay again; the old run's fights stay paid
  closeRunReceipts(state);
  const heroes = livingActive(state);
  for (const h of heroes) {
    h.hp = heroMaxHp(ctx, h);
    h.res = heroMaxRes(ctx, h);
    h.poison = 0;
  }
  return [{ type: 'run_started', tier, heroes: heroes.map((h) => h.id) }];
}

/**
 * `next_tier`: after a completion of the current tier, a new run at the next one (Master Plus repeats). Refused
 * `locked` until the current tier is completed.
 */
townService('next_tier', {
  quote: (ctx, state) => {
    if (!tierCompleted(ctx, state)) refuse('locked', `tier "${state.run.tier}" is not completed yet: the next one opens after it`);
    return FREE;
  },
  perform: (ctx, state) => restartRun(ctx, state, systemOf(ctx).nextTier(ctx, state.run.tier)),
});

/** `replay`: a new run at the same tier, from the start. */
townService('replay', {
  quote: () => FREE,
  perform: (ctx, state) => restartRun(ctx, state, state.run.tier),
});

/** `skip_prologue`: the prologue of a new campaign is not played. Refused `already_done` when it is done. Event `prologue_skipped`. */
townService('skip_prologue', {
  quote: (_ctx, state) => {
    if (state.prologue !== 'pending') refuse('already_done', 'the prologue is done');
    return FREE;
  },
  perform: (_ctx, state) => {
    state.prologue = 'done';
    return [{ type: 'prologue_skipped' }];
  },
});
