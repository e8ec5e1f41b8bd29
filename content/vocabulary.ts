/**
 * Words, not identifiers: the name and a one-line explanation, in Italian and English, of every fixed
 * value a mission, an effect brick or a spell is written with (conditions, triggers, effects, targets, object and
 * trap kinds, furniture, statuses, stats, durations, modes, ...). One table, shared by the Archive (its selects show
 * the name, their title the hint) and the element.
 *
 * This module imports no zod and no schema at run time (only types, erased by the compiler), so the element's bundle
 * may hold it (test/bundle-size.test.ts). `test/vocabulary.test.ts` walks the schemas' enumerations and fails when a
 * value has no entry here, or an entry lacks a language, a name or a hint.
 *
 * The element names objects with {@link OBJECT_TYPES}, {@link TRAP_KINDS} and {@link FURNITURE}
 * (components/texts.ts `objectKindLabel`), so an author picks the very word the players will read.
 *
 * Elements (`fuoco`, `aria`...) are not here: the schemas leave them free slugs (a ruleset or a spell names its own),
 * so there is no fixed list to name.
 * @module
 */
import type { Condition, Effect, Spell, Target, Trigger, WinRule } from './schemas/index.ts';
import { FURNITURE, OBJECT_TYPES, TRAP_KINDS } from './vocabulary-objects.ts';
import { w, type WordList } from './vocabulary-words.ts';

export { FURNITURE, OBJECT_TYPES, TRAP_KINDS } from './vocabulary-objects.ts';
export { wordsOf, type Worded, type WordList, type Words } from './vocabulary-words.ts';

/**
 * Mission conditions (`win.conditions[].type`, `lose[].type`; spec 000 "Condizioni", engine/core/conditions.ts).
 * `hero_dead` is met as soon as one hero has fallen (the engine checks "some hero is not alive"); "all heroes fall"
 * needs no condition: the master wins then in every mission (engine/core/outcome.ts), and the hint says so.
 */
export const CONDITIONS: WordList<Condition['type']> = {
  kill_all: w(
    'Tutte le creature uccise',
    'Ogni creatura della missione è morta, anche quelle comparse durante il gioco.',
    'All creatures killed',
    'Every creature of the mission is dead, those that appeared during play too.',
  ),
  kill: w(
    'Creature indicate uccise',
    'Ogni creatura del tipo o con l’etichetta scelti è morta (almeno una deve essere stata piazzata).',
    'Chosen creatures killed',
    'Every creature of the chosen kind or with the chosen tag is dead (at least one must have been placed).',
  ),
  kill_count: w(
    'Numero di uccisioni',
    'Gli eroi hanno ucciso almeno tante creature quante indicate.',
    'Number of kills',
    'The heroes have killed at least the given number of creatures.',
  ),
  room_revealed: w('Stanza scoperta', 'La stanza scelta è stata scoperta.', 'Room revealed', 'The chosen room has been revealed.'),
  gold: w(
    'Oro raccolto',
    'Gli eroi hanno trovato in questa missione almeno tanto oro (della compagnia e di ciascuno, insieme).',
    'Gold gathered',
    'The heroes have found at least this much gold in this mission (the party’s and each hero’s together).',
  ),
  reach: w(
    'Raggiungere un luogo',
    'Un eroe vivo (o tutti) sta sulle caselle o nella stanza scelte.',
    'Reach a place',
    'One living hero (or all of them) stands on the chosen squares or in the chosen room.',
  ),
  escort: w(
    'Scortare un personaggio',
    'Il personaggio scelto è vivo e sta su una delle caselle indicate.',
    'Escort a character',
    'The chosen character is alive and stands on one of the given squares.',
  ),
  survive: w(
    'Sopravvivere',
    'Sono stati giocati fino in fondo tanti giri quanti indicati.',
    'Survive',
    'The given number of rounds have been played to their end.',
  ),
  has_item: w('Avere un oggetto', 'Un eroe porta con sé l’oggetto scelto.', 'Hold an item', 'A hero carries the chosen item.'),
  hero_dead: w(
    'Cadono gli eroi',
    'Cade un eroe («Chi»: Un eroe) o cadono tutti gli eroi («Chi»: Tutti gli eroi). Quando cadono tutti il master vince comunque, anche senza questa condizione.',
    'Heroes fall',
    'One hero falls (“Who”: One hero) or every hero falls (“Who”: All heroes). When all fall the master wins anyway, even without this condition.',
  ),
  npc_dead: w('Cade un personaggio', 'Il personaggio scelto (non giocante) è caduto.', 'A character falls', 'The chosen (non-player) character has fallen.'),
  rounds: w(
    'Tempo scaduto',
    'Un limite di tempo: si avvera quando finisce il giro indicato (di solito tra le sconfitte).',
    'Time runs out',
    'A time limit: met when the given round ends (usually among the defeats).',
  ),
};

