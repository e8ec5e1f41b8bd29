/**
 * The client address the per-address limits count by: the connection's, or behind trusted proxies (`TRUST_PROXY`)
 * the one the nearest proxy saw, so that the several-instances setup behind nginx does not count every player as the
 * proxy.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import WebSocket from 'ws';
import { listenFromEnv } from './env.ts';
import { clientAddress } from './http/client-address.ts';
import { startServer } from './server.ts';
import { ADMIN_TOKEN, tempDir, testDatabaseOption } from '../test/support/server.ts';

test('clientAddress: the connection unless proxies are trusted; then the address the nearest trusted proxy appended', () => {
  assert.equal(clientAddress('10.0.0.5', '203.0.113.7', 0), '10.0.0.5');
  assert.equal(clientAddress('10.0.0.5', '203.0.113.7', 1), '203.0.113.7');
  // what the client wrote itself comes before what the proxy appended
  assert.equal(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.7', 1), '203.0.113.7');
  assert.equal(clientAddress('10.0.0.5', '203.0.113.7, 10.0.0.9', 2), '203.0.113.7');
  // fewer addresses than trusted proxies: the connection's
  assert.equal(clientAddress('10.0.0.5', '203.0.113.7', 2), '10.0.0.5');
  assert.equal(clientAddress('10.0.0.5', undefined, 1), '10.0.0.5');
  assert.equal(clientAddress(undefined, undefined, 0), 'local');
});

test('TRUST_PROXY is a whole number of proxies, named in the error otherwise', () => {
  assert.equal(listenFromEnv({ TRUST_PROXY: '1' }).trustedProxies, 1);
  assert.equal(listenFromEnv({}).trustedProxies, undefined);
  assert.throws(() => listenFromEnv({ TRUST_PROXY: 'yes' }), {
    message: 'TRUST_PROXY must be the number of proxies in front of the server (0: none), not "yes"',
  });
});

/** A server trusting `trustedProxies` proxies, creating at most 2 rooms a minute per address and holding 2 sockets. */
async function withServer(trustedProxies: number, work: (url: string) => Promise<void>): Promise<void> {
  const tmp = tempDir();
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir: tmp.dir,
    ...testDatabaseOption(tmp.dir),
    adminToken: ADMIN_TOKEN,
    log: () => {},
    creationsPerMinute: 2,
    trustedProxies,
    live: { maxPerAddress: 2, trustedProxies },
  });
  try {
    await work(server.url);
  } finally {
    await server.close();
    tmp.remove();
  }
}

const createRoom = (url: string, forwardedFor: string) =>
  fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ mission: 'la-prova' }),
  }).then((r) => r.status);

test('behind one trusted proxy, rooms created count per player address, not per proxy', async () => {
  await withServer(1, async (url) => {
    assert.deepEqual([await createRoom(url, '203.0.113.7'), await createRoom(url, '203.0.113.7'), await createRoom(url, '203.0.113.7')], [201, 201, 429]);
    // another player behind the same proxy has its own count
    assert.equal(await createRoom(url, '203.0.113.8'), 201);
    // a player writing someone else's address first is still counted as the address the proxy appended
    assert.equal(await createRoom(url, '203.0.113.8, 203.0.113.7'), 429);
  });
});

test('without TRUST_PROXY the header is ignored: one connection address, one count', async () => {
  await withServer(0, async (url) => {
    assert.deepEqual([await createRoom(url, '203.0.113.1'), await createRoom(url, '203.0.113.2'), await createRoom(url, '203.0.113.3')], [201, 201, 429]);
  });
});

test('behind one trusted proxy, the live connections per address count per player address', async () => {
  await withServer(1, async (url) => {
    const open = (forwardedFor: string) =>
      new Promise<WebSocket | number>((resolve) => {
        const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`, { headers: { 'x-forwarded-for': forwardedFor } });
        ws.once('open', () => resolve(ws));
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      });
    const held = [await open('203.0.113.7'), await open('203.0.113.7')];
    assert.ok(held.every((x) => x instanceof WebSocket));
    assert.equal(await open('203.0.113.7'), 429);
    const other = await open('203.0.113.8');
    assert.ok(other instanceof WebSocket, 'another player behind the proxy connects');
    for (const ws of [...held, other]) (ws as WebSocket).close();
  });
});
