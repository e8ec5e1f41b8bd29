import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { apply, createGame, MASTER } from '../engine/index.ts';
import { withSharedSetup } from './rooms/intern.ts';

test('rooms of the same mission and content share one setup; others keep their own', () => {
  const pack = loadDefaultPack();
  const game = (mission: number, seed: string) =>
    createGame({ mission: pack.missions[mission]!, heroes: pack.heroes, creatures: pack.creatures, ruleset: pack.rulesets[0]!, spells: pack.spells, items: pack.items, decks: pack.decks, seed });
  const a = withSharedSetup(game(0, 'a'));
  // a room read back from its stored JSON (a restart) finds the same instance
  const b = withSharedSetup(JSON.parse(JSON.stringify(game(0, 'b'))));
  const other = withSharedSetup(game(1, 'c'));
  assert.equal(a.setup, b.setup);
  assert.notEqual(a.setup, other.setup);
  assert.notDeepEqual(a.rng, b.rng, 'only the setup is shared');
  // playing on a shared setup leaves it untouched and shared
  const joined = apply(a, { seat: 'h1', type: 'join', hero: 'barbaro' });
  assert.ok(joined.ok);
  const r = apply(joined.state, { seat: MASTER, type: 'start' });
  assert.ok(r.ok);
  assert.equal(r.state.setup, b.setup);
});
