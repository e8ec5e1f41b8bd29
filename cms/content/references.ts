/**
 * Checks of the references between stored documents: a mission names a ruleset and creature kinds
 * that must exist; a creature or ruleset a mission names cannot be deleted.
 * @module
 */
import type { ContentKind, Mission } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import { documentExists, listDocuments } from './repository.ts';

/** A problem with a path inside the document (`monsters[2].kind`) and a message. */
export interface Issue {
  path: string;
  message: string;
}

/**
 * The references of a mission that name no stored document (`ruleset`, `monsters[i].kind`); empty when all exist.
 */
export async function missionReferenceIssues(db: DB, mission: Mission): Promise<Issue[]> {
  const issues: Issue[] = [];
  if (!(await documentExists(db, 'rulesets', mission.ruleset))) issues.push({ path: 'ruleset', message: `no ruleset "${mission.ruleset}"` });
  const known = new Map<string, boolean>();
  for (const [i, mo] of mission.monsters.entries()) {
    let exists = known.get(mo.kind);
    if (exists === undefined) {
      exists = await documentExists(db, 'creatures', mo.kind);
      known.set(mo.kind, exists);
    }
    if (!exists) issues.push({ path: `monsters[${i}].kind`, message: `no creature kind "${mo.kind}"` });
  }
  return issues;
}

/**
 * The missions that would lose a reference if the document were deleted: one issue per mission
 * that uses the creature kind or ruleset. Empty for heroes and missions.
 */
export async function usesOf(db: DB, kind: ContentKind, id: string): Promise<Issue[]> {
  if (kind !== 'creatures' && kind !== 'rulesets') return [];
  const missions = await listDocuments(db, 'missions');
  const issues: Issue[] = [];
  for (const { doc: m } of missions) {
    if (kind === 'rulesets' && m.ruleset === id) issues.push({ path: `missions/${m.id}`, message: `mission "${m.id}" is played by ruleset "${id}"` });
    if (kind === 'creatures' && m.monsters.some((mo) => mo.kind === id)) issues.push({ path: `missions/${m.id}`, message: `mission "${m.id}" places creature "${id}"` });
  }
  return issues;
}
