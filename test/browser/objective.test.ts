/**
 * The mission's objective in sight, against the REAL server: when a room first shows, a card over the
 * board says the mission's name, its briefing and how the heroes win and lose, in English and in Italian; closed, it
 * stays closed when the room shows again in the tab, and the "Objective" button (or the key O) opens it again on
 * demand. On a hero seat it names no room the heroes have not revealed (the mission's goal room, hidden at the
 * start), where the master who reads the quest book reads its name. In the Archive, a mission whose victory cannot
 * be reached shows that problem, once, in words. On a phone the card shows inside the screen, its buttons 44 px targets.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, deepQueryAll, joinRoom, putContent, waitFor } from './support/page.ts';
import { send } from './support/seat.ts';
import { closeArchive, createAuthor, el, find, findAll, openArchive, signIn } from './support/archive.ts';

const board = boardMounter();

/** The goal room's name: never on a hero's screen before the room is revealed. */
const HIDDEN_ROOM = { it: 'Sala del Tesoro Perduto', en: 'Hall of the Lost Hoard' };

const MISSION = {
  id: 'test-obiettivo',
  name: { it: 'Il tesoro nascosto', en: 'The hidden hoard' },
  description: { it: 'Da qualche parte sotto la torre c’è una stanza piena d’oro.', en: 'Somewhere under the tower lies a room full of gold.' },
  map: {
    rows: ['..........', '.AAA......', '.AAA......'],
    rooms: [{ id: 'tesoreria', char: 'A', name: HIDDEN_ROOM }],
    doors: [
      {
        between: [
          [2, 0],
          [2, 1],
        ] as [[number, number], [number, number]],
      },
    ],
  },
  start: [[0, 0] as [number, number]],
  monsters: [{ kind: 'goblin', x: 8, y: 2 }],
  win: { mode: 'any' as const, conditions: [{ type: 'reach' as const, room: 'tesoreria', who: 'any' as const }] },
  lose: [{ type: 'rounds' as const, rounds: 12 }],
};

/** The objective's card in `el` once it shows. */
const card = (el: QuestBoard, timeout = 60_000) => waitFor(() => deepQuery(el, '[part~="objective-card"]'), 'the objective card', timeout);
const toggle = (el: QuestBoard) => waitFor(() => deepQuery<HTMLButtonElement>(el, 'button[data-action="objective"]'), 'the objective button', 60_000);
const lines = (root: Element, role: string) => [...root.querySelectorAll(`[data-role="${role}"] li`)].map((li) => li.textContent!.trim());
const text = (root: Element) => root.textContent!.replace(/\s+/g, ' ').trim();

/** A started room of the mission with the Barbarian seated. */
async function startedRoom(seed: string) {
  const master = await createRoom(MISSION.id, seed);
  const hero = await joinRoom(master.room, 'barbaro');
  await send(master, { type: 'start' });
  return { master, hero };
}

describe('the objective in sight', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    await putContent('missions', MISSION);
  });

  it('shows at the start in English, names no hidden room, and opens again on demand (button and key O)', async () => {
    const { hero } = await startedRoom('objective-en');
    const h = board({ room: hero.room, token: hero.token, lang: 'en' });
    const shown = await card(h);
    equal(shown.querySelector('.mission-name')!.textContent!.trim(), 'The hidden hoard', 'the mission name');
    equal(shown.querySelector('.briefing')!.textContent!.trim(), 'Somewhere under the tower lies a room full of gold.', 'the briefing');
    equal(
      text(shown.querySelector('[data-role="objective-win"]')!),
      'Victory The heroes win when: A hero gets into the goal room, yet to be found.',
      'the victory',
    );
    equal(lines(shown, 'objective-lose').join(' | '), 'Round 12 ends without a victory. | Every hero falls.', 'the defeat');
    for (const name of [HIDDEN_ROOM.en, HIDDEN_ROOM.it, 'tesoreria'])
      assert(!text(shown).includes(name), `the hero's card names the hidden room: ${text(shown)}`);
    equal((await toggle(h)).getAttribute('aria-expanded'), 'true', 'the button says the card is open');

    // "Got it" closes it
    deepQuery<HTMLButtonElement>(h, '[data-action="objective-close"]')!.click();
    await waitFor(() => !deepQuery(h, '[part~="objective-card"]'), 'the card to close');
    equal((await toggle(h)).getAttribute('aria-expanded'), 'false', 'the button says the card is closed');
    // on demand: the button
    (await toggle(h)).click();
    const again = await card(h);
    equal(lines(again, 'objective-win').join(' | '), 'A hero gets into the goal room, yet to be found.', 'the victory on demand');
    // Esc closes it, the key O opens it
    await waitFor(() => h.shadowRoot!.activeElement?.getAttribute('data-action') === 'objective-close', 'the focus on "Got it"');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !deepQuery(h, '[part~="objective-card"]'), 'the card to close on Esc');
    await sendKeys({ press: 'o' });
    await card(h);
    equal((await toggle(h)).getAttribute('aria-keyshortcuts'), 'O', 'the shortcut is declared');
    equal((await toggle(h)).title, 'The mission’s objective (key O)', 'the tooltip names the key');
  });

  it('shows at the start in Italian; closed, it stays closed when the room shows again; the master reads the room it hides from heroes', async () => {
    const { master, hero } = await startedRoom('objective-it');
    const first = board({ room: hero.room, token: hero.token, lang: 'it' });
    const shown = await card(first);
    equal(shown.querySelector('h2')!.textContent!.trim(), 'Obiettivo della missione', 'the title');
    equal(
      text(shown.querySelector('[data-role="objective-win"]')!),
      'Vittoria Gli eroi vincono quando: Un eroe arriva nella stanza della meta, ancora da scoprire.',
      'the victory',
    );
    equal(shown.querySelector('[data-role="objective-lose"] p')!.textContent!.trim(), 'Gli eroi perdono quando:', 'the defeat');
    equal(lines(shown, 'objective-lose').join(' | '), 'Finisce il giro 12 senza la vittoria. | Cadono tutti gli eroi.', 'the defeat');
    assert(!text(shown).includes(HIDDEN_ROOM.it), `the hero's card names the hidden room: ${text(shown)}`);
    equal((await toggle(first)).textContent!.trim(), 'Obiettivo', 'the button');
    deepQuery<HTMLButtonElement>(first, '[data-action="objective-close"]')!.click();
    await waitFor(() => !deepQuery(first, '[part~="objective-card"]'), 'the card to close');
    first.remove();

    // the same room again in this tab: the objective is read, the button is there
    const second = board({ room: hero.room, token: hero.token, lang: 'it' });
    await toggle(second);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert(!deepQuery(second, '[part~="objective-card"]'), 'the card opened again by itself');

    // the master (the quest book open) reads the room's name
    const m = board({ room: master.room, token: master.token, lang: 'it' });
    (await toggle(m)).click();
    const masters = await card(m);
    equal(lines(masters, 'objective-win').join(' | '), `Un eroe arriva nella stanza «${HIDDEN_ROOM.it}».`, "the master's victory");
    equal(deepQueryAll(m, '[part~="objective-card"]').length, 1, 'one card');
  });
});

