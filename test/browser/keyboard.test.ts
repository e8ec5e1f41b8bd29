/**
 * `<quest-board>` with the keyboard alone, against the REAL server (started by web-test-runner.config.mjs): real key
 * presses (`sendKeys`), no pointer event. The barbarian tabs to Roll and presses Enter (focus then stays in the
 * element, on the board), walks the board's cursor to the door with the arrow keys and moves there with Enter, opens
 * the door with Enter, attacks the goblin behind it with Enter and ends the turn with its shortcut, E; every step is
 * checked in the server's view. The live region of the hero's element (Italian) and of the master's (English) say
 * the attack's dice face by face. The master picks its creatures one after another with N; a d20 hero takes its own
 * action with A and defends with D, and F (Flee) answers only where fleeing is offered.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { GameEvent } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, deepQueryAll, inPart, joinRoom, waitFor } from './support/page.ts';
import { CURSOR_BAND, CURSOR_COLOR, type DungeonBoard } from '../../components/board/index.ts';
import { boardShown, cursorSquare, cursorText, deepActive, DOOR, GOBLIN, heroTurnBoard, keyboardRoom, START } from './support/keyboard-room.ts';
import { send, serverLog, serverView } from './support/seat.ts';
import { threeBoard } from './support/three-board.ts';

const board = boardMounter();

type Attack = Extract<GameEvent, { type: 'attack' }>;

/**
 * Presses the arrow keys that walk the cursor to `[x, y]`, one square at a time, each time the arrow the key map gives
 * the next square by where it lies on screen (docs/embedding.md, "Keyboard": in the isometric view Right takes the
 * neighbour down and to the right, Down the one down and to the left, Left up and to the left, Up up and to the right),
 * as a player looking at the board would.
 */
async function cursorTo(el: QuestBoard, x: number, y: number): Promise<void> {
  const b = el.board!;
  for (let i = 0; i < 30; i++) {
    const at = cursorSquare(el);
    if (at && at[0] === x && at[1] === y) return;
    if (!at) {
      // the cursor is not shown yet: the first arrow shows it on the hero
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => cursorSquare(el), 'the cursor to show');
      continue;
    }
    const next: [number, number] = at[0] !== x ? [at[0] + Math.sign(x - at[0]), at[1]] : [at[0], at[1] + Math.sign(y - at[1])];
    const from = b.squareToClient(at[0], at[1]);
    const to = b.squareToClient(next[0], next[1]);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const key = dx > 0 && dy >= 0 ? 'ArrowRight' : dx <= 0 && dy > 0 ? 'ArrowDown' : dx < 0 && dy <= 0 ? 'ArrowLeft' : 'ArrowUp';
    await sendKeys({ press: key });
    await waitFor(
      () => {
        const now = cursorSquare(el);
        return now && now[0] === next[0] && now[1] === next[1];
      },
      `${key} to take the cursor from ${at} to ${next} (it says "${cursorText(el)}")`,
    );
  }
  throw new Error(`the cursor never reached ${x}, ${y}`);
}

/**
 * How many pixels of the cursor's colour a column of the last frame crosses through the bracket along the x side of the
 * corner `[x + 1, y + 1]` of square `[x, y]` (the corner nearest the unturned camera), at the middle of its arm: the
 * bracket's thickness on screen, in whole pixels.
 */
function bracketPixels(b: DungeonBoard, x: number, y: number): number {
  // a floor point as a client position (squareToClient takes the square whose middle is wanted)
  const middle = b.squareToClient(x + 1 - 0.17 - 0.5, y + 1 - 0.01 - b.cursorWidth / 2 - 0.5);
  const want = [(CURSOR_COLOR >> 16) & 255, (CURSOR_COLOR >> 8) & 255, CURSOR_COLOR & 255];
  const cyan = (dy: number) => {
    const p = b.readPixel(middle.x, middle.y + dy);
    return !!p && want.every((c, i) => Math.abs(p[i]! - c) <= 40);
  };
  if (!cyan(0)) return 0;
  let count = 1;
  for (let dy = -1; cyan(dy); dy--) count++;
  for (let dy = 1; cyan(dy); dy++) count++;
  return count;
}

