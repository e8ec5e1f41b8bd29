/**
 * Campaign fixtures for tests: a small adventure on the forsaken-woods ruleset (its `campaign` rules), stored as an
 * `adventures` document, and a campaign created and joined over HTTP.
 */
import type { DB } from '../../cms/db/database.ts';
import { saveDocument } from '../../cms/content/repository.ts';
import { Adventure } from '../../content/schemas/adventure.ts';
import { call, type Requester } from './http.ts';

/** The id of {@link TEST_ADVENTURE}. */
export const TEST_ADVENTURE_ID = 'prova-campagna';

/** A small adventure: Oddwater and one location, the Old Road: a fight (`la-vecchia-strada`), a chest and its exit. */
export const TEST_ADVENTURE = {
  id: TEST_ADVENTURE_ID,
  name: { it: 'Prova di campagna', en: 'Campaign trial' },
  ruleset: 'forsaken-woods',
  town: { name: { it: 'Acquastrana', en: 'Oddwater' } },
  start: 'old-road',
  locations: [
    {
      id: 'old-road',
      name: { it: 'Vecchia strada', en: 'Old Road' },
      nodes: [
        {
          id: 'old-road-fight',
          kind: 'encounter',
          name: { it: 'Agguato', en: 'Ambush' },
          at: 0.2,
          mission: 'la-vecchia-strada',
          rewards: { gold: 12, xp: 20 },
        },
        { id: 'old-road-chest', kind: 'chest', name: { it: 'Forziere', en: 'Chest' }, at: 0.5, rewards: { gold: 10 } },
        { id: 'old-road-exit', kind: 'exit', name: { it: 'Uscita', en: 'Exit' }, at: 1, completes: true },
      ],
      routes: [],
    },
  ],
  recruits: [],
  sample: true,
};

/** Stores {@link TEST_ADVENTURE} as a published `adventures` document. */
export async function storeTestAdventure(db: DB): Promise<void> {
  await saveDocument(db, 'adventures', Adventure.parse(TEST_ADVENTURE), { status: 'published' });
}

/** A campaign created with a fixed seed, its leader's token and the token of a player holding `heroes` (if any). */
export async function newTestCampaign(req: Requester, adminToken: string, heroes: string[] = []): Promise<{ id: string; leader: string; p1: string | null }> {
  const created = await call(req, 'POST', '/api/campaigns', { token: adminToken, body: { adventure: TEST_ADVENTURE_ID, seed: 'campagna-1' } });
  if (created.status !== 201) throw new Error(`campaign not created: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.campaign as string;
  let p1: string | null = null;
  if (heroes.length > 0) {
    const joined = await call(req, 'POST', `/api/campaigns/${id}/players`, { body: { heroes } });
    if (joined.status !== 201) throw new Error(`player not joined: ${joined.status} ${JSON.stringify(joined.body)}`);
    p1 = joined.body.token as string;
  }
  return { id, leader: created.body.token as string, p1 };
}

/**
 * What a refused campaign request must leave as it was: the campaign's row (seq, state), its log and its saves, as
 * stored in `db`. @throws when there is no campaign `id`.
 */
export async function storedCampaign(db: DB, id: string) {
  return {
    campaign: await db.selectFrom('campaigns').select(['seq', 'state']).where('id', '=', id).executeTakeFirstOrThrow(),
    log: await db.selectFrom('campaign_actions').select(['seq', 'action']).where('campaign_id', '=', id).orderBy('seq').execute(),
    saves: await db.selectFrom('campaign_saves').select(['slot', 'seq', 'state', 'saved_at']).where('campaign_id', '=', id).orderBy('slot').execute(),
  };
}
