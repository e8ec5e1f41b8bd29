/**
 * The HTTP server's limits on connections (cms/http/connection-limits.ts): the cap per address, what a connection
 * past it is told, that a WebSocket leaves the count, and the environment variables that set them. The slow-loris
 * itself (3,000 connections against the cap of 256): test/slow-loris.test.ts.
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import WebSocket from 'ws';
import { connectionsFromEnv } from './env.ts';
import { type RunningServer, startServer } from './server.ts';
import { ADMIN_TOKEN, tempDir, testDatabaseOption } from '../test/support/server.ts';

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';

/**
 * A connection from `from` that sends `request` and collects what it is told; with `allowHalfOpen` it keeps its own
 * side open when the server ends its side (only the server can close the connection then).
 */
class Connection {
  readonly socket: Socket;
  text = '';
  readonly closed: Promise<void>;

  constructor(port: number, from: string, request: string, allowHalfOpen = false) {
    this.socket = connect({ port, host: '127.0.0.1', localAddress: from, allowHalfOpen });
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => (this.text += chunk));
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
    this.socket.write(request);
  }

  /** Resolves once the answer holds `part` (within 5 s). */
  async told(part: string): Promise<string> {
    for (let i = 0; i < 250 && !this.text.includes(part); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(this.text.includes(part), `told "${part}", not: ${this.text}`);
    return this.text;
  }
}

/** Runs `work` against a server whose connections have the limits `connections`, on a fresh data folder. */
async function withServer(
  connections: NonNullable<Parameters<typeof startServer>[0]['connections']>,
  work: (server: RunningServer) => Promise<void>,
): Promise<void> {
  const tmp = tempDir();
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir: tmp.dir,
    ...testDatabaseOption(tmp.dir),
    adminToken: ADMIN_TOKEN,
    log: () => {},
    creationsPerMinute: 0,
    connections,
  });
  try {
    await work(server);
  } finally {
    await server.close();
    tmp.remove();
  }
}

describe('the cap of connections per address', () => {
  test('past 3 kept-alive connections, the 4th from that address is a 429 too_many_connections and closed; another address is served; a closed one frees its place', async () => {
    await withServer({ maxPerAddress: 3, keepAliveTimeoutMs: 30_000 }, async (server) => {
      const held = [0, 1, 2].map(() => new Connection(server.port, '127.0.0.1', HEALTH));
      // each was served (and so counted), and stays open
      for (const c of held) await c.told('{"ok":true}');
      const fourth = new Connection(server.port, '127.0.0.1', HEALTH);
      await fourth.closed;
      const [head, body] = fourth.text.split('\r\n\r\n');
      assert.match(head!, /^HTTP\/1\.1 429 Too Many Requests\r\nContent-Type: application\/json\r\n[^]*\r\nConnection: close$/);
      // an embedding page on another site reads the code, and when to try again
      assert.match(head!, /\r\nAccess-Control-Allow-Origin: \*\r\n/);
      assert.match(head!, /\r\nAccess-Control-Expose-Headers: Retry-After\r\n/);
      assert.match(head!, /\r\nRetry-After: 5\r\n/);
      assert.deepEqual(JSON.parse(body!), {
        error: { code: 'too_many_connections', message: 'this address holds 3 connections to the server, the most it allows: close some and try again' },
      });
      const other = new Connection(server.port, '127.0.0.2', HEALTH);
      assert.match(await other.told('{"ok":true}'), /^HTTP\/1\.1 200 OK\r\n/);
      held[0]!.socket.destroy();
      // the server counts it out once it sees the connection close
      let again = '';
      for (let i = 0; i < 50 && !again.startsWith('HTTP/1.1 200 '); i++) {
        const next = new Connection(server.port, '127.0.0.1', 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        await next.closed;
        again = next.text;
      }
      assert.match(again, /^HTTP\/1\.1 200 OK\r\n/);
      for (const c of [...held, other]) c.socket.destroy();
    });
  });

  test('a WebSocket leaves the count once upgraded: with a cap of 2, two live sockets and an HTTP request from one address', async () => {
    await withServer({ maxPerAddress: 2 }, async (server) => {
      const sockets = [0, 1].map(() => new WebSocket(`ws://127.0.0.1:${server.port}/api/live`));
      await Promise.all(sockets.map((ws) => new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))));
      const res = await fetch(`${server.url}/api/health`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { ok: true });
      for (const ws of sockets) ws.close();
    });
  });

  test('0 is no cap: 20 open connections of one address with a cap of 0', async () => {
    await withServer({ maxPerAddress: 0, keepAliveTimeoutMs: 30_000 }, async (server) => {
      const held = Array.from({ length: 20 }, () => new Connection(server.port, '127.0.0.1', HEALTH));
      for (const c of held) await c.told('{"ok":true}');
      for (const c of held) c.socket.destroy();
    });
  });

  test('a request whose headers do not arrive within the timeout (part of them, or nothing at all) is a 408 timeout, and the connection is closed though the client keeps its side open', async () => {
    await withServer({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 }, async (server) => {
      await Promise.all(
        ['GET /api/health HTTP/1.1\r\nHost: x\r\n', ''].map(async (request) => {
          const started = performance.now();
          const slow = new Connection(server.port, '127.0.0.1', request, true);
          await new Promise((resolve) => slow.socket.once('end', resolve));
          const answered = performance.now() - started;
          assert.ok(answered >= 900 && answered < 6_000, `answered after ${Math.round(answered)} ms`);
          // the server closed the connection, not only its side: what the client sends now is refused (a reset)
          for (let i = 0; i < 25 && !slow.socket.destroyed; i++) {
            await new Promise((r) => setTimeout(r, 200));
            slow.socket.write('X-Late: a\r\n');
          }
          assert.ok(slow.socket.destroyed, 'the server closed the connection');
          assert.match(slow.text, /\r\nAccess-Control-Allow-Origin: \*\r\n/);
          assert.match(
            slow.text,
            /^HTTP\/1\.1 408 Request Timeout\r\n[^]*\r\nConnection: close\r\n\r\n\{"error":\{"code":"timeout","message":"the request line and headers took too long to arrive: they must arrive within 1 s"\}\}$/,
          );
        }),
      );
    });
  });
  test("a request whose body does not arrive within the whole request's timeout is a 408 saying the body was late", async () => {
    await withServer({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 }, async (server) => {
      const started = performance.now();
      const slow = new Connection(
        server.port,
        '127.0.0.1',
        'POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"mission',
        true,
      );
      await new Promise((resolve) => slow.socket.once('end', resolve));
      const answered = performance.now() - started;
      assert.ok(answered >= 1_900 && answered < 10_000, `answered after ${Math.round(answered)} ms`);
      const [head, body] = slow.text.split('\r\n\r\n');
      assert.match(head!, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.deepEqual(JSON.parse(body!), {
        error: { code: 'timeout', message: 'the request body took too long to arrive: the whole request must arrive within 2 s' },
      });
      slow.socket.destroy();
    });
  });
});

