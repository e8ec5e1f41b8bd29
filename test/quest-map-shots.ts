/**
 * `npm run screenshots:maps`: the printed quest map of The Trial (the master's copy, A4) from the REAL server, as
 * Debian's Chromium shows it under the API's security headers, into `docs/screenshots/quest-map.png` (Italian) and
 * `quest-map-en.png` (English); and each map of `--check` missions (all by default) printed to PDF the way a browser's
 * Print does, to count its pages: a map that prints on more than one sheet fails the command.
 *
 *     npm run screenshots:maps                  # the two PNGs, and every mission printed on A4 and Letter
 *     npm run screenshots:maps -- --out DIR     # the PNGs elsewhere
 *
 * A server of the sources (tsx) on a free port of 127.0.0.1 over a fresh temp data folder; Chromium as
 * test/support/browsers.ts finds it.
 * @module
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { loadDefaultPack } from '../content/load-pack.ts';
import { findBrowser, PROGRAMS } from './support/browsers.ts';
import { CHROMIUM_FLAGS } from './support/chromium-flags.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './support/server.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(REPO, 'docs', 'screenshots'));
mkdirSync(out, { recursive: true });

const tmp = tempDir();
const server = await testServer(tmp.dir);
const browser = await puppeteer.launch({ executablePath: findBrowser(PROGRAMS.chromium), headless: true, args: [...CHROMIUM_FLAGS] });
let failed = false;
try {
  const page = await browser.newPage();
  await page.setExtraHTTPHeaders({ authorization: `Bearer ${ADMIN_TOKEN}` });
  for (const [lang, file] of [
    ['it', 'quest-map.png'],
    ['en', 'quest-map-en.png'],
  ] as const) {
    await page.setViewport({ width: 794, height: 1123, deviceScaleFactor: 1.5 });
    const res = await page.goto(`${server.url}/api/missions/la-prova/map.svg?lang=${lang}&copy=master&paper=a4`);
    if (res?.status() !== 200) throw new Error(`map.svg answered ${res?.status()}`);
    await page.screenshot({ path: path.join(out, file) as `${string}.png` });
    console.log(`wrote ${path.relative(REPO, path.join(out, file))}`);
  }
  for (const mission of loadDefaultPack().missions)
    for (const paper of ['a4', 'letter'] as const)
      for (const copy of ['master', 'players'] as const) {
        await page.goto(`${server.url}/api/missions/${mission.id}/map.svg?copy=${copy}&paper=${paper}`);
        const pdf = await page.pdf({
          preferCSSPageSize: true,
          format: paper === 'a4' ? 'A4' : 'Letter',
          printBackground: true,
          margin: { top: 0, right: 0, bottom: 0, left: 0 },
          landscape: await page.evaluate(() => document.documentElement.getAttribute('data-orientation') === 'landscape'),
        });
        const pages =
          Buffer.from(pdf)
            .toString('latin1')
            .match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
        if (pages !== 1) {
          failed = true;
          console.error(`${mission.id} (${paper}, ${copy}): ${pages} pages`);
        }
      }
  console.log(failed ? 'some maps print on more than one page' : 'every map prints on one page');
} finally {
  await browser.close();
  await server.close();
  tmp.remove();
}
process.exit(failed ? 1 : 0);
