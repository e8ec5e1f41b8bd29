/**
 * The browsers of the tests and the screenshots, found on this machine — never one hard-coded path: each by an
 * environment variable when it is set, else by its usual command names on `PATH` (WebKit's MiniBrowser, which is no
 * command, in the installed WebKitGTK library's folder). When one is missing, {@link findBrowser} throws a
 * {@link MissingBrowserError} whose message is ONE line naming what to install, e.g.
 * `firefox-esr is not installed: apt-get install firefox-esr (or set QB_FIREFOX)`.
 *
 * Used by web-test-runner.config.mjs (the browser tests, one engine per run: {@link ENGINE_ENV}) and
 * test/support/screens.ts (`npm run screenshots`, the accessibility step). The flags every Chromium starts with are
 * in test/support/chromium-flags.ts.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The browser engines the tests run in. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** The environment variable that chooses the engine of a web-test-runner run (`chromium` when unset). */
export const ENGINE_ENV = 'QB_ENGINE';

/** A program the tests need, how it is found and what installs it. */
export interface BrowserProgram {
  /** The name the one-line message gives it. */
  label: string;
  /** The environment variable holding its path, which wins over everything else. */
  env: string;
  /** The command names looked for on PATH, in order. */
  commands: readonly string[];
  /** The Debian package that installs it. */
  apt: string;
  /** Where to look when no command is found: a path computed from the machine (MiniBrowser's library folder). */
  fallback?: () => string | undefined;
  /**
   * How to tell the program found is this one before anything starts it: run with `args`, the first line it writes
   * must match `says` (a program that is not the browser would fail to launch with an error naming nothing).
   */
  identity?: { args: readonly string[]; says: RegExp; name: string };
}

/** The programs, by what they are for. */
export const PROGRAMS = {
  chromium: {
    label: 'chromium',
    env: 'QB_CHROMIUM',
    commands: ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'],
    apt: 'chromium',
    identity: { args: ['--version'], says: /\b(Chromium|Google Chrome)\b/, name: 'Chromium' },
  },
  firefox: {
    label: 'firefox-esr',
    env: 'QB_FIREFOX',
    commands: ['firefox-esr', 'firefox'],
    apt: 'firefox-esr',
    identity: { args: ['--version'], says: /\bFirefox\b/, name: 'Firefox' },
  },
  // WebKitWebDriver has no --version: its --help starts `Usage: WebKitWebDriver options`
  webkitDriver: {
    label: 'WebKitWebDriver',
    env: 'QB_WEBKIT_DRIVER',
    commands: ['WebKitWebDriver'],
    apt: 'webkit2gtk-driver',
    identity: { args: ['--help'], says: /\bWebKitWebDriver\b/, name: 'WebKitWebDriver' },
  },
  webkitBrowser: { label: 'MiniBrowser', env: 'QB_WEBKIT_BROWSER', commands: [], apt: 'webkit2gtk-driver', fallback: () => miniBrowser() },
  xvfb: { label: 'Xvfb', env: 'QB_XVFB', commands: ['Xvfb'], apt: 'xvfb' },
  /** Builds the Italian locale WebKitGTK takes its reader's languages from (it reads no preference of its own). */
  localedef: { label: 'localedef', env: 'QB_LOCALEDEF', commands: ['localedef'], apt: 'locales' },
} as const satisfies Record<string, BrowserProgram>;

/**
 * The browsers of a test run cannot be had as asked; its message is ONE line saying what to do, shown alone (no stack)
 * by web-test-runner.config.mjs and test/support/check-browser.ts.
 */
export class BrowserSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowserSetupError';
  }
}

/** A program the tests need is not on this machine; the message is one line naming what to install. */
export class MissingBrowserError extends BrowserSetupError {
  constructor(program: BrowserProgram, detail?: string) {
    super(`${program.label} is not installed${detail ? ` (${detail})` : ''}: apt-get install ${program.apt} (or set ${program.env})`);
    this.name = 'MissingBrowserError';
  }
}

/**
 * The program found for a browser is another program (e.g. `QB_CHROMIUM=/bin/true`); the message is one line naming
 * where it was found, what it says it is, and what to install:
 * `QB_CHROMIUM=/bin/true is not Chromium (its --version says "true (GNU coreutils) 9.1"): apt-get install chromium (or set QB_CHROMIUM to it)`.
 */
