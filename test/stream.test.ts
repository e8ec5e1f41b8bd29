/**
 * The live stream on a real listening server: first frame, one frame per action, keep-alive comments,
 * cleanup when the client goes away, and refusals before the stream starts.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { act, call, getView, overHttp, setUpRoom } from './support/http.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';
import { SseClient } from './support/sse.ts';

describe('live stream', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  before(async () => {
    server = await inspectableServer(tmp.dir, { keepAliveMs: 40 });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  test('the first frame is the current view with no events; then one frame per accepted action, in order', async () => {
    const req = overHttp(server.url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    const stream = await SseClient.open(server.url, room, heroes[0]!.token);
    const first = await stream.waitForSeq(0);
    const now = await getView(req, room, heroes[0]!.token);
    assert.deepEqual(first.update, { ...now, events: [] });

    const started = await act(req, room, master.token, { type: 'start' });
    const rolled = await act(req, room, heroes[0]!.token, { type: 'roll' });
    await stream.waitForSeq(rolled.seq);
    assert.deepEqual(
      stream.frames.map((f) => f.update.seq),
      [now.seq, started.seq, rolled.seq],
    );
    const startFrame = stream.frames[1]!.update;
    assert.ok(startFrame.events.some((e) => e.type === 'game_started'));
    assert.equal(startFrame.view.turn!.seat, 'h1');
    assert.ok(startFrame.legal.some((a) => a.type === 'roll'));
    const rollFrame = stream.frames[2]!.update;
    assert.deepEqual(rollFrame.events, rolled.events);
    assert.deepEqual(rollFrame.view, (await getView(req, room, heroes[0]!.token)).view);
    stream.close();
  });

  test('keep-alive comments arrive while nothing happens', async () => {
    const { room, master } = await setUpRoom(overHttp(server.url), ADMIN_TOKEN, 'la-prova', []);
    const stream = await SseClient.open(server.url, room, master.token);
    for (let i = 0; i < 200 && stream.comments < 2; i++) await sleep(10);
    assert.ok(stream.comments >= 2, `only ${stream.comments} keep-alives`);
    assert.equal(stream.frames.length, 1, 'keep-alives are comments, not updates');
    stream.close();
  });

  test('a stream that disconnects is removed from its room', async () => {
    const { room, master, heroes } = await setUpRoom(overHttp(server.url), ADMIN_TOKEN, 'la-prova', ['barbaro']);
    const authority = (await server.services.rooms.get(room))!;
    const a = await SseClient.open(server.url, room, master.token);
    const b = await SseClient.open(server.url, room, heroes[0]!.token);
    await a.waitForSeq(0);
    await b.waitForSeq(0);
    assert.equal(authority.streamCount, 2);
    a.close();
    for (let i = 0; i < 50 && authority.streamCount > 1; i++) await sleep(10);
    assert.equal(authority.streamCount, 1);
    // the room still works for the other stream
    const started = await act(overHttp(server.url), room, master.token, { type: 'start' });
    await b.waitForSeq(started.seq);
    b.close();
    for (let i = 0; i < 50 && authority.streamCount > 0; i++) await sleep(10);
    assert.equal(authority.streamCount, 0);
  });

  test('a stream needs a seat token of the room (query or header)', async () => {
    const req = overHttp(server.url);
    const { room, master } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', []);
    for (const path of [`/api/rooms/${room}/stream`, `/api/rooms/${room}/stream?token=nope`]) {
      const res = await call(req, 'GET', path);
      assert.equal(res.status, 401);
      assert.equal(res.body.error.code, 'unauthorized');
    }
    assert.equal((await call(req, 'GET', `/api/rooms/nope/stream?token=${master.token}`)).status, 404);
    const res = await fetch(`${server.url}/api/rooms/${room}/stream`, { headers: { authorization: `Bearer ${master.token}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
    await res.body!.cancel();
  });

  test('closing the server ends open streams', async () => {
    const dir = tempDir();
    const own = await inspectableServer(dir.dir);
    const { room, master } = await setUpRoom(overHttp(own.url), ADMIN_TOKEN, 'la-prova', []);
    const stream = await SseClient.open(own.url, room, master.token);
    await stream.waitForSeq(0);
    await own.close();
    await stream.done;
    assert.ok(stream.ended);
    dir.remove();
  });
});
