/**
 * A piece covering 2 × 2 squares on both boards, fed a real view built by the engine (the `rules` module with a size
 * of space 10 over squares of 5): the three.js board and the 2D board draw it centred over its four squares, and a pick
 * on any of the four is the creature (on the board, and as the element reads the master's click: `outcomeOfPick`), while a
 * square beside it stays a square.
 */
import { Creature, Hero, Mission } from '../../content/schemas/index.ts';
import { DungeonBoard, type BoardPick, type BoardScene } from '../../components/board/index.ts';
import { FlatBoard } from '../../components/board/flat/flat-board.ts';
import type { BoardView } from '../../components/board/board-view.ts';
import { outcomeOfPick } from '../../components/marks.ts';
import { NO_NAMES, type TableState } from '../../components/context.ts';
import { apply, createGame, legalActions, viewFor, MASTER, type GameState } from '../../engine/index.ts';
import { prova, provaRuleset } from '../support/rules-fixture.ts';
import { assert, equal } from './support/assert.ts';

const t = (s: string) => ({ it: s, en: s });
const COVERED: [number, number][] = [
  [3, 1],
  [4, 1],
  [3, 2],
  [4, 2],
];

/** A started game on an open floor of 10 × 5: the hero at [0, 4], a troll of size `grande` anchored at [3, 1]. */
function game(): GameState {
  const ruleset = provaRuleset({ ...prova(), sizes: [{ id: 'grande', name: 'Grande', space: 10, reach: 10 }] });
  const mission = Mission.parse({
    id: 'taglie',
    name: t('Taglie'),
    ruleset: 'prova-regole',
    map: { rows: ['..........', '..........', '..........', '..........', '..........'], rooms: [], doors: [] },
    start: [[0, 4]],
    monsters: [{ kind: 'troll', x: 3, y: 1 }],
  });
  const heroes = [
    Hero.parse({
      id: 'guerriera',
      name: t('Guerriera'),
      ...{ body: 1, mind: 0, attack: 0, defence: 0 },
      ruleset: 'prova-regole',
      rules: { weapon: { damage: '1d8' } },
    }),
  ];
  const creatures = [
    Creature.parse({
      id: 'troll',
      name: t('Troll'),
      ...{ move: 1, attack: 0, defence: 0, body: 1, mind: 0 },
      rules: { size: 'grande', weapon: { damage: '2d6' } },
    }),
  ];
  let s = createGame({ mission, heroes, creatures, ruleset, seed: 'big-pieces' });
  for (const a of [
    { seat: 'h1', type: 'join', hero: 'guerriera' },
    { seat: MASTER, type: 'start' },
  ] as const) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function box(): HTMLElement {
  const div = document.createElement('div');
  div.style.cssText = 'width:800px;height:520px;position:relative;';
  document.body.append(div);
  return div;
}

const state = game();
const view = viewFor(state, 'h1');
const scene: BoardScene = { board: view.board, revealed: view.revealed, units: view.units, seeAll: false };
// the master's table: a click on any piece selects it (to look at it, or to act with it)
const master = viewFor(state, MASTER);
const table: TableState = {
  seq: master.seq,
  view: master,
  legal: legalActions(state, MASTER),
  log: [],
  lastAttack: null,
  selected: null,
  pending: false,
  aiming: null,
  names: NO_NAMES,
};

/** Every covered square picks the troll, on the board and as a click of the element; a square beside it is a square. */
function checkPicks(board: BoardView): void {
  for (const [x, y] of COVERED) {
    const at = board.squareToClient(x, y);
    const picks = board.picksAt(at.x, at.y);
    const unit = picks.find((p): p is Extract<BoardPick, { kind: 'unit' }> => p.kind === 'unit');
    equal(unit?.id, 'm1', `a pick on [${x}, ${y}] finds the troll (${JSON.stringify(picks)})`);
    equal(
      JSON.stringify(outcomeOfPick(table, { kind: 'square', x, y })),
      JSON.stringify({ kind: 'select', unit: 'm1' }),
      `a click on [${x}, ${y}] is the troll`,
    );
  }
  // below-left of the block, in front of it for the camera: a square
  const beside = board.squareToClient(2, 3);
  equal(JSON.stringify(board.picksAt(beside.x, beside.y)), JSON.stringify([{ kind: 'square', x: 2, y: 3 }]), 'the square beside it is a square');
}

describe('a 2 × 2 piece on the boards', () => {
  it('the view carries its span', () => {
    equal(view.units.find((u) => u.id === 'm1')?.span, 2);
  });

  it('the three.js board draws it centred over its four squares, and picks it on any of them', async () => {
    const container = box();
    const board = new DungeonBoard();
    try {
      board.attach(container);
      board.setScene(scene);
      await board.whenRendered();
      // its middle on screen is the middle of the four squares (x: the camera looks down, the figure stands up)
      const a = board.squareToClient(3, 1);
      const b = board.squareToClient(4, 2);
      const piece = board.unitToClient('m1')!;
      assert(Math.abs(piece.x - (a.x + b.x) / 2) < 3, `the piece stands over the middle of its block: ${piece.x} vs ${(a.x + b.x) / 2}`);
      checkPicks(board);
    } finally {
      board.dispose();
      container.remove();
    }
  });

  it('the 2D board draws it over its four squares, twice a piece, and picks it on any of them', async () => {
    const container = box();
    const board = new FlatBoard();
    try {
      board.attach(container);
      board.setScene(scene);
      await board.whenRendered();
      const troll = container.querySelector('g[data-unit="m1"]') ?? container.shadowRoot?.querySelector('g[data-unit="m1"]');
      assert(troll, 'the troll is drawn');
      equal(troll!.getAttribute('transform'), 'translate(3 1) scale(2) translate(-3 -1)', 'scaled by 2 about its block corner');
      const hero = container.querySelector('g[data-unit="h1"]');
      equal(hero?.getAttribute('transform') ?? null, null, 'a one-square piece is not scaled');
      checkPicks(board);
    } finally {
      board.dispose();
      container.remove();
    }
  });
});
