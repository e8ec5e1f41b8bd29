/**
 * The Archive on a phone (a new user found the lists 849 px wide at 390 px, "+ New" wrapping,
 * "Import from HeroScribe" and the Edit buttons cut off): at a 390 × 844 viewport every section's page and every
 * kind's editor (each of its tabs) is no wider than the screen (`document.documentElement.scrollWidth <= 390`,
 * exactly: no sideways scroll of the page), in Italian and in English, and the buttons a finger uses are at least
 * 40 px high. Pages of the REAL server, each visit in a tab of its own (web-test-runner.config.mjs's
 * `visit-real-server`) with an administrator signed in (the users' section is theirs).
 */
import { equal } from './support/assert.ts';
import { api, runVisit } from './support/page.ts';

type Step =
  | { waitFor: string }
  | { click: string }
  | { fill: [string, string] }
  | { hash: string }
  | { goto: string }
  | { gone: string }
  | { pageWidth: true }
  | { box: string };
interface Visit {
  errors: string[];
  consoleErrors: string[];
  widths: { scrollWidth: number; clientWidth: number }[];
  boxes: { width: number; height: number }[];
}

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'una password lunga';
const A = 'qb-archive >>> ';

/** Each section's address and what shows it has loaded. */
const SECTIONS: [string, string][] = [
  ['#missions', 'tr[data-id="la-prova"]'],
  ['#adventures', 'tr[data-id="forsaken-woods"]'],
  ['#creatures', 'tr[data-id="goblin"]'],
  ['#heroes', 'tr[data-id="barbaro"]'],
  ['#items', 'tr[data-id="antidoto"]'],
  ['#spells', 'tr[data-id="blizzard"]'],
  ['#decks', 'tr[data-id="eventi"]'],
  ['#rulesets', 'tr[data-id="classic"]'],
  ['#transfer', 'button[data-action="export-all"]'],
  ['#users', '[data-role="users"] tbody tr'],
  ['#heroscribe', '[data-role="hs-source"]'],
  ['#missions/la-prova/versions', 'qb-history'],
];

/** One document of each kind, opened in its editor, with its editor's tabs. */
const EDITORS: [string, string[]][] = [
  ['missions/la-prova', ['map', 'winlose', 'form', 'json']],
  ['adventures/forsaken-woods', ['adventure', 'form', 'json']],
  ['creatures/goblin', ['form', 'json']],
  ['heroes/barbaro', ['form', 'json']],
  ['items/antidoto', ['form', 'json']],
  ['spells/blizzard', ['form', 'json']],
  ['decks/eventi', ['form', 'json']],
  ['rulesets/classic', ['form', 'json']],
];

function visit(path: string, steps: Step[], languages: string): Promise<Visit> {
  return runVisit<Visit>({
    path,
    steps,
    languages,
    isolated: true,
    viewport: PHONE,
  });
}

describe('the Archive on a 390 × 844 phone, on the real server', () => {
  let admin = '';
  before(async () => {
    admin = `telefono-${Date.now().toString(36)}`;
    await api('/api/users', { method: 'POST', token: window.QB_ADMIN_TOKEN, body: { name: admin, password: PASSWORD, role: 'admin' } });
  });

  const signIn = (): Step[] => [
    { fill: [`${A}form[data-role="sign-in"] input[name="name"]`, admin] },
    { fill: [`${A}form[data-role="sign-in"] input[name="password"]`, PASSWORD] },
    { click: `${A}button[data-action="sign-in"]` },
    { waitFor: `${A}tr[data-id="la-prova"]` },
  ];

  for (const languages of ['it-IT,it', 'en-US,en']) {
    it(`every section's page fits the screen, its buttons 40 px high or more (${languages})`, async () => {
      const steps: Step[] = [{ pageWidth: true }, ...signIn()];
      for (const [hash, shown] of SECTIONS) steps.push({ hash }, { waitFor: `${A}${shown}` }, { pageWidth: true });
      // the targets the new user could not reach: the list's buttons, a tab of the sections, the language switch
      steps.push(
        { hash: '#missions' },
        { waitFor: `${A}tr[data-id="la-prova"]` },
        { box: `${A}button[data-action="new"]` },
        { box: `${A}button[data-action="import-heroscribe"]` },
        { box: `${A}tr[data-id="la-prova"] button[data-action="edit"]` },
        { box: `${A}tr[data-id="la-prova"] button[data-action="delete"]` },
        { box: `${A}nav [data-section="creatures"]` },
        { box: `${A}button[data-action="lang"]` },
      );
      const seen = await visit('/archive', steps, languages);
      equal(
        seen.widths.map((w, i) => `${i === 0 ? 'sign-in' : SECTIONS[i - 1]?.[0]} ${w.scrollWidth <= PHONE.width ? 'fits' : `is ${w.scrollWidth} px wide`}`),
        ['sign-in fits', ...SECTIONS.map(([hash]) => `${hash} fits`)],
        `no page wider than the screen (${languages})`,
      );
      equal(
        seen.boxes.map((b) => b.height >= 40 && b.width >= 40),
        seen.boxes.map(() => true),
        `every target is 40 px or more: ${JSON.stringify(seen.boxes.map((b) => [b.width, b.height]))}`,
      );
      equal(seen.errors, [], 'no uncaught error');
      equal(seen.consoleErrors, [], 'no console error');
    });

    it(`every kind's editor fits the screen, on each of its tabs (${languages})`, async () => {
      const steps: Step[] = signIn();
      const names: string[] = [];
      for (const [address, tabs] of EDITORS) {
        steps.push({ goto: `/archive#${address}` }, { waitFor: `${A}[data-role="doc-name"]` });
        for (const tab of tabs) {
          steps.push(
            { click: `${A}qb-doc-editor >>> button[data-tab="${tab}"]` },
            { waitFor: `${A}qb-doc-editor >>> button[data-tab="${tab}"][aria-selected="true"]` },
            { pageWidth: true },
            { box: `${A}qb-doc-editor >>> button[data-tab="${tab}"]` },
          );
          names.push(`${address} ${tab}`);
        }
      }
      const seen = await visit('/archive', steps, languages);
      equal(
        seen.widths.map((w, i) => `${names[i]} ${w.scrollWidth <= PHONE.width ? 'fits' : `is ${w.scrollWidth} px wide`}`),
        names.map((n) => `${n} fits`),
        `no editor wider than the screen (${languages})`,
      );
      equal(
        seen.boxes.map((b, i) => `${names[i]} ${b.height >= 40 ? 'tall enough' : `${b.height} px high`}`),
        names.map((n) => `${n} tall enough`),
        'each tab a finger hits',
      );
      equal(seen.errors, [], 'no uncaught error');
      equal(seen.consoleErrors, [], 'no console error');
    });
  }
});
