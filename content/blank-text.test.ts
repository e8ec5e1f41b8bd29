/**
 * A text of only blank or invisible characters is not written (the bad-input tester): a language whose words
 * show nothing counts as missing, is dropped from the parsed text, and with neither language written the text is the
 * one `no_language` problem at its path.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { formatPath } from './schemas/path.ts';
import { Adventure, Hero, LocalizedText } from './schemas/index.ts';
import { missingLangs, readText } from './text.ts';
import { isWritten } from './written.ts';

const NO_LANGUAGE = 'a text needs at least one language: write "it" (Italian) or "en" (English)';
const BLANKS = ['', '  ', '\u200b\u200b', '\u00a0\u2003', ' \t\n', '\ufeff', '\u2060\u200d', '\u3164', '\u2800'];

/** The problems of a failed parse as `path: message` lines. */
const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${formatPath(i.path as (string | number)[])}: ${i.message}`);

describe('a blank text is not written', () => {
  test('no visible character: not written; a letter, a digit, a mark or an emoji among blanks: written', () => {
    for (const blank of BLANKS) assert.equal(isWritten(blank), false, JSON.stringify(blank));
    for (const words of ['La prova', ' a ', '7', '\u200b!', '🗝️', 'è']) assert.equal(isWritten(words), true, JSON.stringify(words));
  });

  test('a text of blanks only is refused with the one no_language problem; a blank other language is dropped', () => {
    for (const blank of BLANKS) {
      assert.deepEqual(problems(LocalizedText.safeParse({ it: blank })), [`${formatPath([])}: ${NO_LANGUAGE}`], JSON.stringify(blank));
      assert.deepEqual(problems(LocalizedText.safeParse({ it: blank, en: blank })), [`${formatPath([])}: ${NO_LANGUAGE}`], `both ${JSON.stringify(blank)}`);
      assert.deepEqual(LocalizedText.parse({ it: 'La prova', en: blank }), { it: 'La prova' }, `en ${JSON.stringify(blank)}`);
      assert.deepEqual(LocalizedText.parse({ it: blank, en: 'The Trial' }), { en: 'The Trial' }, `it ${JSON.stringify(blank)}`);
    }
    // written in both: the same text
    assert.deepEqual(LocalizedText.parse({ it: ' La prova ', en: 'The Trial' }), { it: ' La prova ', en: 'The Trial' });
  });

  test('a hero named in blanks and a dialogue choice of blanks are refused at their paths; readers fall back past a blank', () => {
    const pack = loadDefaultPack();
    const hero = { ...pack.heroes.find((h) => h.id === 'barbaro')!, name: { it: '\u200b\u200b' } };
    assert.deepEqual(problems(Hero.safeParse(hero)), [`name: ${NO_LANGUAGE}`]);
    const adventure = structuredClone(pack.adventures.find((a) => a.id === 'forsaken-woods')!);
    const node = adventure.locations[3]!.nodes[0] as unknown as { pages: { choices: { text: object }[] }[] };
    node.pages[0]!.choices[1]!.text = { it: ' \t\n' };
    assert.deepEqual(problems(Adventure.safeParse(adventure)), [`locations[3].nodes[0].pages[0].choices[1].text: ${NO_LANGUAGE}`]);
    // a text as the schema parses it: the blank language dropped, so readers fall back to the written one
    assert.deepEqual(readText(LocalizedText.parse({ it: 'La prova', en: '\u00a0\u2003' }), 'en'), { text: 'La prova', lang: 'it' });
    assert.deepEqual(missingLangs({ it: 'La prova', en: ' ' }), ['en']);
  });
});
