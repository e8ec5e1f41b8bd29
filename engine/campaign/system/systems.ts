/**
 * Every campaign system, registered once: import this module (the economy does) before asking {@link systemOf}.
 * @module
 */
import './d20.ts';
import './classic.ts';
export { systemFor, systemOf, type CampaignSystem, type CampaignTraits } from './index.ts';
export { CLASSIC_TIER } from './classic.ts';
