/**
 * The replay's words (`<qb-replay-bar>`), in Italian and English: they come with the replay's chunk, so a room
 * played live fetches none of them.
 * @module
 */
import { textsOf } from '../i18n.ts';

const IT = {
  replay: 'Replay',
  loading: 'Carico la partita…',
  controls: 'Comandi del replay',
  toStart: "Torna all'inizio",
  stepBack: 'Un passo indietro',
  play: 'Riproduci',
  pause: 'Pausa',
  stepForward: 'Un passo avanti',
  toEnd: 'Vai alla fine',
  timeline: 'Linea del tempo',
  where: 'Passo {step} di {steps} · giro {round}',
  speed: 'Velocità',
  whoWatches: 'Chi può rivederla',
  private: 'Solo chi ha giocato',
  public: 'Tutti (lato eroi)',
  'public-master': 'Tutti, anche la vista del master',
  nowPrivate: 'Ora solo chi ha giocato può rivederla',
  nowPublic: 'Ora chiunque abbia il link può rivederla',
  notSaved: 'Non salvato: {message}',
  copyLink: 'Copia il link',
  linkCopied: 'Link copiato',
  backToTable: 'Torna al tavolo',
  takeDown: 'Togli il replay pubblico',
  refusedPrivate:
    'Questa partita non si può rivedere qui: il suo replay è privato, o la stanza non esiste. Chi ha creato la stanza può renderlo pubblico alla fine della partita («Chi può rivederla»).',
  refusedUnreachable: 'Il server della partita non risponde: riprova tra poco.',
  takenDown: 'Il replay non è più pubblico',
  noteTitle: 'Replay',
  noteText: 'Rivedi la partita com’è andata, dal lato degli eroi: le stanze si aprono e le creature compaiono quando gli eroi le hanno trovate.',
} as const;

/** A key of the replay's words. */
export type ReplayTextKey = keyof typeof IT;

const EN: Record<ReplayTextKey, string> = {
  replay: 'Replay',
  loading: 'Loading the game…',
  controls: 'Replay controls',
  toStart: 'Back to the start',
  stepBack: 'One step back',
  play: 'Play',
  pause: 'Pause',
  stepForward: 'One step forward',
  toEnd: 'To the end',
  timeline: 'Timeline',
  where: 'Step {step} of {steps} · round {round}',
  speed: 'Speed',
  whoWatches: 'Who may watch it again',
  private: 'Only the players',
  public: "Anyone (heroes' side)",
  'public-master': "Anyone, the master's view too",
  nowPrivate: 'Now only the players may watch it again',
  nowPublic: 'Now anyone with the link may watch it again',
  notSaved: 'Not saved: {message}',
  copyLink: 'Copy the link',
  linkCopied: 'Link copied',
  backToTable: 'Back to the table',
  takeDown: 'Take the public replay down',
  refusedPrivate:
    "This game cannot be watched again here: its replay is private, or the room does not exist. Whoever created the room can make it public at the game's end (“Who may watch it again”).",
  refusedUnreachable: "The game's server does not answer: try again in a moment.",
  takenDown: 'The replay is no longer public',
  noteTitle: 'Replay',
  noteText: "The game again as it went, from the heroes' side: rooms open and creatures show when the heroes found them.",
};

/** The replay's word `key` in `lang`, with its `{param}`s filled in. */
export const replayText = textsOf({ it: IT, en: EN });
