/**
 * The connection of one seat to its room: read the view, follow the room live (a watch of the page's one live
 * connection, `live.ts`, which reconnects when it drops), send actions. Shared with child elements through
 * `connectionContext`.
 * @module
 */
import type { Action } from '../engine/index.ts';
import {
  ApiError,
  getLog,
  getView,
  seatComputerHeroes,
  sendAction,
  type ActionResult,
  type LogRecord,
  type SeatSnapshot,
  type SeatUpdate,
  type Viewer,
} from './api.ts';
import { liveConnection, type WatchHandle } from './live.ts';

/**
 * The state of the live stream. `denied`: the server refused the token or the room (no retry); `ended`: the room has
 * ended and was archived (410 `room_ended`, no retry).
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'denied' | 'ended';

/** What {@link RoomClient.connect} reports. */
export interface StreamListener {
  update(update: SeatUpdate): void;
  status(status: ConnectionStatus, error?: ApiError): void;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** One seat's connection to its room on a quest-board server. */
export class RoomClient {
  /** The watch of the live connection, while one is on. */
  private watching: WatchHandle | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private listener: StreamListener | null = null;
  /** The stream's state. */
  status: ConnectionStatus = 'idle';

  constructor(
    /** The server's origin ('' for this page's), or several separated by spaces (see `endpoints.ts`). */
    readonly server: string,
    readonly room: string,
    /** The seat's token, or null for a spectator. */
    readonly token: Viewer,
  ) {}

  /** The seat's current view and legal actions. */
  fetchView(signal?: AbortSignal): Promise<SeatSnapshot> {
    return getView(this.server, this.room, this.token, signal);
  }

  /** The events the seat saw with each of the room's last actions, oldest first (its chronicle). */
  fetchLog(signal?: AbortSignal): Promise<LogRecord[]> {
    return getLog(this.server, this.room, this.token, signal);
  }

  /** Has the computer play `heroes` (the master's seat, in the lobby): `POST …/computer-seats`; rejects with the server's {@link ApiError}. */
  seatComputerHeroes(heroes: string[]): Promise<unknown> {
    return this.token === null ? Promise.reject(new Error('a spectator seats no hero')) : seatComputerHeroes(this.server, this.room, this.token, heroes);
  }

  /**
   * Sends an action chosen on the view at `seq` (played only while the room is still there): through the live
   * connection while the room is followed live, by HTTP otherwise. Resolves with its sequence number and events,
   * rejects with the server's {@link ApiError} (409 `stale_seq` when the room moved on).
   */
  send(action: Action, seq?: number): Promise<ActionResult> {
    if (this.watching && this.status === 'open') return this.watching.act(action, seq);
    return sendAction(this.server, this.room, this.token, action, seq);
  }

  /**
   * Follows the room live. Every update goes to `listener.update` (the first one carries the current view). While the
   * page's live connection is down the status is `reconnecting` (it comes back by itself and the board resumes from
   * the current view); a refused token or unknown room ends it with status `denied`, an archived room with `ended`.
   */
  connect(listener: StreamListener): void {
    this.disconnect();
    this.listener = listener;
    this.open();
  }

  /** Closes the stream and stops reconnecting. */
  disconnect(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.watching?.end();
    this.watching = null;
    this.listener = null;
    this.status = 'idle';
  }

  private setStatus(status: ConnectionStatus, error?: ApiError): void {
    this.status = status;
    this.listener?.status(status, error);
  }

  private open(): void {
    if (!this.listener) return;
    this.setStatus(this.status === 'idle' ? 'connecting' : 'reconnecting');
    this.watching = liveConnection(this.server).watch(this.room, this.token, {
      update: (update) => {
        this.retryMs = FIRST_RETRY_MS;
        if (this.status !== 'open') this.setStatus('open');
        this.listener?.update({ ...update, events: update.events ?? [] });
      },
      lost: () => {
        if (this.listener) this.setStatus('reconnecting');
      },
      refused: (error) => {
        this.watching = null;
        if (error.status === 410) this.setStatus('ended', error);
        else if (error.status === 401 || error.status === 403 || error.status === 404) this.setStatus('denied', error);
        else void this.recover();
      },
      closed: () => {
        this.watching = null;
        void this.recover();
      },
    });
  }

  /** After the room stopped streaming: check the seat with a plain read, then watch again after a delay, or give up. */
  private async recover(): Promise<void> {
    this.setStatus('reconnecting');
    try {
      const snapshot = await this.fetchView();
      this.listener?.update({ ...snapshot, events: [] });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404)) {
        this.setStatus('denied', err);
        return;
      }
      if (err instanceof ApiError && err.status === 410) {
        this.setStatus('ended', err);
        return;
      }
    }
    if (!this.listener) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }
}
