/**
 * The demo page's own texts, in Italian and English: in the page's script (`demo.js`), not in the element's bundle.
 * @module
 */
import { textsOf } from '../components/i18n.ts';

const it = {
  demoTitle: 'quest-board',
  demoTagline: 'Un dungeon da tavolo nel browser, da incorporare con un solo tag.',
  demoHeroTitle: 'Scendete nel dungeon, insieme',
  demoHeroText:
    'Scegliete un eroe, aprite le porte una a una e affrontate ciò che si nasconde nel buio. Un amico fa il master e muove i mostri, oppure ci pensa il gioco.',
  demoHeroCampaigns: 'Oppure guidate una Compagnia in una campagna',
  demoStartHere: 'Inizia da qui',
  demoStartWhy: 'La missione per imparare: le regole si scoprono giocando, una porta dopo l’altra.',
  demoStartButton: 'Apri una stanza',
  demoMissions: 'Missioni',
  demoMissionsIntro: 'Dalla più facile alla più dura. Ogni stanza è una partita: chi la apre invita gli altri con un link.',
  demoTable: 'Il vostro tavolo',
  demoCreate: 'Crea una stanza',
  demoDifficulty_1: 'Per iniziare',
  demoDifficulty_2: 'Facile',
  demoDifficulty_3: 'Impegnativa',
  demoDifficulty_4: 'Difficile',
  demoDifficulty_5: 'Mortale',
  demoDifficultyNone: 'Difficoltà non indicata',
  demoDifficultyOf: 'Difficoltà {n} su 5: {word}',
  demoHeroes_one: '{n} eroe',
  demoHeroes_other: '{n} eroi',
  demoWithMaster: 'Con un master',
  demoMapOf: 'Mappa di «{name}»: {rooms} stanze, {doors} porte',
  demoMapOfAdventure: 'Mappa di «{name}»: {places} luoghi e le strade tra loro',
  demoPlaces_one: '{n} luogo',
  demoPlaces_other: '{n} luoghi',
  demoTown: 'Città: {name}',
  demoFooter:
    'quest-board è un componente web: ogni stanza si incorpora in qualsiasi pagina con un solo tag (vedi «Incorpora» in una stanza). Icone di game-icons.net (CC BY 3.0), caratteri Cinzel (OFL).',
  demoRoomIntro:
    'Chi crea una stanza ne è il master: legge il libro delle imprese, con mostri, trappole e porte segrete nascosti, e muove le creature. Le missioni si scrivono nell’',
  demoArchiveLink: 'Archivio',
  demoQuestBookClosed: 'Libro delle imprese chiuso',
  demoQuestBookClosedHint:
    'Il master non vede ciò che è nascosto e scopre il dungeon insieme agli eroi: per i tornei, o se il master non deve conoscere la missione in anticipo.',
  demoPublicReplay: 'Replay pubblico',
  demoPublicReplayHint: 'Chiunque abbia il link può rivedere la partita dal lato degli eroi, mentre si gioca o dopo: per un blog o il sito del club.',
  demoCreating: 'Creazione…',
  demoInvite: 'Invita i giocatori con questo link:',
  demoWatchLink: 'Chi vuole solo guardare usa questo link:',
  demoCopy: 'Copia',
  demoCopied: 'Copiato!',
  demoYouAreMaster: 'Sei il master di questa stanza.',
  demoYouAreHost: 'Sei l’ospite di questa stanza (missione automatica).',
  demoLeave: 'Nuova stanza',
  demoLoadingMissions: 'Caricamento delle missioni…',
  demoNoMissions: 'Ancora nessuna missione da giocare.',
  demoNoMissionsArchive: 'Scrivete la prima nell’Archivio.',
  demoAuto: 'Senza master',
  demoError: 'Errore: {message}',
  demoCampaigns: 'Campagne',
  demoCampaignsIntro:
    'Una Compagnia di eroi attraversa un’avventura, scontro dopo scontro, con la città tra l’uno e l’altro. Chi la inizia ne è il capo; gli altri si uniscono con il link.',
  demoStartCampaign: 'Inizia una campagna',
  demoLoadingAdventures: 'Caricamento delle avventure…',
  demoEmbed: 'Incorpora',
  demoTurnTime: 'Tempo per turno',
  demoTurnTimeOff: 'nessun limite',
  demoTurnTimeMinutes_one: '{n} minuto',
  demoTurnTimeMinutes_other: '{n} minuti',
} as const;

