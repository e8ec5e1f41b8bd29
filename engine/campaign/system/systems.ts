/**
 * Every campaign system, registered once: import this module (the economy does) before asking {@link systemOf}.
 * @module
 */
import '../../rulesets/d20/campaign-system.ts';
import '../../rulesets/classic/campaign-system.ts';
export { systemFor, systemOf, type CampaignSystem, type CampaignTraits } from './index.ts';
export { CLASSIC_TIER } from '../../rulesets/classic/campaign-system.ts';
