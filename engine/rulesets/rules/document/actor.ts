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
 * What the engine reads of the weapon a creature attacks with, for `actor.attackMod`: `stat`, the attribute id it
 * attacks with (default: the document's first attribute), and `properties`, its `rules.itemProperties` ids, whose
 * `attackStats` name the attributes it may also attack with. The board's weapon carries more (damage dice, reach):
 * any object of this shape will do.
 */
export interface RulesWeapon {
  stat?: string;
  properties?: readonly string[];
}

/**
 * A creature under a `rules` document. Attribute scores and resources are keyed by their rule ids; `equipment`
 * lists the item property ids of what it wears and wields (`rules.itemProperties`); `inventory` counts items
 * by id. `vitality` is what levels have added to the vital resource's maximum (`rules.progression.levelVitality`).
 * `hitDie` is its class's vitality die (dice notation) when `levelVitality.die` is `"class"`. `disposition` is
 * sorted into a stance by `rules.dispositionBands`. `used` counts the action types spent this turn. `weapon` is what it attacks
 * with (none: unarmed, see `RulesWeapon`); `castingStat` the attribute id it casts spells with, overriding the
 * document's `rules.spellcasting.extra.ability`. Both feed the engine's values (`engineValues` in `stats.ts`).
 *
 * A creature is an immutable value: once in a world, neither it nor its records and condition instances are
 * changed; a change makes a new creature (`putActor`, `updateActor` in `world.ts`) that shares what did not
 * change. Stats are remembered by creature, so changing one in place would leave them stale.
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
  weapon?: RulesWeapon;
  castingStat?: string;
  /** Spell slots spent since the last rest that gives them back, by spell level (`rules.spellcasting`); none: all there. */
  slotsSpent?: Record<string, number>;
  /** The spells it holds by concentration, oldest first (`rules.spellcasting.concentration`); none: it holds none. */
  concentrating?: HeldSpell[];
}

/**
 * A spell held by concentration: the ability `spell`, and the conditions its effects put on units (`unit`,
 * `condition`), taken off again when the concentration ends.
 */
export interface HeldSpell {
  spell: string;
  conditions: { unit: string; condition: string }[];
}

/** What a new creature starts with; every field but `id` optional. */
export type ActorInit = Partial<Omit<RulesActor, 'id' | 'resources' | 'alive' | 'used'>> & { id: string; resources?: Record<string, number> };
