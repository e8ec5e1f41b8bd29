/**
 * The master holding heroes' seats (`POST /rooms/{id}/held-seats`, the Archive's "Try it") against other calls at the
 * same moment, over a real listening server: a refused call takes no seat, and every seat in the room is one whose
 * token some answer returned.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, overHttp, type Requester } from './support/http.ts';
import { tempDir, testServer } from './support/server.ts';
import type { RunningServer } from '../cms/server.ts';

const tmp = tempDir();
let server: RunningServer;
let req: Requester;
before(async () => {
  server = await testServer(tmp.dir);
  req = overHttp(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

test('two held-seats calls and a public join at once: the seats in the room are exactly those whose tokens were returned', async () => {
  for (let round = 0; round < 8; round++) {
    const room = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(room.status, 201);
    const id = room.body.room as string;
    const [first, second, public_] = await Promise.all([
      call(req, 'POST', `/api/rooms/${id}/held-seats`, { token: room.body.token, body: { heroes: ['barbaro', 'mago', 'nano'] } }),
      call(req, 'POST', `/api/rooms/${id}/held-seats`, { token: room.body.token, body: { heroes: ['elfo', 'nano'] } }),
      call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'mago' } }),
    ]);
    const returned: { seat: string; hero: string }[] = [];
    for (const answer of [first, second]) {
      if (answer.status === 201)
        returned.push(...answer.body.seats.map((s: { seat: string; hero: string; token: string }) => ({ seat: s.seat, hero: s.hero })));
      else assert.ok([409].includes(answer.status), `round ${round}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    if (public_.status === 201) returned.push({ seat: public_.body.seat, hero: 'mago' });
    else assert.equal(public_.status, 409, `round ${round}: ${JSON.stringify(public_.body)}`);
    // the two held-seats calls both ask for the dwarf: at most one of them is answered 201
    assert.ok(first.status !== 201 || second.status !== 201, `round ${round}: both calls took the dwarf`);
    const summary = await call(req, 'GET', `/api/rooms/${id}`);
    const inRoom = (summary.body.seats as { id: string; hero: string }[]).map((s) => ({ seat: s.id, hero: s.hero }));
    const order = (a: { seat: string }, b: { seat: string }) => a.seat.localeCompare(b.seat);
    assert.deepEqual(inRoom.sort(order), returned.sort(order), `round ${round}`);
  }
});
