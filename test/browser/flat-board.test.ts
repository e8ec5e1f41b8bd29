/**
 * The board without WebGL, against the REAL server: with `getContext` made to refuse every WebGL context
 * before the element is made, the element draws the 2D board (SVG, from above), says once in Italian that the 3D board
 * is not available, and a hero's turn is played on it by real input — Roll and the square by the door by the mouse,
 * a step by the keyboard's cursor, the door and the goblin behind it by the mouse — each result read from the server,
 * with no uncaught error and nothing logged as an error. `renderer="2d"` draws the 2D board where WebGL works, with no
 * notice; and an exception inside the 3D board's frame leaves the panels working and shows what failed, with a
 * "Riprova" button that brings a board back. Only `sendMouse` and `sendKeys` (press) drive the page, so the file runs
 * in every engine.
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { GameEvent } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, deepQuery, inPart, waitFor } from './support/page.ts';
import { DOOR, GOBLIN, keyboardRoom, START } from './support/keyboard-room.ts';
import { send, serverLog, serverView } from './support/seat.ts';
import { threeBoard } from './support/three-board.ts';
import { SharedRenderer } from '../../components/board/shared-renderer.ts';
import { click, closeArchive, createAuthor, el, find, signIn, win } from './support/archive.ts';
import type { BoardView } from '../../components/board/board-view.ts';
import type { FlatBoard } from '../../components/board/flat/flat-board.ts';
import type { DraftMission } from '../../components/archive/map-model.ts';

const board = boardMounter();

type Point = { x: number; y: number };
type Attack = Extract<GameEvent, { type: 'attack' }>;

/** Resolves after the page has drawn a frame. */
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/** Clicks with the mouse at client point `p` (the pointer brought there first). */
async function clickAt(p: Point): Promise<void> {
  const at: [number, number] = [Math.round(p.x), Math.round(p.y)];
  await sendMouse({ type: 'move', position: at });
  await frame();
  await sendMouse({ type: 'click', position: at });
}

