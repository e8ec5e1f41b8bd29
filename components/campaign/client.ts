/**
 * The campaigns API as `<quest-board campaign>` uses it (docs/campaigns.md, "The API"): the calls over `api.ts`'s
 * `request` (one error type, the server's addresses tried in turn), and the player's token remembered per server and
 * campaign like a room's seat (`seat-store.ts`).
 * @module
 */
import type { CampaignView } from '../../engine/campaign/view.ts';
import type { CampaignAction, CampaignEvent } from '../../engine/campaign/types.ts';
import { ApiError, listContent, request, type HeroProfile, type Localized } from '../api.ts';
import type { CampaignTextKey } from './i18n.ts';
import type { CampaignSaveSummary } from './types.ts';
import { forgetStored, loadStored, saveStored } from '../seat-store.ts';

/** The fight under way as the player plays it: its room and the seats (with their tokens) of the heroes it acts for. */
export interface CampaignFight {
  room: string;
  seats: { hero: string; seat: string; token: string }[];
}

/** A player's view of a campaign (`GET /api/campaigns/:id/view`). */
export interface CampaignSnapshot {
  seq: number;
  view: CampaignView;
  legal: CampaignAction[];
  /** The fight under way, or null. */
  fight: CampaignFight | null;
}

/** A live frame of a campaign watch: the view and legal actions, with the events of the changes since the last frame. */
export interface CampaignUpdate {
  seq: number;
  view: CampaignView;
  legal: CampaignAction[];
  events: CampaignEvent[];
}

/** The public summary of a campaign (`GET /api/campaigns/:id`). */
export interface CampaignSummary {
  campaign: string;
  adventure: { id: string; name: Localized };
  seq: number;
  /** Each hero of the Company, whether it is active, and the player holding it (null: nobody; the leader acts for it). */
  roster: { id: string; name: Localized; active: boolean; player: string | null }[];
  /** The ids of the heroes no player holds. */
  freeHeroes: string[];
  players: string[];
}

/** A player of a campaign and its token (`POST /api/campaigns`, `POST /api/campaigns/:id/players`). */
export interface CampaignGrant {
  campaign: string;
  /** `leader` (who created it) or `p1`, `p2`... */
  player: string;
  token: string;
}

/** The answer to an accepted change: its seq and events (and after a `fight`, the room opened). */
export interface CampaignResult {
  seq: number;
  events: CampaignEvent[];
  fight?: CampaignFight;
}

/** A filled save slot (`GET /api/campaigns/:id/saves`), as the saves panel shows it. */
export type SaveSummary = CampaignSaveSummary;

const enc = encodeURIComponent;

/** `POST /api/campaigns` `{ adventure }`: a new campaign; the caller is its leader. @throws ApiError 404 `not_found`, 422, 429. */
export function createCampaign(server: string, adventure: string): Promise<CampaignGrant> {
  return request(server, '/api/campaigns', { method: 'POST', body: { adventure } });
}

/** The public summary of an adventure (`GET /api/adventures/:id`), as the create flow shows it. */
export interface AdventureSummary {
  id: string;
  name: Localized;
  /** What the adventure is, in a few lines (an adventure may have none). */
  description?: Localized;
  /** The ruleset it plays by (its campaign rules give the new Company's heroes). */
  ruleset?: string;
  /** Its town. */
  town?: { name: Localized };
  /** How many places its map has. */
  locations?: number;
}

/** What the "Start a campaign" page shows of the new Company: its heroes in order, the first `active` playing. */
export interface NewCompany {
  heroes: { id: string; name: Localized; description?: Localized; color?: string; picture?: string }[];
  active: number;
}

/**
 * The Company a campaign of `adventure` starts with: its ruleset's `campaign.newCompany` roster (`GET
 * /api/rulesets/:id`), each hero named and described (`GET /api/heroes`). Null when the ruleset has no campaign rules.
 */
export async function getNewCompany(server: string, adventure: AdventureSummary, signal?: AbortSignal): Promise<NewCompany | null> {
  if (!adventure.ruleset) return null;
  const [ruleset, heroes] = await Promise.all([
    request<{ campaign?: { newCompany?: { roster: string[]; active: number } } }>(server, `/api/rulesets/${enc(adventure.ruleset)}`, { signal }),
    listContent<HeroProfile>(server, 'heroes', signal),
  ]);
  const company = ruleset.campaign?.newCompany;
  if (!company) return null;
  const byId = new Map(heroes.map((h) => [h.id, h]));
  return {
    heroes: company.roster.map((id) => {
      const h = byId.get(id);
      return {
        id,
        name: h?.name ?? { it: id, en: id },
        ...(h?.description ? { description: h.description } : {}),
        ...(h?.color ? { color: h.color } : {}),
        ...(h?.picture ? { picture: h.picture } : {}),
      };
    }),
    active: company.active,
  };
}

/** `GET /api/adventures/:id`: the adventure's public summary. @throws ApiError 404 `not_found` (no such adventure: a mission's id is not one). */
export function getAdventure(server: string, adventure: string, signal?: AbortSignal): Promise<AdventureSummary> {
  return request(server, `/api/adventures/${enc(adventure)}`, { signal });
}

