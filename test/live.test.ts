/**
 * The live connection (`/api/live`, docs/protocol.md "The live connection"): one WebSocket carries every board of a
 * page, tokens travel in messages and never in the URL, refusals name what is wrong, and a client that stops
 * reading is dropped before it holds the server's memory. A real server on loopback, real sockets.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { test } from 'node:test';
import WebSocket from 'ws';
import type { Action } from '../engine/index.ts';
import { act, call, getView, overHttp, setUpRoom, type Requester } from './support/http.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, serverForFile, withLiveServer } from './support/server.ts';

const live = serverForFile();
const LIVE = '/api/live';

test('one socket follows two rooms as two seats: each watch gets its own first view and only its room’s updates', async () => {
  const url = live().url;
  const req = overHttp(url);
  const a = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'live-a');
  const b = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['nano'], 'live-b');
  const page = await Page.open(url);
  page.send({ type: 'watch', watch: 'first', room: a.room, token: a.master.token });
  page.send({ type: 'watch', watch: 'second', room: b.room, token: b.heroes[0]!.token });
  const [first, second] = await Promise.all([page.update('first', 0), page.update('second', 0)]);
  assert.equal(first.view.seat, 'master');
  assert.equal(second.view.seat, 'h1');
  assert.deepEqual(first.events, []);
  // an action in room a reaches the first watch only
  const { seq } = await act(req, a.room, a.master.token, { type: 'start' });
  const started = await page.update('first', seq);
  assert.equal(started.view.phase, 'playing');
  assert.ok(started.events.length > 0);
  assert.ok(!page.updates.get('second')!.some((u) => u.seq > second.seq), 'room b did not move');
  // unwatching stops its updates; the other watch goes on
  page.send({ type: 'unwatch', watch: 'first' });
  const bStart = await act(req, b.room, b.master.token, { type: 'start' });
  await page.update('second', bStart.seq);
  const beforeUnwatched = page.messages.length;
  await act(req, a.room, a.heroes[0]!.token, { type: 'roll' });
  const bRoll = await act(req, b.room, b.heroes[0]!.token, { type: 'roll' });
  await page.update('second', bRoll.seq);
  assert.ok(!page.messages.slice(beforeUnwatched).some((m) => m.watch === 'first'), 'nothing more for an unwatched board');
  page.close();
});

test('refusals name what is wrong and leave the socket open: a wrong token, an unknown room, a message that is not one', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, master } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'live-refusals');
  const page = await Page.open(url);
  page.send({ type: 'watch', watch: 'w1', room, token: 'not-a-token' });
  const wrong = await page.next((m) => m.type === 'error' && m.watch === 'w1', 'the refusal');
  assert.deepEqual(
    [wrong.type === 'error' && wrong.code, wrong.type === 'error' && wrong.message],
    ['unauthorized', `the token is not a seat of room "${room}"`],
  );
  page.send({ type: 'watch', watch: 'w2', room: 'no-such-room', token: master.token });
  const missing = await page.next((m) => m.type === 'error' && m.watch === 'w2', 'the refusal');
  assert.equal(missing.type === 'error' && missing.code, 'not_found');
  page.send('{not json');
  page.send({ type: 'watch', watch: 'w3', room, token: master.token, extra: 1 });
  page.send({ type: 'look', watch: 'w4' });
  await page.next((m) => m.type === 'error' && m.watch === null && m.message.includes('extra'), 'the unknown field named');
  const bad = page.messages.filter((m) => m.type === 'error' && m.watch === null);
  assert.equal(bad.length, 3);
  assert.ok(bad.every((m) => m.type === 'error' && m.code === 'bad_message'));
  // still open: a good watch works
  page.send({ type: 'watch', watch: 'w5', room, token: master.token });
  assert.equal((await page.update('w5', 0)).view.seat, 'master');
  page.close();
});

test('a frame that is not JSON text is refused saying so: binary, not JSON, or JSON that is not an object', async () => {
  const page = await Page.open(live().url);
  page.ws.send(Buffer.from(JSON.stringify({ type: 'unwatch', watch: 'w1' })), { binary: true });
  page.send('{"type":"unwatch",');
  page.send('[]');
  const bad = async (n: number) => {
    await page.next(() => page.messages.length >= n, `${n} refusals`);
    return page.messages.map((m) => (m.type === 'error' ? [m.watch, m.code, m.message.split(': send')[0]] : m.type));
  };
  const [binary, notJson, notObject] = await bad(3);
  assert.deepEqual(binary, [null, 'bad_message', 'a binary frame: the live connection reads JSON text frames']);
  // the parser's own words say where the text stops being JSON (they vary with the Node version)
  assert.deepEqual(notJson?.slice(0, 2), [null, 'bad_message']);
  assert.match(String(notJson?.[2]), /^not JSON \(.*JSON.*\)$/);
  assert.deepEqual(notObject, [null, 'bad_message', 'not a message of the live connection (message: Invalid input: expected object, received array)']);
  page.close();
});

test('a WebSocket anywhere else than /api/live is refused with the JSON error body', async () => {
  const url = live().url.replace(/^http/, 'ws');
  const ws = new WebSocket(`${url}/api/rooms/x/stream`);
  const status = await new Promise<number>((resolve) =>
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)).on('error', () => resolve(-1)),
  );
  assert.equal(status, 404);
});

/** A WebSocket client frame (masked) carrying `text`. */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const head = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const body = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i++) body[i] = payload[i]! ^ mask[i % 4]!;
  return Buffer.concat([head, mask, body]);
}

