/**
 * What a new user met in `<quest-board>`'s texts, announcements and cards, against the REAL server (started
 * by web-test-runner.config.mjs), in the keyboard tests' small room (support/keyboard-room.ts):
 * - one voice: the announcer is the element's only live region for the game's events (the chronicle's list and the
 *   hint are not live), each update said once there; a click that did nothing is said there too;
 * - after the element's `lang` switches, the announcer drops its old sentences and says the next in the new language;
 * - a click on one's own hero shows its card, with the steps the roll left (what the turn bar says), and no "nothing
 *   happens there";
 * - a click on a creature out of reach shows its card and refuses nothing (looking is not a mistake); a click on an
 *   empty square still gets the red "nothing happens there";
 * - an attack's outcome shows over the board in the chronicle's words (the side panel's dice and chronicle may be out
 *   of sight), until clicked or a few seconds have gone;
 * - a tap (real touch input) makes the hint say "Tocca…", a mouse click "Clicca…" again;
 * - the lobby's players list names the hero in the element's language.
 */
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, clickAt, createRoom, deepQuery, deepQueryAll, inPart, joinRoom, press, putContent, waitFor } from './support/page.ts';
import { DOOR, heroTurnBoard, keyboardRoom } from './support/keyboard-room.ts';
import { send, serverView, textIn } from './support/seat.ts';
import { tap, touchOff } from './support/touch.ts';

const board = boardMounter();

/** The announcer's sentences, oldest first. */
function said(el: QuestBoard): string[] {
  return deepQueryAll(el, '[data-announcer] p').map((p) => p.textContent?.trim() ?? '');
}

/**
 * The texts of the element's live regions for the game (polite or assertive regions, `status`, `log` and `alert`
 * roles) but the keyboard cursor's description (it says the square under the cursor as it moves, not what happens).
 */
