/**
 * The clock of a room's turn under way: when the turn began, and a timer that fires when the room's `turnSeconds`
 * run out (the room then judges what the time up means: see `RoomAuthority`); with it the clock of the prompts waiting
 * for a seat's answer (prompt-clock.ts), which fires the same way when one's time is up.
 * @module
 */
import type { GameState, SeatId } from '../../engine/index.ts';
import { PromptClock } from './prompt-clock.ts';

/** One room's turn clock. `onTimeUp` is called when its timer fires. */
export class TurnClock {
  /** When the turn under way began (ms since the epoch; the load time for a room loaded mid-turn), or null outside play. */
  startedAt: number | null = null;
  /** Fires when the turn under way runs out of time (`state.turnSeconds`). */
  #timer: ReturnType<typeof setTimeout> | null = null;

  /** The prompts waiting for a seat's answer (a reaction offered), and when each began. */
  readonly #prompts: PromptClock;

  constructor(private readonly onTimeUp: () => void) {
    this.#prompts = new PromptClock(onTimeUp);
  }

  /** Notes the prompts waiting in `state` (new ones begin now) and arms their timer: after every change of the room. */
  syncPrompts(state: GameState): void {
    this.#prompts.sync(state);
  }

  /** When the prompt waiting for `seat` is declined by the room (ms since the epoch), or null when none waits. */
  promptDeadline(seat: SeatId): number | null {
    return this.#prompts.deadline(seat);
  }

  /** The seats whose prompt's time is up at `now` (the room's clock): the room declines each. */
  promptsDue(now = Date.now()): SeatId[] {
    return this.#prompts.due(now);
  }

  /**
   * Notes that a turn began now (or, at load, that one is under way) and arms the clock for its end when the room has
   * a `turnSeconds`.
   */
  start(state: GameState): void {
    this.#stopTurn();
    this.startedAt = state.phase === 'playing' ? Date.now() : null;
    if (this.startedAt === null || !state.turnSeconds) return;
    this.arm(state.turnSeconds * 1000);
  }

  /** Whether the timer is armed now. */
  get armed(): boolean {
    return this.#timer !== null;
  }

  /** Whether something is being timed: the turn's limit, or a prompt waiting for its answer. */
  get timing(): boolean {
    return this.#timer !== null || this.#prompts.waiting;
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

  /** Stops the timers, the turn's and the prompts' (they rearm at the next turn or change, or when the room is loaded again). */
  stop(): void {
    this.#stopTurn();
    this.#prompts.stop();
  }

  #stopTurn(): void {
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
