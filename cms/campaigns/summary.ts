/**
 * The public summary of a campaign (`GET /api/campaigns/{id}`): its adventure, its Company with who holds each hero,
 * its players.
 * @module
 */
import type { LocalizedText } from '../../content/schemas/common.ts';
import type { CampaignContext } from '../../engine/campaign/types.ts';
import { getDocument, getVersion, latestVersion } from '../content/repository.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { holders } from './players.ts';
import { listPlayers, type StoredCampaign } from './repository.ts';

/** The public summary of a campaign (`GET /api/campaigns/{id}`). */
export interface CampaignSummary {
  campaign: string;
  /** Its adventure; `gone: true` when it was deleted (the name is then its last saved version's). */
  adventure: { id: string; name: LocalizedText; gone?: true };
  seq: number;
  /** The Company's heroes in roster order: whether each plays (`active`) and the player holding it (null: none). */
  roster: { id: string; name: LocalizedText; active: boolean; player: string | null }[];
  /** The heroes nobody holds yet: a joining player may take them. */
  freeHeroes: string[];
  players: string[];
}

/**
 * The public summary of `campaign`, its context read by `contextOf`. A campaign whose adventure was deleted is still
 * summed up, with `adventure.gone: true`, the adventure's name from its last saved version (its versions stay) and
 * the heroes' from their documents (the id when missing).
 */
export async function summarize(db: DB, campaign: StoredCampaign, contextOf: (campaign: StoredCampaign) => Promise<CampaignContext>): Promise<CampaignSummary> {
  const id = campaign.id;
  const players = await listPlayers(db, id);
  const holder = holders(players);
  const { company } = campaign.state;
  let adventure: CampaignSummary['adventure'];
  let heroName: (hero: string) => Promise<LocalizedText | undefined>;
  try {
    const ctx = await contextOf(campaign);
    adventure = { id: ctx.adventure.id, name: ctx.adventure.name };
    heroName = async (hero) => ctx.heroes.get(hero)?.name;
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'adventure_gone')) throw err;
    const last = await getVersion(db, 'adventures', campaign.adventure, await latestVersion(db, 'adventures', campaign.adventure));
    adventure = { id: campaign.adventure, name: last?.doc.name ?? { it: campaign.adventure, en: campaign.adventure }, gone: true };
    heroName = async (hero) => (await getDocument(db, 'heroes', hero))?.doc.name;
  }
  const roster = [];
  for (const h of company.heroes)
    roster.push({ id: h.id, name: (await heroName(h.id)) ?? { it: h.id, en: h.id }, active: company.active.includes(h.id), player: holder.get(h.id) ?? null });
  return {
    campaign: id,
    adventure,
    seq: campaign.state.seq,
    roster,
    freeHeroes: company.heroes.map((h) => h.id).filter((h) => !holder.has(h)),
    players: players.map((p) => p.player),
  };
}
