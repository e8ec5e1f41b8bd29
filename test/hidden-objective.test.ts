/**
 * The objective of a mission with a hidden goal over a real listening server (the bad-input tester's finding): a hero
 * seat's view, its live stream's first update and a spectator's view of la-cripta-del-negromante name neither the goal
 * room (`sepolcro`, "Sepolcro del negromante"), nor the tag of the creature to kill (`negromante`); the master's view
 * holds them all.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, overHttp, setUpRoom } from './support/http.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';
import { SseClient } from './support/sse.ts';

const live = serverForFile();
const SECRETS = ['"sepolcro"', 'Sepolcro del negromante', "The necromancer's tomb", '"negromante"'];

test("a hero's view, its stream's first update and a spectator's view carry no hidden part of the objective", async () => {
  const req = overHttp(live().url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-cripta-del-negromante', ['barbaro', 'nano'], 'hidden-objective');
  const started = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master.token, body: { type: 'start' } });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const raw = async (path: string, token?: string) => {
    const res = await req(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    assert.equal(res.status, 200);
    return res.text();
  };
  const stream = await SseClient.open(live().url, room, heroes[0]!.token);
  try {
    await stream.waitForSeq(started.body.seq);
    const seen = {
      hero: await raw(`/api/rooms/${room}/view`, heroes[0]!.token),
      spectator: await raw(`/api/rooms/${room}/view?as=spectator`),
      stream: stream.frames[0]!.raw,
    };
    for (const [who, text] of Object.entries(seen)) {
      assert.match(text, /"room_revealed"/, `${who} still reads that a room is to be found`);
      for (const secret of SECRETS) assert.ok(!text.includes(secret), `${who} reads ${secret}`);
    }
    const masterView = await raw(`/api/rooms/${room}/view`, master.token);
    for (const secret of [SECRETS[0]!, SECRETS[1]!, SECRETS[3]!]) assert.ok(masterView.includes(secret), `the master reads ${secret}`);
  } finally {
    stream.close();
  }
});
