/**
 * Several instances when the notes between them go astray: a listening connection dropped (a PostgreSQL
 * restart, an idle-connection killer), a seat released and taken again elsewhere, presence across instances. Two
 * instances on one schema (the same data folder gives the same schema in the PostgreSQL run).
 *
 * test:postgres runs this file alone (test/node-tests.ts): it takes the database away from every other connection of the
 * test role.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { call, getView, overHttp, setUpRoom } from '../support/http.ts';
import { Page } from '../support/live.ts';
import { testDatabaseUrl } from '../support/postgres.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from '../support/server.ts';

testDatabaseUrl();
const tmp = tempDir();
type Instance = Awaited<ReturnType<typeof inspectableServer>>;
let a: Instance;
let b: Instance;

before(async () => {
  // idle rooms may be archived at once, by an explicit sweep (the timer's own sweep runs a minute later)
  a = await inspectableServer(tmp.dir, { retention: { idleAfterMs: 0 } });
  b = await inspectableServer(tmp.dir, { retention: { idleAfterMs: 0 } });
});
after(async () => {
  await a.close();
  await b.close();
  tmp.remove();
});

/** Drops every instance's listening connection, as a PostgreSQL restart would; they reconnect by themselves. */
async function dropListeners(): Promise<void> {
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(a.services.db);
}

/** Waits until `check` holds (10 s at most). */
async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`not within 10 s: ${what}`);
}

test('a hero connected only through one instance is in the presence the other shows, and leaves it when it goes', async () => {
  const { room, master, heroes } = await setUpRoom(overHttp(a.url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'presence');
  const page = await Page.open(b.url);
  page.send({ type: 'watch', watch: 'w', room, token: heroes[0]!.token });
  await page.update('w', 0);
  await until(async () => (await getView(overHttp(a.url), room, master.token)).view.presence.includes('h1'), 'h1 present on the other instance');
  page.close();
  await until(async () => !(await getView(overHttp(a.url), room, master.token)).view.presence.includes('h1'), 'h1 gone on the other instance');
});

test('notes missed while the listening connections were down: presence is asked again, and a room archived meanwhile ends on the other instance', async () => {
  const { room, master, heroes } = await setUpRoom(overHttp(a.url), ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'missed');
  // the master watches on a, h1 on b, h2 on b (its page will go while the notes are lost)
  const masterPage = await Page.open(a.url);
  masterPage.send({ type: 'watch', watch: 'm', room, token: master.token });
  await masterPage.update('m', 0);
  const h1 = await Page.open(b.url);
  h1.send({ type: 'watch', watch: 'w', room, token: heroes[0]!.token });
  await h1.update('w', 0);
  const h2 = await Page.open(b.url);
  h2.send({ type: 'watch', watch: 'w', room, token: heroes[1]!.token });
  await h2.update('w', 0);
  await until(async () => (await getView(overHttp(a.url), room, master.token)).view.presence.join() === 'master,h1,h2', 'both heroes present on a');

  await dropListeners();
  h2.close();
  // the note that h2 left went out while nobody listened: once the connections are back, a asks again
  await until(async () => (await getView(overHttp(a.url), room, master.token)).view.presence.join() === 'master,h1', 'h2 gone on a after the reconnection');

  // the room is archived by a while b's listener is down: b never hears the note
  masterPage.close();
  await new Promise((r) => setTimeout(r, 100));
  await dropListeners();
  const archived = await a.services.rooms.archive();
  // (with the rooms of the tests before, idle too)
  assert.ok(
    archived.some((x) => x.id === room),
    JSON.stringify(archived.map((x) => x.id)),
  );
  // b learns it anyway: its watch ends, and it answers 410 as a does
  await h1.next((m) => m.type === 'closed' && m.watch === 'w', 'the watch on b ends');
  for (const server of [a, b]) {
    const res = await call(overHttp(server.url), 'GET', `/api/rooms/${room}/view`, { token: heroes[0]!.token });
    assert.equal(res.status, 410, server.url);
    assert.equal(res.body.error.code, 'room_ended');
  }
  h1.close();
});

test("a seat released through one instance and taken again at once: the old player's watch on the other ends, its token opens nothing", async () => {
  const { room, master, heroes } = await setUpRoom(overHttp(a.url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'rejoin');
  const old = await Page.open(b.url);
  old.send({ type: 'watch', watch: 'w', room, token: heroes[0]!.token });
  await old.update('w', 0);
  const post = (token: string, body: unknown) => call(overHttp(a.url), 'POST', `/api/rooms/${room}/actions`, { token, body });
  assert.equal((await post(master.token, { type: 'start' })).status, 200);
  await old.update('w', 2);
  // b hears of the release and of the new player together (its listener is down meanwhile): the seat is still held,
  // by another token
  await dropListeners();
  assert.equal((await post(master.token, { type: 'release_seat', target: 'h1' })).status, 200);
  const rejoined = await call(overHttp(a.url), 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } });
  assert.equal(rejoined.status, 201, JSON.stringify(rejoined.body));
  assert.equal(rejoined.body.seat, 'h1');
  await old.next((m) => m.type === 'closed' && m.watch === 'w', 'the old watch on b ends');
  const res = await call(overHttp(b.url), 'GET', `/api/rooms/${room}/view`, { token: heroes[0]!.token });
  assert.equal(res.status, 401);
  assert.equal((await getView(overHttp(b.url), room, rejoined.body.token)).view.seats.find((x: { id: string }) => x.id === 'h1')!.hero, 'barbaro');
  old.close();
});
