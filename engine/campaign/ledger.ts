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