/** A key of the demo page's texts. */
export type DemoTextKey = keyof typeof it;

const en: Record<DemoTextKey, string> = {
  demoTitle: 'quest-board',
  demoTagline: 'A tabletop dungeon in the browser, embedded with one tag.',
  demoHeroTitle: 'Go down into the dungeon, together',
  demoHeroText: 'Pick a hero, open the doors one by one and face what hides in the dark. A friend plays the master and moves the monsters, or the game does.',
  demoHeroCampaigns: 'Or lead a Company through a campaign',
  demoStartHere: 'Start here',
  demoStartWhy: 'The mission to learn on: the rules unfold as you play, one door after another.',
  demoStartButton: 'Open a room',
  demoMissions: 'Missions',
  demoMissionsIntro: 'From the easiest to the hardest. Each room is one game: whoever opens it invites the others with a link.',
  demoTable: 'Your table',
  demoCreate: 'Create a room',
  demoDifficulty_1: 'For beginners',
  demoDifficulty_2: 'Easy',
  demoDifficulty_3: 'Challenging',
  demoDifficulty_4: 'Hard',
  demoDifficulty_5: 'Deadly',
  demoDifficultyNone: 'Difficulty not given',
  demoDifficultyOf: 'Difficulty {n} of 5: {word}',
  demoHeroes_one: '{n} hero',
  demoHeroes_other: '{n} heroes',
  demoWithMaster: 'With a master',
  demoMapOf: 'Map of “{name}”: {rooms} rooms, {doors} doors',
  demoMapOfAdventure: 'Map of “{name}”: {places} places and the roads between them',
  demoPlaces_one: '{n} place',
  demoPlaces_other: '{n} places',
  demoTown: 'Town: {name}',
  demoFooter:
    'quest-board is a web component: any room embeds in any page with one tag (see “Embed” in a room). Icons from game-icons.net (CC BY 3.0), Cinzel typeface (OFL).',
  demoRoomIntro:
    'Whoever creates a room is its master: they read the quest book, with its hidden monsters, traps and secret doors, and move the creatures. Missions are written in the ',
  demoArchiveLink: 'Archive',
  demoQuestBookClosed: 'Closed quest book',
  demoQuestBookClosedHint:
    'The master does not see what is hidden and discovers the dungeon with the heroes: for tournaments, or a master who should not know the mission in advance.',
  demoPublicReplay: 'Public replay',
  demoPublicReplayHint:
    "Anyone with the link can watch the game again from the heroes' side, while it is played or once it is over: for a blog or the club's website.",
  demoCreating: 'Creating…',
  demoInvite: 'Invite the players with this link:',
  demoWatchLink: 'Spectators watch with this link:',
  demoCopy: 'Copy',
  demoCopied: 'Copied!',
  demoYouAreMaster: 'You are the master of this room.',
  demoYouAreHost: 'You host this room (automatic mission).',
  demoLeave: 'New room',
  demoLoadingMissions: 'Loading missions…',
  demoNoMissions: 'No mission to play yet.',
  demoNoMissionsArchive: 'Write the first one in the Archive.',
  demoAuto: 'No master',
  demoError: 'Error: {message}',
  demoCampaigns: 'Campaigns',
  demoCampaignsIntro:
    'A Company of heroes crosses an adventure, fight after fight, with the town between them. Whoever starts it leads it; the others join with the link.',
  demoStartCampaign: 'Start a campaign',
  demoLoadingAdventures: 'Loading the adventures…',
  demoEmbed: 'Embed',
  demoTurnTime: 'Time per turn',
  demoTurnTimeOff: 'no limit',
  demoTurnTimeMinutes_one: '{n} minute',
  demoTurnTimeMinutes_other: '{n} minutes',
};

/** The demo page's texts, by language. */
export const DEMO_TEXTS: Readonly<Record<'it' | 'en', Readonly<Record<DemoTextKey, string>>>> = { it, en };

/** The demo page's texts in `lang`, with its `{param}`s filled in. */
export const demoText = textsOf({ it, en });
