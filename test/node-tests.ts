/**
 * Runs node test files with node's test runner, as many files at once as the machine has cores for, and with
 * `--storage` only those that touch storage: `npm run test:node` and `npm run test:postgres` are this script.
 *
 *     node --import tsx test/node-tests.ts [--storage] FILE…
 *
 * - The files come from the shell's globs (Node 20's test runner does not expand them itself).
 * - Files run {@link concurrency} at a time (`--test-concurrency`): one per core, at most 4. The suite is CPU-bound
 *   (each file runs its own real server in its own process), and its tests must hold on a machine whose cores are all
 *   busy anyway. `TEST_CONCURRENCY` overrides it (a positive integer).
 * - `--storage` keeps the files whose imports reach the database ({@link STORAGE_MODULE}), found from the import graph
 *   of their relative imports (static and literal dynamic ones alike), and always keeps the files under `test/postgres/`. An
 *   engine or content test never touches storage, so running it again on PostgreSQL would only repeat it. They share
 *   one PostgreSQL database, each file in schemas of its own, so they run {@link concurrency} at a time too; except the
 *   files that say {@link ALONE_MARK} (`test/postgres/database-away.test.ts` refuses connections to the database and
 *   ends every backend of the test role; `missed-notes.test.ts` drops every listener), which would fail a file running
 *   beside them: those run afterwards, one at a time.
 *
 * Exits with the test runner's exit code; with 2 and one line when no file is given or a file does not exist.
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');

/** The module every database access goes through: a test file that imports it, directly or not, touches storage. */
export const STORAGE_MODULE = 'cms/db/database.ts';

/**
 * The words a storage test file carries (in a comment) when it takes the database away from every other connection
 * of the test role: `--storage` runs it alone, after the others.
 */
export const ALONE_MARK = 'test:postgres runs this file alone';

/** The files among `files` that say {@link ALONE_MARK}. */
export function aloneFiles(files: readonly string[]): string[] {
  return files.filter((f) => readFileSync(path.join(REPO, f), 'utf8').includes(ALONE_MARK));
}

/** Runs node's test runner on `files`, `atOnce` at a time; resolves with its exit code. */
function runFiles(files: readonly string[], atOnce: number): Promise<number> {
  if (files.length === 0) return Promise.resolve(0);
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${atOnce}`, ...files], { cwd: REPO, stdio: 'inherit' });
  return new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * How many test files run at once: `TEST_CONCURRENCY` when it is a positive integer, else one per core (at least 1,
 * at most 4).
 */
export function concurrency(cores = availableParallelism(), env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.TEST_CONCURRENCY);
  if (Number.isInteger(set) && set > 0) return set;
  return Math.min(4, Math.max(1, cores));
}

/** Relative module specifiers of `source`: `import … from`, `export … from`, `import '…'` and `import('…')`. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The repository file a relative specifier names from `importer`: as written, or a `.js` written for a `.ts`. */
function resolveSpecifier(importer: string, specifier: string): string | undefined {
  const target = path.join(path.dirname(importer), specifier);
  for (const candidate of [target, target.replace(/\.js$/, '.ts'), `${target}.ts`]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/**
 * The test files among `files` (repository-relative paths) whose import graph reaches {@link STORAGE_MODULE}, plus
 * every file under `test/postgres/`, in the order given. The graph is read from the sources' relative imports (a
 * specifier in a comment only adds a file to run).
 */
export function storageTestFiles(files: readonly string[]): string[] {
  const storage = path.join(REPO, STORAGE_MODULE);
  const reaches = new Map<string, boolean>();
  const visit = (file: string, seen: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (file === storage) return true;
    if (seen.has(file) || !/\.[cm]?[jt]s$/.test(file)) return false;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    let found = false;
    for (const [, specifier] of source.matchAll(SPECIFIERS)) {
      const target = resolveSpecifier(file, specifier!);
      if (target && visit(target, seen)) {
        found = true;
        break;
      }
    }
    // a file left unfinished by a cycle is only cached when it was found to reach storage
    if (found) reaches.set(file, true);
    return found;
  };
  return files.filter((f) => f.startsWith('test/postgres/') || visit(path.join(REPO, f), new Set()));
}

async function main(args: string[]): Promise<number> {
  const storageOnly = args.includes('--storage');
  const files = args.filter((a) => a !== '--storage').map((f) => path.relative(REPO, path.resolve(f)));
  if (files.length === 0) {
    console.error('node-tests: no test file given (usage: node --import tsx test/node-tests.ts [--storage] FILE…)');
    return 2;
  }
  const missing = files.find((f) => !existsSync(path.join(REPO, f)));
  if (missing) {
    console.error(`node-tests: no test file ${missing}`);
    return 2;
  }
  if (!storageOnly) return runFiles(files, concurrency());
  const run = storageTestFiles(files);
  const alone = aloneFiles(run);
  console.log(`node-tests: ${run.length} of ${files.length} test files touch storage (${alone.length} of them run alone, afterwards)`);
  const together = await runFiles(
    run.filter((f) => !alone.includes(f)),
    concurrency(),
  );
  const apart = await runFiles(alone, 1);
  return together !== 0 ? together : apart;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
