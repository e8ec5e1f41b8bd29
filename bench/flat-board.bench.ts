/**
 * The 2D board's update cost on a big map: a 60×60 board of 36 rooms with 150 creatures and four heroes
 * (`bench/flat-board-page.ts`, bundled by esbuild), drawn by `FlatBoard` in a 1280×720 box in headless Chromium; then
 * `TIMES` times a turn's updates: new marks (`setMarks`), and the pointer moving onto another square (the hover's
 * highlight). Each is timed with the style and layout it causes. Prints the SVG's node count and the median and
 * total milliseconds of each kind.
 *
 * Run: `node --import tsx bench/flat-board.bench.ts` (no build needed). Options (environment): `TIMES` (default 20),
 * `CHROMIUM` (default: the Chromium test/support/browsers.ts finds).
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { findBrowser, PROGRAMS } from '../test/support/browsers.ts';

const TIMES = Number(process.env.TIMES ?? 20);
const CHROMIUM = process.env.CHROMIUM ?? findBrowser(PROGRAMS.chromium);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const bundle = await build({
  entryPoints: [join(import.meta.dirname, 'flat-board-page.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  logLevel: 'error',
});
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--no-first-run', '--window-size=1280,720'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"><style>html, body { margin: 0; }</style></head><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const out = (await page.evaluate(
    (n) => (window as unknown as { flatBench: { run: (n: number) => Promise<Record<string, number[]>> } }).flatBench.run(n),
    TIMES,
  )) as Record<string, number[]>;
  console.log(`SVG nodes: ${out.nodes![0]}; first drawing: ${out.scene![0]!.toFixed(1)} ms`);
  for (const kind of ['marks', 'hover']) {
    const xs = out[kind]!;
    console.log(`${kind}: ${xs.length} updates, median ${median(xs).toFixed(2)} ms, total ${xs.reduce((a, b) => a + b, 0).toFixed(1)} ms`);
  }
} finally {
  await browser.close();
}
