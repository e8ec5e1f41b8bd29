/**
 * A hero seat of a room and who holds it: a player, the master's own player too, or the computer.
 * @module
 */
/** A seat id: `master` (the master, or the host of an `auto` mission) or `h1`, `h2`, ... for hero seats in joining order. */
export type SeatId = string;

/**
 * A hero seat of the room. `vacant` once the master released it during the game (`release_seat`): its hero stays on
 * the board and keeps its turns, and the next player who joins with that hero takes the seat over.
 */
export interface Seat {
  id: SeatId;
  hero: string;
  vacant?: true;
  /**
   * The master's own player holds this seat too (taken with `POST /api/rooms/{id}/held-seats`: the Archive's "Try it",
   * the author playing every side): no other player holds it, so the master is never offered to release it.
   */
  heldByMaster?: true;
  /**
   * The computer plays this seat (engine/core/hero-ai.ts; the server plays its turns). A player who joins with its
   * hero in a started game takes the seat over, the hero as it stands.
   */
  computer?: true;
}
