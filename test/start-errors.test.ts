/**
 * The server's start errors: each one line on stderr naming what is wrong and what to do, exit code 1,
 * never a stack trace nor a start that hangs: a port in use, a `HOST` that is not this machine's, a data folder that
 * cannot be made, and (run as the user `nobody`, since root may write anything) a data folder or database file this
 * user cannot write, which SQLite would otherwise open read-only for good.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type AddressInfo, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import SQLite from 'better-sqlite3';

const MAIN = fileURLToPath(new URL('../cms/main.ts', import.meta.url));
/** A user file permissions apply to: `nobody` when the tests run as root (who may write anything), else this one. */
const NOBODY = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

/**
 * The folders above the repository that `nobody` could not pass through (a clone in a `mktemp -d` folder, mode 700),
 * with their modes: while these tests run they may be passed through by others (o+x, nothing listed or read), so
 * `nobody` can load the server's sources; their modes come back afterwards.
 */
const closedFolders: [string, number][] = [];
before(() => {
  if (!('uid' in NOBODY)) return;
  for (let dir = dirname(MAIN); dir !== dirname(dir); dir = dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) {
      closedFolders.push([dir, mode]);
      chmodSync(dir, mode | 0o001);
    }
  }
});
after(() => {
  for (const [dir, mode] of closedFolders) chmodSync(dir, mode);
});

/** A fresh folder in the system's temp folder (a SQLite data folder: these starts never reach PostgreSQL). */
function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'quest-board-start-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `env` without `DATABASE_URL` and `DATABASE_SCHEMA`: the server takes the SQLite file in `DATA_DIR`. */
function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...rest } = env;
  return rest;
}

/** Runs the server (`cms/main.ts`) with `env` until it exits, 60 s at most. */
function runMain(env: NodeJS.ProcessEnv, options: SpawnSyncOptions = {}): { status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...withoutDatabase(process.env), PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
    ...options,
  });
  return { status: run.status, stderr: String(run.stderr) };
}

/** The last line of `stderr` (a fresh data folder logs its seeding before the start fails). */
const lastLine = (stderr: string) => stderr.trim().split('\n').at(-1);

test('a port already in use: "port N is already in use", not a data folder blamed', async () => {
  const tmp = tempDir();
  const other = createServer().listen(0, '127.0.0.1');
  await once(other, 'listening');
  try {
    const { port } = other.address() as AddressInfo;
    const run = runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tmp.dir });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(lastLine(run.stderr), `quest-board: port ${port} is already in use: stop the other server or set PORT`);
  } finally {
    other.close();
    tmp.remove();
  }
});

test('a HOST that is not an address of this machine says so', () => {
  const tmp = tempDir();
  try {
    const run = runMain({ HOST: '127.0.0.300', DATA_DIR: tmp.dir });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(
      lastLine(run.stderr),
      'quest-board: HOST 127.0.0.300 is not an address of this machine: set HOST to one of its addresses (127.0.0.1: this machine only; 0.0.0.0: every network)',
    );
  } finally {
    tmp.remove();
  }
});

test('a DATA_DIR that cannot be made is refused at once (no endless mkdir under /proc)', () => {
  const run = runMain({ DATA_DIR: '/proc/nonexistent/data' });
  assert.equal(run.status, 1, run.stderr);
  assert.equal(
    run.stderr.trim(),
    'quest-board: cannot make the data folder /proc/nonexistent/data (/proc/nonexistent: ENOENT): make it yourself or set DATA_DIR to a folder this user may write',
  );
});

test('a database file this user cannot write (mode 444) stops the start with a line naming it; writable again, the server starts', {
  timeout: 180_000,
}, async () => {
  const tmp = tempDir();
  try {
    chmodSync(tmp.dir, 0o777);
    const file = join(tmp.dir, 'quest-board.sqlite');
    new SQLite(file).close();
    chmodSync(file, 0o444);
    const refused = runMain({ DATA_DIR: tmp.dir }, NOBODY);
    assert.equal(refused.status, 1, refused.stderr);
    assert.equal(
      refused.stderr.trim(),
      `quest-board: the database file ${file} cannot be written by this user: make it writable (chmod u+w ${file}*) and start again`,
    );
    chmodSync(file, 0o666);
    const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...withoutDatabase(process.env), PORT: '0', HOST: '127.0.0.1', DATA_DIR: tmp.dir },
      ...NOBODY,
    });
    try {
      let out = '';
      server.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      const exited = once(server, 'exit');
      for (;;) {
        if (/quest-board: listening on http:\/\/127\.0\.0\.1:\d+/.test(out)) break;
        const ended = await Promise.race([exited.then(() => true), sleep(100).then(() => false)]);
        assert.equal(ended, false, `the server exited: ${out}`);
      }
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit').catch(() => undefined);
    }
  } finally {
    tmp.remove();
  }
});

test('a data folder this user cannot write stops the start with a line naming it', () => {
  const tmp = tempDir();
  try {
    chmodSync(tmp.dir, 0o555);
    const run = runMain({ DATA_DIR: tmp.dir }, NOBODY);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(
      run.stderr.trim(),
      `quest-board: the data folder ${tmp.dir} cannot be written by this user: make it writable (chmod u+w) or set DATA_DIR to another folder`,
    );
  } finally {
    chmodSync(tmp.dir, 0o700);
    tmp.remove();
  }
});