function liveTexts(el: QuestBoard): string[] {
  return deepQueryAll(el, '[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]')
    .filter((r) => r.id !== 'qb-cursor-text')
    .map((r) => r.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}

/** How many of the live regions hold `sentence`, and how many times in all. */
function timesSaid(el: QuestBoard, sentence: string): number {
  return liveTexts(el).reduce((n, text) => n + text.split(sentence).length - 1, 0);
}

/** The chronicle's last line. */
function lastLogLine(el: QuestBoard): string {
  const lines = inPart(el, 'qb-event-log', 'li');
  return lines[lines.length - 1]?.textContent?.trim() ?? '';
}

/** The hint under the board. */
function hint(el: QuestBoard): HTMLElement | null {
  return deepQuery(el, '[part="hint"]');
}

describe("<quest-board>'s texts, announcements and cards", () => {
  after(() => touchOff());

  it('the announcer is the one live region: each update said once, a refused click said there, old sentences dropped on a language switch', async () => {
    const { hero, h } = await heroTurnBoard(board, 'texts-voice', 'it');

    // the ARIA: the announcer is polite and live; the chronicle's list and the hint are not
    const announcer = deepQuery(h, '[data-announcer]')!;
    equal([announcer.getAttribute('aria-live'), announcer.getAttribute('role')], ['polite', 'log'], "the announcer's region");
    const list = await waitFor(() => inPart(h, 'qb-event-log', 'ol')[0], "the chronicle's list");
    equal([list.getAttribute('aria-live'), list.getAttribute('role')], [null, null], "the chronicle's list is not live");
    // the hint comes with the room's extras, a moment after the board
    const theHint = await waitFor(() => hint(h), 'the hint');
    equal([theHint.getAttribute('aria-live'), theHint.getAttribute('role')], [null, null], 'the hint is not live');

    // the roll: said once, in the announcer, with the chronicle's words
    const before = said(h).length;
    await press(h, 'button[data-action="roll"]');
    await waitFor(() => said(h).length === before + 1, 'the roll announced');
    const roll = said(h).at(-1)!;
    const line = lastLogLine(h);
    equal(roll, /[.!?…]$/.test(line) ? line : `${line}.`, 'the announcement is the chronicle’s line');
    assert(/^Il barbaro /.test(roll), `in Italian: ${roll}`);
    equal(timesSaid(h, roll), 1, 'said once, by one region');

    // a click where nothing happens (a square of the hall, behind its closed door): the red hint, said once by the announcer
    const b = h.board!;
    // the roll's answer first: a click while an action is on its way is not taken (the roll is announced from the
    // live view, which can come before the roll's own response)
    await waitFor(() => !h.pending, "the roll's answer");
    const far = b.squareToClient(6, 1);
    clickAt(b.canvas, far.x, far.y);
    const refusal = 'Lì non succede nulla: segui le caselle e gli anelli evidenziati.';
    await waitFor(() => hint(h)?.classList.contains('refused'), 'the refused hint');
    equal(hint(h)!.textContent?.trim(), refusal, "the hint's words");
    await waitFor(() => said(h).at(-1) === refusal, 'the refusal announced');
    equal(timesSaid(h, refusal), 1, 'the refusal said once, by the announcer only');

    // the element switches to English: the Italian sentences go, the next update is said in English
    h.lang = 'en';
    await waitFor(() => said(h).length === 0, 'the Italian sentences dropped');
    await waitFor(() => hint(h)?.textContent?.trim().startsWith('Click a green square to move'), 'the hint in English');
    const move = h.legal.find((a) => a.type === 'move' && a.to[0] === 3 && a.to[1] === 0)!;
    assert(move, 'the hero may step to 3, 0');
    await send(hero, move);
    await waitFor(() => said(h).length === 1, 'the move announced');
    equal(said(h)[0], `${lastLogLine(h)}`.replace(/([^.!?…])$/, '$1.'), 'in the chronicle’s English words');
    assert(said(h)[0]!.startsWith('The barbarian '), `in English: ${said(h)[0]}`);
    equal(timesSaid(h, said(h)[0]!), 1, 'said once');
  });

  it("a click on one's own hero shows its card with the steps the roll left, and nothing refused; a tap makes the hint say Tocca", async () => {
    const { hero, h } = await heroTurnBoard(board, 'texts-card', 'it');
    const b = h.board!;
    const clickHero = () => {
      const at = b.unitToClient(hero.seat)!;
      clickAt(b.canvas, at.x, at.y);
    };
    const card = () => deepQuery(h, `[part="unit-card"][data-unit="${hero.seat}"]`);

    // before the roll the hero has no movement to show: a dash, "rolled each turn"
    clickHero();
    await waitFor(() => card(), "the hero's card");
    const move = () => card()!.querySelector<HTMLElement>('[data-stat="move"]')!;
    equal(move().textContent?.trim(), '—', 'no 0 before the roll');
    equal(move().querySelector('span')?.title, 'si tira a ogni turno', 'titled "rolled each turn"');

    await press(h, 'button[data-action="roll"]');
    const steps = await waitFor(async () => (await serverView(hero)).view.turn?.stepsLeft, 'the roll on the server');
    await waitFor(() => textIn(h, 'qb-turn-bar', '.steps') === `Passi rimasti: ${steps}`, 'the turn bar’s steps');
    const said = deepQueryAll(h, '[data-announcer] p').length;
    clickHero();
    await waitFor(
      () => card() && move().textContent?.trim() === String(steps),
      `the card's movement to say ${steps} (it says ${card() ? move().textContent : 'no card'})`,
    );
    await new Promise((r) => setTimeout(r, 300));
    equal(hint(h)!.classList.contains('refused'), false, 'no "nothing happens there" for the own hero');
    assert(!hint(h)!.textContent!.startsWith('Lì non succede nulla'), `the hint: ${hint(h)!.textContent}`);
    equal(deepQueryAll(h, '[data-announcer] p').length, said, 'nothing announced');

    // the hint's words follow the pointer: a finger taps, a mouse clicks
    equal(hint(h)!.textContent?.trim().split(',')[0], 'Clicca una casella verde per muoverti', 'a mouse: Clicca');
    await tap(b.unitToClient(hero.seat)!);
    await waitFor(() => hint(h)?.textContent?.trim().startsWith('Tocca una casella verde per muoverti'), `a tap: Tocca (the hint: ${hint(h)?.textContent})`);
    clickHero();
    await waitFor(() => hint(h)?.textContent?.trim().startsWith('Clicca una casella verde per muoverti'), 'a mouse again: Clicca');
  });

  it('a click on a creature out of reach shows its card with nothing refused; a click on an empty square still gets the red hint', async () => {
    // one hall: the barbarian at one end, a goblin four squares away (seen, not adjacent), an orc in the far corner
    await putContent('missions', {
      id: 'test-guardare',
      name: { it: 'Guardare', en: 'Looking' },
      map: { rows: ['AAAAAA', 'AAAAAA', 'AAAAAA'], rooms: [{ id: 'sala', char: 'A', name: { it: 'Sala', en: 'Hall' } }] },
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin', x: 4, y: 0 },
        { kind: 'orco', x: 5, y: 2 },
      ],
    });
    const master = await createRoom('test-guardare', 'texts-look');
    const hero = await joinRoom(master.room, 'barbaro');
    const h = board({ room: hero.room, token: hero.token, lang: 'it' });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    await send(master, { type: 'start' });
    await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === 'roll'), "the hero's turn");
    const b = await waitFor(() => h.board, 'the board');
    h.scrollIntoView();
    await b.whenRendered();
    const goblin = h.view!.units.find((u) => u.kind === 'goblin')!;
    assert(!h.legal.some((a) => a.type === 'attack'), 'the goblin is out of reach');
    const said = deepQueryAll(h, '[data-announcer] p').length;
    const at = await waitFor(() => b.unitToClient(goblin.id), 'the goblin on screen');
    clickAt(b.canvas, at.x, at.y);
    await waitFor(() => deepQuery(h, `[part="unit-card"][data-unit="${goblin.id}"]`), "the goblin's card");
    await new Promise((r) => setTimeout(r, 300));
    equal(hint(h)!.classList.contains('refused'), false, 'no red hint for looking at a creature');
    equal(
      hint(h)!.textContent?.trim(),
      'Tira i dadi per muoverti, cerca tesori o trappole con i pulsanti «Cerca» o usa incantesimi e oggetti.',
      'the hint says what the hero can do',
    );
    equal(deepQueryAll(h, '[data-announcer] p').length, said, 'no refusal announced');
    equal(b.flashing, false, 'no square flashed');

    // an empty square where nothing can happen: the refusal stays
    const empty = b.squareToClient(2, 2);
    clickAt(b.canvas, empty.x, empty.y);
    await waitFor(() => hint(h)?.classList.contains('refused'), 'the refused hint');
    equal(hint(h)!.textContent?.trim(), 'Lì non succede nulla: segui le caselle e gli anelli evidenziati.', "the refusal's words");
  });

  it("an attack's outcome shows over the board, in the chronicle's words, and goes when clicked", async () => {
    const { hero, h } = await heroTurnBoard(board, 'texts-outcome', 'it');
    const b = h.board!;
    await send(hero, { type: 'roll' });
    await waitFor(() => h.legal.some((a) => a.type === 'move' && a.to[0] === DOOR[0][0] && a.to[1] === DOOR[0][1]), 'a move to the door');
    await send(hero, h.legal.find((a) => a.type === 'move' && a.to[0] === DOOR[0][0] && a.to[1] === DOOR[0][1])!);
    await waitFor(() => h.legal.some((a) => a.type === 'open_door'), 'the door to open');
    await send(hero, h.legal.find((a) => a.type === 'open_door')!);
    const attack = await waitFor(() => h.legal.find((a) => a.type === 'attack'), 'the goblin to attack');
    const lines = inPart(h, 'qb-event-log', 'li').length;
    await send(hero, attack);
    const outcome = await waitFor(() => deepQuery(h, '[part="outcome"]'), "the attack's outcome over the board");
    // the chronicle's new lines (the attack, and the goblin's death when it fell), each a sentence
    const chronicle = await waitFor(() => {
      const added = inPart(h, 'qb-event-log', 'li')
        .slice(lines)
        .map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '');
      return added.length > 0 && added[0]!.startsWith('Il barbaro attacca il goblin: ') ? added : null;
    }, "the attack's line in the chronicle");
    equal(outcome.textContent?.trim(), chronicle.map((line) => (/[.!?…]$/.test(line) ? line : `${line}.`)).join(' '), "the outcome says the chronicle's lines");
    equal(outcome.getAttribute('role'), null, 'not a live region: the announcer says it');
    const box = deepQuery(h, '.board')!.getBoundingClientRect();
    const at = outcome.getBoundingClientRect();
    assert(
      at.top >= box.top && at.bottom <= box.bottom && at.left >= box.left && at.right <= box.right,
      `over the board: ${JSON.stringify(at)} in ${JSON.stringify(box)}`,
    );
    outcome.click();
    await waitFor(() => !deepQuery(h, '[part="outcome"]'), 'the outcome gone when clicked');
  });

  it("the lobby's players list names the hero in the element's language", async () => {
    const { hero } = await keyboardRoom('texts-lobby');
    const it = board({ room: hero.room, token: hero.token, lang: 'it' });
    const en = board({ room: hero.room, token: hero.token, lang: 'en' });
    const name = (el: QuestBoard) => textIn(el, 'qb-players-panel', `li[data-seat="${hero.seat}"] .name`);
    await waitFor(() => it.view?.phase === 'lobby' && en.view?.phase === 'lobby', 'the lobby');
    await waitFor(() => name(it) === 'Barbaro (tu)', `the Italian name (${name(it)})`);
    await waitFor(() => name(en) === 'Barbarian (you)', `the English name (${name(en)})`);
  });
});
