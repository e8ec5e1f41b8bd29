/**
 * The browser of one web-test-runner run, by engine ({@link ENGINE_ENV}, `chromium` when unset):
 * - `chromium`: Debian's Chromium through `@web/test-runner-chrome`, headless, WebGL in software; the whole suite.
 * - `firefox`: Firefox (ESR) through the same launcher with `puppeteer-core`'s `browser: 'firefox'` (WebDriver BiDi),
 *   headed under a virtual display of its own (headless Firefox has no WebGL); the {@link FLOW_FILES}.
 * - `webkit`: WebKitGTK's MiniBrowser through `@web/test-runner-webdriver` (webdriverio) and a WebKitWebDriver started
 *   here on a free port, under the virtual display; the {@link FLOW_FILES}.
 * Each browser is an Italian reader's (navigator.languages `it-IT, it`). The programs are found by
 * test/support/browsers.ts; a missing one (or a program that is not the browser) throws its one-line
 * {@link BrowserSetupError} before anything starts.
 * The virtual display (`Xvfb`) and the driver are started when this is called and stopped when the process ends.
 * @module
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserLauncher, TestRunnerPlugin } from '@web/test-runner';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { Key } from 'webdriverio';
import { BrowserSetupError, type Engine, findBrowser, MissingBrowserError, PROGRAMS } from './browsers.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { freePort } from './free-port.ts';

export { BrowserSetupError, ENGINE_ENV, engineOf, MissingBrowserError } from './browsers.ts';

/**
 * The element's main flows, run in every engine (Chromium runs them with the rest): join, a hero's turn by mouse and
 * the master's turn (quest-board), a hero's turn by keyboard (keyboard), a campaign's map (campaign-map) and a fight
 * (campaign-join: a campaign joined, travelled, its fight's board played from seat to seat), the Archive's mission
 * editor with a real mouse and keys and a save (map-drawing), and the board without WebGL (flat-board: a hero's turn
 * on the 2D board, `renderer="2d"`, the board's guard, the mission editor's preview in 2D).
 */
export const FLOW_FILES: readonly string[] = [
  'test/browser/quest-board.test.ts',
  'test/browser/keyboard.test.ts',
  'test/browser/campaign-map.test.ts',
  'test/browser/campaign-join.test.ts',
  'test/browser/map-drawing.test.ts',
  'test/browser/flat-board.test.ts',
];

/** What a run in one engine needs in web-test-runner's configuration. */
export interface EngineRun {
  engine: Engine;
  browsers: BrowserLauncher[];
  /** The test files of the run (the whole suite in Chromium). */
  files: readonly string[] | undefined;
  /** Test files at once, when the engine wants its own (one page at a time outside Chromium). */
  concurrency: number | undefined;
  /** Stops what was started for the run (the virtual display, the driver) when the runner stops. */
  plugin: TestRunnerPlugin;
  /** The engine's own commands, when the runner's do not reach it (WebKit). */
  commands?: TestRunnerPlugin;
}

/** The languages of an Italian reader's browser. */
const ACCEPT_LANGUAGE = 'it-IT,it';

/** The processes started for this run, ended with it. */
const started: ChildProcess[] = [];
const stopAll = () => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
};
process.once('exit', stopAll);

/** Starts `Xvfb` on a free display number (it picks one itself and says which: `-displayfd`); resolves to `:N`. */
async function virtualDisplay(): Promise<string> {
  const xvfb = findBrowser(PROGRAMS.xvfb);
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  started.push(child);
  let errors = '';
  child.stderr!.on('data', (c: Buffer) => (errors += c.toString('utf8')));
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdio[3]!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => {
      const last = errors.trim().split('\n').pop();
      reject(
        new BrowserSetupError(
          `Xvfb (${xvfb}) ended (exit code ${code}) before it opened a display${last ? `: ${last}` : ''}: apt-get install xvfb (or set QB_XVFB to it)`,
        ),
      );
    });
  });
  return `:${number}`;
}

