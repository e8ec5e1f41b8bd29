/**
 * A content pack: every document of every kind, as the CMS stores and exports them.
 * @module
 */
import { z } from 'zod';
import { Adventure } from './adventure.ts';
import { fitIssues } from './fit.ts';
import { Creature } from './creature.ts';
import { Deck } from './deck.ts';
import { Hero } from './hero.ts';
import { Item } from './item.ts';
import { Mission } from './mission.ts';
import { KIND_NOUN, referencesOf } from './references.ts';
import { Ruleset } from './ruleset.ts';
import { Spell } from './spell.ts';
import { CONTENT_KIND_NAMES, type ContentDocs, type ContentKind } from './kinds.ts';
import type { PackIssue } from './pack-issue.ts';

export { CONTENT_KINDS, CONTENT_KIND_NAMES, type ContentDocs, type ContentKind } from './kinds.ts';
export type { PackIssue } from './pack-issue.ts';

/** A pack of documents of every kind. Cross-references are checked by {@link checkPack}. */
export const Pack = z.strictObject({
  heroes: z.array(Hero),
  creatures: z.array(Creature),
  missions: z.array(Mission),
  rulesets: z.array(Ruleset),
  spells: z.array(Spell).default([]),
  items: z.array(Item).default([]),
  decks: z.array(Deck).default([]),
  adventures: z.array(Adventure).default([]),
});
export type Pack = z.infer<typeof Pack>;

/** An empty pack. */
export function emptyPack(): Pack {
  return { heroes: [], creatures: [], missions: [], rulesets: [], spells: [], items: [], decks: [], adventures: [] };
}

/**
 * Checks a pack as a whole: duplicate ids, every reference between documents (see `referencesOf`), and whether
 * missions, heroes and adventures fit the ruleset they name (see `fitIssues`).
 * Returns every problem found (empty when the pack is consistent).
 */
export function checkPack(pack: Pack): PackIssue[] {
  const issues: PackIssue[] = [];
  const ids = {} as Record<ContentKind, Set<string>>;
  for (const kind of CONTENT_KIND_NAMES) {
    const seen = (ids[kind] = new Set<string>());
    pack[kind].forEach((doc, i) => {
      if (seen.has(doc.id)) issues.push({ path: `${kind}[${i}].id`, message: `id "${doc.id}" is used twice` });
      seen.add(doc.id);
    });
  }
  for (const kind of CONTENT_KIND_NAMES) {
    pack[kind].forEach((doc, i) => {
      for (const ref of referencesOf(kind, doc as ContentDocs[typeof kind])) {
        if (!ids[ref.kind].has(ref.id)) issues.push({ path: `${kind}[${i}].${ref.path}`, message: `no ${KIND_NOUN[ref.kind]} "${ref.id}"` });
      }
    });
  }
  const rulesets = new Map(pack.rulesets.map((r) => [r.id, r]));
  const creatures = new Map(pack.creatures.map((c) => [c.id, c]));
  const missions = new Map(pack.missions.map((m) => [m.id, m]));
  const heroes = new Map(pack.heroes.map((h) => [h.id, h]));
  for (const kind of ['missions', 'heroes', 'adventures'] as const) {
    pack[kind].forEach((doc, i) => {
      for (const issue of fitIssues(kind, doc, rulesets, creatures, missions, heroes))
        issues.push({ path: `${kind}[${i}].${issue.path}`, message: issue.message });
    });
  }
  return issues;
}
