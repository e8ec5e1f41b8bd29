/**
 * The demo page's own texts, in Italian and English: in the page's script (`demo.js`), not in the element's bundle.
 * @module
 */
import { textsOf } from '../components/i18n.ts';

const it = {
  demoTitle: 'quest-board',
  demoTagline: 'Un dungeon da tavolo nel browser, da incorporare con un solo tag.',
  demoMissions: 'Missioni',
  demoCreate: 'Crea una stanza',
  demoRoomIntro: 'Chi crea una stanza ne è il master: legge il libro delle imprese, con mostri, trappole e porte segrete nascosti, e muove le creature. Le missioni si scrivono nell’',
  demoArchiveLink: 'Archivio',
  demoQuestBookClosed: 'Libro delle imprese chiuso',
  demoQuestBookClosedHint: 'Il master non vede ciò che è nascosto e scopre il dungeon insieme agli eroi: per i tornei, o se il master non deve conoscere la missione in anticipo.',
  demoCreating: 'Creazione…',
  demoInvite: 'Invita i giocatori con questo link:',
  demoWatchLink: 'Chi vuole solo guardare usa questo link:',
  demoCopy: 'Copia',
  demoCopied: 'Copiato!',
  demoYouAreMaster: 'Sei il master di questa stanza.',
  demoYouAreHost: 'Sei l’ospite di questa stanza (missione automatica).',
  demoLeave: 'Nuova stanza',
  demoLoadingMissions: 'Caricamento delle missioni…',
  demoNoMissions: 'Nessuna missione disponibile.',
  demoAuto: 'automatica',
  demoError: 'Errore: {message}',
  demoCampaigns: 'Campagne',
  demoCampaignsIntro: 'Una Compagnia di eroi attraversa un’avventura, scontro dopo scontro, con la città tra l’uno e l’altro. Chi la crea ne è il capo; gli altri si uniscono con il link.',
  demoStartCampaign: 'Inizia una campagna',
  demoCampaignInvite: 'Invita gli altri giocatori della Compagnia con questo link:',
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
  demoMissions: 'Missions',
  demoCreate: 'Create a room',
  demoRoomIntro: 'Whoever creates a room is its master: they read the quest book, with its hidden monsters, traps and secret doors, and move the creatures. Missions are written in the ',
  demoArchiveLink: 'Archive',
  demoQuestBookClosed: 'Closed quest book',
  demoQuestBookClosedHint: 'The master does not see what is hidden and discovers the dungeon with the heroes: for tournaments, or a master who should not know the mission in advance.',
  demoCreating: 'Creating…',
  demoInvite: 'Invite the players with this link:',
  demoWatchLink: 'Spectators watch with this link:',
  demoCopy: 'Copy',
  demoCopied: 'Copied!',
  demoYouAreMaster: 'You are the master of this room.',
  demoYouAreHost: 'You host this room (automatic mission).',
  demoLeave: 'New room',
  demoLoadingMissions: 'Loading missions…',
  demoNoMissions: 'No mission available.',
  demoAuto: 'automatic',
  demoError: 'Error: {message}',
  demoCampaigns: 'Campaigns',
  demoCampaignsIntro: 'A Company of heroes crosses an adventure, fight after fight, with the town between them. Whoever starts it leads it; the others join with the link.',
  demoStartCampaign: 'Start a campaign',
  demoCampaignInvite: 'Invite the Company’s other players with this link:',
  demoLoadingAdventures: 'Loading the adventures…',
  demoEmbed: 'Embed',
  demoTurnTime: 'Time per turn',
  demoTurnTimeOff: 'no limit',
  demoTurnTimeMinutes_one: '{n} minute',
  demoTurnTimeMinutes_other: '{n} minutes',
};

/** The demo page's texts in `lang`, with its `{param}`s filled in. */
export const demoText = textsOf({ it, en });