/**
 * Event triggers (`events[].when.type`; spec 000 "Eventi", engine/core/triggers.ts). Every event fires once: `hero_dead`
 * fires when the first hero falls.
 */
export const TRIGGERS: WordList<Trigger['type']> = {
  round: w('Inizio di un giro', 'All’inizio del giro indicato.', 'Start of a round', 'When the given round begins.'),
  room_revealed: w('Stanza scoperta', 'Quando la stanza scelta viene scoperta.', 'Room revealed', 'When the chosen room is revealed.'),
  monster_dead: w(
    'Muore una creatura',
    'Quando muore una creatura con l’etichetta scelta (senza etichetta: una creatura qualsiasi).',
    'A creature dies',
    'When a creature with the chosen tag dies (no tag: any creature).',
  ),
  enter: w(
    'Un eroe entra',
    'Quando un eroe entra nella stanza o passa su una delle caselle scelte.',
    'A hero enters',
    'When a hero enters the chosen room or steps on one of the chosen squares.',
  ),
  hero_dead: w(
    'Cade un eroe',
    'Quando cade un eroe, il primo (ogni evento scatta una volta sola).',
    'A hero falls',
    'When a hero falls, the first one (every event fires only once).',
  ),
};

/** Effect bricks (`effects[].type`; spec 000 "Effetti", docs/effects.md). */
export const EFFECTS: WordList<Effect['type']> = {
  damage: w(
    'Danno',
    'Il bersaglio perde punti corpo: una quantità fissa, dadi da combattimento o un tiro di dadi.',
    'Damage',
    'The target loses body points: a fixed amount, combat dice or a dice roll.',
  ),
  heal: w(
    'Cura',
    'Il bersaglio recupera punti corpo, mai oltre il massimo; cura anche il veleno.',
    'Heal',
    'The target recovers body points, never above its maximum; it also cures poison.',
  ),
  revive: w(
    'Resurrezione',
    'Un eroe caduto torna in vita sulla sua casella, se è libera.',
    'Revive',
    'A fallen hero comes back to life on its square, if it is free.',
  ),
  restore: w('Ricarica', 'Il bersaglio recupera mana (o stamina) nelle regole d20.', 'Restore', 'The target gets mana (or stamina) back under d20 rules.'),
  stat: w(
    'Caratteristica',
    'Cambia per un po’ attacco, difesa, movimento o mente del bersaglio.',
    'Stat change',
    'Changes the target’s attack, defence, movement or mind for a while.',
  ),
  status: w('Stato', 'Avvelena, stordisce, congela, protegge o indebolisce il bersaglio.', 'Status', 'Poisons, stuns, freezes, guards or weakens the target.'),
  teleport: w(
    'Teletrasporto',
    'Sposta il bersaglio su una casella (non succede nulla se è occupata o di roccia).',
    'Teleport',
    'Moves the target to a square (nothing happens if it is taken or solid rock).',
  ),
  skip_turn: w('Salta il turno', 'Il bersaglio salta il suo prossimo turno.', 'Skip a turn', 'The target skips its next turn.'),
  gold: w('Oro', 'Dà oro a un eroe (alla compagnia se nessun eroe è bersaglio).', 'Gold', 'Gives gold to a hero (to the party when no hero is the target).'),
  item: w('Oggetto', 'Mette un oggetto nell’inventario di un eroe.', 'Item', 'Puts an item in a hero’s inventory.'),
  spawn: w(
    'Compaiono creature',
    'Creature del tipo scelto compaiono sulle caselle libere più vicine al punto indicato.',
    'Creatures appear',
    'Creatures of the chosen kind appear on the free squares nearest to the given point.',
  ),
  reveal: w('Scopri una stanza', 'Scopre una stanza e ciò che contiene.', 'Reveal a room', 'Reveals a room and what it holds.'),
  draw: w(
    'Pesca una carta',
    'Pesca la prima carta di un mazzo; i suoi effetti si applicano.',
    'Draw a card',
    'Draws the top card of a deck; its effects apply.',
  ),
  end: w('Fine della missione', 'La missione finisce con il vincitore indicato.', 'End the mission', 'The mission ends with the given winner.'),
  message: w('Messaggio', 'Mostra un testo a tutti.', 'Message', 'Shows a text to everyone.'),
  custom: w(
    'A voce del master',
    'Un testo per il master, che lo risolve a voce e lo segna come fatto.',
    'Master resolves',
    'A text for the master, who resolves it aloud and marks it done.',
  ),
};

