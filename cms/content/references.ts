/**
 * Reference checks against stored documents, with the same list of references the pack check uses
 * (`referencesOf` in content/): a saved document may only name documents that exist, and a document that
 * another one names cannot be deleted.
 * @module
 */
import {
  CONTENT_KIND_NAMES,
  KIND_NOUN,
  missingText,
  referencesOf,
  type ContentDocs,
  type ContentKind,
  type Creature,
  type Hero,
  type Mission,
  type Ruleset,
} from '../../content/schemas/index.ts';
import { fitIssues } from '../../content/schemas/fit.ts';
import { pieceIssues } from './rules-check.ts';
import type { DB } from '../db/database.ts';
import type { Issue } from '../http/errors.ts';
import { documentExists, listDocuments } from './repository.ts';

/** A problem with a path inside the document (`monsters[2].kind`), a message, and its words for people when given. */
export type { Issue };

/** The references of `doc` that name no stored document, by path; empty when all exist. */
export async function referenceIssues<K extends ContentKind>(db: DB, kind: K, doc: ContentDocs[K]): Promise<Issue[]> {
  const issues: Issue[] = [];
  const known = new Map<string, boolean>();
  for (const ref of referencesOf(kind, doc)) {
    const key = `${ref.kind}/${ref.id}`;
    let exists = known.get(key);
    if (exists === undefined) {
      exists = await documentExists(db, ref.kind, ref.id);
      known.set(key, exists);
    }
    if (!exists) issues.push({ path: ref.path, message: `no ${KIND_NOUN[ref.kind]} "${ref.id}"`, text: missingText(ref.kind, ref.id) });
  }
  return issues;
}

/** The stored documents that name document `id` of `kind`: one issue per use (`missions/la-prova`, `monsters[2].kind`). */
export async function usesOf(db: DB, kind: ContentKind, id: string): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const other of CONTENT_KIND_NAMES) {
    for (const { doc } of await listDocuments(db, other)) {
      for (const ref of referencesOf(other, doc as ContentDocs[typeof other])) {
        if (ref.kind === kind && ref.id === id)
          issues.push({ path: `${other}/${doc.id}`, message: `${KIND_NOUN[other]} "${doc.id}" uses ${KIND_NOUN[kind]} "${id}" at ${ref.path}` });
      }
    }
  }
  return issues;
}

/** The stored rulesets and creature kinds by id, with `extra` documents (a pack's) taking precedence. */
export async function rulesetWorld(
  db: DB,
  extra: { rulesets?: readonly Ruleset[]; creatures?: readonly Creature[] } = {},
): Promise<{ rulesets: Map<string, Ruleset>; creatures: Map<string, Creature> }> {
  const rulesets = new Map((await listDocuments(db, 'rulesets')).map((d) => [d.id, d.doc]));
  const creatures = new Map((await listDocuments(db, 'creatures')).map((d) => [d.id, d.doc]));
  for (const r of extra.rulesets ?? []) rulesets.set(r.id, r);
  for (const c of extra.creatures ?? []) creatures.set(c.id, c);
  return { rulesets, creatures };
}

/** The stored missions, with `extra` ones (a pack's) taking the place of stored ones of the same id. */
export async function missionWorld(db: DB, extra: readonly Mission[] = []): Promise<Mission[]> {
  const missions = new Map((await listDocuments(db, 'missions')).map((d) => [d.id, d.doc]));
  for (const m of extra) missions.set(m.id, m);
  return [...missions.values()];
}

/** The stored heroes, with `extra` ones (a pack's) taking the place of stored ones of the same id. */
export async function heroWorld(db: DB, extra: readonly Hero[] = []): Promise<Hero[]> {
  const heroes = new Map((await listDocuments(db, 'heroes')).map((d) => [d.id, d.doc]));
  for (const h of extra) heroes.set(h.id, h);
  return [...heroes.values()];
}

/**
 * Whether `doc` fits the rulesets it plays under, by path: a mission, hero or adventure its ruleset (`fitIssues`; an
 * adventure's fights among `missions`, its recruits and `heroAlive` conditions among `heroes`); and the
 * `rules` numbers of a hero, a mission's NPCs and creature kinds, or a creature kind (under the rulesets of the
 * `missions` that place it; read for a creature kind only) by the `rules` module's check (`pieceIssues`).
 */
export function fitProblems<K extends ContentKind>(
  kind: K,
  doc: ContentDocs[K],
  world: { rulesets: ReadonlyMap<string, Ruleset>; creatures: ReadonlyMap<string, Creature>; missions: readonly Mission[]; heroes?: readonly Hero[] },
): Issue[] {
  const missions = kind === 'adventures' ? new Map(world.missions.map((m) => [m.id, m])) : undefined;
  const heroes = kind === 'adventures' ? new Map((world.heroes ?? []).map((h) => [h.id, h])) : undefined;
  return [...fitIssues(kind, doc, world.rulesets, world.creatures, missions, heroes), ...pieceIssues(kind, doc, world)];
}

/** Whether a document fits the stored rulesets it plays under (see {@link fitProblems}), by path. */
export async function storedFitIssues<K extends ContentKind>(db: DB, kind: K, doc: ContentDocs[K]): Promise<Issue[]> {
  if (kind !== 'missions' && kind !== 'heroes' && kind !== 'creatures' && kind !== 'adventures') return [];
  const { rulesets, creatures } = await rulesetWorld(db);
  const missions = kind === 'creatures' || kind === 'adventures' ? await missionWorld(db) : [];
  const heroes = kind === 'adventures' ? await heroWorld(db) : [];
  return fitProblems(kind, doc, { rulesets, creatures, missions, heroes });
}
