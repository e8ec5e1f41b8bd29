/**
 * docs/mission-format.md and the Mission schema cannot drift: the page's complete example
 * (its only ```json block) must be a valid mission, consistent with the default pack.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { checkPack, Mission } from './schemas/index.ts';

const DOC = path.resolve(import.meta.dirname, '../docs/mission-format.md');

function jsonBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

test('the example of docs/mission-format.md is a valid mission of the default pack', () => {
  const blocks = jsonBlocks(readFileSync(DOC, 'utf8'));
  assert.equal(blocks.length, 1, 'exactly one ```json block (partial snippets use ```jsonc)');
  const result = Mission.safeParse(JSON.parse(blocks[0]!));
  assert.ok(result.success, result.success ? '' : result.error.message);
  const mission = result.data;
  assert.ok(mission.map.rooms.length >= 2 && mission.map.rooms.length <= 3, 'a small example of 2 or 3 rooms');
  // Its creature kinds and ruleset exist in the default pack.
  const pack = loadDefaultPack();
  assert.deepEqual(checkPack({ ...pack, missions: [mission] }), []);
});

test('the error messages shown in docs/mission-format.md are the ones the schema gives', () => {
  const doc = readFileSync(DOC, 'utf8');
  const example = Mission.parse(JSON.parse(jsonBlocks(doc)[0]!));
  const messages: string[] = [];
  const tryIt = (edit: (m: Record<string, any>) => void) => {
    const m = structuredClone(example) as Record<string, any>;
    edit(m);
    const r = Mission.safeParse(m);
    assert.ok(!r.success);
    for (const i of r.error.issues) messages.push(i.message);
  };
  tryIt((m) => (m.map.rows[3] = m.map.rows[3].slice(1)));
  tryIt((m) => (m.map.doors[1] = { between: [[2, 3], [3, 3]] }));
  tryIt((m) => (m.monsters[2] = { kind: 'orco', x: 0, y: 3 }));
  for (const message of messages) assert.ok(doc.includes(message), `the doc shows "${message}"`);
});
