/**
 * The campaign events the shell has taken and not yet told the page: an action's events come in its answer and again
 * in the live frame of its change (or only in one of them: a watch that started after the change, a frame lost with
 * the connection), so they are taken once by seq; and the page hears of a change's events only once the shell's
 * snapshot holds the view they led to (a frame that needs the view read again, an answer before its refresh).
 * @module
 */
import type { CampaignEvent } from '../../engine/campaign/types.ts';

/** The events taken by seq and told in seq order once the snapshot reaches them. */
export class UntoldEvents {
  /** The last seq whose events were taken; -1 before the first view. */
  private taken = -1;
  private untold: { seq: number; events: CampaignEvent[] }[] = [];

  /** Forgets everything (another campaign is played). */
  reset(): void {
    this.taken = -1;
    this.untold = [];
  }

  /** The first view read: the events up to its `seq` happened before this page came, and are not its to tell. */
  startAt(seq: number): void {
    if (this.taken < 0) this.taken = seq;
  }

  /** Takes the events of the change up to `seq`, unless taken already; true when they are new. */
  take(seq: number, events: CampaignEvent[]): boolean {
    if (seq <= this.taken) return false;
    this.taken = seq;
    if (events.length > 0) this.untold.push({ seq, events });
    return true;
  }

  /** Hands `tell` the events of every untold change up to `seq` (the snapshot's), oldest first, and forgets them. */
  tellUpTo(seq: number, tell: (events: CampaignEvent[]) => void): void {
    for (let next = this.untold[0]; next && next.seq <= seq; next = this.untold[0]) {
      this.untold.shift();
      tell(next.events);
    }
  }
}
