/**
 * The demo page's own texts are for players (player-facing texts only): none carries an author's phrase,
 * and each says the same in Italian and English with the same `{param}`s.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AUTHOR_NOTE_PHRASES } from '../content/author-notes.ts';
import { DEMO_TEXTS } from '../demo/texts.ts';

test("no text of the demo page carries an author's phrase", () => {
  const found = (['it', 'en'] as const).flatMap((lang) =>
    Object.entries(DEMO_TEXTS[lang]).flatMap(([key, text]) => AUTHOR_NOTE_PHRASES.filter((p) => p.test(text)).map((p) => `${lang}.${key}: ${p}`)),
  );
  assert.deepEqual(found, []);
  assert.ok(
    AUTHOR_NOTE_PHRASES.some((p) => p.test('The guide wants a scripted, unavoidable defeat.')),
    'the scan would catch one',
  );
});

test('each text has both languages, with the same parameters', () => {
  const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const [key, it] of Object.entries(DEMO_TEXTS.it)) {
    const en = DEMO_TEXTS.en[key as keyof typeof DEMO_TEXTS.en];
    assert.ok(it.trim() && en.trim(), key);
    assert.deepEqual(params(it), params(en), key);
  }
});
