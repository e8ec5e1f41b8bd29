/**
 * The page's live connection to a quest-board server: one WebSocket at `/api/live` per server, shared by every
 * `<quest-board>` on the page, each board a *watch* of its room as its seat (docs/protocol.md, "The live
 * connection"). A browser opens at most six HTTP/1.1 connections to one server, so a stream per board left a seventh
 * board unconnected; one socket carries them all. Seat tokens go in the watch messages, never in a URL.
 *
 * The socket opens with the first watch and closes a moment after the last one ends. When it drops it comes back
 * after a growing delay (0.5 s doubling to 10 s) and watches again every board it carried: each gets the current
 * view first, so a board resumes from where the room is.
 * @module
 */
import { ApiError, apiUrl, type SeatUpdate, type Viewer } from './api.ts';

/** What a watch tells its board. */
export interface WatchListener {
  /** An update of the room for the seat: the first one after (re)watching carries the current view. */
  update(update: SeatUpdate): void;
  /** The socket dropped: it will come back by itself and watch again. */
  lost(): void;
  /** The server refused the watch (`unauthorized` 401, `not_found` 404, `room_ended` 410, ...): it is over. */
  refused(error: ApiError): void;
  /** The room stopped streaming (archived, or the server closing): the watch is over; ask why, then watch again. */
  closed(): void;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** How long the socket stays open after its last watch ends (a board moved in the page watches again at once). */
const IDLE_CLOSE_MS = 1000;

/** The HTTP status of each error code of the live connection, as the REST API answers the same refusals. */
const STATUS: Readonly<Record<string, number>> = { bad_message: 400, unauthorized: 401, not_found: 404, room_ended: 410, too_many_watches: 429, too_many_spectators: 429 };

type ServerMessage =
  | { type: 'update'; watch: string; update: SeatUpdate }
  | { type: 'error'; watch: string | null; code: string; message: string }
  | { type: 'closed'; watch: string };

interface Watch {
  room: string;
  /** The seat's token, or null for a spectator. */
  token: Viewer;
  listener: WatchListener;
}

/** The live connection to one server (see the module). Get it with {@link liveConnection}. */
export class LiveConnection {
  #ws: WebSocket | null = null;
  readonly #watches = new Map<string, Watch>();
  #next = 0;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** The server's origin ('' for this page's). */
    readonly server: string,
  ) {}

  /** Follows `room` as the seat of `token` (null: as a spectator). @returns what ends the watch. */
  watch(room: string, token: Viewer, listener: WatchListener): () => void {
    const id = `w${++this.#next}`;
    this.#watches.set(id, { room, token, listener });
    if (this.#idleTimer !== null) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    if (this.#ws?.readyState === WebSocket.OPEN) this.#sendWatch(id);
    else if (this.#ws === null && this.#retryTimer === null) this.#open();
    return () => this.#unwatch(id);
  }

  #unwatch(id: string): void {
    if (!this.#watches.delete(id)) return;
    if (this.#ws?.readyState === WebSocket.OPEN) this.#ws.send(JSON.stringify({ type: 'unwatch', watch: id }));
    if (this.#watches.size === 0 && this.#idleTimer === null) {
      this.#idleTimer = setTimeout(() => {
        this.#idleTimer = null;
        if (this.#watches.size > 0) return;
        if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
        this.#retryTimer = null;
        const ws = this.#ws;
        this.#ws = null;
        ws?.close(1000, 'no board left');
      }, IDLE_CLOSE_MS);
    }
  }

  #sendWatch(id: string): void {
    const w = this.#watches.get(id);
    if (w) this.#ws!.send(JSON.stringify({ type: 'watch', watch: id, room: w.room, ...(w.token === null ? { spectator: true } : { token: w.token }) }));
  }

  #open(): void {
    const url = new URL(apiUrl(this.server, '/api/live'), location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    this.#ws = ws;
    ws.addEventListener('open', () => {
      if (this.#ws !== ws) return;
      this.#retryMs = FIRST_RETRY_MS;
      for (const id of this.#watches.keys()) this.#sendWatch(id);
    });
    ws.addEventListener('message', (e) => {
      if (this.#ws !== ws || typeof e.data !== 'string') return;
      let m: ServerMessage;
      try {
        m = JSON.parse(e.data) as ServerMessage;
      } catch {
        return;
      }
      const w = m.watch === null ? undefined : this.#watches.get(m.watch);
      if (!w) return;
      if (m.type === 'update') w.listener.update(m.update);
      else {
        this.#watches.delete(m.watch!);
        if (m.type === 'error') w.listener.refused(new ApiError(STATUS[m.code] ?? 400, m.code, m.message));
        else w.listener.closed();
      }
    });
    ws.addEventListener('close', () => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      if (this.#watches.size === 0) return;
      for (const w of this.#watches.values()) w.listener.lost();
      const delay = this.#retryMs;
      this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
      this.#retryTimer = setTimeout(() => {
        this.#retryTimer = null;
        if (this.#watches.size > 0 && this.#ws === null) this.#open();
      }, delay);
    });
  }
}

const CONNECTIONS = new Map<string, LiveConnection>();

/** The page's live connection to `server` ('' for this page's origin): one per server, made on first use. */
export function liveConnection(server: string): LiveConnection {
  const key = new URL(apiUrl(server, '/'), location.href).origin;
  let c = CONNECTIONS.get(key);
  if (!c) {
    c = new LiveConnection(server);
    CONNECTIONS.set(key, c);
  }
  return c;
}
