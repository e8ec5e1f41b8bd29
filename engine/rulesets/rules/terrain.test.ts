/**
 * Movement modes and difficult terrain under the `rules` module: a step into a difficult square costs its
 * multiplier times the mover's mode's `terrainMultiplier` (never less than one square), the moves listed are the
 * moves accepted, the map keeps its terrain through its schema, and the classic rules move over it as over any square.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GameMap } from '../../../content/schemas/index.ts';
import { apply, legalActions, type GameState } from '../../index.ts';
import { ok, prova, provaGame, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';
import { mission, started, withSteps } from '../../../test/support/fixtures.ts';
import { stepCostInto } from './terrain.ts';

const rows = ['..........', '..........', '..........', '..........', '..........'];
/** [1, 0] difficult ×2, [0, 1] difficult ×3; the hero starts at [0, 0] with 4 squares (speed 20 over squares of 5). */
const difficult = [
  { at: [1, 0], multiplier: 2 },
  { at: [0, 1], multiplier: 3 },
];
const terrainMission = () => provaMission({ map: { rows, rooms: [], doors: [], difficult }, start: [[0, 0]], monsters: [{ kind: 'goblin', x: 9, y: 4 }] });

/** The hero's game on its own turn, under `ruleset`. */
function heroTurn(ruleset = provaRuleset()): GameState {
  let s = provaGame(terrainMission(), ['guerriera'], 'terrain', ruleset).state;
  for (let i = 0; i < 10 && s.turn!.unit !== 'h1'; i++) s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
  assert.equal(s.turn!.unit, 'h1');
  return s;
}

const moveTo = (x: number, y: number) => ({ seat: 'h1', type: 'move' as const, to: [x, y] as [number, number] });
const listed = (s: GameState) =>
  legalActions(s, 'h1')
    .filter((a) => a.type === 'move')
    .map((a) => (a as { to: [number, number] }).to.join(','));

describe('difficult terrain', () => {
  test('a difficult square costs its multiplier to a walking piece, and the cheapest path is taken', () => {
    const s = heroTurn();
    assert.equal(s.turn!.stepsLeft, 4);
    // into the ×2 square: 2 of the 4 squares of movement
    assert.equal(ok(s, moveTo(1, 0)).state.turn!.stepsLeft, 2);
    // into the ×3 square: 3
    assert.equal(ok(s, moveTo(0, 1)).state.turn!.stepsLeft, 1);
    // [2, 0] through the ×2 square costs 3 (2 + 1), cheaper than round it (4)
    const through = ok(s, moveTo(2, 0));
    assert.equal(through.state.turn!.stepsLeft, 1);
    assert.deepEqual(
      through.events.find((e) => e.type === 'unit_moved'),
      {
        type: 'unit_moved',
        unit: 'h1',
        path: [
          [1, 0],
          [2, 0],
        ],
      },
    );
    // [4, 0] is 4 plain steps away on open floor, but 5 over this terrain: neither listed nor accepted
    assert.ok(!listed(s).includes('4,0'));
    const refused = apply(s, moveTo(4, 0));
    assert.ok(!refused.ok && refused.error.code === 'unreachable');
    // every listed move is accepted
    for (const to of listed(s)) assert.ok(apply(s, moveTo(...(to.split(',').map(Number) as [number, number]))).ok, to);
    assert.deepEqual(listed(s).sort(), ['0,1', '0,2', '1,0', '1,1', '1,2', '2,0', '2,1', '3,0']);
  });

  test('a mode with terrainMultiplier 0.5 pays half: 1 for a ×2 square, 1.5 for a ×3 square', () => {
    const rules = prova();
    rules.movementModes = [{ id: 'passo', name: 'Passo', defaultSpeed: 20, terrainMultiplier: 0.5 }];
    const s = heroTurn(provaRuleset(rules));
    assert.equal(ok(s, moveTo(1, 0)).state.turn!.stepsLeft, 3);
    assert.equal(ok(s, moveTo(0, 1)).state.turn!.stepsLeft, 2.5);
    assert.ok(listed(s).includes('4,0'));
  });

  test('the rule: multiplier times the mode, never under a plain step; plain ground costs one square in every mode', () => {
    assert.deepEqual(
      [stepCostInto(2, 1), stepCostInto(3, 0.5), stepCostInto(2, 0.5), stepCostInto(2, 0), stepCostInto(1, 2), stepCostInto(2, 2)],
      [2, 1.5, 1, 1, 1, 4],
    );
  });

  test('the classic rules move over difficult terrain one square a step', () => {
    const m = mission({
      map: { rows: ['.....'], rooms: [], doors: [], difficult: [{ at: [1, 0], multiplier: 3 }] },
      start: [[0, 0]],
      monsters: [{ kind: 'goblin', x: 4, y: 0 }],
    });
    const s = withSteps(started(m), 2);
    const after = apply(s, { seat: 'h1', type: 'move', to: [2, 0] });
    assert.ok(after.ok);
    assert.equal(after.state.turn!.stepsLeft, 0);
  });
});

describe("the map's difficult terrain", () => {
  test('is optional (a map without it parses without it) and checked: on the map, not rock, once per square', () => {
    assert.equal('difficult' in GameMap.parse({ rows: ['..'], rooms: [] }), false);
    assert.deepEqual(GameMap.parse({ rows: ['..'], rooms: [], difficult: [{ at: [1, 0] }] }).difficult, [{ at: [1, 0], multiplier: 2 }]);
    const bad = GameMap.safeParse({
      rows: ['.#'],
      rooms: [],
      difficult: [{ at: [1, 0] }, { at: [3, 0] }, { at: [0, 0], multiplier: 2 }, { at: [0, 0], multiplier: 3 }, { at: [0, 0], multiplier: 0.5 }],
    });
    assert.ok(!bad.success);
    assert.deepEqual(
      bad.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      [
        'difficult.4.multiplier: Too small: expected number to be >=1',
        'difficult.0.at: square [1, 0] is solid rock',
        'difficult.1.at: square [3, 0] lies outside the map',
        'difficult.3.at: square [0, 0] is difficult terrain twice',
        'difficult.4.at: square [0, 0] is difficult terrain twice',
      ],
    );
  });
});
