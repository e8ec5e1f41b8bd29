/**
 * Every text the element shows, in Italian (the default) and English: the Italian table here, up front, and the
 * English one in `i18n-en.ts`, loaded on demand ({@link loadTexts}). A part shown only after a lazy load keeps its
 * texts in its own chunk ({@link textsOf}: the master's panel, the campaign shell's `campaign/i18n.ts`, the d20 and
 * `rules` rulesets' parts in `rulesets/d20/texts.ts`, `rulesets/rules/texts.ts` and `rulesets/shared-texts.ts`).
 * `{name}` marks a parameter; plural pairs are keys ending in `_one` / `_other`.
 * @module
 */
import { ownValue } from '../content/own.ts';
import { textIn, type AnyText } from '../content/text.ts';

/** The languages of the interface. */
export type Lang = 'it' | 'en';

/** The supported languages, default first. */
export const LANGS: readonly Lang[] = ['it', 'en'];

/** Normalises any `lang` value (`en-GB`, `IT`, null) to a supported language; Italian by default. */
export function toLang(value: string | null | undefined): Lang {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'it';
}

const it = {
  // turn bar
  round: 'Giro {n}',
  lobby: 'In attesa degli eroi',
  lobbyWaitMaster: 'In attesa che il master inizi',
  lobbyWaitHost: 'In attesa che l’ospite inizi',
  lobbyReady: 'Pronti a iniziare',
  turnOfHero: 'Turno: {name}',
  turnOfMaster: 'Turno del master',
  yourTurn: 'È il tuo turno',
  roll: 'Tira i dadi',
  endTurn: 'Fine turno',
  startGame: 'Inizia la partita',
  stepsLeft: 'Passi rimasti: {n}',
  connecting: 'Connessione…',
  reconnecting: 'Riconnessione…',
  online: 'Connesso',
  denied: 'Accesso negato: {message}',
  loading: 'Caricamento…',
  missingRoom: 'Manca l’attributo "room".',
  partFailed: 'Impossibile caricare dal server una parte del gioco: {message}',
  // camera buttons (a shortcut in brackets)
  cameraTools: 'Vista del tabellone',
  cameraZoomIn: 'Avvicina ({key})',
  cameraZoomOut: 'Allontana ({key})',
  cameraTurnLeft: 'Ruota a sinistra ({key})',
  cameraTurnRight: 'Ruota a destra ({key})',
  cameraCentreHero: 'Centra sul mio eroe ({key})',
  cameraCentreActive: 'Centra sul pezzo di turno ({key})',
  cameraFit: 'Tutto il tabellone ({key})',
  // the panels' drawer on a narrow screen
  sheetHero: 'Eroe',
  sheetMaster: 'Master',
  sheetWatching: 'Partita',
  sheetLog: 'Cronaca',
  sheetClose: 'Chiudi',
  sheetTabs: 'Pannelli',
  // dice
  dice: 'Dadi',
  movement: 'Movimento',
  combat: 'Combattimento',
  noRoll: 'Nessun tiro',
  rollRound: 'Giro {round} · {who}',
  rollEarlier: 'Tiro precedente · {who}',
  rollPast: 'giro passato',
  attackDice: 'Attacco',
  defenceDice: 'Difesa',
  damage_one: '{n} danno',
  damage_other: '{n} danni',
  face_skull: 'teschio',
  face_white_shield: 'scudo bianco',
  face_black_shield: 'scudo nero',
  die: 'dado: {n}',
  // keyboard and screen readers (components/shortcuts.ts, keyboard.ts, announcer.ts, square-text.ts)
  withShortcut: '{title} (tasto {key})',
  // on a touch screen the hints say "tocca", not "clicca" (components/pointer-words.ts); a hero's movement is rolled
  clauseMove_touch: 'tocca una casella verde per muoverti',
  clauseAttack_touch: 'tocca una creatura cerchiata di rosso per attaccarla',
  clauseDoor_touch: 'tocca una porta gialla per aprirla',
  clauseNpc_touch: 'tocca {npc} per muoverlo',
  hintNpcMove_touch: 'Tocca una casella verde per muovere {npc}; tocca altrove per annullare.',
  clauseUnitMove_touch: 'tocca una casella verde per muovere {unit}',
  clauseUnitAttack_touch: 'tocca un eroe cerchiato di rosso per attaccarlo',
  pickCreature_touch: 'Scegli una creatura, poi tocca una casella evidenziata per muoverla o un eroe adiacente per attaccarlo.',
  pickUnit_touch: 'Tocca un pezzo per vederne la scheda e farne il bersaglio delle carte.',
  moveRolled: 'si tira a ogni turno',
  // the master's cursor text: its creatures are its own, the heroes its enemies (components/square-text.ts)
  sq_own_creature: 'una tua creatura',
  sq_enemy_hero: 'eroe nemico',
  nextCreature: 'Prossima creatura',
  boardLabel: 'Tabellone',
  boardHelp: 'Frecce: sposta il cursore. Invio: agisci sulla casella. Esc: annulla.',
  // the 2D board (no WebGL) and the board's guard
  boardFlat: 'Il tabellone 3D non è disponibile in questo browser: lo mostriamo dall’alto.',
  boardFlatStopped: 'Il tabellone 3D ha smesso di funzionare: lo mostriamo dall’alto.',
  boardContextLost: 'Il browser ha tolto la grafica al tabellone 3D (troppe viste 3D aperte, o il driver grafico si è riavviato).',
  boardFlatDismiss: 'Nascondi l’avviso',
  boardFailed: 'Il tabellone non è riuscito a disegnarsi: {message}',
  boardFailedHelp: 'Il resto della partita funziona: turno, scheda, dadi e cronaca.',
  boardRetry: 'Riprova',
  sq_at: 'Casella {x}, {y}',
  sq_corridor: 'corridoio',
  sq_room: 'stanza {room}',
  sq_room_unnamed: 'stanza',
  sq_dark: 'stanza inesplorata',
  sq_unit: '{life} {body} su {max}',
  sq_hero: 'eroe',
  sq_creature: 'nemico',
  sq_npc: 'alleato',
  sq_door_closed: 'porta chiusa',
  sq_door_open: 'porta aperta',
  sq_act_move: 'Invio: muovi qui',
  sq_act_attack: 'Invio: attacca',
  sq_act_door: 'Invio: apri la porta',
  sq_act_aim: 'Invio: scegli come bersaglio',
  sq_act_select: 'Invio: seleziona',
  sq_act_other: 'Invio: agisci',
  sq_act_none: 'nessuna azione qui',
  ann_attack_dice: 'Dadi d’attacco: {attack}. Dadi di difesa: {defence}.',
  noDice: 'nessuno',
  // hero card
  heroCard: 'Il tuo eroe',
  body: 'Corpo',
  mind: 'Mente',
  attack: 'Attacco',
  defence: 'Difesa',
  move: 'Movimento',
  dead: 'Caduto',
  spells: 'Incantesimi',
  items: 'Oggetti',
  gold: 'Oro',
  partyGold: 'Oro della compagnia',
  usesLeft: 'Usi rimasti: {n}',
  consumable: 'monouso',
  copies: '×{n}',
  activeEffects: 'Effetti attivi',
  modChip: '{stat} {delta} ({duration})',
  duration_turn: 'turno',
  duration_round: 'giro',
  duration_quest: 'missione',
  pendingMod: 'dal prossimo turno',
  poisonChip: 'Veleno −{amount} · {turns}',
  stunChip: 'Stordimento · {turns}',
  dormantChip: 'Dormiente',
  turns_one: '{n} turno',
  turns_other: '{n} turni',
  range_adjacent: 'adiacente',
  range_line: 'in linea retta',
  range_self: 'su di sé',
  range_any: 'a vista',
  noUseNow: 'Non utilizzabile ora',
  aimHint: 'Scegli sul tabellone il bersaglio di {name} (Esc per annullare).',
  aimHint_touch: 'Tocca sul tabellone il bersaglio di {name}; tocca altrove per annullare.',
  aiming: 'Scegli il bersaglio…',
  cancel: 'Annulla',
  // the master's panel and the pieces' cards (the panel's own texts: components/parts/master-texts.ts)
  creatures: 'Creature',
  heroes: 'Eroi',
  pickCreature: 'Scegli una creatura, poi clicca una casella evidenziata per muoverla o un eroe adiacente per attaccarlo.',
  powers: 'Poteri',
  noPowers: 'Nessun potere speciale.',
  ab_ranged: 'Attacca a distanza, in linea retta fino a {n} caselle',
  ab_regen_one: 'Si rigenera di {n} punto corpo a ogni turno del master',
  ab_regen_other: 'Si rigenera di {n} punti corpo a ogni turno del master',
  ab_immune: 'Immune a: {list}',
  ab_dormant: 'Dormiente: non può essere ferito finché non si muove o attacca',
  ab_awake: 'Dormiente, ma ormai sveglio',
  ab_fly: 'Vola: passa attraverso gli eroi',
  pickUnit: 'Clicca un pezzo per vederne la scheda e farne il bersaglio delle carte.',
  // hints
  hintLobbyHero: 'Sei al tavolo: la partita comincia quando il master preme «Inizia la partita».',
  hintLobbyHeroAuto: 'Sei al tavolo: la partita comincia quando l’ospite, o uno degli eroi, preme «Inizia la partita».',
  hintLobbyMaster: 'Invita gli eroi: quando almeno uno è al tavolo, premi «Inizia la partita».',
  hintLobbyReady: 'Eroi al tavolo: {n}. Premi «Inizia la partita» quando siete pronti.',
  hintWaitHero: 'Tocca {toHero}: aspetta il tuo turno.',
  hintWaitMaster: 'Tocca al master: aspetta il tuo turno.',
  hintDead: 'Il tuo eroe è caduto: segui la partita.',
  clauseRoll: 'tira i dadi per muoverti',
  clauseMove: 'clicca una casella verde per muoverti',
  clauseAttack: 'clicca una creatura cerchiata di rosso per attaccarla',
  clauseDoor: 'clicca una porta gialla per aprirla',
  clauseSearch: 'cerca tesori o trappole con i pulsanti «Cerca»',
  clauseSearchSheet: 'cerca con «Cerca» nella scheda «Eroe»',
  clauseNpc: 'clicca {npc} per muoverlo',
  clauseMagic: 'usa incantesimi e oggetti',
  clauseOr: ' o ',
  hintDone: 'Non ti resta altro da fare: premi «Fine turno».',
  hintNpcMove: 'Clicca una casella verde per muovere {npc}; clicca altrove per annullare.',
  hintMasterPick: 'Scegli una creatura cerchiata di chiaro, sul tabellone o nel pannello.',
  clauseUnitMove: 'clicca una casella verde per muovere {unit}',
  clauseUnitAttack: 'clicca un eroe cerchiato di rosso per attaccarlo',
  hintMasterActed: '{unit} non può fare altro in questo turno: scegli un’altra creatura o premi «Fine turno».',
  hintMasterDone: 'Le creature hanno finito: premi «Fine turno».',
  hintMasterHidden: 'Le creature aspettano in stanze che gli eroi non hanno ancora scoperto: premi «Fine turno».',
  hintMasterWait: 'Tocca {toHero}.',
  hintHostAuto: 'Partita automatica: il computer muove le creature.',
  hintNotHere: 'Lì non succede nulla: segui le caselle e gli anelli evidenziati.',
  // search
  search: 'Cerca',
  searchTreasure: 'Cerca tesori',
  searchTraps: 'Cerca trappole e porte segrete',
  searchWhere: 'nella stanza o nel tratto di corridoio',
  searchDone: 'Già cercato qui',
  searchActed: 'Hai già agito in questo turno',
  // characters (NPCs)
  npcTag: 'personaggio',
  // objects
  trapWord_spikes: 'spuntoni',
  trapWord_pit: 'fossa',
  trapWord_spear: 'lancia',
  trapWord_rock: 'masso',
  objHidden: 'Ancora da scoprire per gli eroi',
  objTrapSpent: 'Scattata o disinnescata: ormai innocua',
  objTrapShown: 'In vista: non scatta',
  objTaken: 'Già preso',
  objSearched: 'Già perquisito',
  // mission events and the end
  missionEvent: 'Evento',
  reason_all_creatures_dead: 'Tutte le creature sono state sconfitte.',
  reason_all_heroes_dead: 'Tutti gli eroi sono caduti.',
  reason_declared: 'Il master ha dichiarato la fine della missione.',
  reason_effect: 'Un evento ha concluso la missione.',
  reason_conditions: 'Gli obiettivi della missione sono stati raggiunti.',
  reason_kill: 'Sono cadute tutte le creature «{name}».',
  reason_kill_count_one: 'È stata uccisa {n} creatura.',
  reason_kill_count_other: 'Sono state uccise {n} creature.',
  reason_room_revealed: 'La stanza «{room}» è stata scoperta.',
  reason_gold_one: 'Gli eroi hanno raccolto {n} moneta d’oro.',
  reason_gold_other: 'Gli eroi hanno raccolto {n} monete d’oro.',
  reason_reach: 'Gli eroi hanno raggiunto la meta.',
  reason_reach_room: 'Gli eroi hanno raggiunto la stanza «{room}».',
  reason_escort: '{npc} è arrivato a destinazione.',
  reason_survive_one: 'Gli eroi sono sopravvissuti per {n} giro.',
  reason_survive_other: 'Gli eroi sono sopravvissuti per {n} giri.',
  reason_has_item: 'Un eroe ha ottenuto «{item}».',
  reason_hero_dead: 'Un eroe è caduto.',
  reason_fled: 'La Compagnia è fuggita dallo scontro.',
  reason_npc_dead: '{npc} è morto.',
  reason_rounds_one: 'Il tempo è scaduto: è passato {n} giro.',
  reason_rounds_other: 'Il tempo è scaduto: sono passati {n} giri.',
  reason_unknown: 'La partita è finita.',
  // log
  log: 'Cronaca',
  logEmpty: 'Ancora nulla da raccontare.',
  rejected: 'Azione rifiutata: {message}',
  staleAction: 'Il tabellone è cambiato prima che la tua azione arrivasse: non è stata giocata. Guarda di nuovo e scegli.',
  storageAway: 'Il server non riesce a salvare in questo momento: la tua azione non è stata giocata. Riprova tra qualche secondo.',
  storageBroken: 'Il server non riesce a scrivere i suoi dati: la tua azione non è stata giocata. Avvisa chi gestisce il server.',
  dismiss: 'Chiudi',
  skipMotion: 'Salta animazione',
  // game over
  heroesWin: 'Vittoria degli eroi!',
  heroesFled: 'Gli eroi sono fuggiti!',
  masterWins: 'Vince il master!',
  creaturesWin: 'Vincono le creature!',
  // join flow
  join: 'Gioca come {name}',
  watching: 'Stai guardando',
  watchingText: 'Vedi il tabellone dalla parte degli eroi, in diretta. Chi guarda non può agire.',
  takeFreeSeat: 'Prendi un posto libero',
  // players panel (absent players)
  playersTitle: 'Giocatori',
  playersMaster: 'Master',
  playersHost: 'Ospite',
  playerYou: '(tu)',
  playerHere: 'connesso',
  playerAway: 'assente',
  playerVacant: 'posto libero',
  playerTurn: 'di turno',
  turnTimeLeft: 'Tempo del turno: {time}',
  turnTimeOut: 'Tempo del turno scaduto',
  turnTimeLimit: 'Tempo per turno: {time}',
  skipTurn: 'Salta il turno',
  releaseSeat: 'Libera il posto',
  releaseSeatOf: 'Libera il posto di {name}',
  releaseSeatConfirm: 'Liberare il posto di {name}? Il giocatore lo perde subito.',
  releaseSeatYes: 'Sì, libera',
  handToComputer: 'Affida le creature al computer',
  takeCreaturesBack: 'Riprendi le creature',
  computerPlays: 'Le creature sono giocate dal computer.',
  hintWatching: 'Stai guardando: il tabellone segue la partita da solo.',
  roomEnded: 'Questa stanza è terminata ed è stata archiviata: creane una nuova per giocare ancora.',
  connectionEnded: 'Stanza terminata',
  retry: 'Riprova',
  // event log lines
  ev_seat_joined: '{hero} si unisce alla compagnia',
  ev_game_started: 'La partita comincia',
  ev_turn_hero: 'Giro {round}: tocca {toHero}',
  ev_turn_master: 'Giro {round}: tocca al master',
  ev_turn_creatures: 'Giro {round}: tocca alle creature',
  ev_rolled: '{unit} tira {dice}: {n} passi',
  ev_moved_one: '{unit} si muove di {n} casella',
  ev_moved_other: '{unit} si muove di {n} caselle',
  ev_moved_0: '{unit} si muove',
  ev_door: '{unit} apre una porta',
  ev_room: 'Si scopre una stanza: {room}',
  ev_room_unnamed: 'Si scopre una stanza',
  ev_attack: '{attacker} attacca {target}: {hits}, {blocks}, {damage}',
  ev_died_hero: '{unit} cade',
  ev_died_creature: '{unit} muore',
  ev_turn_ended_hero: '{unit} passa il turno',
  ev_turn_ended_master: 'Il master passa il turno',
  ev_turn_ended_creatures: 'Le creature hanno finito',
  ev_over_heroes: 'Fine della partita: vincono gli eroi',
  ev_over_fled: 'Fine dello scontro: gli eroi fuggono',
  ev_over_master: 'Fine della partita: vince il master',
  ev_over_creatures: 'Fine della partita: vincono le creature',
  ev_turn_ended_unit: '{unit} ha finito il turno',
  ev_spell_cast: '{unit} lancia {spell}',
  ev_spell_cast_on: '{unit} lancia {spell} {onTarget}',
  ev_item_used: '{unit} usa {item}',
  ev_item_used_on: '{unit} usa {item} {onTarget}',
  ev_spell_taught: '{unit} impara {spell}',
  ev_card_drawn: 'Carta «{name}»: {text}',
  ev_deck_shuffled: 'Il mazzo viene rimescolato',
  ev_deck_shuffled_named: 'Il mazzo «{deck}» viene rimescolato',
  ev_damaged: '{unit} subisce {damage}',
  ev_damaged_dice: '{unit} subisce {damage} ({hits}, {blocks})',
  ev_healed_one: '{unit} recupera {n} punto corpo',
  ev_healed_other: '{unit} recupera {n} punti corpo',
  ev_stat_changed: '{unit}: {stat} {delta} {until}',
  until_turn: 'fino alla fine del turno',
  until_round: 'fino alla fine del giro',
  until_quest: 'per tutta la missione',
  ev_stat_expired: '{unit}: finisce l’effetto su {stat}',
  ev_poisoned: '{unit}: veleno per {turns} ({damage} a turno)',
  ev_stunned: '{unit}: stordimento per {turns}',
  ev_poison_tick: '{unit} subisce {damage} per il veleno',
  ev_stun_tick: '{unit}: stordimento, ancora {turns}',
  ev_stun_last: '{unit}: stordimento, ultimo turno',
  ev_poison_ended: '{unit}: il veleno svanisce',
  ev_stun_ended: '{unit}: lo stordimento passa',
  ev_turn_skipped: '{unit} salta questo turno',
  ev_turn_skipped_away: '{unit} non è connesso e perde il turno',
  ev_turn_skipped_time: '{unit} ha finito il tempo e perde il turno',
  ev_seat_released: 'Il master libera il posto {ofHero}: chi ha l’invito può prenderlo',
  ev_creatures_to_computer: 'Il master affida le creature al computer',
  ev_creatures_to_master: 'Il master riprende le creature',
  ev_computer_turn: 'Il computer gioca il turno delle creature',
  ev_computer_turn_away: 'Il master non c’è: il computer gioca il turno delle creature',
  ev_teleported: '{unit} scompare e ricompare altrove',
  ev_gold_unit: '{unit} trova {n} monete d’oro',
  ev_gold_unit_dice: '{unit} trova {n} monete d’oro (dadi: {dice})',
  ev_gold_party: 'Gli eroi trovano {n} monete d’oro',
  ev_gold_party_dice: 'Gli eroi trovano {n} monete d’oro (dadi: {dice})',
  ev_item_gained: '{unit} ottiene {item}',
  ev_spawned: 'Compare {unit}',
  ev_regenerated_one: '{unit} si rigenera di {n} punto corpo',
  ev_regenerated_other: '{unit} si rigenera di {n} punti corpo',
  ev_awakened: '{unit} si risveglia',
  ev_custom: 'Da risolvere: {text}',
  ev_custom_resolved: 'Effetto risolto',
  ev_searched_treasure: '{unit} cerca tesori: {found}',
  ev_searched_traps: '{unit} cerca trappole e porte segrete: {found}',
  ev_found_nothing: 'niente',
  ev_found_one: '{n} scoperta',
  ev_found_other: '{n} scoperte',
  ev_object_found: 'Scoperto: {object}',
  ev_trap_sprung: '{unit} fa scattare una trappola ({trap})!',
  ev_over_why: '{over}. {reason}',
  ev_mission_event: 'Evento della missione',
  ev_custom_resolved_text: 'Risolto: {text}',
  ev_effect_skipped: 'Nessun effetto: {reason}',
  ev_effect_skipped_on: 'Nessun effetto {onTarget}: {reason}',
  skip_dead: 'è già a terra',
  skip_absent: 'nessun bersaglio',
  skip_immune: 'è immune',
  skip_dormant: 'è dormiente',
  skip_occupied: 'la casella è occupata',
  skip_not_a_hero: 'non è un eroe',
  skip_empty: 'il mazzo è vuoto',
  skip_no_room: 'la stanza non esiste',
  skip_no_space: 'non c’è una casella libera',
  stat_att: 'attacco',
  stat_def: 'difesa',
  stat_move: 'movimento',
  stat_mind: 'mente',
  status_poison: 'veleno',
  ev_turn_creature: 'Giro {round}: tocca {toUnit}',
  ev_damaged_weak: '{unit} subisce {damage} ({element}: è vulnerabile)',
  ev_damaged_resist: '{unit} subisce {damage} ({element}: resiste)',
  ev_damaged_element: '{unit} subisce {damage} ({element})',
  ev_poisoned_until: '{unit}: avvelenato ({damage} a turno, finché non viene curato)',
  ev_status_on: '{unit}: {status}',
  ev_status_off: '{unit} perde lo stato «{status}»',
  ev_turn_skipped_frozen: '{unit} è congelato e salta il turno',
  ev_turn_skipped_condition: '{unit} non può agire e perde il turno',
  ev_thawed: '{unit} si scongela',
  ev_resource_spent: '{unit} spende {n} {resource} (restano {value})',
  ev_resource_gained: '{unit} recupera {n} {resource} (ora {value})',
  ev_revived: '{unit} torna in vita con {n} punti corpo',
  resource_mana: 'mana',
  resource_stamina: 'stamina',
  skip_full: 'è già in piena forma',
  skip_alive: 'è ancora in vita',
  skip_ruleset: 'queste regole non lo prevedono',
  skip_ignored: 'è già avvelenato',
  skip_missed: 'non attecchisce',
  status_freeze: 'congelato',
  status_guard: 'protezione',
  status_weaken: 'attacco indebolito',
  status_entangled: 'intrappolato',
  status_off_balance: 'sbilanciato',
  status_exposed: 'scoperto',
  status_defending: 'in difesa',
  status_vanished: 'svanito',
  status_shield_wall: 'muro di scudi',
  status_fumble_attack: 'colpo maldestro',
  status_armour_penalty: 'guardia persa',
  status_stun: 'stordimento',
  manaCost: '{n} mana',
  manaShort: 'Mana insufficiente: ne servono {n}, ne hai {res}',
  freeze: 'Gelo',
  skulls_one: '{n} teschio',
  skulls_other: '{n} teschi',
  shields_one: '{n} scudo',
  shields_other: '{n} scudi',
  and: ' e ',
  aCreature: 'una creatura',
  master: 'il master',
} as const;

