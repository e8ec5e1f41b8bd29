import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { apply, createGame, MASTER } from '../engine/index.ts';
import { withSharedSetup } from './rooms/intern.ts';

test('rooms of the same mission and content share one setup; others keep their own', () => {
  const pack = loadDefaultPack();
  const classic = pack.rulesets.find((r) => r.id === pack.missions.find((m) => m.id === 'il-salvataggio')!.ruleset)!;
  const game = (mission: string, seed: string) =>
    createGame({
      mission: pack.missions.find((m) => m.id === mission)!,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: classic,
      spells: pack.spells,
      items: pack.items,
      decks: pack.decks,
      seed,
    });
  const a = withSharedSetup(game('il-salvataggio', 'a'));
  // a room read back from its stored JSON (a restart) finds the same instance
  const b = withSharedSetup(JSON.parse(JSON.stringify(game('il-salvataggio', 'b'))));
  const other = withSharedSetup(game('la-biblioteca-proibita', 'c'));
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
