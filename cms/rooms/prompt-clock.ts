/**
 * The clock of the prompts waiting for a seat's answer (a reaction offered to a hero under a `rules` ruleset, the
 * module's `prompts`): when each began, and a timer that fires when the first one's time runs out, so the room can
 * answer `decline` (reason `time`) for a seat whose player walked away. Nothing in the game waits for a prompt: this
 * only keeps an offer from standing forever.
 * @module
 */
import { type GameState, REACTION_SECONDS, rulesetModule, type SeatId } from '../../engine/index.ts';

/** How long a seat has to answer a prompt (a reaction offered) before the room declines it, in seconds, unless the room says (`reactionSeconds`). */
export { REACTION_SECONDS };

/** One room's prompt clock. `onTimeUp` is called when the earliest prompt's time is up. */
export class PromptClock {
  /** The prompt waiting for each seat: its id (the module's) and when it began (ms since the epoch). */
  readonly #since = new Map<SeatId, { id: string; at: number }>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** The seconds the room gives a seat to answer (`GameState.reactionSeconds`, read at each sync). */
  #seconds = REACTION_SECONDS;

  constructor(private readonly onTimeUp: () => void) {}

  /**
   * Notes the prompts of `state` (new ones begin `now`; answered ones are forgotten) and the room's time to answer
   * (`reactionSeconds`), and arms the timer for the first to end.
   */
  sync(state: GameState, now = Date.now()): void {
    this.#seconds = state.reactionSeconds ?? REACTION_SECONDS;
    const prompts = state.phase === 'playing' ? (rulesetModule(state.setup.module).prompts?.(state) ?? []) : [];
    const seats = new Set(prompts.map((p) => p.seat));
    for (const seat of [...this.#since.keys()]) if (!seats.has(seat)) this.#since.delete(seat);
    for (const p of prompts) if (this.#since.get(p.seat)?.id !== p.id) this.#since.set(p.seat, { id: p.id, at: now });
    this.stop();
    const first = Math.min(...[...this.#since.keys()].map((seat) => this.deadline(seat)!));
    if (!Number.isFinite(first)) return;
    this.#timer = setTimeout(
      () => {
        this.#timer = null;
        this.onTimeUp();
      },
      Math.max(0, first - now) + 1,
    );
    // the clock never keeps the process alive by itself
    this.#timer.unref();
  }

  /** When the prompt waiting for `seat` is declined by the clock (ms since the epoch), or null when none waits. */
  deadline(seat: SeatId): number | null {
    const p = this.#since.get(seat);
    return p ? p.at + this.#seconds * 1000 : null;
  }

  /** The seats whose prompt's time is up at `now`. */
  due(now = Date.now()): SeatId[] {
    return [...this.#since.keys()].filter((seat) => this.deadline(seat)! <= now);
  }

  /** Whether a prompt is waiting for its answer. */
  get waiting(): boolean {
    return this.#since.size > 0;
  }

  /** Stops the timer (it rearms at the next `sync`). */
  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
