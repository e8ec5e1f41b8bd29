/**
 * docs/mission-format.md and the Mission schema cannot drift: the page's complete example
 * (its only ```json block) must be a valid mission, consistent with the default pack.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { checkPack, Condition, FURNITURE_KINDS, Mission, MissionObject, Npc, TRAP_KINDS, Trigger, WinRule } from './schemas/index.ts';

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
  assert.ok(mission.npcs.length > 0 && mission.objects.length > 0 && mission.events.length > 0, 'it shows an NPC, objects and an event');
  assert.equal(typeof mission.win, 'object', 'it shows a win by conditions');
  // Its creature kinds and ruleset exist in the default pack.
  const pack = loadDefaultPack();
  assert.deepEqual(checkPack({ ...pack, missions: [...pack.missions.filter((m) => m.id !== mission.id), mission] }), []);
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
  tryIt(
    (m) =>
      (m.map.doors[1] = {
        between: [
          [2, 3],
          [3, 3],
        ],
      }),
  );
  tryIt((m) => (m.monsters[2] = { kind: 'orco', x: 0, y: 3 }));
  for (const message of messages) assert.ok(doc.includes(message), `the doc shows "${message}"`);
});

test('docs/mission-format.md names every object type, trap and furniture kind, condition, trigger, win mode and NPC mover', () => {
  const doc = readFileSync(DOC, 'utf8');
  const [named, withConditions] = WinRule.options;
  const names = [
    ...MissionObject.options.map((o) => o.shape.type.value),
    ...TRAP_KINDS,
    ...FURNITURE_KINDS,
    ...Condition.options.map((o) => o.shape.type.value),
    ...Trigger.options.map((o) => o.shape.type.value),
    ...named.options,
    ...withConditions.shape.mode.options,
    ...Npc.shape.moved_by.unwrap().options,
  ];
  for (const name of names) assert.ok(doc.includes(`\`${name}\``) || doc.includes(`"${name}"`), `the doc names "${name}"`);
});
