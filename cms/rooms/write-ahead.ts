/**
 * The rooms' write-ahead, committed in groups: every room writes its accepted action before any client hears of it,
 * and the writes that arrive together — many rooms' actions read off the network in one turn of the event loop —
 * share one SQLite transaction. A commit costs about as much as the rows in it (SQLite appends each page it touched
 * to the WAL), so fifty rooms' actions in one transaction cost a third of fifty transactions; one room alone waits
 * one turn of the event loop (microseconds) for company.
 * @module
 */
import type { DB } from '../db/database.ts';
import { storageFailure } from '../db/failures.ts';

/** A write of one room, run inside the group's transaction. */
export type Write = (trx: DB) => Promise<void>;

interface Pending {
  write: Write;
  resolve(): void;
  reject(err: unknown): void;
}

/** Hears of each group committed: the transaction's time in seconds and how many writes it held. */
export type CommitObserver = (seconds: number, writes: number) => void;

/** The group-committed write-ahead of one database (see the module); get it with {@link writeAheadOf}. */
export class WriteAhead {
  #queue: Pending[] = [];
  #scheduled = false;
  #observer: CommitObserver | undefined;

  constructor(private readonly db: DB) {}

  /**
   * Runs `write` in the next group's transaction. @returns once that transaction has committed (the write is then
   * durable against the process being killed).
   * @throws whatever `write` threw, or the commit's error; the other writes of the group are not lost for it (they
   * are run again each in a transaction of its own), unless the error is the database's (cms/db/failures.ts): then
   * every write of the group fails with it.
   */
  append(write: Write): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ write, resolve, reject });
      this.#schedule();
    });
  }

  /** Has `observer` hear of every group committed from now on (metrics), instead of the one before. */
  observe(observer: CommitObserver): void {
    this.#observer = observer;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // after the current turn's I/O callbacks: every action read off the network in this turn joins the group
    setImmediate(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    const group = this.#queue;
    this.#queue = [];
    try {
      const began = performance.now();
      await this.db.transaction().execute(async (trx) => {
        for (const p of group) await p.write(trx);
      });
      this.#observer?.((performance.now() - began) / 1000, group.length);
      for (const p of group) p.resolve();
    } catch (err) {
      if (group.length === 1) group[0]!.reject(err);
      // the database away (or full): every write fails with it, none is run again (a commit cut in the middle may
      // have gone through: written twice, the second would be judged anew as another action)
      else if (storageFailure(err)) for (const p of group) p.reject(err);
      // one write failed the group: each on its own, so only that one fails
      else for (const p of group) await this.db.transaction().execute(p.write).then(p.resolve, p.reject);
    } finally {
      this.#scheduled = false;
      if (this.#queue.length > 0) this.#schedule();
    }
  }
}

const WRITE_AHEADS = new WeakMap<DB, WriteAhead>();

/** The one write-ahead of `db`, made on first use. */
export function writeAheadOf(db: DB): WriteAhead {
  let w = WRITE_AHEADS.get(db);
  if (!w) WRITE_AHEADS.set(db, (w = new WriteAhead(db)));
  return w;
}
