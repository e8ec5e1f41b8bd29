/**
 * A creature as a `rules` document sees it (spec 002): attribute scores, current resources, active conditions,
 * equipment, level and experience. Plain JSON, so it can live inside the game state.
 * @module
 */

/**
 * One active instance of a condition on a creature. `duration` counts the sufferer's turns left (`null`: until
 * removed); it drops by one at the end of each of the sufferer's turns and the condition expires at 0.
 * `magnitude` is the strength its modifiers and effects read as `magnitude`. `source` is the condition id that
 * implied this one (`implies`), so it goes when that one goes; `null` when applied directly.
 */
export interface ActiveCondition {
  id: string;
  duration: number | null;
  magnitude: number;
  source: string | null;
}

/**
 * A creature under a `rules` document. Attribute scores and resources are keyed by their rule ids; `equipment`
 * lists the item property ids of what it wears and wields (`rules.itemProperties`); `inventory` counts items
 * by id. `vitality` is what levels have added to the vital resource's maximum (`rules.progression.levelVitality`).
 * `hitDie` is its class's vitality die (dice notation) when `levelVitality.die` is `"class"`. `disposition` is
 * sorted into a stance by `rules.dispositionBands`. `used` counts the action types spent this turn.
 */
export interface RulesActor {
  id: string;
  level: number;
  xp: number;
  attributes: Record<string, number>;
  resources: Record<string, number>;
  conditions: ActiveCondition[];
  equipment: string[];
  inventory: Record<string, number>;
  carried: number;
  size: string | null;
  hitDie: string | null;
  vitality: number;
  disposition: number;
  alive: boolean;
  used: Record<string, number>;
}

/** What a new creature starts with; every field but `id` optional. */
export type ActorInit = Partial<Omit<RulesActor, 'id' | 'resources' | 'alive' | 'used'>> & { id: string; resources?: Record<string, number> };
