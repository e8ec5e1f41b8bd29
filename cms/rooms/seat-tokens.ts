/**
 * Which seat each token opens in one room. Tokens are never kept, only their hashes (`tokens.ts`), as in the
 * database's `seats` rows.
 * @module
 */
import type { SeatId } from '../../engine/index.ts';
import { hashToken } from './tokens.ts';

/** A seat and the hash of the token that opens it, as stored. */
export interface SeatRow {
  seat: SeatId;
  tokenHash: string;
}

/** The tokens of one room's seats, by hash. */
export class SeatTokens {
  readonly #byHash: Map<string, SeatId>;

  constructor(rows: readonly SeatRow[]) {
    this.#byHash = new Map(rows.map((r) => [r.tokenHash, r.seat]));
  }

  /** The seat `token` opens, or `undefined`. */
  seatOf(token: string): SeatId | undefined {
    return this.#byHash.get(hashToken(token));
  }

  /** Whether the token of hash `tokenHash` opens `seat`. */
  opens(tokenHash: string, seat: SeatId): boolean {
    return this.#byHash.get(tokenHash) === seat;
  }

  /** The token of hash `tokenHash` opens `seat` from now on. */
  set(tokenHash: string, seat: SeatId): void {
    this.#byHash.set(tokenHash, seat);
  }

  /** No token opens `seat` any more (released). */
  forget(seat: SeatId): void {
    for (const [hash, held] of this.#byHash) if (held === seat) this.#byHash.delete(hash);
  }

  /**
   * Takes `rows` as the seats now (read from the database). @returns the seats whose token held here is no longer
   * stored (released elsewhere, or given a new token): their followers must end.
   */
  replace(rows: readonly SeatRow[]): SeatId[] {
    const stored = new Set(rows.map((r) => `${r.seat} ${r.tokenHash}`));
    const gone = [...this.#byHash].filter(([hash, seat]) => !stored.has(`${seat} ${hash}`)).map(([, seat]) => seat);
    this.#byHash.clear();
    for (const r of rows) this.#byHash.set(r.tokenHash, r.seat);
    return gone;
  }
}
