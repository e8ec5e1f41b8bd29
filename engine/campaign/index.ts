/**
 * The campaign layer (spec 003): a Company that lives between fights. Pure and deterministic like the
 * rest of the engine: {@link applyCampaign} plays one action on a {@link CampaignState}; the town's, the road's and
 * the fights' rules register their handlers (`apply.ts`).
 * @module
 */
import './town/index.ts';
import './road/index.ts';
import './fight.ts';
import './rests.ts';
export { CAMPAIGN_ACTION_TYPES, CampaignActionSchema, FightOutcomeSchema, SERVER_ACTIONS, TRACKS } from './actions.ts';
export { currentPrologue, fightSource, prologueHeroes, type FightSource } from './fight.ts';
export * from './types.ts';
export { applyCampaign, campaignActionTypes, type Actor, type CampaignResult } from './apply.ts';
export type { CampaignErrorCode, CampaignRefusal, Refusable } from './refusal.ts';
export { campaignView, legalCampaignActions, type CampaignView, type LocationView, type NodeView, type DialogueView, type ApproachView } from './view.ts';
export { currentEncounter, fightInput, pouchItem, type EncounterNode, type FightInput } from './fight.ts';
