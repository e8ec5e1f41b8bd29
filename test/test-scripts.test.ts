/**
 * The test scripts of package.json: every test file of the repository is run by exactly one of them (node's test
 * runner does not expand globs in Node 20 and a shell glob does not reach into subfolders, so a test file in a new
 * folder would silently never run; `test:postgres` runs those of test:node's files that touch storage again, and its
 * own), node tests run as many files at once as the cores allow and `--storage` finds the files that touch storage, `npm run
 * test:realinputs` without its real inputs fails at once with one line that says which folder it looked for and how
 * to point it elsewhere, and `npm run test:postgres` without a reachable database fails at once with one line.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { aloneFiles, concurrency, STORAGE_MODULE, storageTestFiles } from './node-tests.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const scripts = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** A glob of the scripts (`*` within a folder, `**` across folders) as a regular expression over repository paths. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split('/')
    .map((part) => (part === '**' ? '(?:.+/)?' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}/`))
    .join('')
    .replace(/\/$/, '');
  return new RegExp(`^${source}$`);
}

/** Every `*.test.ts` file of the repository (not dependencies, builds, data or scratch), relative to it. */
function testFiles(dir = REPO): string[] {
  const skip = new Set(['node_modules', 'dist', 'data', '.git', '.scratch']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return skip.has(e.name) ? [] : testFiles(path.join(dir, e.name));
    return e.name.endsWith('.test.ts') ? [path.relative(REPO, path.join(dir, e.name))] : [];
  });
}

const globsOf = (script: string) => script.split(/\s+/).filter((w) => w.endsWith('.test.ts'));

describe('the test scripts', () => {
  test('every test file is run by exactly one of test:node, test:browser (web-test-runner), test:screens, test:realinputs and test:postgres', async () => {
    const wtr = (await import(pathToFileURL(path.join(REPO, 'web-test-runner.config.mjs')).href)) as { default: { files: string[] } };
    const runs: [string, RegExp[]][] = [
      ['test:node', globsOf(scripts['test:node']!).map(globRegExp)],
      ['test:browser', wtr.default.files.map(globRegExp)],
      ['test:realinputs', globsOf(scripts['test:realinputs']!).map(globRegExp)],
      ['test:postgres', globsOf(scripts['test:postgres']!).map(globRegExp)],
      ['test:screens', globsOf(scripts['test:screens']!).map(globRegExp)],
    ];
    const files = testFiles();
    assert.ok(files.length > 50, `${files.length} test files found`);
    for (const file of files) {
      const by = runs.filter(([, globs]) => globs.some((g) => g.test(file))).map(([name]) => name);
      assert.equal(by.length, 1, `${file} is run by ${by.length === 0 ? 'no script' : by.join(' and ')}`);
    }
    // a glob the shell cannot match is handed to node as a file name, which fails the whole run
    for (const [name, globs] of runs)
      for (const g of globs)
        assert.ok(
          files.some((f) => g.test(f)),
          `${name}: ${g} matches no file`,
        );
  });

  test('node tests run one file per core at once (at most 4), or TEST_CONCURRENCY', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 8, 16].map((cores) => concurrency(cores, {})),
      [1, 2, 3, 4, 4, 4],
    );
    assert.equal(concurrency(2, { TEST_CONCURRENCY: '1' }), 1);
    assert.equal(concurrency(2, { TEST_CONCURRENCY: '0' }), 2);
    assert.equal(concurrency(2, { TEST_CONCURRENCY: 'many' }), 2);
  });

  test('--storage keeps the test files whose imports reach the database, and every test/postgres file', () => {
    const files = [
      'engine/rulesets/classic/combat.test.ts', // the rules alone
      'content/pack.test.ts', // the content alone
      'cms/rooms.test.ts', // a server through test/support/server.ts
      'test/durability.test.ts', // a server and its SQLite file
      'test/postgres/copy.test.ts',
    ];
    assert.deepEqual(storageTestFiles(files), ['cms/rooms.test.ts', 'test/durability.test.ts', 'test/postgres/copy.test.ts']);
    assert.ok(existsSync(path.join(REPO, STORAGE_MODULE)), `${STORAGE_MODULE} is still where every database access goes through`);
  });

  test('--storage runs alone, afterwards, exactly the files that take the database away from every connection', () => {
    const storage = storageTestFiles(
      readdirSync(path.join(REPO, 'test/postgres'))
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => `test/postgres/${f}`),
    );
    assert.deepEqual(aloneFiles(storage), ['test/postgres/database-away.test.ts', 'test/postgres/missed-notes.test.ts']);
  });

  describe('npm run test:realinputs without its real inputs', () => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'quest-board-realinputs-'));
    after(() => rmSync(tmp, { recursive: true, force: true }));
    const run = (dir: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile('npm', ['run', '--silent', 'test:realinputs'], { cwd: REPO, env: { ...process.env, REALINPUTS_DIR: dir } }, (err, stdout, stderr) =>
          resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr }),
        );
      });

    test('a missing folder: exit code 1, one line naming the folder and REALINPUTS_DIR, no test run', async () => {
      const missing = path.join(tmp, 'nowhere');
      const { code, stdout, stderr } = await run(missing);
      assert.equal(code, 1);
      assert.equal(stdout, '');
      assert.equal(
        stderr,
        `test:realinputs: the real inputs are not there: no folder ${missing}; set REALINPUTS_DIR to the folder that holds heroscribe/ and classic/\n`,
      );
    });

    test('a folder without every file: exit code 1, one line naming the first missing file', async () => {
      const partial = path.join(tmp, 'partial');
      mkdirSync(path.join(partial, 'heroscribe/board'), { recursive: true });
      const { code, stdout, stderr } = await run(partial);
      assert.equal(code, 1);
      assert.equal(stdout, '');
      assert.equal(
        stderr,
        `test:realinputs: the real inputs are incomplete: ${partial} lacks heroscribe/board/standard-board.json and 8 more; set REALINPUTS_DIR to the folder that holds heroscribe/ and classic/\n`,
      );
    });
  });
  describe('npm run test:postgres without a database to run on', () => {
    const run = (url: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile('npm', ['run', '--silent', 'test:postgres'], { cwd: REPO, env: { ...process.env, TEST_DATABASE_URL: url } }, (err, stdout, stderr) =>
          resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr }),
        );
      });
    const HOW = 'set TEST_DATABASE_URL to a PostgreSQL database the tests may fill (e.g. TEST_DATABASE_URL=postgres://qb:qb@localhost/qb_test)';

    test('TEST_DATABASE_URL unset or not PostgreSQL: exit code 1, one line saying how to set it, no test run', async () => {
      assert.deepEqual(await run(''), { code: 1, stdout: '', stderr: `test:postgres: TEST_DATABASE_URL is not set; ${HOW}\n` });
      assert.deepEqual(await run('mysql://localhost/qb'), {
        code: 1,
        stdout: '',
        stderr: `test:postgres: TEST_DATABASE_URL is not a postgres:// URL; ${HOW}\n`,
      });
    });

    test('a server that does not answer: exit code 1, one line with the reason, no test run', async () => {
      // port 1 on this machine: nothing listens there
      assert.deepEqual(await run('postgres://qb:qb@127.0.0.1:1/qb'), {
        code: 1,
        stdout: '',
        stderr: 'test:postgres: cannot reach the database at TEST_DATABASE_URL: connect ECONNREFUSED 127.0.0.1:1\n',
      });
    });
  });
});
