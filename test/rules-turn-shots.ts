/**
 * Pictures of one turn of a `rules` ruleset, for looking at: the turn of test/browser/rules-turn.test.ts (the content of
 * test/support/rules-turn-fixture.ts) played on a running server, its hero seat's page shot at 1440×900 and 390×844 in
 * Italian and English — once the fighter holds Arcane ward by concentration (`concentration-<size>.png`: the card and
 * the board; on the phone also `concentration-card-phone.png`, the card's sheet open), and once the goblin has walked
 * off and she is offered the parting blow (`prompt-<size>.png`; on the phone also `prompt-phone-card-open.png`, with
 * the card's sheet still open). It prints the countdown read twice, two seconds
 * apart, and the size of the prompt's buttons.
 *
 *     node --import tsx test/rules-turn-shots.ts --server http://127.0.0.1:8833 --token ADMIN_TOKEN [--out DIR]
 *
 * The server is one you started (`npm start` with `ADMIN_TOKEN` set, and `ROOMS_PER_MINUTE=0`); the pictures go to
 * `.scratch/rules-turn/<lang>/` unless `--out` says where (a folder per language beneath it).
 * @module
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { turnContent } from './support/rules-turn-fixture.ts';
import { launchChromium, openScreen, REPO, type Screen, type ScreenLang, type ScreensServer, SIZES, type ScreenSize } from './support/screens.ts';

const { values } = parseArgs({ options: { server: { type: 'string' }, token: { type: 'string' }, out: { type: 'string' } } });
if (!values.server || !values.token) {
  console.error('--server URL and --token ADMIN_TOKEN are needed (a server you started with ADMIN_TOKEN set)');
  process.exit(2);
}
const url = values.server.replace(/\/$/, '');
const adminToken = values.token;
const out = path.resolve(values.out ?? path.join(REPO, '.scratch', 'rules-turn'));

type Grant = { room: string; seat: string; token: string };

/** An API call to the server; throws with the answer unless it is 2xx. */
async function api<T = any>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url + route, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const send = (seat: Grant, action: unknown) => api('POST', `/api/rooms/${seat.room}/actions`, seat.token, action);
const viewOf = (seat: Grant) => api<{ view: { turn: { unit: string; seat: string } | null } }>('GET', `/api/rooms/${seat.room}/view`, seat.token);

/** Ends the turns under way (each by its own seat) until `unit`'s turn. */
async function untilTurnOf(unit: string, master: Grant, hero: Grant): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const { view } = await viewOf(master);
    if (view.turn?.unit === unit) return;
    await send(view.turn!.seat === hero.seat ? hero : master, { type: 'end_turn' });
  }
  throw new Error(`no turn of ${unit} came`);
}

/** A function run in the page: every element matching `selector`, shadow trees included. */
const DEEP = `(function deep(selector, root = document) {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deep(selector, el.shadowRoot));
  return found;
})`;

/** Waits until `selector` matches in the page, shadow trees included. */
function waitDeep(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction(`${DEEP}(${JSON.stringify(selector)}).length > 0`, { timeout: 120_000, polling: 100 });
}

/** Two frames, for the page to show what it drew. */
const frames = (page: Page) => page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');

