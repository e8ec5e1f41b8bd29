/**
 * Trying an action through the reducer without applying it. The reducer checks an action before it changes
 * anything (`dispatch` in `apply.ts`), so a draft that stops at the first change it is asked for has heard every
 * check pass: the action is accepted. `legalActions` tries each candidate this way, so what it lists is what
 * `apply` accepts, with no second copy of the rules.
 * @module
 */
import { dispatch } from './apply.ts';
import { Draft } from './draft.ts';
import { reachable, type Reach, type StepCost } from './movement.ts';
import { Rejection } from './reject.ts';
import type { Rng } from './rng.ts';
import type { Action, GameError, GameState, SeatId, Unit } from './types.ts';

/** Thrown at the first change a probe is asked for: the checks have passed. Not an `Error` (no stack to capture). */
const ACCEPTED: unique symbol = Symbol('accepted');

function accepted(): never {
  throw ACCEPTED;
}

/**
 * A draft that is never changed: the reducer runs on it until its first call that changes the draft, which ends the
 * try (a field it set on the shallow copy before is put back for the next try). Reused for every try on one state;
 * the squares a unit can reach are searched once per unit and number of steps.
 */
export class Probe extends Draft {
  readonly #reach = new Map<string, Reach>();
  readonly #base: GameState;

  constructor(base: GameState) {
    super(base);
    this.#base = base;
  }

  /** The refusal `apply` would answer `seat`'s `action` with, or null when it would accept it. */
  refusal(seat: SeatId, action: Action): GameError | null {
    // a field of the state the reducer set before its first call to the draft (`s.seats = …`) is put back
    const state = this.state as unknown as Record<string, unknown>;
    for (const k in state) if (!Object.hasOwn(this.#base, k)) delete state[k];
    Object.assign(state, this.#base);
    try {
      dispatch(this, seat, action);
    } catch (e) {
      if (e === ACCEPTED) return null;
      if (e instanceof Rejection) return { code: e.code, message: e.message };
      throw e;
    }
    // checked, and nothing to change: accepted all the same
    return null;
  }

  /** Whether `apply` would accept `seat`'s `action`. */
  accepts(seat: SeatId, action: Action): boolean {
    return this.refusal(seat, action) === null;
  }

  /** The whole search of `unit` with `steps` steps, remembered (the state never changes; a `target` is found in it as well). */
  override reachable(unit: Unit, steps: number, _target = -1, cost: StepCost | null = null): Reach {
    const key = `${unit.id}\u0000${steps}`;
    let reach = this.#reach.get(key);
    // kept for every move tried: its own arrays, not lent ones
    if (!reach) this.#reach.set(key, (reach = reachable(this.state, unit, steps, -1, cost)));
    return reach;
  }

  override get rng(): Rng {
    return accepted();
  }
  override emit(): void {
    accepted();
  }
  override updateUnit(): Unit {
    return accepted();
  }
  override addUnit(): void {
    accepted();
  }
  override updateTurn(): void {
    accepted();
  }
  override openDoor(): void {
    accepted();
  }
  override revealRoom(): void {
    accepted();
  }
  override finish(): GameState {
    return accepted();
  }
}