/** The last thing the element's live region said. */
function lastSaid(el: QuestBoard): string {
  const said = deepQueryAll(el, '[data-announcer] p');
  return said[said.length - 1]?.textContent?.trim() ?? '';
}

/** "1 teschio" / "2 teschi" and the like. */
function count(n: number, one: string, other: string): string {
  return `${n} ${n === 1 ? one : other}`;
}

const FACES = {
  it: { skull: 'teschio', white_shield: 'scudo bianco', black_shield: 'scudo nero' },
  en: { skull: 'skull', white_shield: 'white shield', black_shield: 'black shield' },
} as const;

/** What the live region must say for the attack's action, in each language, written out here from the server's events. */
function expectedSaying(events: GameEvent[], lang: 'it' | 'en'): string {
  return events
    .map((e) => {
      const faces = (dice: readonly (keyof (typeof FACES)['it'])[]) => dice.map((f) => FACES[lang][f]).join(', ');
      if (e.type === 'attack') {
        return lang === 'it'
          ? `Il barbaro attacca il goblin: ${count(e.hits, 'teschio', 'teschi')}, ${count(e.blocks, 'scudo', 'scudi')}, ${count(e.damage, 'danno', 'danni')}. Dadi d’attacco: ${faces(e.attackDice)}. Dadi di difesa: ${faces(e.defenceDice)}.`
          : `The barbarian attacks the goblin: ${count(e.hits, 'skull', 'skulls')}, ${count(e.blocks, 'shield', 'shields')}, ${count(e.damage, 'damage', 'damage')}. Attack dice: ${faces(e.attackDice)}. Defence dice: ${faces(e.defenceDice)}.`;
      }
      if (e.type === 'unit_died') return lang === 'it' ? 'Il goblin muore.' : 'The goblin dies.';
      throw new Error(`an event the test does not word: ${JSON.stringify(e)}`);
    })
    .join(' ');
}

