/**
 * What a room's screens show first on a phone (390×844, a touch screen), from the REAL server (the built bundle) in
 * Debian's Chromium: the board, not a panel the page scrolled down to. The master's page once opened scrolled to
 * its panel's last section (each folding section, drawn open, asked to be scrolled into view), the board out of view.
 *
 * Needs the build (`npm run build`; `npm run test:screens` builds when a source changed) and Chromium (test/support/browsers.ts finds it).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openScreen, SCREENS, SIZES } from '../support/screens.ts';
import { screensFixture } from '../support/screens-fixture.ts';

const screens = screensFixture('en');

describe('a room opened on a phone', { concurrency: 1 }, () => {
  for (const name of ['turn', 'master']) {
    test(`${name}: the board's top is on the screen`, { timeout: 400_000 }, async () => {
      const screen = SCREENS.find((s) => s.name === name)!;
      const page = await openScreen(screens.browser, screens.server, screen, 'phone');
      try {
        const top = await page.evaluate(`document.querySelector('quest-board').shadowRoot.querySelector('.board').getBoundingClientRect().top`);
        assert.equal(typeof top, 'number');
        assert.ok((top as number) >= 0 && (top as number) < SIZES.phone.height - 200, `the board's top is at ${top} px of a ${SIZES.phone.height} px screen`);
      } finally {
        await page.browserContext().close();
      }
    });
  }
});
