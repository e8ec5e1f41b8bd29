/**
 * Migration 2026-12-07 #10: every stored game state in today's shape. A piece's ruleset numbers moved out of the
 * core's `Unit` into the module's own extension (`Unit.ext`: the d20 numbers were `Unit.d20`), and a game names its
 * ruleset module always (`setup.module`; a state from before modules had none). The upgrade is the engine's one
 * ({@link upgradeStoredStateText}), run over every column that holds a game state: the rooms' snapshots, the
 * archived rooms' logs (their seq-0 state) and the campaign saves' fights. Action and event logs hold no piece and
 * are left as they are. Rows are read in pages, in key order, so a large database is not read into memory at once.
 * Dialect-neutral: the query builder only.
 * Never edit once released; add a new migration instead.
 * @module
 */
import type { Kysely } from 'kysely';
import { downgradeStoredState, upgradeStoredStateText } from '../../../engine/rulesets/index.ts';

/** Rows read at a time. */
const PAGE = 200;

/** A table holding game states: its key columns (in order) and the JSON column of the state. */
interface StateColumn {
  table: string;
  keys: readonly string[];
  column: string;
}

const STATE_COLUMNS: readonly StateColumn[] = [
  { table: 'room_snapshots', keys: ['room_id', 'seq'], column: 'state' },
  { table: 'archived_room_logs', keys: ['room_id'], column: 'snapshot' },
  { table: 'campaign_saves', keys: ['campaign_id', 'slot'], column: 'fight' },
];

/**
 * Rewrites `column` of every row of `table` to what `change` makes of it (null: left as it is), page by page in key
 * order; a row `change` leaves unchanged is not written.
 */
async function rewrite(
  db: Kysely<any>,
  { table, keys, column }: StateColumn,
  change: (text: string, row: Record<string, unknown>) => Promise<string | null>,
): Promise<void> {
  let after: Record<string, unknown> | undefined;
  for (;;) {
    const from = after;
    let query = db.selectFrom(table).select([...keys, column]);
    if (from) {
      // the rows after `from` in key order: k1 > a1, or k1 = a1 and k2 > a2
      query = query.where((eb) => eb.or(keys.map((key, i) => eb.and([...keys.slice(0, i).map((k) => eb(k, '=', from[k])), eb(key, '>', from[key])]))));
    }
    for (const k of keys) query = query.orderBy(k);
    const rows = (await query.limit(PAGE).execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const text = row[column];
      if (typeof text !== 'string') continue;
      const next = await change(text, row);
      if (next === null || next === text) continue;
      await db
        .updateTable(table)
        .set({ [column]: next })
        .where((eb) => eb.and(keys.map((k) => eb(k, '=', row[k]))))
        .execute();
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1];
  }
}

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const where of STATE_COLUMNS) await rewrite(db, where, async (text) => upgradeStoredStateText(text));
}

/**
 * Reverts the migration: the pieces' d20 numbers back in `d20` (every unit of a game of another module with
 * `d20: null`), as the server before it stored them; the module each state names stays (that server read it too).
 * A room's later snapshot, stored without its setup, goes by its room's first.
 */
export async function down(db: Kysely<any>): Promise<void> {
  const modules = new Map<string, string>();
  const moduleOfRoom = async (room: unknown): Promise<string> => {
    const known = modules.get(String(room));
    if (known !== undefined) return known;
    const first = await db.selectFrom('room_snapshots').select('state').where('room_id', '=', room).where('seq', '=', 0).executeTakeFirst();
    const id = first ? String((JSON.parse(first.state as string) as { setup?: { module?: unknown } }).setup?.module ?? '') : '';
    modules.set(String(room), id);
    return id;
  };
  for (const where of STATE_COLUMNS) {
    await rewrite(db, where, async (text, row) => {
      const state = JSON.parse(text) as { setup?: { module?: unknown } };
      const module = state.setup?.module ?? (where.table === 'room_snapshots' ? await moduleOfRoom(row.room_id) : '');
      return JSON.stringify(downgradeStoredState(state, String(module)));
    });
  }
}