describe('<quest-board> with the keyboard alone', () => {
  it('a hero moves, opens a door, attacks and ends its turn with the keyboard alone; the live region says the dice in Italian and English', async () => {
    const { master, hero } = await keyboardRoom('keyboard-1');
    const h = board({ room: hero.room, token: hero.token, lang: 'it' });
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    await waitFor(() => h.view?.phase === 'lobby' && m.view?.phase === 'lobby', 'both seats in the lobby');
    await send(master, { type: 'start' });
    await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === 'roll'), "the hero's turn");
    await boardShown(h);

    // Tab from the page into the element: the first stop is Roll, which shows its shortcut
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    const roll = await waitFor(
      () => {
        const a = deepActive();
        return a?.getAttribute('data-action') === 'roll' ? (a as HTMLButtonElement) : null;
      },
      `Tab to reach Roll (focus is on ${deepActive()?.outerHTML.slice(0, 80)})`,
    );
    equal(roll.getAttribute('aria-keyshortcuts'), 'R', "Roll's shortcut");
    equal(roll.title, 'Tira i dadi (tasto R)', "Roll's tooltip names its key");
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await serverView(hero)).view.turn?.roll, 'the roll on the server');
    // the Roll button is gone (the hero has rolled): focus is on the board, not on the page's body
    await waitFor(() => deepActive() === h.board!.canvas, `focus on the board after Roll (it is on ${deepActive()?.tagName ?? 'the body'})`);
    equal(h.board!.canvas.getAttribute('aria-describedby'), 'qb-cursor-text', 'the canvas is described by the cursor text');

    // the arrow keys walk the cursor to the square before the door, and Enter moves the hero there
    await cursorTo(h, START[0], START[1]);
    equal(cursorText(h), 'Casella 2, 0. Corridoio. Barbaro, eroe, Corpo 8 su 8. Nessuna azione qui.', "the hero's square, read out");
    await cursorTo(h, DOOR[0][0], DOOR[0][1]);
    equal(cursorText(h), 'Casella 4, 0. Corridoio. Porta chiusa. Invio: muovi qui.', 'the square by the door, read out');
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => {
      const me = (await serverView(hero)).view.units.find((u) => u.id === hero.seat);
      return me?.x === DOOR[0][0] && me.y === DOOR[0][1];
    }, 'the hero on the square by the door, on the server');

    // Enter on the hero's own square by the door opens it
    await waitFor(() => cursorText(h).endsWith('Invio: apri la porta.'), `the door to be offered (it says "${cursorText(h)}")`);
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await serverView(hero)).view.board.doors.every((d) => d.open), 'the door open on the server');

    // the goblin behind it: the cursor on it, Enter attacks
    await waitFor(() => h.legal.some((a) => a.type === 'attack'), 'the goblin to be attackable');
    await cursorTo(h, GOBLIN[0], GOBLIN[1]);
    equal(cursorText(h), 'Casella 5, 0. Stanza Sala. Goblin, nemico, Corpo 1 su 1. Porta aperta. Invio: attacca.', "the goblin's square, read out");
    await sendKeys({ press: 'Enter' });
    const log = await waitFor(async () => {
      const entries = await serverLog(hero);
      const attack = entries.find((e) => e.event.type === 'attack');
      return attack ? entries.filter((e) => e.seq === attack.seq).map((e) => e.event) : null;
    }, 'the attack on the server');
    const attack = log.find((e): e is Attack => e.type === 'attack')!;
    equal(
      [attack.attacker, attack.target],
      [hero.seat, (await serverView(hero)).view.units.find((u) => u.kind === 'goblin')!.id],
      'the barbarian attacked the goblin',
    );

    // the live regions: the hero's in Italian, the master's in English, the dice face by face
    await waitFor(() => lastSaid(h) === expectedSaying(log, 'it'), `the Italian announcement (it says "${lastSaid(h)}")`);
    await waitFor(() => lastSaid(m) === expectedSaying(log, 'en'), `the English announcement (it says "${lastSaid(m)}")`);
    const region = deepQuery(h, '[data-announcer]')!;
    equal([region.getAttribute('aria-live'), region.getAttribute('role')], ['polite', 'log'], 'a polite live region');

    // E ends the turn (the End turn button's shortcut), and focus is still in the element
    await waitFor(() => !h.pending, 'the attack answered');
    await sendKeys({ press: 'e' });
    await waitFor(async () => (await serverView(hero)).view.turn?.seat === 'master', "the master's turn on the server");
    await waitFor(() => deepActive() === h.board!.canvas, 'focus still on the board');
  });

  it('a shortcut answers only with focus inside the element; Escape hides the cursor', async () => {
    const { hero, h } = await heroTurnBoard(board, 'keyboard-2', 'en');
    // R outside the element rolls nothing
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'r' });
    await new Promise((r) => setTimeout(r, 300));
    equal((await serverView(hero)).view.turn?.roll ?? null, null, 'no roll from a key pressed outside the element');
    // on the board, R rolls (the shortcut works wherever focus is inside the element)
    h.board!.canvas.focus();
    // Home brings the cursor to the hero
    await sendKeys({ press: 'Home' });
    await waitFor(() => cursorSquare(h)?.join() === '2,0', 'the cursor on the hero');
    equal(cursorText(h), 'Square 2, 0. Corridor. Barbarian, hero, Body 8 of 8. Nothing to do here.', 'the English description');
    await sendKeys({ press: 'r' });
    await waitFor(async () => (await serverView(hero)).view.turn?.roll, 'the roll on the server');
    // every neighbour has its own arrow: down the board's y and back, then along its x and back
    await cursorTo(h, 2, 2);
    await cursorTo(h, 3, 2);
    await cursorTo(h, 3, 0);
    await cursorTo(h, 2, 0);
    equal(h.board!.cursor, [2, 0], 'the board draws the cursor on the hero');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => h.board!.cursor === null, 'Escape to hide the cursor');
  });

  it("the cursor's corners stay at least 3 pixels thick on screen with the whole board in view", async () => {
    const { master, hero } = await keyboardRoom('keyboard-4');
    await send(master, { type: 'start' });
    // a small element: the whole board's squares are small
    const h = board({ room: hero.room, token: hero.token, lang: 'en' }, 330);
    await waitFor(() => h.view?.turn?.seat === hero.seat, "the hero's turn");
    await boardShown(h);
    const b = threeBoard(h.board);
    h.board!.canvas.focus();
    await sendKeys({ press: 'Home' });
    await waitFor(() => cursorSquare(h)?.join() === '2,0', 'the cursor on the hero');
    // off the hero, to a square nothing stands in front of
    await cursorTo(h, 2, 1);
    b.resetView();
    await b.whenRendered();
    const edge = Math.hypot(b.squareToClient(3, 1).x - b.squareToClient(2, 1).x, b.squareToClient(3, 1).y - b.squareToClient(2, 1).y);
    assert(edge < 25, `a square's side is small on screen: ${edge} px`);
    const far = bracketPixels(b, 2, 1);
    assert(far >= 3, `the bracket covers ${far} pixels across at the whole board's zoom`);
    assert(b.cursorWidth > CURSOR_BAND, `the brackets grew wider than their own ${CURSOR_BAND} of a square: ${b.cursorWidth}`);
    // close up, the brackets are their own width again, thicker on screen still
    b.centreOn(2, 1, b.cameraState.maxZoom);
    await b.whenRendered();
    equal(b.cursorWidth, CURSOR_BAND);
    const near = bracketPixels(b, 2, 1);
    assert(near > far, `close up the bracket covers ${near} pixels across`);
  });

  it('an item whose one target is the hero is used at once with its digit, no aiming; focus stays in the element after a search', async () => {
    const { master, hero, h } = await heroTurnBoard(board, 'keyboard-3', 'en', 'use_item');
    // the Potion of Healing is the card's first numbered button: 1
    const potion = await waitFor(
      () => inPart<HTMLButtonElement>(h, 'qb-hero-card', 'button[data-item="pozione-curativa"]:not([disabled])')[0],
      'the potion button',
    );
    equal(potion.getAttribute('aria-keyshortcuts'), '1', "the potion's shortcut");
    h.board!.canvas.focus();
    await sendKeys({ press: 'Home' });
    await waitFor(() => cursorSquare(h)?.join() === '2,0', 'the cursor on the hero');
    equal(
      h.legal.filter((a) => a.type === 'use_item'),
      [{ type: 'use_item', item: 'pozione-curativa', target: hero.seat }],
      'the barbarian is the potion’s one possible target',
    );
    await sendKeys({ press: '1' });
    // nothing to aim at: the potion goes to the barbarian at once, with no Enter on a target
    await waitFor(
      async () => (await serverLog(hero)).some((e) => e.event.type === 'item_used' && e.event.item === 'pozione-curativa' && e.event.target === hero.seat),
      'the potion used on the barbarian on the server',
    );
    equal(cursorText(h), 'Square 2, 0. Corridor. Barbarian, hero, Body 8 of 8. Nothing to do here.', 'no target to choose under the cursor');
    await sendKeys({ press: 'e' });
    await waitFor(async () => (await serverView(hero)).view.turn?.seat === 'master', "the master's turn");
    await send(master, { type: 'end_turn' });
    await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === 'search'), "the hero's next turn");

    // Enter on the focused Search for treasure: the search is the turn's action, the button stays disabled, and
    // focus goes to the board rather than to the page's body
    const search = await waitFor(() => inPart<HTMLButtonElement>(h, 'qb-hero-card', 'button[data-search="treasure"]:not([disabled])')[0], 'the search button');
    equal([search.getAttribute('aria-keyshortcuts'), search.title], ['S', 'in this room or corridor stretch (key S)'], "the search's shortcut and tooltip");
    search.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await serverLog(hero)).some((e) => e.event.type === 'searched'), 'the search on the server');
    await waitFor(
      () => search.disabled && deepActive() === h.board!.canvas,
      `focus on the board after the search (it is on ${deepActive()?.tagName ?? 'the body'})`,
    );
  });

  it("the master's N picks the next creature that may act, one after another, and says its key on that creature's button", async () => {
    // la-prova: the barbarian opens the guard room, where two goblins wait; then it is the master's turn
    const master = await createRoom('la-prova', 'keyboard-n');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    await send(hero, { type: 'roll' });
    const door: [number, number] = [6, 3];
    const { legal } = await serverView(hero);
    assert(
      legal.some((a) => a.type === 'move' && a.to.join() === door.join()),
      `the roll reaches the guard room's door: ${JSON.stringify(legal)}`,
    );
    await send(hero, { type: 'move', to: door });
    const open = (await serverView(hero)).legal.find((a) => a.type === 'open_door');
    assert(open, 'the door may be opened');
    await send(hero, open);
    await send(hero, { type: 'end_turn' });
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    await waitFor(() => m.view?.turn?.seat === 'master' && m.legal.some((a) => a.type === 'move_creature'), "the master's turn");
    await boardShown(m);
    const ready = [...new Set(m.legal.flatMap((a) => (a.type === 'move_creature' || a.type === 'creature_attack' ? [a.creature] : [])))];
    equal(ready, ['m1', 'm2'], 'the two goblins of the guard room may act');
    const keyed = () => inPart<HTMLButtonElement>(m, 'qb-master-panel', 'button[data-unit][aria-keyshortcuts="N"]').map((b) => b.dataset.unit);
    const pressed = () => inPart<HTMLButtonElement>(m, 'qb-master-panel', 'button[data-unit][aria-pressed="true"]').map((b) => b.dataset.unit);
    await waitFor(() => keyed().length === 1, 'one creature button with the key N');
    equal(keyed(), ['m1'], 'N first picks the first goblin');
    equal(inPart<HTMLButtonElement>(m, 'qb-master-panel', 'button[data-unit="m1"]')[0]!.title, 'Next creature (key N)', "the button's tooltip names its key");
    equal(pressed(), [], 'no creature picked yet');
    m.board!.canvas.focus();
    await sendKeys({ press: 'n' });
    await waitFor(() => pressed().join() === 'm1', `N to pick the first goblin (picked: ${pressed().join()})`);
    equal(keyed(), ['m2'], 'then the key N is on the second');
    await sendKeys({ press: 'n' });
    await waitFor(() => pressed().join() === 'm2', `N again to pick the second goblin (picked: ${pressed().join()})`);
    await waitFor(() => deepActive() === m.board!.canvas, 'focus still on the board');
  });

  it("a d20 hero's own keys: Xov vanishes with A, Vestin defends with D on his turn; F does nothing where fleeing is not offered", async () => {
    const host = await createRoom('la-torre-di-guardia', 'keyboard-d20');
    const xov = await joinRoom(host.room, 'xov');
    const vestin = await joinRoom(host.room, 'vestin');
    await send(host, { type: 'start' });
    const x = board({ room: host.room, token: xov.token, lang: 'en' });
    const v = board({ room: host.room, token: vestin.token, lang: 'en' });
    await waitFor(() => x.view?.turn?.unit === xov.seat, "Xov's turn (initiative 19)");
    await boardShown(x);
    const button = (el: QuestBoard, selector: string) => inPart<HTMLButtonElement>(el, 'qb-hero-card', selector)[0];
    const vanish = await waitFor(() => button(x, 'button[data-action="ability"][data-ability="vanish"]:not([disabled])'), 'an enabled Vanish');
    equal(
      [vanish.getAttribute('aria-keyshortcuts'), button(x, 'button[data-action="defend"]')?.getAttribute('aria-keyshortcuts')],
      ['A', 'D'],
      "Vanish's and Defend's keys",
    );
    equal(button(x, 'button[data-action="flee"]'), undefined, 'no Flee outside a campaign fight');
    x.board!.canvas.focus();
    // F: no Flee button, so no key; the game goes on
    await sendKeys({ press: 'f' });
    await new Promise((r) => setTimeout(r, 300));
    const after = await serverView(xov);
    equal([after.view.phase, after.view.turn?.unit], ['playing', xov.seat], 'F fled nothing');
    await sendKeys({ press: 'a' });
    await waitFor(
      async () => (await serverLog(xov)).some((e) => e.event.type === 'special_action' && e.event.unit === xov.seat && e.event.action === 'vanish'),
      'Xov vanishes on the server',
    );
    await waitFor(() => button(x, 'button[data-action="defend"]')?.disabled, 'Defend disabled: Xov has acted');
    await sendKeys({ press: 'e' });
    // the computer plays the creatures; Vestin's turn comes
    await waitFor(() => v.view?.turn?.unit === vestin.seat, "Vestin's turn", 30000);
    await waitFor(() => button(v, 'button[data-action="defend"]:not([disabled])'), "Vestin's enabled Defend");
    v.board!.canvas.focus();
    await sendKeys({ press: 'd' });
    await waitFor(
      async () => (await serverView(vestin)).view.units.find((u) => u.id === vestin.seat)?.statuses.some((st) => st.status === 'defending'),
      'Vestin defending on the server',
    );
  });
});
