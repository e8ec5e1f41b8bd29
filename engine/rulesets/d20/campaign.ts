/**
 * A campaign's heroes under the d20 rules (fights are rooms; spec 003 "Progression", "poison also copies
 * to persistent hero state between battles"): a hero document as the Company has grown it, and its piece as it comes
 * to a campaign fight's room — current hit points, mana or stamina and poison carried.
 * @module
 */
import type { Hero } from '../../../content/schemas/index.ts';
import type { Training } from '../../../content/schemas/d20-stats.ts';
import type { CampaignFighter, HeroPiece } from '../../core/types.ts';
import { d20Piece, type D20Piece } from './pieces.ts';

/** What a campaign adds to a hero document: level, training and gear ranks, the Blacksmith's wards and attunement, lessons. */
export interface HeroGrowth {
  level: number;
  training: Training;
  /** Elements warded against at the Blacksmith: added to the document's resistances. */
  resistances: readonly string[];
  /** The weapon's element bought at the Blacksmith (null: the document's own, if any). */
  attunement: string | null;
  /** Spells learned at the Guild: added to the document's. */
  spells: readonly string[];
  /** Items carried into the fight (the potions dealt): added to the document's. */
  items: readonly string[];
}

/**
 * `doc` as the Company has grown it: `d20.level`, `d20.training`, `d20.resist` (the document's and the wards, once
 * each), `d20.element` (the attunement, else the document's), the learned spells and the carried items added.
 * @throws Error when the hero has no d20 numbers.
 */
export function grownHero(doc: Hero, growth: HeroGrowth): Hero {
  const stats = doc.d20;
  if (!stats) throw new Error(`hero "${doc.id}" has no d20 numbers: a campaign fight is a d20 room`);
  const element = growth.attunement ?? stats.element;
  return {
    ...doc,
    d20: {
      ...stats,
      level: growth.level,
      training: { ...growth.training },
      resist: [...new Set([...stats.resist, ...growth.resistances])],
      ...(element === undefined ? {} : { element }),
    },
    spells: [...new Set([...doc.spells, ...growth.spells])],
    items: [...doc.items, ...growth.items],
  };
}

/**
 * A hero's piece as it stands in a campaign fight: its hit points and mana or stamina as `fighter` has them, within
 * the piece's maxima, its poison as a `poison` status, and the artifact it wears (replacing its personal action).
 */
export function fighterPiece(piece: HeroPiece, fighter: CampaignFighter): HeroPiece {
  const out: HeroPiece = { ...piece, body: Math.max(0, Math.min(piece.maxBody, fighter.hp)) };
  const d = d20Piece(piece);
  if (d) {
    out.ext = {
      ...d,
      res: Math.max(0, Math.min(d.resMax, fighter.res)),
      ...(fighter.artifact ? { artifact: { ...fighter.artifact } } : {}),
    } satisfies D20Piece;
  }
  if (fighter.poison > 0) out.statuses = [{ status: 'poison', rounds: 0, amount: fighter.poison }];
  return out;
}

/**
 * A hero document's base mana under the d20 rules (0 without mana or d20 numbers: the guide's "if base mana is 0,
 * start with 2 stamina"), for the campaign's resource maxima outside this folder.
 */
export function baseManaOf(hero: Hero): number {
  return hero.d20?.mana ?? 0;
}
