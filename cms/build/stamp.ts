/**
 * The build stamp: what the last build was made from, so that `npm start` builds only when a source changed
 * (`cms/start.ts`). It lists every input of the last build with the SHA-256 of its content and the files the build
 * wrote; the build is current while every input hashes the same and every output is there.
 *
 * The inputs are the source files esbuild read for the bundles (its metafiles' `inputs`: exactly the modules that
 * went in, so editing a file no bundle imports, a test or a doc, builds nothing), and the {@link FIXED_INPUTS}: the
 * build scripts, the TypeScript settings and the package files. Files under `node_modules/` are not hashed one by
 * one: the package files stand for them (npm rewrites `node_modules/.package-lock.json` whenever it changes what is
 * installed). A content hash, not a modification time: a `git checkout` or a copy that leaves a file's content as it
 * was builds nothing.
 *
 * This module reads files only (no esbuild, no minifier), so the check costs a few milliseconds.
 * @module
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the stamp is kept, relative to the root: beside the server bundle that `npm start` runs. */
export const STAMP_FILE = 'cms/dist/build-stamp.json';

/**
 * Inputs of every build besides the modules esbuild reads (paths relative to the root): the build scripts, the
 * TypeScript settings esbuild follows, and the package files that stand for `node_modules/`.
 */
export const FIXED_INPUTS: readonly string[] = [
  'cms/build/all.ts',
  'cms/build/stamp.ts',
  'components/build/index.ts',
  'components/build/three.ts',
  'components/build/three-stubs.ts',
  'components/build/glsl.ts',
  'components/build/minify.ts',
  'components/build/one-chunk.ts',
  'components/build/pictures.ts',
  'content/pictures.ts',
  'content/picture-defaults.ts',
  'content/place-pictures.ts',
  'cms/build/server.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

/** The hash of a missing input: the build is stale once the file appears. */
const MISSING = 'missing';

/** What a build was made from and what it wrote (the content of {@link STAMP_FILE}). */
export interface BuildStamp {
  /** The stamp's layout; a stamp of another layout is stale. */
  version: 1;
  /** Each input (relative path, `/`-separated) and the SHA-256 of its content, hex, or `missing`. */
  inputs: Record<string, string>;
  /** The files the build wrote (relative paths): a build missing one is stale. */
  outputs: string[];
}

/** The SHA-256 of the file at `file`, hex, or `missing` when there is no such file. */
function hashFile(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return MISSING;
    throw err;
  }
}

/** `file` (absolute, or relative to `root`) relative to `root`, `/`-separated. */
function relative(root: string, file: string): string {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
}

/**
 * The inputs worth hashing among esbuild's metafile input keys (paths relative to the build's working folder, which
 * must be `root`): our own source files, not the modules under `node_modules/` (see the module) nor the virtual
 * modules of plugins (`namespace:path`).
 */
export function sourceInputs(metafileInputs: Iterable<string>): string[] {
  return [...metafileInputs].filter((input) => !/(^|\/)node_modules\//.test(input) && !/^[\w-]+:/.test(input));
}

/**
 * The stamp of a build made in `root` from `inputs` (paths relative to `root`; the {@link FIXED_INPUTS} are added)
 * that wrote `outputs` (absolute or relative to `root`), each input hashed as it is now.
 */
export function makeStamp(root: string, inputs: Iterable<string>, outputs: Iterable<string>, fixed: readonly string[] = FIXED_INPUTS): BuildStamp {
  const all = [...new Set([...fixed, ...inputs].map((input) => relative(root, input)))].sort();
  return {
    version: 1,
    inputs: Object.fromEntries(all.map((input) => [input, hashFile(path.join(root, input))])),
    outputs: [...new Set([...outputs].map((output) => relative(root, output)))].sort(),
  };
}

/** Writes `stamp` to `root`'s {@link STAMP_FILE} (whole or not at all: written aside, then renamed). */
export function writeStamp(root: string, stamp: BuildStamp): void {
  const file = path.join(root, STAMP_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(stamp, null, 1)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Removes `root`'s stamp: a build about to write its outputs makes the last one untrue until it ends. */
export function removeStamp(root: string): void {
  rmSync(path.join(root, STAMP_FILE), { force: true });
}

/** `root`'s stamp, or `undefined` when there is none or it cannot be read (a build then follows). */
export function readStamp(root: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')) as BuildStamp;
    return stamp.version === 1 && typeof stamp.inputs === 'object' && Array.isArray(stamp.outputs) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `root` needs a build, in words (`components/board/board.ts changed since the last build`), or `undefined` when
 * its last build is current: `root`'s stamp is there, every output it lists is there, and every input it lists hashes
 * the same (or is still missing).
 */
export function whyBuild(root: string, stamp: BuildStamp | undefined = readStamp(root)): string | undefined {
  if (!stamp) return `no build stamp (${STAMP_FILE}): no complete build yet`;
  const output = stamp.outputs.find((file) => !existsSync(path.join(root, file)));
  if (output !== undefined) return `${output} is missing`;
  for (const [input, hash] of Object.entries(stamp.inputs)) {
    const now = hashFile(path.join(root, input));
    if (now === hash) continue;
    if (now === MISSING) return `${input} is gone since the last build`;
    return hash === MISSING ? `${input} appeared since the last build` : `${input} changed since the last build`;
  }
  return undefined;
}
