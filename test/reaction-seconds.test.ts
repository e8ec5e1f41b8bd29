/**
 * The reaction time as a room's setting, over HTTP on a real listening server: `POST /api/rooms` takes
 * `reactionSeconds` (5 to 120, 20 when left out), keeps it with the room and shows it in every view; a reaction offered
 * in a room made with 7 s is declined by the room (reason `time`) once 7 s of the room's clock have passed, and not a
 * millisecond before. The room's clock is driven by the test (`RoomAuthority.timeUp`, its timers stopped), as the
 * prompt clock's own test passes its times in: nothing waits for real seconds. A bad value is refused with a 400
 * naming the field, in Italian and English.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Action } from '../engine/index.ts';
import { call, getView, overHttp, setUpRoom, type Requester } from './support/http.ts';
import { prova, provaHeroes } from './support/rules-fixture.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';

const RULESET = 'prova-tempo-reazione';
const t = (it: string, en: string) => ({ it, en });
const tmp = tempDir();
let server: Awaited<ReturnType<typeof inspectableServer>>;
let req: Requester;

before(async () => {
  server = await inspectableServer(tmp.dir);
  req = overHttp(server.url);
  const put = async (kind: string, doc: { id: string } & Record<string, unknown>) => {
    const r = await call(req, 'PUT', `/api/${kind}/${doc.id}`, { token: ADMIN_TOKEN, body: doc });
    assert.ok(r.status === 200 || r.status === 201, `${kind} ${doc.id}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  // the test ruleset with a parting blow; a fighter, a goblin beside her on an open floor
  await put('rulesets', {
    id: RULESET,
    name: t('Prova del tempo di reazione', 'Reaction time test'),
    board: { defenceStat: 'guardia', attackAction: 'azione', abilityAction: 'azione' },
    rules: { ...prova(), opportunities: [{ id: 'congedo', name: 'Colpo di congedo', on: 'moveAway', use: 'colpo' }] },
  } as never);
  await put('heroes', { ...provaHeroes.find((h) => h.id === 'guerriera')!, id: 'guerriera-tempo', ruleset: RULESET });
  await put('creatures', {
    id: 'goblin-tempo',
    name: t('Goblin', 'Goblin'),
    ...{ move: 1, attack: 0, defence: 0, body: 1, mind: 0 },
    rules: { attributes: { forza: 8, destrezza: 14 }, weapon: { damage: '1d6', stat: 'destrezza', damageType: 'taglio' } },
  } as never);
  await put('missions', {
    id: 'prova-tempo-reazione',
    name: t('Prova del tempo di reazione', 'Reaction time test'),
    ruleset: RULESET,
    map: { rows: ['..........', '..........', '..........', '..........', '..........'], rooms: [], doors: [] },
    start: [[2, 2]],
    monsters: [{ kind: 'goblin-tempo', x: 3, y: 2 }],
  } as never);
});

after(async () => {
  await server.close();
  tmp.remove();
});

test('a room made with reactionSeconds 7 declines an unanswered reaction after 7 s of its clock', async () => {
  const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'prova-tempo-reazione', seed: 'tempo', reactionSeconds: 7 } });
  assert.equal(created.status, 201);
  assert.equal(created.body.reactionSeconds, 7);
  const room: string = created.body.room;
  const master = { seat: 'master', token: created.body.token as string };
  const joined = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'guerriera-tempo' } });
  const hero = { seat: joined.body.seat as string, token: joined.body.token as string };
  const send = async (who: { token: string }, action: Action) => {
    const r = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: who.token, body: action });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body as { events: { type: string }[] };
  };
  await send(master, { type: 'start' });
  for (let i = 0; i < 4; i++) {
    const { view } = await getView(req, room, master.token);
    if (view.turn?.unit === 'm1') break;
    await send(view.turn!.seat === hero.seat ? hero : master, { type: 'end_turn' });
  }
  // the room's own timers stop: from here the test is the room's clock
  const authority = (await server.services.rooms.get(room))!;
  const before = Date.now();
  const moved = await send(master, { type: 'move_creature', creature: 'm1', to: [6, 2] } as Action);
  const since = Date.now();
  authority.dispose();
  assert.ok(moved.events.some((e) => e.type === 'reaction_offered'));

  const offered = await getView(req, room, hero.token);
  assert.equal(offered.view.reactionSeconds, 7);
  assert.deepEqual(offered.legal, [{ type: 'react' }, { type: 'decline' }]);
  // the offer began while the move was judged: its deadline is 7 s after that
  const deadline = offered.view.promptDeadline!;
  assert.ok(deadline >= before + 7000 && deadline <= since + 7000, `deadline ${deadline - before} ms after the move was sent`);

  // a millisecond before 7 s the offer stands
  await authority.timeUp(deadline - 1);
  assert.deepEqual((await getView(req, room, hero.token)).legal, [{ type: 'react' }, { type: 'decline' }]);
  // at 7 s the room declines it for the seat (its `decline`, reason time: one more action in the log)
  await authority.timeUp(deadline);
  const after = await getView(req, room, hero.token);
  assert.deepEqual(after.legal, []);
  assert.equal(after.view.promptDeadline, undefined);
  assert.equal(after.seq, offered.seq + 1);
  const log = await call(req, 'GET', `/api/rooms/${room}/log`, { token: hero.token });
  assert.deepEqual(log.body.entries.at(-1), {
    seq: after.seq,
    events: [{ type: 'reaction_declined', unit: 'h1', opportunity: 'congedo', foe: 'm1', reason: 'time' }],
  });
});

test('a room made without reactionSeconds gives 20 s; a bad value is refused with a 400 naming the field in both languages', async () => {
  const plain = await setUpRoom(req, ADMIN_TOKEN, 'prova-tempo-reazione', ['guerriera-tempo'], 'tempo-20');
  assert.equal((await getView(req, plain.room, plain.master.token)).view.reactionSeconds, 20);
  for (const bad of [4, 121, 7.5, '7']) {
    const r = await call(req, 'POST', '/api/rooms', { body: { mission: 'prova-tempo-reazione', reactionSeconds: bad } });
    assert.equal(r.status, 400, `reactionSeconds ${JSON.stringify(bad)}`);
    assert.equal(r.body.error.code, 'invalid_body');
    assert.equal(r.body.error.message, 'the request body is invalid (reactionSeconds: must be a whole number of seconds from 5 to 120)');
    assert.deepEqual(r.body.error.issues, [
      {
        path: 'reactionSeconds',
        message: 'must be a whole number of seconds from 5 to 120',
        text: { it: 'deve essere un numero intero di secondi da 5 a 120', en: 'must be a whole number of seconds from 5 to 120' },
      },
    ]);
  }
});
