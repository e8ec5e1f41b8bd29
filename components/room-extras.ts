/**
 * What a room's element needs only once its board shows, in a chunk fetched on demand (`lazy-parts.ts`): where a
 * piece's card stands, the dice tray's round of the last roll, and the view framing a revealed room or an aim's
 * targets; the connections of the other seats the player holds (`held`); the mission's objective over the board
 * (`objective-card.ts`); the hint under the board (`hints.ts`). Until it loads, a card stands at its first
 * place, the tray shows no round, the view stays, and the held seats are not connected yet, and no hint shows.
 * @module
 */
export { MAX_DISTANCE, PIECE_REACH, placeCard } from './card-placement.ts';
export { lastRoll, lastRollStyles } from './last-roll.ts';
export { sheetIcons, sheetStyles } from './parts/sheet-styles.ts';
export { frameAim, frameRooms } from './board/camera-framing.ts';
export { HeldSeats } from './controllers/held-seats.ts';
export { ObjectiveCard, objectiveStyles } from './objective-card.ts';
export { hintFor } from './hints.ts';