/** Opens a raw live connection that sends `messages` and then never reads again. */
function stalledPage(url: string, messages: unknown[]): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({
      hostname,
      port,
      path: '/api/live',
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': randomBytes(16).toString('base64') },
    });
    req.on('upgrade', (_res, socket) => {
      for (const m of messages) socket.write(clientFrame(JSON.stringify(m)));
      socket.pause();
      resolve(socket);
    });
    req.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

/** The heap after a full collection, in bytes. */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Ends turns in a room of heroes who never move, so it never ends: `n` actions, each an update for every watcher. */
async function endTurns(req: Requester, room: string, tokens: Record<string, string>, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const view = await call(req, 'GET', `/api/rooms/${room}/view`, { token: tokens['master'] });
    const seat: string = view.body.view.phase === 'lobby' ? 'master' : view.body.view.turn.seat;
    const action: Action = view.body.view.phase === 'lobby' ? { type: 'start' } : { type: 'end_turn' };
    await act(req, room, tokens[seat]!, action);
  }
}

test('sockets per address are capped: past the limit, 429 with the JSON error body', () =>
  withLiveServer({ maxPerAddress: 3 }, async (url) => {
    const pages = await Promise.all([1, 2, 3].map(() => Page.open(url)));
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
    const refused = await new Promise<{ status: number; body: string }>((resolve) =>
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }),
    );
    assert.equal(refused.status, 429);
    assert.equal(JSON.parse(refused.body).error.code, 'too_many_requests');
    // one closes: a new one is let in
    pages[0]!.close();
    await new Promise((r) => setTimeout(r, 100));
    (await Page.open(url)).close();
    for (const p of pages.slice(1)) p.close();
  }));

/** Asks `url` for a WebSocket at `path` on a raw connection, then resets it (TCP RST) before reading the answer. */
async function upgradeAndReset(url: string, path: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
  );
  socket.resetAndDestroy();
}

test('a client that resets its connection while its upgrade is refused (wrong path, or one socket too many) does not take the server down', () =>
  withLiveServer({ maxPerAddress: 1 }, async (url) => {
    const page = await Page.open(url);
    // each refusal is written to a connection the client has already reset: the write fails with ECONNRESET or EPIPE
    for (let i = 0; i < 50; i++) {
      await upgradeAndReset(url, '/api/nope');
      await upgradeAndReset(url, LIVE);
    }
    await new Promise((r) => setTimeout(r, 300));
    const health = await fetch(`${url}/api/health`);
    assert.equal(health.status, 200);
    page.close();
    await new Promise((r) => setTimeout(r, 100));
    (await Page.open(url)).close();
  }));

