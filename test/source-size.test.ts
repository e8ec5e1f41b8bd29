/**
 * No source file over 500 lines: a longer module does more than one job, and is split by job (a route per module, a
 * step of a converter per module, the element's CSS apart from its code). Data and text tables are spared, each
 * named below with why. Tests are sources too, but are not held to it: their files over the limit are listed in the
 * output, for whoever next splits them.
 * @module
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const REPO = path.resolve(import.meta.dirname, '..');

/** The most lines a source file may have. */
const MAX_LINES = 500;

/** The folders holding the sources (built output and node_modules left out). */
const SOURCE_FOLDERS = ['content', 'engine', 'cms', 'components', 'demo', 'bench', 'test'];

/** The files that are data or text tables, not code, by path from the repository: each with why it may be long. */
const TABLES: Readonly<Record<string, string>> = {
  'components/archive/i18n.ts': "the Archive's every text in Italian and English: one table of strings, no logic",
};

/** A file's number of lines, as `wc -l` counts them. */
function linesOf(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The `.ts` and `.mjs` files under `folders` of `root`, by path from `root`, with their number of lines. */
function sourceFiles(root: string, folders: readonly string[]): { file: string; lines: number }[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((entry) => path.join(folder, entry).split(path.sep).join('/'))
      .filter((file) => /\.(ts|mjs)$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
      .map((file) => ({ file, lines: linesOf(readFileSync(path.join(root, file), 'utf8')) })),
  );
}

/** Whether `file` is a test (its own `*.test.ts`). */
const isTest = (file: string) => file.endsWith('.test.ts');

/** The files of `root` over {@link MAX_LINES}, as `path (n lines)`: sources, then tests; `tables` are spared. */
function overLimit(root: string, folders: readonly string[], tables: Readonly<Record<string, string>>): { sources: string[]; tests: string[] } {
  const long = sourceFiles(root, folders)
    .filter((f) => f.lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  const named = (files: typeof long) => files.map((f) => `${f.file} (${f.lines} lines)`);
  return {
    sources: named(long.filter((f) => !isTest(f.file) && !(f.file in tables))),
    tests: named(long.filter((f) => isTest(f.file))),
  };
}

test(`no source file is over ${MAX_LINES} lines, but the data and text tables named here`, (t) => {
  const { sources, tests } = overLimit(REPO, SOURCE_FOLDERS, TABLES);
  if (tests.length > 0) t.diagnostic(`test files over ${MAX_LINES} lines: ${tests.join(', ')}`);
  assert.deepEqual(sources, [], `split each by job:\n${sources.join('\n')}`);
});

test('a file one line over the limit is named, a table and a long test are not', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'qb-source-size-'));
  try {
    mkdirSync(path.join(root, 'engine', 'deep'), { recursive: true });
    mkdirSync(path.join(root, 'engine', 'node_modules'), { recursive: true });
    const lines = (n: number) => 'const x = 1;\n'.repeat(n);
    writeFileSync(path.join(root, 'engine', 'deep', 'long.ts'), lines(MAX_LINES + 1));
    writeFileSync(path.join(root, 'engine', 'deep', 'just.ts'), lines(MAX_LINES));
    writeFileSync(path.join(root, 'engine', 'tool.mjs'), lines(MAX_LINES + 2));
    writeFileSync(path.join(root, 'engine', 'table.ts'), lines(900));
    writeFileSync(path.join(root, 'engine', 'long.test.ts'), lines(700));
    writeFileSync(path.join(root, 'engine', 'node_modules', 'dep.ts'), lines(900));
    writeFileSync(path.join(root, 'engine', 'notes.md'), lines(900));
    assert.deepEqual(overLimit(root, ['engine'], { 'engine/table.ts': 'a table' }), {
      sources: ['engine/tool.mjs (502 lines)', 'engine/deep/long.ts (501 lines)'],
      tests: ['engine/long.test.ts (700 lines)'],
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
