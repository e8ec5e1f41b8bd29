/**
 * Replays over a real listening server (issue 39, `GET/PUT/DELETE /api/rooms/{id}/replay`): a game of The Trial
 * played to its end (three computer heroes, one player over HTTP, the creatures the computer's) watched again from
 * the heroes' side, frame by frame the very view the player's live stream showed at that seq; its raw text never
 * names a creature before the heroes found it; who may watch it (a private room's replay is 404 to a stranger, a
 * public one plays for anyone, the master's side only when published so); and a public replay outliving the room's
 * archiving, until its creator takes it down.
 */
import assert from 'node:assert/strict';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { computerPace } from '../cms/rooms/computer-seats.ts';
import { patch, type View } from '../engine/index.ts';
import type { Replay } from '../cms/rooms/replay.ts';
import { heroChoice } from './support/bot.ts';
import { act, call, getView, overHttp, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';
import { SseClient } from './support/sse.ts';
import type { Services } from '../cms/server.ts';

const tmp = tempDir();
let server: { url: string; services: Services; close(): Promise<void> };
let req: Requester;
const pace = computerPace.ms;
/** The game every test reads: a room of The Trial played to its end, made with `replay` unset (private). */
let game: { id: string; master: string; hero: string; seen: Map<number, View> };

/** What a replay's view and a live view share: the view, without who is connected and the turn's clock. */
function board(view: View): unknown {
  const { presence: _p, turnStartedAt: _t, promptDeadline: _d, seat: _s, role: _r, ...rest } = view as View & { promptDeadline?: number };
  return rest;
}

/** The replay's view at every seq: its start patched by each frame in turn. */
function viewsOf(replay: Replay): Map<number, View> {
  const views = new Map<number, View>([[0, replay.start]]);
  let view = replay.start;
  for (const frame of replay.frames) {
    view = patch(view, frame.view);
    views.set(frame.seq, view);
  }
  return views;
}

/** A GET as it comes over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** `GET /api/rooms/{id}/replay` with `token` (none: a stranger). */
function getReplay(id: string, token?: string, side?: 'heroes' | 'master') {
  return call<Replay>(req, 'GET', `/api/rooms/${id}/replay${side ? `?side=${side}` : ''}`, token ? { token } : {});
}

before(async () => {
  computerPace.ms = 5;
  server = await inspectableServer(tmp.dir);
  req = overHttp(server.url);
  const made = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed: 'replay-1' } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.replay, 'private');
  const id: string = made.body.room;
  const master: string = made.body.token;
  assert.equal((await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['mago', 'nano', 'elfo'] } })).status, 201);
  const joined = await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'barbaro' } });
  const hero: string = joined.body.token;
  const stream = await SseClient.open(server.url, id, hero);
  await act(req, id, master, { type: 'start' });
  await act(req, id, master, { type: 'hand_over', to: 'computer' });
  const deadline = Date.now() + 60_000;
  for (;;) {
    assert.ok(Date.now() < deadline, 'the game ends within a minute');
    const { seq, view, legal } = await getView(req, id, hero);
    if (view.phase === 'over') {
      await stream.waitFor((u) => u.seq === seq);
      break;
    }
    const mine = legal.filter((a) => a.type !== 'release_seat');
    if (view.turn?.seat === view.seat && mine.length > 0) await act(req, id, hero, heroChoice(view, mine));
    else await new Promise((r) => setTimeout(r, 10));
  }
  stream.close();
  game = { id, master, hero, seen: new Map(stream.frames.map((f) => [f.update.seq, f.update.view])) };
});
after(async () => {
  computerPace.ms = pace;
  await server.close();
  tmp.remove();
});

