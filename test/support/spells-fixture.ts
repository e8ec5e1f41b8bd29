/**
 * A caster and a companion playing the test ruleset (rules-fixture.ts) given a `spellcasting` block, for the tests of
 * spellcasting under the `rules` module (engine/rulesets/rules/spells.test.ts) and of the card's slots and
 * concentration (test/rules-spells-card.test.ts).
 */
import assert from 'node:assert/strict';
import { Hero } from '../../content/schemas/index.ts';
import { createGame, MASTER, type GameState } from '../../engine/index.ts';
import { ok, prova, provaCreatures, provaMission, provaRuleset } from './rules-fixture.ts';

const t = (s: string) => ({ it: s, en: s });
const self = { ref: 'actor.id' };
const target = { ref: 'target.id' };

/** A caster (spirito 16: focus 5) with a level-1 concentration blessing and blinding, a level-1 verbal bolt, a level-1 charm, a level-1 ritual and a cantrip. */
export const caster = Hero.parse({
  id: 'incantatrice',
  name: t('Incantatrice'),
  body: 1,
  mind: 0,
  attack: 0,
  defence: 0,
  ruleset: 'prova-regole',
  rules: {
    attributes: { spirito: 16, forza: 10 },
    weapon: { damage: '1d4', stat: 'destrezza' },
    abilities: [
      {
        id: 'benedizione',
        name: t('Benedizione'),
        actionType: 'rapida',
        target: 'self',
        range: 0,
        spellLevel: 1,
        concentration: true,
        effects: [{ applyCondition: { target: self, condition: 'benedetto' } }],
      },
      {
        id: 'accecare',
        name: t('Accecare'),
        range: 6,
        spellLevel: 1,
        concentration: true,
        effects: [{ applyCondition: { target, condition: 'accecato' } }],
      },
      { id: 'dardo', name: t('Dardo'), range: 6, spellLevel: 1, components: ['verbal'], effects: [{ damage: { target, amount: 1, damageType: 'fuoco' } }] },
      { id: 'ammaliare', name: t('Ammaliare'), range: 6, spellLevel: 1, effects: [{ applyCondition: { target, condition: 'ammaliato' } }] },
      { id: 'allarme', name: t('Allarme'), target: 'self', range: 0, spellLevel: 1, ritual: true, effects: [{ heal: { target: self, amount: 1 } }] },
      { id: 'trucco', name: t('Trucco'), actionType: 'rapida', range: 6, spellLevel: 0, effects: [{ damage: { target, amount: 1 } }] },
    ],
  },
});

/** A companion whose lash hurts an ally (4 points): the damage a concentrating caster saves against. */
export const companion = Hero.parse({
  id: 'compagno',
  name: t('Compagno'),
  body: 1,
  mind: 0,
  attack: 0,
  defence: 0,
  ruleset: 'prova-regole',
  rules: {
    attributes: { forza: 12 },
    weapon: { damage: '1d6', stat: 'forza' },
    abilities: [{ id: 'sferza', name: t('Sferza'), target: 'ally', range: 6, effects: [{ damage: { target, amount: 4 } }] }],
  },
});

/** The test document with `spellcasting`. */
export function rulesWith(spellcasting: Record<string, unknown>) {
  const doc = prova();
  // a charm saved against as it lands: a spell's saveDifficulty replaces its own 12
  doc.conditions.push({ id: 'ammaliato', name: 'Ammaliato', defaultDuration: 2, savingThrow: { save: 'tempra', difficulty: 12, timing: 'onApply' } });
  return provaRuleset({
    ...doc,
    spellcasting,
    rests: [
      { id: 'breve', name: 'Breve' },
      { id: 'lungo', name: 'Lungo', kind: 'long' },
    ],
  });
}

export const SLOTS = {
  mode: 'slots',
  slotTable: { '1': [2], '3': [4, 2] },
  concentration: { savingThrow: 'tempra', difficulty: { max: [10, { floor: { div: [{ ref: 'damage' }, 2] } }] } },
  componentActionTypes: { verbal: 'rapida' },
  recoverOn: ['lungo'],
};

/** A started game, the caster h1 and the companion h2 beside it, a goblin far off; on the caster's turn. */
export function game(spellcasting: Record<string, unknown> = SLOTS, seed = 'spells'): GameState {
  const m = provaMission({
    start: [
      [0, 0],
      [1, 0],
    ],
    monsters: [{ kind: 'goblin', x: 5, y: 0 }],
  });
  let s = createGame({ mission: m, heroes: [caster, companion], creatures: provaCreatures, ruleset: rulesWith(spellcasting), seed });
  s = ok(s, { seat: 'h1', type: 'join', hero: 'incantatrice' }).state;
  s = ok(s, { seat: 'h2', type: 'join', hero: 'compagno' }).state;
  s = ok(s, { seat: MASTER, type: 'start' }).state;
  return turnOf(s, 'h1');
}

/** Ends turns until it is unit `id`'s. */
export function turnOf(state: GameState, id: string): GameState {
  let s = state;
  for (let i = 0; i < 20 && s.turn!.unit !== id; i++) s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
  assert.equal(s.turn!.unit, id);
  return s;
}
