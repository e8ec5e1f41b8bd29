/**
 * One language is enough: a display text may be written in Italian only or English only, every kind of
 * document of the default pack still validates with every text cut down to one language, a text with neither is
 * refused at its path, and readers get the written text with its language ({@link readText}).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { formatPath } from './schemas/path.ts';
import { CONTENT_KINDS, type ContentKind, LocalizedText, Mission, Pack, checkPack } from './schemas/index.ts';
import { missingLangs, readText, textIn } from './text.ts';
import { pick } from '../components/i18n.ts';

/** `doc` with every display text (`{ it, en }`) cut to `keep` only; the number of texts cut in `count`. */
function oneLanguage<T>(doc: T, keep: 'it' | 'en', count: { n: number }): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.length === 2 && typeof o.it === 'string' && typeof o.en === 'string') {
        count.n++;
        return { [keep]: o[keep] };
      }
      return Object.fromEntries(keys.map((k) => [k, walk(o[k])]));
    }
    return v;
  };
  return walk(structuredClone(doc)) as T;
}

describe('a display text in one language', () => {
  test('Italian only, English only and both are accepted as they are; neither, or an empty one, is refused', () => {
    assert.deepEqual(LocalizedText.parse({ it: 'La prova' }), { it: 'La prova' });
    assert.deepEqual(LocalizedText.parse({ en: 'The Trial' }), { en: 'The Trial' });
    assert.deepEqual(LocalizedText.parse({ it: 'La prova', en: 'The Trial' }), { it: 'La prova', en: 'The Trial' });
    const none = LocalizedText.safeParse({});
    assert.equal(none.success, false);
    assert.equal(none.error!.issues[0]!.message, 'a text needs at least one language: write "it" (Italian) or "en" (English)');
    assert.equal(LocalizedText.safeParse({ it: '' }).success, false, 'an empty Italian text is no text');
    assert.equal(LocalizedText.safeParse({ it: 'x', de: 'y' }).success, false, 'only Italian and English');
  });

  test('a mission whose name has neither language is refused at "name", an event text with neither at its path', () => {
    const mission = {
      id: 'solo-italiano',
      name: {},
      map: { rows: ['#####', '#...#', '#####'], rooms: [], doors: [] },
      start: [[1, 1]],
      events: [{ trigger: { type: 'round', round: 2 }, effects: [{ type: 'message', text: {} }] }],
    };
    const r = Mission.safeParse(mission);
    assert.equal(r.success, false);
    const paths = r.error!.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
    assert.ok(paths.includes('name: a text needs at least one language: write "it" (Italian) or "en" (English)'), paths.join('\n'));
    assert.ok(paths.includes('events[0].effects[0].text: a text needs at least one language: write "it" (Italian) or "en" (English)'), paths.join('\n'));
  });

  for (const keep of ['it', 'en'] as const) {
    test(`every document of the default pack, every kind, validates with its texts in ${keep === 'it' ? 'Italian' : 'English'} only, and the pack's references still hold`, () => {
      const pack = loadDefaultPack();
      const count = { n: 0 };
      const cut = oneLanguage(pack, keep, count);
      for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
        const docs = (cut as unknown as Record<ContentKind, { id: string }[]>)[kind];
        assert.ok(docs.length > 0, `the pack has ${kind}`);
        for (const doc of docs) {
          const r = CONTENT_KINDS[kind].safeParse(doc);
          assert.ok(r.success, `${kind}/${doc.id}: ${r.success ? '' : r.error.issues.map((i) => `${formatPath(i.path)} ${i.message}`).join('; ')}`);
        }
      }
      assert.deepEqual(checkPack(Pack.parse(cut)), []);
      assert.ok(count.n > 500, `only ${count.n} texts cut`);
    });
  }
});

describe('reading a text', () => {
  test('gives the wanted language, or the written one and which language it is in', () => {
    assert.deepEqual(readText({ it: 'La prova', en: 'The Trial' }, 'en'), { text: 'The Trial', lang: 'en' });
    assert.deepEqual(readText({ it: 'La prova' }, 'en'), { text: 'La prova', lang: 'it' });
    assert.deepEqual(readText({ en: 'The Trial' }, 'it'), { text: 'The Trial', lang: 'en' });
    assert.deepEqual(readText({ it: 'La prova', en: '' }, 'en'), { text: 'La prova', lang: 'it' }, 'an empty line in the editor counts as missing');
    assert.equal(readText({}, 'it'), undefined);
    assert.equal(readText(null, 'it'), undefined);
    assert.equal(textIn({ it: 'La prova' }, 'en'), 'La prova');
    assert.equal(textIn(undefined, 'en', 'la-prova'), 'la-prova');
    assert.deepEqual(missingLangs({ it: 'La prova' }), ['en']);
    assert.deepEqual(missingLangs({ it: 'La prova', en: 'The Trial' }), []);
  });

  test("the element's pick falls back to the written language", () => {
    assert.equal(pick({ it: 'Sala del trono' }, 'en'), 'Sala del trono');
    assert.equal(pick({ en: 'Throne room' }, 'it'), 'Throne room');
    assert.equal(pick(null, 'it'), '');
  });
});
