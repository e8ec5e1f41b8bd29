/**
 * The content schemas' own problems as data, so that an editor can word them in its reader's language: each
 * refinement keeps its English `message` (what the API answers) and puts a {@link ContentIssue} in the issue's
 * `params`; {@link contentIssueOf} reads it back from a parsed issue. The Archive turns code, params and language
 * into a sentence that names fields as its forms label them (components/archive/issue-text.ts).
 *
 * Field names in params (`fields`, `field`, `needs`) are relative to the issue's path.
 * @module
 */
import type { $ZodIssue } from 'zod/v4/core';

/** The pattern of a content id ({@link import('./common.ts').Slug}): letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The pattern of a content field's dice ({@link import('./d20-stats.ts').SimpleDice}): `NdX`, then `+K` or `-K`. */
export const DICE_PATTERN = /^[1-9]\d?d[1-9]\d{0,2}(?:[+-]\d{1,3})?$/;

/** What holds a square already (a mission's pieces that cannot share one). */
export type SquareHolder = { kind: 'start' } | { kind: 'monster'; name: string } | { kind: 'npc'; name: string } | { kind: 'object'; name: string };

/** One of the content schemas' own problems, with what its sentence needs. */
export type ContentIssue =
  /** An id that is not a lowercase slug. */
  | { code: 'slug' }
  /** Dice that are not of the simple form `1d4+1`. */
  | { code: 'dice' }
  /** Exactly one of `fields` must be given (none or several are). */
  | { code: 'one_of'; fields: string[] }
  /** `field` is given without `needs`. */
  | { code: 'needs'; field: string; needs: string }
  /** A stat change of 0. */
  | { code: 'zero_delta' }
  /** A status's `amount` given for a status other than poison, guard or weaken. */
  | { code: 'status_amount' }
  /** `resisted_chance` given for a status other than freeze, or above `chance`. */
  | { code: 'resisted_chance' }
  /** An equipment with neither attack nor defence dice. */
  | { code: 'equipment_dice' }
  /** A d20 piece with both mana and stamina. */
  | { code: 'mana_or_stamina' }
  /** A room painted with the corridor's, the rock's character or a space. */
  | { code: 'room_char' }
  /** A room's character that paints another room already. */
  | { code: 'char_twice'; char: string; room: string }
  /** An id used twice in its list (`what`: room, card, ability, npc). */
  | { code: 'twice'; what: 'room' | 'card' | 'ability' | 'npc'; id: string }
  /** A row of the map whose length differs from row 0's. */
  | { code: 'row_length'; y: number; length: number; width: number }
  /** A square of the map painted with a character no room has. */
  | { code: 'bad_char'; x: number; y: number; char: string }
  /** A door whose two squares are not orthogonally adjacent. */
  | { code: 'door_not_adjacent'; ax: number; ay: number; bx: number; by: number }
  /** A door with a square off the map. */
  | { code: 'door_outside' }
  /** A door onto solid rock. */
  | { code: 'door_on_rock' }
  /** A door between two squares of the same area. */
  | { code: 'door_same_area' }
  /** Two doors on the same edge. */
  | { code: 'door_twice' }
  /** A square marked difficult terrain twice. */
  | { code: 'difficult_twice'; x: number; y: number }
  /** A furniture piece marked hidden. */
  | { code: 'furniture_hidden' }
  /** A square off the map. */
  | { code: 'square_outside'; x: number; y: number }
  /** A square of solid rock. */
  | { code: 'square_rock'; x: number; y: number }
  /** A square another piece holds already. */
  | { code: 'square_taken'; x: number; y: number; holder: SquareHolder }
  /** A `kill_all` mission with no creature to kill. */
  | { code: 'kill_all_empty' }
  /** A room id that no room of the map has. */
  | { code: 'no_room'; room: string }
  /** An NPC name that no NPC of the mission has. */
  | { code: 'no_npc'; npc: string }
  /** A `picture` that names no icon of the catalogue (`content/pictures.ts`). */
  | { code: 'unknown_picture'; name: string }
  /** A display text with neither Italian nor English (one language is enough, none is not). */
  | { code: 'no_language' }
  /** An adventure's location id (the start, a route, a fork's way) that no location has. */
  | { code: 'no_location'; location: string }
  /** A dialogue's page id (its first page, a choice's next) that no page of the dialogue has. */
  | { code: 'no_page'; page: string }
  /** An adventure's location or point id used twice. */
  | { code: 'adventure_twice'; what: 'location' | 'node'; id: string }
  /** A point placed before the one listed ahead of it on the location's path. */
  | { code: 'path_order' }
  /** A puzzle's solution that is no option of it. */
  | { code: 'puzzle_solution' }
  /** A required challenge whose every approach has a requirement. */
  | { code: 'approach_free' }
  /** A location whose last point is not its exit. */
  | { code: 'exit_last' }
  /** A challenge's condition naming no point of the adventure. */
  | { code: 'no_node'; node: string };

/** The `params` of a refinement or custom issue that carries `issue` (see the module). */
export function coded(issue: ContentIssue): { params: ContentIssue } {
  return { params: issue };
}

/** The content problem a parsed zod issue carries (a coded refinement, or an id's or dice's pattern check), or undefined. */
export function contentIssueOf(issue: $ZodIssue): ContentIssue | undefined {
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') return issue.params as ContentIssue;
  if (issue.code === 'invalid_format' && issue.format === 'regex') {
    // a check by pattern carries no params: the patterns of ours are known
    if (issue.pattern === String(SLUG_PATTERN)) return { code: 'slug' };
    if (issue.pattern === String(DICE_PATTERN)) return { code: 'dice' };
  }
  return undefined;
}
