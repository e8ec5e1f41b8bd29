/**
 * The live connection of a page: one WebSocket at `/api/live`, shared by every `<quest-board>` on the page and
 * multiplexed by *watch* (one per board: a room and a seat token). A browser allows six HTTP/1.1 connections per
 * server, so one SSE stream per board left a seventh board (or tab) unconnected; one socket per page does not. Seat
 * tokens travel in the messages, never in the URL (so they never land in access logs). docs/protocol.md, "The live
 * connection", is the reference.
 *
 * Messages are JSON text frames. From the client:
 * - `{"type":"watch","watch":"<id>","room":"<room>","token":"<seat token>"}`: follow a room as a seat (`watch` is the
 *   client's name for it, 1–64 characters; watching again under the same name replaces it);
 * - `{"type":"watch","watch":"<id>","room":"<room>","spectator":true}`: follow a room as a spectator, with no token
 *   (anyone who knows the room id may: docs/protocol.md, "Watching"); at most `maxSpectators` per room;
 * - `{"type":"unwatch","watch":"<id>"}`;
 * - `{"type":"act","watch":"<id>","id":"<request>","action":{…},"seq":6}`: play an action as the watch's seat (as
 *   `POST /api/rooms/:id/actions`, `seq` optional, with the same checks and codes), without an HTTP request per action;
 * - `{"type":"watch","watch":"<id>","campaign":"<campaign>","token":"<player token>"}`: follow a campaign as its
 *   player (docs/campaigns.md, "Live updates"); `act` through such a watch plays a campaign action.
 * From the server, for a campaign watch: `{"type":"campaign","watch","campaign","seq","view","legal","events"}`, the
 * player's whole view first (`events: []`), then after every accepted change.
 * From the server:
 * - `{"type":"update","watch":"<id>","update":{seq,view,events,legal}}`: the whole update, sent first after a watch
 *   (the current view with `events: []`);
 * - `{"type":"patch","watch":"<id>","seq","from","view":[…],"legal":[…],"events":[…]}`: one per accepted action, what
 *   changed for the seat from seq `from` (JSON Patches of the view and of `legal`, see `channel.ts`); a client whose
 *   seq is not `from` missed one and watches again for the whole view;
 * - `{"type":"error","watch":"<id>"|null,"code","message"}`: a watch refused (`unauthorized`, `not_found`,
 *   `room_ended`, `too_many_watches`, `too_many_spectators`) or a message that is not one of the above
 *   (`bad_message`); the socket stays open;
 * - `{"type":"acted","watch","id","seq","events"}`: the action of request `id` was played (after the seat's `patch`);
 *   `{"type":"error","watch","id","status","code","message"}`: it was refused, nothing changed;
 * - `{"type":"closed","watch":"<id>"}`: the room stopped streaming (archived, or the server is closing): watch again
 *   to learn why, or to resume.
 *
 * Limits: a socket whose unsent data passes `maxBufferedBytes` (a client that stopped reading) is dropped, and with
 * it what it held (the client resyncs when it comes back); `maxWatches` watches per socket, `maxPerAddress` sockets
 * per address (more are answered 429 at the upgrade). A ping every `pingMs`: a socket that has not answered the last
 * one is dropped.
 * @module
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { clientAddress } from '../http/client-address.ts';
import { answerAndClose } from '../http/connection-limits.ts';
import { rawErrorAnswer } from '../http/node-server.ts';
import { Action, type SeatId, SPECTATOR } from '../../engine/index.ts';
import { ApiError, apiErrorOf } from '../http/errors.ts';
import { actionOf, playAction } from './acting.ts';
import { actOnCampaign } from '../campaigns/live.ts';
import type { CampaignService } from '../campaigns/service.ts';
import { MAX_STREAMS_PER_SEAT, type RoomAuthority } from './authority.ts';
import type { RoomRegistry } from './registry.ts';
import { roomEndedError } from './retention.ts';

/** The path of the live connection. */
export const LIVE_PATH = '/api/live';

/** The limits of {@link attachLive} (see the module). */
export interface LiveOptions {
  /** Unsent bytes past which a socket is dropped (default 1 MiB: about 120 full updates of a big mission). */
  maxBufferedBytes?: number;
  /** Watches one socket may hold (default 64). */
  maxWatches?: number;
  /** Sockets one address may hold (default 256: a club behind one address, each player with a page or two). */
  maxPerAddress?: number;
  /** Ping interval, ms (default 30 s). */
  pingMs?: number;
  /**
   * Messages one socket may send in a second (default 500: a page sends a few a second; a bench of one room in a few
   * hundred): past it the socket is told `too_many_messages` and closed, so one flooding client cannot hold the event
   * loop every room shares.
   */
  maxMessagesPerSecond?: number;
  /** Spectators one room may have watching at once, over every socket (default 100). */
  maxSpectators?: number;
  /** How many proxies in front of the server are trusted to say the client's address (`X-Forwarded-For`; default 0). */
  trustedProxies?: number;
}

