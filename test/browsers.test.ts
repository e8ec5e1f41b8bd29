/**
 * The browsers of the tests (test/support/browsers.ts): web-test-runner.config.mjs names no browser by its path; each
 * browser is found by its environment variable or its command names on PATH; and on a machine without one, the run
 * stops at once with ONE line naming what to install — checked by running web-test-runner itself with an empty PATH.
 * And `npm test` runs the browser tests in the three engines, a step each named with its engine.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { engineOf, findBrowser, MissingBrowserError, PROGRAMS } from './support/browsers.ts';
import { FLOW_FILES } from './support/engines.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const WTR = path.join(REPO, 'node_modules/@web/test-runner/dist/bin.js');

/** Runs web-test-runner from the repository with exactly `env`; never rejects. */
function runWtr(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [WTR, '--files', 'test/browser/quest-board.test.ts'], { cwd: REPO, env, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
  });
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
    const fake = path.join(dir, 'firefox');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    assert.equal(findBrowser(PROGRAMS.firefox, { PATH: dir }), fake);
    const chosen = path.join(dir, 'my-firefox');
    writeFileSync(chosen, '#!/bin/sh\n');
    chmodSync(chosen, 0o755);
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

  test('the engine of a run is QB_ENGINE (chromium when unset); another value is refused, naming the engines', () => {
    assert.deepEqual([engineOf({}), engineOf({ QB_ENGINE: 'firefox' }), engineOf({ QB_ENGINE: 'webkit' })], ['chromium', 'firefox', 'webkit']);
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
});
