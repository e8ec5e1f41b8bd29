/**
 * The HTTP server's limits on connections, so that one address holding many of them open (a slow-loris: a header
 * line every few seconds, or nothing at all) cannot take every file descriptor of the process:
 * - a cap on the open connections of one address on this instance ({@link ConnectionLimits.maxPerAddress}): a
 *   connection past it is answered at once with a 429 `too_many_connections` and closed (a client whose request
 *   arrives later may see the connection reset instead), or, while {@link REFUSING_MAX} of its refusals are under
 *   way, closed without an answer: one address holds at most the cap plus those;
 * - Node's timeouts, shortened: the request line and headers must arrive within
 *   {@link ConnectionLimits.headersTimeoutMs}, the whole request within {@link ConnectionLimits.requestTimeoutMs}
 *   (a 408 `timeout`, then the connection is closed), and a kept-alive connection idle for
 *   {@link ConnectionLimits.keepAliveTimeoutMs} is closed.
 * The address is the connection's own (`TRUST_PROXY` does not apply: behind a proxy every connection comes from the
 * proxy, which should cap its clients itself). A WebSocket leaves the count when it is upgraded: the live
 * connection's own cap per address counts it then (a server with no upgrade listener of its own closes an upgrade).
 * @module
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** The limits of {@link limitConnections}; each left out takes its default. */
export interface ConnectionLimits {
  /**
   * Open HTTP connections one address may hold on this instance (default {@link DEFAULT_CONNECTION_LIMITS}: 256, a
   * club behind one address with a page or two each; 0: no limit).
   */
  maxPerAddress?: number;
  /** How long the request line and the headers may take to arrive, ms (default 10 s; 0: no limit). */
  headersTimeoutMs?: number;
  /** How long a whole request, body included, may take to arrive, ms (default 60 s: 5 MB on a slow line; 0: no limit). */
  requestTimeoutMs?: number;
  /** How long a kept-alive connection may wait idle for its next request, ms (default 5 s). */
  keepAliveTimeoutMs?: number;
}

/** The defaults of {@link ConnectionLimits}. */
export const DEFAULT_CONNECTION_LIMITS: Readonly<Required<ConnectionLimits>> = {
  maxPerAddress: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
};

/**
 * How often Node looks for requests past their timeouts, ms: at most 1 s (its default, 30 s, let a slow-loris hold a
 * connection up to 30 s past the headers' timeout), and often enough for a timeout shorter than that.
 */
export function checkingIntervalMs(limits: ConnectionLimits): number {
  const { headersTimeoutMs, requestTimeoutMs } = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  const shortest = Math.min(...[headersTimeoutMs, requestTimeoutMs].filter((ms) => ms > 0), 4_000);
  return Math.max(50, Math.floor(shortest / 4));
}

/**
 * How long a connection answered with an error stays open after its answer went out, ms, before it is closed: long
 * enough to read what the client had already sent (closing a socket with unread data resets the connection, which
 * may drop the answer on the way), short enough that refused connections do not pile up.
 */
export const LINGER_MS = 100;

/**
 * Refusals of one address under way at once (each open for {@link LINGER_MS} after its answer): past them, a
 * connection of that address over the cap is closed at once, without an answer.
 */
export const REFUSING_MAX = 32;

/**
 * Writes `answer` (a whole HTTP answer saying `Connection: close`) on `socket` and closes the connection
 * {@link LINGER_MS} after it went out, whether or not the client closes its own side (a slow-loris never does). A
 * reset meanwhile only closes it.
 */
export function answerAndClose(socket: Duplex, answer: string): void {
  socket.on('error', () => socket.destroy());
  socket.end(answer, () => setTimeout(() => socket.destroy(), LINGER_MS).unref());
}

/**
 * Applies `limits` to `server` (created with {@link checkingIntervalMs} as its `connectionsCheckingInterval`): sets
 * its timeouts and counts its connections per address; a connection past the cap gets `refusal(held)` (a whole
 * HTTP answer) and is closed.
 * @throws Error when `headersTimeoutMs` is longer than `requestTimeoutMs` (Node refuses it).
 */
export function limitConnections(server: Server, limits: ConnectionLimits, refusal: (held: number) => string): void {
  const { maxPerAddress, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  if (requestTimeoutMs > 0 && (headersTimeoutMs === 0 || headersTimeoutMs > requestTimeoutMs)) {
    throw new Error(`the headers' timeout (${headersTimeoutMs} ms) must be set and no longer than the request's (${requestTimeoutMs} ms)`);
  }
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  if (maxPerAddress === 0) return;

  /** Connections served per address; connections refused per address, open until their answer went out. */
  const perAddress = new Map<string, number>();
  const refusing = new Map<string, number>();
  const add = (counts: Map<string, number>, address: string, step: 1 | -1) => {
    const count = (counts.get(address) ?? 0) + step;
    if (count > 0) counts.set(address, count);
    else counts.delete(address);
  };
  /** The address each served socket is counted under, until it closes or is upgraded. */
  const counted = new WeakMap<Socket, string>();
  const release = (socket: Socket) => {
    const address = counted.get(socket);
    if (address === undefined) return;
    counted.delete(socket);
    add(perAddress, address, -1);
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const held = perAddress.get(address) ?? 0;
    if (held < maxPerAddress) {
      add(perAddress, address, 1);
      counted.set(socket, address);
      socket.once('close', () => release(socket));
      return;
    }
    // a flood: past the refusals under way, closed at once without an answer, so that they cannot pile up either
    if ((refusing.get(address) ?? 0) >= REFUSING_MAX) return void socket.destroy();
    add(refusing, address, 1);
    socket.once('close', () => add(refusing, address, -1));
    answerAndClose(socket, refusal(held));
  });
  server.prependListener('upgrade', (req: IncomingMessage) => {
    release(req.socket);
    // Node hands an upgrade to its listeners, this one included: with no other, nobody would answer or close it
    if (server.listenerCount('upgrade') === 1) req.socket.destroy();
  });
}
