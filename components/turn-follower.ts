/**
 * Whose turn it is in a room where one player holds several seats (a campaign's lone leader holds every hero nobody
 * else does; the Archive's "Try it" author holds the master's seat and the heroes'): a live watch of each seat held
 * tells the turn's seat, so the page moves its `<quest-board>` to that seat (its `token`, among its `held` ones) with
 * no choice to make. The watches also keep each held seat present at the table (none of them "away" while the player
 * is). One seam for every page that does this: `components/campaign/shell.ts` and `components/archive/try-room.ts`.
 * @module
 */
import { liveConnection, type WatchHandle } from './live.ts';

/** A seat the player holds, and its token. */
export interface HeldSeat {
  seat: string;
  token: string;
}

/** Follows the turn over the seats a player holds in one room; tells `onTurn` when it comes to one of them. */
export class TurnFollower {
  private watching: { server: string; room: string; tokens: string; handles: WatchHandle[] } | null = null;

  /** `onTurn(room, seat)`: the turn of `room` is now `seat`'s, one of the seats followed (told again at every update). */
  constructor(private readonly onTurn: (room: string, seat: string) => void) {}

  /** The room followed now, or null. */
  get room(): string | null {
    return this.watching?.room ?? null;
  }

  /**
   * Follows `seats` of `room` on `server` (nothing changes when they are the ones followed already); no seats: stops.
   */
  follow(server: string, room: string, seats: readonly HeldSeat[]): void {
    const tokens = seats.map((s) => s.token).join();
    const w = this.watching;
    if (w && w.server === server && w.room === room && w.tokens === tokens) return;
    this.stop();
    if (seats.length === 0) return;
    const mine = new Set(seats.map((s) => s.seat));
    const live = liveConnection(server);
    const handles = seats.map((s) =>
      live.watch(room, s.token, {
        update: (u) => {
          const turn = u.view.turn?.seat;
          if (turn && mine.has(turn) && this.watching?.room === room) this.onTurn(room, turn);
        },
        lost: () => undefined,
        // the room ended or the seat moved to another player: the page's own view tells what follows
        refused: () => undefined,
        closed: () => undefined,
      }),
    );
    this.watching = { server, room, tokens, handles };
  }

  /** Ends every watch. */
  stop(): void {
    for (const h of this.watching?.handles ?? []) h.end();
    this.watching = null;
  }
}