const WatchId = z.string().min(1).max(64);
const Seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
/** The messages a page sends (exported for the protocol doc's test). */
export const ClientMessage = z.discriminatedUnion('type', [
  // a seat's token, or `spectator: true` for a watch with no seat (one of the two: checked on receipt)
  z.strictObject({
    type: z.literal('watch'),
    watch: WatchId,
    room: z.string().min(1).max(64).optional(),
    campaign: z.string().min(1).max(64).optional(),
    token: z.string().min(1).max(256).optional(),
    spectator: z.literal(true).optional(),
  }),
  z.strictObject({ type: z.literal('unwatch'), watch: WatchId }),
  // the action and its seq are checked apart, so a bad one is answered under its request's id
  z.strictObject({ type: z.literal('act'), watch: WatchId, id: z.string().min(1).max(64), action: z.unknown(), seq: z.unknown().optional() }),
]);

/**
 * A watch: what ends it, and once it is set up, the room and seat it follows (what its `act` messages play as), or
 * the campaign and the player's token.
 */
interface Watch {
  stop: () => void;
  seat?: { room: RoomAuthority; seat: SeatId; token: string | null };
  campaign?: { id: string; token: string };
}

/** The live connection attached to an HTTP server: `close()` drops every socket. */
export interface Live {
  close(): void;
}

/**
 * Refuses an upgrade with the API's JSON error answer, written on the raw socket. Node leaves an upgraded socket with
 * no error listener: a client that resets the connection meanwhile would make the write's error uncaught and end the
 * process, so the socket gets one that only lets it go; and it is closed once the answer is out, whether or not the
 * client closes its own side.
 */
function refuseUpgrade(socket: Duplex, ...answer: Parameters<typeof rawErrorAnswer>): void {
  answerAndClose(socket, rawErrorAnswer(...answer));
}

