/**
 * Deltas on the live connection (docs/protocol.md, "Deltas"): a watch gets the whole view once, then per action only
 * what changed for its seat, as JSON Patches of the view and of `legal`. Four seats follow a real game of `la-prova`
 * on a real server; after every action each seat's board, rebuilt delta by delta as the element does, must be
 * exactly the view the server answers whole, and the mission's texts and the board's geometry never come again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MASTER } from '../engine/index.ts';
import { heroChoice, masterChoice } from './support/bot.ts';
import { act, getView, overHttp, setUpRoom } from './support/http.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';

const server = serverForFile();

/** Paths of the view that never change in a game: sent with the whole view, never in a delta. */
const STATIC = ['/mission', '/board/width', '/board/height', '/board/areas', '/ruleset', '/heroPieces', '/module', '/questBook', '/seat', '/role'];

test('four seats follow a whole game by deltas: each rebuilt board is the view the server sends whole, and static parts come once', async () => {
  const url = server().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano', 'elfo'], 'deltas-game');
  const seats = [master, ...heroes];
  const page = await Page.open(url);
  for (const s of seats) page.send({ type: 'watch', watch: s.seat, room, token: s.token });
  let seq = 0;
  for (const s of seats) await page.update(s.seat, seq);
  let actions = 0;
  for (; actions < 400; actions++) {
    const now = await page.update(MASTER, seq);
    if (now.view.phase === 'over') break;
    const seat = now.view.phase === 'lobby' ? MASTER : now.view.turn!.seat;
    const key = seats.find((s) => s.seat === seat)!;
    const mine = await page.update(seat, seq);
    const action = seat === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
    seq = (await act(req, room, key.token, action)).seq;
    for (const s of seats) {
      const rebuilt = await page.update(s.seat, seq);
      assert.equal(rebuilt.seq, seq);
      const whole = await getView(req, room, s.token);
      assert.equal(whole.seq, seq);
      assert.deepEqual(rebuilt.view, whole.view, `${s.seat}'s view after seq ${seq}`);
      assert.deepEqual(rebuilt.legal, whole.legal, `${s.seat}'s legal actions after seq ${seq}`);
    }
  }
  assert.ok(actions > 50, `a real game: ${actions} actions`);
  // one whole view per watch, then deltas only, each starting where the last ended
  for (const s of seats) {
    const mine = page.messages.filter((m) => m.watch === s.seat);
    assert.equal(mine[0]!.type, 'update');
    assert.ok(
      mine.slice(1).every((m) => m.type === 'patch'),
      `${s.seat} got only deltas after its first view`,
    );
  }
  const resent = page.messages
    .flatMap((m) => (m.type === 'patch' ? m.view : []))
    .filter(([, path]) => STATIC.some((p) => path === p || path.startsWith(`${p}/`)));
  assert.deepEqual(resent, [], 'no delta carries the mission, the board geometry or the ruleset again');
  // a room's id and name come to a hero seat when the room is revealed (engine/core/view.ts roomsAsKnown), and nothing else of the rooms
  const rooms = page.messages.flatMap((m) => (m.type === 'patch' ? m.view : [])).filter(([, path]) => path.startsWith('/board/rooms'));
  assert.ok(rooms.length > 0, 'revealed rooms were named');
  for (const [op, path] of rooms) assert.ok(op === 'replace' && /^\/board\/rooms\/\d+\/(id|name)$/.test(path), `${op} ${path}`);
  // what it saves: the deltas' median size against the whole view's
  const sizes = page.messages.flatMap((m, i) => (m.type === 'patch' ? [Buffer.byteLength(page.raws[i]!)] : [])).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const whole = Buffer.byteLength(page.raws[page.messages.findIndex((m) => m.type === 'update')]!);
  assert.ok(median <= 300, `median delta ${median} bytes (the whole view: ${whole})`);
  page.close();
});

test('a client that missed a delta watches again under the same name and gets the whole view at the current seq', async () => {
  const url = server().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'deltas-resync');
  const page = await Page.open(url);
  page.send({ type: 'watch', watch: 'w', room, token: heroes[0]!.token });
  const first = await page.update('w', 0);
  const started = await act(req, room, master.token, { type: 'start' });
  const patch = await page.next((m) => m.type === 'patch' && m.watch === 'w', 'the delta of the start');
  assert.deepEqual(patch.type === 'patch' && [patch.from, patch.seq], [first.seq, started.seq]);
  page.send({ type: 'watch', watch: 'w', room, token: heroes[0]!.token });
  await page.next((m) => m.type === 'update' && m.watch === 'w' && m.update.seq === started.seq, 'the whole view again');
  const rolled = await act(req, room, heroes[0]!.token, { type: 'roll' });
  const next = await page.next((m) => m.type === 'patch' && m.watch === 'w' && m.seq === rolled.seq, 'the next delta');
  assert.equal(next.type === 'patch' && next.from, started.seq);
  assert.deepEqual((await page.update('w', rolled.seq)).view, (await getView(req, room, heroes[0]!.token)).view);
  page.close();
});
