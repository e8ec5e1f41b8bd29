/**
 * The one table from engine error codes to HTTP statuses (contract: 400 malformed, 403 the seat may not,
 * 409 state conflicts, 422 against the rules).
 * @module
 */
import type { ErrorCode } from '../../engine/index.ts';

/** The status of each engine error code. Every code is listed, so a new code fails to compile until mapped. */
export const ERROR_STATUS = {
  bad_action: 400,
  not_master: 403,
  not_a_hero: 403,
  not_your_turn: 409,
  game_not_started: 409,
  game_started: 409,
  game_over: 409,
  hero_taken: 409,
  room_full: 409,
  seat_taken: 409,
  no_heroes: 409,
  unknown_hero: 422,
  already_rolled: 422,
  not_rolled: 422,
  no_steps: 422,
  unreachable: 422,
  already_acted: 422,
  move_finished: 422,
  unknown_unit: 422,
  unknown_door: 422,
  door_open: 422,
  not_adjacent: 422,
  already_attacked: 422,
  not_manual: 422,
  unknown_spell: 422,
  no_uses: 422,
  out_of_range: 422,
  no_target: 422,
  unknown_item: 422,
  no_effect: 422,
  unknown_deck: 422,
  empty_deck: 422,
  already_known: 422,
  unknown_custom: 422,
  already_searched: 422,
  not_your_npc: 403,
  not_revealed: 422,
  not_in_ruleset: 422,
  no_resource: 422,
} as const satisfies Record<ErrorCode, 400 | 403 | 409 | 422>;
