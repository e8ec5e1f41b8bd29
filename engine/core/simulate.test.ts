/**
 * The balance report's arithmetic and determinism (engine/core/simulate.ts): the Wilson interval's values, and the
 * same report from the same mission and seeds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { simulateMission, wilsonInterval } from '../index.ts';

test('the 95% Wilson interval: 50 of 100 is 0.404–0.596, 0 of 10 starts at 0, 10 of 10 ends at 1, no games says nothing', () => {
  const [lo, hi] = wilsonInterval(50, 100);
  assert.equal(lo.toFixed(4), '0.4038');
  assert.equal(hi.toFixed(4), '0.5962');
  assert.deepEqual(
    wilsonInterval(0, 10).map((x) => x.toFixed(4)),
    ['0.0000', '0.2775'],
  );
  assert.deepEqual(
    wilsonInterval(10, 10).map((x) => x.toFixed(4)),
    ['0.7225', '1.0000'],
  );
  assert.deepEqual(wilsonInterval(0, 0), [0, 1]);
});

test('a simulation is deterministic, and a budget already spent stops it after its first game', async () => {
  const pack = loadDefaultPack();
  const mission = pack.missions.find((m) => m.id === 'la-vecchia-strada')!;
  const input = {
    mission,
    heroes: pack.heroes,
    creatures: pack.creatures,
    ruleset: pack.rulesets.find((r) => r.id === mission.ruleset)!,
    spells: pack.spells,
    items: pack.items,
    decks: pack.decks,
  };
  const a = await simulateMission(input, { games: 8, heroes: 2 });
  const b = await simulateMission(input, { games: 8, heroes: 2 });
  assert.deepEqual(a, b);
  assert.equal(a.heroes.length, 2);
  let clock = 0;
  const cut = await simulateMission(
    input,
    { games: 8, budgetMs: 5 },
    async () => undefined,
    () => (clock += 10),
  );
  assert.equal(cut.games, 1);
  assert.equal(cut.requested, 8);
  assert.equal(cut.stoppedByBudget, true);
});
