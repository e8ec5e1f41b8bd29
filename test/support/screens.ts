/**
 * The main screens of quest-board, defined once for `npm run screenshots` (test/screenshots.ts) and the accessibility
 * test (test/accessibility/axe.test.ts): each screen's name, how it is reached (the state set up over the HTTP API of
 * the real server, the address opened, what is clicked) and what it waits for before it counts as shown (no loading
 * text, every board drawn, the page's fonts and pictures loaded).
 *
 * {@link startScreensServer} starts the REAL server from the built bundle (`cms/dist/main.mjs`, as `npm start` runs
 * it) on a free port with a fresh temp data folder and an administrator; {@link launchChromium} starts Debian's
 * Chromium (found by test/support/browsers.ts) through puppeteer-core in one language; {@link openScreen} opens a screen at one
 * size in a browser context of its own (no cookie or storage shared between screens).
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core';
import { findBrowser, PROGRAMS } from './browsers.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { freePort } from './free-port.ts';
import type { Action, View } from '../../engine/index.ts';
import { heroChoice, masterChoice } from './bot.ts';

/** The repository's root folder. */
export const REPO = path.resolve(import.meta.dirname, '..', '..');

/** The languages the screens are shown in. */
export type ScreenLang = 'en' | 'it';

/** The two sizes every screen is shown at: a laptop's 1440×900 and a phone's 390×844 (a touch screen). */
export const SIZES = {
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
} as const satisfies Record<string, Viewport>;

/** A size's name: `desktop` or `phone`. */
export type ScreenSize = keyof typeof SIZES;

/** The administrator the screens server is started with (the Archive's screens sign in as it). */
const ADMIN = { name: 'screens-admin', password: 'screens-admin-password-0123' };
/** The administrator token of the screens server (rooms and campaigns with a fixed seed). */
const ADMIN_TOKEN = 'screens-admin-token-0123456789abcdef';

/** How long a screen may take to show on a slow, busy machine (software WebGL, a build beside it). */
const SHOW_MS = 180_000;

/** Where a screen's page goes, once its state is set up. */
export interface Visit {
  /** The address on the server (`/?room=…`). */
  path: string;
  /** localStorage entries the page finds on its first load (a seat's or a campaign player's token). */
  storage?: Record<string, string>;
  /** Signed in to the Archive as the administrator first. */
  signIn?: boolean;
}

/** One main screen. */
export interface Screen {
  /** The file name's stem (`join` → `join-desktop.png`). */
  name: string;
  /** What it shows, in English (the README's captions). */
  title: string;
  /** Whether axe's `moderate` violations fail too (the demo page and a room), not only `serious` and `critical`. */
  strict: boolean;
  /** Whether `npm run screenshots` shoots it (the axe test checks every screen, these and a few more pages). */
  shot: boolean;
  /** Sets up its state over the API (once per server: both sizes and a second look open the same state). */
  prepare(server: ScreensServer): Promise<Visit>;
  /** Once the page loaded: clicks to reach the screen, and waits for what shows it is there. */
  reach(page: Page): Promise<void>;
}

/** A running screens server. */
export interface ScreensServer {
  url: string;
  adminToken: string;
  /** A screen's visit, set up on first use. */
  visit(screen: Screen): Promise<Visit>;
  close(): Promise<void>;
}

/**
 * Starts the built server (`cms/dist/main.mjs`; `npm run build` makes it) on a free port of 127.0.0.1, with a fresh
 * temp data folder (removed on close), an administrator account and token, and no creation limit.
 * @throws when the bundle is missing or the server does not say it listens within 2 minutes.
 */
