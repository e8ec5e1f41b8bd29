/**
 * The figures' registry against the content: every creature kind and hero of the default pack names a figure the
 * board knows, no two creature kinds (and no two heroes) share one, and a unit's figure falls back from its own
 * `figure` to its kind, then to its side's generic figure. (That no two figures are drawn alike is the browser test
 * test/browser/figures.test.ts.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { Creature, Hero } from '../content/schemas/index.ts';
import {
  buildFigure,
  DEFAULT_CREATURE_FIGURE,
  DEFAULT_HERO_FIGURE,
  FIGURE_HEIGHT,
  FIGURE_NAMES,
  FIGURE_REACH,
  figureOf,
  FIGURES,
  NPC_FIGURE,
} from '../components/board/figures.ts';
import { creatureUnit, heroUnit } from '../engine/core/units.ts';

const pack = loadDefaultPack();

test('every default creature kind names its own figure, one the board knows', () => {
  const seen = new Map<string, string>();
  for (const c of pack.creatures) {
    assert.ok(c.figure, `creature ${c.id} names no figure`);
    assert.ok(FIGURE_NAMES.includes(c.figure), `creature ${c.id} names figure "${c.figure}", which the board does not know`);
    assert.equal(FIGURES[c.figure]!.base, 6, `creature ${c.id}'s figure "${c.figure}" stands on a creature's hexagonal base`);
    assert.equal(seen.get(c.figure), undefined, `creatures ${seen.get(c.figure)} and ${c.id} share the figure "${c.figure}"`);
    seen.set(c.figure, c.id);
  }
  assert.equal(seen.size, pack.creatures.length);
});

test('every default hero names its own figure, one the board knows', () => {
  const seen = new Map<string, string>();
  for (const h of pack.heroes) {
    assert.ok(h.figure, `hero ${h.id} names no figure`);
    assert.ok(FIGURE_NAMES.includes(h.figure), `hero ${h.id} names figure "${h.figure}", which the board does not know`);
    assert.equal(FIGURES[h.figure]!.base, 24, `hero ${h.id}'s figure "${h.figure}" stands on a hero's round base`);
    assert.equal(seen.get(h.figure), undefined, `heroes ${seen.get(h.figure)} and ${h.id} share the figure "${h.figure}"`);
    seen.set(h.figure, h.id);
  }
  assert.deepEqual(
    ['barbaro', 'elfo', 'mago', 'nano'].map((id) => pack.heroes.find((h) => h.id === id)?.figure),
    ['barbarian', 'elf', 'wizard', 'dwarf'],
  );
});

test("the engine's units carry their document's figure; documents without one leave it out", () => {
  const goblin = pack.creatures.find((c) => c.id === 'goblin')!;
  assert.equal(creatureUnit('m1', goblin, 0, 0, null).figure, 'goblin');
  const plain = Creature.parse({ id: 'ratto', name: { it: 'Ratto', en: 'Rat' }, move: 6, attack: 1, defence: 1, body: 1, mind: 0 });
  assert.equal('figure' in creatureUnit('m1', plain, 0, 0, null), false);
  const barbaro = pack.heroes.find((h) => h.id === 'barbaro')!;
  assert.equal(heroUnit('h1', barbaro, 0, 0, []).figure, 'barbarian');
});

test('the figure field is a slug: a bad one is refused with its path', () => {
  const r = Creature.safeParse({ id: 'ratto', name: { it: 'Ratto', en: 'Rat' }, move: 6, attack: 1, defence: 1, body: 1, mind: 0, figure: 'Big Rat!' });
  assert.equal(r.success, false);
  assert.deepEqual(
    r.error!.issues.map((i) => i.path),
    [['figure']],
  );
  const h = Hero.safeParse({ id: 'eroe', name: { it: 'Eroe', en: 'Hero' }, body: 5, mind: 2, attack: 2, defence: 2, figure: 42 });
  assert.deepEqual(
    h.error!.issues.map((i) => i.path),
    [['figure']],
  );
});

test("a unit's figure: its own, else its kind's, else its side's generic one; NPCs always the NPC's", () => {
  const unit = (kind: string, side: 'heroes' | 'master', figure?: string, npc = false) => ({ kind, side, npc, ...(figure ? { figure } : {}) });
  assert.equal(figureOf(unit('orco', 'master', 'orc')), 'orc');
  assert.equal(figureOf(unit('goblin', 'master')), 'goblin');
  assert.equal(figureOf(unit('drago', 'master')), DEFAULT_CREATURE_FIGURE);
  assert.equal(figureOf(unit('drago', 'master', 'dragon')), DEFAULT_CREATURE_FIGURE);
  assert.equal(figureOf(unit('goblin', 'master', 'dragon')), 'goblin');
  assert.equal(figureOf(unit('paladino', 'heroes')), DEFAULT_HERO_FIGURE);
  assert.equal(figureOf(unit('Berta', 'heroes', undefined, true)), NPC_FIGURE);
  assert.equal(figureOf(unit('npc', 'master')), DEFAULT_CREATURE_FIGURE);
  assert.deepEqual([DEFAULT_HERO_FIGURE, DEFAULT_CREATURE_FIGURE, NPC_FIGURE], ['hero', 'creature', 'npc']);
});

test('every figure builds into one geometry within its square and under the board framing height', () => {
  for (const name of FIGURE_NAMES) {
    const g = buildFigure(name);
    const box = g.boundingBox!;
    assert.deepEqual(Object.keys(g.attributes).sort(), ['color', 'normal', 'position'], name);
    assert.ok(box.max.y <= FIGURE_HEIGHT + 1e-6, `${name} is ${box.max.y} tall`);
    assert.ok(Math.max(-box.min.x, box.max.x, -box.min.z, box.max.z) <= FIGURE_REACH + 1e-6, `${name} reaches too far: ${JSON.stringify(box)}`);
    assert.ok(g.getAttribute('position').count < 6000, `${name} has ${g.getAttribute('position').count} vertices`);
    g.dispose();
  }
  assert.throws(() => buildFigure('dragon'), /no figure named "dragon"/);
});
