/**
 * The shared set-up of the test files of the screens (test/screens/): the real server and Chromium, once per file.
 * @module
 */
import { after, before } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { launchChromium, type ScreenLang, type ScreensServer, startScreensServer } from './screens.ts';

/** The real server and the browser a test file of the screens shares: {@link screensFixture}. */
export interface ScreensFixture {
  /** The server, once `before` has run. */
  readonly server: ScreensServer;
  /** The browser, once `before` has run. */
  readonly browser: Browser;
}

/**
 * Registers node:test's `before` and `after` hooks of a test file of the screens: the real server
 * ({@link startScreensServer}) and headless Chromium in `lang` ({@link launchChromium}) started once before the file's
 * tests, both closed after them. Read `server` and `browser` inside the tests.
 */
export function screensFixture(lang: ScreenLang = 'en'): ScreensFixture {
  let server: ScreensServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startScreensServer();
    browser = await launchChromium(lang);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('screensFixture: the server is read before the file started it');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('screensFixture: the browser is read before the file started it');
      return browser;
    },
  };
}
