/**
 * Sizes and reach under the `rules` module (spec 002 `rules.sizes`, `defaultSize`): a creature whose size's `space` is
 * two squares covers a 2 × 2 block, takes all four squares (nobody steps in, it squeezes through no corridor narrower
 * than itself) and is struck from beside any of them; reach in the document's units over the square size (10 over 5:
 * two squares, counted in steps along rows and columns), for a weapon and for a size, from the footprint's edge.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Creature, Hero, Mission } from '../../../content/schemas/index.ts';
import { canStrike } from '../../core/creatures.ts';
import { reachable } from '../../core/movement.ts';
import { stepCostOf } from '../../core/step-cost.ts';
import { apply, createGame, legalActions, MASTER, viewFor, type GameState, type SeatAction, type Unit } from '../../index.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { ok, prova, provaRuleset } from '../../../test/support/rules-fixture.ts';
import type { RulesPiece } from './piece.ts';

const t = (s: string) => ({ it: s, en: s });

/** The fixture's document with two sizes: `media` (the spec's defaults, space and reach 5) and `grande` (10 and 10). */
function sized(): Record<string, unknown> {
  return {
    ...prova(),
    sizes: [
      { id: 'media', name: 'Media' },
      { id: 'grande', name: 'Grande', space: 10, reach: 10 },
    ],
    defaultSize: 'media',
  };
}

const ruleset = provaRuleset(sized());

const heroes = [
  Hero.parse({
    id: 'guerriera',
    name: t('Guerriera'),
    ...{ body: 1, mind: 0, attack: 0, defence: 0 },
    ruleset: 'prova-regole',
    rules: { attributes: { forza: 16, destrezza: 12 }, weapon: { damage: '1d8', stat: 'forza' } },
  }),
  // a spear: reach 10 in the document's units, two squares of 5
  Hero.parse({
    id: 'lanciera',
    name: t('Lanciera'),
    ...{ body: 1, mind: 0, attack: 0, defence: 0 },
    ruleset: 'prova-regole',
    rules: { attributes: { forza: 14, destrezza: 12 }, weapon: { damage: '1d8', stat: 'forza', reach: 10 } },
  }),
];

const creatures = [
  Creature.parse({
    id: 'goblin',
    name: t('Goblin'),
    ...{ move: 1, attack: 0, defence: 0, body: 1, mind: 0 },
    rules: { attributes: { forza: 8, destrezza: 14 }, weapon: { damage: '1d6', stat: 'destrezza' } },
  }),
  Creature.parse({
    id: 'troll',
    name: t('Troll'),
    ...{ move: 1, attack: 0, defence: 0, body: 1, mind: 0 },
    rules: { size: 'grande', attributes: { forza: 18, destrezza: 6 }, weapon: { damage: '2d6', stat: 'forza' } },
  }),
  // a troll that moves 30 (6 squares of 5)
  Creature.parse({
    id: 'orco',
    name: t('Orco'),
    ...{ move: 1, attack: 0, defence: 0, body: 1, mind: 0 },
    rules: { size: 'grande', speed: 30, attributes: { forza: 18, destrezza: 6 }, weapon: { damage: '2d6', stat: 'forza' } },
  }),
];

const OPEN = ['..........', '..........', '..........', '..........', '..........'];

function game(
  rows: string[],
  start: [number, number][],
  monsters: { kind: string; x: number; y: number }[],
  party: string[],
  seed = 'size',
  difficult: { at: [number, number]; multiplier: number }[] = [],
): GameState {
  const map = { rows, rooms: [], doors: [], ...(difficult.length > 0 ? { difficult } : {}) };
  const mission = Mission.parse({ id: 'taglie', name: t('Taglie'), ruleset: 'prova-regole', map, start, monsters });
  let s = createGame({ mission, heroes, creatures, ruleset, seed });
  party.forEach((hero, i) => (s = ok(s, { seat: `h${i + 1}`, type: 'join', hero }).state));
  return ok(s, { seat: MASTER, type: 'start' }).state;
}

/** Ends turns until it is `unit`'s. */
function turnOf(state: GameState, unit: string): GameState {
  let s = state;
  for (let i = 0; i < 20 && s.turn!.unit !== unit; i++) s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
  assert.equal(s.turn!.unit, unit);
  return s;
}

