/**
 * The page's live connection to a quest-board server: one WebSocket at `/api/live` per server, shared by every
 * `<quest-board>` on the page, each board a *watch* of its room as its seat (docs/protocol.md, "The live
 * connection"). A browser opens at most six HTTP/1.1 connections to one server, so a stream per board left a seventh
 * board unconnected; one socket carries them all. Seat tokens go in the watch messages, never in a URL.
 *
 * A watch gets the whole view first, then one delta per action (JSON Patches of the view and of `legal`, engine
 * `delta.ts`): the
 * connection applies each to the board's last update and hands the board whole updates. A delta that does not start
 * at the board's seq (one went missing) makes it watch again, for the whole view.
 *
 * The socket opens with the first watch and closes a moment after the last one ends. When it drops it comes back
 * after a growing delay (0.5 s doubling to 10 s) and watches again every board it carried: each gets the current
 * view first, so a board resumes from where the room is. A server given as several addresses (instances of one
 * deployment, `endpoints.ts`) is one connection: it comes back to the address it had, and when a socket cannot even
 * open there, the next attempt goes to the next address.
 * @module
 */
import { type CompactOp, patch } from '../engine/core/delta.ts';
import type { Action } from '../engine/index.ts';
import type { CampaignAction } from '../engine/campaign/types.ts';
import { type ActionResult, ApiError, apiUrl, type SeatUpdate, type Viewer } from './api.ts';
import type { CampaignUpdate } from './campaign/client.ts';
import { type Endpoints, endpoints } from './endpoints.ts';

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

/** What a campaign watch tells its element: as {@link WatchListener}, with the campaign's frames. */
export interface CampaignWatchListener extends Omit<WatchListener, 'update'> {
  /** A frame of the campaign for the player: the first one after (re)watching carries the current view and no events. */
  update(update: CampaignUpdate): void;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** How long the socket stays open after its last watch ends (a board moved in the page watches again at once). */
const IDLE_CLOSE_MS = 1000;

/** The HTTP status of each error code of the live connection, as the REST API answers the same refusals. */
const STATUS: Readonly<Record<string, number>> = {
  bad_message: 400,
  unauthorized: 401,
  not_found: 404,
  room_ended: 410,
  too_many_watches: 429,
  too_many_spectators: 429,
  // the server's database away for a moment: the board watches again a little later
  database_unavailable: 503,
  database_busy: 503,
  database_read_only: 503,
  storage_full: 507,
};

type ServerMessage =
  | { type: 'update'; watch: string; update: SeatUpdate }
  | { type: 'patch'; watch: string; seq: number; from: number; view: CompactOp[]; legal?: CompactOp[]; events?: SeatUpdate['events'] }
  | { type: 'error'; watch: string | null; id?: string; status?: number; code: string; message: string; issues?: { path: string; message: string }[] }
  | { type: 'acted'; watch: string; id: string; seq: number; events: SeatUpdate['events'] }
  | ({ type: 'campaign'; watch: string; campaign: string } & CampaignUpdate)
  | { type: 'closed'; watch: string };

type Watch =
  | {
      room: string;
      /** The seat's token, or null for a spectator. */
      token: Viewer;
      listener: WatchListener;
      /** The last update the board got: the base of the next delta (null until the whole view comes). */
      last: SeatUpdate | null;
    }
  | {
      /** A campaign followed as a player (its frames are whole: no deltas). */
      campaign: string;
      token: string;
      listener: CampaignWatchListener;
    };

/** A board's watch of its room: it acts through it, and ends it. */
export interface WatchHandle {
  /**
   * Sends an action as the watch's seat (with `seq`, played only while the room is still there); resolves with its
   * seq and events once the server played it, rejects with the server's {@link ApiError}, or with 0 `not_connected`
   * when the socket is not open or drops before the answer (the action may have been played: `seq` keeps a retry
   * from playing it twice).
   */
  act(action: Action, seq?: number): Promise<ActionResult>;
  /** Stops following the room. */
  end(): void;
}

/** The live connection to one server (see the module). Get it with {@link liveConnection}. */
export class LiveConnection {
  #ws: WebSocket | null = null;
  readonly #watches = new Map<string, Watch>();
  /** Actions sent and not yet answered, by request id. */
  readonly #acting = new Map<string, { resolve: (r: ActionResult) => void; reject: (e: ApiError) => void }>();
  #next = 0;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #idleTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #endpoints: Endpoints;

  constructor(
    /** The server's origin ('' for this page's), or several, separated by spaces (see `endpoints.ts`). */
    readonly server: string,
  ) {
    this.#endpoints = endpoints(server);
  }

