/**
 * The reader's language by default: the Archive, the demo page and `<quest-board>` open in the browser's
 * language when nothing chose one. The test browser is an Italian reader's (`--accept-lang=it-IT,it`,
 * web-test-runner.config.mjs); here it becomes an American, a German or an Italian one through the DevTools
 * protocol (`browser-languages`: what `navigator.languages` and `Accept-Language` say, as a browser set to those
 * languages says them), not through a stubbed `navigator`.
 * - the Archive: English in an en-US browser, Italian in an it-IT one; the reader's choice on its switch, remembered,
 *   wins over the browser; the page's `<html lang>` says the language shown;
 * - the demo page (the real server's `/`, in a tab of its own): the same, its switch remembered;
 * - `<quest-board>` without `lang`: the page's `<html lang>` when Italian or English (followed when it changes),
 *   else the browser's (English for a German browser); its own `lang` wins over both.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { archive, click, closeArchive, find, freshVisit, openArchive, win } from './support/archive.ts';
import { boardMounter, createRoom, deepQuery, visitRealServer, waitFor } from './support/page.ts';
import { CHOSEN_LANG_KEY } from '../../components/reader-lang.ts';

// the Archive and the demo page remember the reader's choice under one key: a choice made on one holds on the other
const ARCHIVE_LANG_KEY = CHOSEN_LANG_KEY;
const DEMO_LANG_KEY = CHOSEN_LANG_KEY;

/** The browser's preferred languages from now on (`'en-US,en'`), for this page and the pages it loads. */
async function browserLanguages(languages: string): Promise<void> {
  await executeServerCommand('browser-languages', { languages });
}

const board = boardMounter();

afterEach(async () => {
  await executeServerCommand('browser-languages', { off: true });
  localStorage.removeItem(ARCHIVE_LANG_KEY);
  document.documentElement.removeAttribute('lang');
  closeArchive();
});

/** The sign-in form's title, in the language the Archive shows. */
async function signInTitle(): Promise<string> {
  return (await waitFor(() => find(archive, 'form[data-role="sign-in"] h2')?.textContent?.trim(), 'the sign-in form')) as string;
}

describe("the reader's language by default", () => {
  // the sign-in form is what these tests read: no session left by an earlier file
  before(() => freshVisit());

  it("opens the Archive in the browser's language (en-US: English, it-IT: Italian); the switch, remembered, wins", async () => {
    localStorage.removeItem(ARCHIVE_LANG_KEY);
    await browserLanguages('en-US,en');
    equal([...navigator.languages], ['en-US', 'en'], 'the emulated browser prefers American English');
    await openArchive();
    equal(await signInTitle(), 'Sign in to the Archive');
    equal(win.document.documentElement.lang, 'en', 'the page says it is in English');
    equal(archive.getAttribute('lang'), 'en');

    await browserLanguages('it-IT,it');
    await openArchive();
    equal(await signInTitle(), 'Accedi all’Archivio');
    equal(win.document.documentElement.lang, 'it');

    // a German reader gets English, the wider read of the two
    await browserLanguages('de-DE,de');
    await openArchive();
    equal(await signInTitle(), 'Sign in to the Archive');

    // in an en-US browser, the reader switches to Italian: the next visit opens in Italian
    await browserLanguages('en-US,en');
    await openArchive();
    equal(await signInTitle(), 'Sign in to the Archive');
    await click('button[data-action="lang"]');
    await waitFor(() => find(archive, 'form[data-role="sign-in"] h2')?.textContent?.trim() === 'Accedi all’Archivio', 'the Italian form after the switch');
    equal(win.document.documentElement.lang, 'it', 'the page follows the switch');
    equal(localStorage.getItem(ARCHIVE_LANG_KEY), 'it', 'the choice is remembered');
    await openArchive();
    equal(await signInTitle(), 'Accedi all’Archivio', 'the remembered choice wins over the browser');
  });

  it("opens the demo page in the browser's language; its switch, remembered, wins", async () => {
    const steps = [
      { waitFor: 'header .tagline' },
      { text: 'header .tagline' },
      { attr: ['html', 'lang'] as [string, string] },
      { attr: ['[data-lang="en"]', 'aria-pressed'] as [string, string] },
    ];
    const viewport = { width: 1280, height: 900 };
    const english = await visitRealServer('/', steps, viewport, {}, 'en-US,en');
    equal(english.errors, []);
    equal(english.texts, ['A tabletop dungeon in the browser, embedded with one tag.', 'en', 'true']);
    const italian = await visitRealServer('/', steps, viewport, {}, 'it-IT,it');
    equal(italian.texts, ['Un dungeon da tavolo nel browser, da incorporare con un solo tag.', 'it', 'false']);
    const german = await visitRealServer('/', steps, viewport, {}, 'de-DE,de');
    equal(german.texts[0], 'A tabletop dungeon in the browser, embedded with one tag.', 'another language: English');
    // the reader chose Italian on a switch before (the demo's or the Archive's, one key): it wins over an en-US browser
    const chosen = await visitRealServer('/', steps, viewport, { [DEMO_LANG_KEY]: 'it' }, 'en-US,en');
    equal(chosen.texts, ['Un dungeon da tavolo nel browser, da incorporare con un solo tag.', 'it', 'false']);
    // and the switch itself: pressed in an en-US browser, remembered for the next page
    const switched = await visitRealServer(
      '/',
      [
        { waitFor: 'header .tagline' },
        { click: '[data-lang="it"]' },
        { text: 'header .tagline' },
        { goto: '/' },
        { waitFor: 'header .tagline' },
        { text: 'header .tagline' },
      ],
      viewport,
      {},
      'en-US,en',
    );
    equal(switched.texts, [
      'Un dungeon da tavolo nel browser, da incorporare con un solo tag.',
      'Un dungeon da tavolo nel browser, da incorporare con un solo tag.',
    ]);
  });

  it("shows <quest-board> without lang in the page's <html lang>, else the browser's; its own lang wins", async () => {
    const master = await createRoom('la-prova');
    /** The lobby's line of the element's turn bar, once it shows. */
    const lobby = (el: QuestBoard, text: string) =>
      waitFor(() => deepQuery(el, 'qb-turn-bar')?.shadowRoot?.querySelector('[data-lobby]')?.textContent === text || null, `"${text}" in the turn bar`);

    // an en-US browser, a page that says no language: English
    await browserLanguages('en-US,en');
    const el = board({ room: master.room, token: master.token });
    await lobby(el, 'Waiting for heroes');
    equal(el.lang, '', 'no language of its own');
    assert(!el.hasAttribute('lang'), 'no lang attribute reflected');

    // the page says Italian: the element follows it, and follows it back
    document.documentElement.lang = 'it';
    await lobby(el, 'In attesa degli eroi');
    document.documentElement.lang = 'en-GB';
    await lobby(el, 'Waiting for heroes');
    el.remove();
    // a page in a language the element does not have: the browser's
    document.documentElement.lang = 'de';
    await browserLanguages('it-IT,it');
    const second = board({ room: master.room, token: master.token });
    await lobby(second, 'In attesa degli eroi');
    second.remove();
    document.documentElement.removeAttribute('lang');

    // a German browser: English
    await browserLanguages('de-DE,de');
    const third = board({ room: master.room, token: master.token });
    await lobby(third, 'Waiting for heroes');
    third.remove();

    // the element's own lang wins over the page and the browser
    document.documentElement.lang = 'en';
    const own = board({ room: master.room, token: master.token, lang: 'it' });
    await lobby(own, 'In attesa degli eroi');
    own.removeAttribute('lang');
    await lobby(own, 'Waiting for heroes');
  });
});
