/**
 * The built bundles import where there is no DOM (Node: server-side rendering, tooling, tests): the element's and
 * the Archive's modules load in a plain `node` child process, export their classes, and define no element there.
 * The bundles are built by `components/build/index.ts`'s own function into a temp folder.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { buildBundles } from '../components/build/index.ts';

const run = promisify(execFile);

/** What importing `file` in a fresh `node` (no flags, no DOM) gives: its export names and a few globals' types. */
async function importInNode(file: string): Promise<{ exports: Record<string, string>; globals: Record<string, string> }> {
  const script = `
    const m = await import(${JSON.stringify(pathToFileURL(file).href)});
    const exports = Object.fromEntries(Object.keys(m).sort().map((k) => [k, typeof m[k]]));
    const globals = Object.fromEntries(['HTMLElement', 'customElements', 'document', 'window'].map((k) => [k, typeof globalThis[k]]));
    console.log(JSON.stringify({ exports, globals }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: { PATH: process.env.PATH ?? '' } });
  return JSON.parse(stdout) as { exports: Record<string, string>; globals: Record<string, string> };
}

describe('the built bundles without a DOM', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-bundles-'));
  before(() => buildBundles(dir));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const noDom = { HTMLElement: 'undefined', customElements: 'undefined', document: 'undefined', window: 'undefined' };

  test('quest-board.js imports in node: exit 0, its exports are there, no element is defined and no DOM appears', async () => {
    // execFile rejects (failing the test) on a non-zero exit, e.g. "ReferenceError: HTMLElement is not defined"
    const got = await importInNode(path.join(dir, 'quest-board.js'));
    assert.deepEqual(got.exports, { DungeonBoard: 'function', QuestBoard: 'function', SharedRenderer: 'function' });
    assert.deepEqual(got.globals, noDom);
  });

  test('archive.js imports in node too, with its fourteen element classes', async () => {
    const got = await importInNode(path.join(dir, 'archive.js'));
    assert.deepEqual(got.exports, {
      QbAdventureEditor: 'function',
      QbArchive: 'function',
      QbBalanceReport: 'function',
      QbDocEditor: 'function',
      QbDocList: 'function',
      QbHeroScribeImport: 'function',
      QbHistory: 'function',
      QbJsonForm: 'function',
      QbMapEditor: 'function',
      QbPrintQuest: 'function',
      QbTransfer: 'function',
      QbTryRoom: 'function',
      QbUsers: 'function',
      QbWinLoseEditor: 'function',
    });
    assert.deepEqual(got.globals, noDom);
  });
});