test('200 connections that never read, then 1,500 actions: every one is dropped, and the server’s memory comes back', () =>
  // deltas are small: 1,500 of them sit in the kernel's socket buffers without passing the bound of unsent bytes, so
  // what drops these sockets is the ping they never answer (every 30 s by default, every second here)
  withLiveServer({ pingMs: 1000 }, async (url) => {
    const req = overHttp(url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'live-stalled');
    const tokens = { master: master.token, [heroes[0]!.seat]: heroes[0]!.token, [heroes[1]!.seat]: heroes[1]!.token };
    // warm up: the same 1,500 actions with no one watching, so what the room and the server keep anyway is counted
    await endTurns(req, room, tokens, 1500);
    const before = heapAfterGc();
    const sockets = await Promise.all(
      Array.from({ length: 200 }, (_, i) => stalledPage(url, [{ type: 'watch', watch: `b${i}`, room, token: heroes[i % 2]!.token }])),
    );
    const closed = sockets.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve())));
    await endTurns(req, room, tokens, 1500);
    // a socket that never reads cannot see it was dropped: read now, and each one ends (a kept one would stay open)
    for (const s of sockets) s.on('data', () => undefined).resume();
    await Promise.race([
      Promise.all(closed),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${sockets.filter((s) => !s.destroyed).length} connections still open`)), 20_000)),
    ]);
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const after = heapAfterGc();
    assert.ok(after <= before * 1.1, `heap ${Math.round(before / 1e6)} MB before, ${Math.round(after / 1e6)} MB after`);
  }));

test('actions over the socket: played as the watch’s seat with the same checks as POST, answered under their id after the seat’s delta', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'live-act');
  const page = await Page.open(url);
  page.send({ type: 'watch', watch: 'm', room, token: master.token });
  page.send({ type: 'watch', watch: 'h', room, token: heroes[0]!.token });
  const first = await page.update('m', 0);
  await page.update('h', first.seq);
  // no watch of that name: nothing to act as
  const unknown = await page.act('nobody', { type: 'start' });
  assert.deepEqual(unknown.type === 'error' && [unknown.status, unknown.code], [404, 'not_found']);
  // the hero may not start the game: the engine's refusal, with its status
  const notMaster = await page.act('h', { type: 'start' });
  assert.deepEqual(notMaster.type === 'error' && [notMaster.watch, notMaster.status, notMaster.code], ['h', 403, 'not_master']);
  // not an action: named
  const bad = await page.act('m', { type: 'fly', to: [1, 2] });
  assert.deepEqual(bad.type === 'error' && [bad.status, bad.code], [400, 'invalid_body']);
  assert.equal(bad.type === 'error' && bad.issues?.[0]?.path, 'action.type');
  const join = await page.act('m', { type: 'join', hero: 'nano' });
  assert.deepEqual(join.type === 'error' && [join.status, join.code], [400, 'bad_action']);
  assert.equal((await getView(req, room, master.token)).seq, first.seq, 'nothing refused changed the room');
  // accepted: the seat's own delta comes before the answer, which carries the seq and the events
  const started = await page.act('m', { type: 'start' }, first.seq);
  assert.equal(started.type, 'acted');
  assert.equal(started.type === 'acted' && started.seq, first.seq + 1);
  const patchAt = page.messages.findIndex((m) => m.type === 'patch' && m.watch === 'm' && m.seq === first.seq + 1);
  assert.ok(patchAt >= 0 && patchAt < page.messages.indexOf(started), 'the delta came first');
  assert.ok(started.type === 'acted' && started.events.some((e) => e.type === 'game_started'));
  // sent again with the seq it was chosen on: refused, played once
  const again = await page.act('h', { type: 'roll' }, first.seq);
  assert.deepEqual(again.type === 'error' && [again.status, again.code], [409, 'stale_seq']);
  const rolled = await page.act('h', { type: 'roll' }, first.seq + 1);
  assert.equal(rolled.type === 'acted' && rolled.seq, first.seq + 2);
  assert.equal((await page.update('h', first.seq + 2)).view.turn?.roll !== null, true);
  page.close();
});

test('one seat is followed at most 16 times, over every socket and stream: one more watch is refused too_many_streams, a stream 429', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'live-per-seat');
  const token = heroes[0]!.token;
  const [one, two] = [await Page.open(url), await Page.open(url)];
  for (let i = 0; i < 16; i++) (i % 2 ? two : one).send({ type: 'watch', watch: `w${i}`, room, token });
  for (let i = 0; i < 16; i++) await (i % 2 ? two : one).update(`w${i}`, 0);
  one.send({ type: 'watch', watch: 'extra', room, token });
  const refused = await one.error('extra');
  assert.deepEqual(
    [refused.code, refused.message],
    ['too_many_streams', `seat h1 of room "${room}" is followed 16 times already, the most one seat may be: close a page or a tab`],
  );
  const stream = await fetch(`${url}/api/rooms/${room}/stream`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(stream.status, 429);
  assert.equal(((await stream.json()) as { error: { code: string } }).error.code, 'too_many_streams');
  // one closes: the seat may be followed again
  two.close();
  await new Promise((r) => setTimeout(r, 100));
  one.send({ type: 'watch', watch: 'again', room, token });
  assert.equal((await one.update('again', 0)).view.seat, 'h1');
  one.close();
});

test('a socket that floods is closed after too_many_messages; an act with a bad seq is answered under its id; a deep action body is refused 413 before it is parsed', () =>
  withLiveServer({ maxMessagesPerSecond: 50 }, async (url) => {
    const req = overHttp(url);
    const { room, master } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'live-flood');
    const page = await Page.open(url);
    page.send({ type: 'watch', watch: 'm', room, token: master.token });
    await page.update('m', 0);
    // act() waits for the answer under its request's id: it comes
    const bad = await page.act('m', { type: 'start' }, -1 as number);
    assert.deepEqual(bad.type === 'error' && [bad.status, bad.code, bad.issues?.[0]?.path], [400, 'invalid_body', 'seq']);
    const closed = new Promise<number>((resolve) => page.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 60; i++) page.send({ type: 'unwatch', watch: `x${i}` });
    assert.equal(await closed, 1008);
    assert.ok(page.messages.some((m) => m.type === 'error' && m.code === 'too_many_messages'));
    assert.equal((await call(req, 'GET', '/api/health')).status, 200, 'the server goes on');
    // a flooding page that no longer reads (so never answers the closing handshake) lets its seat go at once: the
    // master sees the hero leave, not 30 s later
    const hero = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['nano'], 'live-flood-2');
    const masterPage = await Page.open(url);
    masterPage.send({ type: 'watch', watch: 'm', room: hero.room, token: hero.master.token });
    const heroPage = await Page.open(url);
    heroPage.send({ type: 'watch', watch: 'h', room: hero.room, token: hero.heroes[0]!.token });
    await heroPage.update('h', 0);
    const here = () => masterPage.updates.get('m')!.at(-1)!.view.presence;
    while (!here().includes('h1')) await new Promise((r) => setTimeout(r, 20));
    (heroPage.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const flooded = Date.now();
    for (let i = 0; i < 60; i++) heroPage.send({ type: 'unwatch', watch: `x${i}` });
    while (here().includes('h1')) {
      assert.ok(Date.now() - flooded < 5000, 'the hero is still followed 5 s after its socket was closed for flooding');
      await new Promise((r) => setTimeout(r, 20));
    }
    heroPage.ws.terminate();
    masterPage.ws.close();
    // 20,000 levels of nesting in a 40 KB body: refused by its size, never parsed
    const deep = `{"type":"start","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await fetch(`${url}/api/rooms/${room}/actions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    assert.equal(res.status, 413);
    assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'too_large');
  }));