/** Clicks the middle of an element with the mouse. */
async function pressElement(e: Element): Promise<void> {
  e.scrollIntoView({ block: 'center' });
  await frame();
  const r = e.getBoundingClientRect();
  await clickAt({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
}

/** Records uncaught errors, rejections, Content Security Policy violations and `console.error` calls until `stop()`. */
function watchErrors(): { errors: string[]; logged: string[]; stop: () => void } {
  const errors: string[] = [];
  const logged: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(String(e.message));
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String(e.reason));
  // a Content Security Policy refusing something (Firefox logs it as an error): reported to the document too
  const onViolation = (e: SecurityPolicyViolationEvent) =>
    errors.push(`CSP ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  const original = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('securitypolicyviolation', onViolation);
  return {
    errors,
    logged,
    stop: () => {
      console.error = original;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('securitypolicyviolation', onViolation);
    },
  };
}

/**
 * Makes every canvas of `realm` (this page's window, or the Archive's frame's) refuse WebGL, as a browser with WebGL
 * off or no driver does, until the returned function is called.
 */
function withoutWebGL(realm: Window & typeof globalThis = window): () => void {
  const proto = realm.HTMLCanvasElement.prototype as unknown as { getContext: (type: string, ...rest: unknown[]) => unknown };
  const original = proto.getContext;
  proto.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
    if (/webgl/i.test(type)) return null;
    return original.call(this, type, ...rest);
  };
  return () => {
    proto.getContext = original;
  };
}

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** The hero's square on the server. */
async function heroAt(hero: { room: string; seat: string; token: string }): Promise<string> {
  const me = (await serverView(hero)).view.units.find((u) => u.id === hero.seat);
  return me ? `${me.x},${me.y}` : '';
}

/**
 * A started room of the keyboard mission named `name`, its hero's element (Italian) on the 3D board at the hero's
 * turn, drawn once, with the objective card that opens over a room's first showing read and closed.
 */
async function heroTurnOn3dBoard(name: string) {
  const { master, hero } = await keyboardRoom(name);
  const h = board({ room: hero.room, token: hero.token, lang: 'it' });
  await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
  await send(master, { type: 'start' });
  await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === 'roll'), "the hero's turn");
  const b = threeBoard(await waitFor(() => h.board, 'the board'));
  h.scrollIntoView({ block: 'center' });
  await b.whenRendered();
  await waitFor(() => deepQuery(h, 'button[data-action="objective"]'), "the objective's button");
  const gotIt = deepQuery(h, 'button[data-action="objective-close"]');
  if (gotIt) {
    await pressElement(gotIt);
    await waitFor(() => deepQuery(h, 'button[data-action="objective-close"]') === null, 'the objective card closed');
  }
  return { master, hero, h, b };
}

describe('<quest-board> without WebGL: the 2D board', () => {
  it('plays a hero turn on the 2D board by mouse and keyboard (move, door, attack), says once in Italian why (its ✕ remembered), with no error', async () => {
    localStorage.removeItem('quest-board:pref:board-notes-hidden');
    const restore = withoutWebGL();
    const watch = watchErrors();
    try {
      const { master, hero } = await keyboardRoom('flat-1');
      const h = board({ room: hero.room, token: hero.token, lang: 'it' });
      await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
      await send(master, { type: 'start' });
      await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === 'roll'), "the hero's turn");
      const b = await waitFor(() => h.board, 'the board');
      equal(b.renderer, '2d', 'the 2D board stands in');
      h.scrollIntoView({ block: 'center' });
      await b.whenRendered();

      // the notice, once, in Italian, announced
      const note = await waitFor(() => deepQuery(h, '[part="board-note"]'), 'the notice');
      equal(
        note.querySelector('span')?.textContent?.trim(),
        'Il tabellone 3D non è disponibile in questo browser: lo mostriamo dall’alto.',
        'the notice says why',
      );
      equal(note.getAttribute('role'), 'status', 'read out by screen readers');
      equal(deepQuery(h, '[part="board-failed"]'), null, 'no failure shown');
      const drawing = b.canvas.querySelector('svg')!;
      equal(drawing.querySelectorAll('[data-unit]').length, h.view!.units.filter((u) => u.alive).length, 'every piece in view drawn');
      assert(drawing.querySelector(`[data-unit="${hero.seat}"]`), 'the hero among them');
      equal(drawing.querySelectorAll('[data-door]').length, 1, 'the door drawn');

      // Roll by the mouse
      await pressElement(await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-action="roll"]:not([disabled])'), 'the Roll button'));
      await waitFor(async () => (await serverView(hero)).view.turn?.roll, 'the roll on the server');
      await waitFor(() => h.legal.some((a) => a.type === 'move') && !h.pending, 'the moves offered');

      // a step by the keyboard: the cursor on the hero (Home), one square right, Enter
      b.canvas.focus();
      await sendKeys({ press: 'Home' });
      await waitFor(() => b.cursor?.join() === START.join(), 'the cursor on the hero');
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => b.cursor?.join() === `${START[0] + 1},${START[1]}`, 'the cursor one square right');
      equal(b.canvas.querySelector('[data-cursor]')?.getAttribute('data-cursor'), `${START[0] + 1},${START[1]}`, 'the cursor drawn there');
      await sendKeys({ press: 'Enter' });
      await waitFor(async () => (await heroAt(hero)) === `${START[0] + 1},${START[1]}`, 'the hero one square right, on the server');

      // the square by the door by the mouse
      await waitFor(
        () => h.legal.some((a) => a.type === 'move' && a.to[0] === DOOR[0][0] && a.to[1] === DOOR[0][1]) && !h.pending,
        'the square by the door offered',
      );
      const by = b.squareToClient(DOOR[0][0], DOOR[0][1]);
      equal(b.pick(by.x, by.y), { kind: 'square', x: DOOR[0][0], y: DOOR[0][1] }, 'the board picks the square by the door there');
      await clickAt(by);
      await waitFor(async () => (await heroAt(hero)) === DOOR[0].join(), 'the hero by the door, on the server');

      // the door by the mouse
      const door = h.view!.board.doors[0]!.id;
      await waitFor(() => h.legal.some((a) => a.type === 'open_door' && a.door === door) && !h.pending, 'the door offered');
      await clickAt(b.doorToClient(door)!);
      await waitFor(async () => (await serverView(hero)).view.board.doors.every((d) => d.open), 'the door open on the server');

      // the goblin behind it by the mouse
      const goblin = await waitFor(() => h.view?.units.find((u) => u.kind === 'goblin' && u.x === GOBLIN[0] && u.y === GOBLIN[1]), 'the goblin in view');
      await waitFor(() => h.legal.some((a) => a.type === 'attack' && a.target === goblin.id) && !h.pending, 'the goblin offered to attack');
      await waitFor(() => b.canvas.querySelector(`[data-ring="target"][data-of="${goblin.id}"]`), 'the goblin ringed as a target');
      await clickAt(b.unitToClient(goblin.id)!);
      const attack = await waitFor(
        async () => (await serverLog(hero)).map((e) => e.event).find((e): e is Attack => e.type === 'attack'),
        'the attack on the server',
      );
      equal([attack.attacker, attack.target], [hero.seat, goblin.id], 'the barbarian attacked the goblin');
      equal(attack.attackDice.length, 3, "the barbarian's three attack dice rolled");
      const line = `Il barbaro attacca il goblin: ${count(attack.hits, 'teschio', 'teschi')}, ${count(attack.blocks, 'scudo', 'scudi')}, ${count(attack.damage, 'danno', 'danni')}`;
      await waitFor(() => inPart(h, 'qb-event-log', 'li').some((li) => li.textContent?.trim().startsWith(line)), `the chronicle line "${line}"`);

      // said once: still the one notice; hidden by its button, it stays hidden
      equal(deepQuery(h, '[part="board-note"]')?.textContent?.includes('Il tabellone 3D'), true, 'the notice is still there, once');
      await pressElement(deepQuery(h, '.board-note-close')!);
      await waitFor(() => deepQuery(h, '[part="board-note"]') === null, 'the notice hidden');
      // remembered in this browser: the page loaded again (another element, the same seat) shows no notice
      equal(localStorage.getItem('quest-board:pref:board-notes-hidden'), 'unavailable', 'remembered');
      h.remove();
      const again = board({ room: hero.room, token: hero.token, lang: 'it' });
      await waitFor(() => again.board?.renderer === '2d' && again.board.canvas.querySelector(`[data-unit="${hero.seat}"]`), 'the 2D board again');
      await frame();
      equal(deepQuery(again, '[part="board-note"]'), null, 'no notice after a reload');
      equal(watch.errors, [], 'no uncaught error');
      equal(watch.logged, [], 'nothing logged as an error');
    } finally {
      watch.stop();
      restore();
      localStorage.removeItem('quest-board:pref:board-notes-hidden');
    }
  });

  it('renderer="2d" draws the board from above where WebGL works, with no notice; a click moves the hero; renderer="3d" brings the 3D board back', async () => {
    const { master, hero } = await keyboardRoom('flat-2');
    const h = board({ room: hero.room, token: hero.token, lang: 'it', renderer: '2d' });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    await send(master, { type: 'start' });
    await send(hero, { type: 'roll' });
    await waitFor(() => h.view?.turn?.roll && h.legal.some((a) => a.type === 'move'), 'the moves offered');
    const b = await waitFor(() => h.board, 'the board');
    equal(b.renderer, '2d', 'the 2D board, as asked');
    equal(h.getAttribute('renderer'), '2d', 'the attribute as set');
    h.scrollIntoView({ block: 'center' });
    await b.whenRendered();
    equal(deepQuery(h, '[part="board-note"]'), null, 'no notice: the embedder asked for it');
    const to: [number, number] = [START[0], START[1] + 1];
    await waitFor(() => b.canvas.querySelector(`[data-move="${to.join()}"]`), 'the square below the hero marked as a move');
    // drawn in layers, each redrawn alone: a refused click's mark or a turn leaves the floor's nodes as they were
    const svg = b.canvas.querySelector('svg')!;
    const floorNode = svg.querySelector('[data-layer="floor"]')!;
    const piecesNode = svg.querySelector('[data-layer="pieces"]')!;
    b.flashSquare(to[0], to[1]);
    assert(svg.querySelector(`[data-flash="${to.join()}"]`), 'the refused click marked');
    equal([floorNode.isConnected, piecesNode.isConnected], [true, true], 'the floor and the pieces not redrawn for it');
    // a quarter turn: the board's x runs down the screen, its y right to left; picks follow
    b.rotate(1);
    equal(floorNode.isConnected, true, 'the floor not redrawn for a turn');
    equal(piecesNode.isConnected, false, 'the pieces redrawn upright');
    equal(b.cameraState.quarterTurns, 1);
    // bad numbers from a script change nothing, or the nearest whole quarter turn
    const viewBox = b.canvas.querySelector('svg')!.getAttribute('viewBox');
    equal(b.zoomBy(Number.NaN), false, 'zoomBy(NaN) refused');
    equal(b.zoomBy(Number.POSITIVE_INFINITY), false, 'zoomBy(Infinity) refused');
    b.panBy(Number.NaN, 10);
    b.centreOn(Number.NaN, 2);
    equal(b.canvas.querySelector('svg')!.getAttribute('viewBox'), viewBox, 'the view as it was');
    b.rotate(Number.NaN);
    b.rotate(0.4);
    equal(b.cameraState.quarterTurns, 1, 'no turn for NaN or 0.4');
    b.rotate(1.6);
    equal(b.cameraState.quarterTurns, 3, 'rotate(1.6) turns two quarter turns');
    b.rotate(-2);
    equal(b.cameraState.quarterTurns, 1);
    const here = b.squareToClient(START[0], START[1]);
    const right = b.squareToClient(START[0] + 1, START[1]);
    const down = b.squareToClient(to[0], to[1]);
    assert(Math.abs(right.x - here.x) < 1 && right.y > here.y + 10, `x + 1 is below on screen: ${JSON.stringify([here, right])}`);
    assert(Math.abs(down.y - here.y) < 1 && down.x < here.x - 10, `y + 1 is left on screen: ${JSON.stringify([here, down])}`);
    equal(b.pick(down.x, down.y), { kind: 'square', x: to[0], y: to[1] }, 'the square picked where it is drawn');
    await clickAt(down);
    await waitFor(async () => (await heroAt(hero)) === to.join(), 'the hero moved there, on the server');
    // a piece moved slides to its new square from its old one (a short animation), none when motion is off
    const flat = b as FlatBoard;
    const view = h.view!;
    const moved = (dx: number) => ({
      board: view.board,
      revealed: view.revealed,
      units: view.units.map((u) => (u.id === hero.seat ? { ...u, x: u.x + dx } : u)),
      seeAll: false,
      objects: [],
    });
    const pieceOf = () => flat.svg.querySelector<SVGGElement>(`[data-unit="${hero.seat}"]`)!;
    flat.setScene(moved(1));
    const slides = pieceOf().getAnimations();
    equal(slides.length, 1, 'the hero slides');
    const frames = (slides[0]!.effect as KeyframeEffect).getKeyframes().map((k) => String((k as Record<string, unknown>).translate));
    assert(/^-1px( 0px)?$/.test(frames[0]!) && /^0px( 0px)?$/.test(frames[1]!), `from one square back to its own: ${JSON.stringify(frames)}`);
    flat.motion.allowed = false;
    flat.setScene(moved(0));
    equal(pieceOf().getAnimations().length, 0, 'no slide with motion off');
    flat.motion.allowed = true;
    // the attribute read as an HTML keyword: trimmed, case-insensitive, anything else the default
    h.setAttribute('renderer', ' 2D ');
    equal(h.renderer, '2d', '" 2D " is 2d');
    await frame();
    equal(h.board?.renderer, '2d', 'still the 2D board');
    h.renderer = 'webgpu' as '3d';
    equal(h.renderer, '3d', 'an unknown value reads back as the default');
    h.renderer = '2d';
    equal(h.renderer, '2d');
    // back to 3D at run time: a three.js board, the table as it was
    h.setAttribute('renderer', '3D');
    const b3 = threeBoard(await waitFor(() => (h.board?.renderer === '3d' ? h.board : null), 'the 3D board'));
    await b3.whenRendered();
    equal(h.getAttribute('renderer'), '3d', 'reflected');
    equal(b3.drawnPiece(hero.seat), { x: to[0], y: to[1] }, 'the hero drawn where it moved');
    equal(b.canvas.isConnected, false, 'the 2D board left the page');
  });

  it('a room revealed out of sight on the 2D board: the view centres on it', async () => {
    const { master, hero } = await keyboardRoom('flat-4');
    const h = board({ room: hero.room, token: hero.token, lang: 'it', renderer: '2d' });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    await send(master, { type: 'start' });
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: DOOR[0] });
    await waitFor(() => h.view?.units.some((u) => u.id === hero.seat && u.x === DOOR[0][0] && u.y === DOOR[0][1]), 'the hero by the door');
    const b = await waitFor(() => h.board, 'the board');
    // close up on the corridor's far end: the hall out of sight
    b.centreOn(0, 0, b.cameraState.maxZoom);
    const rect = b.canvas.getBoundingClientRect();
    const inSight = (p: Point) => p.x >= rect.left && p.x <= rect.right && p.y >= rect.top && p.y <= rect.bottom;
    equal(inSight(b.squareToClient(6, 0)), false, "the hall's middle out of sight");
    await send(hero, { type: 'open_door', door: h.view!.board.doors[0]!.id });
    await waitFor(() => inSight(b.squareToClient(6, 0)) || null, "the hall's middle brought into sight");
    const c = b.cameraState.centre;
    assert(Math.abs(c.x - 6.5) < 2, `the view centred near the hall: ${JSON.stringify(c)}`);
  });

  it('an exception in the 3D board\'s frame shows what failed; the panels still work; "Riprova" brings a board back, the 2D one when the 3D board fails again', async () => {
    const { master, hero, h, b } = await heroTurnOn3dBoard('flat-3');
    const watch = watchErrors();
    try {
      // the next frame throws
      b.draw = () => {
        throw new Error('prova di guasto');
      };
      b.invalidate();
      const failed = await waitFor(() => deepQuery(h, '[part="board-failed"]'), "the failure shown in the board's place");
      equal(failed.getAttribute('role'), 'alert', 'announced');
      equal(
        failed.querySelector('.board-failed-text')?.textContent?.trim(),
        'Il tabellone non è riuscito a disegnarsi: prova di guasto',
        'what failed, in Italian',
      );
      equal(h.board, undefined, 'the failed board is gone');
      equal(deepQuery(h, '[part="hint"]'), null, 'no hint about squares no board shows');
      equal(watch.logged.length, 1, 'logged once for the developers');
      assert(watch.logged[0]!.includes('prova di guasto'), `the error logged: ${watch.logged[0]}`);

      // the panels still work: Roll by the mouse
      await pressElement(await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-action="roll"]:not([disabled])'), 'the Roll button'));
      await waitFor(async () => (await serverView(hero)).view.turn?.roll, 'the roll on the server');

      // Riprova: a new board draws
      const retry = failed.querySelector<HTMLButtonElement>('.board-retry')!;
      equal(retry.textContent?.trim(), '↻ Riprova', 'the button');
      await pressElement(retry);
      const again = threeBoard(await waitFor(() => h.board, 'a board again'));
      assert(again !== b, 'a new board');
      await again.whenRendered();
      assert(again.drawCalls > 0, 'it drew');
      equal(deepQuery(h, '[part="board-failed"]'), null, 'the failure gone');
      equal(watch.logged.length, 1, 'nothing more logged');

      // the 3D board fails again: Riprova brings the 2D board, which says why
      again.draw = () => {
        throw new Error('ancora un guasto');
      };
      again.invalidate();
      const failedAgain = await waitFor(() => deepQuery(h, '[part="board-failed"]'), 'the second failure shown');
      equal(failedAgain.querySelector('.board-failed-text')?.textContent?.trim(), 'Il tabellone non è riuscito a disegnarsi: ancora un guasto');
      await pressElement(failedAgain.querySelector('.board-retry')!);
      const flat = await waitFor(() => h.board, 'a board once more');
      equal(flat.renderer, '2d', 'the 2D board stands in for the 3D board that keeps failing');
      equal(
        deepQuery(h, '[part="board-note"] span')?.textContent?.trim(),
        'Il tabellone 3D ha smesso di funzionare: lo mostriamo dall’alto.',
        'and says why: not a browser without WebGL',
      );
      await waitFor(() => flat.canvas.querySelector(`[data-unit="${hero.seat}"]`), 'the hero drawn on it');
      // the embedder asks for 3D again: a 3D board draws, the notice goes
      h.renderer = '3d';
      const back = threeBoard(await waitFor(() => (h.board?.renderer === '3d' ? h.board : null), 'the 3D board tried again'));
      await back.whenRendered();
      assert(back.drawCalls > 0, 'it drew');
      equal(deepQuery(h, '[part="board-note"]'), null, 'no notice any more');
      equal(watch.errors, [], 'no uncaught error');
      equal(watch.logged.length, 2, 'each failure logged once');
    } finally {
      watch.stop();
    }
  });

  it('a WebGL context lost for good: the failure said in Italian, "Riprova" makes a fresh renderer; lost again, the 2D board says the 3D board stopped working', async () => {
    const { master, hero, h, b } = await heroTurnOn3dBoard('flat-4');
    const watch = watchErrors();
    /** Takes the page's WebGL context away, as a browser does to make room for another, never giving it back. */
    const loseContext = async () => {
      const shared = SharedRenderer.get();
      const lose = shared.renderer.getContext().getExtension('WEBGL_lose_context');
      assert(lose, 'WEBGL_lose_context offered');
      lose.loseContext();
      return shared;
    };
    try {
      const first = await loseContext();
      const failed = await waitFor(() => deepQuery(h, '[part="board-failed"]'), "the failure shown in the board's place");
      equal(
        failed.querySelector('.board-failed-text')?.textContent?.trim(),
        'Il browser ha tolto la grafica al tabellone 3D (troppe viste 3D aperte, o il driver grafico si è riavviato).',
        'what happened, in Italian',
      );
      equal(h.board, undefined, 'the blank board is gone');
      // logged for the developers, once by each board the renderer drew (every log this loss)
      assert(
        watch.logged.length >= 1 && watch.logged.every((l) => l.includes('ContextLostError')),
        `logged: ${JSON.stringify(watch.logged.map((l) => l.slice(0, 120)))}`,
      );
      await pressElement(failed.querySelector('.board-retry')!);
      const again = threeBoard(await waitFor(() => h.board, 'a board again'));
      await again.whenRendered();
      assert(again.drawCalls > 0, 'it drew');
      assert(SharedRenderer.get() !== first, 'with a fresh renderer');
      equal(SharedRenderer.get().renderer.getContext().isContextLost(), false, 'whose context is alive');

      // lost again: "Riprova" brings the 2D board, which says the 3D board stopped working
      await loseContext();
      const failedAgain = await waitFor(() => deepQuery(h, '[part="board-failed"]'), 'the second failure shown');
      await pressElement(failedAgain.querySelector('.board-retry')!);
      const flat = await waitFor(() => h.board, 'a board once more');
      equal(flat.renderer, '2d', 'the 2D board');
      equal(deepQuery(h, '[part="board-note"] span')?.textContent?.trim(), 'Il tabellone 3D ha smesso di funzionare: lo mostriamo dall’alto.');
      await waitFor(() => flat.canvas.querySelector(`[data-unit="${hero.seat}"]`), 'the hero drawn on it');
      equal(watch.errors, [], 'no uncaught error');
      assert(
        watch.logged.length >= 2 && watch.logged.every((l) => l.includes('ContextLostError')),
        `each loss logged: ${JSON.stringify(watch.logged.map((l) => l.slice(0, 120)))}`,
      );
    } finally {
      watch.stop();
    }
  });

  it("the Archive's mission editor without WebGL: its preview draws in 2D, and a click on a preview square paints it", async () => {
    type MapEditor = HTMLElement & { board: BoardView | null; value: DraftMission; previewShown: string };
    const name = `piatto-${Date.now().toString(36)}`;
    await createAuthor(name, 'una password lunga');
    await signIn(name, 'una password lunga');
    withoutWebGL(win);
    try {
      // the Archive's frame as large as the page's window, so that what it shows can be clicked
      const frameEl = document.querySelector('iframe')!;
      frameEl.style.width = `${innerWidth}px`;
      frameEl.style.height = `${innerHeight}px`;
      await click('nav [data-section="missions"]');
      await click('button[data-action="new"]');
      const editor = await el('qb-doc-editor');
      const map = await el<MapEditor>('qb-map-editor', editor);
      const shown = () => map.previewShown === JSON.stringify(map.value.map.rows) || null;
      const b = await waitFor(() => map.board, 'the preview board');
      equal(b.renderer, '2d', 'the preview draws in 2D');
      await waitFor(shown, 'the preview to show the draft');
      equal(map.value.map.rows[3], '#........#', 'row 3 of a new map: floor between the borders');
      await click('button[data-tool="rock"]', map);
      find(map, '[data-role="preview"]')!.scrollIntoView({ block: 'center' });
      await new Promise((r) => win.requestAnimationFrame(() => r(null)));
      const p = b.squareToClient(3, 3);
      equal(b.pick(p.x, p.y), { kind: 'square', x: 3, y: 3 }, 'the preview picks square [3, 3] there');
      await clickAt(p);
      await waitFor(() => map.value.map.rows[3] === '#..#.....#' || null, `the square painted as rock (${map.value.map.rows[3]})`);
      await waitFor(shown, 'the preview to show it');
      const q = b.squareToClient(3, 3);
      equal(b.picksAt(q.x, q.y), [], 'rock in the preview at [3, 3]');
    } finally {
      closeArchive();
    }
  });
});
