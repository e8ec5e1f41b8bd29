/**
 * The campaign's tabs and the keys (`components/campaign/shell-words.ts`, the WAI-ARIA tabs pattern): the arrows move
 * to the next or the previous tab round the ends, Home and End to the first and the last, any other key nowhere.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tabAfterKey } from '../components/campaign/shell-words.ts';

test('the arrows move between the tabs, round the ends', () => {
  assert.equal(tabAfterKey('map', 'ArrowRight'), 'town');
  assert.equal(tabAfterKey('saves', 'ArrowRight'), 'map');
  assert.equal(tabAfterKey('map', 'ArrowLeft'), 'saves');
  assert.equal(tabAfterKey('company', 'ArrowLeft'), 'town');
});

test('Home and End go to the first and the last tab; another key goes nowhere', () => {
  assert.equal(tabAfterKey('company', 'Home'), 'map');
  assert.equal(tabAfterKey('town', 'End'), 'saves');
  assert.equal(tabAfterKey('town', 'Enter'), null);
  assert.equal(tabAfterKey('town', 'ArrowDown'), null);
});
