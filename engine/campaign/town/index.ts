/**
 * The town's and the Company's rules: the economy's functions (used by the road and the fights too), the
 * town's actions (each module registers its handlers through `service.ts`) and their offers for the view.
 * @module
 */
import './shop.ts';
import './guild.ts';
import './blacksmith.ts';
import './temple.ts';
import './replace.ts';
import './company.ts';
import './run.ts';
export * from './economy.ts';
export { assertInTown, townOffers, type Quote, type TownActionType, type TownOffer } from './service.ts';
export { heroRoles, knownSpells, tracksSold } from './guild.ts';
export { restartRun, tierCompleted } from './run.ts';
