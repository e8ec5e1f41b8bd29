/**
 * The Archive and the browser's address, on pages of the REAL server, each in a tab of its own
 * (web-test-runner.config.mjs's `visit-real-server`: its origin, its headers, a browser context of its own):
 * - a first visit's sign-in page logs no error in the browser's console (asking who is signed in is no failed
 *   request) and raises no uncaught error;
 * - the Archive follows the address's hash both ways: a tab clicked puts its name in the hash, a hash set (a link, a
 *   typed address) shows what it names, Back and Forward show the pages they return to; the editor's heading names
 *   the document with its kind as a label, not as words of a sentence;
 * - the editor's tab is in the address (`#missions/la-prova/details`): Back, Forward and a reload return to it, and
 *   "Try it" is a step of its own (`#try`): Back from the room tried returns to the mission, on its tab.
 */
import { equal } from './support/assert.ts';
import { createAuthor } from './support/archive.ts';
import { runVisit } from './support/page.ts';

type Step =
  | { waitFor: string }
  | { click: string }
  | { fill: [string, string] }
  | { text: string }
  | { gone: string }
  | { hash: string }
  | { back: true }
  | { forward: true }
  | { address: true }
  | { goto: string };
interface Visit {
  violations: string[];
  errors: string[];
  consoleErrors: string[];
  texts: string[];
}

/** Opens `path` of the real server in a tab of its own and runs `steps` (see web-test-runner.config.mjs). */
function visit(path: string, steps: Step[], languages = 'en-US,en'): Promise<Visit> {
  // isolated: a first visit with no cookie, and a sign-in no other test file's tab shares
  return runVisit<Visit>({ path, steps, languages, isolated: true });
}

const PASSWORD = 'una password lunga';
const A = 'qb-archive >>> ';

