/**
 * The ledger of receipts (spec 003: "Committed resolution/receipts and ledger guards prevent duplicate payouts on
 * redraw, reload or repeated commands"): a payout or a one-off resolution writes its receipt; a second one with the
 * same receipt is refused.
 * @module
 */
import { refuse } from './apply.ts';
import type { CampaignState } from './types.ts';

/** Whether `receipt` is in the ledger. */
export function hasReceipt(state: CampaignState, receipt: string): boolean {
  return state.ledger.includes(receipt);
}

/** Writes `receipt`. @throws CampaignRejection `already_done` when it is there already: nothing is paid twice. */
export function writeReceipt(state: CampaignState, receipt: string): void {
  if (hasReceipt(state, receipt)) refuse('already_done', `"${receipt}" was paid or resolved already`);
  state.ledger.push(receipt);
}

/**
 * The prefixes of the receipts a run owns (spec 003: "Adventure owns ... resolved points, camps and challenge
 * receipts"): a node's payout (`reward:<node>`) and a challenge's one attempt (`challenge:<node>`). A new run (the
 * next tier, a replay) plays the adventure's nodes again, so it starts without them; a fight's room (`fight:<room>`)
 * is never played again, and its receipt stays.
 */
const RUN_RECEIPTS = ['reward:', 'challenge:'];

/** Drops the receipts of the run that ends ({@link RUN_RECEIPTS}): a new run's nodes pay once again, each once. */
export function clearRunReceipts(state: CampaignState): void {
  state.ledger = state.ledger.filter((r) => !RUN_RECEIPTS.some((p) => r.startsWith(p)));
}