export class WrongBrowserError extends BrowserSetupError {
  constructor(program: BrowserProgram & { identity: NonNullable<BrowserProgram['identity']> }, where: string, line: string) {
    const { args, name } = program.identity;
    super(`${where} is not ${name} (its ${args.join(' ')} says ${JSON.stringify(line)}): apt-get install ${program.apt} (or set ${program.env} to it)`);
    this.name = 'WrongBrowserError';
  }
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The first of `commands` found as an executable file in one of `PATH`'s folders. */
export function onPath(commands: readonly string[], pathVariable = process.env.PATH ?? ''): string | undefined {
  const dirs = pathVariable.split(path.delimiter).filter(Boolean);
  for (const command of commands) {
    for (const dir of dirs) {
      const file = path.join(dir, command);
      if (executable(file)) return file;
    }
  }
  return undefined;
}

/**
 * WebKitGTK's MiniBrowser (the browser WebKitWebDriver drives): in the `webkit2gtk-4.1` (or `-4.0`) folder beside
 * the installed `libwebkit2gtk` library, as the dynamic linker's cache (`ldconfig -p`) names it.
 */
function miniBrowser(): string | undefined {
  let cache = '';
  try {
    cache = execFileSync('ldconfig', ['-p'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/sbin:/usr/sbin` },
    });
  } catch {
    return undefined;
  }
  for (const m of cache.matchAll(/libwebkit2gtk-(4\.[01])\.so\S* .*=> (\S+)/g)) {
    const file = path.join(path.dirname(m[2]!), `webkit2gtk-${m[1]}`, 'MiniBrowser');
    if (executable(file)) return file;
  }
  return undefined;
}

/** What each program said it is, by path and arguments: asked once per process. */
const said = new Map<string, string>();

/** The first non-empty line `file` writes to its standard output when run with `args` ("" when none, or it could not run). */
function firstLine(file: string, args: readonly string[], env: NodeJS.ProcessEnv): string {
  const key = `${file}\0${args.join('\0')}`;
  let line = said.get(key);
  if (line === undefined) {
    let out = '';
    try {
      out = execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000, env });
    } catch (err) {
      // a non-zero exit (WebKitWebDriver's --help ends with 1) still said what it is
      out = String((err as { stdout?: string }).stdout ?? '');
    }
    line =
      out
        .split('\n')
        .map((l) => l.trim())
        .find(Boolean) ?? '';
    said.set(key, line);
  }
  return line;
}

/**
 * The path of `program`: its environment variable's value (which must name an executable file), else the first of
 * its commands on PATH, else its fallback. Throws a {@link MissingBrowserError} when there is none, and a
 * {@link WrongBrowserError} when the program found says it is another (its {@link BrowserProgram.identity}).
 */
export function findBrowser(program: BrowserProgram, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env[program.env];
  let found: string | undefined;
  if (chosen) {
    if (!executable(chosen)) throw new MissingBrowserError(program, `${program.env}=${chosen} is no executable file`);
    found = chosen;
  } else {
    found = onPath(program.commands, env.PATH ?? '') ?? program.fallback?.();
    if (!found || !existsSync(found)) throw new MissingBrowserError(program);
  }
  const { identity } = program;
  if (identity) {
    const line = firstLine(found, identity.args, env);
    if (!identity.says.test(line)) throw new WrongBrowserError({ ...program, identity }, chosen ? `${program.env}=${chosen}` : found, line);
  }
  return found;
}

/** The programs a run in each engine needs, in the order they are looked for. */
export const ENGINE_PROGRAMS: Record<Engine, readonly BrowserProgram[]> = {
  chromium: [PROGRAMS.chromium],
  firefox: [PROGRAMS.firefox, PROGRAMS.xvfb],
  webkit: [PROGRAMS.webkitDriver, PROGRAMS.webkitBrowser, PROGRAMS.xvfb, PROGRAMS.localedef],
};

/**
 * Finds every program a run in `engine` needs ({@link ENGINE_PROGRAMS}), throwing the first one's one-line
 * {@link BrowserSetupError}; returns their paths in that order.
 */
export function findEngine(engine: Engine, env: NodeJS.ProcessEnv = process.env): string[] {
  return ENGINE_PROGRAMS[engine].map((program) => findBrowser(program, env));
}

/**
 * The engine a web-test-runner run uses ({@link ENGINE_ENV}, any case, spaces around ignored; `chromium` when unset
 * or empty); throws a one-line {@link BrowserSetupError} naming the engines when it is none of them.
 */
export function engineOf(env: NodeJS.ProcessEnv = process.env): Engine {
  const value = (env[ENGINE_ENV] ?? '').trim().toLowerCase() || 'chromium';
  if (!(ENGINES as readonly string[]).includes(value))
    throw new BrowserSetupError(`${ENGINE_ENV}=${env[ENGINE_ENV]} is no engine of the tests: ${ENGINES.join(', ')}`);
  return value as Engine;
}
