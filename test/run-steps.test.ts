/**
 * test/run-steps.ts, the script behind `npm test`, run for real as a child process on small steps files: a failing
 * early step does not stop the later ones, the exit code says a step failed, and the summary — the last lines of
 * the output — names each step and, under a failed one, its failing tests (node's test runner, web-test-runner in
 * Chromium and in Firefox, each named with its engine, the type checker).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { duration } from './run-steps.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const RUNNER = path.join(REPO, 'test/run-steps.ts');
const BIN = path.join(REPO, 'node_modules/.bin');

/** Runs the runner on `steps` (written to a steps file in `dir`) from the repository; never rejects. */
function runSteps(dir: string, steps: unknown): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = path.join(dir, `steps-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(steps));
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', RUNNER, file], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
  });
}

/** The summary: the output's lines from "Summary" on, durations replaced by `T`. */
function summaryOf(stdout: string): string[] {
  const lines = stdout.trimEnd().split('\n');
  return lines.slice(lines.lastIndexOf('Summary')).map((l) => l.replace(/ +(\d+\.\d s|\d+ min \d\d s)/, ' T'));
}

describe('npm test’s step runner', () => {
  // web-test-runner serves test files from the repository only: the planted files live in its ignored .scratch/
  mkdirSync(path.join(REPO, '.scratch'), { recursive: true });
  const dir = mkdtempSync(path.join(REPO, '.scratch', 'run-steps-'));
  const rel = (f: string) => path.relative(REPO, path.join(dir, f));
  after(() => rmSync(dir, { recursive: true, force: true }));

  writeFileSync(
    path.join(dir, 'planted.test.ts'),
    [
      "import assert from 'node:assert/strict';",
      "import { describe, test } from 'node:test';",
      "describe('a planted suite', () => {",
      "  test('a passing test', () => assert.equal(1 + 1, 2));",
      "  test('a planted failure', () => assert.equal(1 + 1, 3));",
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'planted-browser.test.ts'),
    [
      "describe('a planted browser suite', () => {",
      "  it('a passing test', () => {});",
      "  it('a planted browser failure', () => { throw new Error('planted in the browser'); });",
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'passing.test.ts'), "import { test } from 'node:test';\ntest('fine', () => {});\n");
  writeFileSync(path.join(dir, 'bad-types.ts'), "export const x: number = 'a';\n");
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, files: ['bad-types.ts'] }));

  test('a failing early step does not stop the later ones; exit code 1; the summary, last, names the failing tests', async () => {
    const marker = path.join(dir, 'later-step-ran');
    const { code, stdout } = await runSteps(dir, [
      { name: 'planted node tests', run: `node --import tsx --test ${rel('planted.test.ts')}`, failures: 'node-test' },
      { name: 'planted browser tests', run: `${path.join(BIN, 'web-test-runner')} --files ${rel('planted-browser.test.ts')}`, failures: 'web-test-runner' },
      { name: 'a later step', run: `node -e "require('fs').writeFileSync(process.argv[1], 'ran')" ${marker}` },
    ]);
    assert.equal(code, 1);
    assert.equal(existsSync(marker) && readFileSync(marker, 'utf8'), 'ran', 'the step after the failing ones ran');
    assert.match(stdout, /✔ a planted suite|a passing test/, 'the node step printed its own spec output');
    assert.deepEqual(summaryOf(stdout), [
      'Summary',
      '✖ planted node tests T  (exit code 1)',
      '    ✖ a planted suite > a planted failure',
      `      ${rel('planted.test.ts')}:5 — Expected values to be strictly equal: 2 !== 3`,
      '✖ planted browser tests T  (exit code 1)',
      '    ✖ [chromium] a planted browser suite > a planted browser failure',
      `      ${rel('planted-browser.test.ts')} — planted in the browser`,
      '✔ a later step T',
      '✖ 2 of 3 steps failed: planted node tests, planted browser tests',
    ]);
  });

  test('a browser test failing in one engine is named with that engine: [firefox]', async () => {
    const { code, stdout } = await runSteps(dir, [
      {
        name: 'planted browser tests (firefox)',
        run: `QB_ENGINE=firefox ${path.join(BIN, 'web-test-runner')} --files ${rel('planted-browser.test.ts')}`,
        failures: 'web-test-runner',
      },
    ]);
    assert.equal(code, 1);
    assert.deepEqual(summaryOf(stdout), [
      'Summary',
      '✖ planted browser tests (firefox) T  (exit code 1)',
      '    ✖ [firefox] a planted browser suite > a planted browser failure',
      `      ${rel('planted-browser.test.ts')} — planted in the browser`,
      '✖ 1 of 1 steps failed: planted browser tests (firefox)',
    ]);
  });

  test('a type error is listed with its file and line; when every step passes the exit code is 0', async () => {
    const failing = await runSteps(dir, [
      { name: 'types', run: `${path.join(BIN, 'tsc')} -p ${rel('tsconfig.json')}`, failures: 'tsc' },
      { name: 'node tests', run: `node --import tsx --test ${rel('passing.test.ts')}`, failures: 'node-test' },
    ]);
    assert.equal(failing.code, 1);
    assert.deepEqual(summaryOf(failing.stdout), [
      'Summary',
      '✖ types T  (exit code 1)',
      "    ✖ TS2322: Type 'string' is not assignable to type 'number'.",
      `      ${rel('bad-types.ts')}:1`,
      '✔ node tests T',
      '✖ 1 of 2 steps failed: types',
    ]);

    const passing = await runSteps(dir, [{ name: 'node tests', run: `node --import tsx --test ${rel('passing.test.ts')}`, failures: 'node-test' }]);
    assert.equal(passing.code, 0);
    assert.deepEqual(summaryOf(passing.stdout), ['Summary', '✔ node tests T', '✔ every step passed (1)']);
  });

  test('a wrong steps file: exit code 2 and one line saying what is wrong, before any step runs', async () => {
    const { code, stdout, stderr } = await runSteps(dir, [{ name: 'no command', failures: 'mocha' }]);
    assert.equal(code, 2);
    assert.equal(stdout, '');
    assert.match(stderr, /^run-steps: .*steps-\w+\.json: \[0\]\[run\]: .+; \[0\]\[failures\]: .+\n$/);
  });

  test('durations read in seconds under a minute, in minutes and seconds above', () => {
    assert.deepEqual([8_440, 59_940, 59_960, 125_400, 119_600].map(duration), ['8.4 s', '59.9 s', '1 min 00 s', '2 min 05 s', '2 min 00 s']);
  });
});
