/**
 * A room survives a restart: play part of a game, close the server, start a new one on the same data dir,
 * and the game goes on from the same seq and view (latest snapshot + replayed actions), to the heroes' win.
 */
import { gameSeen } from './support/game-seen.ts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SNAPSHOT_EVERY } from '../cms/rooms/authority.ts';
import { getView, overHttp, setUpRoom } from './support/http.ts';
import { openSeats, playGame } from './support/play.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './support/server.ts';

test('a game goes on after a restart from the same seq and view', async () => {
  const tmp = tempDir();
  try {
    let server = await testServer(tmp.dir);
    const { room, master, heroes } = await setUpRoom(overHttp(server.url), ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'restart');
    const keys = [master, ...heroes];
    const open = (url: string) => openSeats(url, room, keys);

    let seats = await open(server.url);
    // past a snapshot, so the reload uses the snapshot and replays the actions after it
    const target = SNAPSHOT_EVERY + 23;
    await playGame(server.url, room, seats, { until: (u) => u.seq >= target });
    // the game as each seat sees it (who is connected, when the turn began and Skip turn are the server's)
    const game = gameSeen;
    const beforeViews = (await Promise.all(keys.map((k) => getView(overHttp(server.url), room, k.token)))).map(game);
    assert.equal(beforeViews[0]!.seq, target);
    assert.equal(beforeViews[0]!.view.phase, 'playing');

    await server.close();
    for (const s of seats) {
      await s.stream.done;
      assert.ok(s.stream.ended);
    }

    server = await testServer(tmp.dir);
    const afterViews = (await Promise.all(keys.map((k) => getView(overHttp(server.url), room, k.token)))).map(game);
    assert.deepEqual(afterViews, beforeViews);

    seats = await open(server.url);
    for (const [i, s] of seats.entries()) {
      const first = await s.stream.waitForSeq(target);
      assert.deepEqual(game(first.update), beforeViews[i]);
      assert.deepEqual(first.update.events, []);
    }
    const sent = await playGame(server.url, room, seats);
    assert.ok(sent > 0);
    const last = seats[0]!.stream.latest!;
    assert.equal(last.view.phase, 'over');
    assert.equal(last.view.result?.winner, 'heroes');
    assert.ok(seats.every((s) => s.stream.frames.some((f) => f.update.events.some((e) => e.type === 'game_over' && e.winner === 'heroes'))));
    for (const s of seats) s.stream.close();
    await server.close();
  } finally {
    tmp.remove();
  }
});
