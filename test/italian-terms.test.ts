/**
 * One Italian word per concept: the texts a player or an author reads in Italian — the element's,
 * the campaign's, the Archive's, the words of the content vocabulary, and every Italian text of the default pack —
 * name a thing the way the rest of the interface does. A round of play is a "giro" (the turn bar's "Giro 2"), never
 * a "round"; a campaign's tier is a "livello di difficoltà"; a place of an adventure's map a "luogo"; an artifact an "artefatto"; the checkpoint a "punto di
 * ritorno".
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MESSAGES as ARCHIVE_MESSAGES } from '../components/archive/i18n.ts';
import { CAMPAIGN_MESSAGES } from '../components/campaign/i18n.ts';
import { messages } from '../components/i18n.ts';
import { sharedIt } from '../components/rulesets/shared-texts.ts';
import { loadDefaultPack } from '../content/load-pack.ts';
import { VOCABULARY } from '../content/vocabulary.ts';

/** A word the Italian texts must not use, with the one they use for the same thing. */
const OTHER_WORDS: readonly { word: RegExp; use: string }[] = [
  { word: /\bround\b/i, use: 'giro' },
  // (a letter, not \b, ends a word that ends in an accent: \b does not see "à" as a letter)
  { word: /\b(livello di sfida|grado di difficoltà)(?!\p{L})/iu, use: 'livello di difficoltà' },
  { word: /\blocalità(?!\p{L})/iu, use: 'luogo' },
  { word: /\bmanufatt[oi]\b/i, use: 'artefatto' },
  { word: /\bpunto di controllo\b/i, use: 'punto di ritorno' },
];

/** Every Italian text below `value`: the strings under an `it` key, at any depth. */
function italianTexts(value: unknown, path: string, out: { path: string; text: string }[] = []): { path: string; text: string }[] {
  if (Array.isArray(value)) value.forEach((v, i) => italianTexts(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'it' && typeof v === 'string') out.push({ path, text: v });
      else italianTexts(v, `${path}.${key}`, out);
    }
  }
  return out;
}

/** The texts of a table of one language, keyed by their key. */
const table = (name: string, texts: Record<string, string>) => Object.entries(texts).map(([key, text]) => ({ path: `${name}.${key}`, text }));

/** The texts that use another word than the interface's, as "path: text (say …)". */
function otherWords(texts: { path: string; text: string }[]): string[] {
  // a parameter ({round}) is no word of the text
  return texts.flatMap(({ path, text }) =>
    OTHER_WORDS.filter(({ word }) => word.test(text.replace(/\{\w+\}/g, ''))).map(({ use }) => `${path}: ${text} (say "${use}")`),
  );
}

describe('one Italian word per concept', () => {
  test('the interface: the element, the campaign, the Archive, the vocabulary', () => {
    const texts = [
      ...table('element', messages('it') as Record<string, string>),
      ...table('campaign', CAMPAIGN_MESSAGES.it),
      ...table('archive', ARCHIVE_MESSAGES.it),
      ...table('rulesets', sharedIt),
      ...italianTexts(VOCABULARY, 'vocabulary'),
    ];
    assert.ok(texts.length > 800, `the tables are read (${texts.length} texts)`);
    assert.deepEqual(otherWords(texts), []);
  });

  test('every Italian text of the default pack', () => {
    const pack = loadDefaultPack();
    const texts = italianTexts(pack, 'pack');
    assert.ok(
      texts.some((t) => t.text === 'La prova'),
      'the pack is read',
    );
    assert.deepEqual(otherWords(texts), []);
  });

  test('the check finds the words it looks for', () => {
    assert.deepEqual(otherWords([{ path: 'x', text: 'suona il Dreadbell dal secondo round' }]), ['x: suona il Dreadbell dal secondo round (say "giro")']);
    assert.deepEqual(otherWords([{ path: 'x', text: 'suona il Dreadbell dal secondo giro' }]), []);
    assert.deepEqual(otherWords([{ path: 'y', text: 'Aggiungi località' }]), ['y: Aggiungi località (say "luogo")']);
    assert.deepEqual(otherWords([{ path: 'z', text: 'Grado di difficoltà: Base' }]), ['z: Grado di difficoltà: Base (say "livello di difficoltà")']);
  });
});
