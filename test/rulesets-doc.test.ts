/**
 * docs/rulesets.md's worked Forsaken Woods content must be what it says: a hero, a creature, a spell and a mission
 * that the schemas accept, that fit the shipped ruleset, and that play.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { checkPack, Creature, Hero, Mission, Spell } from '../content/schemas/index.ts';
import { apply, createGame, viewFor } from '../engine/index.ts';

const doc = readFileSync(new URL('../docs/rulesets.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('### Writing content for Forsaken Woods'), doc.indexOf('### What the guide leaves to content'));
const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);

test('the worked hero, creature, spell and mission parse, fit the ruleset, and play', () => {
  assert.equal(blocks.length, 4);
  const hero = Hero.parse(blocks[0]);
  const creature = Creature.parse(blocks[1]);
  const spell = Spell.parse(blocks[2]);
  const mission = Mission.parse(blocks[3]);
  const pack = loadDefaultPack();
  const all = { ...pack, heroes: [...pack.heroes, hero], creatures: [...pack.creatures, creature], spells: [...pack.spells, spell], missions: [...pack.missions, mission] };
  assert.deepEqual(checkPack(all), []);
  const ruleset = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
  let s = createGame({ mission, heroes: all.heroes, creatures: all.creatures, ruleset, spells: all.spells, seed: 'doc' });
  // the room tells who would join with what: her piece as worked out, before the game
  assert.equal(viewFor(s, 'master').heroPieces['lira']?.maxBody, 24);
  for (const a of [{ seat: 'h1', type: 'join', hero: 'lira' }, { seat: 'h1', type: 'start' }] as const) {
    const r = apply(s, a);
    assert.ok(r.ok, JSON.stringify(r));
    s = r.state;
  }
  const lira = s.units.find((u) => u.id === 'h1')!;
  // as the page says: 24 hit points, Attack 4, 3 mana
  assert.deepEqual([lira.maxBody, lira.d20?.attack, lira.d20?.resource, lira.d20?.resMax], [24, 4, 'mana', 3]);
  // the rat at the advanced tier: ceil(6 × 125%) = 8 hit points
  assert.equal(s.units.find((u) => u.kind === 'ratto-delle-nebbie')?.maxBody, 8);
});
