/**
 * An acknowledged action survives the server being killed (`kill -9`): the server runs as `npm start` runs it, in a
 * process of its own; seats act over the live connection and by HTTP, the process is killed the moment the last
 * answer arrives, and a new server on the same data folder holds every acknowledged action, at the same seq and
 * view. (The write-ahead commits actions in groups, with `synchronous = NORMAL`: each commit is in the WAL file
 * before any client hears of it.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MASTER, type Action } from '../engine/index.ts';
import { act, getView, overHttp, setUpRoom } from './support/http.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, serverProcess, tempDir, testServer } from './support/server.ts';

const MAIN = fileURLToPath(new URL('../cms/main.ts', import.meta.url));

test('kill -9 right after the last answer: a new server has every acknowledged action, at the same seq and view', async () => {
  const tmp = tempDir();
  try {
    const { url, stop } = await serverProcess(['--import', 'tsx', MAIN], tmp.dir);
    const req = overHttp(url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'durability');
    const tokens: Record<string, string> = { [MASTER]: master.token, [heroes[0]!.seat]: heroes[0]!.token, [heroes[1]!.seat]: heroes[1]!.token };
    const page = await Page.open(url);
    for (const [seat, token] of Object.entries(tokens)) page.send({ type: 'watch', watch: seat, room, token });
    let seq = (await page.update(MASTER, 0)).seq;
    for (const seat of Object.keys(tokens)) await page.update(seat, seq);
    // every other action over the socket, the others by HTTP: both answer only once the action is written; the last
    // one over the socket, whose seat has its own delta of it before the answer (same socket, in order)
    let seat: string = MASTER;
    for (let i = 0; i < 61; i++) {
      const now = await page.update(MASTER, seq);
      seat = now.view.phase === 'lobby' ? MASTER : now.view.turn!.seat;
      const action: Action = now.view.phase === 'lobby' ? { type: 'start' } : { type: 'end_turn' };
      if (i % 2 === 0) {
        const answer = await page.act(seat, action, seq);
        assert.equal(answer.type, 'acted', JSON.stringify(answer));
        seq = answer.type === 'acted' ? answer.seq : seq;
      } else seq = (await act(req, room, tokens[seat]!, action)).seq;
    }
    await stop('SIGKILL');
    const seen = await page.update(seat, seq);
    page.close();

    const again = await testServer(tmp.dir);
    try {
      const after = await getView(overHttp(again.url), room, tokens[seat]!);
      assert.equal(after.seq, seq, 'every acknowledged action is there');
      // as the seat last saw it; who is connected is not the game's (the seat's page was, and now nobody is)
      assert.deepEqual({ ...after.view, presence: [] }, { ...seen.view, presence: [] }, 'as the seat last saw it');
    } finally {
      await again.close();
    }
  } finally {
    tmp.remove();
  }
});
