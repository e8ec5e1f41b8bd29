/**
 * Import and export of content packs: `{ "heroes": [...], "creatures": [...], "missions": [...], ... }`, one array
 * per kind of `CONTENT_KINDS`, each document as its schema stores it.
 * - {@link exportPack}: every stored document; {@link exportWithDependencies}: one document and everything it
 *   uses, following `referencesOf` transitively.
 * - {@link validateImport}: every document against its zod schema, then ids used twice, then every reference
 *   against the pack and the stored documents; every problem by path (`missions[0].monsters[3].kind`).
 * - {@link importPack}: checks, resolves id clashes (`replace`, or `rename` to `<id>-2`, `-3`, ... with the
 *   references inside the pack rewritten) and writes everything in one transaction, or nothing.
 * @module
 */
import { ownValue } from '../../content/own.ts';
import { formatPath } from '../../content/load-pack.ts';
import {
  CONTENT_KINDS,
  CONTENT_KIND_NAMES,
  type ContentDocs,
  type ContentKind,
  KIND_NOUN,
  type Pack,
  referencesOf,
  Slug,
} from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import { ApiError, clip, type Issue, zodIssues } from '../http/errors.ts';
import { type ContentDoc, type DocumentStatus, documentExists, getDocument, listDocuments, saveDocument, type Visibility } from './repository.ts';
import { boardNotices, rulesIssues } from './rules-check.ts';
import { fitProblems, heroWorld, missionWorld, rulesetWorld } from './references.ts';
import { joinPath } from '../../content/schemas/path.ts';

/** A fresh pack with every kind, empty. */
function blankPack(): Pack {
  return Object.fromEntries(CONTENT_KIND_NAMES.map((k) => [k, []])) as unknown as Pack;
}

/** Every stored document (drafts too unless `visibility` is `published`), kind by kind, by id. */
export async function exportPack(db: DB, visibility: Visibility = 'all'): Promise<Pack> {
  const pack = blankPack();
  for (const kind of CONTENT_KIND_NAMES) (pack[kind] as ContentDoc<ContentKind>[]) = (await listDocuments(db, kind, visibility)).map((d) => d.doc);
  return pack;
}

/**
 * Document `id` of `kind` and every document it uses, directly or through others (a mission's ruleset, creature
 * kinds, decks; a deck's items; ...), kind by kind, by id.
 * @returns `undefined` when the document does not exist.
 */
export async function exportWithDependencies(db: DB, kind: ContentKind, id: string): Promise<Pack | undefined> {
  if (!(await documentExists(db, kind, id))) return undefined;
  return withDependencies(db, [{ kind, id }]);
}

/**
 * The stored documents `roots` name and every document they use, directly or through others, in one walk: kind by
 * kind, sorted by id. A root that does not exist is left out.
 */
export async function withDependencies(db: DB, roots: readonly { kind: ContentKind; id: string }[]): Promise<Pack> {
  const found = new Map<string, { kind: ContentKind; doc: ContentDoc<ContentKind> }>();
  const queue: { kind: ContentKind; doc: ContentDoc<ContentKind> }[] = [];
  const visit = async (kind: ContentKind, id: string) => {
    const key = `${kind}/${id}`;
    if (found.has(key)) return;
    const stored = await getDocument(db, kind, id);
    if (!stored) return; // a stored document only names existing ones; nothing to add if it ever does not
    const entry = { kind, doc: stored.doc };
    found.set(key, entry);
    queue.push(entry);
  };
  for (const root of roots) await visit(root.kind, root.id);
  while (queue.length > 0) {
    const next = queue.shift()!;
    for (const ref of referencesOf(next.kind, next.doc as ContentDocs[typeof next.kind])) await visit(ref.kind, ref.id);
  }
  const pack = blankPack();
  for (const { kind: k, doc } of found.values()) (pack[k] as ContentDoc<ContentKind>[]).push(doc);
  for (const k of CONTENT_KIND_NAMES) (pack[k] as ContentDoc<ContentKind>[]).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return pack;
}

/** How deep a document's JSON may nest (a mission needs about 7 levels). */
export const MAX_DEPTH = 32;
/** The longest string a document may hold (every schema sets a lower limit; this one is checked before them). */
export const MAX_STRING = 10_000;
/** At most this many issues are sent back; the message gives the total. */
export const MAX_ISSUES = 200;

/**
 * The first value of `value` nested deeper than {@link MAX_DEPTH} or a string longer than {@link MAX_STRING}, with
 * its path; `undefined` when there is none. Never recurses past {@link MAX_DEPTH}, so no input can exhaust the stack.
 */
