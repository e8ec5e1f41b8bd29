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
import type { CampaignService } from '../campaigns/service.ts';
import { act } from './live-act.ts';
import type { LiveContext, LiveSocket, Watch } from './live-socket.ts';
import { watchCampaign, watchRoom } from './live-watch.ts';
import type { RoomRegistry } from './registry.ts';

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

/** The live connection attached to an HTTP server: `close()` drops every socket. */
export interface Live {
  close(): void;
  /** The sockets open now. */
  readonly sockets: number;
  /** The watches held over every socket now (set up or being set up). */
  readonly watches: number;
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
  const ctx: LiveContext = { rooms, campaigns, maxSpectators };
  /** The watches of every open socket (for the gauges). */
  const open = new Set<Map<string, Watch>>();
  const meter = rooms.meter;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== LIVE_PATH) return refuseUpgrade(socket, 404, 'not_found', `no WebSocket at ${path}: the live connection is ${LIVE_PATH}`);
    const forwarded = req.headers['x-forwarded-for'];
    const address = clientAddress(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, options.trustedProxies ?? 0);
    const held = perAddress.get(address) ?? 0;
    if (held >= maxPerAddress)
      return refuseUpgrade(socket, 429, 'too_many_requests', `this address holds ${held} live connections, the most the server allows: one per page is enough`);
    wss.handleUpgrade(req, socket, head, (ws) => {
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      ws.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      serveSocket(ws, socket);
    });
  });

  /** Serves one live socket: `ws` over the upgraded connection `tcp`. */
  function serveSocket(ws: WebSocket, tcp: Duplex): void {
    /** Watch name → the watch; one being set up holds a placeholder that cancels it. */
    const watches = new Map<string, Watch>();
    open.add(watches);
    let alive = true;
    let dropped = false;
    // nothing more is sent once dropped; the 'close' below lets the rooms go
    const drop = () => {
      if (dropped) return;
      dropped = true;
      ws.terminate();
    };
    // The frames sent in one go (an action's update and its answer to the seat that sent it, a page's several boards)
    // leave in one write: the connection is corked at the first and uncorked once the work under way is done (after
    // the promise jobs it queued: the answer follows the update a few jobs later). A write is a system call, and
    // they were a fifth of the server's time.
    let corked = false;
    const uncork = () => {
      corked = false;
      tcp.uncork();
    };
    const sendText = (text: string) => {
      if (dropped || ws.readyState !== ws.OPEN) return;
      // a client that stopped reading: drop it rather than hold its updates without bound
      if (ws.bufferedAmount > maxBuffered) return drop();
      if (!corked) {
        corked = true;
        tcp.cork();
        process.nextTick(uncork);
      }
      ws.send(text);
      meter.sent(text);
    };
    const sendError = (watch: string | null, code: string, message: string) => sendText(JSON.stringify({ type: 'error', watch, code, message }));
    const s: LiveSocket = {
      watches,
      get dropped() {
        return dropped;
      },
      sendText,
      sendError,
    };
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
    /** Lets every room it follows go (at once: a closing handshake may take the client 30 s). */
    const release = () => {
      clearInterval(ping);
      open.delete(watches);
      dropped = true;
      for (const w of watches.values()) w.stop();
      watches.clear();
    };
    ws.on('close', release);
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
        release();
        return ws.close(1008, 'too many messages');
      }
      const badMessage = (what: string) =>
        sendError(
          null,
          'bad_message',
          `${what}: send {"type":"watch","watch","room","token"}, {"type":"watch","watch","room","spectator":true}, {"type":"watch","watch","campaign","token"}, {"type":"unwatch","watch"} or {"type":"act","watch","id","action"}`,
        );
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
      if (message.type === 'act') return void act(s, ctx, message.watch, message.id, message.action, message.seq);
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
      if (message.campaign !== undefined) void watchCampaign(s, ctx, message.watch, message.campaign, message.token!, () => cancelled);
      else void watchRoom(s, ctx, message.watch, message.room!, message.token ?? null, () => cancelled);
    });
  }

  return {
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
    get sockets() {
      return wss.clients.size;
    },
    get watches() {
      let n = 0;
      for (const w of open) n += w.size;
      return n;
    },
  };
}
