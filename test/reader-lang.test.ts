/**
 * The reader's language (components/reader-lang.ts): the browser's preferred languages, most preferred
 * first, give Italian or English; any other language gives English.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readerLang, supportedLang } from '../components/reader-lang.ts';

describe('readerLang', () => {
  it('takes the first preferred language that is Italian or English', () => {
    assert.equal(readerLang(['it-IT', 'it', 'en-US']), 'it');
    assert.equal(readerLang(['en-US', 'en', 'it']), 'en');
    assert.equal(readerLang(['de-DE', 'it', 'en']), 'it');
    assert.equal(readerLang(['fr-CH', 'EN_gb']), 'en');
  });

  it('gives English when no preferred language is Italian or English, or the list is empty', () => {
    assert.equal(readerLang(['de-DE', 'de', 'fr']), 'en');
    assert.equal(readerLang([]), 'en');
  });
});

describe('supportedLang', () => {
  it('names Italian or English from any tag of theirs, nothing for other languages and empty tags', () => {
    assert.deepEqual(['it', 'it-IT', 'IT-ch', ' en ', 'en-GB', 'de', 'ita', 'english', '', null, undefined].map(supportedLang), [
      'it',
      'it',
      'it',
      'en',
      'en',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