describe('the Archive and the address, on the real server', () => {
  let author = '';
  before(async () => {
    author = `indirizzi-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
  });

  it('a first visit shows the sign-in form with no error in the console', async () => {
    for (const languages of ['it-IT,it', 'en-US,en']) {
      const seen = await visit(
        '/archive',
        [{ waitFor: `${A}form[data-role="sign-in"] input[name="password"]` }, { text: `${A}form[data-role="sign-in"] h2` }],
        languages,
      );
      equal(seen.consoleErrors, [], `no console error (${languages})`);
      equal(seen.errors, [], `no uncaught error (${languages})`);
      equal(seen.violations, [], `no CSP violation (${languages})`);
      equal(seen.texts, [languages.startsWith('it') ? 'Accedi all’Archivio' : 'Sign in to the Archive'], 'the form is shown');
    }
  });

  it('from #creatures to #missions/la-prova shows that mission; Back returns to the creatures, Forward to the mission', async () => {
    const seen = await visit('/archive', [
      { fill: [`${A}form[data-role="sign-in"] input[name="name"]`, author] },
      { fill: [`${A}form[data-role="sign-in"] input[name="password"]`, PASSWORD] },
      { click: `${A}button[data-action="sign-in"]` },
      { waitFor: `${A}tr[data-id="la-prova"]` },
      // a tab clicked: the address says it
      { click: `${A}nav [data-section="creatures"]` },
      { waitFor: `${A}tr[data-id="goblin"]` },
      { address: true },
      // a link (or a typed address) to a mission: the mission's editor, the list gone
      { hash: '#missions/la-prova' },
      { waitFor: `${A}[data-role="doc-name"]` },
      { gone: `${A}tr[data-id="goblin"]` },
      { text: `${A}qb-doc-editor >>> header h1` },
      { text: `${A}nav [aria-current="page"]` },
      // Back: the creatures again
      { back: true },
      { waitFor: `${A}tr[data-id="goblin"]` },
      { gone: `${A}qb-doc-editor` },
      { address: true },
      { text: `${A}nav [aria-current="page"]` },
      // Back again: the missions, as after signing in (no hash)
      { back: true },
      { waitFor: `${A}tr[data-id="la-prova"]` },
      { gone: `${A}tr[data-id="goblin"]` },
      { address: true },
      // Forward twice: the creatures, then the mission
      { forward: true },
      { waitFor: `${A}tr[data-id="goblin"]` },
      { forward: true },
      { waitFor: `${A}[data-role="doc-name"]` },
      { gone: `${A}tr[data-id="goblin"]` },
      { address: true },
      // a document opened from its list: its own address, and Back returns to the list
      { click: `${A}nav [data-section="heroes"]` },
      { click: `${A}tr[data-id="barbaro"] button[data-action="edit"]` },
      { waitFor: `${A}[data-role="doc-name"]` },
      { address: true },
      { back: true },
      { waitFor: `${A}tr[data-id="barbaro"]` },
      { gone: `${A}qb-doc-editor` },
      { address: true },
    ]);
    equal(seen.texts, ['#creatures', 'Mission The Trial', 'Missions', '#creatures', 'Creatures', '', '#missions/la-prova', '#heroes/barbaro', '#heroes']);
    equal(seen.consoleErrors, [], 'no console error');
    equal(seen.errors, [], 'no uncaught error');
  });

  it(`the editor's tab is in the address: Back, Forward and a reload return to it; Back after "Try it" returns to the mission`, async () => {
    const E = `${A}qb-doc-editor >>> `;
    const shown = (tab: string): Step => ({ waitFor: `${E}button[data-tab="${tab}"][aria-selected="true"]` });
    const seen = await visit('/archive', [
      { fill: [`${A}form[data-role="sign-in"] input[name="name"]`, author] },
      { fill: [`${A}form[data-role="sign-in"] input[name="password"]`, PASSWORD] },
      { click: `${A}button[data-action="sign-in"]` },
      { waitFor: `${A}tr[data-id="la-prova"]` },
      { click: `${A}tr[data-id="la-prova"] button[data-action="edit"]` },
      shown('map'),
      { address: true },
      // each tab chosen: its word in the address
      { click: `${E}button[data-tab="form"]` },
      shown('form'),
      { address: true },
      { click: `${E}button[data-tab="json"]` },
      shown('json'),
      { address: true },
      // Back: the tab before, then the map; Forward: the details again
      { back: true },
      shown('form'),
      { address: true },
      { back: true },
      shown('map'),
      { address: true },
      { forward: true },
      shown('form'),
      { address: true },
      // a reload (or a link) on a tab's address opens the mission on that tab
      { goto: '/archive#missions/la-prova/win-lose' },
      shown('winlose'),
      { text: `${A}qb-doc-editor >>> [data-role="doc-name"]` },
      // "Try it": a step of its own; Back returns to the mission on the tab it was tried from, Forward to the room
      { click: `${E}button[data-action="try"]` },
      { waitFor: `${A}qb-try-room >>> [data-action="try-start"]` },
      { address: true },
      { back: true },
      shown('winlose'),
      { gone: `${A}qb-try-room >>> [data-action="try-start"]` },
      { address: true },
      { forward: true },
      { waitFor: `${A}qb-try-room >>> [data-action="try-start"]` },
      { address: true },
      // the editor's own way back from the room: the mission, on its tab
      { click: `${A}button[data-action="back-to-editor"]` },
      shown('winlose'),
      { address: true },
    ]);
    equal(seen.texts, [
      '#missions/la-prova',
      '#missions/la-prova/details',
      '#missions/la-prova/json',
      '#missions/la-prova/details',
      '#missions/la-prova',
      '#missions/la-prova/details',
      'The Trial',
      '#try',
      '#missions/la-prova/win-lose',
      '#try',
      '#missions/la-prova/win-lose',
    ]);
    equal(seen.consoleErrors, [], 'no console error');
    equal(seen.errors, [], 'no uncaught error');
  });
});
