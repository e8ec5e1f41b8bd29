/**
 * The element's weight: `/quest-board.js` and every chunk it imports statically — what a browser fetches
 * before a room shows — weigh at most {@link EMBED_GZIP_LIMIT} gzipped; its graph holds no zod (the element validates
 * nothing); the parts a room does not need are chunks fetched on demand; after swc's second minifying pass, each file's source map
 * still leads back to the sources. The bundles are built by
 * `components/build/index.ts`'s own function into a temp folder (the figures `npm run build` prints).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildBundles, EMBED_GZIP_LIMIT, total, type BuiltBundle } from '../components/build/index.ts';

const root = path.join(import.meta.dirname, '..');

describe("the element's bundle", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-size-'));
  let element: BuiltBundle;
  before(async () => {
    element = (await buildBundles(dir)).find((b) => path.basename(b.file) === 'quest-board.js')!;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test(`quest-board.js and the chunks it imports weigh at most ${EMBED_GZIP_LIMIT / 1000} kB gzipped`, () => {
    const { gzipBytes } = total(element.upFront);
    assert.ok(
      gzipBytes <= EMBED_GZIP_LIMIT,
      `up front ${(gzipBytes / 1000).toFixed(1)} kB gzip (${element.upFront.map((f) => path.relative(dir, f.file)).join(', ')}), above ${EMBED_GZIP_LIMIT / 1000} kB`,
    );
  });

  test('up front, the entry imports one chunk, holding the element, the board and every module they need, not a chunk per set of parts sharing them', () => {
    const chunks = element.upFront.filter((f) => f.file !== element.file);
    assert.equal(chunks.length, 1, `up front: ${element.upFront.map((f) => path.relative(dir, f.file)).join(', ')}`);
    assert.ok(
      chunks[0]!.inputs.includes('components/quest-board-element.ts') && chunks[0]!.inputs.includes('components/board/dungeon-board.ts'),
      'the element and the board are in it',
    );
    assert.ok(element.gzipBytes < 500, `the entry only re-exports from the chunk: ${element.gzipBytes} bytes gzipped`);
  });

  test('its graph, lazy chunks too, holds no zod, and no content module that imports it', () => {
    assert.deepEqual(
      element.inputs.filter((input) => /(^|\/)node_modules\/zod\//.test(input)),
      [],
    );
    const content = element.inputs.filter((input) => input.startsWith('content/'));
    assert.ok(content.length > 0, 'the engine reads a few zod-free content modules (map characters, the classic numbers)');
    assert.deepEqual(
      content.filter((input) => /from ['"]zod['"]/.test(readFileSync(path.join(root, input), 'utf8'))),
      [],
    );
  });

  test("the campaign shell, the master's panel and the join picker are chunks of their own, fetched on demand, not up front", () => {
    const upFront = element.upFront.flatMap((f) => f.inputs);
    for (const part of ['components/campaign/shell.ts', 'components/parts/master-panel.ts', 'components/parts/join-panel.ts']) {
      assert.ok(!upFront.includes(part), `${part} is not fetched up front`);
      const chunk = element.lazy.find((f) => f.inputs.includes(part));
      assert.ok(chunk, `${part} is in a lazy chunk`);
      assert.match(path.relative(dir, chunk.file), /^chunks\/[\w-]+-[A-Z0-9]{8}\.js$/, 'in chunks/, named with its hash');
    }
    assert.ok(
      upFront.includes('components/board/dungeon-board.ts') && upFront.includes('components/parts/hero-card.ts'),
      'the board and the hero card are up front',
    );
  });

  test('the 2D board (drawn where WebGL is missing) is a chunk of its own, fetched on demand, with no three.js in it', () => {
    const upFront = element.upFront.flatMap((f) => f.inputs);
    for (const part of ['components/board/flat/flat-board.ts', 'components/board/flat/flat-svg.ts'])
      assert.ok(!upFront.includes(part), `${part} is not fetched up front`);
    const chunk = element.lazy.find((f) => f.inputs.includes('components/board/flat/flat-board.ts'));
    assert.ok(chunk, 'the 2D board is in a lazy chunk');
    assert.ok(chunk.inputs.includes('components/board/flat/flat-svg.ts'), 'its drawing with it');
    // the modules it imports at run time, and theirs, none of them three.js (type imports aside)
    const seen = new Set<string>();
    const three: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(path.join(root, file), 'utf8');
      for (const m of code.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
        const spec = m[1]!;
        if (spec === 'three' || spec.startsWith('three/')) three.push(`${file} imports ${spec}`);
        else if (spec.startsWith('.')) visit(path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec)));
      }
    };
    visit('components/board/flat/flat-board.ts');
    assert.ok(seen.has('components/board/layout.ts') && seen.has('components/board/badges.ts'), `the graph walked: ${[...seen].join(', ')}`);
    assert.deepEqual(three, [], 'no three.js reached from the 2D board');
  });

  test("the English texts are a chunk of their own, and the master's panel, the join picker and the d20 and rules rulesets' parts keep their texts in their chunks: none is up front", () => {
    const upFront = element.upFront.flatMap((f) => f.inputs);
    const upFrontText = element.upFront.map((f) => readFileSync(f.file, 'utf8')).join('\n');
    assert.ok(upFront.includes('components/i18n-it.ts'), 'the Italian texts are up front (the default language)');
    assert.ok(upFrontText.includes('In attesa degli eroi'), 'an Italian text is in the files fetched up front');
    for (const [part, text] of [
      ['components/i18n-en.ts', 'Waiting for heroes'],
      ['components/parts/master-texts.ts', 'Pannello del master'],
      ['components/parts/join-texts.ts', 'Scegli il tuo eroe'],
      ['components/rulesets/d20/texts.ts', 'Azione propria: {name}'],
      ['components/rulesets/rules/texts.ts', 'Nessuna abilità: attacca con l’arma.'],
      ['components/rulesets/shared-texts.ts', 'Vulnerabile a: {list}'],
    ] as const) {
      assert.ok(!upFront.includes(part), `${part} is not fetched up front`);
      assert.ok(!upFrontText.includes(text), `"${text}" is not in the files fetched up front`);
      const chunk = element.lazy.find((f) => f.inputs.includes(part));
      assert.ok(chunk, `${part} is in a lazy chunk`);
      assert.ok(readFileSync(chunk.file, 'utf8').includes(text), `"${text}" is in ${path.relative(dir, chunk.file)}`);
    }
    const english = element.lazy.find((f) => f.inputs.includes('components/i18n-en.ts'))!;
    assert.deepEqual(english.inputs, ['components/i18n-en.ts'], 'the English chunk holds the English texts only');
  });

  test("each file's source map, after the second minifying pass, leads a text back to its line in the sources, their contents included", () => {
    for (const [source, text] of [
      ['components/i18n-it.ts', 'In attesa degli eroi'],
      ['components/parts/master-texts.ts', 'Pannello del master'],
    ] as const) {
      const file = [...element.upFront, ...element.lazy].find((f) => f.inputs.includes(source))!;
      const code = readFileSync(file.file, 'utf8');
      assert.match(code, new RegExp(`\\n//# sourceMappingURL=${path.basename(file.file)}\\.map$`), `${path.relative(dir, file.file)} names its map`);
      const at = code.indexOf(text) - 1;
      const before = code.slice(0, at).split('\n');
      const payload = JSON.parse(readFileSync(`${file.file}.map`, 'utf8')) as SourceMapPayload & { sourcesContent: string[] };
      const entry = new SourceMap(payload).findEntry(before.length - 1, before.at(-1)!.length) as { originalSource: string; originalLine: number };
      const original = readFileSync(path.join(root, source), 'utf8');
      assert.ok(entry.originalSource.endsWith(source), `"${text}" in ${path.relative(dir, file.file)} maps to ${entry.originalSource}, not ${source}`);
      assert.equal(entry.originalLine, original.slice(0, original.indexOf(text)).split('\n').length - 1, `"${text}" maps to its line in ${source}`);
      const index = payload.sources.findIndex((s) => s.endsWith(source));
      assert.equal(payload.sourcesContent[index], original, `the map holds ${source}'s content`);
    }
  });
});
