/**
 * The replay's chunk (`lazy-parts.ts`): its connection, which plays a room's game back, and its controls
 * (`<qb-replay-bar>`, defined when the chunk loads). A room played live never fetches it.
 * @module
 */
import './replay-bar.ts';
import './replay-note.ts';

export { ReplayConnection } from './replay-connection.ts';
