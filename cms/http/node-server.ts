/**
 * The HTTP server under the app: @hono/node-server's request listener on a Node `http.Server`, plus answers in the
 * API's JSON error shape for the requests the app never sees:
 * - a request Node's parser refuses (`Content-Length: -1`, a malformed header, a bare LF...): 400 `bad_request`
 *   (431 `headers_too_large` for headers over Node's limit, 408 `timeout` for a request that took too long to
 *   arrive, saying whether its headers or its body were late), written on the socket, which is then closed;
 * - a request @hono/node-server cannot turn into a `Request` (a backslash in the path, a bad `Host`), or an
 *   HTTP/1.1 request with no `Host`: 400 `bad_request`.
 * - a connection past the cap of its address: 429 `too_many_connections`, and one whose request is too slow to
 *   arrive: 408 `timeout` (see `connection-limits.ts`).
 * Every one carries the security and CORS headers of the API's answers; the 429 says `Retry-After`.
 * @module
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { answerAndClose, checkingIntervalMs, type ConnectionLimits, DEFAULT_CONNECTION_LIMITS, limitConnections } from './connection-limits.ts';
import type { ErrorBody } from './errors.ts';
import { RAW_ANSWER_HEADERS } from './security.ts';

/** The app's entry point: what `app.fetch` is. */
export type FetchHandler = Parameters<typeof getRequestListener>[0];

/** A JSON error body. */
function errorJson(code: string, message: string): string {
  const body: ErrorBody = { error: { code, message } };
  return JSON.stringify(body);
}

/** Lowercases the first letter of a library's message, to continue a sentence. */
const continued = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The answer to a request that could not become a `Request`: a 400 `bad_request` naming why. Anything else that
 * reaches here escaped the app's own error handler: a logged 500.
 */
function requestRefused(err: unknown): Response {
  if (err instanceof RequestError)
    return new Response(errorJson('bad_request', `the request is refused: ${continued(err.message)}`), { status: 400, headers: RAW_ANSWER_HEADERS });
  console.error('unexpected error under the app:', err);
  return new Response(errorJson('internal', 'internal server error'), { status: 500, headers: RAW_ANSWER_HEADERS });
}

/**
 * What a 408 says: whether the request line and headers were late (none of the request had been parsed yet) or,
 * with them in, the body (`headersIn`), with the time it had.
 */
function lateMessage(headersIn: boolean, limits: ConnectionLimits): string {
  const { headersTimeoutMs, requestTimeoutMs } = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  return headersIn
    ? `the request body took too long to arrive: the whole request must arrive within ${requestTimeoutMs / 1000} s`
    : `the request line and headers took too long to arrive: they must arrive within ${headersTimeoutMs / 1000} s`;
}

/**
 * Node's parser errors, by code: the status and the error code of the answer. `headersIn`: the request's line and
 * headers had arrived (for a timeout, the body was late).
 */
function clientErrorAnswer(err: NodeJS.ErrnoException & { reason?: string }, headersIn: boolean, limits: ConnectionLimits): [number, string, string] {
  if (err.code === 'HPE_HEADER_OVERFLOW') return [431, 'headers_too_large', 'the request headers are larger than the server accepts'];
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'timeout', lateMessage(headersIn, limits)];
  if (err.code === 'HPE_INVALID_EOF_STATE') return [400, 'bad_request', 'the request ended before it was complete'];
  if (err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, 'too_large', 'the chunk extensions of the body are too large'];
  return [400, 'bad_request', `the request is not valid HTTP: ${continued(err.reason ?? err.message)}`];
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
};

/**
 * A whole HTTP/1.1 answer with the JSON error body and the security headers, closing the connection: for a raw
 * socket the app never saw (a request Node refused, a WebSocket upgrade refused).
 */
export function rawErrorAnswer(
  status: keyof typeof REASONS & number,
  code: string,
  message: string,
  extraHeaders: Readonly<Record<string, string>> = {},
): string {
  const body = errorJson(code, message);
  const headers = Object.entries({ ...RAW_ANSWER_HEADERS, ...extraHeaders, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${headers}\r\n${body}`;
}

/**
 * Answers a request Node's parser refused (or one too slow to arrive) with the JSON error body and closes the
 * connection; Node's own answer has no body. A connection already reset, or one whose previous answer is under way, is only closed.
 */
function answerClientError(err: NodeJS.ErrnoException & { reason?: string }, socket: Duplex, headersIn: boolean, limits: ConnectionLimits): void {
  const busy = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (err.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy();
    return;
  }
  const [status, code, message] = clientErrorAnswer(err, headersIn, limits);
  // closed once the answer is out: a client that never closes its own side (a slow-loris) would hold it open
  answerAndClose(socket, rawErrorAnswer(status, code, message));
}

/** How long a connection past the cap of its address is told to wait before it tries again (`Retry-After`), s. */
export const TOO_MANY_CONNECTIONS_RETRY_SECONDS = 5;

/** The answer to a connection past the cap of its address. */
const tooManyConnections = (held: number) =>
  rawErrorAnswer(429, 'too_many_connections', `this address holds ${held} connections to the server, the most it allows: close some and try again`, {
    'Retry-After': String(TOO_MANY_CONNECTIONS_RETRY_SECONDS),
  });

/**
 * An HTTP server for `fetch` (an app's `app.fetch`), not yet listening: call `listen` on it. An HTTP/1.1 request
 * without a `Host` header is a 400 `bad_request` here (Node's own check answers it without a body).
 * @param hostname the host name @hono/node-server assumes for an HTTP/1.0 request without a `Host` header
 * @param limits the cap of connections per address and the timeouts (`connection-limits.ts`); defaults for the rest
 */
export function createHttpServer(fetch: FetchHandler, hostname?: string, limits: ConnectionLimits = {}): Server {
  const listener = getRequestListener(fetch, { ...(hostname ? { hostname } : {}), errorHandler: requestRefused });
  /** The last request whose headers arrived on each connection: while it is not complete, its body is arriving. */
  const lastRequest = new WeakMap<Duplex, IncomingMessage>();
  const server = createServer(
    { requireHostHeader: false, connectionsCheckingInterval: checkingIntervalMs(limits) },
    (req: IncomingMessage, res: ServerResponse) => {
      lastRequest.set(req.socket, req);
      // a connection refused at its opening, whose request arrived before it closed: it has had its answer
      if (!req.socket.writable) return;
      if (req.headers.host === undefined && req.httpVersion === '1.1') {
        const body = errorJson('bad_request', 'the request is refused: an HTTP/1.1 request needs a Host header');
        res.writeHead(400, { ...RAW_ANSWER_HEADERS, 'Content-Length': Buffer.byteLength(body), Connection: 'close' }).end(body);
        return;
      }
      void listener(req, res);
    },
  );
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const last = lastRequest.get(socket);
    answerClientError(err, socket, last !== undefined && !last.complete, limits);
  });
  limitConnections(server, limits, tooManyConnections);
  return server;
}
