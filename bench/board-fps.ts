/**
 * Board frame-rate benchmark: the full board of a real mission against a bare instanced grid of the same
 * size, both under software GL (SwiftShader) in headless Chromium at 1280×720, and the frames the board draws when
 * nothing happens.
 *
 * Run: `npm run bench:board` (builds first: the page loads the real bundle `/quest-board.js` from the real server).
 * Options (environment): `SECONDS`, the one-second windows of each measurement (default 10), `MISSION` (default `la-prova`, the classic
 * first quest), `CHROMIUM` (default: the Chromium test/support/browsers.ts finds, by name on `PATH` or at `QB_CHROMIUM`).
 *
 * Method: the built server (`cms/dist/server.mjs`) runs in this process on loopback with a fresh data folder; a room
 * of the mission is created with a fixed seed, four heroes join and the master starts it. Chromium (puppeteer-core,
 * the one `@web/test-runner-chrome` brings; the browser tests' flags: SwiftShader WebGL2) opens a 1280×720 page of
 * the server with `<quest-board>` on the master's seat (every piece, the furniture and the quest book's hidden
 * objects, the marks of the master's turn), its panels hidden so that the board takes the whole 1280×720; a second
 * tab draws the bare grid (`bench/board-fps-grid.ts`, bundled by esbuild): one InstancedMesh of the board's width ×
 * height tiles (the board's tile geometry), the same lights, camera and framing, renderer settings (antialias), into
 * a 1280×720 WebGL canvas. Then, `SECONDS` times, each tab in turn is brought to the front for one second while it
 * redraws every animation frame (the board forced by `board.invalidate()` in a `requestAnimationFrame` loop): taking
 * turns, both meet the same load of a shared machine. The frame time is the interval between animation frames (the
 * first of each window dropped). Both run with the frame rate limit off (`--disable-frame-rate-limit
 * --disable-gpu-vsync`), so a frame costs what it costs. Last, the forced redraw stops and the board's frames are
 * counted over 3 s with nothing happening.
 * Prints frames per second (frames ÷ their total time), median and p99 frame time of both, the ratio of the frame
 * rates board / grid, and the idle frames.
 * Targets: ratio ≥ 0.8; idle frames 0.
 * Diagnostics: `HIDE=0,2` (indices of the board scene's children) or `HIDE=all` hides those layers of the board
 * for the measurement (the run prints what it hid), to see what a frame's time goes to; `SCREENSHOT=board.png` saves
 * the board page as measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findBrowser, PROGRAMS } from '../test/support/browsers.ts';
import { fmt, percentile } from './stats.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const MISSION = process.env.MISSION ?? 'la-prova';
const CHROMIUM = process.env.CHROMIUM ?? findBrowser(PROGRAMS.chromium);
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const HEROES = ['barbaro', 'nano', 'elfo', 'mago'];
const IDLE_MS = 3000;
/** Diagnostics: the board's scene children to hide (indices, or `all`), to see what a frame's time goes to. */
const HIDE = process.env.HIDE ?? '';

/**
 * Page side: hides the board's meshes named by `hide` (`all`, or indices of the scene's children separated by commas);
 * returns what it hid (index, geometry, instances).
 */
function hideLayers(hide: string): string[] {
  type Child = { isMesh?: boolean; visible: boolean; count?: number; geometry?: { type: string } };
  const el = document.querySelector('quest-board') as unknown as { board: { scene3d: { children: Child[] } } };
  const out: string[] = [];
  el.board.scene3d.children.forEach((c, i) => {
    if (!c.isMesh || !(hide === 'all' || hide.split(',').includes(String(i)))) return;
    c.visible = false;
    out.push(`${i} ${c.geometry?.type ?? ''}×${c.count ?? 1}`);
  });
  return out;
}
const TARGET_RATIO = 0.8;

