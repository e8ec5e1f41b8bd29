/**
 * A copy-on-write working copy of a game state, used while one action is applied.
 * The input state is never mutated; unchanged parts are shared with the result.
 * @module
 */
import { boardIndex, roomIdOf, squareIndex } from './board.ts';
import { reachable, type Reach, type StepCost } from './movement.ts';
import { Rng } from './rng.ts';
import type { GameEvent, GameState, TurnState, Unit, UnitId } from './types.ts';

/** A working copy: read through `state`, write through the methods, collect `events`, then `finish()`. */
export class Draft {
  readonly state: GameState;
  /** The state the draft was made from: never changed (what an action changed is what differs from it). */
  readonly base: GameState;
  readonly events: GameEvent[] = [];
  private rngCopy: Rng | null = null;
  private unitsCopied = false;
  private revealedCopied = false;
  private doorsCopied = false;

  /** A working copy of `base`; `state` is what the draft reads and writes through (a shallow copy of `base` by default). */
  constructor(base: GameState, state: GameState = { ...base }) {
    this.base = base;
    this.state = state;
  }

  /** The PRNG, continuing from the state's; written back by {@link finish}. */
  get rng(): Rng {
    this.rngCopy ??= new Rng(this.state.rng);
    return this.rngCopy;
  }

  /**
   * The squares `unit` can reach with `steps` steps now (`reachable` over the draft's state; with `target`, the search
   * stops there; `cost` what each step costs it, `stepCostOf`). The reducer's move checks ask it here, so that a probe
   * (`probe.ts`) trying many moves searches once. Its `dist` and `prev` are lent (`reachable`'s `borrow`): read them
   * before any other search.
   */
  reachable(unit: Unit, steps: number, target = -1, cost: StepCost | null = null): Reach {
    return reachable(this.state, unit, steps, target, cost, true);
  }

  /** Records an event. */
  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** The unit with this id, or undefined. */
  unit(id: UnitId): Unit | undefined {
    const units = this.state.units;
    for (let i = 0; i < units.length; i++) if (units[i]!.id === id) return units[i];
    return undefined;
  }

  /** Replaces fields of a unit. */
  updateUnit(id: UnitId, patch: Partial<Unit>): Unit {
    if (!this.unitsCopied) {
      this.state.units = this.state.units.slice();
      this.unitsCopied = true;
    }
    const units = this.state.units;
    let i = 0;
    while (units[i]!.id !== id) i += 1;
    // a copy, then the patch written over it: V8 copies a unit's two dozen fields in one step, where a spread of the
    // patch as well went the slow way (patches come in many shapes)
    const next = Object.assign({ ...units[i]! }, patch);
    units[i] = next;
    return next;
  }

  /** Adds a unit. */
  addUnit(unit: Unit): void {
    if (!this.unitsCopied) {
      this.state.units = this.state.units.slice();
      this.unitsCopied = true;
    }
    this.state.units.push(unit);
  }

  /** Replaces fields of the current turn. */
  updateTurn(patch: Partial<TurnState>): void {
    this.state.turn = Object.assign({ ...this.state.turn! }, patch);
  }

  /** Opens a door by index. */
  openDoor(index: number): void {
    if (!this.doorsCopied) {
      this.state.doorsOpen = this.state.doorsOpen.slice();
      this.doorsCopied = true;
    }
    this.state.doorsOpen[index] = true;
  }

  /** Reveals a room (once), with its `room_revealed` event. */
  revealRoom(roomId: string): void {
    if (this.state.revealed.includes(roomId)) return;
    if (!this.revealedCopied) {
      this.state.revealed = this.state.revealed.slice();
      this.revealedCopied = true;
    }
    this.state.revealed.push(roomId);
    this.emit({ type: 'room_revealed', room: roomId });
  }

  /** Reveals the room square `[x, y]` lies in, if it is in a room. */
  revealRoomAt(x: number, y: number): void {
    const board = this.state.setup.board;
    const room = roomIdOf(board, board.areas[squareIndex(board, x, y)] ?? -1);
    if (room) this.revealRoom(room);
  }

  /** Reveals the rooms on both sides of a door, by door index. */
  revealDoorSides(index: number): void {
    const door = this.state.setup.board.doors[index]!;
    for (const [x, y] of door.between) this.revealRoomAt(x, y);
  }

  /** The final state, with the PRNG written back and `seq` advanced. */
  finish(): GameState {
    if (this.rngCopy) this.state.rng = this.rngCopy.state();
    this.state.seq = this.state.seq + 1;
    return this.state;
  }
}

/** The door index of a door id, or -1. */
export function doorIndex(state: GameState, id: string): number {
  return boardIndex(state.setup.board).doorById.get(id) ?? -1;
}
