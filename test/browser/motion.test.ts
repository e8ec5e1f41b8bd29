/**
 * Motion in `<quest-board>` against the REAL server: a hero's move walks square by square and ends drawn
 * on the server's square; the dice tumble and settle on the server's faces; a key and the skip control end what
 * animates at once; with `prefers-reduced-motion` (emulated in the browser) or `motion="off"` a move draws exactly one
 * frame and no die tumbles.
 */
import { emulateMedia } from '@web/test-runner-commands';
import type { Action, GameEvent } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import type { DungeonBoard } from '../../components/board/index.ts';
import { STEP_MS } from '../../components/board/motion.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, joinRoom, waitFor } from './support/page.ts';
import { send } from './support/seat.ts';
import { threeBoard } from './support/three-board.ts';

const mount = boardMounter();

const nextFrame = () => new Promise<number>((r) => requestAnimationFrame((t) => r(t)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A started `la-prova` with the barbarian (h1) shown in an element; the master plays over HTTP. */
async function heroTable(attrs: Record<string, string> = {}): Promise<{ h: QuestBoard; board: DungeonBoard; seat: string }> {
  const master = await createRoom('la-prova');
  const hero = await joinRoom(master.room, 'barbaro');
  const h = mount({ room: master.room, token: hero.token, ...attrs });
  await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
  await send(master, { type: 'start' });
  await waitFor(() => h.view?.phase === 'playing' && h.view.turn?.seat === hero.seat, "the hero's turn");
  const board = threeBoard(await waitFor(() => h.board, 'the board'));
  h.scrollIntoView();
  await board.whenRendered();
  return { h, board, seat: hero.seat };
}

/** The dice of the tray (the movement row's). */
function movementDice(h: QuestBoard): HTMLElement[] {
  const tray = deepQuery(h, 'qb-dice-tray');
  return tray?.shadowRoot ? [...tray.shadowRoot.querySelectorAll<HTMLElement>('.movement .die')] : [];
}

/** Rolls, then picks the legal move farthest from the hero (a walk of several squares). */
async function rollAndPick(h: QuestBoard, seat: string): Promise<Extract<Action, { type: 'move' }>> {
  await h.act({ type: 'roll' });
  const u = h.view!.units.find((x) => x.id === seat)!;
  const moves = h.legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  assert(moves.length > 0, 'moves after the roll');
  const far = (a: Extract<Action, { type: 'move' }>) => Math.abs(a.to[0] - u.x) + Math.abs(a.to[1] - u.y);
  return moves.reduce((best, a) => (far(a) > far(best) ? a : best));
}

/**
 * With motion off (reduced motion or `motion="off"`): rolls (no die tumbles), moves as far as it may, and checks the
 * board drew exactly one frame, the new state with the piece on the server's square, and that frame's draw calls only.
 */
async function movesInOneFrame(h: QuestBoard, board: DungeonBoard, seat: string): Promise<void> {
  const move = await rollAndPick(h, seat);
  await sleep(100);
  equal(
    movementDice(h).map((d) => d.getAnimations().length),
    [0, 0],
    'no die tumbles',
  );
  await board.whenRendered();
  const frames = board.frames;
  const calls = board.totalDrawCalls;
  await h.act(move);
  await h.updateComplete;
  await board.whenRendered();
  equal(board.drawnPiece(seat), { x: move.to[0], y: move.to[1] }, "drawn on the server's square in the first frame");
  await sleep(600);
  equal(board.frames, frames + 1, 'one frame: the new state');
  equal(board.totalDrawCalls, calls + board.drawCalls, 'the draw calls of that one frame, no more');
}

/** Waits until the element has shown its table, nothing animates and the board has drawn its last frame. */
async function settled(h: QuestBoard, board: DungeonBoard): Promise<void> {
  await h.updateComplete;
  await waitFor(() => !board.motion.running, 'the animation to end', 10000);
  await board.whenRendered();
}

describe('motion on the board and in the dice tray', () => {
  it("with motion on, a move walks square by square and ends drawn exactly on the server's square", async () => {
    const { h, board, seat } = await heroTable();
    const move = await rollAndPick(h, seat);
    // the roll's dice tumble, showing the server's faces throughout
    const dice = await waitFor(() => {
      const list = movementDice(h);
      return list.length === 2 && list.every((d) => d.getAnimations().length > 0) ? list : null;
    }, 'the movement dice to tumble');
    equal(
      dice.map((d) => d.getAttribute('aria-label')),
      h.view!.turn!.roll!.map((n) => `dado: ${n}`),
      "the dice show the server's roll",
    );
    await waitFor(() => movementDice(h).every((d) => d.getAnimations().length === 0), 'the dice to settle', 3000);
    await settled(h, board);

    const start = h.view!.units.find((u) => u.id === seat)!;
    const samples: { x: number; y: number }[] = [];
    let sampling = true;
    const framesBefore = board.frames;
    void (async () => {
      while (sampling) {
        await nextFrame();
        const p = board.drawnPiece(seat);
        if (board.motion.running && p) samples.push(p);
      }
    })();
    const result = await h.act(move);
    await settled(h, board);
    sampling = false;

    const moved = result.events.find((e): e is Extract<GameEvent, { type: 'unit_moved' }> => e.type === 'unit_moved' && e.unit === seat);
    assert(moved, 'the server answered with the walked path');
    const path = [[start.x, start.y], ...moved.path].map(([x, y]) => `${x},${y}`);
    assert(path.length >= 3, `a walk of at least two squares: ${path}`);
    assert(board.frames - framesBefore >= 3, `frames drawn while walking: ${board.frames - framesBefore}`);
    // between squares: at least one drawn position is off every square's middle (at rest a piece is drawn exactly on
    // it; on a loaded machine a frame may take about a step, so a frame can land near a step's start: any offset
    // counts), and every one lies on the path, on a straight step between two of its squares (square by square)
    const between = samples.filter((p) => Math.abs(p.x - Math.round(p.x)) > 0.005 || Math.abs(p.y - Math.round(p.y)) > 0.005);
    assert(between.length > 0, `no frame showed the piece between squares: ${JSON.stringify(samples)}`);
    for (const p of samples) {
      const onLine = Math.abs(p.x - Math.round(p.x)) < 1e-3 || Math.abs(p.y - Math.round(p.y)) < 1e-3;
      assert(onLine, `the piece cut across squares: ${JSON.stringify(p)}`);
      const near = [Math.floor(p.x + 1e-3), Math.floor(p.y + 1e-3)].join(',');
      const far = [Math.ceil(p.x - 1e-3), Math.ceil(p.y - 1e-3)].join(',');
      assert(path.includes(near) && path.includes(far), `the piece left its path ${path}: ${JSON.stringify(p)}`);
    }
    // the walk takes about STEP_MS a square: the first sample near the start, the last ones near the end
    const firstSquare = `${Math.round(samples[0]!.x)},${Math.round(samples[0]!.y)}`;
    assert(path.indexOf(firstSquare) <= 1, `the walk starts on ${path[0]}: first drawn at ${firstSquare}`);
    assert(STEP_MS * (path.length - 1) <= 2000, 'a walk stays short');

    // at the end: drawn on the server's square, the piece picked there, and nothing more drawn
    const server = h.view!.units.find((u) => u.id === seat)!;
    equal([server.x, server.y], move.to, "the server's square is the one asked for");
    equal(board.drawnPiece(seat), { x: server.x, y: server.y }, "the piece is drawn on the server's square");
    const at = board.unitToClient(seat)!;
    equal(board.pick(at.x, at.y), { kind: 'unit', id: seat }, 'the piece is picked where the server put it');
    const idle = board.frames;
    await sleep(400);
    equal(board.frames, idle, 'no frame once the walk has ended');
  });

  it("a key ends the dice's tumble at once; the skip control ends the walk at once, the piece on the server's square", async () => {
    const { h, board, seat } = await heroTable({ lang: 'en' });
    const move = await rollAndPick(h, seat);
    await waitFor(() => movementDice(h).some((d) => d.getAnimations().length > 0), 'the dice to tumble');
    h.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, composed: true }));
    equal(
      movementDice(h).map((d) => d.getAnimations().length),
      [0, 0],
      'a key settles the dice at once',
    );
    await settled(h, board);
    const sent = h.act(move);
    const skip = await waitFor(() => (board.motion.running ? deepQuery<HTMLButtonElement>(h, '.skip-motion') : null), 'the skip control while the piece walks');
    equal(skip.textContent?.trim(), 'Skip animation');
    skip.click();
    equal(board.motion.running, false, 'nothing animates after the skip');
    await board.whenRendered();
    equal(board.drawnPiece(seat), { x: move.to[0], y: move.to[1] }, "drawn on the server's square at once");
    await sent;
    await waitFor(() => !deepQuery(h, '.skip-motion'), 'the skip control to go');
    const frames = board.frames;
    await sleep(300);
    equal(board.frames, frames, 'no frame after the skip');
  });

  it('with prefers-reduced-motion, a move draws exactly one frame and the dice do not tumble', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      assert(matchMedia('(prefers-reduced-motion: reduce)').matches, 'the browser reports reduced motion');
      const { h, board, seat } = await heroTable();
      await movesInOneFrame(h, board, seat);
      equal(board.motion.running, false);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('motion="off" turns motion off for an embedder: one frame per move, no tumbling dice', async () => {
    const { h, board, seat } = await heroTable({ motion: 'off' });
    equal(h.motion, 'off');
    await movesInOneFrame(h, board, seat);
  });
});
