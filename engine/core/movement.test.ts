import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, legalActions, MASTER, type GameState } from '../index.ts';
import { mission, play, started, withSteps } from '../../test/support/fixtures.ts';

// y0: a corridor 7 squares long; below it room "a" (x 1-3) and room "b" (x 5-6), rock at x 0 and 4.
const corridorMap = {
  rows: ['.......', '#AAA#BB', '#AAA#BB'],
  rooms: [
    { id: 'a', char: 'A' },
    { id: 'b', char: 'B' },
  ],
  doors: [
    {
      between: [
        [1, 0],
        [1, 1],
      ],
    },
    {
      between: [
        [5, 0],
        [5, 1],
      ],
    },
  ],
};

/** A goblin in room b, out of every test's way (a mission with no creature is won at once). */
const farGoblin = { kind: 'goblin', x: 6, y: 2 };

const moveTargets = (s: GameState, seat: string) => legalActions(s, seat).flatMap((a) => (a.type === 'move' ? [a.to.join(',')] : []));

describe('hero movement', () => {
  test('passes through a fellow hero but never stops on one', () => {
    const m = mission({
      map: corridorMap,
      start: [
        [0, 0],
        [1, 0],
      ],
      monsters: [farGoblin],
    });
    let s = withSteps(started(m, ['barbaro', 'nano']), 2);
    const targets = moveTargets(s, 'h1');
    assert.ok(!targets.includes('1,0'), 'the square of a fellow hero is not a destination');
    assert.ok(targets.includes('2,0'), 'the square beyond a fellow hero is reachable');
    const r = apply(s, { seat: 'h1', type: 'move', to: [1, 0] });
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.error.code, 'unreachable');
    s = play(s, { seat: 'h1', type: 'move', to: [2, 0] });
    const h1 = s.units.find((u) => u.id === 'h1')!;
    assert.deepEqual([h1.x, h1.y], [2, 0]);
    assert.equal(s.turn!.stepsLeft, 0, 'two steps spent: through the fellow hero and beyond');
  });

  test('never passes a creature', () => {
    const m = mission({ map: corridorMap, start: [[0, 0]], monsters: [{ kind: 'goblin', x: 2, y: 0 }] });
    const s = withSteps(started(m), 6);
    const targets = moveTargets(s, 'h1');
    assert.deepEqual(targets, ['1,0'], 'only the square before the goblin');
  });

  test('walls and closed doors block; opening a door costs no step', () => {
    const m = mission({ map: corridorMap, start: [[1, 0]], monsters: [farGoblin] });
    let s = withSteps(started(m), 3);
    assert.ok(!moveTargets(s, 'h1').includes('1,1'), 'a closed door blocks');
    assert.ok(!moveTargets(s, 'h1').includes('2,1'), 'a wall blocks');
    assert.equal(apply(s, { seat: 'h1', type: 'move', to: [1, 1] }).ok, false);
    s = play(s, { seat: 'h1', type: 'open_door', door: 'd0' });
    assert.equal(s.turn!.stepsLeft, 3, 'opening the door spent no step');
    assert.ok(moveTargets(s, 'h1').includes('1,1'));
    assert.ok(moveTargets(s, 'h1').includes('3,1'), 'three steps into the room through the open door');
    assert.ok(!moveTargets(s, 'h1').includes('3,2'), 'four steps is one too many');
    assert.ok(!moveTargets(s, 'h1').includes('5,1'), 'room b stays behind its closed door');
    s = play(s, { seat: 'h1', type: 'move', to: [2, 2] });
    assert.equal(s.turn!.stepsLeft, 0);
  });

  test('moves only orthogonally, within the steps rolled', () => {
    const m = mission({ map: { rows: ['.....', '.....', '.....'], rooms: [] }, start: [[2, 1]], monsters: [{ kind: 'goblin', x: 4, y: 2 }] });
    const s = withSteps(started(m), 1);
    assert.deepEqual(moveTargets(s, 'h1').sort(), ['1,1', '2,0', '2,2', '3,1']);
  });

  test('a door can be opened only from a square beside it, and only once', () => {
    const m = mission({ map: corridorMap, start: [[3, 0]], monsters: [farGoblin] });
    let s = started(m);
    const far = apply(s, { seat: 'h1', type: 'open_door', door: 'd0' });
    assert.equal(!far.ok && far.error.code, 'not_adjacent');
    s = withSteps(s, 2);
    s = play(s, { seat: 'h1', type: 'move', to: [1, 0] }, { seat: 'h1', type: 'open_door', door: 'd0' });
    const again = apply(s, { seat: 'h1', type: 'open_door', door: 'd0' });
    assert.equal(!again.ok && again.error.code, 'door_open');
  });
});

describe('creature movement', () => {
  test('a creature moves up to its move, passes fellow creatures but not heroes', () => {
    const m = mission({
      map: { rows: ['............'], rooms: [] },
      start: [[0, 0]],
      monsters: [
        { kind: 'orco', x: 3, y: 0 },
        { kind: 'goblin', x: 4, y: 0 },
      ],
    });
    let s = play(started(m), { seat: 'h1', type: 'end_turn' });
    assert.equal(s.turn!.seat, MASTER);
    const orcMoves = legalActions(s, MASTER).flatMap((a) => (a.type === 'move_creature' && a.creature === 'm1' ? [a.to[0]] : []));
    // orco: move 8; cannot reach x 0 (the hero) nor pass it; passes the goblin at x 4 but cannot stop there
    assert.deepEqual(orcMoves, [1, 2, 5, 6, 7, 8, 9, 10, 11]);
    s = play(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [9, 0] });
    assert.deepEqual(s.turn!.creatures.m1, { steps: 6, attacked: false });
    const tooFar = apply(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [6, 0] });
    assert.equal(!tooFar.ok && tooFar.error.code, 'unreachable', 'two steps left cannot cover three squares');
    s = play(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [7, 0] });
    assert.deepEqual(s.turn!.creatures.m1, { steps: 8, attacked: false });
    assert.ok(!legalActions(s, MASTER).some((a) => a.type === 'move_creature' && a.creature === 'm1'), 'no move left for the orc');
    const spent = apply(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [8, 0] });
    assert.equal(!spent.ok && spent.error.code, 'no_steps');
  });
});
