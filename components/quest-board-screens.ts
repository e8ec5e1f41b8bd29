/**
 * What `<quest-board>` draws, screen by screen, each a function of what it shows: the campaign (its shell), the join
 * flow, the wait for a seat's first table, and the play screen's stage (the board with its card, camera buttons,
 * objective, banner, toasts and hint). The side panel is `play-dock.ts`.
 * @module
 */
import { html, nothing } from 'lit';
import type { TableState } from './context.ts';
import type { SeatGrant } from './api.ts';
import { loadPart, roomExtras } from './lazy-parts.ts';
import { t, type Lang } from './i18n.ts';
import { CURSOR_TEXT_ID } from './keyboard.ts';
import { outcomes, overlay, type OverlayInput } from './quest-board-overlays.ts';
import type { RoomConnection } from './controllers/room-connection.ts';
import type { ReplayConnection } from './replay/replay-connection.ts';

/** A part that could not be fetched, said over the screen; nothing when none failed. */
const partFailed = (failed: string) => (failed ? html`<div class="status" role="alert" part="message">${failed}</div>` : nothing);

/** The element's attributes a campaign's shell plays by. */
export interface CampaignAttributes {
  server: string;
  campaign: string;
  adventure: string;
  invite: string;
  token: string;
  motion: 'auto' | 'off';
}

/** The campaign in `lang`: its shell (`<qb-campaign>`), its parts exported as the element's, its fights' boards drawn by `renderer`. */
export function campaignScreen(failed: string, a: CampaignAttributes, lang: Lang, renderer: '3d' | '2d') {
  return html`<div class="frame" part="frame">
        ${partFailed(failed)}
        <qb-campaign part="campaign" exportparts="campaign-header, fight, fight-board, fight-report, join: campaign-join, message: campaign-message, status: campaign-status" .server=${a.server} .campaign=${a.campaign} .adventure=${a.adventure} .invite=${a.invite} .token=${a.token} .lang=${lang} .motion=${a.motion} .renderer=${renderer}></qb-campaign>
      </div>`;
}

/** The join flow of `room`: its free heroes to pick (`joined`), or watching instead (`watch`). */
export function joinScreen(
  failed: string,
  server: string,
  room: string,
  joined: (e: CustomEvent<SeatGrant>) => void,
  watch: (e: CustomEvent<boolean>) => void,
) {
  return html`<div class="frame" part="frame" @qb-joined=${joined} @qb-watch=${watch}>
        ${partFailed(failed)}
        <qb-join-panel part="join" .server=${server} .room=${room}></qb-join-panel>
      </div>`;
}

/** Before the seat's first table: connecting (or reconnecting), or why the seat was `denied`. */
export function waitingScreen(lang: Lang, reconnecting: boolean, denied: string) {
  const text = denied || t(lang, reconnecting ? 'reconnecting' : 'connecting');
  return html`<div class="frame" part="frame">
        <div class="status" role=${denied ? 'alert' : 'status'} part=${denied ? 'message' : 'status'}>${text}</div>
      </div>`;
}

/** What the stage shows besides the table. */
export interface StageInput {
  /** Why the board failed to draw (null: it draws), and the panel that says so in its place (`board-trouble.ts`). */
  failure: unknown;
  failurePanel: unknown;
  /** Whether a click did nothing a moment ago (the hint says so). */
  refusal: boolean;
  /** Whether the reader plays by touch, and on a narrow screen (the hint's words). */
  touch: boolean;
  narrow: boolean;
  /** What the board's keyboard cursor is on, for a screen reader. */
  cursorText: string;
  /** The card of an object or piece over the board, and the mission's objective. */
  card: unknown;
  objective: unknown;
  /** Whether something animates, and the button's "Skip animation". */
  animating: boolean;
  skipMotion(): void;
  /** The camera buttons' command. */
  camera(e: Event): void;
  /** The banner's, the toasts' and the message's. */
  overlay: OverlayInput;
}

/** A replay's controls (`<qb-replay-bar>`, from the replay's chunk) while `connection` plays one back; `returnable`: the way back to the table. */
export function replayBar(connection: RoomConnection, l: Lang, returnable: boolean) {
  if (!connection.replaying) return nothing;
  const replayer = connection as ReplayConnection;
  return html`<qb-replay-bar part="replay" .replayer=${replayer} .position=${replayer.position} .language=${l} ?returnable=${returnable}></qb-replay-bar>`;
}

/**
 * In the game-over banner of the room's master (or host), who may watch the game again (`<qb-replay-access>`, from
 * the replay's chunk, fetched then); nothing elsewhere.
 */
export function replayAccess(table: TableState, connection: RoomConnection, l: Lang) {
  const c = connection.client;
  if (connection.replaying || table.view.phase !== 'over' || (table.view.role !== 'master' && table.view.role !== 'host') || !c?.token) return nothing;
  void loadPart('replay');
  return html`<qb-replay-access .server=${c.server} .room=${c.room} .token=${c.token} .language=${l}></qb-replay-access>`;
}

/** The play screen's stage: the board and what shows over it, the hint under it. */
export function playStage(table: TableState, l: Lang, s: StageInput) {
  const refused = s.refusal && !table.aiming && table.view.phase === 'playing';
  // a board that failed to draw: no hint about its squares, no buttons for its view (its place says what failed)
  const boardFailed = s.failure !== null;
  // the hint comes with the room's extras, a moment after the board shows
  const hint = boardFailed ? '' : refused ? t(l, 'hintNotHere') : (roomExtras()?.hintFor(table, l, s.touch, s.narrow) ?? '');
  return html`<div class="stage">
          <div class="board" part="board">
            <div class="canvas-host"></div>
            ${s.failurePanel}
            <div id=${CURSOR_TEXT_ID} class="sr-only" aria-live="polite">${s.cursorText}</div>
            ${s.card}
            ${s.animating ? html`<button class="secondary skip-motion" part="skip-motion" @click=${s.skipMotion}>${t(l, 'skipMotion')}</button>` : nothing}
          </div>
          ${boardFailed ? nothing : html`<qb-camera-buttons class="camera" part="camera" @qb-camera=${s.camera}></qb-camera-buttons>`}
          ${s.objective}
          ${overlay(table, l, s.overlay)}
          ${hint ? html`<div class="hint ${table.aiming ? 'aiming' : ''} ${refused ? 'refused' : ''}" part="hint">${hint}</div>` : nothing}
          ${outcomes(s.overlay.toasts, s.overlay.drop)}
        </div>`;
}
