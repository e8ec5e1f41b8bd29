/**
 * Two scripted heroes and a scripted master play the tutorial mission `la-prova` to the heroes' win, through the
 * HTTP API and the live streams, using only actions from the `legal` lists the streams deliver.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { overHttp, setUpRoom } from './support/http.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';
import { SseClient } from './support/sse.ts';

const live = serverForFile();

test("master and two heroes play la-prova to a heroes' win", async () => {
  const { room, master, heroes } = await setUpRoom(overHttp(live().url), ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'play-la-prova');
  const seats: LiveSeat[] = [];
  for (const s of [master, ...heroes]) seats.push({ ...s, stream: await SseClient.open(live().url, room, s.token) });

  const sent = await playGame(live().url, room, seats, { maxActions: 3000 });
  assert.ok(sent > 20, `only ${sent} actions`);

  for (const s of seats) {
    const overs = s.stream.frames.flatMap((f) => f.update.events).filter((e) => e.type === 'game_over');
    assert.deepEqual(overs, [{ type: 'game_over', winner: 'heroes', reason: 'all_creatures_dead' }], `stream of ${s.seat}`);
    const last = s.stream.latest!;
    assert.equal(last.view.phase, 'over');
    assert.deepEqual(last.view.result, { winner: 'heroes', reason: 'all_creatures_dead' });
    assert.deepEqual(last.legal, []);
    // every seat saw every seq, in order
    assert.deepEqual(
      s.stream.frames.map((f) => f.update.seq),
      Array.from({ length: last.seq - s.stream.frames[0]!.update.seq + 1 }, (_, i) => s.stream.frames[0]!.update.seq + i),
    );
  }
  const summary = await fetch(`${live().url}/api/rooms/${room}`).then((r) => r.json());
  assert.equal(summary.phase, 'over');
  for (const s of seats) s.stream.close();
});
