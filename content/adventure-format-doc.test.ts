/**
 * docs/adventure-format.md and the Adventure schema cannot drift: the page's complete example (its only ```json
 * block) must be a valid adventure, consistent with the default pack, and the page names every node kind, condition
 * kind and skill, and shows the messages the checks give.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { Adventure, AdventureNode, checkPack } from './schemas/index.ts';
import { Condition, SKILLS } from './schemas/adventure.ts';

const DOC = path.resolve(import.meta.dirname, '../docs/adventure-format.md');
const doc = readFileSync(DOC, 'utf8');
const example = () => {
  const blocks = [...doc.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  assert.equal(blocks.length, 1, 'exactly one ```json block');
  return JSON.parse(blocks[0]!) as Record<string, any>;
};

test('the example of docs/adventure-format.md is a valid adventure of the default pack, with every kind of node', () => {
  const result = Adventure.safeParse(example());
  assert.ok(result.success, result.success ? '' : result.error.message);
  const pack = loadDefaultPack();
  assert.deepEqual(checkPack({ ...pack, adventures: [...pack.adventures, result.data] }), []);
  const kinds = new Set(result.data.locations.flatMap((l) => l.nodes.map((n) => n.kind)));
  assert.deepEqual([...kinds].sort(), AdventureNode.options.map((o) => o.shape.kind.value).sort());
});

test('docs/adventure-format.md names every node kind, condition kind and skill, and shows the messages the checks give', () => {
  const names = [...AdventureNode.options.map((o) => o.shape.kind.value), ...Condition.options.map((o) => o.shape.kind.value), ...SKILLS];
  for (const name of names) assert.ok(doc.includes(`\`${name}\``) || doc.includes(`"${name}"`), `the doc names "${name}"`);
  const pack = loadDefaultPack();
  const messages: string[] = [];
  const broken = example();
  broken.locations[0].routes = ['x'];
  const parsed = Adventure.safeParse(broken);
  assert.ok(!parsed.success);
  messages.push(...parsed.error.issues.map((i) => i.message));
  // a ruleset without campaign rules: Embervale's taken away
  const classic = Adventure.parse({ ...example(), ruleset: 'embervale' });
  const unpriced = pack.rulesets.map((r) => (r.id === 'embervale' ? (({ campaign: _, ...rest }) => rest)(r) : r));
  messages.push(
    ...checkPack({ ...pack, rulesets: unpriced, adventures: [classic] })
      .filter((i) => i.path === 'adventures[0].ruleset')
      .map((i) => i.message),
  );
  const missing = Adventure.parse({ ...example(), prologue: { mission: 'x' } });
  messages.push(...checkPack({ ...pack, adventures: [missing] }).map((i) => i.message));
  assert.deepEqual(messages, ['no location "x"', 'ruleset "embervale" has no campaign rules ("campaign"), which price an adventure\'s town', 'no mission "x"']);
  for (const message of messages) assert.ok(doc.includes(message), `the doc shows "${message}"`);
});
