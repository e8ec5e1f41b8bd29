/**
 * A room whose ruleset's parts are fetched on demand (components/rulesets/registry.ts: every ruleset but classic is
 * a chunk of its own): the room's connection (components/controllers/room-connection.ts) hands its element the first
 * table only once the parts of the view's module are loaded, with the updates that came meanwhile after it, in order.
 * A real game of the `rules` module (test/support/rules-fixture.ts) and the real registry, in a process of its own:
 * nothing has loaded the `rules` parts before this file.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ReactiveControllerHost } from 'lit';
import type { TableState } from '../components/context.ts';
import { RoomConnection } from '../components/controllers/room-connection.ts';
import { loadTexts } from '../components/i18n.ts';
import { describeEvent } from '../components/log-lines.ts';
import { loadRulesetParts, rulesetParts, rulesetPartsReady } from '../components/rulesets/registry.ts';
import { legalActions, viewFor } from '../engine/index.ts';
import { provaGame, provaMission } from './support/rules-fixture.ts';

// the English texts are fetched on demand too (components/i18n.ts); this file reads its lines in English
await loadTexts('en');

test("a rules room's first table waits for the rules parts, the updates meanwhile follow it in order", async () => {
  const { state } = provaGame(provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 3, y: 0 }] }), ['maga'], 'loading');
  const view = viewFor(state, 'h1');
  assert.equal(view.module, 'rules');
  assert.equal(rulesetPartsReady('rules'), false, 'nothing loaded the rules parts yet');
  const save = { type: 'save_rolled', unit: 'm1', save: 'tempra', natural: 9, total: 8, difficulty: 12, success: false } as const;
  assert.equal(describeEvent(save, view, 'en'), '', "no line for the module's own event while its parts are not here");

  // what the element sees of each table it is handed: its seq, and the parts the chronicle would tell it with
  const seen: { seq: number; parts: string }[] = [];
  const host = { addController() {}, removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true) } satisfies ReactiveControllerHost;
  const connection = new RoomConnection(host, {
    table: (table: TableState) => seen.push({ seq: table.seq, parts: rulesetParts(table.view.module).id }),
    status: () => undefined,
    rulesetFailed: (error) => assert.fail(`the rules parts failed to load: ${String(error)}`),
  });
  const legal = legalActions(state, 'h1');
  connection.apply({ seq: 1, view: { ...view, seq: 1 }, legal, events: [] });
  connection.apply({ seq: 2, view: { ...view, seq: 2 }, legal, events: [] });
  assert.deepEqual(seen, [], 'no table before the parts are here');
  const table = () => connection.table;
  assert.equal(table(), undefined, 'the connection has no table yet');

  await loadRulesetParts('rules');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, [
    { seq: 1, parts: 'rules' },
    { seq: 2, parts: 'rules' },
  ]);
  assert.equal(table()?.seq, 2);
  // the chronicle tells the module's own events from then on
  assert.equal(describeEvent(save, view, 'en'), 'The goblin fails the saving throw (8 against 12)');

  // a later update is applied at once
  connection.apply({ seq: 3, view: { ...view, seq: 3 }, legal, events: [] });
  assert.deepEqual(seen.at(-1), { seq: 3, parts: 'rules' });
});
