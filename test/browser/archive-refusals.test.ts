/**
 * Refusals worded for people: in the Italian Archive a refusal of the server is said in Italian from its
 * code, never the server's English sentence nor a raw room id. On the mission's try page a hero taken from outside
 * (someone joined by the heroes' link meanwhile) is named, the others stay ticked, and the author starts with them.
 * In the editor a refused "Try it" shows no "Nessun problema." beside the refusal. Against the REAL server, in the
 * Archive at /archive.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, find, findAll, signIn, signOut } from './support/archive.ts';

const PASSWORD = 'una password lunga';
/** Words of the server's English refusals, never to be read in the Italian Archive. */
const ENGLISH = [/\broom\b/i, /\bheroes\b/, /\bmore than\b/, /\bminute\b/, /\bsession\b/i, /\bnot\b/];

type TriedBoard = HTMLElement & { view?: { phase: string; seat: string; turn?: { seat: string } | null } };

before(async () => {
  await setViewport({ width: 1440, height: 900 });
});

after(() => closeArchive());

describe('the Archive says refusals in words', () => {
  it('a hero taken from outside before "Inizia": named in Italian, the others kept, the game starts with them', async () => {
    await signOut();
    const author = `rifiuti-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    await click('button[data-action="try"]', await el('qb-doc-editor'));
    const tried = await el('qb-try-room');
    const qb = await el<TriedBoard>('quest-board', tried);
    await waitFor(() => qb.view?.phase === 'lobby', 'the tried room, in the lobby');
    const room = qb.getAttribute('room')!;
    const free = (await api<{ freeHeroes: { id: string; name: { it?: string } }[] }>(`/api/rooms/${room}`)).freeHeroes;
    const boxes = await waitFor(() => {
      const found = findAll<HTMLInputElement>(tried, 'input[data-hero]');
      return found.length > 0 ? found : null;
    }, 'the heroes to pick');
    const ticked = boxes.filter((b) => b.checked).map((b) => b.dataset.hero!);
    assert(ticked.includes('barbaro') && ticked.length >= 2, `the barbarian among the heroes ticked: ${JSON.stringify(ticked)}`);

    // meanwhile someone joins as the barbarian by the heroes' link
    await api(`/api/rooms/${room}/seats`, { method: 'POST', body: { hero: 'barbaro' } });
    await click('button[data-action="try-start"]', tried);

    const barbarian = free.find((h) => h.id === 'barbaro')!.name.it!;
    const problem = await el('[data-role="try-problem"]', tried);
    equal(
      problem.textContent?.trim(),
      `${barbarian} è stato preso nel frattempo da un altro giocatore: puoi iniziare con gli altri eroi scelti, o sceglierne altri.`,
    );
    const text = tried.shadowRoot!.textContent ?? '';
    assert(!text.includes(room), 'no room id on the page');
    for (const word of ENGLISH) assert(!word.test(problem.textContent ?? ''), `no English "${word}" in "${problem.textContent}"`);
    // the barbarian is no longer offered; the others stay ticked
    const left = findAll<HTMLInputElement>(tried, 'input[data-hero]');
    assert(!left.some((b) => b.dataset.hero === 'barbaro'), 'the barbarian is no longer offered');
    equal(
      left.filter((b) => b.checked).map((b) => b.dataset.hero),
      ticked.filter((h) => h !== 'barbaro'),
    );

    // "Inizia" again: the game starts with the others, the barbarian's player among them
    await click('button[data-action="try-start"]', tried);
    await waitFor(() => qb.view?.phase === 'playing', 'the game started');
    await waitFor(() => !find(tried, '[data-role="try-problem"]'), 'the notice gone once started');
    const seats = (await api<{ seats: { hero: string }[] }>(`/api/rooms/${room}`)).seats.map((s) => s.hero);
    equal(seats, ['barbaro', ...ticked.filter((h) => h !== 'barbaro')]);
    await click('button[data-action="back-to-editor"]');
    await el('qb-doc-editor');
  });

  it('"Provala" refused (the session ended meanwhile): Italian words, and no "Nessun problema." beside them', async () => {
    const author = `sessione-${Date.now().toString(36)}`;
    await signOut();
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    const editor = await el('qb-doc-editor');
    await el('[data-role="no-issues"]', editor, 'no problems before');
    // the session ends in another tab
    await signOut();
    await click('button[data-action="try"]', editor);
    const message = await el('[data-role="message"]', editor);
    equal(message.textContent?.trim(), 'La sessione è scaduta: accedi di nuovo e riprova.');
    equal(find(editor, '[data-role="no-issues"]'), null, 'no "Nessun problema." beside the refusal');
  });
});
