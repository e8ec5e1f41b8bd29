/**
 * docs/rulesets.md's worked content must be what it says: for Forsaken Woods a hero, a creature, a spell and a mission
 * that the schemas accept, that fit the shipped ruleset, and that play; for a ruleset the `rules` module plays
 * (Embervale) a hero, a creature kind and a mission with an allied NPC whose `rules` numbers the module's check
 * accepts, with the numbers the page gives.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { checkPack, Creature, Hero, Mission, Spell } from '../content/schemas/index.ts';
import { parsedRules } from '../content/schemas/ruleset.ts';
import { apply, createGame, viewFor } from '../engine/index.ts';
import { d20Piece } from '../engine/rulesets/d20/pieces.ts';
import { rulesPieceIssues } from '../engine/rulesets/rules/piece.ts';
import { addActor, computeStats, createWorld, stanceOf } from '../engine/rulesets/rules/document/index.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';

const doc = readFileSync(new URL('../docs/rulesets.md', import.meta.url), 'utf8');
/** The JSON blocks of the page from the heading `from` to the first `to` after it (`"\n## "`: the next section), or its end. */
const jsonBlocks = (from: string, to: string) => {
  const start = doc.indexOf(from);
  const end = doc.indexOf(to, start + from.length);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
};
const blocks = jsonBlocks('### Writing content for Forsaken Woods', '### What the guide leaves to content');

test('the worked hero, creature, spell and mission parse, fit the ruleset, and play', () => {
  assert.equal(blocks.length, 4);
  const hero = Hero.parse(blocks[0]);
  const creature = Creature.parse(blocks[1]);
  const spell = Spell.parse(blocks[2]);
  const mission = Mission.parse(blocks[3]);
  const pack = loadDefaultPack();
  const all = {
    ...pack,
    heroes: [...pack.heroes, hero],
    creatures: [...pack.creatures, creature],
    spells: [...pack.spells, spell],
    missions: [...pack.missions, mission],
  };
  assert.deepEqual(checkPack(all), []);
  const ruleset = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
  let s = createGame({ mission, heroes: all.heroes, creatures: all.creatures, ruleset, spells: all.spells, seed: 'doc' });
  // the room tells who would join with what: her piece as worked out, before the game
  assert.equal(viewFor(s, 'master').heroPieces['lira']?.maxBody, 24);
  for (const a of [
    { seat: 'h1', type: 'join', hero: 'lira' },
    { seat: 'h1', type: 'start' },
  ] as const) {
    const r = apply(s, a);
    assert.ok(r.ok, JSON.stringify(r));
    s = r.state;
  }
  const lira = s.units.find((u) => u.id === 'h1')!;
  // as the page says: 24 hit points, Attack 4, 3 mana
  assert.deepEqual([lira.maxBody, d20Piece(lira)?.attack, d20Piece(lira)?.resource, d20Piece(lira)?.resMax], [24, 4, 'mana', 3]);
  // the rat at the advanced tier: ceil(6 × 125%) = 8 hit points
  assert.equal(s.units.find((u) => u.kind === 'ratto-delle-nebbie')?.maxBody, 8);
});

test('the worked hero, creature kind and mission of a rules ruleset parse, fit Embervale, and have the numbers the page gives', () => {
  const worked = jsonBlocks('### Writing content for a rules ruleset', '\n## ');
  assert.equal(worked.length, 3);
  const hero = Hero.parse(worked[0]);
  const creature = Creature.parse(worked[1]);
  const mission = Mission.parse(worked[2]);
  const pack = loadDefaultPack();
  const all = { ...pack, heroes: [...pack.heroes, hero], creatures: [...pack.creatures, creature], missions: [...pack.missions, mission] };
  assert.deepEqual(checkPack(all), []);
  const rules = parsedRules(pack.rulesets.find((r) => r.id === 'embervale')!)!;
  for (const piece of [hero.rules!, creature.rules!, mission.npcs[0]!.rules!]) assert.deepEqual(rulesPieceIssues(rules, piece), []);
  // as the page says: Ilda at level 2 with might 2 has 12 vigour and guard 10; Tobia is an ally
  const world = createWorld(rules, new Rng(seedRng('doc')));
  const ilda = addActor(world, { id: 'ilda', level: 2, attributes: hero.rules!.attributes! });
  const stats = computeStats(rules, ilda, world.rng);
  assert.deepEqual([stats.resMax['vigour'], stats.derived['guard'], stats.mod['might']], [12, 10, 2]);
  assert.equal(stanceOf(rules, mission.npcs[0]!.rules!.disposition!), 'ally');
});
