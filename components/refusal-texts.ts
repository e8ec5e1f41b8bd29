/**
 * What the player reads when the server refuses an action, by the refusal's code (engine/core/reject.ts and the rules
 * modules' refusals, docs/protocol.md "Errors"), in Italian and English. The server's own message is English and
 * names ids ("it is h1's turn, not h2's"): an Italian reader never sees it in an Italian sentence. A code this table
 * does not know (a newer server's) falls back to the server's message.
 * @module
 */
import type { ErrorCode } from '../engine/index.ts';
import type { Lang } from './i18n.ts';

/** The words of one refusal: a short sentence saying what was wrong and, where it helps, what to do. */
type RefusalWords = Readonly<Record<Lang, string>>;

/** Refusal code → the sentence the notice shows: one for every code the engine refuses with (engine/core/errors.ts `ERROR_CODES`). */
export const REFUSAL_TEXTS: Readonly<Record<ErrorCode, RefusalWords>> = {
  bad_action: { it: 'Questa azione non è valida.', en: 'That action is not valid.' },
  spectator: { it: 'Chi guarda non gioca: prendi un posto libero per giocare.', en: 'Spectators do not play: take a free seat to play.' },
  no_uses: { it: 'È già stato usato in questo scontro.', en: 'It has already been used in this fight.' },
  no_resource: { it: 'Non ti resta abbastanza mana o vigore per farlo.', en: 'You have not enough mana or stamina left for that.' },
  no_spell_slot: { it: 'Non ti resta uno slot incantesimo di quel livello.', en: 'You have no spell slot of that level left.' },
  not_mastered: { it: 'Non hai ancora la maestria che richiede.', en: 'You lack the mastery it asks for.' },
  no_provisions: { it: 'La Compagnia non ha abbastanza provviste per fuggire.', en: 'The Company has not enough provisions to flee.' },
  prevented: { it: 'Una condizione lo impedisce.', en: 'A condition prevents it.' },
  cannot_skip: { it: 'Questo turno non si può saltare.', en: 'This turn cannot be skipped.' },
  still_playing: {
    it: 'Quell’eroe è ancora al tavolo: il suo turno non si può saltare.',
    en: 'That hero is still at the table: their turn cannot be skipped.',
  },
  already_acted: { it: 'Hai già fatto la tua azione in questo turno.', en: 'You have already taken your action this turn.' },
  already_attacked: { it: 'Questa creatura ha già attaccato in questo turno.', en: 'This creature has already attacked this turn.' },
  already_known: { it: 'L’eroe conosce già questo incantesimo.', en: 'The hero already knows this spell.' },
  already_rolled: { it: 'Il movimento si tira una volta sola per turno.', en: 'Movement is rolled once per turn.' },
  already_searched: { it: 'L’eroe ha già cercato qui.', en: 'The hero has already searched here.' },
  door_open: { it: 'Questa porta è già aperta.', en: 'This door is already open.' },
  empty_deck: { it: 'Il mazzo è vuoto.', en: 'The deck is empty.' },
  game_not_started: { it: 'La partita non è ancora cominciata.', en: 'The game has not started yet.' },
  game_over: { it: 'La partita è finita.', en: 'The game is over.' },
  game_started: { it: 'La partita è già cominciata.', en: 'The game has already started.' },
  hero_taken: { it: 'Questo eroe è già di un altro giocatore.', en: 'Another player already has this hero.' },
  move_finished: {
    it: 'Dopo l’attacco questa creatura non può più muoversi in questo turno.',
    en: 'Having attacked, this creature cannot move any more this turn.',
  },
  no_effect: { it: 'Non ha effetto qui.', en: 'It has no effect here.' },
  no_heroes: { it: 'Deve prima entrare almeno un eroe.', en: 'At least one hero must join first.' },
  no_steps: { it: 'Non restano passi in questo turno.', en: 'No steps left this turn.' },
  no_target: { it: 'Scegli un bersaglio.', en: 'Choose a target.' },
  not_a_hero: { it: 'Non è un eroe che puoi muovere.', en: 'That is not a hero you can move.' },
  not_adjacent: { it: 'Non sei abbastanza vicino: mettiti accanto.', en: 'Not close enough: stand next to it.' },
  not_in_ruleset: { it: 'Con questo regolamento non si può fare.', en: 'This ruleset has no such action.' },
  not_manual: { it: 'Questa missione finisce da sola, secondo le sue condizioni.', en: 'This mission ends by its own conditions.' },
  not_master: { it: 'Solo il master può farlo.', en: 'Only the master may do that.' },
  not_revealed: {
    it: 'Questa creatura aspetta in una stanza che gli eroi non hanno ancora trovato.',
    en: 'This creature waits in a room the heroes have not found yet.',
  },
  not_rolled: { it: 'Tira i dadi del movimento prima di muoverti.', en: 'Roll the movement dice before moving.' },
  not_your_npc: { it: 'Questo personaggio lo muove qualcun altro.', en: 'Someone else moves this character.' },
  not_your_turn: { it: 'Non è il tuo turno.', en: 'It is not your turn.' },
  out_of_range: { it: 'Il bersaglio è fuori portata.', en: 'The target is out of range.' },
  room_full: { it: 'La missione non ha posto per altri eroi.', en: 'The mission has no room for more heroes.' },
  seat_taken: { it: 'Questo posto è già preso.', en: 'This seat is taken.' },
  unknown_custom: { it: 'Non c’è nessun effetto da risolvere.', en: 'There is no effect to resolve.' },
  unknown_deck: { it: 'Questo mazzo non c’è.', en: 'There is no such deck.' },
  unknown_door: { it: 'Questa porta non c’è.', en: 'There is no such door.' },
  unknown_hero: { it: 'Questo eroe non è nella stanza.', en: 'This hero is not in the room.' },
  unknown_item: { it: 'L’eroe non ha questo oggetto.', en: 'The hero does not carry this item.' },
  unknown_seat: { it: 'Questo posto non c’è.', en: 'There is no such seat.' },
  no_reaction: { it: 'Nessuna reazione da dare ora.', en: 'There is no reaction to answer now.' },
  unknown_spell: { it: 'L’eroe non conosce questo incantesimo.', en: 'The hero does not know this spell.' },
  unknown_unit: { it: 'Non c’è nessuno lì, o è già caduto.', en: 'There is no one there, or they have fallen.' },
  unreachable: { it: 'Non ci si arriva con i passi che restano.', en: 'That square cannot be reached with the steps left.' },
};

/** The sentence for refusal `code` in `lang`, or `undefined` for a code the table does not know. */
export function refusalText(code: string, lang: Lang): string | undefined {
  return Object.hasOwn(REFUSAL_TEXTS, code) ? REFUSAL_TEXTS[code as ErrorCode][lang] : undefined;
}
