/**
 * What keeps one server healthy under anonymous use: a limit on rooms and seats created per minute and address
 * (counted in the database, shared by every app over it), and idle rooms dropped from memory (they reload from the
 * database, unchanged).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, call, getView, setUpRoom } from '../test/support/http.ts';
import { checkConcurrentIncrements, checkWindows } from '../test/support/rate-limits.ts';
import { ADMIN_TOKEN, ADMIN_USER, tempDir, testApp, testDatabase } from '../test/support/server.ts';
import { closeDatabase, openDatabase } from './db/database.ts';
import { createApp } from './server.ts';

test('rooms and seats created past the per-minute limit get a 429 that says to wait', async () => {
  const ctx = await testApp({ creationsPerMinute: 3 });
  try {
    const req = (path: string, init?: RequestInit) => ctx.app.request(path, init);
    const a = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    const b = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    const seat = await call(req, 'POST', `/api/rooms/${a.body.room}/seats`, { body: { hero: 'barbaro' } });
    assert.equal(seat.status, 201);
    const over = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(over.status, 429);
    assert.equal(over.body.error.code, 'too_many_requests');
    assert.match(over.body.error.message, /wait a minute/);
    const seatOver = await call(req, 'POST', `/api/rooms/${a.body.room}/seats`, { body: { hero: 'nano' } });
    assert.equal(seatOver.status, 429);
    // playing is not limited
    assert.equal((await call(req, 'GET', `/api/rooms/${a.body.room}`)).status, 200);
    await act(req, a.body.room, a.body.token, { type: 'start' });
  } finally {
    await ctx.close();
  }
});

test('an idle room leaves memory and comes back unchanged on its next use', async () => {
  const ctx = await testApp();
  try {
    const req = (path: string, init?: RequestInit) => ctx.app.request(path, init);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'idle');
    await act(req, room, master.token, { type: 'start' });
    await act(req, room, heroes[0]!.token, { type: 'roll' });
    const before = await getView(req, room, heroes[0]!.token);
    const rooms = ctx.services.rooms;
    assert.equal(rooms.sweep(Date.now()), 0, 'not idle long enough');
    assert.equal(rooms.sweep(Date.now() + rooms.idleMs), 1);
    assert.equal(rooms.size, 0);
    const after = await getView(req, room, heroes[0]!.token);
    assert.deepEqual(after, before);
    assert.equal(rooms.size, 1);
  } finally {
    await ctx.close();
  }
});

test('the limits count in the database: two apps over one database share each count', async () => {
  const ctx = await testApp({ creationsPerMinute: 3, failedSignInsPerMinute: 2, admin: true });
  // a second app (its own limiters) over the same services, as a second instance over a shared database
  const other = createApp(ctx.services, { creationsPerMinute: 3, failedSignInsPerMinute: 2 });
  try {
    const apps = [ctx.app, other].map((app) => (path: string, init?: RequestInit) => app.request(path, init));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(apps[i % 2]!, 'POST', '/api/rooms', { body: { mission: 'la-prova' } })).status);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    const over = await call(apps[1]!, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(over.status, 429);
    assert.deepEqual(over.body, {
      error: { code: 'too_many_requests', message: 'more than 3 rooms or seats a minute from this address: wait a minute and try again' },
    });
    assert.equal(over.headers.get('ratelimit-policy'), '3;w=60');
    const retryAfter = Number(over.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);

    const wrong = (req: (typeof apps)[number]) => call(req, 'POST', '/api/session', { body: { name: ADMIN_USER.name, password: 'sbagliata!' } });
    assert.equal((await wrong(apps[0]!)).status, 401);
    assert.equal((await call(apps[1]!, 'POST', '/api/session', { body: ADMIN_USER })).status, 204, 'a success takes its hit back');
    assert.equal((await wrong(apps[1]!)).status, 401);
    assert.equal((await wrong(apps[0]!)).status, 429);
    assert.equal((await wrong(apps[1]!)).status, 429);
  } finally {
    await ctx.close();
  }
});

test('the database store: windows start at the first hit, end, are swept; limits and clients count apart', async () => {
  const tmp = tempDir();
  const db = await openDatabase(testDatabase(tmp.dir) ?? { sqlite: tmp.dir });
  try {
    await checkWindows(db);
  } finally {
    await closeDatabase(db);
    tmp.remove();
  }
});

test('the database store: 50 increments at once through two stores are all counted', async () => {
  const tmp = tempDir();
  const db = await openDatabase(testDatabase(tmp.dir) ?? { sqlite: tmp.dir });
  try {
    await checkConcurrentIncrements(db, 50);
  } finally {
    await closeDatabase(db);
    tmp.remove();
  }
});

test('a refused body (400) on /rooms/try, /campaigns/try, /held-seats or /seats spends nothing of the creation limit', async () => {
  const ctx = await testApp({ creationsPerMinute: 2 });
  try {
    const req = (path: string, init?: RequestInit) => ctx.app.request(path, init);
    const room = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(room.status, 201);
    const refused = [
      await call(req, 'POST', '/api/rooms/try', { token: ADMIN_TOKEN, body: { mission: { id: 'x' } } }),
      await call(req, 'POST', '/api/rooms/try', { token: ADMIN_TOKEN, body: {} }),
      await call(req, 'POST', '/api/campaigns/try', { token: ADMIN_TOKEN, body: { adventure: 5 } }),
      await call(req, 'POST', `/api/rooms/${room.body.room}/held-seats`, { token: room.body.token, body: { heroes: [] } }),
      await call(req, 'POST', `/api/rooms/${room.body.room}/held-seats`, { token: room.body.token, body: { heroes: ['nano', 'nano'] } }),
      await call(req, 'POST', `/api/rooms/${room.body.room}/seats`, { body: { hero: 7 } }),
    ];
    assert.deepEqual(
      refused.map((r) => r.status),
      [400, 400, 400, 400, 400, 400],
    );
    // the one creation counted so far leaves one more this minute, then the limit holds
    const held = await call(req, 'POST', `/api/rooms/${room.body.room}/held-seats`, { token: room.body.token, body: { heroes: ['nano'] } });
    assert.equal(held.status, 201, JSON.stringify(held.body));
    const over = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(over.status, 429);
    assert.equal(over.body.error.code, 'too_many_requests');
  } finally {
    await ctx.close();
  }
});
