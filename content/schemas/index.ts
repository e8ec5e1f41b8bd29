/**
 * The content schemas: the one source of truth for every document type.
 * @module
 */
export * from './common.ts';
export * from './picture.ts';
export * from './map.ts';
export * from './effect.ts';
export * from './hero.ts';
export * from './creature.ts';
export * from './ruleset.ts';
export * from './rules-piece.ts';
export * from './mission.ts';
export * from './spell.ts';
export * from './item.ts';
export * from './deck.ts';
export { Adventure, AdventureNode, type AdventureNodeKind, AdventureMapShape, adventureMapShape, AdventureSummary, adventureSummary } from './adventure.ts';
export { CampaignRules } from './campaign-rules.ts';
export * from './pack.ts';
export * from './references.ts';
