/**
 * The stances a creature may take towards the party (spec 002, `rules.dispositionBands`): the list the schema's
 * `DispositionStance` (`encounters.ts`) and the rules language's `setDisposition` (`engine/dsl/grammar.ts`) both
 * read. Without zod, so that the engine's language (and the element's bundle, through it) needs no schema.
 * @module
 */

/** The stances, in order from friend to foe. */
export const DISPOSITION_STANCES = ['ally', 'neutral', 'hostile'] as const;