function shapeIssue(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string } | undefined {
  if (typeof value === 'string') return value.length > MAX_STRING ? { path, message: `longer than ${MAX_STRING} characters` } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length >= MAX_DEPTH) return { path, message: `nested deeper than ${MAX_DEPTH} levels` };
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const found = shapeIssue(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks a pack as sent: an object of kinds, each an array of documents valid by its schema, no id used twice in
 * a kind, no value nested deeper than {@link MAX_DEPTH}, no string longer than {@link MAX_STRING}. References are checked by {@link importPack}.
 * @returns the parsed pack (every kind present), or every issue by path (`missions[0].monsters[3].kind`).
 */
export function validateImport(raw: unknown): { ok: true; pack: Pack } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  if (!isPlainObject(raw))
    return { ok: false, issues: [{ path: '', message: `the pack must be an object with an array per kind (${CONTENT_KIND_NAMES.join(', ')})` }] };
  const pack = blankPack();
  for (const [key, value] of Object.entries(raw)) {
    if (!(CONTENT_KIND_NAMES as string[]).includes(key)) {
      issues.push({ path: clip(formatPath([key]), 80), message: `unknown content kind: expected one of ${CONTENT_KIND_NAMES.join(', ')}` });
      continue;
    }
    const kind = key as ContentKind;
    if (!Array.isArray(value)) {
      issues.push({ path: kind, message: `must be an array of ${KIND_NOUN[kind]} documents` });
      continue;
    }
    const schema = CONTENT_KINDS[kind];
    const seen = new Map<string, number>();
    value.forEach((doc, i) => {
      const at = `${kind}[${i}]`;
      const shape = shapeIssue(doc);
      if (shape) {
        issues.push({ path: clip(at + formatPath(shape.path.slice(0, 12)).replace(/^(?=[A-Za-z_$])/, '.'), 200), message: shape.message });
        return;
      }
      const parsed = schema.safeParse(doc);
      if (!parsed.success) {
        issues.push(...zodIssues(parsed.error, at));
        return;
      }
      const invalid = rulesIssues(kind, parsed.data, at);
      if (invalid.length > 0) {
        issues.push(...invalid);
        return;
      }
      const id = parsed.data.id;
      const first = seen.get(id);
      if (first !== undefined) issues.push({ path: `${at}.id`, message: `id "${id}" is also used by ${kind}[${first}]` });
      else seen.set(id, i);
      (pack[kind] as ContentDoc<ContentKind>[]).push(parsed.data);
    });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, pack };
}

/** What to do with an imported document whose id is already stored, by `<kind>/<id>`. */
export type ClashChoice = 'replace' | 'rename';

/** What an import did: `<kind>/<id>` of every document created (under its new id when renamed) and replaced. */
export interface ImportReport {
  created: string[];
  replaced: string[];
  renamed: { from: string; to: string }[];
  /** What the board chose for the pack's rulesets because they do not write it (`rulesets[0].board.defenceStat`); left out when none. */
  notices?: Issue[];
}

/** The options of {@link importPack}. */
export interface ImportOptions {
  /** `<kind>/<id>` -> what to do when that id is stored already. */
  onClash?: Record<string, ClashChoice>;
  /** The status of a document: `created` tells whether it is new; `undefined` keeps a replaced document's status. */
  statusFor(created: boolean): DocumentStatus | undefined;
  /** Who imports, kept with every version written. */
  savedBy: string;
}

/** Sets the value at `path` (`monsters[3].kind`, `spells[0]`, as `referencesOf` writes them) inside `doc`. */
function setAtPath(doc: unknown, path: string, value: unknown): void {
  const keys: (string | number)[] = [];
  for (const m of path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)) keys.push(m[1] !== undefined ? m[1] : Number(m[2]));
  let at = doc as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[keys[keys.length - 1]!] = value;
}

/** A free id for a renamed document: `<id>-2`, `<id>-3`, ... (cut to fit 64 characters), not in `taken`. */
function freeId(id: string, taken: (candidate: string) => boolean): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const base = id.slice(0, 64 - suffix.length).replace(/-+$/, '');
    const candidate = `${base}${suffix}`;
    if (Slug.safeParse(candidate).success && !taken(candidate)) return candidate;
  }
}

function tooMany(issues: Issue[]): Issue[] {
  return issues.length > MAX_ISSUES ? issues.slice(0, MAX_ISSUES) : issues;
}

/** A 400 `invalid_body` listing (up to {@link MAX_ISSUES}) issues. */
export function invalidPack(issues: Issue[], what: string): ApiError {
  const first = issues[0];
  const summary = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'invalid';
  return new ApiError(
    400,
    'invalid_body',
    `${what} has ${issues.length} problem${issues.length === 1 ? '' : 's'} (${summary})${issues.length > MAX_ISSUES ? `; the first ${MAX_ISSUES} are listed` : ''}`,
    tooMany(issues),
  );
}

