/**
 * The DOM events `<quest-board>` fires for the host page: `CustomEvent`s that bubble and cross shadow roots.
 * @module
 */
import type { Condition } from '../content/schemas/index.ts';
import type { Action, GameOverReason, Side } from '../engine/index.ts';

/** `seat-joined`: the join flow took a seat; keep the token to come back to it. */
export interface SeatJoinedDetail {
  room: string;
  seat: string;
  token: string;
}

/** `action-rejected`: the server refused an action; `message` is the server's. */
export interface ActionRejectedDetail {
  action: Action;
  status: number;
  code: string;
  message: string;
}

/** `game-over`: the game ended: who won, why (see `docs/protocol.md`), and the condition met when the reason is one. */
export interface GameOverDetail {
  winner: Side;
  reason: GameOverReason;
  condition?: Condition;
}

/** Fires a public event from `from`. */
export function firePublic<T>(from: EventTarget, type: keyof QuestBoardEventMap, detail: T): void {
  from.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}

/** The public events by name. */
export interface QuestBoardEventMap {
  'seat-joined': CustomEvent<SeatJoinedDetail>;
  'action-rejected': CustomEvent<ActionRejectedDetail>;
  'game-over': CustomEvent<GameOverDetail>;
}