const unitOf = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const placed = (s: GameState, id: string, x: number, y: number): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, x, y } : u)) });
const moveTargets = (s: GameState, seat: string) =>
  legalActions(s, seat)
    .filter((a) => a.type === 'move')
    .map((a) => (a as { to: [number, number] }).to.join(','));
const attacks = (s: GameState, seat: string) => legalActions(s, seat).some((a) => a.type === 'attack' && a.target === 'm1');

describe('sizes on the board', () => {
  test("a piece's size gives the squares it covers and its reach; a creature naming none takes defaultSize", () => {
    const s = game(
      OPEN,
      [[0, 0]],
      [
        { kind: 'troll', x: 3, y: 1 },
        { kind: 'goblin', x: 8, y: 4 },
      ],
      ['guerriera'],
    );
    // grande: space 10 / square 5 = 2 (a 2 × 2 block), reach 10 / 5 = 2 squares
    assert.equal(unitOf(s, 'm1').span, 2);
    assert.equal(unitOf(s, 'm1').reach, 2);
    // the document's creature knows its size too (a level's vitality die may come from it)
    assert.equal((unitOf(s, 'm1').ext as RulesPiece).actor.size, 'grande');
    // media (defaultSize): space and reach 5, one square: the core's default, left out
    assert.equal(unitOf(s, 'm2').span, undefined);
    assert.equal(unitOf(s, 'm2').reach, undefined);
    // the hero seat sees the troll's span (drawn over its four squares)
    assert.equal(viewFor(s, 'h1').units.find((u) => u.id === 'm1')!.span, 2);
  });

  test('a 2×2 creature is placed on its anchor square covering the block to its right and below, which must fit the map', () => {
    const s = game(OPEN, [[0, 0]], [{ kind: 'troll', x: 3, y: 1 }], ['guerriera']);
    assert.deepEqual([unitOf(s, 'm1').x, unitOf(s, 'm1').y], [3, 1]);
    assert.throws(() => game(OPEN, [[0, 0]], [{ kind: 'troll', x: 9, y: 1 }], ['guerriera']), {
      message: 'mission "taglie": monsters[0]: creature kind "troll": it covers 2 × 2 squares from [9, 1], and [10, 1] is off the map',
    });
    const rows = ['..........', '..#.......', '..........', '..........', '..........'];
    assert.throws(() => game(rows, [[0, 0]], [{ kind: 'troll', x: 1, y: 0 }], ['guerriera']), {
      message: 'mission "taglie": monsters[0]: creature kind "troll": it covers 2 × 2 squares from [1, 0], and [2, 1] is rock',
    });
  });

  test('a 2×2 creature blocks its four squares: a hero cannot step into any of them', () => {
    const s = turnOf(game(OPEN, [[1, 1]], [{ kind: 'troll', x: 3, y: 1 }], ['guerriera']), 'h1');
    // the hero has 20 / 5 = 4 squares; the troll covers [3,1], [4,1], [3,2], [4,2]
    const moves = moveTargets(s, 'h1');
    for (const sq of ['3,1', '4,1', '3,2', '4,2']) assert.ok(!moves.includes(sq), `no move onto ${sq}`);
    // around it: [4,0] is 4 steps over the top ([2,1], [2,0], [3,0], [4,0]), [3,3] 4 below; [5,1] takes 6
    assert.ok(moves.includes('3,3'));
    assert.ok(moves.includes('4,0'));
    assert.ok(!moves.includes('5,1'));
    const r = apply(s, { seat: 'h1', type: 'move', to: [4, 2] });
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.error.code, 'unreachable');
  });

  test('a 2×2 creature moves only where all four squares are free, and never through a one-square corridor', () => {
    // rows 0-1 open, row 2 rock but for one square at x 5, rows 3-4 open
    const rows = ['..........', '..........', '#####.####', '..........', '..........'];
    const s = game(
      rows,
      [[9, 4]],
      [
        { kind: 'troll', x: 0, y: 0 },
        { kind: 'goblin', x: 9, y: 0 },
      ],
      ['guerriera'],
    );
    const troll = unitOf(s, 'm1');
    const w = s.setup.board.width;
    const where = (i: number) => `${i % w},${Math.floor(i / w)}`;
    // with steps to spare it stays in rows 0-1: anchors x 1..7 of row 0 (x 8 would take the goblin's [9,0])
    assert.deepEqual(reachable(s, troll, 30).destinations.map(where).sort(), ['1,0', '2,0', '3,0', '4,0', '5,0', '6,0', '7,0']);
    // a one-square piece goes down the gap
    const goblin = unitOf(s, 'm2');
    assert.ok(reachable(s, goblin, 30).destinations.map(where).includes('5,3'));
    // a hero in the way: a block covering [5,0] is no longer a place to stop, nor to pass
    const blocked = placed(s, 'h1', 5, 0);
    assert.deepEqual(reachable(blocked, unitOf(blocked, 'm1'), 30).destinations.map(where).sort(), ['1,0', '2,0', '3,0']);
  });

  test('a 2×2 creature on difficult terrain pays each step the dearest square its block lands on', () => {
    // two rows, a strip of ×2 terrain down column 3; the ogre (a 2×2 troll of speed 30: 6 squares) covers columns 0-1
    const strip: { at: [number, number]; multiplier: number }[] = [
      { at: [3, 0], multiplier: 2 },
      { at: [3, 1], multiplier: 2 },
    ];
    const s = game(['..........', '..........'], [[9, 0]], [{ kind: 'orco', x: 0, y: 0 }], ['guerriera'], 'size', strip);
    const troll = unitOf(s, 'm1');
    const w = s.setup.board.width;
    const where = (i: number) => `${i % w},${Math.floor(i / w)}`;
    // anchor 1 (columns 1-2) costs 1; anchor 2 (2-3) 2 more: 3; anchor 3 (3-4) 2 more: 5; anchor 4 (4-5) 1 more: 6
    const reach = reachable(s, troll, 6, -1, stepCostOf(s, troll));
    assert.deepEqual(reach.destinations.map(where), ['1,0', '2,0', '3,0', '4,0']);
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((x) => reach.dist[x]),
      [1, 3, 5, 6, -1],
    );
    // without the strip it would reach anchor 6; the master's moves are those, and a move pays its cost
    assert.deepEqual(reachable(game(['..........', '..........'], [[9, 0]], [{ kind: 'orco', x: 0, y: 0 }], ['guerriera']), troll, 6).destinations.map(where), [
      '1,0',
      '2,0',
      '3,0',
      '4,0',
      '5,0',
      '6,0',
    ]);
    const master = turnOf(s, 'm1');
    const listed = legalActions(master, MASTER)
      .filter((a) => a.type === 'move_creature' && a.creature === 'm1')
      .map((a) => (a as { to: [number, number] }).to.join(','));
    assert.deepEqual(listed, ['1,0', '2,0', '3,0', '4,0']);
    const far = apply(master, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [5, 0] });
    assert.equal(!far.ok && far.error.code, 'unreachable');
    const moved = ok(master, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [3, 0] });
    assert.deepEqual([unitOf(moved.state, 'm1').x, unitOf(moved.state, 'm1').y], [3, 0]);
    // 5 of its 6 squares spent: one more plain step, to anchor 4, and no further
    assert.deepEqual(
      legalActions(moved.state, MASTER)
        .filter((a) => a.type === 'move_creature')
        .map((a) => (a as { to: [number, number] }).to.join(',')),
      ['4,0'],
    );
  });

  test('a 2×2 creature is struck from beside any square it covers, not from a diagonal', () => {
    const s = turnOf(game(OPEN, [[0, 0]], [{ kind: 'troll', x: 3, y: 1 }], ['guerriera']), 'h1');
    // beside the anchor, beside the bottom-right square, below the bottom-left one
    for (const [x, y] of [
      [2, 1],
      [5, 2],
      [3, 3],
    ] as const)
      assert.ok(attacks(placed(s, 'h1', x, y), 'h1'), `an attack from [${x}, ${y}]`);
    const struck = ok(placed(s, 'h1', 5, 2), { seat: 'h1', type: 'attack', target: 'm1' });
    assert.ok(struck.events.some((e) => e.type === 'rules_attack'));
    // diagonal to [4,2], and two squares off: out of reach of a one-square weapon
    for (const [x, y] of [
      [5, 3],
      [6, 2],
    ] as const) {
      const at = placed(s, 'h1', x, y);
      assert.ok(!attacks(at, 'h1'));
      const r = apply(at, { seat: 'h1', type: 'attack', target: 'm1' });
      assert.deepEqual(!r.ok && r.error, { code: 'not_adjacent', message: 'm1 is not adjacent to h1' });
    }
  });
});