/** Serves {@link LIVE_PATH} on `server` for the rooms of `rooms` (see the module). */
export function attachLive(server: Server, rooms: RoomRegistry, options: LiveOptions = {}, campaigns?: CampaignService): Live {
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const maxWatches = options.maxWatches ?? 64;
  const maxPerAddress = options.maxPerAddress ?? 256;
  const maxRate = options.maxMessagesPerSecond ?? 500;
  const maxSpectators = options.maxSpectators ?? 100;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const perAddress = new Map<string, number>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== LIVE_PATH) return refuseUpgrade(socket, 404, 'not_found', `no WebSocket at ${path}: the live connection is ${LIVE_PATH}`);
    const forwarded = req.headers['x-forwarded-for'];
    const address = clientAddress(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, options.trustedProxies ?? 0);
    const held = perAddress.get(address) ?? 0;
    if (held >= maxPerAddress) return refuseUpgrade(socket, 429, 'too_many_requests', `this address holds ${held} live connections, the most the server allows: one per page is enough`);
    wss.handleUpgrade(req, socket, head, (ws) => {
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      ws.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      serveSocket(ws);
    });
  });

  function serveSocket(ws: WebSocket): void {
    /** Watch name → the watch; one being set up holds a placeholder that cancels it. */
    const watches = new Map<string, Watch>();
    let alive = true;
    let dropped = false;
    // nothing more is sent once dropped; the 'close' below lets the rooms go
    const drop = () => {
      if (dropped) return;
      dropped = true;
      ws.terminate();
    };
    const sendText = (text: string) => {
      if (dropped || ws.readyState !== ws.OPEN) return;
      // a client that stopped reading: drop it rather than hold its updates without bound
      if (ws.bufferedAmount > maxBuffered) return drop();
      ws.send(text);
    };
    const sendError = (watch: string | null, code: string, message: string) => sendText(JSON.stringify({ type: 'error', watch, code, message }));
    const end = (watch: string) => {
      watches.get(watch)?.stop();
      watches.delete(watch);
    };

    ws.on('pong', () => (alive = true));
    const ping = setInterval(() => {
      if (!alive) return drop();
      alive = false;
      ws.ping();
    }, options.pingMs ?? 30_000);
    ws.on('close', () => {
      clearInterval(ping);
      dropped = true;
      for (const w of watches.values()) w.stop();
      watches.clear();
    });
    ws.on('error', () => drop());

    let windowStart = 0;
    let inWindow = 0;
    ws.on('message', (data, isBinary) => {
      if (dropped) return;
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (++inWindow > maxRate) {
        sendError(null, 'too_many_messages', `more than ${maxRate} messages in a second: the connection is closed (a page sends a few a second)`);
        dropped = true;
        return ws.close(1008, 'too many messages');
      }
      const badMessage = (what: string) =>
        sendError(null, 'bad_message', `${what}: send {"type":"watch","watch","room","token"}, {"type":"watch","watch","room","spectator":true}, {"type":"watch","watch","campaign","token"}, {"type":"unwatch","watch"} or {"type":"act","watch","id","action"}`);
      if (isBinary) return badMessage('a binary frame: the live connection reads JSON text frames');
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString());
      } catch (err) {
        return badMessage(`not JSON (${err instanceof Error ? err.message : String(err)})`);
      }
      const parsed = ClientMessage.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return badMessage(`not a message of the live connection${issue ? ` (${issue.path.join('.') || 'message'}: ${issue.message})` : ''}`);
      }
      const message = parsed.data;
      if (message.type === 'act') return void act(message.watch, message.id, message.action, message.seq);
      if (message.type === 'watch' && (message.room === undefined) === (message.campaign === undefined)) {
        return badMessage('a watch names either a "room" or a "campaign"');
      }
      if (message.type === 'watch' && message.campaign !== undefined && (message.token === undefined || message.spectator !== undefined)) {
        return badMessage('a campaign is watched with its player\'s "token" (no spectators)');
      }
      if (message.type === 'watch' && (message.token === undefined) === (message.spectator === undefined)) {
        return badMessage('a watch carries either a seat\'s "token" or "spectator": true');
      }
      end(message.watch);
      if (message.type === 'unwatch') return;
      if (watches.size >= maxWatches) return sendError(message.watch, 'too_many_watches', `one connection follows at most ${maxWatches} boards`);
      // held while the room loads, so an unwatch (or a second watch of the same name) meanwhile cancels it
      let cancelled = false;
      watches.set(message.watch, { stop: () => (cancelled = true) });
      if (message.campaign !== undefined) void watchCampaign(message.watch, message.campaign, message.token!, () => cancelled);
      else void watch(message.watch, message.room!, message.token ?? null, () => cancelled);
    });

    /** Follows `roomId` as the seat of `token`, or as a spectator when `token` is null. */
    async function watch(id: string, roomId: string, token: string | null, cancelled: () => boolean): Promise<void> {
      const gone = async () => {
        watches.delete(id);
        const ended = await rooms.archived(roomId).catch(() => undefined);
        if (ended) return sendError(id, 'room_ended', roomEndedError(ended).message);
        return sendError(id, 'not_found', `no room "${roomId}"`);
      };
      // the room, caught up, and the seat of the token; with the database away (a moment, usually) the watch is
      // refused with database_unavailable, not taken for a room that does not exist: the page asks again
      let room: RoomAuthority | undefined;
      let seat: SeatId | undefined;
      try {
        room = await rooms.get(roomId);
        if (cancelled() || dropped) return;
        if (!room) return gone();
        // another instance may have moved the room on a moment ago (the first view is the latest), or archived it
        if (!(await room.ensureCurrent())) {
          await rooms.recheck(roomId);
          return gone();
        }
        seat = token === null ? SPECTATOR : await room.findSeat(token);
      } catch (err) {
        if (cancelled() || dropped) return;
        // the database away (a shared room's seat read throws databaseUnavailable) is said as such, never not_found
        const error = apiErrorOf(err);
        if (!error) {
          console.error('quest-board: a watch could not be opened:', err);
          return gone();
        }
        watches.delete(id);
        return sendError(id, error.code, error.message);
      }
      if (cancelled() || dropped) return;
      if (!seat) {
        watches.delete(id);
        return sendError(id, 'unauthorized', `the token is not a seat of room "${roomId}"`);
      }
      // counted and subscribed in the same tick: two spectators arriving together cannot both take the last place
      if (seat === SPECTATOR && room.streamsOf(SPECTATOR) >= maxSpectators) {
        watches.delete(id);
        return sendError(id, 'too_many_spectators', `room "${roomId}" has ${maxSpectators} spectators watching, the most it allows: try again later, or take a free seat`);
      }
      if (seat !== SPECTATOR && room.streamsOf(seat) >= MAX_STREAMS_PER_SEAT) {
        watches.delete(id);
        return sendError(id, 'too_many_streams', `seat ${seat} of room "${roomId}" is followed ${MAX_STREAMS_PER_SEAT} times already, the most one seat may be: close a page or a tab`);
      }
      const named = JSON.stringify(id);
      const whole = `{"type":"update","watch":${named},"update":`;
      const patch = `{"type":"patch","watch":${named},`;
      // a room that ends its streams at once (archived meanwhile) calls close before subscribe returns
      let stop: () => void = () => undefined;
      stop = room.subscribe({
        seat,
        // the first frame (and only it) has no delta: the whole view; then what changed, the delta's fields inlined
        send: (frame) => {
          const delta = frame.delta();
          sendText(delta === null ? whole + frame.full() + '}' : patch + delta.slice(1));
        },
        // the room ends its streams (archived, or the server closing): the room has already let this one go
        close: () => {
          if (watches.get(id)?.stop === stop) watches.delete(id);
          sendText(JSON.stringify({ type: 'closed', watch: id }));
        },
      });
      if (!dropped && !cancelled()) watches.set(id, { stop, seat: { room, seat, token } });
      else stop();
    }

    /** Follows campaign `campaignId` as the player of `token` (docs/campaigns.md, "Live updates"). */
    async function watchCampaign(id: string, campaignId: string, token: string, cancelled: () => boolean): Promise<void> {
      if (!campaigns) {
        watches.delete(id);
        return sendError(id, 'not_found', `no campaign "${campaignId}"`);
      }
      const named = JSON.stringify(id);
      let stop: () => void;
      try {
        stop = await campaigns.follow(campaignId, token, {
          send: (update) => sendText(`{"type":"campaign","watch":${named},${JSON.stringify(update).slice(1)}`),
          close: () => {
            watches.delete(id);
            sendText(JSON.stringify({ type: 'closed', watch: id }));
          },
        });
      } catch (err) {
        watches.delete(id);
        const error = apiErrorOf(err);
        if (error) return sendError(id, error.code, error.message);
        console.error('quest-board: a campaign watch failed:', err);
        return sendError(id, 'internal', 'the server failed to follow the campaign');
      }
      if (!dropped && !cancelled()) watches.set(id, { stop, campaign: { id: campaignId, token } });
      else stop();
    }

    /**
     * Plays `action` as the seat of watch `watch` (with `seen`, only if the room is still at that seq), answering
     * under `id`: `acted` with the new seq and events, or an `error` naming the refusal. The seat's own `patch` comes
     * first, as for every follower.
     */
    async function act(watch: string, id: string, raw: unknown, rawSeen: unknown): Promise<void> {
      const refuse = (err: ApiError) => sendText(JSON.stringify({ type: 'error', watch, id, status: err.status, code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) }));
      const followed = watches.get(watch)?.campaign;
      if (followed && campaigns) return actOnCampaign(campaigns, followed, raw, rawSeen, (seq, events) => sendText(JSON.stringify({ type: 'acted', watch, id, seq, events })), refuse);
      const w = watches.get(watch)?.seat;
      if (!w) return refuse(new ApiError(404, 'not_found', `no watch "${watch}" on this connection: watch the room first, then act through it`));
      const parsed = Action.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: ['action', ...i.path].join('.'), message: i.message }));
        return refuse(new ApiError(400, 'invalid_body', `not an action: ${issues[0]?.path}: ${issues[0]?.message}`, issues));
      }
      const seq = Seq.safeParse(rawSeen);
      if (!seq.success) return refuse(new ApiError(400, 'invalid_body', `"seq" is the seq of the view the action was chosen on, a whole number from 0: ${seq.error.issues[0]?.message}`, [{ path: 'seq', message: seq.error.issues[0]?.message ?? 'invalid' }]));
      const seen = seq.data;
      try {
        const { action } = actionOf(parsed.data);
        const result = await playAction(w.room, w.seat, action, seen, w.token ?? undefined);
        sendText(JSON.stringify({ type: 'acted', watch, id, seq: result.seq, events: result.events }));
      } catch (err) {
        // a refusal, or the database away (or full, read-only): said as over HTTP, the socket stays open and the action
        // may be sent again
        const error = apiErrorOf(err);
        if (error) return refuse(error);
        console.error('quest-board: an action over the live connection failed:', err);
        refuse(new ApiError(500, 'internal', 'the server failed to play the action'));
      }
    }
  }

  return {
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