describe("a room's replay", () => {
  test("from the heroes' side: at every seq the view the player's live stream showed, and the game's end", async () => {
    const got = await getReplay(game.id, game.hero);
    assert.equal(got.status, 200, JSON.stringify(got.body));
    const replay = got.body;
    assert.equal(replay.side, 'heroes');
    assert.equal(replay.access, 'private');
    assert.equal(replay.mission, 'la-prova');
    assert.equal(replay.start.role, 'spectator');
    assert.deepEqual([replay.live, replay.viewer], [true, 'h4']);
    const views = viewsOf(replay);
    const last = replay.frames.at(-1)!;
    assert.equal(views.get(last.seq)!.phase, 'over');
    assert.ok(
      last.events.some((e) => e.type === 'game_over'),
      'the last frame tells the game over',
    );
    assert.deepEqual(
      replay.frames.map((f) => f.seq),
      replay.frames.map((_, i) => i + 1),
      'one frame per action, in order',
    );
    let compared = 0;
    for (const [seq, live] of game.seen) {
      assert.deepEqual(board(views.get(seq)!), board(live), `seq ${seq}`);
      compared++;
    }
    assert.ok(compared > 30, `only ${compared} views compared`);
  });

  test('never names a creature before the heroes found it (the raw text scanned, frame by frame)', async () => {
    const res = await fetch(`${server.url}/api/rooms/${game.id}/replay`, { headers: { authorization: `Bearer ${game.hero}` } });
    const raw = await res.text();
    const replay = JSON.parse(raw) as Replay;
    // every creature of the game, from the master's side
    const master = (await getReplay(game.id, game.master, 'master')).body;
    assert.equal(master.side, 'master');
    const creatures = new Set<string>();
    for (const view of viewsOf(master).values()) for (const u of view.units) if (u.side === 'master' && !u.npc) creatures.add(u.id);
    // the seq each creature first came into the heroes' sight, as the player's live stream showed it
    const found = new Map<string, number>();
    for (const [seq, view] of [...game.seen].sort((a, b) => a[0] - b[0]))
      for (const u of view.units) if (creatures.has(u.id) && !found.has(u.id)) found.set(u.id, seq);
    const firstSeen = Math.min(...game.seen.keys());
    const hiddenAtFirst = [...creatures].filter((id) => found.get(id) !== firstSeen);
    assert.ok(hiddenAtFirst.length >= 3, `The Trial hides creatures when the player arrives (${hiddenAtFirst.join(', ')})`);
    assert.ok(!replay.start.units.some((u) => creatures.has(u.id)), 'no creature in the first view');
    let named = 0;
    for (const frame of replay.frames) {
      const text = JSON.stringify(frame);
      for (const id of creatures) {
        if (!text.includes(`"${id}"`)) continue;
        named++;
        assert.ok(found.has(id) && found.get(id)! <= frame.seq, `creature ${id} named at seq ${frame.seq}, found at ${found.get(id)}`);
      }
    }
    assert.ok(named > 0, 'the replay names the creatures the heroes found');
    for (const id of creatures) if (!found.has(id)) assert.ok(!raw.includes(`"${id}"`), `${id}, never found, is nowhere in the replay`);
  });

  test('is a few kB to fetch, compressed: the setup and the log, not a view per step', async () => {
    const { status, headers, body } = await rawGet(`${server.url}/api/rooms/${game.id}/replay`, {
      authorization: `Bearer ${game.hero}`,
      'accept-encoding': 'gzip',
    });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], 'gzip');
    const replay = JSON.parse(gunzipSync(body).toString('utf8')) as Replay;
    const everyView = [...viewsOf(replay).values()].reduce((sum, view) => sum + Buffer.byteLength(JSON.stringify(view)), 0);
    assert.ok(replay.frames.length > 50, `${replay.frames.length} actions`);
    assert.ok(body.length < 16_384, `${body.length} bytes compressed for ${replay.frames.length} actions`);
    assert.ok(body.length * 50 < everyView, `${body.length} bytes compressed, a view per step would be ${everyView}`);
  });
});