/**
 * Imports a checked pack (see {@link validateImport}) in one transaction: checks every reference against the pack
 * and the stored documents (400 `invalid_body` listing each by path), reports stored ids the pack uses again
 * without a choice in `onClash` (409 `clash`, one issue per `<kind>/<id>`), renames and replaces as told, and
 * writes every document. On any error nothing is written.
 */
export async function importPack(db: DB, pack: Pack, options: ImportOptions): Promise<ImportReport> {
  const onClash = options.onClash ?? {};
  return db.transaction().execute(async (trx) => {
    const stored = new Set((await trx.selectFrom('documents').select(['kind', 'id']).execute()).map((r) => `${r.kind}/${r.id}`));
    const inPack = new Set(CONTENT_KIND_NAMES.flatMap((k) => pack[k].map((d) => `${k}/${d.id}`)));

    const dangling: Issue[] = [];
    for (const kind of CONTENT_KIND_NAMES) {
      pack[kind].forEach((doc, i) => {
        for (const ref of referencesOf(kind, doc as ContentDocs[typeof kind])) {
          const key = `${ref.kind}/${ref.id}`;
          if (!inPack.has(key) && !stored.has(key))
            dangling.push({ path: `${kind}[${i}].${ref.path}`, message: `no ${KIND_NOUN[ref.kind]} "${ref.id}" in the pack or stored` });
        }
      });
    }
    if (dangling.length > 0) throw invalidPack(dangling, 'the pack');
    // missions, heroes, creature kinds and adventures must fit the rulesets they play under, the pack's own documents taking
    // precedence over stored ones
    const needsMissions = pack.creatures.some((c) => c.rules) || pack.adventures.length > 0;
    const world = {
      ...(await rulesetWorld(trx, pack)),
      missions: needsMissions ? await missionWorld(trx, pack.missions) : [],
      heroes: pack.adventures.length > 0 ? await heroWorld(trx, pack.heroes) : [],
    };
    const misfits: Issue[] = [];
    for (const kind of ['missions', 'heroes', 'creatures', 'adventures'] as const) {
      pack[kind].forEach((doc, i) => {
        for (const issue of fitProblems(kind, doc, world)) misfits.push({ path: joinPath(`${kind}[${i}]`, issue.path), message: issue.message });
      });
    }
    if (misfits.length > 0) throw invalidPack(misfits, 'the pack');

    const unresolved: Issue[] = [];
    const renames = new Map<string, string>(); // `<kind>/<old id>` -> new id
    const taken = new Set([...stored, ...inPack]);
    for (const kind of CONTENT_KIND_NAMES) {
      pack[kind].forEach((doc, i) => {
        const key = `${kind}/${doc.id}`;
        if (!stored.has(key)) return;
        const choice = ownValue(onClash, key);
        if (choice === 'rename') {
          const to = freeId(doc.id, (candidate) => taken.has(`${kind}/${candidate}`));
          taken.add(`${kind}/${to}`);
          renames.set(key, to);
        } else if (choice !== 'replace') {
          unresolved.push({
            path: key,
            message: `${kind}[${i}]: a ${KIND_NOUN[kind]} "${doc.id}" is already stored; say "replace" or "rename" for "${key}" in onClash`,
          });
        }
      });
    }
    if (unresolved.length > 0) {
      throw new ApiError(
        409,
        'clash',
        `${unresolved.length} document${unresolved.length === 1 ? '' : 's'} of the pack ${unresolved.length === 1 ? 'has an id' : 'have ids'} already stored: ${clip(unresolved.map((u) => u.path).join(', '), 500)}`,
        tooMany(unresolved),
      );
    }

    if (renames.size > 0) {
      for (const kind of CONTENT_KIND_NAMES) {
        for (const doc of pack[kind]) {
          for (const ref of referencesOf(kind, doc as ContentDocs[typeof kind])) {
            const to = renames.get(`${ref.kind}/${ref.id}`);
            if (to !== undefined) setAtPath(doc, ref.path, to);
          }
        }
        for (const doc of pack[kind]) {
          const to = renames.get(`${kind}/${doc.id}`);
          if (to !== undefined) (doc as { id: string }).id = to;
        }
      }
    }

    const report: ImportReport = {
      created: [],
      replaced: [],
      renamed: [...renames].map(([from, to]) => ({ from, to: `${from.slice(0, from.indexOf('/'))}/${to}` })),
    };
    for (const kind of CONTENT_KIND_NAMES) {
      for (const doc of pack[kind]) {
        const key = `${kind}/${doc.id}`;
        const created = !stored.has(key);
        const status = options.statusFor(created);
        await saveDocument(trx, kind, doc as ContentDoc<typeof kind>, { ...(status ? { status } : {}), savedBy: options.savedBy });
        (created ? report.created : report.replaced).push(key);
      }
    }
    const notices = pack.rulesets.flatMap((r, i) => boardNotices(r, `rulesets[${i}]`));
    if (notices.length > 0) report.notices = notices;
    return report;
  });
}
