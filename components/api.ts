/**
 * The HTTP API of the quest-board server as the component uses it (docs/contract-draft.md): plain `fetch`
 * calls with JSON bodies, bearer tokens, and one error type carrying the server's `{ code, message }`.
 * @module
 */
import type { Action, GameEvent, QuestBook, View } from '../engine/index.ts';
import type { CompactOp } from '../engine/core/delta.ts';
import { endpoints } from './endpoints.ts';

/** A display text in both languages. */
export type Localized = View['mission']['name'];

/** The public summary of a room (`GET /api/rooms/:id`). */
export interface RoomInfo {
  room: string;
  mission: { id: string; name: Localized; auto: boolean };
  phase: View['phase'];
  seats: { id: string; hero: string }[];
  freeHeroes: { id: string; name: Localized }[];
  /** The piece each hero of the room comes on the board with under its ruleset module (worked out by the server; none under the classic rules). */
  heroPieces: View['heroPieces'];
  /** The ruleset module the room plays by (`View.module`): the join panel shows a free hero's numbers by its parts. */
  module: View['module'];
}

/** A seat and its bearer token (`POST /api/rooms/:id/seats`). */
export interface SeatGrant {
  room: string;
  seat: string;
  token: string;
}

/** A new room and its master token (`POST /api/rooms`). */
export interface CreatedRoom extends SeatGrant {
  role: 'master' | 'host';
  /** Whether the master reads the quest book (docs/protocol.md, "The quest book"): `open` unless the creator closed it. */
  questBook: QuestBook;
  /** The turn time limit in seconds, or null for none. */
  turnSeconds: number | null;
  /** The seconds a seat has to answer a prompt (a reaction offered) before the room declines it. */
  reactionSeconds: number;
}

/** A seat's view and what it may do (`GET /api/rooms/:id/view`). */
export interface SeatSnapshot {
  seq: number;
  view: View;
  legal: Action[];
}

/** One frame of the live stream: the snapshot plus the events since the previous frame. */
export interface SeatUpdate extends SeatSnapshot {
  events: GameEvent[];
}

/** The answer to an accepted action. */
export interface ActionResult {
  seq: number;
  events: GameEvent[];
}

/** A mission as `GET /api/missions` lists it (only the fields the component reads). */
export interface MissionSummary {
  id: string;
  name: Localized;
  description?: Localized;
  auto?: boolean;
}

/** A hero profile as `GET /api/heroes` lists it (only the fields the component reads). */
export interface HeroProfile {
  id: string;
  name: Localized;
  description?: Localized;
  body: number;
  mind: number;
  attack: number;
  defence: number;
  color?: string;
  /** Its picture: a game-icons name of the catalogue (absent: the default hero picture). */
  picture?: string;
  /** Its numbers under a d20 ruleset (absent for a classic hero). */
  d20?: {
    initiative: number;
    attack: number;
    ac: number;
    damage: string;
    element?: string;
    weak?: string[];
    resist?: string[];
    mana?: number;
    stamina?: number;
    training?: { resource?: number };
    personal?: 'vanish' | 'shield_wall';
  };
}

/** An error answer of the server (or a network failure, with status 0 and code `network`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The URL of an API path on one address (an origin; '' = this page's origin). */
export function apiUrl(address: string, path: string): string {
  const base = address.replace(/\/+$/, '');
  return `${base}${path}`;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * Sends one request to the current address of `server` (one origin, or several separated by spaces: see
 * `endpoints.ts`) and parses its JSON answer. A request that gets no answer at all moves `server`'s list on to its
 * next address; a read (GET) is then tried once on each other address, a write (POST) is not sent again (it may have
 * been played: the caller decides, as with one address).
 * @throws {@link ApiError} for any non-2xx answer, or status 0 `network` when no address answered.
 */
export async function request<T>(server: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? 'GET';
  const list = endpoints(server);
  let response: Response | undefined;
  for (let tries = method === 'GET' ? list.addresses.length : 1; response === undefined; tries--) {
    const address = list.current;
    try {
      response = await fetch(apiUrl(address, path), {
        method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      list.failed(address);
      if (tries <= 1) throw new ApiError(0, 'network', err instanceof Error ? err.message : String(err));
    }
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: handled below
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: unknown; message?: unknown; issues?: unknown } } | null)?.error;
    const code = typeof error?.code === 'string' ? error.code : `http_${response.status}`;
    const message = typeof error?.message === 'string' ? error.message : `${response.status} ${response.statusText}`;
    const issues = Array.isArray(error?.issues) ? (error.issues as { path: string; message: string }[]) : [];
    throw new ApiError(response.status, code, message, issues);
  }
  return data as T;
}

const enc = encodeURIComponent;

/** `GET /api/rooms/:id`. */
export function getRoom(server: string, room: string, signal?: AbortSignal): Promise<RoomInfo> {
  return request(server, `/api/rooms/${enc(room)}`, { signal });
}

