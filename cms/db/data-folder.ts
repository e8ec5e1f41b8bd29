/**
 * The data folder of a SQLite database, made ready before the file is opened: created when missing (one level at a
 * time, so a folder that cannot be made is an error, not the endless loop Node's recursive `mkdir` falls into under
 * `/proc`), and checked writable with the file and its `-wal` and `-shm` beside it. SQLite opens a file it cannot
 * write read-only without a word, and that connection stays read-only after the file is fixed; so a start on such a
 * file is refused with a line saying which file and what to do.
 * @module
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A reason the server cannot start, as one line a host can act on (`cms/main.ts` prints it as it is). */
export class StartProblem extends Error {
  override name = 'StartProblem';
}

/** Whether this process may write `path` (an existing file or folder). */
export type CanWrite = (path: string) => boolean;

/** `access(path, W_OK)`: what the operating system says this process may write. */
export const canWrite: CanWrite = (path) => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether `path` exists (a broken link counts as missing). */
function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes `dataDir` (and the folders above it that are missing), then checks that this process may write it and, of
 * `file` and its `-wal` and `-shm`, those that exist.
 * @param file the database file's name inside `dataDir`
 * @param writable the write check ({@link canWrite} unless given)
 * @throws StartProblem naming the folder or file and what to do.
 */
export function prepareDataFolder(dataDir: string, file: string, writable: CanWrite = canWrite): void {
  const folder = resolve(dataDir);
  const missing: string[] = [];
  for (let at = folder; !exists(at); at = dirname(at)) missing.unshift(at);
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      throw new StartProblem(`cannot make the data folder ${dataDir} (${level}: ${code}): make it yourself or set DATA_DIR to a folder this user may write`);
    }
  }
  if (!statSync(folder).isDirectory()) throw new StartProblem(`the data folder ${dataDir} is not a folder: set DATA_DIR to a folder`);
  if (!writable(folder))
    throw new StartProblem(`the data folder ${dataDir} cannot be written by this user: make it writable (chmod u+w) or set DATA_DIR to another folder`);
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    const path = join(folder, name);
    if (exists(path) && !writable(path)) {
      throw new StartProblem(
        `the database file ${join(dataDir, name)} cannot be written by this user: make it writable (chmod u+w ${join(dataDir, `${file}*`)}) and start again`,
      );
    }
  }
}
