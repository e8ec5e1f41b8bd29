/**
 * The campaign panels the campaign shell mounts: town, roster, the location's nodes, dialogue, saves.
 * Each takes `view`, `legal` and `lang` (the nodes also `events`, the saves `saves`) and dispatches the internal
 * events of `../events.ts`.
 * @module
 */
export { QbCampaignTown, serviceOf } from './town-part.ts';
export { QbCampaignRoster } from './roster-part.ts';
export { QbCampaignNode, lastChallengeRoll } from './node-part.ts';
export { QbCampaignDialogue } from './dialogue-part.ts';
export { QbCampaignSaves } from './saves-part.ts';
export { QbCampaignRests } from './rests-part.ts';
export type { CampaignSaveSummary } from '../types.ts';
export { actionKey, refusalText } from './campaign-part.ts';