/** Starts WebKitWebDriver on a free port of 127.0.0.1 and waits until it answers; resolves to the port. */
async function webkitDriver(driver: string, env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`], { stdio: 'ignore', env });
  started.push(child);
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new BrowserSetupError(`WebKitWebDriver (${driver}) ended (exit code ${child.exitCode}) before it answered`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return port;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new BrowserSetupError(`WebKitWebDriver (${driver}) did not answer on port ${port} within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A key of `@web/test-runner-commands`' `sendKeys` (a character or a key name) as WebDriver's key value. */
function webdriverKey(name: string): string {
  if ([...name].length === 1) return name;
  const value = (Key as Record<string, string>)[name === 'Meta' ? 'Command' : name];
  if (!value) throw new Error(`sendKeys: no WebDriver key named ${JSON.stringify(name)}`);
  return value;
}

/**
 * `setViewport` and `sendKeys` for WebKit (`@web/test-runner-commands` has `setViewport` and `sendKeys`' `down`/`up`
 * for puppeteer's Chromium and Firefox only): the window sized until its viewport is the CSS size asked for (no
 * narrower than MiniBrowser's toolbar, about 450 px), and every key through WebDriver actions, one key down then up
 * after another, keys held across commands (a chord: Control, Shift, then Z) as WebDriver's input state lasts.
 * Answers only for a WebDriver session; runs before the runner's own command plugins (see {@link firstCommands}).
 */
function webdriverCommands(): TestRunnerPlugin {
  return {
    name: 'webdriver-commands',
    async executeCommand({ command, payload, session }) {
      if (session.browser.type !== 'webdriver') return undefined;
      // the launcher's session (private in its types; one window: the run's concurrency is 1)
      const driver = (session.browser as unknown as { driver?: WebdriverIO.Browser }).driver;
      if (!driver) return undefined;
      if (command === 'set-viewport') {
        const { width, height } = payload as { width: number; height: number };
        const viewport = async () => (await driver.execute(() => [window.innerWidth, window.innerHeight])) as [number, number];
        // WebKitGTK resizes its window a moment after it answers: wait until the viewport holds still before judging it
        const settled = async () => {
          let last = await viewport();
          for (let k = 0; k < 20; k++) {
            await new Promise((r) => setTimeout(r, 50));
            const now = await viewport();
            if (now[0] === last[0] && now[1] === last[1]) return now;
            last = now;
          }
          return last;
        };
        let size = { width, height };
        for (let i = 0; i < 6; i++) {
          await driver.setWindowSize(size.width, size.height);
          const inner = await settled();
          if (inner[0] === width && inner[1] === height) return true;
          // the window's frame is what it is: ask for the window the viewport asked for needs, from its size now
          const outer = await driver.getWindowSize();
          size = { width: outer.width + width - inner[0], height: outer.height + height - inner[1] };
        }
        const inner = await viewport();
        throw new Error(`setViewport: the viewport is ${inner[0]}×${inner[1]}, not ${width}×${height}`);
      }
      if (command !== 'send-keys') return undefined;
      const p = payload as { down?: string; up?: string; press?: string };
      const act = (actions: { type: 'keyDown' | 'keyUp'; value: string }[]) => driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
      if (p.down !== undefined) {
        await act([{ type: 'keyDown', value: webdriverKey(p.down) }]);
        return true;
      }
      if (p.up !== undefined) {
        await act([{ type: 'keyUp', value: webdriverKey(p.up) }]);
        return true;
      }
      // a press, or text typed key after key: the keys one by one, each down then up (the runner's own goes through
      // webdriverio's `keys`, which drops a repeated letter in WebKit, "delle" typed as "dele", and lets go of held keys)
      const typed = p.press !== undefined ? [webdriverKey(p.press)] : [...((payload as { type?: string }).type ?? '')];
      if (typed.length === 0) return undefined;
      await act(
        typed.flatMap((value) => [
          { type: 'keyDown' as const, value },
          { type: 'keyUp' as const, value },
        ]),
      );
      return true;
    },
  };
}

/**
 * A plugin whose commands answer before the runner's own command plugins (which web-test-runner puts first, and whose
 * `set-viewport` throws for a WebDriver session): once the server starts, it moves itself to the front of the
 * runner's command list (the `test-runner-api` plugin's).
 */
function firstCommands(plugin: TestRunnerPlugin): TestRunnerPlugin {
  return {
    ...plugin,
    serverStart(args) {
      const api = (args.config.plugins ?? []).find((p) => p.name === 'test-runner-api') as { plugins?: TestRunnerPlugin[] } | undefined;
      const list = api?.plugins;
      if (!list) throw new Error(`${plugin.name}: web-test-runner's command list was not found`);
      const self = list.findIndex((p) => p.name === plugin.name);
      if (self > 0) list.unshift(...list.splice(self, 1));
    },
  };
}

/**
 * An Italian locale for WebKitGTK, which takes the reader's languages from the process's locale and nothing else:
 * `it_IT.UTF-8` built once by `localedef` (Debian's `locales` sources) into a folder of the temp directory; returns the
 * environment that selects it (`LOCPATH`, `LC_ALL`).
 */
function italianLocale(): NodeJS.ProcessEnv {
  const localedef = findBrowser(PROGRAMS.localedef);
  const dir = path.join(tmpdir(), 'quest-board-locale');
  if (!existsSync(path.join(dir, 'it_IT.UTF-8', 'LC_CTYPE'))) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync(localedef, ['-i', 'it_IT', '-f', 'UTF-8', path.join(dir, 'it_IT.UTF-8')], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (err) {
      // localedef exits 1 on warnings, having built the locale
      if (!existsSync(path.join(dir, 'it_IT.UTF-8', 'LC_CTYPE')))
        throw new MissingBrowserError(
          PROGRAMS.localedef,
          `it_IT could not be built: ${
            String((err as { stderr?: Buffer }).stderr ?? err)
              .trim()
              .split('\n')[0]
          }`,
        );
    }
  }
  return { LOCPATH: dir, LC_ALL: 'it_IT.UTF-8', LANGUAGE: 'it' };
}

/**
 * The browser of a run in `engine`, started as described in the module's comment; throws the one-line
 * {@link BrowserSetupError} when a program it needs is not installed, is another program, or ends before it answers.
 */
export async function engineRun(engine: Engine): Promise<EngineRun> {
  const plugin: TestRunnerPlugin = { name: 'engine-processes', serverStop: stopAll };
  if (engine === 'chromium') {
    const executablePath = findBrowser(PROGRAMS.chromium);
    return {
      engine,
      files: undefined,
      concurrency: undefined,
      plugin,
      browsers: [
        chromeLauncher({
          launchOptions: {
            executablePath,
            headless: true,
            // an Italian reader's browser (navigator.languages ['it-IT', 'it']): the element, the Archive and the demo
            // open in the browser's language when nothing chose one; test/browser/languages.test.ts emulates others
            args: [...CHROMIUM_FLAGS, `--accept-lang=${ACCEPT_LANGUAGE}`],
          },
        }),
      ],
    };
  }
  if (engine === 'firefox') {
    const executablePath = findBrowser(PROGRAMS.firefox);
    findBrowser(PROGRAMS.xvfb);
    const display = await virtualDisplay();
    return {
      engine,
      files: FLOW_FILES,
      concurrency: 1,
      plugin,
      browsers: [
        chromeLauncher({
          puppeteer: puppeteerCore,
          launchOptions: {
            browser: 'firefox',
            executablePath,
            headless: false,
            env: { ...process.env, DISPLAY: display },
            // focus events as in a window the reader is using (no window manager under Xvfb gives it focus)
            extraPrefsFirefox: { 'intl.accept_languages': ACCEPT_LANGUAGE.replace(',', ', '), 'focusmanager.testmode': true },
          },
        }),
      ],
    };
  }
  const driver = findBrowser(PROGRAMS.webkitDriver);
  const binary = findBrowser(PROGRAMS.webkitBrowser);
  findBrowser(PROGRAMS.xvfb);
  const locale = italianLocale();
  const display = await virtualDisplay();
  const port = await webkitDriver(driver, { ...process.env, DISPLAY: display, ...locale });
  return {
    engine,
    files: FLOW_FILES,
    concurrency: 1,
    plugin,
    commands: firstCommands(webdriverCommands()),
    browsers: [
      webdriverLauncher({
        automationProtocol: 'webdriver',
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        capabilities: {
          browserName: 'MiniBrowser',
          // WebDriver classic: WebKitWebDriver matches no session asking for BiDi (webdriverio's default)
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      }),
    ],
  };
}
