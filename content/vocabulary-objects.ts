/**
 * The words of a mission's objects: object types, trap kinds and furniture, named and explained in
 * Italian and English. The Archive shows them to the author and the element to the players
 * (components/texts.ts `objectKindLabel`), so both read the same word; a module of its own so the element's bundle
 * holds these three lists and not the whole table (content/vocabulary.ts re-exports them).
 * @module
 */
import type { MissionObject } from './schemas/index.ts';
import { w, type WordList } from './vocabulary-words.ts';

/** Object types of a mission (`objects[].type`). */
export const OBJECT_TYPES: WordList<MissionObject['type']> = {
  treasure: w(
    'Tesoro',
    'Si trova cercando tesori; i suoi effetti valgono per chi lo trova.',
    'Treasure',
    'Found by searching for treasure; its effects apply to the finder.',
  ),
  trap: w(
    'Trappola',
    'Se nascosta, scatta sul primo eroe che ci passa; una volta trovata è innocua.',
    'Trap',
    'When hidden, it springs on the first hero who steps on it; once found it is harmless.',
  ),
  exit: w(
    'Uscita',
    'Una via d’uscita, per le condizioni «raggiungere» e per gli occhi dei giocatori.',
    'Exit',
    'A way out, for “reach” conditions and the players’ eyes.',
  ),
  marker: w('Segno', 'Una casella con un nome o un testo.', 'Marker', 'A square with a name or a text.'),
  furniture: w(
    'Arredo',
    'Blocca la casella; con degli effetti si può perquisire una volta. Mai nascosto.',
    'Furniture',
    'Blocks its square; with effects it can be searched once. Never hidden.',
  ),
};

/** Trap kinds (`objects[].kind` of a trap). */
export const TRAP_KINDS: WordList<Extract<MissionObject, { type: 'trap' }>['kind']> = {
  spikes: w('Trappola di spuntoni', 'Spuntoni che escono dal pavimento.', 'Spike trap', 'A spiked trap in the floor.'),
  pit: w('Fossa', 'Una fossa che si apre sotto i piedi.', 'Pit trap', 'A pit that opens underfoot.'),
  spear: w('Trappola a lancia', 'Una lancia che scatta dal muro.', 'Spear trap', 'A spear that shoots from the wall.'),
  rock: w('Masso che cade', 'Un masso che cade dal soffitto.', 'Falling rock', 'A rock that falls from the ceiling.'),
};

/** Furniture kinds (`objects[].kind` of furniture): each blocks its square. */
export const FURNITURE: WordList<Extract<MissionObject, { type: 'furniture' }>['kind']> = {
  table: w('Tavolo', 'Un tavolo: blocca la casella.', 'Table', 'A table: blocks its square.'),
  bookcase: w('Libreria', 'Una libreria: blocca la casella.', 'Bookcase', 'A bookcase: blocks its square.'),
  cupboard: w('Credenza', 'Una credenza: blocca la casella.', 'Cupboard', 'A cupboard: blocks its square.'),
  weapons_rack: w('Rastrelliera', 'Una rastrelliera d’armi: blocca la casella.', 'Weapons rack', 'A weapons rack: blocks its square.'),
  alchemist_bench: w('Banco dell’alchimista', 'Un banco dell’alchimista: blocca la casella.', 'Alchemist’s bench', 'An alchemist’s bench: blocks its square.'),
  sorcerer_table: w('Tavolo dello stregone', 'Un tavolo dello stregone: blocca la casella.', 'Sorcerer’s table', 'A sorcerer’s table: blocks its square.'),
  fireplace: w('Camino', 'Un camino: blocca la casella.', 'Fireplace', 'A fireplace: blocks its square.'),
  throne: w('Trono', 'Un trono: blocca la casella.', 'Throne', 'A throne: blocks its square.'),
  tomb: w('Tomba', 'Una tomba: blocca la casella.', 'Tomb', 'A tomb: blocks its square.'),
  sarcophagus: w('Sarcofago', 'Un sarcofago: blocca la casella.', 'Sarcophagus', 'A sarcophagus: blocks its square.'),
  torture_rack: w('Cavalletto', 'Un cavalletto di tortura: blocca la casella.', 'Torture rack', 'A torture rack: blocks its square.'),
  statue: w('Statua', 'Una statua: blocca la casella.', 'Statue', 'A statue: blocks its square.'),
  rubble: w('Macerie', 'Macerie: bloccano la casella.', 'Rubble', 'Rubble: blocks its square.'),
  chest: w(
    'Forziere',
    'Un forziere: blocca la casella; con degli effetti si può aprire cercando tesori.',
    'Chest',
    'A chest: blocks its square; with effects it can be opened by searching for treasure.',
  ),
  barrel: w('Botte', 'Una botte: blocca la casella.', 'Barrel', 'A barrel: blocks its square.'),
  altar: w('Altare', 'Un altare: blocca la casella.', 'Altar', 'An altar: blocks its square.'),
};
