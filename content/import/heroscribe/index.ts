/**
 * Importing HeroScribe quests: {@link convertHeroScribe} turns a quest file into a mission and a report.
 * Documented in `docs/heroscribe.md`.
 * @module
 */
export {
  convertHeroScribe,
  HeroScribeError,
  slugOf,
  type ConversionReport,
  type ConvertOptions,
  type HeroScribeConversion,
  type HeroScribeErrorCode,
  type HeroScribeProblem,
  type QuestNote,
} from './convert.ts';
export { MONSTER_KINDS, placeholderKindOf } from './kinds.ts';
export { XML_LIMITS, type XmlLimits } from './xml.ts';