describe('the environment variables of the connections', () => {
  test('MAX_CONNECTIONS_PER_ADDRESS, HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS, KEEP_ALIVE_TIMEOUT_SECONDS', () => {
    assert.deepEqual(connectionsFromEnv({}), { maxPerAddress: 256 });
    assert.deepEqual(
      connectionsFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: '40', HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '30', KEEP_ALIVE_TIMEOUT_SECONDS: '2' }),
      {
        maxPerAddress: 40,
        headersTimeoutMs: 5_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 2_000,
      },
    );
    assert.deepEqual(connectionsFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' }), { maxPerAddress: 0 });
  });

  test('behind a trusted proxy every connection comes from the proxy: no cap unless MAX_CONNECTIONS_PER_ADDRESS sets one', () => {
    assert.deepEqual(connectionsFromEnv({}, 1), { maxPerAddress: 0 });
    assert.deepEqual(connectionsFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: '2000' }, 1), { maxPerAddress: 2000 });
  });

  test('a bad value is named with what it must be', () => {
    assert.throws(() => connectionsFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: 'many' }), {
      message: 'MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no limit), not "many"',
    });
    assert.throws(() => connectionsFromEnv({ HEADERS_TIMEOUT_SECONDS: '0' }), {
      message: 'HEADERS_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400 (a day), not "0"',
    });
    assert.throws(() => connectionsFromEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: '2.5' }), {
      message: 'KEEP_ALIVE_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400 (a day), not "2.5"',
    });
    // past Node's timers (which warn TimeoutOverflowWarning) and past any use: the bound is named
    assert.throws(() => connectionsFromEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: '99999999' }), {
      message: 'KEEP_ALIVE_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400 (a day), not "99999999"',
    });
    assert.throws(() => connectionsFromEnv({ REQUEST_TIMEOUT_SECONDS: '99999999999' }), {
      message: 'REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400 (a day), not "99999999999"',
    });
    assert.deepEqual(connectionsFromEnv({ HEADERS_TIMEOUT_SECONDS: '86400', REQUEST_TIMEOUT_SECONDS: '86400', KEEP_ALIVE_TIMEOUT_SECONDS: '86400' }), {
      maxPerAddress: 256,
      headersTimeoutMs: 86_400_000,
      requestTimeoutMs: 86_400_000,
      keepAliveTimeoutMs: 86_400_000,
    });
    assert.throws(() => connectionsFromEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: '86401' }), {
      message: 'KEEP_ALIVE_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400 (a day), not "86401"',
    });
    assert.throws(() => connectionsFromEnv({ HEADERS_TIMEOUT_SECONDS: '90' }), {
      message: 'REQUEST_TIMEOUT_SECONDS (60) must be at least HEADERS_TIMEOUT_SECONDS (90): the headers are part of the request',
    });
  });
});