describe('the objective on a phone', () => {
  before(async () => {
    await setViewport({ width: 390, height: 844 });
  });
  after(async () => {
    await setViewport({ width: 1280, height: 900 });
  });

  it('shows at the start over the board, inside the screen, its buttons 44 px targets', async () => {
    const { hero } = await startedRoom('objective-phone');
    const h = board({ room: hero.room, token: hero.token, lang: 'it' }, 390);
    const shown = await card(h);
    equal(lines(shown, 'objective-win').join(' | '), 'Un eroe arriva nella stanza della meta, ancora da scoprire.', 'the victory');
    const r = shown.getBoundingClientRect();
    assert(r.left >= 0 && r.right <= 390, `the card (${r.left}–${r.right}) is inside the screen's width`);
    for (const b of [await toggle(h), deepQuery<HTMLButtonElement>(h, '[data-action="objective-close"]')!]) {
      const box = b.getBoundingClientRect();
      assert(box.width >= 44 && box.height >= 44, `${b.dataset.action} is ${box.width} x ${box.height} px`);
    }
  });
});

describe('the Archive: a victory out of reach', () => {
  const name = `obiettivi-${Date.now().toString(36)}`;
  before(async () => {
    await setViewport({ width: 1500, height: 1100 });
    await createAuthor(name, 'una password lunga');
    // a victory by killing the "ragno" (spider) tag, which no creature on the map carries
    await putContent('missions', { ...MISSION, id: 'test-obiettivo-irraggiungibile', win: { mode: 'any', conditions: [{ type: 'kill', tag: 'spider' }] } });
  });
  after(() => closeArchive());

  it('the map editor lists it once, at the condition, in words; the victory form says it under the field', async () => {
    await signIn(name, 'una password lunga');
    await openArchive('/archive#missions/test-obiettivo-irraggiungibile/map');
    const map = await el('qb-map-editor');
    const item = await waitFor(() => find(map, '[data-role="problems"] li[data-path="win.conditions[0].tag"]'), 'the problem of the victory', 60_000);
    const said = 'nessuna creatura sulla mappa ha l’etichetta «ragno»: la vittoria è impossibile.';
    assert(item.textContent!.replace(/\s+/g, ' ').includes(`Vittoria › Condizione 1 › Etichetta: ${said}`), `the problem in words: ${item.textContent}`);
    const all = findAll(map, '[data-role="problems"] li').map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    equal(all.filter((t) => t.includes('ragno')).length, 1, `listed once: ${all.join(' / ')}`);

    // the victory's form says it under the condition's tag
    await openArchive('/archive#missions/test-obiettivo-irraggiungibile/win-lose');
    const winLose = await el('qb-win-lose-editor');
    const form = await el('[data-role="win-form"]', winLose, 'the victory form');
    const errors = await waitFor(
      () => {
        const found = findAll(form, '.err')
          .map((e) => e.textContent!.trim())
          .filter((t) => t.includes('ragno'));
        return found.length ? found : null;
      },
      'the problem under the tag',
      60_000,
    );
    equal(errors.join(' / '), said, 'once, under the field');
  });
});
