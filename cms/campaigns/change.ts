/**
 * A change of a campaign as the service writes it, and the queue that runs the changes of each campaign one after
 * another on this instance.
 * @module
 */
import type { CampaignEvent, CampaignState } from '../../engine/campaign/types.ts';
import type { SaveSlot } from '../db/campaigns.table.ts';
import type { DB } from '../db/database.ts';

/** A change to write: the new state, and what the log says of it. */
export interface Change {
  state: CampaignState;
  player: string | null;
  action: unknown;
  events: CampaignEvent[];
  /** Slots written in the same transaction (the autosave, a checkpoint). */
  saves: { slot: SaveSlot; fight: unknown }[];
  /** Runs inside the transaction after the writes (more writes, checks): a throw rolls everything back. */
  also?: (trx: DB) => Promise<void> | void;
}

/** The changes of each campaign running here, one after another. */
export class CampaignQueues {
  readonly #queues = new Map<string, Promise<unknown>>();

  /** Runs `task` after every change of campaign `id` queued here before it. */
  run<T>(id: string, task: () => Promise<T>): Promise<T> {
    const run = (this.#queues.get(id) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return run;
  }
}
