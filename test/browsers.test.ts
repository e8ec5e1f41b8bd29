/**
 * The browsers of the tests (test/support/browsers.ts): web-test-runner.config.mjs names no browser by its path; each
 * browser is found by its environment variable or its command names on PATH; and on a machine without one, the run
 * stops at once with ONE line naming what to install — checked by running web-test-runner itself with an empty PATH.
 * And `npm test` runs the browser tests in the three engines, a step each named with its engine.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { Reporter } from '@web/test-runner';
import { ENGINE_ENV, ENGINES, engineOf, findBrowser, MissingBrowserError, onPath, PROGRAMS, WrongBrowserError } from './support/browsers.ts';
import { FLOW_FILES } from './support/engines.ts';
import { progressOnce } from './support/wtr-progress-once.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const WTR = path.join(REPO, 'node_modules/@web/test-runner/dist/bin.js');

/** Runs `file` with `args` from the repository with exactly `env`; never rejects. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: REPO, env, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
  });
}

/** Runs web-test-runner from the repository with exactly `env`; never rejects. */
const runWtr = (env: NodeJS.ProcessEnv) => run(process.execPath, [WTR, '--files', 'test/browser/quest-board.test.ts'], env);

/** A program in `dir` that writes `says` whatever it is asked (`--version`, `--help`) and exits 0. */
function fakeProgram(dir: string, name: string, says: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\necho ${JSON.stringify(says)}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe('the browsers of the tests', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-browsers-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('web-test-runner.config.mjs holds no absolute path of a browser or driver', () => {
    const config = readFileSync(path.join(REPO, 'web-test-runner.config.mjs'), 'utf8');
    const absolute = config.match(/(?<![\w.])\/(?:usr|bin|opt|snap|Applications|lib)\/[\w./-]*/g) ?? [];
    assert.deepEqual(absolute, []);
    for (const name of ['chromium', 'firefox', 'WebKitWebDriver', 'MiniBrowser', 'Xvfb']) {
      assert.doesNotMatch(config, new RegExp(`['"\`][^'"\`]*/${name}['"\`]`), `${name} is not named by a path`);
    }
  });

  test('a browser is found by its environment variable first, else by its command names on PATH', () => {
    const fake = fakeProgram(dir, 'firefox', 'Mozilla Firefox 153.8.0esr');
    assert.equal(findBrowser(PROGRAMS.firefox, { PATH: dir }), fake);
    const chosen = fakeProgram(dir, 'my-firefox', 'Mozilla Firefox 140.0esr');
    assert.equal(findBrowser(PROGRAMS.firefox, { PATH: dir, QB_FIREFOX: chosen }), chosen);
    assert.throws(() => findBrowser(PROGRAMS.firefox, { PATH: dir, QB_FIREFOX: path.join(dir, 'none') }), {
      message: `firefox-esr is not installed (QB_FIREFOX=${path.join(dir, 'none')} is no executable file): apt-get install firefox-esr (or set QB_FIREFOX)`,
    });
  });

  test('with nothing on PATH, each missing program is named in one line with the package that installs it', () => {
    const messages = [PROGRAMS.chromium, PROGRAMS.firefox, PROGRAMS.webkitDriver, PROGRAMS.xvfb].map((p) => {
      try {
        findBrowser(p, { PATH: '' });
        return 'found';
      } catch (err) {
        assert.ok(err instanceof MissingBrowserError);
        return err.message;
      }
    });
    assert.deepEqual(messages, [
      'chromium is not installed: apt-get install chromium (or set QB_CHROMIUM)',
      'firefox-esr is not installed: apt-get install firefox-esr (or set QB_FIREFOX)',
      'WebKitWebDriver is not installed: apt-get install webkit2gtk-driver (or set QB_WEBKIT_DRIVER)',
      'Xvfb is not installed: apt-get install xvfb (or set QB_XVFB)',
    ]);
  });

  test('a program found that says it is another is refused before it is started, in one line naming where it was found', () => {
    const other = fakeProgram(dir, 'not-a-browser', 'true (GNU coreutils) 9.1');
    const refused = (program: (typeof PROGRAMS)[keyof typeof PROGRAMS], env: NodeJS.ProcessEnv) => {
      try {
        findBrowser(program, env);
        return 'found';
      } catch (err) {
        assert.ok(err instanceof WrongBrowserError);
        return err.message;
      }
    };
    assert.deepEqual(
      [
        refused(PROGRAMS.chromium, { PATH: '', QB_CHROMIUM: other }),
        refused(PROGRAMS.firefox, { PATH: '', QB_FIREFOX: other }),
        refused(PROGRAMS.webkitDriver, { PATH: '', QB_WEBKIT_DRIVER: other }),
      ],
      [
        `QB_CHROMIUM=${other} is not Chromium (its --version says "true (GNU coreutils) 9.1"): apt-get install chromium (or set QB_CHROMIUM to it)`,
        `QB_FIREFOX=${other} is not Firefox (its --version says "true (GNU coreutils) 9.1"): apt-get install firefox-esr (or set QB_FIREFOX to it)`,
        `QB_WEBKIT_DRIVER=${other} is not WebKitWebDriver (its --help says "true (GNU coreutils) 9.1"): apt-get install webkit2gtk-driver (or set QB_WEBKIT_DRIVER to it)`,
      ],
    );
    // found on PATH under the browser's name, it is named by its path
    const impostor = path.join(dir, 'impostor');
    mkdirSync(impostor);
    const chromium = fakeProgram(impostor, 'chromium', '');
    assert.equal(
      refused(PROGRAMS.chromium, { PATH: impostor }),
      `${chromium} is not Chromium (its --version says ""): apt-get install chromium (or set QB_CHROMIUM to it)`,
    );
    // Google's Chrome is a Chromium
    const chrome = path.join(dir, 'chrome');
    mkdirSync(chrome);
    assert.equal(
      findBrowser(PROGRAMS.chromium, { PATH: chrome, QB_CHROMIUM: fakeProgram(chrome, 'google-chrome', 'Google Chrome 131.0.6778.85') }),
      path.join(chrome, 'google-chrome'),
    );
  });

  test('the engine of a run is QB_ENGINE in any case, spaces ignored (chromium when unset); another value is refused, naming the engines', () => {
    assert.deepEqual(
      [
        engineOf({}),
        engineOf({ QB_ENGINE: '' }),
        engineOf({ QB_ENGINE: 'firefox' }),
        engineOf({ QB_ENGINE: ' Firefox ' }),
        engineOf({ QB_ENGINE: 'WebKit' }),
        engineOf({ QB_ENGINE: 'CHROMIUM' }),
      ],
      ['chromium', 'chromium', 'firefox', 'firefox', 'webkit', 'chromium'],
    );
    assert.throws(() => engineOf({ QB_ENGINE: 'safari' }), { message: 'QB_ENGINE=safari is no engine of the tests: chromium, firefox, webkit' });
  });

  test('npm test runs the browser tests in Chromium (after the build), Firefox and WebKit, a step each named with its engine; the flows are test files of test/browser', () => {
    const steps = JSON.parse(readFileSync(path.join(REPO, 'test/steps.json'), 'utf8')) as { name: string; run: string; failures?: string }[];
    assert.deepEqual(
      steps.filter((s) => s.name.startsWith('browser tests')),
      [
        { name: 'browser tests (chromium)', run: 'npm run test:browser', failures: 'web-test-runner' },
        { name: 'browser tests (firefox)', run: 'QB_ENGINE=firefox web-test-runner', failures: 'web-test-runner' },
        { name: 'browser tests (webkit)', run: 'QB_ENGINE=webkit web-test-runner', failures: 'web-test-runner' },
      ],
    );
    assert.ok(FLOW_FILES.length >= 5, `${FLOW_FILES.length} flow files`);
    for (const file of FLOW_FILES) assert.match(readFileSync(path.join(REPO, file), 'utf8'), /\bit\(/, `${file} is a browser test file`);
  });

  test('web-test-runner on a machine without the browser stops at once with one line naming what to install', async () => {
    const chromium = await runWtr({ PATH: '', HOME: dir });
    assert.equal(chromium.code, 1);
    assert.equal(chromium.stderr, 'chromium is not installed: apt-get install chromium (or set QB_CHROMIUM)\n');
    const firefox = await runWtr({ PATH: '', HOME: dir, QB_ENGINE: 'firefox' });
    assert.equal(firefox.code, 1);
    assert.equal(firefox.stderr, 'firefox-esr is not installed: apt-get install firefox-esr (or set QB_FIREFOX)\n');
  });

  test('web-test-runner with an unknown engine, a program that is not the browser, or a virtual display that ends at once, stops with one line and no stack', async () => {
    const other = fakeProgram(dir, 'not-a-browser', 'true (GNU coreutils) 9.1');
    const runs = await Promise.all([
      runWtr({ PATH: '', HOME: dir, QB_ENGINE: 'garbage' }),
      runWtr({ PATH: '', HOME: dir, QB_CHROMIUM: other }),
      runWtr({ PATH: '', HOME: dir, QB_ENGINE: 'firefox', QB_FIREFOX: other }),
      runWtr({ PATH: '', HOME: dir, QB_ENGINE: 'webkit', QB_WEBKIT_DRIVER: other }),
      runWtr({ PATH: '', HOME: dir, QB_ENGINE: 'firefox', QB_FIREFOX: fakeProgram(dir, 'a-firefox', 'Mozilla Firefox 153.8.0esr'), QB_XVFB: other }),
    ]);
    assert.deepEqual(
      runs.map((r) => [r.code, r.stderr]),
      [
        [1, 'QB_ENGINE=garbage is no engine of the tests: chromium, firefox, webkit\n'],
        [1, `QB_CHROMIUM=${other} is not Chromium (its --version says "true (GNU coreutils) 9.1"): apt-get install chromium (or set QB_CHROMIUM to it)\n`],
        [1, `QB_FIREFOX=${other} is not Firefox (its --version says "true (GNU coreutils) 9.1"): apt-get install firefox-esr (or set QB_FIREFOX to it)\n`],
        [
          1,
          `QB_WEBKIT_DRIVER=${other} is not WebKitWebDriver (its --help says "true (GNU coreutils) 9.1"): apt-get install webkit2gtk-driver (or set QB_WEBKIT_DRIVER to it)\n`,
        ],
        [1, `Xvfb (${other}) ended (exit code 0) before it opened a display: apt-get install xvfb (or set QB_XVFB to it)\n`],
      ],
    );
  });

  test('npm run test:browser, test:browser:firefox and test:browser:webkit check the browser before the build: a missing one stops them at once with its one line', async () => {
    const scripts = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    assert.deepEqual(
      [scripts['test:browser'], scripts['test:browser:firefox'], scripts['test:browser:webkit']],
      [
        'node --import tsx test/support/check-browser.ts && npm run build && web-test-runner',
        'node --import tsx test/support/check-browser.ts firefox && npm run build && QB_ENGINE=firefox web-test-runner',
        'node --import tsx test/support/check-browser.ts webkit && npm run build && QB_ENGINE=webkit web-test-runner',
      ],
    );
    // a machine with node and a shell on PATH, and no browser: npm itself runs the scripts
    const npm = onPath(['npm']);
    const sh = onPath(['sh']);
    assert.ok(npm && sh, 'npm and sh are on PATH');
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, path.join(bin, 'node'));
    symlinkSync(sh, path.join(bin, 'sh'));
    const env = { PATH: bin, HOME: dir };
    const runs = await Promise.all(
      ['test:browser', 'test:browser:firefox', 'test:browser:webkit'].map((script) => run(process.execPath, [npm, 'run', '--silent', script], env)),
    );
    assert.deepEqual(
      runs.map((r) => [r.code, r.stdout, r.stderr]),
      [
        [1, '', 'chromium is not installed: apt-get install chromium (or set QB_CHROMIUM)\n'],
        [1, '', 'firefox-esr is not installed: apt-get install firefox-esr (or set QB_FIREFOX)\n'],
        [1, '', 'WebKitWebDriver is not installed: apt-get install webkit2gtk-driver (or set QB_WEBKIT_DRIVER)\n'],
      ],
    );
  });

  test('where the output is no terminal, the last progress ("Finished running tests in …") is printed once, by the final report', () => {
    const reporter: Reporter = {
      getTestProgress: ({ sessions }) => [`${sessions.filter((s) => s.status === 'FINISHED').length}/${sessions.length} test files`],
    };
    type ProgressArgs = Parameters<NonNullable<Reporter['getTestProgress']>>[0];
    const at = (...statuses: string[]) => ({ sessions: statuses.map((status) => ({ status })), testRun: 0 }) as unknown as ProgressArgs;
    const piped = progressOnce(reporter, false);
    // while files run, each progress is given; once all have finished, only after the runner stopped its reporters
    assert.deepEqual(
      [
        piped.getTestProgress!(at('STARTED', 'SCHEDULED')),
        piped.getTestProgress!(at('FINISHED', 'STARTED')),
        piped.getTestProgress!(at('FINISHED', 'FINISHED')),
      ],
      [['0/2 test files'], ['1/2 test files'], []],
    );
    piped.stop!({ sessions: [], focusedTestFile: undefined } as unknown as Parameters<NonNullable<Reporter['stop']>>[0]);
    assert.deepEqual(piped.getTestProgress!(at('FINISHED', 'FINISHED')), ['2/2 test files']);
    // in a terminal the progress is redrawn in place: the reporter is left as it is
    assert.equal(progressOnce(reporter, true), reporter);
  });

  test("README's testing section names every variable that finds a program, and how to run one browser test file in one engine", () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    for (const program of Object.values(PROGRAMS)) assert.ok(readme.includes(`\`${program.env}\``), `README names ${program.env}`);
    assert.ok(readme.includes('`QB_ENGINE=firefox npx web-test-runner --files test/browser/keyboard.test.ts`'), 'README shows one engine on one file');
    assert.ok(
      readme.includes(`(\`${ENGINE_ENV}\` is one of ${ENGINES.map((e) => (e === 'chromium' ? '`chromium` (the default)' : `\`${e}\``)).join(', ')})`),
      'README names the engines',
    );
  });
});