/** Calls the server's API; throws with the answer's body when it is not 2xx. */
async function api<T>(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Frame intervals (ms) of `page`'s animation frames over `seconds`, calling `each` (page-side source) every frame. */
async function measure(page: Page, seconds: number, each: string): Promise<number[]> {
  return page.evaluate(
    (ms: number, body: string) =>
      new Promise<number[]>((resolve) => {
        const step = new Function(body) as () => void;
        const times: number[] = [];
        const loop = (t: number) => {
          step();
          times.push(t);
          if (t - times[0]! < ms) requestAnimationFrame(loop);
          else resolve(times.slice(1).map((x, i) => x - times[i]!));
        };
        requestAnimationFrame(loop);
      }),
    seconds * 1000,
    each,
  );
}

interface Figures {
  fps: number;
  median: number;
  p99: number;
  frames: number;
}

function figures(intervals: number[]): Figures {
  const total = intervals.reduce((a, b) => a + b, 0);
  return { fps: (intervals.length * 1000) / total, median: percentile(intervals, 50), p99: percentile(intervals, 99), frames: intervals.length };
}

/** A new 1280×720 page; the functions this file sends it run there as tsx compiled them (naming them with `__name`). */
async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await page.setViewport({ width: 1280, height: 720, deviceScaleFactor: 1 });
  return page;
}

async function boardPage(
  browser: Browser,
  url: string,
  room: string,
  token: string,
): Promise<{ page: Page; size: { width: number; height: number }; drawCalls: number }> {
  const page = await newPage(browser);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => (m.type() === 'error' ? problems.push(m.text()) : undefined));
  page.on('requestfailed', (r) => problems.push(`${r.url()} failed`));
  await page.setBypassCSP(true);
  // the demo page loads the bundle (/quest-board.js); its content is then replaced by the one board
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => customElements.get('quest-board') !== undefined, { timeout: 30000 });
  await page.evaluate(
    (server: string, roomId: string, seatToken: string) => {
      for (const el of document.head.querySelectorAll('link[rel="stylesheet"], style')) el.remove();
      const style = document.createElement('style');
      style.textContent = `html, body { margin: 0; background: #111; overflow: hidden; }
        quest-board { display: block; width: 1280px; --qb-board-height: 720px; --qb-panel-width: 0px; }
        quest-board::part(turn-bar), quest-board::part(panel), quest-board::part(hint) { display: none; }`;
      document.head.append(style);
      const el = document.createElement('quest-board');
      Object.entries({ server, room: roomId, token: seatToken, lang: 'en' }).forEach(([k, v]) => el.setAttribute(k, v));
      document.body.replaceChildren(el);
    },
    url,
    room,
    token,
  );
  const info = await page
    .waitForFunction(
      () => {
        const el = document.querySelector('quest-board') as
          | (HTMLElement & {
              board?: { frames: number; drawCalls: number; pixelWidth: number; pixelHeight: number };
              view?: { board: { width: number; height: number } };
            })
          | null;
        const b = el?.board;
        return b && b.frames > 0 && el.view
          ? { w: b.pixelWidth, h: b.pixelHeight, calls: b.drawCalls, width: el.view.board.width, height: el.view.board.height }
          : null;
      },
      { timeout: 30000, polling: 100 },
    )
    .catch(async (err: unknown) => {
      const shown = await page.evaluate(
        () => document.querySelector('quest-board')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').slice(0, 300) ?? 'no element',
      );
      throw new Error(`the board did not draw (${String(err)}); the page shows: ${shown}; errors: ${problems.join('; ')}`);
    });
  let v = (await info.jsonValue()) as { w: number; h: number; calls: number; width: number; height: number };
  if (v.w !== 1280) {
    // the element's frame takes a few pixels: widen it so that the board itself is 1280 wide
    v = await page.evaluate(async (w: number) => {
      const el = document.querySelector('quest-board') as unknown as HTMLElement & {
        board: { frames: number; drawCalls: number; pixelWidth: number; pixelHeight: number; whenRendered(): Promise<void> };
        view: { board: { width: number; height: number } };
      };
      el.style.width = `${1280 + (1280 - w)}px`;
      await new Promise((r) => setTimeout(r, 300));
      await el.board.whenRendered();
      return { w: el.board.pixelWidth, h: el.board.pixelHeight, calls: el.board.drawCalls, width: el.view.board.width, height: el.view.board.height };
    }, v.w);
  }
  if (v.w !== 1280 || v.h !== 720) throw new Error(`the board draws at ${v.w}×${v.h}, not 1280×720`);
  return { page, size: { width: v.width, height: v.height }, drawCalls: v.calls };
}

