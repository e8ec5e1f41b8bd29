/**
 * Gathers what `createGame` needs for a new room from the stored content.
 * @module
 */
import type { GameInput } from '../../engine/index.ts';
import type { ContentDocs, ContentKind, Mission } from '../../content/schemas/index.ts';
import { getDocument, listDocuments, type Visibility } from '../content/repository.ts';
import { withDependencies } from '../content/transfer.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The mission, its ruleset, and every hero, creature kind, spell, item and deck, as stored now (a room keeps this
 * copy: later content edits do not change a running game). Without `drafts` the mission must be published and
 * only published heroes are offered, and the creature kinds, spells, items and decks are the published ones plus
 * those the mission and its heroes use (a draft a published document uses); with `drafts` every one is taken.
 * @throws ApiError 404 `not_found` when the mission does not exist (or is a draft, without `drafts`); 422 `invalid_mission` when its ruleset is missing.
 */
export async function gameInputFor(db: DB, missionId: string, seed: string, options: { drafts?: boolean } = {}): Promise<GameInput> {
  const mission = await getDocument(db, 'missions', missionId, options.drafts ? 'all' : 'published');
  if (!mission) throw new ApiError(404, 'not_found', `no mission "${missionId}"`);
  return gameInputOf(db, mission.doc, seed, options);
}

/**
 * What `createGame` needs for `mission`, a document that may be stored or not (the Archive's "Try it" of an unsaved
 * draft), with the rest of the content as stored now: see {@link gameInputFor} for `drafts`.
 * @throws ApiError 422 `invalid_mission` when its ruleset is missing.
 */
export async function gameInputOf(db: DB, mission: Mission, seed: string, options: { drafts?: boolean } = {}): Promise<GameInput> {
  const visibility = options.drafts ? 'all' : 'published';
  const ruleset = await getDocument(db, 'rulesets', mission.ruleset);
  if (!ruleset) throw new ApiError(422, 'invalid_mission', `mission "${mission.id}" is played by ruleset "${mission.ruleset}", which does not exist`);
  const heroes = (await listDocuments(db, 'heroes', visibility)).map((d) => d.doc);
  const pack = {
    creatures: await docs(db, 'creatures', visibility),
    spells: await docs(db, 'spells', visibility),
    items: await docs(db, 'items', visibility),
    decks: await docs(db, 'decks', visibility),
  };
  if (visibility === 'published') {
    // a published mission or hero may use a document still in draft: the game needs it, though the public cannot list it
    const used = await withDependencies(db, [{ kind: 'missions', id: mission.id }, ...heroes.map((h) => ({ kind: 'heroes' as const, id: h.id }))]);
    for (const k of ['creatures', 'spells', 'items', 'decks'] as const) {
      for (const doc of used[k]) if (!pack[k].some((d) => d.id === doc.id)) (pack[k] as { id: string }[]).push(doc);
    }
  }
  return { mission, ruleset: ruleset.doc, heroes, ...pack, seed };
}

/** The documents of `kind` (published only, or all). */
async function docs<K extends ContentKind>(db: DB, kind: K, visibility: Visibility): Promise<ContentDocs[K][]> {
  return (await listDocuments(db, kind, visibility)).map((d) => d.doc as ContentDocs[K]);
}
