/**
 * The texts the d20 rulesets' parts and the `rules` module's parts both show (the dice tray's outcomes and element
 * feedback, a piece's weaknesses and resistances), in Italian and English. Each ruleset's own table
 * (`d20/texts.ts`, `rules/texts.ts`) takes them in; this module travels in the chunk the two rulesets' chunks share,
 * fetched with the first of them (`registry.ts`, `loadRulesetParts`), not up front (the embed's weight).
 * @module
 */

/** The shared texts in Italian. */
export const sharedIt = {
  weakTo: 'Vulnerabile a: {list}',
  resists: 'Resiste a: {list}',
  outcome_hit: 'colpito',
  outcome_miss: 'mancato',
  outcome_critical: 'critico!',
  outcome_fumble: 'maldestro!',
  feedback_weak: '{element}: vulnerabile',
  feedback_resist: '{element}: resiste',
} as const;

/** A key of the shared texts. */
export type SharedTextKey = keyof typeof sharedIt;

/** The shared texts in English (the compiler checks that it has every Italian key, and no other). */
export const sharedEn: Record<SharedTextKey, string> = {
  weakTo: 'Weak to: {list}',
  resists: 'Resists: {list}',
  outcome_hit: 'hit',
  outcome_miss: 'miss',
  outcome_critical: 'critical!',
  outcome_fumble: 'fumble!',
  feedback_weak: '{element}: weak',
  feedback_resist: '{element}: resists',
};
