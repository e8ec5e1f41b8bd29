/**
 * The texts only the join picker shows (`<qb-join-panel>`), in Italian and English: they travel in the picker's
 * chunk, fetched for a visitor without a seat only (`lazy-parts.ts`), instead of the element's up-front table
 * (`components/i18n.ts`; docs/performance.md "Room for the next feature"). The picker's texts shared with
 * other parts stay there.
 * @module
 */
import { textsOf } from '../i18n.ts';

const it = {
  joinTitle: 'Entra nella stanza',
  joinMission: 'Missione: {name}',
  pickHero: 'Scegli il tuo eroe',
  joining: 'Ingresso…',
  noFreeHeroes: 'Non ci sono eroi liberi in questa stanza.',
  gameAlreadyStarted: 'La partita è già cominciata.',
  watchGame: 'Guarda la partita',
  watchInstead: 'Oppure guarda la partita senza giocare:',
  pictureCredit: 'Ritratti: icone di Lorc, Delapouite e altri autori, game-icons.net, CC BY 3.0',
  roomNotFound: 'Stanza non trovata.',
} as const;

/** A key of the join picker's texts. */
export type JoinTextKey = keyof typeof it;

const en: Record<JoinTextKey, string> = {
  joinTitle: 'Join the room',
  joinMission: 'Mission: {name}',
  pickHero: 'Pick your hero',
  joining: 'Joining…',
  noFreeHeroes: 'There are no free heroes in this room.',
  gameAlreadyStarted: 'The game has already started.',
  watchGame: 'Watch the game',
  watchInstead: 'Or watch the game without playing:',
  pictureCredit: 'Portraits: icons by Lorc, Delapouite and contributors, game-icons.net, CC BY 3.0',
  roomNotFound: 'Room not found.',
};

/** The join picker's texts in `lang`, with its `{param}`s filled in. */
export const joinText = textsOf({ it, en });
