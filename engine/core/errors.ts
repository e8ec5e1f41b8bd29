/**
 * The refusals of the engine: the codes of rejected actions and the error `apply` returns with one.
 * @module
 */

/** The codes of rejected actions. */
export const ERROR_CODES = [
  'bad_action',
  'spectator',
  'not_your_turn',
  'not_master',
  'not_a_hero',
  'game_not_started',
  'game_started',
  'game_over',
  'unknown_hero',
  'hero_taken',
  'room_full',
  'seat_taken',
  'no_heroes',
  'already_rolled',
  'not_rolled',
  'no_steps',
  'unreachable',
  'already_acted',
  'move_finished',
  'unknown_unit',
  'unknown_door',
  'door_open',
  'not_adjacent',
  'already_attacked',
  'not_manual',
  'unknown_spell',
  'no_uses',
  'out_of_range',
  'no_target',
  'unknown_item',
  'no_effect',
  'unknown_deck',
  'empty_deck',
  'already_known',
  'unknown_custom',
  'already_searched',
  'not_your_npc',
  'not_revealed',
  'not_in_ruleset',
  'no_resource',
  'no_spell_slot',
  'not_mastered',
  'no_provisions',
  'prevented',
  'cannot_skip',
  'still_playing',
  'unknown_seat',
  'no_reaction',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A rejected action: a stable `code` and a message in English naming the problem. */
export interface GameError {
  code: ErrorCode;
  message: string;
}
