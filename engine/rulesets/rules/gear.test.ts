/**
 * Gear and skill under the `rules` module (spec 002, `rules.equipmentSlots`, `rules.itemProperties`,
 * `rules.masteryTiers`) with the test ruleset (test/support/rules-fixture.ts) given slots, properties and tiers: an
 * item refused for a full slot, an item's property modifying a derived stat while worn, a weapon property's
 * `attackStats` giving the best attribute to the strike, and a requirement asking a mastery tier met at its rank.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Hero } from '../../../content/schemas/index.ts';
import { apply, createGame, legalActions, MASTER, viewFor, type GameEvent, type GameState } from '../../index.ts';
import { isRulesView } from './view-types.ts';
import { ok, prova, provaCreatures, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';
import { rulesPieceIssues } from './piece.ts';
import { rulesOf } from './settings.ts';

const t = (s: string) => ({ it: s, en: s });
const target = { ref: 'target.id' };

const ruleset = provaRuleset({
  ...prova(),
  equipmentSlots: [
    { id: 'mano', name: 'Mano' },
    { id: 'anelli', name: 'Anelli', capacity: 2 },
  ],
  itemProperties: [
    { id: 'scudo', name: 'Scudo', modifiers: { guardia: 2 } },
    { id: 'agile', name: 'Agile', attackStats: ['destrezza'] },
  ],
  masteryTiers: [
    { id: 'novizio', name: 'Novizio', atRank: 1 },
    { id: 'adepto', name: 'Adepto', atRank: 5 },
  ],
});
const rules = rulesOf(ruleset);

/** A duellist (forza 10, destrezza 16) with an agile blade, a shield, and a bolt asking "adepto" of the arcane skill at `rank`. */
function duellist(rank: number, items: unknown[] = [{ name: t('Scudo'), slot: 'mano', properties: ['scudo'] }]): Hero {
  return Hero.parse({
    id: 'duellante',
    name: t('Duellante'),
    body: 1,
    mind: 0,
    attack: 0,
    defence: 0,
    ruleset: 'prova-regole',
    rules: {
      attributes: { forza: 10, destrezza: 16 },
      weapon: { damage: '1d6', stat: 'forza', properties: ['agile'] },
      items,
      skills: { arcano: rank },
      abilities: [{ id: 'dardo', name: t('Dardo'), range: 6, requires: { skill: 'arcano', minTier: 'adepto' }, effects: [{ damage: { target, amount: 1 } }] }],
    },
  });
}

/** A started game of the duellist beside a goblin, on the duellist's turn. */
function game(hero: Hero): GameState {
  const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 1, y: 0 }] });
  let s = createGame({ mission: m, heroes: [hero], creatures: provaCreatures, ruleset, seed: 'gear' });
  s = ok(s, { seat: 'h1', type: 'join', hero: 'duellante' }).state;
  s = ok(s, { seat: MASTER, type: 'start' }).state;
  for (let i = 0; i < 10 && s.turn!.unit !== 'h1'; i++) s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
  return s;
}

describe('equipment slots', () => {
  test("an item past its slot's capacity is refused: a second item in the one-handed slot", () => {
    const doc = duellist(0, [
      { name: t('Scudo'), slot: 'mano', properties: ['scudo'] },
      { name: t('Torcia'), slot: 'mano' },
      { name: t('Anello'), slot: 'anelli' },
      { name: t('Anello'), slot: 'anelli' },
    ]).rules!;
    assert.deepEqual(rulesPieceIssues(rules, doc), [{ path: 'rules.items.1.slot', message: 'slot "mano" is full: it holds 1 item and this is item 2 in it' }]);
    // a third ring does not fit two fingers
    const rings = duellist(
      0,
      [0, 1, 2].map(() => ({ name: t('Anello'), slot: 'anelli' })),
    ).rules!;
    assert.deepEqual(rulesPieceIssues(rules, rings), [
      { path: 'rules.items.2.slot', message: 'slot "anelli" is full: it holds 2 items and this is item 3 in it' },
    ]);
    const bad = duellist(0, [{ name: t('Elmo'), slot: 'testa', properties: ['scuro'] }]).rules!;
    assert.deepEqual(
      rulesPieceIssues(rules, bad).map((i) => i.path),
      ['rules.items.0.properties.0', 'rules.items.0.slot'],
    );
  });

  test("a worn item's property modifies the derived stat; without it the stat is the formula's", () => {
    // guardia = 10 + destrezza's modifier 3, + 2 for the shield
    const derived = (hero: Hero) => {
      const rv = viewFor(game(hero), 'h1').rules;
      assert.ok(isRulesView(rv));
      return rv.pieces['h1']!.derived['guardia'];
    };
    assert.equal(derived(duellist(0)), 15);
    assert.equal(derived(duellist(0, [])), 13);
  });

  test("a weapon property's attackStats: the agile blade strikes with destrezza (+3), better than its forza (+0)", () => {
    const s = game(duellist(0));
    const r = ok(s, { seat: 'h1', type: 'attack', target: 'm1' });
    const strike = r.events.find((e): e is Extract<GameEvent, { type: 'rules_attack' }> => e.type === 'rules_attack')!;
    assert.equal(strike.bonus, 3);
  });
});

describe('mastery tiers', () => {
  test('an ability asking "adepto" is refused at rank 4 and not listed; at rank 5 it is used', () => {
    const low = game(duellist(4));
    const r = apply(low, { seat: 'h1', type: 'ability', ability: 'dardo', target: 'm1' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'not_mastered', message: 'dardo needs mastery tier "adepto" (rank 5) of skill "arcano", rank 4' });
    assert.ok(!legalActions(low, 'h1').some((a) => a.type === 'ability'));
    const high = game(duellist(5));
    assert.ok(legalActions(high, 'h1').some((a) => a.type === 'ability' && a.ability === 'dardo'));
    assert.ok(ok(high, { seat: 'h1', type: 'ability', ability: 'dardo', target: 'm1' }).events.some((e) => e.type === 'ability_used'));
  });

  test('an item asking "adepto" cannot be equipped below it; an unknown tier is named', () => {
    const wand = (rank: number, minTier: string) => duellist(rank, [{ name: t('Bacchetta'), slot: 'mano', requires: { skill: 'arcano', minTier } }]).rules!;
    assert.deepEqual(rulesPieceIssues(rules, wand(2, 'adepto')), [
      { path: 'rules.items.0.requires', message: 'the item needs mastery tier "adepto" (rank 5) of skill "arcano", rank 2: it cannot be equipped' },
    ]);
    assert.deepEqual(rulesPieceIssues(rules, wand(5, 'adepto')), []);
    assert.deepEqual(rulesPieceIssues(rules, wand(5, 'adept')), [
      { path: 'rules.items.0.requires.minTier', message: 'no mastery tier "adept": did you mean "adepto"?' },
    ]);
  });
});
