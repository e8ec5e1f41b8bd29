/**
 * A hero seat's live stream never carries a creature of an unrevealed room (checked on the raw JSON text
 * of every frame of a whole game), while the master's stream does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { overHttp, setUpRoom } from './support/http.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';
import { SseClient } from './support/sse.ts';
import { assertHeroFramesHide, hiddenCreatures } from './support/visibility.ts';

const live = serverForFile();

test('hero streams hide the creatures of unrevealed rooms; the master stream shows them', async () => {
  const { room, master, heroes } = await setUpRoom(overHttp(live().url), ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'hidden-rooms');
  const seats: LiveSeat[] = [];
  for (const s of [master, ...heroes]) seats.push({ ...s, stream: await SseClient.open(live().url, room, s.token) });
  const [m, h1, h2] = seats as [LiveSeat, LiveSeat, LiveSeat];

  // right after the start every creature of la-prova stands in a hidden room
  await playGame(live().url, room, seats, { until: (u) => u.view.phase === 'playing' });
  const atStart = m.stream.latest!;
  const hidden = hiddenCreatures(atStart.view);
  assert.ok(hidden.length >= 5, `expected hidden creatures, got ${JSON.stringify(hidden)}`);
  const heroRaw = h1.stream.frames.at(-1)!.raw;
  for (const { id, kind } of hidden) {
    assert.ok(m.stream.frames.at(-1)!.raw.includes(`"id":"${id}"`));
    assert.ok(m.stream.frames.at(-1)!.raw.includes(`"kind":"${kind}"`));
    assert.ok(!heroRaw.includes(`"${id}"`), `${id} leaked`);
    assert.ok(!heroRaw.includes(`"kind":"${kind}"`), `${kind} leaked`);
  }

  // then through a whole game: every frame of both hero streams is checked against the master's frame of its seq
  await playGame(live().url, room, seats);
  assert.equal(m.stream.latest!.view.phase, 'over');
  const revealed = m.stream.frames.flatMap((f) => f.update.events).filter((e) => e.type === 'room_revealed');
  assert.ok(revealed.length >= 3, 'rooms were revealed during the game');
  // creatures do show up once their room is revealed
  assert.ok(h1.stream.frames.some((f) => f.update.view.units.some((u) => u.side === 'master')));
  const checked = assertHeroFramesHide(m.stream.frames, h1.stream.frames) + assertHeroFramesHide(m.stream.frames, h2.stream.frames);
  assert.ok(checked > 100, `only ${checked} frames checked`);
  for (const s of seats) s.stream.close();
});