/** How a new room is made (`POST /api/rooms`): all optional. */
export interface RoomChoices {
  /** The turn time limit in seconds (1 to 86400; docs/protocol.md, "Turn time"); none when left out. */
  turnSeconds?: number;
  /** The seconds a seat has to answer a reaction offered (5 to 120; docs/protocol.md, "Reaction time"); 20 when left out. */
  reactionSeconds?: number;
  /**
   * `closed`: the master discovers the dungeon with the heroes (a tournament, a master who should not know the
   * mission in advance); the quest book is open (the master sees every hidden creature, trap and secret door) when
   * left out. docs/protocol.md, "The quest book".
   */
  questBook?: QuestBook;
  /** Who may watch the game again (docs/protocol.md, "Replays"): `private` (the room's seats) when left out. */
  replay?: ReplayAccess;
}

/**
 * Who may watch a room's game again (docs/protocol.md, "Replays"): `private`, the room's seats; `public`, anyone, the
 * heroes' side; `public-master`, anyone, the master's side too.
 */
export type ReplayAccess = 'private' | 'public' | 'public-master';

/**
 * A room's game to watch again, as `GET /api/rooms/:id/replay` answers it (docs/protocol.md, "Replays"): the side's
 * view at seq 0 and, per action, its view patch (compact JSON Patch) and the side's events.
 */
export interface ReplayData {
  room: string;
  mission: string;
  side: 'heroes' | 'master';
  access: ReplayAccess;
  /** Whether the room is live (its master may still change `access`), or archived. */
  live: boolean;
  /** The seat of the reader's token, or null. */
  viewer: string | null;
  start: View;
  createdAt: string;
  frames: { seq: number; at: string; view: CompactOp[]; events: GameEvent[] }[];
}

/** `POST /api/rooms` `{ mission, turnSeconds?, reactionSeconds?, questBook?, replay? }`: a new room; the caller becomes its master. */
export function createRoom(server: string, mission: string, options: RoomChoices = {}): Promise<CreatedRoom> {
  return request(server, '/api/rooms', {
    method: 'POST',
    body: {
      mission,
      ...(options.turnSeconds ? { turnSeconds: options.turnSeconds } : {}),
      ...(options.reactionSeconds ? { reactionSeconds: options.reactionSeconds } : {}),
      ...(options.questBook ? { questBook: options.questBook } : {}),
      ...(options.replay ? { replay: options.replay } : {}),
    },
  });
}

/** `POST /api/rooms/:id/seats` `{ hero }`: takes a hero seat. */
export function joinRoom(server: string, room: string, hero: string): Promise<SeatGrant> {
  return request(server, `/api/rooms/${enc(room)}/seats`, { method: 'POST', body: { hero } });
}

/**
 * `POST /api/rooms/:id/computer-seats` `{ heroes }` with the master's token: the computer plays those heroes
 * (docs/computer-heroes.md); only in the lobby.
 */
export function seatComputerHeroes(server: string, room: string, masterToken: string, heroes: string[]): Promise<unknown> {
  return request(server, `/api/rooms/${enc(room)}/computer-seats`, { method: 'POST', token: masterToken, body: { heroes } });
}

/**
 * Who reads or acts in a room: the bearer token of a seat, or null for a spectator (no token: the heroes' side of the
 * board, nothing to do; docs/protocol.md, "Watching").
 */
export type Viewer = string | null;

/** The path of a room's `what` (`view`, `log`, `actions`) for `viewer`, and the token to send with it. */
function roomPath(room: string, what: string, viewer: Viewer): { path: string; token: string | undefined } {
  return viewer === null
    ? { path: `/api/rooms/${enc(room)}/${what}?as=spectator`, token: undefined }
    : { path: `/api/rooms/${enc(room)}/${what}`, token: viewer };
}

/** `GET /api/rooms/:id/view` with the seat token, or `?as=spectator` for a spectator (`token` null). */
export function getView(server: string, room: string, token: Viewer, signal?: AbortSignal): Promise<SeatSnapshot> {
  const at = roomPath(room, 'view', token);
  return request(server, at.path, { token: at.token, signal });
}

/**
 * `POST /api/rooms/:id/actions` with the seat token; with `seq`, the seq of the view the action was chosen on (the
 * server plays it only while the room is still there, else 409 `stale_seq`: a second copy is never played).
 */
export function sendAction(server: string, room: string, token: Viewer, action: Action, seq?: number): Promise<ActionResult> {
  const at = roomPath(room, 'actions', token);
  return request(server, at.path, { method: 'POST', token: at.token, body: seq === undefined ? action : { ...action, seq } });
}

/** One action's events as a seat saw them (`GET /api/rooms/:id/log`). */
export interface LogRecord {
  seq: number;
  events: GameEvent[];
}

/** `GET /api/rooms/:id/log` with the seat token (or as a spectator): the events the seat saw with each of the last 200 actions, oldest first. */
export async function getLog(server: string, room: string, token: Viewer, signal?: AbortSignal): Promise<LogRecord[]> {
  const at = roomPath(room, 'log', token);
  const body = await request<{ entries: LogRecord[] }>(server, at.path, { token: at.token, signal });
  return body.entries;
}

/** `GET /api/<kind>`: every document of a content kind. */
export async function listContent<T>(
  server: string,
  kind: 'heroes' | 'creatures' | 'missions' | 'rulesets' | 'adventures',
  signal?: AbortSignal,
): Promise<T[]> {
  const body = await request<{ items: T[] }>(server, `/api/${kind}`, { signal });
  return body.items;
}
