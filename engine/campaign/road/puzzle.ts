/**
 * Puzzles (spec 003, Dawn Stones: "solution index 2, Touch the sun. Touch the leaf deals 1 nonlethal damage to each
 * living hero (minimum 1 HP). Touch the moon removes 1 stamina from living stamina users (minimum 0); mana
 * unaffected. Wrong answers remain retryable. Sun resolves for 25 XP.").
 *
 * `solve` an `option` (its index) of the puzzle the party stands at: a wrong one applies its `damage` (nonlethal, each
 * living active hero) and `drainStamina` (living active stamina users) and may be retried; the solution pays the
 * puzzle's `rewards` (receipt `reward:<node>`) and resolves it.
 * @module
 */
import { refuse, registerCampaignAction } from '../apply.ts';
import { payRewards } from '../town/economy.ts';
import type { CampaignEvent } from '../types.ts';
import { drainStamina, hurtNonlethal } from './party.ts';
import { hereOfKind, isResolved, resolveNode } from './where.ts';

registerCampaignAction('solve', (ctx, state, action) => {
  const node = hereOfKind(ctx, state, 'puzzle', 'solve');
  if (isResolved(state, node.id)) refuse('already_done', `puzzle "${node.id}" is solved already`);
  const option = node.options[action.option];
  if (!Number.isInteger(action.option) || !option) refuse('unknown', `puzzle "${node.id}" has options 0 to ${node.options.length - 1}, not ${action.option}`);
  if (action.option !== node.solution) {
    const events: CampaignEvent[] = [{ type: 'puzzle_wrong', node: node.id, option: option.id }];
    return [...events, ...hurtNonlethal(state, option.damage ?? 0, node.id), ...drainStamina(ctx, state, option.drainStamina ?? 0, node.id)];
  }
  const events: CampaignEvent[] = [{ type: 'puzzle_solved', node: node.id, option: option.id }];
  if (node.rewards) events.push(...payRewards(ctx, state, node.rewards, `reward:${node.id}`));
  return [...events, ...resolveNode(state, node.id)];
});
