/**
 * Gathers what `createGame` needs for a new room from the stored content.
 * @module
 */
import type { GameInput } from '../../engine/index.ts';
import { getDocument, listDocuments } from '../content/repository.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The mission, its ruleset, and every hero, creature kind, spell, item and deck, as stored now (a room keeps this
 * copy: later content edits do not change a running game). Without `drafts` the mission must be published and
 * only published heroes are offered; the creature kinds, spells, items and decks the game may need are taken
 * whatever their status.
 * @throws ApiError 404 `not_found` when the mission does not exist (or is a draft, without `drafts`); 422 `invalid_mission` when its ruleset is missing.
 */
export async function gameInputFor(db: DB, missionId: string, seed: string, options: { drafts?: boolean } = {}): Promise<GameInput> {
  const visibility = options.drafts ? 'all' : 'published';
  const mission = await getDocument(db, 'missions', missionId, visibility);
  if (!mission) throw new ApiError(404, 'not_found', `no mission "${missionId}"`);
  const ruleset = await getDocument(db, 'rulesets', mission.doc.ruleset);
  if (!ruleset) throw new ApiError(422, 'invalid_mission', `mission "${missionId}" is played by ruleset "${mission.doc.ruleset}", which does not exist`);
  const heroes = (await listDocuments(db, 'heroes', visibility)).map((d) => d.doc);
  const creatures = (await listDocuments(db, 'creatures')).map((d) => d.doc);
  const spells = (await listDocuments(db, 'spells')).map((d) => d.doc);
  const items = (await listDocuments(db, 'items')).map((d) => d.doc);
  const decks = (await listDocuments(db, 'decks')).map((d) => d.doc);
  return { mission: mission.doc, ruleset: ruleset.doc, heroes, creatures, spells, items, decks, seed };
}
