/**
 * One language is enough, as a player sees it: a mission written in Italian only, played by a hero whose
 * `<quest-board>` is in English, shows the Italian name inside an element marked `lang="it"` (screen readers then read
 * it as Italian), while texts the content has in English are shown unmarked. Against the REAL server.
 */
import '../../components/quest-board.ts';
import { equal } from './support/assert.ts';
import { boardMounter, createRoom, inPart, joinRoom, putContent, waitFor } from './support/page.ts';

const board = boardMounter();

/** A small hall written in Italian only: the mission's and the room's names. */
const ITALIAN_ONLY = {
  id: 'test-solo-italiano',
  name: { it: 'La sala dimenticata' },
  map: { rows: ['AAAAAA', 'AAAAAA', 'AAAAAA'], rooms: [{ id: 'sala', char: 'A', name: { it: 'Sala dei ricordi' } }], doors: [] },
  start: [[0, 0]] as [number, number][],
  monsters: [{ kind: 'goblin', x: 5, y: 2 }],
};

describe('<quest-board> shows a text written in one language, marked with its language', () => {
  before(() => putContent('missions', ITALIAN_ONLY));

  it('the hero picker in English: "Mission: " then the Italian-only name inside lang="it"', async () => {
    const master = await createRoom('test-solo-italiano');
    const picker = board({ room: master.room, lang: 'en' });
    const line = await waitFor(() => inPart(picker, 'qb-join-panel', 'p.mission')[0], 'the mission line of the picker');
    equal(line.textContent, 'Mission: La sala dimenticata');
    equal(line.querySelector('[lang]')?.outerHTML.replace(/<!--[^>]*-->/g, ''), '<span lang="it">La sala dimenticata</span>');
  });

  it('a hero whose element is in English sees the Italian-only mission name inside lang="it"; a name in English is unmarked', async () => {
    const master = await createRoom('test-solo-italiano');
    const seat = await joinRoom(master.room, 'barbaro');
    const h = board({ room: master.room, token: seat.token, lang: 'en' });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    const marked = await waitFor(() => inPart(h, 'qb-turn-bar', '.title [lang]')[0], 'the mission name in the turn bar');
    equal(marked.getAttribute('lang'), 'it');
    equal(marked.textContent, 'La sala dimenticata');
    // the element itself stays English around it
    equal(inPart(h, 'qb-turn-bar', '[data-lobby]')[0]?.textContent?.trim(), 'Waiting for the master to start');

    // the same mission with an English name: shown as it is, no lang of its own
    await putContent('missions', { ...ITALIAN_ONLY, id: 'test-due-lingue', name: { it: 'La sala dimenticata', en: 'The Forgotten Hall' } });
    const other = await createRoom('test-due-lingue');
    const seat2 = await joinRoom(other.room, 'barbaro');
    const e = board({ room: other.room, token: seat2.token, lang: 'en' });
    await waitFor(() => e.view?.phase === 'lobby', 'the second lobby');
    const title = await waitFor(() => inPart(e, 'qb-turn-bar', '.title span').find((s) => s.textContent === 'The Forgotten Hall'), 'the English name');
    equal(title.hasAttribute('lang'), false);
    equal(inPart(e, 'qb-turn-bar', '.title [lang]').length, 0);
  });
});
