/**
 * Loads a content pack from a folder of JSON files (Node only: uses `node:fs`).
 *
 * A pack folder holds one JSON file per document, in one folder per content kind (`CONTENT_KIND_NAMES`):
 * `heroes/<id>.json`, `creatures/<id>.json`, `missions/<id>.json`, `rulesets/<id>.json`, `spells/<id>.json`,
 * `items/<id>.json`, `decks/<id>.json`; a pack may leave a kind's folder out.
 * Every file is validated with the schema of its folder (a `__proto__` key anywhere is refused), then the whole pack with {@link checkPack}
 * (every reference: a hero's spells and items, a mission's ruleset and creature kinds, an effect's item, creature kind or deck);
 * any problem throws a {@link PackError} that names the file and the path inside it.
 * @module
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { PROTO_KEY_MESSAGE, protoKeyPaths } from './own.ts';
import { formatPath } from './schemas/path.ts';
import { CONTENT_KINDS, CONTENT_KIND_NAMES, checkPack, emptyPack, type ContentKind, type Pack } from './schemas/index.ts';

/** The folder of the default content pack shipped with quest-board. */
export const DEFAULT_PACK_DIR: string = fileURLToPath(new URL('./packs/default', import.meta.url));

/** One problem of a pack: the file (relative to the pack folder, `missions/la-prova.json`), the path inside it (`monsters[3].kind`, empty for the whole document) and what is wrong. */
export interface PackFileIssue {
  file: string;
  path: string;
  message: string;
}

/** Thrown by {@link loadPackDir} when a pack has problems; `issues` lists every one, the message too (one per line). */
export class PackError extends Error {
  readonly issues: PackFileIssue[];

  constructor(dir: string, issues: PackFileIssue[]) {
    const lines = issues.map(formatIssue);
    super(`content pack ${dir} has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    this.name = 'PackError';
    this.issues = issues;
  }
}

/** `missions/la-prova.json: monsters[3].kind: no creature kind "goblinn"` */
export function formatIssue(issue: PackFileIssue): string {
  return issue.path ? `${issue.file}: ${issue.path}: ${issue.message}` : `${issue.file}: ${issue.message}`;
}

export { formatPath } from './schemas/path.ts';

const KINDS = CONTENT_KIND_NAMES;

/**
 * Reads every document of the pack in `dir`, validates it and checks the pack's cross-references.
 * Documents are returned in file-name order. Throws a {@link PackError} listing every problem.
 */
export function loadPackDir(dir: string): Pack {
  const issues: PackFileIssue[] = [];
  const pack: Pack = emptyPack();
  /** `files[kind][i]` is the file that `pack[kind][i]` was read from, to name it in checkPack's issues. */
  const files = Object.fromEntries(KINDS.map((k) => [k, [] as string[]])) as Record<ContentKind, string[]>;

  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch (err) {
    throw new PackError(dir, [{ file: '.', path: '', message: `cannot read the pack folder: ${(err as Error).message}` }]);
  }
  for (const entry of entries) {
    const isDir = statSync(path.join(dir, entry)).isDirectory();
    if (!isDir) {
      if (entry.endsWith('.json')) issues.push({ file: entry, path: '', message: `a document must be inside a folder of its kind (${KINDS.join(', ')})` });
      continue;
    }
    if (!(KINDS as string[]).includes(entry)) {
      issues.push({ file: `${entry}/`, path: '', message: `unknown content kind "${entry}": expected one of ${KINDS.join(', ')}` });
    }
  }

  for (const kind of KINDS) {
    const kindDir = path.join(dir, kind);
    let names: string[];
    try {
      names = readdirSync(kindDir)
        .filter((n) => n.endsWith('.json'))
        .sort();
    } catch {
      continue; // a pack may leave a kind out
    }
    const schema: z.ZodType = CONTENT_KINDS[kind];
    for (const name of names) {
      const file = `${kind}/${name}`;
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path.join(kindDir, name), 'utf8'));
      } catch (err) {
        issues.push({ file, path: '', message: `not valid JSON: ${(err as Error).message}` });
        continue;
      }
      const protoKeys = protoKeyPaths(raw);
      if (protoKeys.length > 0) {
        for (const p of protoKeys) issues.push({ file, path: formatPath(p), message: PROTO_KEY_MESSAGE });
        continue;
      }
      const result = schema.safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues) issues.push({ file, path: formatPath(issue.path), message: issue.message });
        continue;
      }
      const doc = result.data as Pack[typeof kind][number];
      const expected = name.slice(0, -'.json'.length);
      if (doc.id !== expected) issues.push({ file, path: 'id', message: `the id "${doc.id}" must match the file name "${expected}.json"` });
      (pack[kind] as (typeof doc)[]).push(doc);
      files[kind].push(file);
    }
  }

  if (issues.length === 0) {
    for (const issue of checkPack(pack)) {
      // checkPack speaks of `missions[0].monsters[3].kind`: name the file instead of the index.
      const m = /^(\w+)\[(\d+)\](?:\.(.*))?$/.exec(issue.path);
      const file = m && files[m[1] as ContentKind]?.[Number(m[2])];
      if (m && file) issues.push({ file, path: m[3] ?? '', message: issue.message });
      else issues.push({ file: '.', path: issue.path, message: issue.message });
    }
  }
  if (issues.length > 0) throw new PackError(dir, issues);
  return pack;
}

/** Loads the default pack ({@link DEFAULT_PACK_DIR}). */
export function loadDefaultPack(): Pack {
  return loadPackDir(DEFAULT_PACK_DIR);
}
