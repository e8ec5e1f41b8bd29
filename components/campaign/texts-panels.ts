/**
 * The texts of the campaign panels (town, roster, location nodes, dialogue, saves), Italian first. `{name}` marks a
 * parameter. Keys added here must be added to both tables; `i18n.ts` merges them with the shell's texts.
 * @module
 */
export const panelsIt = {
  town: 'Città',
} as const;

export const panelsEn: Record<keyof typeof panelsIt, string> = {
  town: 'Town',
};
