/**
 * What keeps one server healthy under anonymous use: a limit on rooms and seats created per minute and address, and
 * idle rooms dropped from memory (they reload from the database, unchanged).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, call, getView, setUpRoom } from '../test/support/http.ts';
import { ADMIN_TOKEN, testApp } from '../test/support/server.ts';

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