/**
 * What went wrong, as the campaign element tells it (a text key of `texts-shell.ts`), from the error of a call:
 * the server not answering (status 0), a campaign that does not exist (404 `not_found`), its adventure deleted
 * (409 `adventure_gone`), an encounter's mission deleted (409 `mission_gone`), a token that is not one of its
 * players (401), or null for any other refusal (the caller tells it its own way).
 */
export function campaignErrorKey(err: unknown): CampaignTextKey | null {
  if (!(err instanceof ApiError)) return null;
  if (err.status === 0) return 'errNetwork';
  if (err.status === 401) return 'errNotPlayer';
  if (err.code === 'adventure_gone') return 'errAdventureGone';
  if (err.code === 'mission_gone') return 'errMissionGone';
  if (err.status === 404 && err.code === 'not_found') return 'campaignNotFound';
  return null;
}

/** `GET /api/campaigns/:id`: the public summary. @throws ApiError 404 `not_found`. */
export function getCampaign(server: string, campaign: string, signal?: AbortSignal): Promise<CampaignSummary> {
  return request(server, `/api/campaigns/${enc(campaign)}`, { signal });
}

/** `POST /api/campaigns/:id/players` `{ heroes }`: joins holding those heroes. @throws ApiError 409 `hero_taken`, `not_in_roster`. */
export function joinCampaign(server: string, campaign: string, heroes: string[]): Promise<CampaignGrant> {
  return request(server, `/api/campaigns/${enc(campaign)}/players`, { method: 'POST', body: { heroes } });
}

/** `GET /api/campaigns/:id/view` with the player's token. @throws ApiError 401 `unauthorized`, 404. */
export function getCampaignView(server: string, campaign: string, token: string, signal?: AbortSignal): Promise<CampaignSnapshot> {
  return request(server, `/api/campaigns/${enc(campaign)}/view`, { token, signal });
}

/**
 * `POST /api/campaigns/:id/actions`: plays `action`; with `seq` (the seq of the view it was chosen on) only while the
 * campaign is still there (409 `stale_seq` otherwise: a double click is played once).
 * @throws ApiError with the rules' code (`not_now`, `not_enough_gold`, `locked`... docs/campaigns.md).
 */
export function sendCampaignAction(server: string, campaign: string, token: string, action: CampaignAction, seq?: number): Promise<CampaignResult> {
  return request(server, `/api/campaigns/${enc(campaign)}/actions`, { method: 'POST', token, body: seq === undefined ? action : { ...action, seq } });
}

/** `GET /api/campaigns/:id/saves`: the filled slots. */
export async function listSaves(server: string, campaign: string, token: string, signal?: AbortSignal): Promise<SaveSummary[]> {
  return (await request<{ saves: SaveSummary[] }>(server, `/api/campaigns/${enc(campaign)}/saves`, { token, signal })).saves;
}

/** `POST /api/campaigns/:id/saves/:slot`: saves now into `quick`, `1`, `2` or `3`. */
export function saveCampaign(server: string, campaign: string, token: string, slot: string): Promise<SaveSummary> {
  return request(server, `/api/campaigns/${enc(campaign)}/saves/${enc(slot)}`, { method: 'POST', token });
}

/** `POST /api/campaigns/:id/load` `{ slot }`. @throws ApiError 404 `empty_slot`, 422 `save_version`, `save_unreadable`, `save_unusable`. */
export function loadCampaign(server: string, campaign: string, token: string, slot: string): Promise<CampaignResult> {
  return request(server, `/api/campaigns/${enc(campaign)}/load`, { method: 'POST', token, body: { slot } });
}

/** `POST /api/campaigns/:id/leave-without-saving`: back to the checkpoint. */
export function leaveWithoutSaving(server: string, campaign: string, token: string): Promise<CampaignResult> {
  return request(server, `/api/campaigns/${enc(campaign)}/leave-without-saving`, { method: 'POST', token });
}

/** The player token remembered for a campaign on a server, or ''. */
export const loadCampaignToken = (server: string, campaign: string): string => loadStored('campaign', server, campaign);
/** Remembers the player token of a campaign. */
export const saveCampaignToken = (server: string, campaign: string, token: string): void => saveStored('campaign', server, campaign, token);
/** Forgets the player token of a campaign. */
export const forgetCampaignToken = (server: string, campaign: string): void => forgetStored('campaign', server, campaign);
/** The campaign this page created of an adventure on a server (an element with `adventure` and no `campaign` comes back to it), or ''. */
export const loadCreatedCampaign = (server: string, adventure: string): string => loadStored('created', server, adventure);
/** Remembers the campaign created of an adventure. */
export const saveCreatedCampaign = (server: string, adventure: string, campaign: string): void => saveStored('created', server, adventure, campaign);
/** Forgets the campaign created of an adventure (it is gone, or the player starts another). */
export const forgetCreatedCampaign = (server: string, adventure: string): void => forgetStored('created', server, adventure);
