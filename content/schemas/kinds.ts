/**
 * The content kinds and each kind's document type. Apart from the pack (`pack.ts`) so that the modules the pack's
 * check uses (`references.ts`, `fit.ts`) can name the kinds without importing the pack.
 * @module
 */
import type { z } from 'zod';
import { Adventure } from './adventure.ts';
import { Creature } from './creature.ts';
import { Deck } from './deck.ts';
import { Hero } from './hero.ts';
import { Item } from './item.ts';
import { Mission } from './mission.ts';
import { Ruleset } from './ruleset.ts';
import { Spell } from './spell.ts';

/** The content kinds, keyed by the name used in URLs (`/api/missions`) and pack folders. */
export const CONTENT_KINDS = {
  heroes: Hero,
  creatures: Creature,
  missions: Mission,
  rulesets: Ruleset,
  spells: Spell,
  items: Item,
  decks: Deck,
  adventures: Adventure,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
/** The content kinds, in the order of {@link CONTENT_KINDS}. */
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];
/** The parsed document type of each kind. */
export type ContentDocs = { [K in ContentKind]: z.output<(typeof CONTENT_KINDS)[K]> };
