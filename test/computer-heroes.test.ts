/**
 * Computer heroes in a room (`POST /rooms/{id}/computer-seats`, issue 38) over a real listening server: the server
 * plays their turns itself, each an action of the room's log; a player who joins with a computer's hero mid-game takes
 * its seat over and plays on from its state; and the log replays to the very state the room holds.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { computerPace } from '../cms/rooms/computer-seats.ts';
import { actionsAfter } from '../cms/rooms/repository.ts';
import { apply, createGame, MASTER, type GameState, type Seat } from '../engine/index.ts';
import { heroChoice } from './support/bot.ts';
import { act, call, getView, overHttp, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';
import type { Services } from '../cms/server.ts';

const tmp = tempDir();
let server: { url: string; services: Services; close(): Promise<void> };
let req: Requester;
const pace = computerPace.ms;
before(async () => {
  // a short pause between the computer's actions: a whole game in a second or two
  computerPace.ms = 5;
  server = await inspectableServer(tmp.dir);
  req = overHttp(server.url);
});
after(async () => {
  computerPace.ms = pace;
  await server.close();
  tmp.remove();
});

/** A room of The Trial made with a fixed seed, and its master's token. */
async function trialRoom(seed: string): Promise<{ id: string; master: string }> {
  const made = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return { id: made.body.room, master: made.body.token };
}

/** The room's log replayed from a new game of the same mission and seed: the state it leads to. */
async function replayed(id: string, seed: string): Promise<GameState> {
  const pack = loadDefaultPack();
  const mission = pack.missions.find((m) => m.id === 'la-prova')!;
  const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
  let state = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, spells: pack.spells, items: pack.items, decks: pack.decks, seed });
  for (const { seq, action } of await actionsAfter(server.services.db, id, 0)) {
    const r = apply(state, action);
    assert.ok(r.ok, `action ${seq} replays`);
    state = r.state;
  }
  return state;
}

/** Everything of a state but its setup (the server's catalogue is read from its database, not the pack's files). */
function played(state: GameState): Omit<GameState, 'setup'> {
  const { setup: _setup, ...rest } = state;
  return rest;
}

/** The state the server holds for room `id` now. */
async function held(id: string): Promise<GameState> {
  return (await server.services.rooms.get(id))!.state;
}

/** Plays `token`'s hero by the computer's rules over HTTP whenever it may act, until the game is over. */
async function playUntilOver(id: string, token: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { view, legal } = await getView(req, id, token);
    if (view.phase === 'over') return;
    const mine = legal.filter((a) => a.type !== 'release_seat');
    if (view.turn?.seat === view.seat && mine.length > 0) await act(req, id, token, heroChoice(view, mine));
    else await new Promise((r) => setTimeout(r, 10));
  }
  assert.fail(`room ${id} did not end within a minute`);
}

test('a room of The Trial with one player and three computer heroes: the server plays their turns, the game ends, and its log replays to the state the room holds', async () => {
  const seed = 'computer-heroes-1';
  const { id, master } = await trialRoom(seed);
  const seated = await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['mago', 'nano', 'elfo'] } });
  assert.equal(seated.status, 201, JSON.stringify(seated.body));
  assert.deepEqual(seated.body.seats, [
    { seat: 'h1', hero: 'mago' },
    { seat: 'h2', hero: 'nano' },
    { seat: 'h3', hero: 'elfo' },
  ]);
  const joined = await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'barbaro' } });
  assert.equal(joined.status, 201);
  const summary = await call(req, 'GET', `/api/rooms/${id}`);
  assert.deepEqual(
    (summary.body.seats as Seat[]).map((s) => [s.id, s.hero, s.computer ?? false]),
    [
      ['h1', 'mago', true],
      ['h2', 'nano', true],
      ['h3', 'elfo', true],
      ['h4', 'barbaro', false],
    ],
  );
  await act(req, id, master, { type: 'start' });
  await act(req, id, master, { type: 'hand_over', to: 'computer' });
  await playUntilOver(id, joined.body.token);
  const state = await held(id);
  assert.equal(state.phase, 'over');
  const log = await actionsAfter(server.services.db, id, 0);
  for (const seat of ['h1', 'h2', 'h3'])
    assert.ok(
      log.some((e) => e.action.seat === seat && e.action.type !== 'join'),
      `the computer played seat ${seat}`,
    );
  assert.ok(
    log.some((e) => e.action.seat === 'h4' && e.action.type !== 'join'),
    'the player played seat h4',
  );
  assert.deepEqual(played(await replayed(id, seed)), played(state));
});