/** A key of the message table. */
export type MessageKey = keyof typeof it;

/** The element's texts in one language, by key. */
export type Messages = Record<MessageKey, string>;

/**
 * Where each language's table comes from: Italian, the default, is in the bundle; English is a chunk of its own
 * (`i18n-en.ts`), fetched only when an element shows English (issue 18, "Weight").
 */
const LOADERS: Record<Lang, () => Promise<Messages>> = {
  it: () => Promise.resolve(it),
  en: () => import('./i18n-en.ts').then((m) => m.en),
};

/** The tables loaded so far. */
const tables: Partial<Record<Lang, Messages>> = { it };
const loading = new Map<Lang, Promise<void>>();

/** Whether the texts in `lang` are loaded, so that {@link t} can give them at once. */
export function hasTexts(lang: Lang): boolean {
  return tables[lang] !== undefined;
}

/**
 * Loads the texts in `lang` (once per page: every call after the first gets the same promise; Italian resolves at
 * once). Rejects with the browser's error when the chunk cannot be fetched (the next call then tries again).
 */
export function loadTexts(lang: Lang): Promise<void> {
  if (tables[lang]) return Promise.resolve();
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]().then(
      (table) => {
        tables[lang] = table;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

/**
 * The table of `lang`. Throws when it is not loaded yet: `<quest-board>` awaits {@link loadTexts} before it renders
 * in a language, and code that shows texts outside it must do the same.
 */
export function messages(lang: Lang): Messages {
  const table = tables[lang];
  if (!table) throw new Error(`quest-board: the texts in "${lang}" are not loaded yet: await loadTexts('${lang}') first`);
  return table;
}

/** Parameters of a message. */
export type Params = Record<string, string | number>;

/** `text` with its `{param}`s filled in from `params` (a `{name}` not in `params` stays as it is). */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of `key` in `lang` with its `{param}`s filled in. Throws when `lang`'s texts are not loaded ({@link messages}). */
export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return fill(messages(lang)[key], params);
}

/**
 * The lookup of an area's own texts, for a part that shows only after a lazy load (the master's panel) or on
 * another page (the demo page): its table, in both languages, travels in its own chunk or bundle instead of the
 * element's up-front one. `tables.en` typed `Record<keyof typeof it, string>` makes the compiler check that English has
 * every key of Italian, and no other.
 */
export function textsOf<K extends string>(tables: Record<Lang, Record<K, string>>): (lang: Lang, key: K, params?: Params) => string {
  return (lang, key, params = {}) => fill(tables[lang][key], params);
}

type PluralBase<K> = K extends `${infer B}_one` ? B : never;
/** A message with `_one` / `_other` forms. */
export type PluralKey = PluralBase<MessageKey>;

/**
 * The key of `base`'s form for count `n`: `base_one` for 1, `base_other` for any other count (Italian and English
 * alike); for the tables of {@link textsOf}, whose plural pairs are keys ending in `_one` / `_other` too.
 */
export function pluralKey<B extends string>(base: B, n: number): `${B}_one` | `${B}_other` {
  return `${base}_${n === 1 ? 'one' : 'other'}`;
}

/** The plural-aware text of `base` for count `n` (`n` is passed as the `{n}` parameter). */
export function tn(lang: Lang, base: PluralKey, n: number, params: Params = {}): string {
  return t(lang, pluralKey(base, n) as MessageKey, { ...params, n });
}

/** The schools of magic of the default content, by element id. */
const ELEMENTS: Record<string, { it: string; en: string }> = {
  fuoco: { it: 'fuoco', en: 'fire' },
  acqua: { it: 'acqua', en: 'water' },
  aria: { it: 'aria', en: 'air' },
  terra: { it: 'terra', en: 'earth' },
  // the six elements of the d20 ruleset Forsaken Woods
  fire: { it: 'fuoco', en: 'fire' },
  arcane: { it: 'arcano', en: 'arcane' },
  frost: { it: 'gelo', en: 'frost' },
  void: { it: 'vuoto', en: 'void' },
  holy: { it: 'sacro', en: 'holy' },
  wind: { it: 'vento', en: 'wind' },
  earth: { it: 'terra', en: 'earth' },
};

/** The name of a spell element (`fuoco` -> "fire" in English); an unknown element id is shown with spaces for hyphens. */
export function elementName(element: string, lang: Lang): string {
  return ownValue(ELEMENTS, element)?.[lang] ?? element.replace(/-/g, ' ');
}

/** Whether `element` is one of the known elements (it has a colour and a name). */
export function isKnownElement(element: string): boolean {
  return Object.hasOwn(ELEMENTS, element);
}

/**
 * A content text (`{ it, en }`, one language may be missing) in `lang`, or in the written language when `lang` is
 * missing (content/text.ts); '' when absent. Where the words are shown as markup, {@link import('./lang-text.ts').langText}
 * also marks a fallback with its `lang`.
 */
export function pick(text: AnyText | null | undefined, lang: Lang): string {
  return textIn(text, lang);
}
