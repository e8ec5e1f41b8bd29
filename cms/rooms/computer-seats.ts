/**
 * The hero seats the computer plays in a room (`Seat.computer`, issue 38): when one of them is to act — its turn, or
 * a prompt waiting for its answer — the room plays the computer's choice (engine/core/hero-ai.ts, from that seat's
 * view and legal actions only) after a pause, so the people at the table see each step as they would a person's.
 * Each choice is an action of the log like any other: the room replays to the same state.
 * @module
 */
import { chooseHeroAction, legalActions, rulesetModule, viewFor, type GameState, type SeatAction, type SeatId } from '../../engine/index.ts';

/** The pause before each of the computer's actions (ms): long enough to follow a move on the board. */
export const COMPUTER_PACE_MS = 700;

/** The server-wide pace of the computer's heroes (`startServer`'s `computerPaceMs`; tests make it short). */
export const computerPace = { ms: COMPUTER_PACE_MS };

/** The computer seat that is to act in `state` now (the first with a prompt waiting, else the one whose turn it is), or null. */
export function computerSeatToAct(state: GameState): SeatId | null {
  if (state.phase !== 'playing' || !state.turn || !state.seats.some((s) => s.computer)) return null;
  const computer = (id: SeatId) => state.seats.some((s) => s.id === id && s.computer);
  for (const { seat } of rulesetModule(state.setup.module).prompts?.(state) ?? []) if (computer(seat)) return seat;
  return computer(state.turn.seat) ? state.turn.seat : null;
}

/** The action the computer plays for `seat` now (one of its legal actions), or null when it has none. */
export function computerAction(state: GameState, seat: SeatId): SeatAction | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  return { ...chooseHeroAction(viewFor(state, seat), legal), seat } as SeatAction;
}

/** The action the computer plays now for the computer seat that is to act (see {@link computerSeatToAct}), or null. */
export function computerActionNow(state: GameState): SeatAction | null {
  const seat = computerSeatToAct(state);
  return seat === null ? null : computerAction(state, seat);
}

/** `then(value)` when `value` is not null (else nothing). */
export function whenSome<T, R>(value: T | null, then: (value: T) => R): R | undefined {
  return value === null ? undefined : then(value);
}

/** One room's computer seats: a timer armed while one of them is to act, which asks the room to play it. */
export class ComputerSeats {
  #timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * `play`: the room plays the computer's next action (in its queue, judging the state it finds then); `room`: the
   * room's id, for the line a failure logs.
   */
  constructor(
    private readonly play: () => Promise<unknown>,
    private readonly room: () => string,
  ) {}

  /** After every change of the room: arms the timer when a computer seat is to act, else stops it. */
  follow(state: GameState): void {
    if (computerSeatToAct(state) === null) return this.stop();
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.play().catch((err: unknown) => console.error(`quest-board: room ${this.room()}: the computer's hero failed:`, err));
    }, computerPace.ms);
  }

  /** Whether the computer has an action to play soon (the room is not idle). */
  get timing(): boolean {
    return this.#timer !== null;
  }

  /** Disarms the timer (the room is dropped from memory or closed; a later change arms it again). */
  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
