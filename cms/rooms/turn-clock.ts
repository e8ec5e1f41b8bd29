/**
 * The clock of a room's turn under way: when the turn began, and a timer that fires when the room's `turnSeconds`
 * run out (the room then judges what the time up means: see `RoomAuthority`).
 * @module
 */
import type { GameState } from '../../engine/index.ts';

/** One room's turn clock. `onTimeUp` is called when its timer fires. */
export class TurnClock {
  /** When the turn under way began (ms since the epoch; the load time for a room loaded mid-turn), or null outside play. */
  startedAt: number | null = null;
  /** Fires when the turn under way runs out of time (`state.turnSeconds`). */
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onTimeUp: () => void) {}

  /**
   * Notes that a turn began now (or, at load, that one is under way) and arms the clock for its end when the room has
   * a `turnSeconds`.
   */
  start(state: GameState): void {
    this.stop();
    this.startedAt = state.phase === 'playing' ? Date.now() : null;
    if (this.startedAt === null || !state.turnSeconds) return;
    this.arm(state.turnSeconds * 1000);
  }

  /** Whether the timer is armed now. */
  get armed(): boolean {
    return this.#timer !== null;
  }

  /** Arms the timer to fire in `ms` milliseconds. */
  arm(ms: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.onTimeUp();
    }, ms);
    // the clock never keeps the process alive by itself
    this.#timer.unref();
  }

  /** Stops the timer (it rearms at the next turn, or when the room is loaded again). */
  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * The milliseconds left of the turn under way with a limit of `turnSeconds` (0 or less: out of time), or null when
   * no turn is timed (no limit, or no turn under way).
   */
  left(turnSeconds: GameState['turnSeconds'], now = Date.now()): number | null {
    return turnSeconds && this.startedAt !== null ? this.startedAt + turnSeconds * 1000 - now : null;
  }
}
