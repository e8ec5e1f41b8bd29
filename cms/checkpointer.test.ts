/**
 * The WAL checkpointer (`cms/db/checkpointer.ts`): no worker while the log is small (pages stay in the log, the
 * database file does not grow), the worker once the log passes its mark (the pages reach the database file), and a
 * whole file at close either way (SQLite also checkpoints when the last connection closes; this one holds it open). A real SQLite file in WAL mode with the server's own settings.
 */
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import SQLite from 'better-sqlite3';
import { startCheckpointer } from './db/checkpointer.ts';
import { tempDir } from '../test/support/server.ts';

/** A database file in WAL mode that never checkpoints by itself, as the server opens it, with a table of blobs. */
function walDatabase(dir: string): { file: string; db: SQLite.Database; write(kb: number): void } {
  const file = join(dir, 'q.sqlite');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('create table blobs (b blob)');
  const insert = db.prepare('insert into blobs values (?)');
  return { file, db, write: (kb) => db.transaction(() => insert.run(Buffer.alloc(kb * 1024, 7)))() };
}

const size = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

async function until(what: string, ok: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('below its mark the log is left alone (no worker); past it the worker copies the pages to the database file', async () => {
  const tmp = tempDir();
  const { file, db, write } = walDatabase(tmp.dir);
  const checkpointer = startCheckpointer(file, 50, 400 * 1024);
  try {
    write(200);
    const fileBefore = size(file);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(size(file), fileBefore, 'no checkpoint while the log holds less than its mark');
    assert.ok(size(`${file}-wal`) >= 200 * 1024);
    write(300);
    await until('the pages copied to the database file', () => size(file) >= 500 * 1024);
  } finally {
    db.close();
    await checkpointer.stop();
    tmp.remove();
  }
});

test('a checkpointer whose worker never started leaves a whole file at close, its log emptied', async () => {
  const tmp = tempDir();
  const { file, db, write } = walDatabase(tmp.dir);
  const checkpointer = startCheckpointer(file, 50, 10 * 1024 * 1024);
  try {
    write(100);
    assert.ok(size(`${file}-wal`) >= 100 * 1024, 'the log holds the write');
    const fileBefore = size(file);
    await checkpointer.stop();
    assert.equal(size(`${file}-wal`), 0, 'the last checkpoint emptied the log');
    assert.ok(size(file) >= fileBefore + 100 * 1024, 'the pages are in the database file');
    assert.equal((db.prepare('select count(*) as n from blobs').get() as { n: number }).n, 1);
  } finally {
    db.close();
    tmp.remove();
  }
});
