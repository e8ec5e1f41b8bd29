/**
 * The table of the per-address rate limits (see cms/http/rate-limit-store.ts).
 * @module
 */
import type { ColumnType } from 'kysely';

/**
 * A client's hits against one limit in its current window. `limit_name` names the limit (`creations`,
 * `failed-sign-ins`), `client` is the limiter's key (the client's address), `hits` the hits counted in the window and
 * `reset_at` when the window ends, in ms since the epoch (PostgreSQL's `bigint` comes back as a string: take
 * `Number(...)`). A row whose window has ended counts for nothing and is deleted by the next sweep.
 */
export interface RateLimitsTable {
  limit_name: string;
  client: string;
  hits: number;
  reset_at: ColumnType<number | string, number, number>;
}