describe('who may watch it', () => {
  test("a private room's: its seats only — a stranger and a wrong token get 404, a hero not the master's side", async () => {
    assert.equal((await getReplay(game.id)).status, 404);
    const stranger = await getReplay(game.id, 'not-a-token-of-this-room');
    assert.equal(stranger.status, 404);
    assert.equal((stranger.body as any).error.code, 'not_found');
    assert.equal((await getReplay(game.id, game.hero, 'master')).status, 404);
    assert.equal((await getReplay(game.id, game.master, 'master')).status, 200);
    assert.equal((await getReplay('no-such-room')).status, 404);
    assert.equal((await call(req, 'GET', `/api/rooms/${game.id}/replay?side=everyone`)).status, 400);
  });

  test("the master makes it public: anyone watches the heroes' side; public-master: the master's side too; a hero may not choose", async () => {
    const byHero = await call(req, 'PUT', `/api/rooms/${game.id}/replay`, { token: game.hero, body: { replay: 'public' } });
    assert.equal(byHero.status, 403);
    assert.equal(byHero.body.error.code, 'not_master');
    assert.equal((await call(req, 'PUT', `/api/rooms/${game.id}/replay`, { token: game.master, body: { replay: 'everyone' } })).status, 400);
    const put = await call(req, 'PUT', `/api/rooms/${game.id}/replay`, { token: game.master, body: { replay: 'public' } });
    assert.deepEqual([put.status, put.body], [200, { room: game.id, replay: 'public' }]);
    const open = await getReplay(game.id);
    assert.equal(open.status, 200);
    // a public replay may be cached; what a token reads (its seat, the master's side) is the reader's alone
    const cacheOf = async (token?: string, side = 'heroes') =>
      (await fetch(`${server.url}/api/rooms/${game.id}/replay?side=${side}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})).headers.get(
        'cache-control',
      );
    assert.equal(await cacheOf(), 'no-cache');
    assert.equal(await cacheOf(game.hero), 'private, no-store');
    assert.equal(await cacheOf(game.master, 'master'), 'private, no-store');
    assert.equal(open.body.access, 'public');
    assert.equal(open.body.viewer, null);
    assert.deepEqual(open.body, { ...(await getReplay(game.id, game.hero)).body, viewer: null });
    assert.equal((await getReplay(game.id, undefined, 'master')).status, 404);
    await call(req, 'PUT', `/api/rooms/${game.id}/replay`, { token: game.master, body: { replay: 'public-master' } });
    const masterSide = await getReplay(game.id, undefined, 'master');
    assert.equal(masterSide.status, 200);
    assert.equal(masterSide.body.start.role, 'master');
  });

  test('a room made public at creation; archived, its public replay stays (logs not kept), a private one goes; its creator takes it down', async () => {
    const made = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed: 'replay-2', replay: 'public' } });
    assert.equal(made.body.replay, 'public');
    const open = made.body.room as string;
    const shut = (await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed: 'replay-3' } })).body.room as string;
    for (const id of [open, shut]) await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'barbaro' } });
    const before = (await getReplay(open)).body;
    assert.equal(before.frames.length, 1);
    assert.equal(server.services.rooms.retention.keepLogs, false);
    const archived = await server.services.rooms.archive(Date.now() + server.services.rooms.retention.idleAfterMs + 1000);
    assert.deepEqual(archived.map((r) => r.id).sort(), [game.id, open, shut].sort());
    assert.equal((await call(req, 'GET', `/api/rooms/${open}/view?as=spectator`)).status, 410, 'the room itself has ended');
    const after = await getReplay(open);
    assert.equal(after.status, 200);
    assert.deepEqual(after.body, { ...before, live: false });
    assert.equal((await getReplay(open, made.body.token)).body.viewer, 'master', 'its creator is known by its token');
    assert.equal((await getReplay(game.id, undefined, 'master')).status, 200, 'public-master stays so');
    assert.equal((await getReplay(shut)).status, 404);
    const someone = await call(req, 'DELETE', `/api/rooms/${open}/replay`, { token: 'not-the-master' });
    assert.equal(someone.status, 404);
    const down = await call(req, 'DELETE', `/api/rooms/${open}/replay`, { token: made.body.token });
    assert.equal(down.status, 204);
    assert.equal((await getReplay(open)).status, 404);
    const log = await server.services.db.selectFrom('archived_room_logs').select('room_id').where('room_id', '=', open).executeTakeFirst();
    assert.equal(log, undefined, 'its log is deleted: the server keeps no logs');
  });
});
