/**
 * Events the child elements send up to `<quest-board>` inside its shadow root (they bubble but are not
 * composed, so the page never sees them). The public events are in `public-events.ts`.
 * @module
 */
import type { Action } from '../engine/index.ts';
import type { SeatGrant } from './api.ts';
import type { Aim } from './context.ts';

/** A child asks to send an action. */
export const ACT = 'qb-act';
/** The master picked (or unpicked) a creature. */
export const SELECT = 'qb-select';
/** The hero aims a spell, item or ability (targeting mode), or stops aiming (null). */
export const AIM = 'qb-aim';
/** The join panel took a seat. */
export const JOINED = 'qb-joined';
/** The visitor chose to watch the room (join panel), or to leave watching for the join flow (`false`). */
export const WATCH = 'qb-watch';

/** The camera buttons ask to zoom, turn, centre or show the whole board (`camera-buttons.ts`, {@link CameraCommand}). */
export const CAMERA = 'qb-camera';

/** What a camera button asks: zoom in or out, turn the board left or right, centre on the seat's piece, show the whole board. */
export type CameraCommand = 'zoom-in' | 'zoom-out' | 'turn-left' | 'turn-right' | 'centre' | 'fit';

/** Dispatches an internal event from `from`. */
export function emit<T>(from: EventTarget, type: string, detail: T): void {
  from.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: false }));
}

declare global {
  interface HTMLElementEventMap {
    [ACT]: CustomEvent<Action>;
    [SELECT]: CustomEvent<string | null>;
    [AIM]: CustomEvent<Aim | null>;
    [JOINED]: CustomEvent<SeatGrant>;
    [WATCH]: CustomEvent<boolean>;
    [CAMERA]: CustomEvent<CameraCommand>;
  }
}
