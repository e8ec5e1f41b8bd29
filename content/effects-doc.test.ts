/**
 * docs/effects.md is generated from the schemas (`npm run docs:effects`); it cannot drift from them: the committed page
 * must be exactly what the generator writes now, and it must cover every target, brick and creature power.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { Ability, checkPack, Deck, EFFECT_TYPES, Effect, Item, Spell, Target } from './schemas/index.ts';
import { DOC_EXAMPLES, EFFECTS_DOC, effectsDoc } from './tools/effects-doc.ts';

const generated = effectsDoc();

test('docs/effects.md is exactly what npm run docs:effects writes', () => {
  const committed = readFileSync(EFFECTS_DOC, 'utf8');
  // compare line by line first, for a readable failure, then byte for byte
  const a = committed.split('\n');
  const b = generated.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  assert.ok(at === -1 && a.length === b.length, `docs/effects.md differs from the schemas at line ${at + 1}: run npm run docs:effects`);
  assert.equal(committed, generated);
});

test('the page has a section for every brick, with a valid example of that brick', () => {
  for (const type of EFFECT_TYPES) {
    const start = generated.indexOf(`\n### \`${type}\`\n`);
    assert.ok(start >= 0, `no section for the brick "${type}"`);
    const end = generated.indexOf('\n#', start + 1);
    const section = generated.slice(start, end < 0 ? undefined : end);
    const blocks = [...section.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => JSON.parse(m[1]!));
    assert.ok(blocks.length >= 1, `no example for "${type}"`);
    for (const block of blocks) assert.equal(Effect.parse(block).type, type);
  }
});

test('the page has a row for every target and a section for every creature power', () => {
  for (const t of Target.options) assert.ok(generated.includes(`\n| \`${t}\` | `), `no row for the target "${t}"`);
  for (const o of Ability.options) assert.ok(generated.includes(`\n### Power \`${o.shape.type.value}\`\n`), `no section for the power "${o.shape.type.value}"`);
  for (const title of ['## Spells', '## Items', '## Decks', '## Cards']) assert.ok(generated.includes(`\n${title}\n`), title);
});

test('the examples name documents of the default pack', () => {
  const pack = loadDefaultPack();
  const { spell, item, deck, bricks } = DOC_EXAMPLES;
  const t = { it: 'Esempi', en: 'Examples' };
  // every brick example on one card (spawn names a creature kind, item an item, draw a deck)
  const examples = Deck.parse({ id: 'esempi', name: t, cards: [{ id: 'esempi', name: t, text: t, effects: Object.values(bricks).flat() }] });
  const withExamples = {
    ...pack,
    spells: [...pack.spells.filter((s) => s.id !== spell.id), Spell.parse(spell)],
    items: [...pack.items.filter((i) => i.id !== item.id), Item.parse(item)],
    decks: [...pack.decks.filter((d) => d.id !== deck.id), Deck.parse(deck), examples],
  };
  assert.deepEqual(checkPack(withExamples), []);
});