/** Shoots the turn at `size` in `lang`: a room of its own, the ward cast on the page, then the prompt. */
async function shoot(lang: ScreenLang, size: ScreenSize): Promise<void> {
  const browser = await launchChromium(lang);
  try {
    const content = turnContent();
    const host = await api('POST', '/api/rooms', adminToken, { mission: content.mission.id, seed: `shots-${lang}-${size}` });
    const master: Grant = { room: host.room, seat: host.seat, token: host.token };
    const hero: Grant = await api('POST', `/api/rooms/${host.room}/seats`, undefined, { hero: content.hero.id });
    await send(master, { type: 'start' });
    await untilTurnOf(hero.seat, master, hero);
    const screen: Screen = {
      name: `rules-turn-${lang}-${size}`,
      title: 'A rules turn',
      strict: false,
      shot: false,
      prepare: async () => ({
        path: `/?room=${encodeURIComponent(hero.room)}&join`,
        storage: { [`quest-board:seat:${new URL(url).origin}|${hero.room}`]: hero.token },
      }),
      reach: async (page) => void (await waitDeep(page, 'qb-hero-card')),
    };
    const server: ScreensServer = { url, adminToken, visit: (s) => s.prepare(server), close: async () => {} };
    const page = await openScreen(browser, server, screen, size);
    const dir = path.join(out, lang);
    mkdirSync(dir, { recursive: true });
    // the mission's objective opens on a first visit: closed, as a player does
    await page.evaluate(`${DEEP}('[data-action="objective-close"]')[0]?.click()`);
    await waitDeep(page, 'button[data-ability="scudo"]:not([disabled])');
    await page.evaluate(`${DEEP}('button[data-ability="scudo"]')[0].click()`);
    await waitDeep(page, '[data-concentrating]');
    await new Promise((r) => setTimeout(r, 1500));
    await frames(page);
    await page.screenshot({ path: path.join(dir, `concentration-${size}.png`) as `${string}.png` });
    const sheet = (open: boolean) =>
      page.evaluate(
        `(() => { const tab = ${DEEP}('[data-sheet="card"]')[0]; if (tab && (tab.getAttribute('aria-expanded') === 'true') !== ${open}) tab.click(); })()`,
      );
    if (size === 'phone') {
      // on a phone the hero card is a bottom sheet: opened from its tab, as a player does
      await sheet(true);
      await new Promise((r) => setTimeout(r, 800));
      await frames(page);
      await page.screenshot({ path: path.join(dir, `concentration-card-${size}.png`) as `${string}.png` });
    }
    await untilTurnOf('m1', master, hero);
    await send(master, { type: 'move_creature', creature: 'm1', to: [6, 2] });
    await waitDeep(page, 'qb-rules-prompt');
    await new Promise((r) => setTimeout(r, 1500));
    await frames(page);
    await page.screenshot({ path: path.join(dir, `prompt-${size}${size === 'phone' ? '-card-open' : ''}.png`) as `${string}.png` });
    if (size === 'phone') {
      // and with the sheet closed: the board whole under the prompt
      await sheet(false);
      await new Promise((r) => setTimeout(r, 800));
      await frames(page);
      await page.screenshot({ path: path.join(dir, `prompt-${size}.png`) as `${string}.png` });
    }
    const seconds = await page.evaluate(`${DEEP}('.seconds').map((s) => s.getAttribute('data-seconds'))`);
    const buttons = await page.evaluate(
      `${DEEP}('qb-rules-prompt').flatMap((p) => [...p.shadowRoot.querySelectorAll('button')].map((b) => Math.round(b.getBoundingClientRect().width) + 'x' + Math.round(b.getBoundingClientRect().height)))`,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const later = await page.evaluate(`${DEEP}('.seconds').map((s) => s.getAttribute('data-seconds'))`);
    console.log(`✔ ${path.relative(process.cwd(), dir)}/{concentration,prompt}-${size}.png (the countdown: ${seconds} then ${later}; the buttons: ${buttons})`);
    await page.browserContext().close();
  } finally {
    await browser.close();
  }
}

const content = turnContent();
await api('PUT', `/api/rulesets/${content.ruleset.id}`, adminToken, content.ruleset);
await api('PUT', `/api/heroes/${content.hero.id}`, adminToken, content.hero);
await api('PUT', `/api/creatures/${content.creature.id}`, adminToken, content.creature);
await api('PUT', `/api/missions/${content.mission.id}`, adminToken, content.mission);
for (const lang of ['it', 'en'] as const) for (const size of Object.keys(SIZES) as ScreenSize[]) await shoot(lang, size);