export async function startScreensServer(): Promise<ScreensServer> {
  const bundle = path.join(REPO, 'cms', 'dist', 'main.mjs');
  if (!existsSync(bundle)) throw new Error(`${path.relative(REPO, bundle)} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quest-board-screens-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      ADMIN_TOKEN,
      ADMIN_NAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      ROOMS_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 120 s: ${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${code}) before listening: ${output}`));
    });
  });
  const visits = new Map<string, Promise<Visit>>();
  const server: ScreensServer = {
    url,
    adminToken: ADMIN_TOKEN,
    visit(screen) {
      let visit = visits.get(screen.name);
      if (!visit) {
        visit = screen.prepare(server);
        visits.set(screen.name, visit);
      }
      return visit;
    },
    async close() {
      if (child.exitCode === null) {
        const ended = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await ended;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Starts headless Chromium (software WebGL) with `lang` as the browser's language, as a reader's browser sets it. */
export function launchChromium(lang: ScreenLang): Promise<Browser> {
  return puppeteer.launch({
    executablePath: findBrowser(PROGRAMS.chromium),
    headless: true,
    protocolTimeout: SHOW_MS,
    env: { ...process.env, LANGUAGE: lang },
    args: [...CHROMIUM_FLAGS, `--accept-lang=${lang === 'it' ? 'it-IT,it' : 'en-US,en'}`],
  });
}

/** An API call to the screens server; throws with the answer unless it is 2xx. */
async function api<T = any>(server: ScreensServer, method: string, route: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + route, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The localStorage key the element keeps a `kind` under for `id` on the page's own server (components/seat-store.ts). */
const storeKey = (server: ScreensServer, kind: 'seat' | 'campaign', id: string) => `quest-board:${kind}:${new URL(server.url).origin}|${id}`;

/** The mission of the room screens: The Trial, the first mission a player meets. */
const ROOM_MISSION = 'la-prova';

/** A room of The Trial with a fixed seed; the Barbarian and the Wizard seated when `heroes`; started when `start`. */
async function trialRoom(server: ScreensServer, { heroes, start }: { heroes: boolean; start: boolean }) {
  const created = await api(server, 'POST', '/api/rooms', { token: server.adminToken, body: { mission: ROOM_MISSION, seed: 'screens' } });
  const seats: { seat: string; token: string }[] = [];
  if (heroes) for (const hero of ['barbaro', 'mago']) seats.push(await api(server, 'POST', `/api/rooms/${created.room}/seats`, { body: { hero } }));
  if (start) await api(server, 'POST', `/api/rooms/${created.room}/actions`, { token: created.token, body: { type: 'start' } });
  return { room: created.room as string, master: created.token as string, role: created.role as string, seats };
}

/** The Trial (fixed seed, the barbarian and the wizard, replay `replay`) played to its end over the API by scripted players. */
async function finishedTrial(server: ScreensServer, replay: 'private' | 'public'): Promise<{ room: string; master: string; role: string }> {
  const created = await api(server, 'POST', '/api/rooms', { token: server.adminToken, body: { mission: ROOM_MISSION, seed: 'screens-over', replay } });
  const seats: { token: string }[] = [{ token: created.token }];
  for (const hero of ['barbaro', 'mago']) seats.push(await api(server, 'POST', `/api/rooms/${created.room}/seats`, { body: { hero } }));
  for (let i = 0; i < 2000; i++) {
    const looks = await Promise.all(
      seats.map(({ token }) => api<{ view: View; legal: Action[] }>(server, 'GET', `/api/rooms/${created.room}/view`, { token })),
    );
    if (looks[0]!.view.phase === 'over') return { room: created.room, master: created.token, role: created.role };
    const turn = looks.findIndex(({ view, legal }) => legal.length > 0 && (view.phase === 'lobby' ? view.seat === 'master' : view.turn?.seat === view.seat));
    if (turn < 0) throw new Error(`room ${created.room}: nobody may act`);
    const { view, legal } = looks[turn]!;
    const action = turn === 0 ? masterChoice(view, legal) : heroChoice(view, legal);
    await api(server, 'POST', `/api/rooms/${created.room}/actions`, { token: seats[turn]!.token, body: action });
  }
  throw new Error(`room ${created.room} did not end`);
}

/**
 * A Forsaken Woods campaign with a fixed seed, its prologue skipped, led by the page (its leader holds every hero):
 * in town, or at the Old Road's ambush when `travel`, its fight begun when `fight`.
 */
async function woodsCampaign(server: ScreensServer, { travel, fight }: { travel: boolean; fight: boolean }): Promise<Visit> {
  const created = await api(server, 'POST', '/api/campaigns', { token: server.adminToken, body: { adventure: 'forsaken-woods', seed: 'screens' } });
  const id = created.campaign as string;
  const token = created.token as string;
  const act = (action: Record<string, unknown>) => api(server, 'POST', `/api/campaigns/${id}/actions`, { token, body: action });
  const legal = async () => (await api(server, 'GET', `/api/campaigns/${id}/view`, { token })).legal as { type: string; to?: string }[];
  if ((await legal()).some((a) => a.type === 'skip_prologue')) await act({ type: 'skip_prologue' });
  if (travel) await act({ type: 'travel', to: 'old-road' });
  if (fight) {
    if (!(await legal()).some((a) => a.type === 'fight')) throw new Error('the Old Road offers no fight');
    await act({ type: 'fight' });
  }
  return { path: `/?campaign=${encodeURIComponent(id)}`, storage: { [storeKey(server, 'campaign', id)]: token } };
}

/** A function run in the page: every element matching `selector`, shadow trees included. */
const DEEP = `(function deep(selector, root = document) {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deep(selector, el.shadowRoot));
  return found;
})`;

/** Waits until something matches `selector` in the page, shadow trees included (`what` names it in the error). */
async function waitDeep(page: Page, selector: string, what: string): Promise<void> {
  try {
    await page.waitForFunction(`${DEEP}(${JSON.stringify(selector)}).length > 0`, { timeout: SHOW_MS, polling: 100 });
  } catch (err) {
    throw new Error(`${what} (${selector}) never showed: ${err instanceof Error ? err.message : err}`);
  }
}

/**
 * Clicks the first element matching `selector`, shadow trees included, if one shows within `ms` (a tab the screen
 * may not have: the campaign's places are being redrawn, and a screen that shows its part at once needs no click).
 */
async function clickDeepIfThere(page: Page, selector: string, ms = 5_000): Promise<void> {
  const there = await page
    .waitForFunction(`${DEEP}(${JSON.stringify(selector)}).length > 0`, { timeout: ms, polling: 100 })
    .then(() => true)
    .catch(() => false);
  if (there) await page.evaluate(`${DEEP}(${JSON.stringify(selector)})[0].click()`);
}

/** Reaches a campaign's part: its tab clicked when it has one, then waits for the part (any of `shown`). */
async function campaignPart(page: Page, tab: string, shown: string, what: string): Promise<void> {
  await waitDeep(page, 'qb-campaign', 'the campaign');
  // the campaign's first view: its header (where the Company stands) or a tab
  await waitDeep(page, '[part~="campaign-header"], [role="tab"], [data-panel]', "the campaign's first view");
  await clickDeepIfThere(page, `[role="tab"][data-tab="${tab}"]`);
  await waitDeep(page, shown, what);
}

/**
 * The main screens, in the order the README shows them. Navigation uses the API and stable `data-*` hooks, so the
 * screens' looks may change under them.
 */
export const SCREENS: readonly Screen[] = [
  {
    name: 'demo',
    title: 'The demo page: missions and campaigns',
    strict: true,
    shot: true,
    prepare: async () => ({ path: '/' }),
    reach: (page) => waitDeep(page, '[data-mission], [data-adventure]', 'a mission or campaign to play'),
  },
  {
    name: 'join',
    title: "Joining a room: a hero's invite link and the hero picker",
    strict: true,
    shot: true,
    prepare: async (server) => ({ path: `/?room=${encodeURIComponent((await trialRoom(server, { heroes: false, start: false })).room)}&join` }),
    reach: (page) => waitDeep(page, '[data-hero]', "the picker's heroes"),
  },
  {
    name: 'turn',
    title: "A hero's turn: the Barbarian has rolled to move",
    strict: true,
    shot: true,
    async prepare(server) {
      const { room, seats } = await trialRoom(server, { heroes: true, start: true });
      const hero = seats[0]!;
      await api(server, 'POST', `/api/rooms/${room}/actions`, { token: hero.token, body: { type: 'roll' } });
      return { path: `/?room=${encodeURIComponent(room)}&join`, storage: { [storeKey(server, 'seat', room)]: hero.token } };
    },
    reach: (page) => waitDeep(page, 'qb-hero-card, [part~="hero-card"], qb-turn-bar', "the hero's turn"),
  },
  {
    name: 'turn-2d',
    title: "A hero's turn on the 2D board (drawn from above, as where WebGL is missing)",
    strict: true,
    shot: false,
    async prepare(server) {
      const { room, seats } = await trialRoom(server, { heroes: true, start: true });
      const hero = seats[0]!;
      await api(server, 'POST', `/api/rooms/${room}/actions`, { token: hero.token, body: { type: 'roll' } });
      return { path: `/?room=${encodeURIComponent(room)}&join&renderer=2d`, storage: { [storeKey(server, 'seat', room)]: hero.token } };
    },
    reach: (page) => waitDeep(page, '.flat-board [data-unit]', "the 2D board's pieces"),
  },
  {
    name: 'master',
    title: "The master's panel of a started room",
    strict: true,
    shot: true,
    async prepare(server) {
      const { room, master, role } = await trialRoom(server, { heroes: true, start: true });
      return { path: `/?room=${encodeURIComponent(room)}`, storage: { [`quest-board-demo:master:${room}`]: JSON.stringify({ token: master, role }) } };
    },
    reach: (page) => waitDeep(page, 'qb-master-panel', "the master's panel"),
  },
  {
    name: 'lobby',
    title: "The master's lobby: a hero seated, the computer offered the free heroes",
    strict: true,
    shot: true,
    async prepare(server) {
      const created = await api(server, 'POST', '/api/rooms', { token: server.adminToken, body: { mission: ROOM_MISSION, seed: 'screens' } });
      await api(server, 'POST', `/api/rooms/${created.room}/seats`, { body: { hero: 'barbaro' } });
      await api(server, 'POST', `/api/rooms/${created.room}/computer-seats`, { token: created.token, body: { heroes: ['nano'] } });
      return {
        path: `/?room=${encodeURIComponent(created.room)}`,
        storage: { [`quest-board-demo:master:${created.room}`]: JSON.stringify({ token: created.token, role: created.role }) },
      };
    },
    reach: (page) => waitDeep(page, '[data-role="computer-seats"]', 'the computer companions'),
  },
  {
    name: 'game-over',
    title: "The master's end screen: who won, Watch the replay, and who may watch it again",
    strict: true,
    shot: true,
    async prepare(server) {
      const { room, master, role } = await finishedTrial(server, 'private');
      return { path: `/?room=${encodeURIComponent(room)}`, storage: { [`quest-board-demo:master:${room}`]: JSON.stringify({ token: master, role }) } };
    },
    async reach(page) {
      // a phone has the banner under the board: scrolled to, as a player does
      await waitDeep(page, 'select[data-replay="access"]:not([disabled])', "the banner's replay choice");
      await page.evaluate(`${DEEP}('[part~="banner"]')[0].scrollIntoView({ block: 'center' })`);
    },
  },
  {
    name: 'replay',
    title: 'A public replay, as anyone with its link watches it: the game half-way, the timeline and the chronicle in step',
    strict: true,
    shot: true,
    prepare: async (server) => ({ path: `/?room=${encodeURIComponent((await finishedTrial(server, 'public')).room)}&replay` }),
    async reach(page) {
      await waitDeep(page, '[data-replay="where"]', "the replay's controls");
      await page.evaluate(`(() => { const r = document.querySelector('quest-board').replayer; r.seek(Math.round(r.steps * 0.55)); })()`);
    },
  },
  {
    name: 'campaign-map',
    title: "A campaign's adventure map",
    strict: false,
    shot: true,
    prepare: (server) => woodsCampaign(server, { travel: true, fight: false }),
    reach: (page) => campaignPart(page, 'map', '[data-panel="map"], qb-campaign-map', 'the map'),
  },
  {
    name: 'town',
    title: 'The town between fights',
    strict: false,
    shot: true,
    prepare: (server) => woodsCampaign(server, { travel: false, fight: false }),
    reach: (page) => campaignPart(page, 'town', '[data-panel="town"], [data-role="town"], [data-service]', 'the town'),
  },
  {
    name: 'fight',
    title: "A campaign fight: the Old Road's ambush",
    strict: false,
    shot: true,
    prepare: (server) => woodsCampaign(server, { travel: true, fight: true }),
    reach: (page) => waitDeep(page, '[part~="fight-board"]', "the fight's board"),
  },
  {
    name: 'map-editor',
    title: "The Archive's map editor (The Trial)",
    strict: false,
    shot: true,
    prepare: async () => ({ path: `/archive#missions/${ROOM_MISSION}/map`, signIn: true }),
    reach: (page) => waitDeep(page, 'button[data-tab="map"][aria-selected="true"]', "the map editor's tab"),
  },
  {
    name: 'balance',
    title: "The Archive's balance report of The Trial (Simulate pressed)",
    strict: false,
    shot: true,
    prepare: async () => ({ path: `/archive#missions/${ROOM_MISSION}`, signIn: true }),
    async reach(page) {
      await waitDeep(page, 'button[data-action="simulate"]', 'the Simulate button');
      await page.evaluate(`${DEEP}('button[data-action="simulate"]')[0].scrollIntoView({ block: 'start' })`);
      await clickDeepIfThere(page, 'button[data-action="simulate"]');
      await waitDeep(page, '[data-role="report"]', 'the balance report');
      await page.evaluate(`${DEEP}('qb-balance-report')[0].scrollIntoView({ block: 'start' })`);
    },
  },
  // checked by the accessibility test only: the Archive's first page and its list of missions
  {
    name: 'archive-sign-in',
    title: "The Archive's sign-in",
    strict: false,
    shot: false,
    prepare: async () => ({ path: '/archive' }),
    reach: (page) => waitDeep(page, 'form[data-role="sign-in"] input[name="password"]', 'the sign-in form'),
  },
  {
    name: 'archive-missions',
    title: "The Archive's missions",
    strict: false,
    shot: false,
    prepare: async () => ({ path: '/archive#missions', signIn: true }),
    reach: (page) => waitDeep(page, `[data-id="${ROOM_MISSION}"], a[href$="#missions/${ROOM_MISSION}"]`, "The Trial in the missions' list"),
  },
];

/** The screens `npm run screenshots` shoots (10, each at both sizes: 20 pictures). */
export const SHOT_SCREENS: readonly Screen[] = SCREENS.filter((s) => s.shot);

/**
 * Waits until the page is still: every `quest-board` of a room or campaign showing something, every board on the
 * screen drawn (the element's, a campaign fight's, the map editor's preview) with nothing pending, the fonts loaded, and the
 * network quiet for half a second (pictures and textures load after the first board shows).
 */
async function settle(page: Page): Promise<void> {
  const boardsDrawn = `(() => {
    const deep = ${DEEP};
    const boards = deep('*').map((el) => { try { return el.board; } catch { return undefined; } }).filter((b) => b && typeof b.whenRendered === 'function');
    const waiting = deep('quest-board').filter((el) => el.hasAttribute('room') || el.hasAttribute('campaign')).some((el) => !el.shadowRoot || !el.shadowRoot.firstElementChild);
    // a board off the screen (the map editor's preview below a phone's fold) draws only once it shows
    return !waiting && boards.filter((b) => b.visible !== false).every((b) => b.frames > 0);
  })()`;
  await page.waitForFunction(boardsDrawn, { timeout: SHOW_MS, polling: 200 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: SHOW_MS, concurrency: 0 }).catch(() => {});
  await page.evaluate(`(async () => {
    const deep = ${DEEP};
    await document.fonts.ready;
    const boards = deep('*').map((el) => { try { return el.board; } catch { return undefined; } }).filter((b) => b && typeof b.whenRendered === 'function');
    const shown = boards.filter((b) => b.visible !== false);
    // (a board scrolled off meanwhile stays dirty until it shows: the wait ends after 15 s at most)
    await Promise.race([Promise.all(shown.map((b) => b.whenRendered())), new Promise((r) => setTimeout(r, 15000))]);
  })()`);
  // two frames for the composited page to show what was drawn
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

/**
 * Opens `screen` at `size` in a browser context of its own (closed with the page: `page.browserContext().close()`),
 * motion reduced (nothing moving while it is shot), and waits until it is shown and still.
 * @throws naming the screen and what it waited for, with the page's text, when it does not show.
 */
export async function openScreen(browser: Browser, server: ScreensServer, screen: Screen, size: ScreenSize): Promise<Page> {
  const visit = await server.visit(screen);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport(SIZES[size]);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    if (visit.storage) {
      await page.evaluateOnNewDocument((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, visit.storage);
    }
    if (visit.signIn) {
      await page.goto(`${server.url}/archive`, { waitUntil: 'load' });
      const status = await page.evaluate(
        async (who) => (await fetch('/api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })).status,
        ADMIN,
      );
      if (status !== 204) throw new Error(`signing in answered ${status}`);
      // the Archive's address differs from /archive only in its hash: a new document, which asks again who signed in
      await page.goto('about:blank');
    }
    await page.goto(server.url + visit.path, { waitUntil: 'load', timeout: SHOW_MS });
    await screen.reach(page);
    await settle(page);
    return page;
  } catch (err) {
    const shown = await page
      .evaluate(`(() => {
      const text = (root) => [...root.childNodes].map((n) => (n.nodeType === 3 ? n.textContent : n.shadowRoot ? text(n.shadowRoot) : n.nodeType === 1 ? text(n) : '')).join(' ');
      return text(document.body).replace(/\\s+/g, ' ').slice(0, 600);
    })()`)
      .catch(() => '?');
    await context.close();
    throw new Error(`screen ${screen.name} (${size}): ${err instanceof Error ? err.message : err}; the page shows: ${shown}`);
  }
}
