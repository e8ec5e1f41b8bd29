/**
 * The texts of the campaign shell (join flow, map, fight, events), Italian first. `{name}` marks a parameter.
 * Keys added here must be added to both tables; `i18n.ts` merges them with the panels' texts.
 * @module
 */
export const shellIt = {
  campaignLoading: 'Caricamento della campagna…',
} as const;

export const shellEn: Record<keyof typeof shellIt, string> = {
  campaignLoading: 'Loading the campaign…',
};
