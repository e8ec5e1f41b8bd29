/**
 * The computer's creatures by the document's `rules.temperament` (spec 002): a creature gives chase to a hero it
 * sees, holds for `disengageTurns` once it sees nobody, then gives up and walks home; one at peace wanders within
 * `roamRadius` of where it was placed; a `leashRadius` keeps it from chasing far. Fixed seeds, exact squares.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createGame, type GameState, type Unit } from '../../index.ts';
import type { RulesPiece } from './piece.ts';
import { ok, prova, provaCreatures, provaHeroes, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';

/** The test document: sight 6 squares; a plain stance, and one that gives off nothing (and cannot move); `temperament` as given. */
function doc(temperament: Record<string, unknown>, thresholds: Record<string, number> = { detect: 0.5 }): Record<string, unknown> {
  return {
    ...prova(),
    senses: [{ id: 'vista', name: 'Vista', defaultRange: 30, thresholds }],
    stances: [
      { id: 'normale', name: 'Normale', emits: { vista: 1 } },
      { id: 'nascosto', name: 'Nascosto', speedMultiplier: 0, emits: {} },
      { id: 'furtivo', name: 'Furtivo', speedMultiplier: 0.5, emits: { vista: 0.6 } },
    ],
    perception: { defaultStance: 'normale' },
    temperament,
  };
}

/** An `auto` game of the fighter at (0,0) against one goblin, on `seed`. */
function game(temperament: Record<string, unknown>, goblin: [number, number], seed: string, thresholds?: Record<string, number>): GameState {
  const mission = provaMission({ auto: true, start: [[0, 0]], monsters: [{ kind: 'goblin', x: goblin[0], y: goblin[1] }] });
  let s = createGame({ mission, heroes: provaHeroes, creatures: provaCreatures, ruleset: provaRuleset(doc(temperament, thresholds)), seed });
  s = ok(s, { seat: 'h1', type: 'join', hero: 'guerriera' }).state;
  s = ok(s, { seat: 'h1', type: 'start' }).state;
  // the seed's initiative gives the hero the first turn
  assert.equal(s.turn!.unit, 'h1');
  return s;
}

const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const at = (s: GameState, id: string): [number, number] => [unit(s, id).x, unit(s, id).y];
const temper = (s: GameState) => (unit(s, 'm1').ext as RulesPiece).temper;

/** The hero ends its turn; the goblin plays its own (the computer's) and it is the hero's again. */
function round(s: GameState): GameState {
  const next = ok(s, { seat: 'h1', type: 'end_turn' }).state;
  assert.equal(next.turn!.unit, 'h1');
  return next;
}

describe('temperament', () => {
  test('a creature gives chase, holds disengageTurns turns once it sees nobody, then gives up and walks home', () => {
    let s = game({ disengageTurns: 1 }, [6, 0], 'chase-0');
    // six squares away in plain sight: it closes in with its 4 squares
    s = round(s);
    assert.deepEqual(at(s, 'm1'), [2, 0]);
    assert.deepEqual(temper(s), { home: [6, 0], engaged: true, unseen: 0, returning: false });
    // the hero hides: nobody to fight; it holds its ground one turn (disengageTurns 1)
    s = ok(s, { seat: 'h1', type: 'stance', stance: 'nascosto' }).state;
    s = round(s);
    assert.deepEqual(at(s, 'm1'), [2, 0]);
    assert.deepEqual(temper(s), { home: [6, 0], engaged: true, unseen: 1, returning: false });
    // then gives up and walks home at its pace: four squares, home
    s = round(s);
    assert.deepEqual(at(s, 'm1'), [6, 0]);
    assert.deepEqual(temper(s), { home: [6, 0], engaged: false, unseen: 0, returning: false });
    // and stays there while it sees nobody
    s = round(s);
    assert.deepEqual(at(s, 'm1'), [6, 0]);
  });

  test('with no disengageTurns it gives up at once', () => {
    let s = round(game({}, [6, 0], 'chase-0'));
    assert.deepEqual(at(s, 'm1'), [2, 0]);
    s = round(ok(s, { seat: 'h1', type: 'stance', stance: 'nascosto' }).state);
    assert.deepEqual(at(s, 'm1'), [6, 0]);
  });

  test('a leash keeps it from chasing a hero farther from its home than leashRadius', () => {
    // the hero six squares from its home, the leash 5 squares (25 units over 5): it sees the hero and stays
    let s = round(game({ leashRadius: 25 }, [6, 0], 'chase-0'));
    assert.deepEqual(at(s, 'm1'), [6, 0]);
    assert.deepEqual(temper(s), { home: [6, 0], engaged: false, unseen: 0, returning: false });
    // the hero steps within the leash: it comes
    s = round(ok(s, { seat: 'h1', type: 'move', to: [1, 0] }).state);
    assert.deepEqual(at(s, 'm1'), [2, 0]);
  });

  test('a foe seen only at the investigate threshold is walked toward, not struck, within investigateRadius; at aggro it is fought', () => {
    const thresholds = { detect: 0.5, investigate: 0.5, aggro: 0.9 };
    // the hero sneaks (sight 0.6: under aggro 0.9): the goblin comes to look, four squares, then beside it
    let s = ok(game({}, [6, 0], 'chase-0', thresholds), { seat: 'h1', type: 'stance', stance: 'furtivo' }).state;
    s = round(s);
    assert.deepEqual(at(s, 'm1'), [2, 0]);
    const r = ok(s, { seat: 'h1', type: 'end_turn' });
    s = r.state;
    assert.deepEqual(at(s, 'm1'), [1, 0]);
    assert.ok(!r.events.some((e) => e.type === 'rules_attack'), 'it looks, it does not strike');
    // standing up (sight 1 ≥ 0.9): it strikes
    const fought = ok(ok(s, { seat: 'h1', type: 'stance', stance: 'normale' }).state, { seat: 'h1', type: 'end_turn' });
    assert.deepEqual(
      fought.events.filter((e) => e.type === 'rules_attack').map((e) => (e.type === 'rules_attack' ? [e.attacker, e.target] : [])),
      [['m1', 'h1']],
    );
    // an investigateRadius of 10 units (2 squares) from home: the hero 6 squares away is not worth a look
    s = round(ok(game({ investigateRadius: 10 }, [6, 0], 'chase-0', thresholds), { seat: 'h1', type: 'stance', stance: 'furtivo' }).state);
    assert.deepEqual(at(s, 'm1'), [6, 0]);
  });

  test('a creature at peace wanders within roamRadius of where it was placed, by the game dice', () => {
    // roamRadius 10 units: 2 squares; every turn (wanderChance 1); the hero 10 squares away, out of sight
    let s = game({ roamRadius: 10, wanderChance: 1 }, [8, 2], 'wander-2');
    const squares: [number, number][] = [];
    for (let i = 0; i < 6; i++) {
      s = round(s);
      squares.push(at(s, 'm1'));
    }
    assert.deepEqual(squares, [
      [9, 3],
      [7, 2],
      [8, 2],
      [9, 2],
      [8, 0],
      [8, 4],
    ]);
    for (const [x, y] of squares) assert.ok(Math.abs(x - 8) + Math.abs(y - 2) <= 2, `[${x}, ${y}] is within 2 squares of [8, 2]`);
    // with no wanderChance it stands still
    s = game({ roamRadius: 10 }, [8, 2], 'wander-2');
    for (let i = 0; i < 3; i++) s = round(s);
    assert.deepEqual(at(s, 'm1'), [8, 2]);
  });
});
