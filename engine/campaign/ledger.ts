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
 * receipts"): its nodes' payouts (`reward:<node>`) and challenges (`challenge:<node>`). A new run (replay, the next
 * tier) starts without them; a fight's receipt (`fight:<room>`) names its room and is kept for ever.
 */
export const RUN_RECEIPT_PREFIXES = ['reward:', 'challenge:'] as const;

/** Forgets the receipts of the run that ends, keeping the campaign's own: see {@link RUN_RECEIPT_PREFIXES}. */
export function closeRunReceipts(state: CampaignState): void {
  state.ledger = state.ledger.filter((r) => !RUN_RECEIPT_PREFIXES.some((p) => r.startsWith(p)));
}
