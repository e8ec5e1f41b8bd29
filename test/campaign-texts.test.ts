/**
 * The campaign views' texts (components/campaign/i18n.ts): every key in Italian and English, and a counted text in
 * its plural form ("Join with 1 heroes" was shown for one hero).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CAMPAIGN_MESSAGES, ctPlural } from '../components/campaign/i18n.ts';

describe('the campaign texts', () => {
  test('every key exists in both languages, non-empty', () => {
    assert.deepEqual(Object.keys(CAMPAIGN_MESSAGES.en).sort(), Object.keys(CAMPAIGN_MESSAGES.it).sort());
    for (const lang of ['it', 'en'] as const) for (const [key, text] of Object.entries(CAMPAIGN_MESSAGES[lang])) assert.ok(text.trim(), `${lang} ${key}`);
  });

  test('a counted text takes its singular for 1 and its plural otherwise, in Italian and English', () => {
    assert.deepEqual(
      [0, 1, 2].map((n) => ctPlural('it', 'joinHeroes', n)),
      ['Unisciti con 0 eroi', 'Unisciti con 1 eroe', 'Unisciti con 2 eroi'],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => ctPlural('en', 'joinHeroes', n)),
      ['Join with 0 heroes', 'Join with 1 hero', 'Join with 2 heroes'],
    );
    assert.deepEqual(
      [1, 3].map((n) => ctPlural('it', 'provisions', n)),
      ['1 provvista', '3 provviste'],
    );
    assert.deepEqual(
      [1, 3].map((n) => ctPlural('en', 'potions', n)),
      ['1 potion', '3 potions'],
    );
    assert.equal(ctPlural('en', 'costProvisions', 1), '−1 provision');
  });
});
