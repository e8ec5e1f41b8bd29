/**
 * The followers of campaigns on this server instance (the live connection's campaign watches): each accepted change
 * of a campaign gives each follower its player's new view, legal actions and the change's events. Followers are
 * grouped by campaign; a view is built once per player however many followers it has.
 * @module
 */
import type { CampaignEvent } from '../../engine/campaign/types.ts';

/** What a follower of a campaign gets: the player's view after change `seq`, what it may do, and the events. */
export interface CampaignUpdate {
  campaign: string;
  seq: number;
  view: unknown;
  legal: unknown[];
  events: CampaignEvent[];
}

/** A follower: the player it follows as, and how it is sent an update (must not throw) or ended. */
export interface CampaignFollower {
  player: string;
  send(update: CampaignUpdate): void;
  close(): void;
}

/** The followers of every campaign followed here (see the module). */
export class CampaignHub {
  /** Each followed campaign's followers, with the seq each was last sent. */
  readonly #followers = new Map<string, Map<CampaignFollower, { seq: number }>>();

  /**
   * Adds `follower` to campaign `id` and sends it `first` (the current view, with no events): later updates reach it
   * only when newer than the last it was sent. @returns the function that removes it.
   */
  add(id: string, follower: CampaignFollower, first: CampaignUpdate): () => void {
    let set = this.#followers.get(id);
    if (!set) this.#followers.set(id, (set = new Map()));
    const sent = { seq: first.seq };
    set.set(follower, sent);
    follower.send(first);
    return () => {
      set.delete(follower);
      if (set.size === 0 && this.#followers.get(id) === set) this.#followers.delete(id);
    };
  }

  /** Whether campaign `id` has followers here. */
  followed(id: string): boolean {
    return (this.#followers.get(id)?.size ?? 0) > 0;
  }

  /**
   * Sends every follower of campaign `id` the update of change `seq`: `build(player)` gives a player's view and legal
   * actions (called once per player); `changes` are the log's changes up to `seq` with their events, and each
   * follower gets the events of those after the last seq it was sent (changes made on another instance may reach this
   * one several at a time). A follower already sent `seq` or a later one is skipped (changes arrive by two paths when
   * several instances share the database: this one's own and the bus).
   */
  publish(
    id: string,
    seq: number,
    changes: readonly { seq: number; events: CampaignEvent[] }[],
    build: (player: string) => { view: unknown; legal: unknown[] },
  ): void {
    const set = this.#followers.get(id);
    if (!set) return;
    const built = new Map<string, { view: unknown; legal: unknown[] }>();
    for (const [follower, sent] of set) {
      if (sent.seq >= seq) continue;
      const events = changes.filter((c) => c.seq > sent.seq && c.seq <= seq).flatMap((c) => c.events);
      sent.seq = seq;
      let own = built.get(follower.player);
      if (!own) built.set(follower.player, (own = build(follower.player)));
      follower.send({ campaign: id, seq, view: own.view, legal: own.legal, events });
    }
  }

  /** The lowest seq the followers of campaign `id` were sent (undefined: none follows it). */
  lowestSeq(id: string): number | undefined {
    const set = this.#followers.get(id);
    if (!set || set.size === 0) return undefined;
    return Math.min(...[...set.values()].map((s) => s.seq));
  }

  /** The campaigns followed here. */
  campaigns(): string[] {
    return [...this.#followers.keys()];
  }

  /** Ends every follower (the server is closing). */
  closeAll(): void {
    for (const set of this.#followers.values()) for (const f of set.keys()) f.close();
    this.#followers.clear();
  }
}
