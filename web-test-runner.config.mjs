/**
 * Browser tests (`npm run test:browser`): Debian's Chromium, headless, WebGL through SwiftShader, the whole suite;
 * `npm run test:browser:firefox` and `test:browser:webkit` (QB_ENGINE) run the element's main flows in Firefox and
 * WebKit under a virtual display (test/support/engines.ts).
 * A plugin starts the REAL quest-board server (cms/server.ts) on a free port with a fresh data folder and a known
 * administrator token before the tests, hands its URL to the test pages as `window.QB_SERVER` (and the token as
 * `window.QB_ADMIN_TOKEN`), and stops it afterwards.
 * The default reporter prints its progress once where the output is no terminal (test/support/wtr-progress-once.ts).
 * When `TEST_FAILURES_FILE` names a file (test/run-steps.ts does, for `npm test`'s summary), the failing tests are
 * also written there, one JSON line each (test/support/wtr-failures-reporter.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { tsImport } from 'tsx/esm/api';

const { freePort } = await tsImport('./test/support/free-port.ts', import.meta.url);
const { failuresReporter, FAILURES_FILE_ENV } = await tsImport('./test/support/wtr-failures-reporter.ts', import.meta.url);
const { progressOnce } = await tsImport('./test/support/wtr-progress-once.ts', import.meta.url);
const failuresFile = process.env[FAILURES_FILE_ENV];
const { engineOf, engineRun, BrowserSetupError } = await tsImport('./test/support/engines.ts', import.meta.url);

/**
 * The engine of this run (QB_ENGINE: chromium, the default, runs the whole suite; firefox and webkit the main flows,
 * under a virtual display), its browser found on this machine (test/support/browsers.ts: no path is written here).
 * A missing browser, a program that is not the browser, or an unknown engine stops the run at once with one line
 * saying what to do (no stack).
 */
