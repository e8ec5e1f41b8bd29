/**
 * The players of a campaign: who holds which hero, the engine's actor of a player, and a new player joining.
 * @module
 */
import type { Actor } from '../../engine/campaign/index.ts';
import type { CampaignState } from '../../engine/campaign/types.ts';
import type { DB } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { ApiError } from '../http/errors.ts';
import { insertPlayer, listPlayers, type StoredCampaign, type StoredPlayer } from './repository.ts';

/** The player who created a campaign. */
export const LEADER = 'leader';

/** How many times a change that lost the claim of its seq to another writer is tried again. */
export const MAX_CONFLICT_RETRIES = 8;

/** The heroes each player holds, as hero → player. */
export function holders(players: readonly StoredPlayer[]): Map<string, string> {
  const held = new Map<string, string>();
  for (const p of players) for (const h of p.heroes) held.set(h, p.player);
  return held;
}

/**
 * The engine's actor of player `name`: the heroes it holds; the leader acts for the heroes of the Company nobody
 * holds (its own heroes, as `Actor.heroes` lists).
 */
export function actorFor(name: string, players: readonly StoredPlayer[], state: CampaignState): Actor {
  if (name !== LEADER) return { player: name, leader: false, heroes: players.find((p) => p.player === name)?.heroes ?? [] };
  const held = holders(players);
  return { player: LEADER, leader: true, heroes: state.company.heroes.map((h) => h.id).filter((h) => !held.has(h)) };
}

/**
 * Writes a new player of campaign `id` holding `heroes` (heroes of its Company nobody holds), opened by the token of
 * hash `tokenHash`; `readable` reads the campaign inside the transaction and checks it may be joined.
 * @returns the new player's name (`p1`, `p2`...). @throws ApiError 409 `not_in_roster` (a hero not of the Company) or
 * `hero_taken` (held by another player), and what `readable` throws.
 */
export async function addPlayer(db: DB, id: string, heroes: string[], tokenHash: string, readable: (trx: DB) => Promise<StoredCampaign>): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        // the campaign's row is taken first: two joins (on any instance) never both see a hero free
        await trx.updateTable('campaigns').set({ updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        const campaign = await readable(trx);
        const roster = campaign.state.company.heroes.map((h) => h.id);
        const players = await listPlayers(trx, id);
        const holder = holders(players);
        for (const hero of heroes) {
          if (!roster.includes(hero))
            throw new ApiError(409, 'not_in_roster', `hero "${hero}" is not in the Company of campaign "${id}" (its heroes: ${roster.join(', ')})`);
          const by = holder.get(hero);
          if (by) throw new ApiError(409, 'hero_taken', `hero "${hero}" is held by player ${by}`);
        }
        const player = `p${players.filter((p) => p.player !== LEADER).length + 1}`;
        await insertPlayer(trx, id, { player, tokenHash, heroes });
        return player;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= MAX_CONFLICT_RETRIES) throw err;
    }
  }
}