  /** Follows `room` as the seat of `token` (null: as a spectator). @returns the handle to act through the watch and to end it. */
  watch(room: string, token: Viewer, listener: WatchListener): WatchHandle {
    const id = `w${++this.#next}`;
    this.#watches.set(id, { room, token, listener, last: null });
    this.#started(id);
    return { act: (action, seq) => this.#act(id, action, seq), end: () => this.#unwatch(id) };
  }

  /**
   * Follows `campaign` as the player of `token` (docs/campaigns.md, "Live updates").
   * @returns the handle to act through the watch (a campaign action, as `POST /api/campaigns/:id/actions`) and to end it.
   */
  watchCampaign(
    campaign: string,
    token: string,
    listener: CampaignWatchListener,
  ): { act(action: CampaignAction, seq?: number): Promise<ActionResult>; end(): void } {
    const id = `c${++this.#next}`;
    this.#watches.set(id, { campaign, token, listener });
    this.#started(id);
    return { act: (action, seq) => this.#act(id, action, seq), end: () => this.#unwatch(id) };
  }

  /** A watch was added: sent now, or when the socket opens. */
  #started(id: string): void {
    if (this.#idleTimer !== null) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    if (this.#ws?.readyState === WebSocket.OPEN) this.#sendWatch(id);
    else if (this.#ws === null && this.#retryTimer === null) this.#open();
  }

  #act(watch: string, action: Action | CampaignAction, seq: number | undefined): Promise<ActionResult> {
    const ws = this.#ws;
    if (!this.#watches.has(watch) || ws?.readyState !== WebSocket.OPEN) return Promise.reject(new ApiError(0, 'not_connected', 'not connected to the server'));
    const id = `a${++this.#next}`;
    return new Promise((resolve, reject) => {
      this.#acting.set(id, { resolve, reject });
      ws.send(JSON.stringify({ type: 'act', watch, id, action, ...(seq === undefined ? {} : { seq }) }));
    });
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
    if (!w) return;
    if ('campaign' in w) return this.#ws!.send(JSON.stringify({ type: 'watch', watch: id, campaign: w.campaign, token: w.token }));
    w.last = null;
    this.#ws!.send(JSON.stringify({ type: 'watch', watch: id, room: w.room, ...(w.token === null ? { spectator: true } : { token: w.token }) }));
  }

  #open(): void {
    const address = this.#endpoints.current;
    const url = new URL(apiUrl(address, '/api/live'), location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    this.#ws = ws;
    let opened = false;
    ws.addEventListener('open', () => {
      if (this.#ws !== ws) return;
      opened = true;
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
      if (m.type === 'acted' || (m.type === 'error' && m.id !== undefined)) {
        const pending = this.#acting.get(m.id!);
        this.#acting.delete(m.id!);
        if (m.type === 'acted') pending?.resolve({ seq: m.seq, events: m.events });
        else pending?.reject(new ApiError(m.status ?? STATUS[m.code] ?? 400, m.code, m.message, m.issues));
        return;
      }
      const w = m.watch === null ? undefined : this.#watches.get(m.watch);
      if (!w) return;
      if (m.type === 'campaign' || 'campaign' in w) {
        if (m.type === 'campaign' && 'campaign' in w) w.listener.update({ seq: m.seq, view: m.view, legal: m.legal, events: m.events });
        else if (m.type === 'error' || m.type === 'closed') {
          this.#watches.delete(m.watch!);
          if (m.type === 'error') w.listener.refused(new ApiError(STATUS[m.code] ?? 400, m.code, m.message));
          else w.listener.closed();
        }
        return;
      }
      if (m.type === 'update') {
        w.last = m.update;
        w.listener.update(m.update);
      } else if (m.type === 'patch') {
        // deltas sent before the server read a watch again are older than the whole view it answers with
        if (w.last === null) return;
        const next = patched(w.last, m);
        // a delta that does not start where the board is (one was missed): watch again, for the whole view
        if (next === null) return this.#sendWatch(m.watch);
        w.last = next;
        w.listener.update(next);
      } else {
        this.#watches.delete(m.watch!);
        if (m.type === 'error') w.listener.refused(new ApiError(STATUS[m.code] ?? 400, m.code, m.message));
        else w.listener.closed();
      }
    });
    ws.addEventListener('close', () => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      // a socket that dropped comes back where it was; one that could not open there tries the next address
      if (!opened) this.#endpoints.failed(address);
      for (const pending of this.#acting.values()) pending.reject(new ApiError(0, 'not_connected', 'the connection to the server dropped before the answer'));
      this.#acting.clear();
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

/**
 * `last` moved on by a delta: the view and `legal` patched (new objects, `last` left as it was), with the delta's
 * events. @returns null when the delta does not start at `last`'s seq, or does not apply to it.
 */
function patched(last: SeatUpdate | null, delta: Extract<ServerMessage, { type: 'patch' }>): SeatUpdate | null {
  if (last === null || last.seq !== delta.from) return null;
  try {
    // the view's seq is the delta's (never patched)
    const view = { ...patch(last.view, delta.view), seq: delta.seq };
    const legal = delta.legal ? patch(last.legal, delta.legal) : last.legal;
    return { seq: delta.seq, view, legal, events: delta.events ?? [] };
  } catch {
    return null;
  }
}

const CONNECTIONS = new Map<string, LiveConnection>();

/**
 * The page's live connection to `server` ('' for this page's origin; several addresses separated by spaces for one
 * deployment's instances): one per server, made on first use, keyed by the origins of its addresses.
 */
export function liveConnection(server: string): LiveConnection {
  const key = endpoints(server)
    .addresses.map((address) => new URL(apiUrl(address, '/'), location.href).origin)
    .join(' ');
  let c = CONNECTIONS.get(key);
  if (!c) {
    c = new LiveConnection(server);
    CONNECTIONS.set(key, c);
  }
  return c;
}