describe('reach in the document units', () => {
  test('a reach-2 weapon (10 over squares of 5) strikes two steps away along rows and columns, diagonals counting two', () => {
    const s = turnOf(game(OPEN, [[1, 0]], [{ kind: 'goblin', x: 3, y: 0 }], ['lanciera']), 'h1');
    assert.equal(unitOf(s, 'h1').reach, 2);
    // two squares along the row; diagonally beside (two steps); two down
    for (const [x, y] of [
      [3, 0],
      [2, 1],
      [1, 2],
    ] as const)
      assert.ok(attacks(placed(s, 'm1', x, y), 'h1'), `the spear reaches [${x}, ${y}]`);
    const struck = ok(s, { seat: 'h1', type: 'attack', target: 'm1' });
    assert.ok(struck.events.some((e) => e.type === 'rules_attack' && e.target === 'm1'));
    // three steps: [4,0], [3,1] (two along, one down)
    for (const [x, y] of [
      [4, 0],
      [3, 1],
    ] as const) {
      const at = placed(s, 'm1', x, y);
      assert.ok(!attacks(at, 'h1'));
      const r = apply(at, { seat: 'h1', type: 'attack', target: 'm1' });
      assert.deepEqual(!r.ok && r.error, { code: 'not_adjacent', message: "m1 is out of h1's reach (2 squares)" });
    }
  });

  test('a wall stops a reach: the spear does not strike around rock it would have to cross', () => {
    const rows = ['..........', '#.........', '..........', '..........', '..........'];
    const s = turnOf(game(rows, [[0, 0]], [{ kind: 'goblin', x: 0, y: 2 }], ['lanciera']), 'h1');
    // [0,0] to [0,2] is two squares down, through the rock of [0,1]: the way around is four steps
    assert.ok(!attacks(s, 'h1'));
    assert.ok(attacks(placed(s, 'm1', 1, 1), 'h1'));
  });

  test("a big creature reaches by its size's reach from its footprint's edge", () => {
    const s = game(OPEN, [[6, 2]], [{ kind: 'troll', x: 3, y: 1 }], ['guerriera']);
    const troll = unitOf(s, 'm1');
    // from its bottom-right square [4,2]: [6,2] and [4,4] are two steps, [7,2] and [5,4] three; [1,1] is two from [3,1]
    assert.equal(canStrike(s, troll, unitOf(s, 'h1')), true);
    assert.equal(canStrike(s, troll, unitOf(placed(s, 'h1', 7, 2), 'h1')), false);
    assert.equal(canStrike(s, troll, unitOf(placed(s, 'h1', 4, 4), 'h1')), true);
    assert.equal(canStrike(s, troll, unitOf(placed(s, 'h1', 5, 4), 'h1')), false);
    assert.equal(canStrike(s, troll, unitOf(placed(s, 'h1', 1, 1), 'h1')), true);
    assert.equal(canStrike(s, troll, unitOf(placed(s, 'h1', 1, 0), 'h1')), false);
    // on its turn the master is offered the strike, and it is made
    const mine = turnOf(s, 'm1');
    assert.ok(legalActions(mine, MASTER).some((a) => a.type === 'creature_attack' && a.creature === 'm1' && a.target === 'h1'));
    const r = ok(mine, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    assert.ok(r.events.some((e) => e.type === 'rules_attack' && e.target === 'h1'));
  });
});

describe('random games with a big creature and a spear', () => {
  test('every action listed for the seat whose turn it is is accepted, by the master and an auto mission alike (fixed seeds)', () => {
    for (const seed of ['big-1', 'big-2', 'big-3']) {
      let s = game(
        OPEN,
        [[0, 4]],
        [
          { kind: 'troll', x: 6, y: 0 },
          { kind: 'goblin', x: 9, y: 4 },
        ],
        ['lanciera'],
        seed,
      );
      const rng = new Rng(seedRng(seed));
      for (let i = 0; i < 80 && s.phase === 'playing'; i++) {
        const seat = s.turn!.seat;
        const legal = legalActions(s, seat);
        for (const a of legal) assert.ok(apply(s, { seat, ...a } as SeatAction).ok, `${seed}: ${JSON.stringify(a)} listed for ${seat} and refused`);
        // a big creature never stands where its block would not fit, nor on another piece's square
        const troll = unitOf(s, 'm1');
        assert.ok(troll.x + 1 < 10 && troll.y + 1 < 5, `${seed}: the troll's block stays on the board`);
        const chosen = legal[rng.int(legal.length)]!;
        s = ok(s, { seat, ...chosen } as SeatAction).state;
      }
    }
  });
});
