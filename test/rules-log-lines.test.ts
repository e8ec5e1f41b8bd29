/**
 * The chronicle's lines of the `rules` module's events, in Italian and English, over a real game of the ruleset of
 * test/support/rules-fixture.ts: the ruleset's own names (a condition, a resource, the defence stat, an ability)
 * come from what the module adds to the view. A rules ruleset's heroes are characters with names of their own
 * (Embervale's Orsola, Bram), so the fixture's hero reads "Maga", never "la maga", as the d20 heroes do.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { describeEvent } from '../components/log-lines.ts';
import { loadTexts } from '../components/i18n.ts';
import { loadRulesetParts } from '../components/rulesets/registry.ts';
import { viewFor, type GameEvent } from '../engine/index.ts';
import { provaGame, provaMission } from './support/rules-fixture.ts';

// the English texts are a chunk of their own (components/i18n-en.ts), loaded before a language shows them
await loadTexts('en');

const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 3, y: 0 }] });
const view = viewFor(provaGame(m, ['maga'], 'lines').state, 'h1');

// the rules module's parts are fetched on demand; the element has them before such a room shows (components/rulesets/registry.ts)
before(() => loadRulesetParts('rules'));

/** The line of `event` in both languages. */
const lines = (event: GameEvent) => [describeEvent(event, view, 'it'), describeEvent(event, view, 'en')];

test("the rules module's events read in both languages, with the ruleset's names", () => {
  assert.deepEqual(
    lines({
      type: 'rules_attack',
      attacker: 'h1',
      target: 'm1',
      dice: [14],
      natural: 14,
      lean: 'normal',
      bonus: 2,
      total: 16,
      defence: 12,
      defenceStat: 'guardia',
      outcome: 'hit',
      damage: 4,
      damageType: 'taglio',
    }),
    ['Maga colpisce il goblin: 14 +2 = 16 contro Guardia 12, 4 danni', 'Maga hits the goblin: 14 +2 = 16 against Guardia 12, 4 damage'],
  );
  assert.deepEqual(
    lines({
      type: 'rules_attack',
      attacker: 'm1',
      target: 'h1',
      dice: [20],
      natural: 20,
      lean: 'normal',
      bonus: 2,
      total: 22,
      defence: 12,
      defenceStat: 'guardia',
      outcome: 'critical',
      damage: 10,
      damageType: null,
    }),
    ['Il goblin colpisce Maga con un critico (20): 10 danni', 'The goblin lands a critical hit on Maga (20): 10 damage'],
  );
  assert.deepEqual(lines({ type: 'condition_changed', unit: 'm1', condition: 'stordito', change: 'applied', duration: 1, magnitude: 1 }), [
    'Il goblin subisce la condizione Stordito',
    'The goblin is now under Stordito',
  ]);
  assert.deepEqual(lines({ type: 'condition_changed', unit: 'm1', condition: 'braccato', change: 'saved', duration: null, magnitude: 1 }), [
    'Il goblin si libera della condizione Braccato',
    'The goblin shrugs off Braccato',
  ]);
  assert.deepEqual(lines({ type: 'save_rolled', unit: 'm1', save: 'tempra', natural: 9, total: 8, difficulty: 12, success: false }), [
    'Il goblin fallisce il tiro salvezza (8 contro 12)',
    'The goblin fails the saving throw (8 against 12)',
  ]);
  assert.deepEqual(lines({ type: 'stabilised', unit: 'h1', body: 1 }), [
    'Maga resiste per un soffio: stabilizzato, non ucciso',
    'Maga hangs on: stabilised, not killed',
  ]);
  assert.deepEqual(lines({ type: 'initiative_rolled', unit: 'h1', roll: 12, initiative: 14 }), ['Maga tira l’iniziativa: 14', 'Maga rolls initiative: 14']);
  assert.deepEqual(lines({ type: 'xp_gained', unit: 'h1', amount: 50, xp: 50, from: 'm1' }), [
    'Maga guadagna 50 punti esperienza',
    'Maga gains 50 experience points',
  ]);
  assert.deepEqual(lines({ type: 'ability_used', unit: 'h1', ability: 'dardo', target: 'm1' }), ['Maga usa Dardo sul goblin', 'Maga uses Dardo on the goblin']);
  assert.deepEqual(lines({ type: 'resource_changed', unit: 'h1', resource: 'focus', delta: -1, value: 2 }), [
    'Maga spende 1 Focus (restano 2)',
    'Maga spends 1 Focus (2 left)',
  ]);
  assert.deepEqual(lines({ type: 'turn_skipped', unit: 'm1', reason: 'condition' }), [
    'Il goblin non può agire e perde il turno',
    'The goblin cannot act and loses the turn',
  ]);
});
