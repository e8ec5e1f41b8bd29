/**
 * The texts only the master's panel shows (`<qb-master-panel>`), in Italian and English: they travel in the panel's
 * chunk, fetched on the master's seat only (`lazy-parts.ts`), instead of the element's up-front table
 * (`components/i18n.ts`; the embed's weight). The panel's texts shared with other parts stay there.
 * @module
 */
import { textsOf } from '../i18n.ts';

const it = {
  masterPanel: 'Pannello del master',
  questBookClosed: 'Libro delle imprese chiuso, come scelto alla creazione della stanza: scopri il dungeon insieme agli eroi.',
  questBookOpen: 'Libro delle imprese aperto: vedi mostri, trappole e porte segrete nascosti; gli eroi no.',
  hostPanel: 'Partita automatica',
  creatureMoved: 'mossa {n}/{max}',
  creatureAttacked: 'ha attaccato',
  waitHeroes: 'Aspetta che almeno un eroe entri nella stanza.',
  seatsTaken: 'Eroi al tavolo: {n}',
  computerHeroesTitle: 'Compagni del computer',
  computerHeroesHint: 'Il computer può giocare gli eroi che nessuno ha preso. Chi arriva dopo con uno di loro ne prende il posto.',
  addComputerHero: 'Fai giocare {name} al computer',
  fillWithComputer: 'Il computer per ogni eroe libero',
  decks: 'Mazzi',
  deckCounts: 'da pescare: {draw} · giocate: {discard}',
  playCard: 'Gioca una carta',
  cardTarget: 'Bersaglio delle carte',
  noTarget: 'nessuno',
  teach: 'Insegna',
  teachHero: 'Eroe',
  teachSpell: 'Incantesimo',
  teachAction: 'Insegna l’incantesimo',
  nothingToTeach: 'Gli eroi conoscono già ogni incantesimo.',
  pendingTitle: 'Da risolvere',
  resolveDone: 'Fatto',
  deselect: 'Deseleziona',
  npcs: 'Personaggi',
} as const;

/** A key of the master panel's texts. */
export type MasterTextKey = keyof typeof it;

const en: Record<MasterTextKey, string> = {
  masterPanel: 'Master’s panel',
  questBookClosed: 'Quest book closed, as chosen when the room was created: you discover the dungeon with the heroes.',
  questBookOpen: 'Quest book open: you see the hidden monsters, traps and secret doors; the heroes do not.',
  hostPanel: 'Automatic game',
  creatureMoved: 'moved {n}/{max}',
  creatureAttacked: 'has attacked',
  waitHeroes: 'Wait until at least one hero joins the room.',
  seatsTaken: 'Heroes at the table: {n}',
  computerHeroesTitle: 'Computer companions',
  computerHeroesHint: 'The computer can play the heroes nobody has taken. A player who joins later with one of them takes its place.',
  addComputerHero: 'Let the computer play {name}',
  fillWithComputer: 'Computer for every free hero',
  decks: 'Decks',
  deckCounts: 'to draw: {draw} · played: {discard}',
  playCard: 'Play a card',
  cardTarget: 'Target of cards',
  noTarget: 'none',
  teach: 'Teach',
  teachHero: 'Hero',
  teachSpell: 'Spell',
  teachAction: 'Teach the spell',
  nothingToTeach: 'The heroes already know every spell.',
  pendingTitle: 'To resolve',
  resolveDone: 'Done',
  deselect: 'Deselect',
  npcs: 'Characters',
};

/** The master panel's texts in `lang`, with its `{param}`s filled in. */
export const masterText = textsOf({ it, en });
