/**
 * The road's rules (spec 003 "Map inspection and travel", "Dialogue pages", "Challenge success", "Dawn
 * Stones", "The Divided Trail", "Camps"): travel and walking a location's path, and what the party does at each of
 * its nodes. Each module registers the handlers of its actions; the player's view of it all is `../view.ts`.
 * @module
 */
import './travel.ts';
import './chest.ts';
import './dialogue.ts';
import './challenge.ts';
import './leave.ts';
import './puzzle.ts';
import './branch.ts';
import './camp.ts';
import './exit.ts';
export { conditionHolds, allHold, heldCount } from './conditions.ts';
export { encounterChestConfirmed } from './chest.ts';
export { chosenOption } from './branch.ts';
export { approachModifier, challengeReceipt } from './challenge.ts';
export { article, here, hereOfKind, nodeById, locationById, isResolved, resolveNode, presentAtTier, hasMarker, type MarkerKind } from './where.ts';
export { hurtNonlethal, drainStamina, resourceKind } from './party.ts';
