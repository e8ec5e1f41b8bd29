/**
 * The checks a document passes before the server uses it: its rules (a ruleset's formulas, the effects of a piece's
 * abilities), the documents it names, and (missions, heroes, creature kinds) its fit with the ruleset it plays under. One place, so a save, a restore and a room of an unsaved draft
 * ("Try it") refuse the same documents for the same reasons.
 * @module
 */
import { KIND_NOUN, type ContentDocs, type ContentKind } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import { joinPath } from '../../content/schemas/path.ts';
import { ApiError, type Issue } from '../http/errors.ts';
import { referenceIssues, storedFitIssues } from './references.ts';
import { rulesIssues } from './rules-check.ts';

/** What is wrong with a document: `invalid` rules, names of documents that do not exist, or a misfit with its ruleset. */
export interface DocumentProblem {
  problem: 'invalid' | 'references' | 'fit';
  /** At least one, by path inside the document. */
  issues: Issue[];
}

/**
 * The first problem of `doc` (already parsed by its kind's zod schema) against the stored content `db` holds (pass a
 * transaction when the check and a write must see the same content), or null when it has none.
 */
export async function documentProblem<K extends ContentKind>(db: DB, kind: K, doc: ContentDocs[K]): Promise<DocumentProblem | null> {
  const invalid = rulesIssues(kind, doc);
  if (invalid.length > 0) return { problem: 'invalid', issues: invalid };
  const missing = await referenceIssues(db, kind, doc);
  if (missing.length > 0) return { problem: 'references', issues: missing };
  const misfits = await storedFitIssues(db, kind, doc);
  if (misfits.length > 0) return { problem: 'fit', issues: misfits };
  return null;
}

const SAYS: Record<DocumentProblem['problem'], string> = {
  invalid: 'has invalid rules',
  references: 'names documents that do not exist',
  fit: 'does not fit its ruleset',
};

/**
 * Checks `doc` as {@link documentProblem} does. `at` is where the document stands in the request body (`mission`),
 * put before each issue's path; the body itself when left out.
 * @throws ApiError 400 `invalid_body` with `issues` by path when it has a problem ("the mission names documents that do
 *   not exist (monsters[0].kind: no creature kind "ghoul")").
 */
export async function assertUsable<K extends ContentKind>(db: DB, kind: K, doc: ContentDocs[K], at = ''): Promise<void> {
  const found = await documentProblem(db, kind, doc);
  if (!found) return;
  const issues = found.issues.map((i) => ({ ...i, path: joinPath(at, i.path) }));
  throw new ApiError(400, 'invalid_body', `the ${KIND_NOUN[kind]} ${SAYS[found.problem]} (${issues[0]!.path}: ${issues[0]!.message})`, issues);
}

/**
 * Checks an old version of a document before it is restored: the schemas and the stored content may have changed since.
 * @throws ApiError 422 `invalid_document` with `issues` by path when it has a problem.
 */
export async function assertRestorable<K extends ContentKind>(db: DB, kind: K, doc: ContentDocs[K], version: number): Promise<void> {
  const found = await documentProblem(db, kind, doc);
  if (found) {
    const says =
      found.problem === 'references' ? 'names documents that no longer exist' : found.problem === 'fit' ? 'no longer fits its ruleset' : SAYS.invalid;
    throw new ApiError(
      422,
      'invalid_document',
      `version ${version} of ${KIND_NOUN[kind]} "${doc.id}" ${says} (${found.issues[0]!.path}: ${found.issues[0]!.message})`,
      found.issues,
    );
  }
}