test("a player who joins with a computer hero's hero mid-game takes its seat over, as the hero stands, and plays on; the log replays to the room's state", async () => {
  const seed = 'computer-heroes-2';
  const { id, master } = await trialRoom(seed);
  computerPace.ms = 40;
  const seated = await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['barbaro', 'nano', 'elfo', 'mago'] } });
  assert.equal(seated.status, 201);
  // a computer's seat has no token to hand: nobody acts as it
  assert.equal('token' in seated.body.seats[0], false);
  await act(req, id, master, { type: 'start' });
  await act(req, id, master, { type: 'hand_over', to: 'computer' });
  // the computer plays on alone until the second round
  const deadline = Date.now() + 30_000;
  while ((await held(id)).round < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  const before = await held(id);
  assert.equal(before.phase, 'playing');
  assert.ok(before.round >= 2);
  const barbarian = before.units.find((u) => u.id === 'h1')!;
  const joined = await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'barbaro' } });
  assert.equal(joined.status, 201, JSON.stringify(joined.body));
  assert.equal(joined.body.seat, 'h1', "the player takes the computer's seat of that hero");
  const { view } = await getView(req, id, joined.body.token);
  assert.equal(view.seats.find((s) => s.id === 'h1')!.computer, undefined, "the seat is the player's now");
  const piece = view.units.find((u) => u.id === 'h1')!;
  assert.deepEqual([piece.x, piece.y, piece.body], [barbarian.x, barbarian.y, barbarian.body], 'the hero as it stood');
  // another player asking for the same hero now finds it taken
  const again = await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'barbaro' } });
  assert.equal(again.status, 409);
  computerPace.ms = 5;
  await playUntilOver(id, joined.body.token);
  const log = await actionsAfter(server.services.db, id, 0);
  const joinedAt = log.findIndex((e) => e.action.type === 'join' && e.action.seat === 'h1' && !('computer' in e.action));
  assert.ok(joinedAt > 0);
  assert.ok(
    log.slice(joinedAt + 1).some((e) => e.action.seat === 'h1'),
    'the player acted as h1 after joining',
  );
  assert.deepEqual(played(await replayed(id, seed)), played(await held(id)));
});

test('computer seats: only the master seats them, only in the lobby, and each hero once', async () => {
  const { id, master } = await trialRoom('computer-heroes-3');
  const player = await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'barbaro' } });
  const byPlayer = await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: player.body.token, body: { heroes: ['nano'] } });
  assert.equal(byPlayer.status, 403);
  assert.equal(byPlayer.body.error.code, 'not_master');
  const taken = await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['nano', 'barbaro'] } });
  assert.equal(taken.status, 409);
  assert.equal(taken.body.error.code, 'hero_taken');
  const twice = await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['nano', 'nano'] } });
  assert.equal(twice.status, 400);
  assert.equal((await held(id)).seats.length, 1, 'no seat taken by a refused call');
  assert.equal((await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['nano'] } })).status, 201);
  await act(req, id, master, { type: 'start' });
  const late = await call(req, 'POST', `/api/rooms/${id}/computer-seats`, { token: master, body: { heroes: ['elfo'] } });
  assert.equal(late.status, 409);
  assert.equal(late.body.error.code, 'game_started');
  assert.equal(MASTER, 'master');
});