/** Whom an effect brick acts on (`effects[].target`). */
export const TARGETS: WordList<Target> = {
  chosen: w('Chi viene scelto', 'L’unità che il giocatore sceglie.', 'The chosen unit', 'The unit the player picks.'),
  self: w('Chi agisce', 'L’unità che compie l’azione.', 'The acting unit', 'The unit that takes the action.'),
  all_heroes: w('Tutti gli eroi', 'Ogni eroe vivo.', 'All heroes', 'Every living hero.'),
  all_monsters: w('Tutte le creature', 'Ogni creatura viva.', 'All creatures', 'Every living creature.'),
  adjacent: w(
    'Nemici accanto',
    'Ogni unità viva dell’altra parte accanto (non in diagonale) a chi agisce.',
    'Adjacent foes',
    'Every living unit of the other side next to (not diagonally) the acting unit.',
  ),
  room_monsters: w(
    'Creature della stanza',
    'Ogni creatura viva nella stanza (o nel tratto di corridoio) di chi agisce.',
    'Creatures in the room',
    'Every living creature in the acting unit’s room (or corridor stretch).',
  ),
};

/** Statuses of the `status` brick (`effects[].status`). */
export const STATUSES: WordList<Extract<Effect, { type: 'status' }>['status']> = {
  poison: w('Veleno', 'Perde punti corpo all’inizio di ogni suo turno.', 'Poison', 'Loses body points at the start of each of its turns.'),
  stun: w('Stordimento', 'Salta i suoi turni finché dura.', 'Stun', 'Skips its turns while it lasts.'),
  freeze: w('Gelo', 'Salta il suo prossimo turno.', 'Freeze', 'Skips its next turn.'),
  guard: w('Protezione', 'Armatura in più (regole d20).', 'Guard', 'Extra armour (d20 rules).'),
  weaken: w('Indebolimento', 'Un malus ai suoi tiri d’attacco (regole d20).', 'Weaken', 'A penalty to its attack rolls (d20 rules).'),
};

/** Stats of the `stat` brick (`effects[].stat`). */
export const STATS: WordList<Extract<Effect, { type: 'stat' }>['stat']> = {
  att: w('Attacco', 'I dadi d’attacco.', 'Attack', 'The attack dice.'),
  def: w('Difesa', 'I dadi di difesa.', 'Defence', 'The defence dice.'),
  move: w('Movimento', 'Le caselle di movimento.', 'Movement', 'The movement squares.'),
  mind: w('Mente', 'I punti mente.', 'Mind', 'The mind points.'),
};

/** How long a `stat` brick lasts (`effects[].duration`). */
export const DURATIONS: WordList<Extract<Effect, { type: 'stat' }>['duration']> = {
  turn: w('Un turno', 'Fino alla fine del turno in corso o del prossimo dell’unità.', 'One turn', 'To the end of the unit’s current or next turn.'),
  round: w('Un giro', 'Fino alla fine del giro.', 'One round', 'To the end of the round.'),
  quest: w('Tutta la missione', 'Fino alla fine della missione.', 'The whole mission', 'To the end of the mission.'),
};

/** How a mission's victory conditions combine (`win.mode`). */
export const WIN_MODES: WordList<Exclude<WinRule, string>['mode']> = {
  any: w('Una qualsiasi', 'Gli eroi vincono appena una delle condizioni è soddisfatta.', 'Any one', 'The heroes win as soon as one of the conditions is met.'),
  all: w(
    'Tutte insieme',
    'Gli eroi vincono quando tutte le condizioni sono soddisfatte nello stesso momento.',
    'All together',
    'The heroes win when all the conditions are met at the same time.',
  ),
};

