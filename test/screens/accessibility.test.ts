/**
 * Accessibility of every main screen (test/support/screens.ts: the 16 of `npm run screenshots`, each screen at
 * 1440×900 and 390×844, plus the Archive's sign-in and its list of missions): axe-core, the standard engine, runs in
 * each page as shown by the REAL server (the built bundle) in Debian's Chromium, and finds no `serious` or `critical`
 * violation; on the demo page and a room's screens (join, a turn, the master's panel) no `moderate` one either.
 * Each violation is printed with its rule, impact, the elements it found and axe's summary of what is wrong.
 *
 * Needs the build (`npm run build`; `npm run test:screens` builds when a source changed) and Chromium (test/support/browsers.ts finds it).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { openScreen, REPO, SCREENS, SIZES, type ScreenSize } from '../support/screens.ts';
import { screensFixture } from '../support/screens-fixture.ts';

const AXE_SOURCE = readFileSync(path.join(REPO, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** One violation as axe reports it (the fields read here). */
interface Violation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** A violation in a few lines: rule, impact, what it is about, and each element with axe's summary. */
function describeViolation(v: Violation): string {
  const nodes = v.nodes.map((n) => `    ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`);
  return [`  ${v.id} (${v.impact}): ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}; ${v.helpUrl})`, ...nodes].join('\n');
}

const screens = screensFixture('en');

describe('axe-core on every main screen', { concurrency: 1 }, () => {
  for (const screen of SCREENS) {
    const failing = screen.strict ? ['moderate', 'serious', 'critical'] : ['serious', 'critical'];
    for (const size of Object.keys(SIZES) as ScreenSize[]) {
      test(`${screen.name} at ${SIZES[size].width}×${SIZES[size].height}: no ${failing.join(', ')} violation`, { timeout: 400_000 }, async () => {
        const page = await openScreen(screens.browser, screens.server, screen, size);
        try {
          await page.evaluate(AXE_SOURCE);
          const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as Violation[];
          const failed = violations.filter((v) => v.impact && failing.includes(v.impact));
          assert.deepEqual(
            failed.map((v) => v.id),
            [],
            `${screen.name} (${size}) has ${failed.length} ${failing.join('/')} violation${failed.length === 1 ? '' : 's'}:\n${failed.map(describeViolation).join('\n')}`,
          );
        } finally {
          await page.browserContext().close();
        }
      });
    }
  }
});