async function gridPage(browser: Browser, width: number, height: number): Promise<Page> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'board-fps-grid.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
  });
  const page = await newPage(browser);
  await page.goto('about:blank');
  await page.setContent(
    '<!doctype html><html><head><meta charset="utf-8"><style>html, body { margin: 0; background: #111; overflow: hidden; }</style></head><body></body></html>',
  );
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  await page.evaluate((w: number, h: number) => window.gridBench.start(w, h), width, height);
  await page.waitForFunction(() => window.gridBench.frames > 5, { timeout: 30000 });
  return page;
}

async function main(): Promise<void> {
  // @ts-expect-error the built server bundle has no type declarations
  const { startServer } = (await import('../cms/dist/server.mjs')) as { startServer: (o: object) => Promise<{ url: string; close(): Promise<void> }> };
  const dataDir = mkdtempSync(join(tmpdir(), 'quest-board-fps-'));
  const server = await startServer({ port: 0, hostname: '127.0.0.1', dataDir, adminToken: ADMIN_TOKEN, log: () => {}, creationsPerMinute: 0 });
  let browser: Browser | null = null;
  try {
    const master = await api<{ room: string; token: string }>(server.url, '/api/rooms', {
      method: 'POST',
      token: ADMIN_TOKEN,
      body: { mission: MISSION, seed: 'board-fps' },
    });
    for (const hero of HEROES) await api(server.url, `/api/rooms/${master.room}/seats`, { method: 'POST', body: { hero } }).catch(() => undefined);
    await api(server.url, `/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });

    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--enable-unsafe-swiftshader',
        '--use-angle=swiftshader',
        '--disable-frame-rate-limit',
        '--disable-gpu-vsync',
        '--window-size=1280,720',
      ],
    });

    const { page, size, drawCalls } = await boardPage(browser, server.url, master.room, master.token);
    const gridTab = await gridPage(browser, size.width, size.height);
    if (process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT as `${string}.png` });
    if (HIDE) console.log(`hidden: ${(await page.evaluate(hideLayers, HIDE)).join(', ')}`);
    // one-second windows, board and grid in turn, each in the front tab: both meet the same load of the machine
    const boardTimes: number[] = [];
    const gridTimes: number[] = [];
    for (let round = 0; round < SECONDS; round++) {
      await page.bringToFront();
      boardTimes.push(...(await measure(page, 1, "document.querySelector('quest-board').board.invalidate()")).slice(1));
      await gridTab.bringToFront();
      gridTimes.push(...(await measure(gridTab, 1, 'window.gridBench.paused = false')).slice(1));
      await gridTab.evaluate('window.gridBench.paused = true');
    }
    const board = figures(boardTimes);
    const grid = figures(gridTimes);
    await gridTab.close();
    // nothing happens: the board must draw nothing
    await page.bringToFront();
    await new Promise((r) => setTimeout(r, 500));
    const idle = await page.evaluate(async (ms: number) => {
      const b = (document.querySelector('quest-board') as unknown as HTMLElement & { board: { frames: number } }).board;
      const before = b.frames;
      await new Promise((r) => setTimeout(r, ms));
      return b.frames - before;
    }, IDLE_MS);
    await page.close();

    const ratio = board.fps / grid.fps;
    const row = (name: string, f: Figures) =>
      `${name.padEnd(34)} ${fmt(f.fps, 1).padStart(7)} fps   median ${fmt(f.median, 2).padStart(7)} ms   p99 ${fmt(f.p99, 2).padStart(7)} ms   (${f.frames} frames)`;
    console.log(`board-fps: ${MISSION}, ${size.width}×${size.height} squares, 1280×720, SwiftShader, ${SECONDS} one-second windows each, alternating`);
    console.log(row(`full board (${drawCalls} draw calls)`, board));
    console.log(row(`bare instanced grid (${size.width * size.height} tiles)`, grid));
    console.log(`ratio board / grid: ${fmt(ratio * 100, 1)}% (target ≥ ${TARGET_RATIO * 100}%) ${ratio >= TARGET_RATIO ? '✔' : '✘'}`);
    console.log(`idle frames over ${IDLE_MS / 1000} s: ${idle} (target 0) ${idle === 0 ? '✔' : '✘'}`);
    console.log(`RESULT_JSON ${JSON.stringify({ mission: MISSION, squares: [size.width, size.height], drawCalls, board, grid, ratio, idle })}`);
  } finally {
    await browser?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