let engine;
let run;
try {
  engine = engineOf();
  run = await engineRun(engine);
} catch (err) {
  if (!(err instanceof BrowserSetupError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const ADMIN_TOKEN = 'browser-tests-admin-token';

/** @type {{ url: string, close(): Promise<void> } | null} */
let server = null;
let dataDir = '';

/** The options the real server starts with (its data folder and port are kept across a restart). */
// computer heroes act every 60 ms: a whole game of them within a test's time, each step still an update of its own
const serverOptions = () => ({
  hostname: '127.0.0.1',
  dataDir,
  adminToken: ADMIN_TOKEN,
  keepAliveMs: 5000,
  log: () => {},
  creationsPerMinute: 0,
  computerPaceMs: 60,
});

/** The `campaign-play-on` plays under way or finished, by job id. */
const playJobs = { count: 0, running: new Map() };

/**
 * Plays a Forsaken Woods campaign on over the REAL server as its player would, with the scripted HTTP client of the
 * node tests (test/support/campaign-play.ts and campaign-road.ts: every action taken from the player's own legal
 * list, each fight's room played by the scripted heroes, after a defeat the Temple and again): from where the party
 * is, location after location (the Divided Trail's `option`, default `bootprints`), going to town after each fight,
 * until `until` holds in town. `until: 'level-up'`: a level-2 hero may be levelled up at the Guild (it is not:
 * that is left to the page). Returns `{ hero, level, xp, price, fights }` (the hero, its level and XP, the Guild's
 * price, and each fight played as `[node, result]`).
 */
async function playCampaignOn({ campaign, token, until, option = 'bootprints' }) {
  if (until !== 'level-up') throw new Error(`campaign-play-on: unknown until ${JSON.stringify(until)} (level-up)`);
  const { CampaignTable, FORSAKEN_WOODS } = await tsImport('./test/support/campaign-play.ts', import.meta.url);
  const { RoadPlayer } = await tsImport('./test/support/campaign-road.ts', import.meta.url);
  const table = await CampaignTable.attach(server.url, campaign, [{ name: 'leader', token, heroes: [] }]);
  try {
    const first = await table.httpView();
    if (first.view.adventure.id !== FORSAKEN_WOODS.id) throw new Error(`campaign-play-on plays ${FORSAKEN_WOODS.id}, not ${first.view.adventure.id}`);
    const ready = (v) => v.legal.find((a) => a.type === 'level_up' && v.view.company.heroes.find((h) => h.id === a.hero)?.level === 2);
    const road = new RoadPlayer(table, FORSAKEN_WOODS, { levelUp: false, train: false, reserve: 0, maxTries: 4, stopInTown: (v) => !!ready(v) });
    if (!(await road.playOn({ tier: first.view.run.tier, option }))) throw new Error('campaign-play-on: the road ended before a hero could level up');
    const v = await table.view();
    const action = ready(v);
    const hero = v.view.company.heroes.find((h) => h.id === action.hero);
    const price = v.view.town.find((o) => o.action.type === 'level_up' && o.action.hero === hero.id)?.price;
    return { hero: hero.id, level: hero.level, xp: hero.xp, price, fights: road.fights.map((f) => [f.node, f.fight.result]) };
  } finally {
    table.close();
  }
}

/**
 * Starts and stops the real server around the test run. `restart-real-server`
 * (`executeServerCommand('restart-real-server', { downMs })`) stops it, waits `downMs`, and starts it again on the same
 * port and data folder, as a host restarting the process would: rooms continue from their logs.
 * `campaign-play-on` (`executeServerCommand('campaign-play-on', { campaign, token, until: 'level-up' })`) starts
 * playing a campaign on as its player ({@link playCampaignOn}) and returns a job id at once (a command must answer
 * within 20 s); `campaign-play-on-result` (`{ job }`) returns `{ done: false }` while it plays, then `{ done: true, result }` (or throws its error).
 */
function questBoardServer() {
  return {
    name: 'quest-board-server',
    async executeCommand({ command, payload }) {
      // a command must answer within 20 s (the runner's limit): the play runs on, and the page asks for its result
      if (command === 'campaign-play-on') {
        if (!server) throw new Error('the test server is not running');
        const job = `play-${++playJobs.count}`;
        const entry = { done: false, result: null, error: null };
        playJobs.running.set(job, entry);
        playCampaignOn(payload).then(
          (result) => Object.assign(entry, { done: true, result }),
          (err) => Object.assign(entry, { done: true, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
        );
        return job;
      }
      if (command === 'campaign-play-on-result') {
        const entry = playJobs.running.get(payload?.job);
        if (!entry) throw new Error(`no campaign play ${JSON.stringify(payload?.job)}`);
        // (a command answering null or undefined counts as not handled)
        if (!entry.done) return { done: false };
        playJobs.running.delete(payload.job);
        if (entry.error) throw new Error(`campaign-play-on failed: ${entry.error}`);
        return { done: true, result: entry.result };
      }
      if (command !== 'restart-real-server') return undefined;
      if (!server) throw new Error('the test server is not running');
      const { startServer } = await tsImport('./cms/server.ts', import.meta.url);
      const port = server.port;
      await server.close();
      server = null;
      await new Promise((r) => setTimeout(r, payload?.downMs ?? 0));
      server = await startServer({ ...serverOptions(), port });
      return true;
    },
    async serverStart({ server: devServer }) {
      const { startServer } = await tsImport('./cms/server.ts', import.meta.url);
      dataDir = await mkdtemp(join(tmpdir(), 'quest-board-browser-'));
      server = await startServer({ ...serverOptions(), port: 0 });
      // the page's live connection (a WebSocket to /api/live) from a page of this origin: piped to the real server
      devServer.on('upgrade', (req, socket, head) => {
        if (!server || req.url?.split('?')[0] !== '/api/live') return;
        const upstream = connect(server.port, '127.0.0.1', () => {
          const lines = [`${req.method} ${req.url} HTTP/1.1`];
          for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
          upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
          if (head.length > 0) upstream.write(head);
          socket.pipe(upstream).pipe(socket);
        });
        const end = () => (socket.destroy(), upstream.destroy());
        upstream.on('error', end);
        socket.on('error', end);
        socket.on('close', () => upstream.destroy());
        upstream.on('close', () => socket.destroy());
      });
    },
    async serverStop() {
      await server?.close();
      server = null;
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances of one deployment, one after the other, for the element's failover (test/browser/failover.test.ts).
 * Instances share their rooms through one database; the browser tests have SQLite, which one process at a time may
 * serve, so the second instance starts on the first one's data folder once the first is closed — as a host whose
 * instance died and whose other instance serves the same database.
 * - `failover-start`: starts the first instance on a fresh data folder and picks a free port for the second;
 *   returns `{ first, second }` (their URLs).
 * - `failover-switch`: closes the first and starts the second on the same data folder; returns true.
 * - `failover-stop`: closes whatever runs and removes the folder.
 * - `free-port`: a port of 127.0.0.1 nothing listens on (an address that never answers); returns the port.
 */
function failoverServers() {
  /** @type {{ url: string, port: number, close(): Promise<void> } | null} */
  let running = null;
  let dir = '';
  let secondPort = 0;
  const stop = async () => {
    await running?.close();
    running = null;
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = '';
  };
  return {
    name: 'failover-servers',
    async executeCommand({ command }) {
      if (command === 'free-port') return freePort();
      if (!command.startsWith('failover-')) return undefined;
      const { startServer } = await tsImport('./cms/server.ts', import.meta.url);
      if (command === 'failover-start') {
        await stop();
        dir = await mkdtemp(join(tmpdir(), 'quest-board-failover-'));
        running = await startServer({ ...serverOptions(), dataDir: dir, port: 0 });
        secondPort = await freePort();
        return { first: running.url, second: `http://127.0.0.1:${secondPort}` };
      }
      if (command === 'failover-switch') {
        if (!running) throw new Error('failover-start first');
        await running.close();
        running = null;
        running = await startServer({ ...serverOptions(), dataDir: dir, port: secondPort });
        return true;
      }
      if (command === 'failover-stop') {
        await stop();
        return true;
      }
      return undefined;
    },
    async serverStop() {
      await stop();
    },
  };
}

/**
 * The server forbids framing its pages (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), and the Archive's tests
 * open `/archive` in an iframe of the test page on purpose: the proxy lets this one origin frame it
 * (`frame-ancestors 'self'`, no `X-Frame-Options`) and leaves the rest of the policy as the server sent it, so the
 * Archive's tests run under its real Content-Security-Policy. test/browser/csp.test.ts opens the pages from the server
 * itself, unframed, with every header as sent.
 */
function frameable(key, value) {
  return key === 'content-security-policy' ? value.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : value;
}

/**
 * `visit-real-server` (`executeServerCommand('visit-real-server', { path, storage?, viewport?, isolated?, steps })`): opens `path`
 * of the REAL server in a new tab of the test browser (`isolated`: in a browser context of its own, a first visit
 * with no cookie, whatever other tabs signed in to) (`viewport` `{ width, height }` in CSS pixels, 1280 x 900 by
 * default; `languages`, e.g. `'en-US,en'`: the browser's preferred languages, as `browser-languages` sets them),
 * at the server's own origin with its own headers (no proxy, no frame),
 * with the `storage` entries in its localStorage, and records every `securitypolicyviolation` and uncaught error of
 * the tab from its first script on, and every message the tab's console shows as an error (a failed request
 * included, as the browser logs it). Then runs `steps`
 * in order, each one of: `{ waitFor: selector }`, `{ click: selector }`, `{ fill: [selector, text] }`,
 * `{ style: [selector, property] }` (records the element's computed value of a CSS property), `{ text: selector }`
 * (records its text, spaces collapsed), `{ attr: [selector, name] }` (records an attribute's value), `{ box: selector }`
 * (records the element's `{ width, height, top, bottom }` on screen, page not scrolled, and its `scrollWidth` and `clientWidth`), `{ pageWidth: true }` (records the page's
 * `document.documentElement.scrollWidth` and `clientWidth`), `{ goto: path }`, `{ hash: '#…' }` (sets the address's
 * hash, as a link or a typed address does), `{ back: true }` and `{ forward: true }` (the browser's buttons),
 * `{ gone: selector }` (waits until nothing matches), `{ address: true }` (records `location.hash`); a selector may
 * pierce shadow roots with puppeteer's `>>>`. Returns `{ violations, errors, consoleErrors, styles, boxes, widths,
 * texts }`; a step that times out throws, naming it.
 */
/** The visits under way or finished, by job id (`visit-real-server-start`). */
const visitJobs = { count: 0, running: new Map() };

/** One visit of the real server's pages (see {@link realServerPages}). */
async function visitRealServerPages(payload, session) {
  if (!server) throw new Error('the test server is not running');
  const testPage = session.browser.getPage(session.id);
  // `isolated`: a browser context of its own (its own cookies and storage), closed with the tab
  const context = payload.isolated ? await testPage.browser().createBrowserContext() : null;
  const tab = await (context ?? testPage.browserContext()).newPage();
  // a tab in the background gets no animation frames: the boards would not draw
  await tab.bringToFront();
  const errors = [];
  const styles = [];
  const boxes = [];
  const widths = [];
  const texts = [];
  tab.on('pageerror', (err) => errors.push(String(err)));
  const consoleErrors = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()}${message.location()?.url ? ` (${message.location().url})` : ''}`);
  });
  if (payload.languages) {
    // the reader's browser: its preferred languages (see `browser-languages`)
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.setUserAgentOverride', { userAgent: await tab.browser().userAgent(), acceptLanguage: payload.languages });
  }
  await tab.evaluateOnNewDocument((storage) => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
    if (location.protocol === 'http:') for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, payload.storage ?? {});
  const violations = [];
  const collect = async () => violations.push(...(await tab.evaluate(() => window.__cspViolations ?? [])));
  try {
    await tab.setViewport(payload.viewport ?? { width: 1280, height: 900 });
    await tab.goto(`${server.url}${payload.path}`, { waitUntil: 'load' });
    // polls: puppeteer's waitForSelector watches the document's mutations, which do not see inside shadow roots
    const find = async (selector) => {
      for (const end = Date.now() + 15000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
        const found = await tab.$(selector);
        if (found) return found;
      }
      throw new Error(`no element matches ${selector} after 15 s`);
    };
    for (const step of payload.steps ?? []) {
      const what = JSON.stringify(step);
      try {
        if (step.waitFor) await find(step.waitFor);
        else if (step.click) await (await find(step.click)).click();
        else if (step.fill) await (await find(step.fill[0])).type(step.fill[1]);
        else if (step.style) {
          const el = await find(step.style[0]);
          styles.push(await el.evaluate((e, property) => getComputedStyle(e).getPropertyValue(property), step.style[1]));
        } else if (step.box) {
          const el = await find(step.box);
          boxes.push(
            await el.evaluate((e) => {
              const r = e.getBoundingClientRect();
              return { width: r.width, height: r.height, top: r.top, bottom: r.bottom, scrollWidth: e.scrollWidth, clientWidth: e.clientWidth };
            }),
          );
        } else if (step.text) {
          texts.push(await (await find(step.text)).evaluate((e) => e.textContent.replace(/\s+/g, ' ').trim()));
        } else if (step.attr) {
          texts.push(await (await find(step.attr[0])).evaluate((e, name) => e.getAttribute(name), step.attr[1]));
        } else if (step.pageWidth) {
          widths.push(await tab.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })));
        } else if (step.hash) {
          await tab.evaluate((hash) => (location.hash = hash), step.hash);
        } else if (step.back) {
          await tab.evaluate(() => history.back());
        } else if (step.forward) {
          await tab.evaluate(() => history.forward());
        } else if (step.gone) {
          for (const end = Date.now() + 15000; await tab.$(step.gone); await new Promise((r) => setTimeout(r, 100))) {
            if (Date.now() > end) throw new Error(`${step.gone} still shown after 15 s`);
          }
        } else if (step.address) {
          texts.push(await tab.evaluate(() => location.hash));
        } else if (step.goto) {
          await collect();
          await tab.goto(`${server.url}${step.goto}`, { waitUntil: 'load' });
        } else throw new Error('unknown step');
      } catch (err) {
        // what the page shows, shadow trees included, says why a step found nothing
        const shown = await tab.evaluate(() => {
          const text = (root) =>
            [...root.childNodes].map((n) => (n.nodeType === 3 ? n.textContent : n.shadowRoot ? text(n.shadowRoot) : n.nodeType === 1 ? text(n) : '')).join(' ');
          return text(document.body).replace(/\s+/g, ' ').slice(0, 600);
        });
        throw new Error(`step ${what} on ${payload.path}: ${err instanceof Error ? err.message : err}; the page shows: ${shown}`);
      }
    }
    await collect();
  } finally {
    await tab.close();
    await context?.close();
    await testPage.bringToFront();
  }
  return { violations, errors, consoleErrors, styles, boxes, widths, texts };
}

function realServerPages() {
  return {
    name: 'real-server-pages',
    async executeCommand({ command, payload, session }) {
      // a command must answer within 20 s (the runner's limit, which a visit on a busy machine can pass): a visit
      // started with `visit-real-server-start` runs on, and the page asks `visit-real-server-result` for it
      if (command === 'visit-real-server-start') {
        const job = `visit-${++visitJobs.count}`;
        const entry = { done: false, result: null, error: null };
        visitJobs.running.set(job, entry);
        visitRealServerPages(payload, session).then(
          (result) => Object.assign(entry, { done: true, result }),
          (err) => Object.assign(entry, { done: true, error: err instanceof Error ? err.message : String(err) }),
        );
        return job;
      }
      if (command === 'visit-real-server-result') {
        const entry = visitJobs.running.get(payload?.job);
        if (!entry) throw new Error(`no visit ${JSON.stringify(payload?.job)}`);
        // (a command answering null or undefined counts as not handled)
        if (!entry.done) return { done: false };
        visitJobs.running.delete(payload.job);
        if (entry.error) throw new Error(entry.error);
        return { done: true, result: entry.result };
      }
      if (command !== 'visit-real-server') return undefined;
      return visitRealServerPages(payload, session);
    },
  };
}

/**
 * `touch` (`executeServerCommand('touch', { steps })`): real touch input on the test page through the DevTools
 * protocol (`Input.dispatchTouchEvent`), as a phone's screen sends it: the browser makes the pointer events itself,
 * `touch-action` and all. Each step is `{ type: 'touchStart' | 'touchMove' | 'touchEnd', points: [{ x, y, id }] }`
 * (CSS pixels of the viewport; a `touchEnd` lists the fingers still down). Touch emulation is turned on first, so
 * the page sees a touch screen; `{ off: true }` turns it off again (the runner reuses its pages for later test files).
 * Returns true.
 */
function touchInput() {
  /** @type {WeakMap<object, import('puppeteer-core').CDPSession>} */
  const sessions = new WeakMap();
  return {
    name: 'touch-input',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch') return undefined;
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (payload.off) {
        if (cdp) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
        sessions.delete(page);
        return true;
      }
      if (!cdp) {
        cdp = await page.createCDPSession();
        await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
        sessions.set(page, cdp);
      }
      for (const step of payload.steps) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: step.type,
          touchPoints: step.points.map((p) => ({ x: p.x, y: p.y, id: p.id, radiusX: 2, radiusY: 2, force: 1 })),
        });
      }
      return true;
    },
  };
}

/**
 * The reader's browser and its wheel, through the DevTools protocol of the test page (its iframes included):
 * - `browser-languages` (`executeServerCommand('browser-languages', { languages: 'en-US,en' })`): the browser's
 *   preferred languages as a reader's browser sets them (`Network.setUserAgentOverride`'s `acceptLanguage`: what
 *   `navigator.languages` and the `Accept-Language` header say, at once and for the pages loaded later);
 *   `{ off: true }` ends the override (the runner reuses its pages for later test files), back to the launch's
 *   `--accept-lang`. Returns true.
 * - `wheel` (`executeServerCommand('wheel', { x, y, deltaY })`): a real wheel turn (`Input.dispatchMouseEvent`
 *   `mouseWheel`) at a position of the viewport in CSS pixels, `deltaY` in pixels (negative: up), as a mouse's
 *   wheel sends it: the browser hit-tests, scrolls and steps a number input itself. Returns true.
 */
function readerBrowser() {
  /** @type {WeakMap<object, import('puppeteer-core').CDPSession>} */
  const sessions = new WeakMap();
  return {
    name: 'reader-browser',
    async executeCommand({ command, payload, session }) {
      if (command !== 'browser-languages' && command !== 'wheel') return undefined;
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (command === 'browser-languages' && payload.off) {
        // the override lives as long as the protocol session that set it
        await cdp?.detach();
        sessions.delete(page);
        return true;
      }
      if (!cdp) {
        cdp = await page.createCDPSession();
        sessions.set(page, cdp);
      }
      if (command === 'wheel') {
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: payload.x, y: payload.y });
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: payload.x, y: payload.y, deltaX: 0, deltaY: payload.deltaY });
        return true;
      }
      await cdp.send('Network.setUserAgentOverride', { userAgent: await page.browser().userAgent(), acceptLanguage: payload.languages });
      return true;
    },
  };
}

/**
 * Forwards `/api/*` and the Archive's pages (`/archive`, `/archive/*`) to the real server, so that a test page (or
 * an iframe of `/archive`) shares one origin with the API: the Archive signs in with the session cookie, which
 * needs same-origin requests. Streams (server-sent events) are piped through; the live connection's WebSocket
 * (`/api/live`) is piped by the server plugin above.
 */
function proxyToServer() {
  const hop = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);
  return async (ctx, next) => {
    const path = ctx.path;
    if (!server || !(path.startsWith('/api/') || path === '/archive' || path.startsWith('/archive/'))) return next();
    const headers = {};
    for (const [k, v] of Object.entries(ctx.request.headers)) if (!hop.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    let body;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      body = Buffer.concat(chunks);
    }
    const abort = new AbortController();
    ctx.req.on('close', () => abort.abort());
    let res;
    try {
      res = await fetch(`${server.url}${ctx.url}`, { method: ctx.method, headers, body, redirect: 'manual', signal: abort.signal });
    } catch (err) {
      if (abort.signal.aborted) return; // the page went away first
      throw err;
    }
    ctx.status = res.status;
    res.headers.forEach((value, key) => {
      if (!hop.has(key) && key !== 'content-encoding' && key !== 'set-cookie' && key !== 'x-frame-options') ctx.set(key, frameable(key, value));
    });
    const cookies = res.headers.getSetCookie();
    if (cookies.length) ctx.set('set-cookie', cookies);
    if (!res.body) {
      ctx.body = '';
      return;
    }
    // a stream cut short when the page goes away is not an error of the test
    const out = new PassThrough();
    Readable.fromWeb(res.body)
      .on('error', () => out.end())
      .pipe(out);
    ctx.body = out;
  };
}

export default {
  files: run.files ? [...run.files] : ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  // test files at once: half the cores (each file drives the real server, WebGL in software and often a second tab),
  // at least 1; BROWSER_TEST_CONCURRENCY overrides it. Firefox and WebKit: always one (WebKit's WebDriver session is
  // one window, which setViewport resizes; more at once would run the files in iframes of it)
  concurrency:
    run.concurrency ??
    (Number(process.env.BROWSER_TEST_CONCURRENCY) > 0 ? Number(process.env.BROWSER_TEST_CONCURRENCY) : Math.max(1, Math.floor(availableParallelism() / 2))),
  // a busy machine (a build beside it, another test run) starts Chromium and a test page slowly: the defaults (30 s
  // for the browser, 20 s for a page's tests to start) failed a fresh clone's run at load 8
  browserStartTimeout: 180000,
  testsStartTimeout: 180000,
  browsers: run.browsers,
  // the default reporter, its last progress printed once where the output is no terminal (test/support/wtr-progress-once.ts)
  reporters: [progressOnce(defaultReporter()), ...(failuresFile ? [failuresReporter(failuresFile, engine)] : [])],
  middleware: [proxyToServer()],
  plugins: [
    esbuildPlugin({ ts: true, json: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    questBoardServer(),
    realServerPages(),
    failoverServers(),
    touchInput(),
    readerBrowser(),
    run.plugin,
    ...(run.commands ? [run.commands] : []),
  ],
  // one test's limit, sized for a busy machine (a slow machine runs a whole campaign fight in one test)
  testFramework: { config: { timeout: 90000 } },
  // a file's tests together: test/browser/campaign.test.ts plays a campaign's road on, fights included, in two languages
  testsFinishTimeout: 900000,
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <head><meta charset="utf-8" /></head>
  <body>
    <script>
      window.process = { env: { NODE_ENV: 'production' } };
      window.QB_SERVER = ${JSON.stringify(server?.url ?? '')};
      window.QB_ADMIN_TOKEN = ${JSON.stringify(ADMIN_TOKEN)};
    </script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
