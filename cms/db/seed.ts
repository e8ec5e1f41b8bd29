/**
 * First-start seeding: an empty documents table receives a content pack in one transaction.
 * @module
 */
import { CONTENT_KINDS, type ContentKind, type Pack } from '../../content/schemas/index.ts';
import { countDocuments, saveDocument } from '../content/repository.ts';
import { sql } from 'kysely';
import type { DB } from './database.ts';
import { engineOf } from './dialect.ts';

/**
 * Writes every document of `pack` when no document is stored yet; does nothing otherwise.
 * `loadPack` is only called when seeding is needed.
 * @returns the number of documents written (0 when the table was not empty).
 */
export async function seedIfEmpty(db: DB, loadPack: () => Pack): Promise<number> {
  if ((await countDocuments(db)) > 0) return 0;
  const pack = loadPack();
  return db.transaction().execute(async (trx) => {
    // several instances starting together on one PostgreSQL database: the first seeds, the others then find it done
    if (engineOf(trx) === 'postgres') await sql`lock table documents in share row exclusive mode`.execute(trx);
    if ((await countDocuments(trx)) > 0) return 0;
    let n = 0;
    for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
      for (const doc of pack[kind]) {
        await saveDocument(trx, kind, doc, { status: 'published', savedBy: 'seed' });
        n++;
      }
    }
    return n;
  });
}
