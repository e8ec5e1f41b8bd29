/**
 * Sharing of identical game setups between rooms. A room's setup (its mission, board, ruleset and a copy of the
 * content catalogs) is fixed at creation and never changes, and every room of the same mission made from the same
 * content has an identical one: rooms keep one shared instance instead of a copy each, which is most of a room's
 * memory. The engine never mutates a setup.
 * @module
 */
import { createHash } from 'node:crypto';
import type { GameState } from '../../engine/index.ts';

type Setup = GameState['setup'];

const live = new Map<string, WeakRef<Setup>>();
const forget = new FinalizationRegistry<string>((key) => {
  if (live.get(key)?.deref() === undefined) live.delete(key);
});

/**
 * The shared instance of a setup equal to `setup` (compared by its JSON), registering `setup` itself when none is
 * alive. Setups no room uses any more are released by the garbage collector.
 */
export function internSetup(setup: Setup): Setup {
  const key = createHash('sha256').update(JSON.stringify(setup)).digest('base64url');
  const shared = live.get(key)?.deref();
  if (shared) return shared;
  live.set(key, new WeakRef(setup));
  forget.register(setup, key);
  return setup;
}

/** `state` with its setup replaced by the shared instance. */
export function withSharedSetup(state: GameState): GameState {
  const setup = internSetup(state.setup);
  return setup === state.setup ? state : { ...state, setup };
}
