/**
 * Checks of the database rate-limit store (cms/http/rate-limit-store.ts) that run the same on either engine: the
 * SQLite tests and the PostgreSQL tests call them with a database of their own.
 */
import assert from 'node:assert/strict';
import type { DB } from '../../cms/db/database.ts';
import { DatabaseStore } from '../../cms/http/rate-limit-store.ts';

const WINDOW_MS = 60_000;

/** A store of the limit `name` over `db` on a clock the caller moves, with a window of a minute. */
function storeOn(db: DB, name: string, clock: { now: number }): DatabaseStore {
  const store = new DatabaseStore(db, { name, now: () => clock.now });
  store.init({ windowMs: WINDOW_MS });
  return store;
}

/**
 * Two stores of one limit count one client together; another limit and another client count apart; a decrement takes
 * one hit back; once the window has ended the count starts again at 1 in a new window, and the ended windows of
 * every limit are deleted.
 */
export async function checkWindows(db: DB): Promise<void> {
  const clock = { now: 1_000_000 };
  const a = storeOn(db, 'creations', clock);
  const b = storeOn(db, 'creations', clock);
  const other = storeOn(db, 'failed-sign-ins', clock);
  const end = new Date(1_000_000 + WINDOW_MS);
  assert.deepEqual(await a.increment('10.0.0.1'), { totalHits: 1, resetTime: end });
  clock.now += 1_000;
  assert.deepEqual(await b.increment('10.0.0.1'), { totalHits: 2, resetTime: end }, 'the window started at the first hit');
  assert.deepEqual(await a.increment('10.0.0.1'), { totalHits: 3, resetTime: end });
  assert.deepEqual(await a.increment('10.0.0.2'), { totalHits: 1, resetTime: new Date(clock.now + WINDOW_MS) });
  assert.deepEqual(await other.increment('10.0.0.1'), { totalHits: 1, resetTime: new Date(clock.now + WINDOW_MS) });
  await b.decrement('10.0.0.1');
  assert.deepEqual(await a.get('10.0.0.1'), { totalHits: 2, resetTime: end });
  assert.equal(await a.get('10.0.0.3'), undefined);

  clock.now = end.getTime();
  assert.equal(await a.get('10.0.0.1'), undefined, 'an ended window counts for nothing');
  await a.decrement('10.0.0.1');
  assert.deepEqual(await a.increment('10.0.0.1'), { totalHits: 1, resetTime: new Date(clock.now + WINDOW_MS) }, 'a new window');
  const left = await db.selectFrom('rate_limits').select(['limit_name', 'client', 'hits']).orderBy('limit_name').orderBy('client').execute();
  assert.deepEqual(
    left,
    [
      { limit_name: 'creations', client: '10.0.0.1', hits: 1 },
      { limit_name: 'creations', client: '10.0.0.2', hits: 1 },
      { limit_name: 'failed-sign-ins', client: '10.0.0.1', hits: 1 },
    ],
    'the windows still running stay',
  );

  // a swept as it counted the new window; b last swept at its first hit, a window and a second ago
  clock.now += 1_001;
  await b.increment('10.0.0.9');
  assert.deepEqual(
    await db.selectFrom('rate_limits').select(['limit_name', 'client', 'hits']).orderBy('client').execute(),
    [
      { limit_name: 'creations', client: '10.0.0.1', hits: 1 },
      { limit_name: 'creations', client: '10.0.0.9', hits: 1 },
    ],
    'the windows that ended, of either limit, are deleted',
  );
  await a.resetKey('10.0.0.9');
  assert.equal(await b.get('10.0.0.9'), undefined);
  await a.resetAll();
  assert.equal((await db.selectFrom('rate_limits').select('client').execute()).length, 0);
}

/** `n` increments of one client sent at once through two stores of one limit: each hit counted once, none lost. */
export async function checkConcurrentIncrements(db: DB, n = 50): Promise<void> {
  const clock = { now: 5_000_000 };
  const stores = [storeOn(db, 'creations', clock), storeOn(db, 'creations', clock)];
  const counts = await Promise.all(Array.from({ length: n }, (_, i) => stores[i % 2]!.increment('10.0.0.7')));
  assert.deepEqual(
    counts.map((c) => c.totalHits).sort((x, y) => x - y),
    Array.from({ length: n }, (_, i) => i + 1),
  );
  assert.deepEqual(await stores[0]!.get('10.0.0.7'), { totalHits: n, resetTime: new Date(5_000_000 + WINDOW_MS) });
  await stores[0]!.resetKey('10.0.0.7');
}
