/**
 * The live bench's side of the wire: the live connection's frames read as the element reads them, an action sent as
 * the element (or a tool over HTTP) sends it, and the bench's clients, rooms and drivers.
 * @module
 */
import type { Socket } from 'node:net';
import type WebSocket from 'ws';
import { patch, type Action, type CompactOp, type View } from '../../engine/index.ts';
import { call, type Requester } from '../../test/support/http.ts';

/** One seat's update as the live connection delivers it. */
export interface Update {
  seq: number;
  view: View;
  legal: Action[];
}

/** What one frame of the live connection tells a seat: an update of its watch, the answer to its action, or nothing. */
export type Frame = { kind: 'update'; update: Update } | { kind: 'answer'; id: string; seq: number } | null;

/**
 * Reads one frame of the live connection: the whole update, a delta applied to the seat's `previous` update (as the
 * element does), or the answer to an action (a refusal is thrown, as is a watch error). The one place that knows the
 * server's message format.
 */
export function readFrame(text: string, previous: Update | undefined): Frame {
  const msg = JSON.parse(text) as {
    type: string;
    update?: Update;
    id?: string;
    seq?: number;
    from?: number;
    view?: CompactOp[];
    legal?: CompactOp[];
    code?: string;
    message?: string;
  };
  if (msg.type === 'update') return { kind: 'update', update: msg.update! };
  if (msg.type === 'patch') {
    // a seat waiting for the whole view of a room it just watched: deltas of the room it left are older than that view
    if (!previous) return null;
    if (previous.seq !== msg.from) throw new Error(`a delta from seq ${msg.from} to a seat at ${previous.seq}`);
    // in place: each seat owns its copy, and a deep copy per delta would make this client the bench's bottleneck
    return {
      kind: 'update',
      update: {
        seq: msg.seq!,
        view: Object.assign(patch(previous.view, msg.view!, true), { seq: msg.seq! }),
        legal: msg.legal ? patch(previous.legal, msg.legal, true) : previous.legal,
      },
    };
  }
  if (msg.type === 'acted') return { kind: 'answer', id: msg.id!, seq: msg.seq! };
  if (msg.type === 'error') throw new Error(`live connection: ${msg.code}: ${msg.message}`);
  return null;
}

/** How actions travel: over the seat's own socket (`act` messages, the default) or by `POST /actions` (`ACTIONS=http`). */
export const ACTIONS_OVER = process.env.ACTIONS === 'http' ? 'http' : 'ws';

/**
 * Sends `action` as the seat of `c`, chosen on the view at `seq`; resolves to the new seq. The one place that knows
 * how an action travels.
 */
export function sendAction(req: Requester, room: string, c: SeatClient, action: Action, seq: number): Promise<number> {
  if (ACTIONS_OVER === 'http') {
    return call<{ seq: number }>(req, 'POST', `/api/rooms/${room}/actions`, { token: c.token, body: { ...action, seq } }).then((res) => {
      if (res.status !== 200) throw new Error(`action ${JSON.stringify(action)} at seq ${seq} in ${room}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.seq;
    });
  }
  const id = `a${++c.requests}`;
  return new Promise((resolve, reject) => {
    c.answers.set(id, resolve);
    c.failed = reject;
    c.ws.send(JSON.stringify({ type: 'act', watch: 'w', id, action, seq }));
  });
}

// ---------------------------------------------------------------- rooms and seats

/** One seat's client: its live socket, the update it holds, its actions waiting for an answer. */
export interface SeatClient {
  seat: string;
  token: string;
  /** The server instance its socket is connected to (an index into the instances), where its actions go. */
  instance: number;
  ws: WebSocket;
  tcp: Socket | null;
  latest: Update | undefined;
  /** Actions sent over the socket and not yet answered, by request id; what fails the one in flight. */
  answers: Map<string, (seq: number) => void>;
  failed: ((err: Error) => void) | null;
  requests: number;
  /** Resolves the wait for a first update after a watch. */
  onFirst: (() => void) | null;
  first: boolean;
}

/** A room made for the run: its id and its seats' tokens. */
export interface PlannedRoom {
  id: string;
  seats: { seat: string; token: string }[];
}

/** What drives one room through the run: its clients, the action in flight, the games played. */
export interface Driver {
  index: number;
  room: PlannedRoom;
  clients: SeatClient[];
  actions: number;
  target: number;
  t0: number;
  seen: number;
  inFlight: boolean;
  acked: boolean;
  done: boolean;
  games: number[];
  gameActions: number;
}

/** What the bench's server process tells the bench: it listens at `url`, or it has closed. */
export type ChildMessage = { type: 'ready'; url: string; pid: number } | { type: 'closed' };
