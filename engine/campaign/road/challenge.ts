/**
 * Challenges (spec 003: "Challenge success is d20 + base modifier + each matching modifier ≥ DC. No critical 1/20.
 * Every listed requirement must be met; no listed requirements means the approach is available. ... Outcomes can
 * grant scaled gold/XP, capped provisions/items, nonlethal party damage, or set a run flag. Success and failure both
 * persist one receipt and resolve; Leave does neither."; Broken Wagon "accepts one success/failure per run").
 *
 * `attempt` an `approach` of the challenge the party stands at: every `requires` must hold (else `requirement`); a
 * d20 from the campaign's dice plus `base` plus each modifier whose condition holds, against `dc`. The outcome
 * (success or failure) pays its rewards under the one receipt `challenge:<node>`, hurts each living active hero
 * (never below 1 HP), sets its flag, and resolves the node; a second attempt is `already_done`. `leave` (road/leave.ts)
 * walks away with neither. The `challenge_attempted` event names the hero who rolled ({@link roller}) and carries the
 * outcome's authored `text`, when it has one, for the players to read.
 * @module
 */
import type { AdventureNode, Approach } from '../../../content/schemas/adventure.ts';
import { refuse, registerCampaignAction, type Actor } from '../apply.ts';
import { hasReceipt, writeReceipt } from '../ledger.ts';
import { d20 } from '../random.ts';
import { livingActive, payRewards } from '../town/economy.ts';
import type { CampaignContext, CampaignEvent, CampaignState } from '../types.ts';
import { allHold, conditionHolds } from './conditions.ts';
import { hurtNonlethal } from './party.ts';
import { hereOfKind, isResolved, resolveNode } from './where.ts';

/** The receipt of challenge `node`: one, whether it was won or lost. */
export function challengeReceipt(node: string): string {
  return `challenge:${node}`;
}

/** The modifier `approach` adds now: its `base` plus each modifier whose condition holds. */
export function approachModifier(ctx: CampaignContext, state: CampaignState, approach: Approach): number {
  return approach.modifiers.reduce((sum, m) => (conditionHolds(ctx, state, m.when) ? sum + m.value : sum), approach.base);
}

/** Whether challenge `node` can still be attempted (not resolved, no receipt). */
export function challengeOpen(state: CampaignState, node: Extract<AdventureNode, { kind: 'challenge' }>): boolean {
  return !isResolved(state, node.id) && !hasReceipt(state, challengeReceipt(node.id));
}

/**
 * The hero who rolls for the Company: the first living active hero the acting player holds, else the Company's first
 * living active hero; undefined when none lives.
 */
export function roller(state: CampaignState, actor: Actor): string | undefined {
  const living = livingActive(state).map((h) => h.id);
  const held = 'heroes' in actor ? living.find((id) => actor.heroes.includes(id)) : undefined;
  return held ?? living[0];
}

registerCampaignAction('attempt', (ctx, state, action, actor) => {
  const node = hereOfKind(ctx, state, 'challenge', 'attempt');
  if (!challengeOpen(state, node)) refuse('already_done', `challenge "${node.id}" was attempted already in this run`);
  const approach = node.approaches.find((a) => a.id === action.approach);
  if (!approach) refuse('unknown', `challenge "${node.id}" has no approach "${action.approach}"`);
  if (!allHold(ctx, state, approach.requires)) refuse('requirement', `approach "${approach.id}" of "${node.id}" needs what the Company does not have now`);
  const roll = d20(state);
  const modifier = approachModifier(ctx, state, approach);
  const total = roll + modifier;
  const success = total >= node.dc;
  const outcome = success ? node.success : node.failure;
  const receipt = challengeReceipt(node.id);
  const hero = roller(state, actor);
  const events: CampaignEvent[] = [
    {
      type: 'challenge_attempted',
      node: node.id,
      approach: approach.id,
      skill: approach.skill,
      ...(hero !== undefined ? { hero } : {}),
      roll,
      modifier,
      total,
      dc: node.dc,
      success,
      ...(outcome.text ? { text: outcome.text } : {}),
    },
  ];
  if (outcome.rewards) events.push(...payRewards(ctx, state, outcome.rewards, receipt));
  else writeReceipt(state, receipt);
  events.push(...hurtNonlethal(state, outcome.damage ?? 0, node.id));
  if (outcome.flag !== undefined && !state.run.flags.includes(outcome.flag)) {
    state.run.flags.push(outcome.flag);
    events.push({ type: 'flag_set', node: node.id, flag: outcome.flag });
  }
  return [...events, ...resolveNode(state, node.id)];
});
