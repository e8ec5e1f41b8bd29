/**
 * `npm run screenshots`: shoots each main screen of test/support/screens.ts at 1440×900 and 390×844 from the REAL
 * server (the built bundle, a fresh temp data folder) in Debian's Chromium, as `<screen>-desktop.png` and
 * `<screen>-phone.png`.
 *
 *     npm run screenshots                        # English, into docs/screenshots/ (the README shows them)
 *     npm run screenshots -- --lang it           # Italian, into .scratch/screenshots-it/ (for looking)
 *     npm run screenshots -- --lang it --out DIR # anywhere
 *     npm run screenshots -- --only turn,town    # some screens only
 *
 * `npm run screenshots` builds first when a source changed since the last build (cms/start.ts).
 * @module
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, openScreen, REPO, type ScreenLang, SHOT_SCREENS, SIZES, type ScreenSize, startScreensServer } from './support/screens.ts';

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'en' }, out: { type: 'string' }, only: { type: 'string' } } });
if (values.lang !== 'en' && values.lang !== 'it') {
  console.error(`--lang ${values.lang}: the screens exist in en and it`);
  process.exit(2);
}
const lang: ScreenLang = values.lang;
const out = path.resolve(values.out ?? (lang === 'en' ? path.join(REPO, 'docs', 'screenshots') : path.join(REPO, '.scratch', 'screenshots-it')));
const only = values.only ? values.only.split(',') : null;
const unknown = only?.filter((name) => !SHOT_SCREENS.some((s) => s.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`--only: no screen ${unknown.join(', ')} (the screens: ${SHOT_SCREENS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const server = await startScreensServer();
const browser = await launchChromium(lang);
let failed = 0;
try {
  for (const screen of SHOT_SCREENS.filter((s) => !only || only.includes(s.name))) {
    for (const size of Object.keys(SIZES) as ScreenSize[]) {
      const file = path.join(out, `${screen.name}-${size}.png`);
      try {
        const page = await openScreen(browser, server, screen, size);
        await page.screenshot({ path: file as `${string}.png` });
        await page.browserContext().close();
        console.log(`✔ ${path.relative(process.cwd(), file)}`);
      } catch (err) {
        failed++;
        console.error(`✖ ${path.relative(process.cwd(), file)}: ${err instanceof Error ? err.message : err}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed > 0 ? 1 : 0;
