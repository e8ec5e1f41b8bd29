/**
 * The demo page's missions, easiest first: The Trial, rated 1 in the default pack, comes first and is the
 * one "Start here" offers; the rest follow their difficulty; an unrated mission (one an author added) comes last.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { missionSummary } from '../content/schemas/index.ts';
import { byDifficulty } from '../demo/order.ts';

const pack = loadDefaultPack();

test('the default pack easiest first: The Trial, then by difficulty, ties in the listed order', () => {
  const summaries = [...pack.missions].sort((a, b) => a.id.localeCompare(b.id)).map(missionSummary);
  const ordered = byDifficulty(summaries);
  assert.equal(ordered[0]!.id, 'la-prova');
  assert.deepEqual(
    ordered.map((m) => `${m.difficulty} ${m.id}`),
    [
      '1 la-prova',
      '2 il-guado-dei-rovi',
      '2 il-mulino-di-valbrace',
      '2 il-salvataggio',
      '2 la-torre-del-mago',
      '2 la-vecchia-strada',
      '3 il-ragno-del-carbonaio',
      '3 la-biblioteca-proibita',
      '3 la-diga-di-valbrace',
      '3 la-radura-muschiosa',
      '3 la-tana-degli-orchi',
      '3 la-veglia',
      '4 la-cripta-del-negromante',
      '4 la-torre-di-guardia',
      '5 il-prologo',
      '5 la-strada-sigillata',
    ],
  );
});

test('an unrated mission comes after every rated one; the input is left as it was', () => {
  const missions = [{ id: 'unrated' }, { id: 'hard', difficulty: 4 }, { id: 'first', difficulty: 1 }, { id: 'also-unrated' }];
  assert.deepEqual(
    byDifficulty(missions).map((m) => m.id),
    ['first', 'hard', 'unrated', 'also-unrated'],
  );
  assert.deepEqual(
    missions.map((m) => m.id),
    ['unrated', 'hard', 'first', 'also-unrated'],
  );
});
