/**
 * `npm start` runs the server bundle (`cms/build/server.ts`: `cms/dist/main.mjs`) in plain Node: built from the sources, it
 * starts on a fresh data folder, seeds the default pack, serves the demo page and the API, and plays a room over the
 * live connection, reading its files (the pack, the demo) where the sources do. Its files are ASCII: Node holds their text
 * in memory for as long as it runs, and one other character would double that.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildServer, SERVER_DIST_DIR } from '../cms/build/server.ts';
import { act, call, overHttp } from './support/http.ts';
import { Page } from './support/live.ts';
import { serverProcess, tempDir } from './support/server.ts';

test('the bundle npm start runs serves the demo and the API, and plays a room live, from a fresh data folder', async () => {
  const { outputs } = await buildServer();
  // V8 holds a module's source text for the life of the process, at two bytes a character if one is not ASCII
  for (const file of outputs.filter((f) => f.endsWith('.mjs'))) {
    const text = readFileSync(file, 'latin1');
    const at = text.search(/[^\x00-\x7f]/);
    assert.equal(at, -1, `${file} holds a non-ASCII byte at ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 60), at + 10))}`);
  }
  const tmp = tempDir();
  const { url, stop } = await serverProcess([`${SERVER_DIST_DIR}/main.mjs`], tmp.dir);
  try {
    const req = overHttp(url);
    assert.equal((await call(req, 'GET', '/api/health')).status, 200);
    const demo = await fetch(`${url}/`);
    assert.equal(demo.status, 200);
    assert.match(await demo.text(), /<script type="module" src="\/quest-board\.js">/, 'the demo page, read from demo/');
    const missions = await call(req, 'GET', '/api/missions');
    assert.ok(
      missions.body.items.some((m: { id: string }) => m.id === 'la-prova'),
      'the default pack was seeded',
    );
    const created = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(created.status, 201);
    const joined = await call(req, 'POST', `/api/rooms/${created.body.room}/seats`, { body: { hero: 'barbaro' } });
    const page = await Page.open(url);
    page.send({ type: 'watch', watch: 'h', room: created.body.room, token: joined.body.token });
    const first = await page.update('h', 0);
    const { seq } = await act(req, created.body.room, created.body.token, { type: 'start' });
    assert.equal((await page.update('h', seq)).view.phase, 'playing');
    assert.equal(page.messages.filter((m) => m.type === 'patch').length, 1, `a delta after the whole view at seq ${first.seq}`);
    page.close();
  } finally {
    await stop();
    tmp.remove();
  }
});
