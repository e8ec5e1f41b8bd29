/**
 * What the Archive says when the server refuses a request, in the reader's language, from the refusal's `code`
 * (docs/api.md "Errors"), never from the server's `message`: that one is English, for tools, and names raw ids
 * (`room "44z-HsoCcfw-FpB4" has room for 3 more heroes, not 4`). Every catch of the Archive that shows a server error
 * words it here. The game's own refusals (a move the rules refuse, a seat taken) share the element's table
 * (`components/refusal-texts.ts`); the server's codes of the API (too many requests, a session gone, a name taken…)
 * have theirs below; a code neither knows gets a sentence by the answer's status that still says what to do.
 * @module
 */
import { refusalText } from '../refusal-texts.ts';
import { ArchiveError } from './api.ts';
import type { Lang } from './i18n.ts';

type Words = Readonly<Record<Lang, string>>;

/**
 * The API's refusal codes (cms/http and the routes) → what the Archive says. Where a game refusal reads better for an
 * author trying a mission than the player's sentence of the element's table, it is worded here too (this table wins).
 */
export const API_REFUSALS: Readonly<Record<string, Words>> = {
  network: { it: 'Il server non risponde: controlla la connessione e riprova.', en: 'The server does not answer: check the connection and try again.' },
  too_many_requests: {
    it: 'Troppe richieste in un minuto da questa rete: aspetta un minuto e riprova.',
    en: 'Too many requests in a minute from this network: wait a minute and try again.',
  },
  unauthorized: { it: 'La sessione è scaduta: accedi di nuovo e riprova.', en: 'The session has ended: sign in again and try again.' },
  forbidden: { it: 'Il tuo account non può farlo: chiedi a un amministratore.', en: 'Your account may not do that: ask an administrator.' },
  admin: { it: 'Solo un amministratore può farlo.', en: 'Only an administrator may do that.' },
  last_admin: {
    it: 'Serve almeno un amministratore: nomina prima un altro amministratore.',
    en: 'At least one administrator is needed: make someone else an administrator first.',
  },
  not_found: { it: 'Non si trova più: forse è stato eliminato. Ricarica la pagina.', en: 'It is no longer there: perhaps it was deleted. Reload the page.' },
  already_exists: { it: 'Esiste già un documento con questo nome: scegline un altro.', en: 'A document with this name already exists: choose another.' },
  clash: {
    it: 'Alcuni documenti del pacchetto hanno lo stesso nome di documenti già presenti: scegli per ciascuno se sostituirlo o rinominarlo.',
    en: 'Some documents of the pack share their name with documents already here: choose for each whether to replace or rename it.',
  },
  in_use: { it: 'Altri documenti lo usano ancora: toglilo prima da quelli.', en: 'Other documents still use it: remove it from them first.' },
  invalid_body: {
    it: 'Il server ha trovato dei problemi: correggi quelli elencati e riprova.',
    en: 'The server found problems: fix those listed and try again.',
  },
  invalid_document: {
    it: 'Il server ha trovato dei problemi: correggi quelli elencati e riprova.',
    en: 'The server found problems: fix those listed and try again.',
  },
  invalid_mission: { it: 'La missione ha dei problemi: correggi quelli elencati e riprova.', en: 'The mission has problems: fix those listed and try again.' },
  too_large: { it: 'È troppo grande per il server: rendilo più piccolo e riprova.', en: 'It is too large for the server: make it smaller and try again.' },
  storage_full: { it: 'Il server ha finito lo spazio: avvisa chi lo gestisce.', en: 'The server is out of space: tell whoever runs it.' },
  database_unavailable: { it: 'Il server non raggiunge i suoi dati: riprova tra poco.', en: 'The server cannot reach its data: try again shortly.' },
  database_read_only: { it: 'Il server per ora non può salvare: avvisa chi lo gestisce.', en: 'The server cannot save for now: tell whoever runs it.' },
  database_busy: { it: 'Il server è occupato: riprova tra poco.', en: 'The server is busy: try again shortly.' },
  busy: { it: 'Il server è occupato: riprova tra poco.', en: 'The server is busy: try again shortly.' },
  server_full: { it: 'Il server ha troppe partite aperte: riprova più tardi.', en: 'The server has too many games open: try again later.' },
  room_ended: { it: 'Questa partita è chiusa: provala di nuovo dall’editor.', en: 'This game is closed: try it again from the editor.' },
  room_full: {
    it: 'La missione non ha più posto per tutti gli eroi scelti: qualcuno è entrato nel frattempo. Scegline meno e riprova.',
    en: 'The mission no longer has room for every hero chosen: someone joined meanwhile. Choose fewer and try again.',
  },
  hero_taken: {
    it: 'Uno degli eroi scelti è già di un altro giocatore: toglilo dalla scelta e riprova.',
    en: 'One of the heroes chosen already belongs to another player: untick it and try again.',
  },
  game_started: {
    it: 'La partita è già cominciata: i posti ora si prendono entrando come eroe.',
    en: 'The game has already started: seats are now taken by joining as a hero.',
  },
};

/** The sentence for an answer's status when its code is known to neither table. */
function byStatus(status: number, lang: Lang): string {
  const it = lang === 'it';
  if (status === 0) return API_REFUSALS.network![lang];
  if (status === 401) return API_REFUSALS.unauthorized![lang];
  if (status === 403) return it ? 'Non hai il permesso di farlo.' : 'You are not allowed to do that.';
  if (status === 404 || status === 410) return API_REFUSALS.not_found![lang];
  if (status === 409)
    return it
      ? 'Qualcun altro l’ha cambiato nel frattempo: ricarica la pagina e riprova.'
      : 'Someone else changed it meanwhile: reload the page and try again.';
  if (status === 413) return API_REFUSALS.too_large![lang];
  if (status === 429) return API_REFUSALS.too_many_requests![lang];
  if (status >= 500)
    return it
      ? 'Il server ha avuto un problema: riprova tra poco; se si ripete, avvisa chi lo gestisce.'
      : 'The server had a problem: try again shortly; if it happens again, tell whoever runs it.';
  return it ? 'Il server non ha accettato la richiesta: controlla e riprova.' : 'The server did not accept the request: check and try again.';
}

/**
 * What the Archive shows for `err`, a failed call (an {@link ArchiveError}; anything else is a failure of the page or
 * the network), in `lang`: the API's words for its code, else the game's, else a sentence by its status. Never the
 * server's English `message`, never an id.
 */
export function refusalWords(err: unknown, lang: Lang): string {
  if (!(err instanceof ArchiveError))
    return lang === 'it'
      ? 'Qualcosa non ha funzionato: riprova; se si ripete, ricarica la pagina.'
      : 'Something went wrong: try again; if it happens again, reload the page.';
  if (Object.hasOwn(API_REFUSALS, err.code)) return API_REFUSALS[err.code]![lang];
  return refusalText(err.code, lang) ?? byStatus(err.status, lang);
}