/** Which heroes a condition counts (`conditions[].who` of `reach` and `hero_dead`). */
export const WHO: WordList<Extract<Condition, { type: 'reach' | 'hero_dead' }>['who']> = {
  any: w('Un eroe', 'Basta un eroe (per un luogo da raggiungere, un eroe vivo).', 'One hero', 'One hero is enough (for a place to reach, a living one).'),
  all: w(
    'Tutti gli eroi',
    'Tutti gli eroi (per un luogo da raggiungere, tutti quelli ancora vivi).',
    'All heroes',
    'Every hero (for a place to reach, every one still alive).',
  ),
};

/** The simple victory rules (`win` as a word). */
export const WIN_RULES: WordList<Extract<WinRule, string>> = {
  kill_all: w(
    'Uccidere tutte le creature',
    'Gli eroi vincono quando ogni creatura è morta.',
    'Kill every creature',
    'The heroes win when every creature is dead.',
  ),
  manual: w('Lo decide il master', 'Gli eroi vincono quando il master lo dichiara.', 'The master decides', 'The heroes win when the master declares it.'),
};

/** The winner named by an `end` brick (`effects[].winner`). */
export const WINNERS: WordList<Extract<Effect, { type: 'end' }>['winner']> = {
  heroes: w('Gli eroi', 'Vincono gli eroi.', 'The heroes', 'The heroes win.'),
  master: w('Il master', 'Vince il master.', 'The master', 'The master wins.'),
};

/** Who moves a non-player character (`npcs[].moved_by`). */
export const MOVED_BY: WordList<'heroes' | 'master'> = {
  heroes: w('Gli eroi', 'Un eroe qualsiasi nel suo turno, una volta per giro.', 'The heroes', 'Any hero on its turn, once per round.'),
  master: w('Il master', 'Lo muove il master.', 'The master', 'The master moves it.'),
};

/** Whom a spell may be aimed at (a spell's `range`). */
export const SPELL_RANGES: WordList<Spell['range']> = {
  adjacent: w(
    'Accanto',
    'Un’unità accanto (non in diagonale), senza muro in mezzo.',
    'Adjacent',
    'A unit next to the caster (not diagonally), with no wall between.',
  ),
  line: w('In linea', 'Un’unità in linea retta libera (non in diagonale).', 'In line', 'A unit in a clear straight line (not diagonally).'),
  self: w('Chi lancia', 'Solo chi lancia l’incantesimo.', 'The caster', 'The caster alone.'),
  any: w(
    'Chiunque si veda',
    'Qualsiasi unità che gli eroi vedono, chi lancia compreso.',
    'Anyone in sight',
    'Any unit the heroes can see, the caster included.',
  ),
};

/**
 * Creature tags (`monsters[].tag`): free slugs an author writes and a mission's conditions name, so no list is fixed;
 * these are the ones the default pack uses (and the usual `boss`), in words. A tag not here is shown as its author
 * wrote it. Not in {@link VOCABULARY}: that holds the schemas' fixed values.
 */
export const CREATURE_TAGS: WordList = {
  boss: w(
    'capo',
    'La creatura più forte della missione, che una condizione può nominare.',
    'boss',
    'The strongest creature of the mission, which a condition may name.',
  ),
  alfiere: w('alfiere', 'La creatura che porta lo stendardo.', 'standard-bearer', 'The creature that carries the banner.'),
  carceriere: w('carceriere', 'La creatura che custodisce i prigionieri.', 'jailer', 'The creature that keeps the prisoners.'),
  guardiano: w('guardiano', 'Una creatura a guardia di un luogo.', 'guardian', 'A creature guarding a place.'),
  negromante: w('negromante', 'Il negromante della missione.', 'necromancer', 'The mission’s necromancer.'),
  spider: w('ragno', 'Il ragno della missione.', 'spider', 'The mission’s spider.'),
};

/** Every list of the table, by name. */
export const VOCABULARY = {
  conditions: CONDITIONS,
  triggers: TRIGGERS,
  effects: EFFECTS,
  targets: TARGETS,
  objectTypes: OBJECT_TYPES,
  trapKinds: TRAP_KINDS,
  furniture: FURNITURE,
  statuses: STATUSES,
  stats: STATS,
  durations: DURATIONS,
  winModes: WIN_MODES,
  who: WHO,
  winRules: WIN_RULES,
  winners: WINNERS,
  movedBy: MOVED_BY,
  spellRanges: SPELL_RANGES,
} as const satisfies Record<string, WordList>;

/** The name of a list of {@link VOCABULARY}. */
export type VocabularyName = keyof typeof VOCABULARY;
