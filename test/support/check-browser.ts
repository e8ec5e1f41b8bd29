/**
 * `node --import tsx test/support/check-browser.ts [ENGINE]`: checks that the programs a browser test run in ENGINE
 * needs are on this machine (and are what they should be), with the same finder as web-test-runner.config.mjs
 * (test/support/browsers.ts), so that package.json's `test:browser*` scripts stop at once, before the build, with
 * the one line saying what to install. ENGINE is `chromium`, `firefox` or `webkit`; without it, QB_ENGINE's
 * (chromium when unset). Prints nothing and exits 0 when all is there; else the one line on stderr and exits 1.
 * @module
 */
import { BrowserSetupError, ENGINE_ENV, engineOf, findEngine } from './browsers.ts';

const named = process.argv[2];
try {
  findEngine(engineOf(named === undefined ? process.env : { [ENGINE_ENV]: named }));
} catch (err) {
  if (!(err instanceof BrowserSetupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
