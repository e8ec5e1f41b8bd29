/**
 * Opening chests (spec 003: "Noncombat chests roll once at a 1-in-6 chance ... Combat and encounter-chest rewards do
 * not use this bonus."; "Old Road cache gives 18 gold ... These noncombat chests also roll the common bonus.
 * Charcoal Burner wayside is an optional giant-spider encounter chest, Open confirmation then only spiderChest combat
 * rewards (20 gold/25 XP); no ordinary chest bonus.").
 *
 * `open` at a `chest` node pays its rewards (receipt `reward:<node>`), rolls the chest bonus once and resolves it. At
 * an encounter chest (an `encounter` node with `chest: true`) it is the Open confirmation: it pays nothing and marks
 * the node `opened:<node>` in the run's flags; the fight (`fight`, then the server's `fight_started`/`fight_ended`)
 * follows and pays the encounter's rewards on victory. An exit chest (an `exit` with `chest: true`) is opened by
 * `open` (its rewards and the bonus, the exit itself left to resolve) or, when not opened yet, by `exit` (road/exit.ts).
 * @module
 */
import type { Rewards } from '../../../content/schemas/adventure.ts';
import { refuse, registerCampaignAction } from '../apply.ts';
import { hasReceipt } from '../ledger.ts';
import { payRewards, rollChestBonus } from '../town/economy.ts';
import type { CampaignContext, CampaignEvent, CampaignState } from '../types.ts';
import { article, hasMarker, here, isResolved, resolveNode, setMarker } from './where.ts';

/**
 * A noncombat chest's payout: its `rewards` (receipt `reward:<node>`), then one roll of the chest bonus.
 * @throws CampaignRejection `already_done` when it was paid already.
 */
export function payChest(ctx: CampaignContext, state: CampaignState, node: { id: string; rewards?: Rewards | undefined }): CampaignEvent[] {
  const receipt = `reward:${node.id}`;
  if (hasReceipt(state, receipt)) refuse('already_done', `the chest of "${node.id}" was opened already`);
  return [{ type: 'chest_opened', node: node.id }, ...payRewards(ctx, state, node.rewards ?? {}, receipt), ...rollChestBonus(ctx, state)];
}

/** Whether the encounter chest `node` was confirmed (opened) in this run: its fight may start. */
export function encounterChestConfirmed(state: CampaignState, node: string): boolean {
  return hasMarker(state, 'opened', node);
}

registerCampaignAction('open', (ctx, state) => {
  const { node } = here(ctx, state);
  if (node.kind === 'chest') {
    if (isResolved(state, node.id)) refuse('already_done', `the chest of "${node.id}" was opened already`);
    return [...payChest(ctx, state, node), ...resolveNode(state, node.id)];
  }
  if (node.kind === 'exit' && node.chest) {
    if (hasReceipt(state, `reward:${node.id}`)) refuse('already_done', `the chest of "${node.id}" was opened already`);
    return payChest(ctx, state, node);
  }
  if (node.kind === 'encounter' && node.chest) {
    if (isResolved(state, node.id) || encounterChestConfirmed(state, node.id)) refuse('already_done', `the chest of "${node.id}" was opened already`);
    setMarker(state, 'opened', node.id);
    return [{ type: 'encounter_chest_opened', node: node.id }];
  }
  return refuse('not_now', `there is no chest to open at "${node.id}" (${article(node.kind)} ${node.kind})`);
});
