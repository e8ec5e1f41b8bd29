/**
 * What the Company holds in common, by its campaign system's traits: a page shows the Company's gold,
 * provisions and potions pouch only where the system has them — classic heroes keep their own purse and carry their
 * own potions, so the header and the roster show none of the three (provisions only once a reward gave some).
 * @module
 */
import type { CampaignView } from '../../engine/campaign/view.ts';

/** Which of the Company's shared stocks apply to the campaign of `view`. */
export interface SharedStock {
  /** The Company's gold (not when each hero keeps its own purse). */
  gold: boolean;
  /** The Company's provisions (when the gold is shared, or once it has some). */
  provisions: boolean;
  /** The Company's potions pouch (not when each hero carries its own items). */
  potions: boolean;
}

/** The shared stocks shown for `view` (see {@link SharedStock}). */
export function sharedStock(view: Pick<CampaignView, 'system' | 'company'>): SharedStock {
  return {
    gold: !view.system.purses,
    provisions: !view.system.purses || view.company.provisions > 0,
    potions: !view.system.items || view.company.potions > 0,
  };
}
