/**
 * The Archive's map editor marks creatures in the reader's language (a new user found "SC" for Skeleton, from the id
 * `scheletro`, and the tag "alfiere" on an orc in the English editor): a token's letters come from the creature's
 * name in the Archive's language, and a tag the vocabulary has (content/vocabulary.ts `CREATURE_TAGS`) is shown in
 * words. Pages of the REAL server, each in a tab of its own (web-test-runner.config.mjs's `visit-real-server`).
 */
import { equal } from './support/assert.ts';
import { createAuthor } from './support/archive.ts';
import { runVisit } from './support/page.ts';

type Step = { waitFor: string } | { click: string } | { fill: [string, string] } | { text: string } | { goto: string };
interface Visit {
  errors: string[];
  consoleErrors: string[];
  texts: string[];
}

const PASSWORD = 'una password lunga';
const A = 'qb-archive >>> ';

describe('creature tokens on the Archive map, in the reader’s language', () => {
  let author = '';
  before(async () => {
    author = `gettoni-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
  });

  /** The letters and tags of la-veglia's Chaos Warrior (16,2), tagged orc (17,3) and goblin (2,10), then la-prova's first skeleton. */
  async function tokens(languages: string): Promise<Visit> {
    const token = (at: string, what: 'letters' | 'tag'): Step => ({ text: `${A}g[data-token="${at}"] text[data-role="${what}"]` });
    const steps: Step[] = [
      { fill: [`${A}form[data-role="sign-in"] input[name="name"]`, author] },
      { fill: [`${A}form[data-role="sign-in"] input[name="password"]`, PASSWORD] },
      { click: `${A}button[data-action="sign-in"]` },
      { waitFor: `${A}tr[data-id="la-prova"]` },
      { goto: '/archive#missions/la-veglia' },
      { waitFor: `${A}g[data-token="17,3"]` },
      token('16,2', 'letters'),
      token('17,3', 'letters'),
      token('17,3', 'tag'),
      token('2,10', 'letters'),
      { goto: '/archive#missions/la-cripta-del-negromante' },
      { waitFor: `${A}g[data-token="7,2"]` },
      token('7,2', 'letters'),
      token('12,11', 'tag'),
    ];
    return runVisit<Visit>({ path: '/archive', steps, languages, isolated: true });
  }

  it('English: the letters of the English names, the tags in English words', async () => {
    const seen = await tokens('en-US,en');
    equal(seen.texts, ['CW', 'OR', 'standard-bearer', 'GO', 'SK', 'necromancer']);
    equal(seen.errors, [], 'no uncaught error');
  });

  it('Italian: the letters of the Italian names, the tags in Italian words', async () => {
    const seen = await tokens('it-IT,it');
    equal(seen.texts, ['GC', 'OR', 'alfiere', 'GO', 'SC', 'negromante']);
    equal(seen.errors, [], 'no uncaught error');
  });
});
