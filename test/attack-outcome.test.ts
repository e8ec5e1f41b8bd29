/**
 * What an attack did, as `<quest-board>` shows it over the board for a moment (`components/controllers/table-news.ts`):
 * the attacks' and deaths' lines of a change in the chronicle's words, each ended by a full stop, and nothing for a
 * change without an attack; a ruleset's own strike (d20's) counts as an attack once its parts are loaded.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attackOutcome } from '../components/controllers/table-news.ts';
import { loadRulesetParts } from '../components/rulesets/registry.ts';
import type { GameEvent } from '../engine/index.ts';

const attack: GameEvent = {
  type: 'attack',
  attacker: 'h1',
  target: 'g1',
  attackDice: [],
  defenceDice: [],
  hits: 2,
  blocks: 0,
  damage: 2,
  bodyLost: 1,
  body: 0,
};
const died: GameEvent = { type: 'unit_died', unit: 'g1' };
const moved: GameEvent = { type: 'unit_moved', unit: 'h2', path: [] };
const lines = new Map<string, string>([
  ['attack', 'Il barbaro attacca il goblin: 2 danni'],
  ['unit_died', 'Il goblin cade.'],
  ['unit_moved', 'Il nano si muove'],
  ['d20_attack', 'Xov attacca il goblin: colpito!'],
]);
const line = (e: GameEvent) => lines.get(e.type) ?? '';

test('a change without an attack shows nothing over the board, deaths and moves included', () => {
  assert.equal(attackOutcome([moved, died], line), null);
  assert.equal(attackOutcome([], line), null);
});

test("an attack shows its line and the deaths', each ended by a full stop, and no other event's", () => {
  assert.equal(attackOutcome([moved, attack, died], line), 'Il barbaro attacca il goblin: 2 danni. Il goblin cade.');
});

test("a ruleset's own strike is an attack once its parts are loaded, its line's own ending kept", async () => {
  const strike: GameEvent = {
    type: 'd20_attack',
    attacker: 'h1',
    target: 'g1',
    natural: 14,
    bonus: 4,
    total: 18,
    armour: 12,
    outcome: 'hit',
    backstab: false,
    element: null,
  };
  await loadRulesetParts('d20');
  assert.equal(attackOutcome([strike, died], line), 'Xov attacca il goblin: colpito! Il goblin cade.');
});
