/**
 * The upgrade of stored game states (stored-states.ts) on states the server before it wrote
 * (test/fixtures/stored-before-piece-numbers.json), and on those of a server from before ruleset modules: each comes
 * out in today's shape, plays on, and goes back exactly (the migration's down).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { moduleIdOf } from '../../core/registry.ts';
import { apply, type GameState, type SeatAction } from '../../index.ts';
import { d20Piece } from './pieces.ts';
import { downgradeStoredState, upgradeStoredState, upgradeStoredStateText } from './stored-states.ts';

interface Row {
  room_id: string;
  seq: number;
  state: string;
  action: string;
}
const FIXTURE = JSON.parse(readFileSync(new URL('../../../test/fixtures/stored-before-piece-numbers.json', import.meta.url), 'utf8')) as {
  rooms: Record<'d20' | 'classic', { room: string }>;
  rows: { room_snapshots: Row[]; room_actions: Row[] };
};

/** The state the fixture's room `which` was created with, as the old server stored it (parsed). */
const firstState = (which: 'd20' | 'classic'): Record<string, any> =>
  JSON.parse(FIXTURE.rows.room_snapshots.find((r) => r.room_id === FIXTURE.rooms[which].room && r.seq === 0)!.state);

/** `state` as a server from before ruleset modules stored it: no `setup.module`, a d20 board in `setup.d20`. */
function beforeModules(state: Record<string, any>): Record<string, any> {
  const { module, moduleData, ...setup } = state.setup;
  return { ...state, setup: module === 'd20' ? { ...setup, d20: moduleData } : setup };
}

/** `state` with the fixture's actions of room `which` applied in order. */
function replay(state: GameState, which: 'd20' | 'classic'): GameState {
  const actions = FIXTURE.rows.room_actions.filter((r) => r.room_id === FIXTURE.rooms[which].room).sort((a, b) => a.seq - b.seq);
  for (const row of actions) {
    const r = apply(state, JSON.parse(row.action) as SeatAction);
    assert.ok(r.ok, `action ${row.seq} accepted: ${row.action}`);
    state = r.state;
  }
  return state;
}

describe('stored game states upgraded', () => {
  test("a d20 state: each piece's d20 numbers become its ext (null ones go), so do the heroes' starting pieces; everything else is kept", () => {
    const old = firstState('d20');
    const up = upgradeStoredState(old);
    assert.equal(up.setup.module, 'd20');
    assert.deepEqual(up.setup.moduleData, old.setup.moduleData);
    assert.equal(up.units.length, 3);
    up.units.forEach((u: Record<string, unknown>, i: number) => {
      const { d20, ...rest } = old.units[i];
      assert.deepEqual(u, { ...rest, ext: d20 });
    });
    assert.deepEqual(up.setup.heroPieces.vestin, { body: 24, maxBody: 24, ext: old.setup.heroPieces.vestin.d20 });
    assert.deepEqual({ ...up, units: null, setup: { ...up.setup, heroPieces: null } }, { ...old, units: null, setup: { ...old.setup, heroPieces: null } });
  });

  test('a state from before ruleset modules is given its module: d20 with a d20 board (then its moduleData), else classic; it plays on as the stored one does', () => {
    const d20 = upgradeStoredState(beforeModules(firstState('d20')));
    assert.deepEqual(d20, upgradeStoredState(firstState('d20')));
    const played = replay(d20 as unknown as GameState, 'd20');
    assert.equal(played.seq, 21);
    assert.deepEqual([d20Piece(played.units.find((u) => u.id === 'h3')!)?.res, d20Piece(played.units.find((u) => u.id === 'h1')!)?.res], [4, 2]);

    const old = beforeModules(firstState('classic'));
    assert.equal(old.setup.module, undefined);
    const classic = upgradeStoredState(old);
    assert.deepEqual([classic.setup.module, classic.setup.moduleData], ['classic', null]);
    assert.equal(replay(classic as unknown as GameState, 'classic').seq, 58);
  });

  test("the upgrade is idempotent and leaves a state of today's shape as it is (its text not rewritten)", () => {
    const up = upgradeStoredState(firstState('d20'));
    assert.equal(upgradeStoredState(up), up);
    const text = JSON.stringify(up);
    assert.equal(upgradeStoredStateText(text), text);
    // a later snapshot, stored without its setup: its units alone
    const later = {
      seq: 5,
      units: [
        { id: 'h1', d20: null },
        { id: 'm1', d20: { res: 1 } },
      ],
    };
    assert.deepEqual(upgradeStoredState(later), { seq: 5, units: [{ id: 'h1' }, { id: 'm1', ext: { res: 1 } }] });
  });

  test('what cannot be a stored state is refused with what is wrong', () => {
    assert.throws(() => upgradeStoredState(null), /a stored game state is an object, not null/);
    assert.throws(() => upgradeStoredStateText('[1]'), /a stored game state is an object, not an array/);
    assert.throws(
      () => upgradeStoredState({ units: [{ id: 'h1', d20: { res: 1 }, ext: { actor: {} } }] }),
      /a stored piece has both d20 numbers and module numbers \(ext\)/,
    );
  });

  test("the downgrade (the migration's down) gives back exactly what the old server stored", () => {
    for (const which of ['d20', 'classic'] as const) {
      const old = firstState(which);
      assert.deepEqual(downgradeStoredState(upgradeStoredState(old), which), old, which);
    }
  });

  test("the core reads a game's module from setup.module alone: a state without one is refused, naming the upgrade", () => {
    const stale = beforeModules(firstState('d20')) as unknown as GameState;
    assert.throws(() => moduleIdOf(stale), /the game state names no ruleset module \(setup\.module\): a state stored before modules must be upgraded first/);
    assert.equal(moduleIdOf(upgradeStoredState(stale)), 'd20');
  });
});
