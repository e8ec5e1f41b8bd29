/**
 * The words of the hint under the board (`hints.ts`) and of the master panel's pointer help, in Italian and English,
 * with their touch screen forms (`pointer-words.ts`): they travel with the room's extras and the master's panel,
 * chunks fetched on demand (`lazy-parts.ts`), instead of the element's up-front table (`i18n.ts`; the embed's weight).
 * @module
 */
import { textsOf } from './i18n.ts';

const it = {
  aimHint: 'Scegli sul tabellone il bersaglio di {name} (Esc per annullare).',
  aimHint_touch: 'Tocca sul tabellone il bersaglio di {name}; tocca altrove per annullare.',
  clauseAttack: 'clicca una creatura cerchiata di rosso per attaccarla',
  clauseAttack_touch: 'tocca una creatura cerchiata di rosso per attaccarla',
  clauseDoor: 'clicca una porta gialla per aprirla',
  clauseDoor_touch: 'tocca una porta gialla per aprirla',
  clauseMagic: 'usa incantesimi e oggetti',
  clauseMove: 'clicca una casella verde per muoverti',
  clauseMove_touch: 'tocca una casella verde per muoverti',
  clauseNpc: 'clicca {npc} per muoverlo',
  clauseNpc_touch: 'tocca {npc} per muoverlo',
  clauseOr: ' o ',
  clauseRoll: 'tira i dadi per muoverti',
  clauseSearch: 'cerca tesori o trappole con i pulsanti «Cerca»',
  clauseSearchSheet: 'cerca con «Cerca» nella scheda «Eroe»',
  clauseUnitAttack: 'clicca un eroe cerchiato di rosso per attaccarlo',
  clauseUnitAttack_touch: 'tocca un eroe cerchiato di rosso per attaccarlo',
  clauseUnitMove: 'clicca una casella verde per muovere {unit}',
  clauseUnitMove_touch: 'tocca una casella verde per muovere {unit}',
  hintDead: 'Il tuo eroe è caduto: segui la partita.',
  hintDone: 'Non ti resta altro da fare: premi «Fine turno».',
  hintHostAuto: 'Partita automatica: il computer muove le creature.',
  hintLobbyHero: 'Sei al tavolo: la partita comincia quando il master preme «Inizia la partita».',
  hintLobbyHeroAuto: 'Sei al tavolo: la partita comincia quando l’ospite, o uno degli eroi, preme «Inizia la partita».',
  hintLobbyMaster: 'Invita gli eroi: quando almeno uno è al tavolo, premi «Inizia la partita».',
  hintLobbyReady: 'Eroi al tavolo: {n}. Premi «Inizia la partita» quando siete pronti.',
  hintMasterActed: '{unit} non può fare altro in questo turno: scegli un’altra creatura o premi «Fine turno».',
  hintMasterDone: 'Le creature hanno finito: premi «Fine turno».',
  hintMasterHidden: 'Le creature aspettano in stanze che gli eroi non hanno ancora scoperto: premi «Fine turno».',
  hintMasterPick: 'Scegli una creatura cerchiata di chiaro, sul tabellone o nel pannello.',
  hintMasterWait: 'Tocca {toHero}.',
  hintNpcMove: 'Clicca una casella verde per muovere {npc}; clicca altrove per annullare.',
  hintNpcMove_touch: 'Tocca una casella verde per muovere {npc}; tocca altrove per annullare.',
  hintWaitHero: 'Tocca {toHero}: aspetta il tuo turno.',
  hintWaitMaster: 'Tocca al master: aspetta il tuo turno.',
  hintWatching: 'Stai guardando: il tabellone segue la partita da solo.',
  hintReplay: 'Replay: la partita com’è andata. Premi ▶ o trascina la linea del tempo.',
  pickCreature: 'Scegli una creatura, poi clicca una casella evidenziata per muoverla o un eroe adiacente per attaccarlo.',
  pickCreature_touch: 'Scegli una creatura, poi tocca una casella evidenziata per muoverla o un eroe adiacente per attaccarlo.',
  pickUnit: 'Clicca un pezzo per vederne la scheda e farne il bersaglio delle carte.',
  pickUnit_touch: 'Tocca un pezzo per vederne la scheda e farne il bersaglio delle carte.',
} as const;

/** A key of the hint's words. */
export type HintTextKey = keyof typeof it;

const en: Record<HintTextKey, string> = {
  aimHint: 'Pick the target of {name} on the board (Esc to cancel).',
  aimHint_touch: 'Tap the target of {name} on the board; tap elsewhere to cancel.',
  clauseAttack: 'click a creature with a red ring to attack it',
  clauseAttack_touch: 'tap a creature with a red ring to attack it',
  clauseDoor: 'click a yellow door to open it',
  clauseDoor_touch: 'tap a yellow door to open it',
  clauseMagic: 'use spells and items',
  clauseMove: 'click a green square to move',
  clauseMove_touch: 'tap a green square to move',
  clauseNpc: 'click {npc} to move them',
  clauseNpc_touch: 'tap {npc} to move them',
  clauseOr: ' or ',
  clauseRoll: 'roll the dice to move',
  clauseSearch: 'search for treasure or traps with the Search buttons',
  clauseSearchSheet: 'search from the Hero sheet',
  clauseUnitAttack: 'click a hero with a red ring to attack',
  clauseUnitAttack_touch: 'tap a hero with a red ring to attack',
  clauseUnitMove: 'click a green square to move {unit}',
  clauseUnitMove_touch: 'tap a green square to move {unit}',
  hintDead: 'Your hero has fallen: follow the game.',
  hintDone: 'Nothing left to do: press “End turn”.',
  hintHostAuto: 'Automatic game: the computer moves the creatures.',
  hintLobbyHero: 'You have a seat: the game begins when the master presses “Start the game”.',
  hintLobbyHeroAuto: 'You have a seat: the game begins when the host, or one of the heroes, presses “Start the game”.',
  hintLobbyMaster: 'Invite the heroes: once at least one has a seat, press “Start the game”.',
  hintLobbyReady: 'Heroes at the table: {n}. Press “Start the game” when you are ready.',
  hintMasterActed: '{unit} can do nothing more this turn: pick another creature or press “End turn”.',
  hintMasterDone: 'The creatures are done: press “End turn”.',
  hintMasterHidden: 'The creatures wait in rooms the heroes have not found yet: press “End turn”.',
  hintMasterPick: 'Pick a creature with a pale ring, on the board or in the panel.',
  hintMasterWait: 'It is {hero}’s turn.',
  hintNpcMove: 'Click a green square to move {npc}; click elsewhere to cancel.',
  hintNpcMove_touch: 'Tap a green square to move {npc}; tap elsewhere to cancel.',
  hintWaitHero: 'It is {hero}’s turn: wait for yours.',
  hintWaitMaster: 'It is the master’s turn: wait for yours.',
  hintWatching: 'You are watching: the board follows the game by itself.',
  hintReplay: 'Replay: the game as it went. Press ▶ or drag the timeline.',
  pickCreature: 'Pick a creature, then click a highlighted square to move it or an adjacent hero to attack.',
  pickCreature_touch: 'Pick a creature, then tap a highlighted square to move it or an adjacent hero to attack.',
  pickUnit: 'Click a piece to see its card and make it the target of cards.',
  pickUnit_touch: 'Tap a piece to see its card and make it the target of cards.',
};

/** The hint's words, by language. */
export const HINT_TEXTS: Record<'it' | 'en', Record<HintTextKey, string>> = { it, en };

/** The hint's words in `lang`, with their `{param}`s filled in. */
export const hintText = textsOf(HINT_TEXTS);
