/**
 * Words, not identifiers, for an adventure: the name and a one-line explanation, in Italian and English, of
 * each kind of point on a location's path and of each kind of condition a challenge's approach is written with. The
 * Archive's adventure editor shows the name in place of the id and the hint beside it, as the mission editor does
 * with content/vocabulary.ts; kept apart from that table so the embed's bundle, which holds it, does not grow.
 * `test/vocabulary.test.ts` fails when a kind of the schema has no entry here.
 * @module
 */
import type { AdventureNode, Condition } from './schemas/adventure.ts';
import { w, type WordList } from './vocabulary-words.ts';

/** The kinds of point on a location's path (`locations[].nodes[].kind`; docs/adventure-format.md). */
export const ADVENTURE_NODES: WordList<AdventureNode['kind']> = {
  encounter: w('Scontro', 'Un combattimento sul tabellone: si gioca la missione scelta.', 'Encounter', 'A fight on the board: the chosen mission is played.'),
  chest: w('Forziere', 'Un forziere lungo la strada: la Compagnia prende le ricompense.', 'Chest', 'A chest along the way: the Company takes the rewards.'),
  challenge: w(
    'Prova',
    'Un eroe tenta una prova di abilità col d20 contro una difficoltà; successo e fallimento hanno conseguenze.',
    'Challenge',
    'A hero tries a skill check with the d20 against a difficulty; success and failure have consequences.',
  ),
  dialogue: w(
    'Dialogo',
    'Una conversazione a pagine: le scelte dei giocatori portano alla pagina seguente e possono dare indizi.',
    'Dialogue',
    'A conversation in pages: the players’ choices lead to the next page and may give clues.',
  ),
  puzzle: w(
    'Enigma',
    'Un indovinello a opzioni: quella giusta lo risolve, le altre possono ferire.',
    'Puzzle',
    'A riddle with options: the right one solves it, the others may hurt.',
  ),
  camp: w('Accampamento', 'Un posto dove riposare, una volta per spedizione.', 'Camp', 'A place to rest, once per run.'),
  branch: w(
    'Bivio',
    'La Compagnia sceglie una strada tra più luoghi; gli altri restano chiusi per la spedizione.',
    'Fork',
    'The Company chooses one way among several locations; the others stay closed for the run.',
  ),
  exit: w(
    'Uscita',
    'La fine del luogo: apre le strade verso altri luoghi, o conclude l’avventura.',
    'Exit',
    'The end of the location: it opens the routes to other locations, or completes the adventure.',
  ),
};

/** The kinds of condition of a challenge's approach (`requires[].kind`, `modifiers[].when.kind`). */
export const ADVENTURE_CONDITIONS: WordList<Condition['kind']> = {
  heroAlive: w('Un eroe è vivo', 'L’eroe scelto è nella Compagnia e vivo.', 'A hero is alive', 'The chosen hero is in the Company and alive.'),
  artifact: w('Un artefatto posseduto', 'La Compagnia ha l’artefatto indicato.', 'An artifact held', 'The Company holds the given artifact.'),
  item: w(
    'Un oggetto posseduto',
    'La Compagnia ha almeno tanti esemplari dell’oggetto scelto.',
    'An item held',
    'The Company holds at least this many of the chosen item.',
  ),
  gold: w('Oro', 'La Compagnia ha almeno tanto oro.', 'Gold', 'The Company has at least this much gold.'),
  provisions: w('Provviste', 'La Compagnia ha almeno tante provviste.', 'Provisions', 'The Company has at least this many provisions.'),
  resolved: w(
    'Un punto risolto',
    'Il punto scelto dell’avventura è già stato risolto in questa spedizione.',
    'A point resolved',
    'The chosen point of the adventure has been resolved in this run.',
  ),
  flag: w(
    'Un indizio ottenuto',
    'La Compagnia ha ottenuto l’indizio indicato (da un dialogo o da una prova).',
    'A clue gained',
    'The Company has gained the given clue (from a dialogue or a challenge).',
  ),
};
