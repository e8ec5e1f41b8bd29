/**
 * A content pack: every document of every kind, as the CMS stores and exports them.
 * @module
 */
import { z } from 'zod';
import { Creature } from './creature.ts';
import { Hero } from './hero.ts';
import { Mission } from './mission.ts';
import { Ruleset } from './ruleset.ts';

/** The content kinds, keyed by the name used in URLs (`/api/missions`). */
export const CONTENT_KINDS = {
  heroes: Hero,
  creatures: Creature,
  missions: Mission,
  rulesets: Ruleset,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/** A pack of documents of every kind. Cross-references are checked by {@link checkPack}. */
export const Pack = z.strictObject({
  heroes: z.array(Hero),
  creatures: z.array(Creature),
  missions: z.array(Mission),
  rulesets: z.array(Ruleset),
});
export type Pack = z.infer<typeof Pack>;

/** A problem found by {@link checkPack}: where (`missions[0].monsters[3].kind`) and what. */
export interface PackIssue {
  path: string;
  message: string;
}

/**
 * Checks the references between documents of a pack: duplicate ids, a mission's ruleset and
 * creature kinds. Returns every problem found (empty when the pack is consistent).
 */
export function checkPack(pack: Pack): PackIssue[] {
  const issues: PackIssue[] = [];
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const seen = new Set<string>();
    pack[kind].forEach((doc, i) => {
      if (seen.has(doc.id)) issues.push({ path: `${kind}[${i}].id`, message: `id "${doc.id}" is used twice` });
      seen.add(doc.id);
    });
  }
  const creatures = new Set(pack.creatures.map((c) => c.id));
  const rulesets = new Set(pack.rulesets.map((r) => r.id));
  pack.missions.forEach((m, i) => {
    if (!rulesets.has(m.ruleset)) issues.push({ path: `missions[${i}].ruleset`, message: `no ruleset "${m.ruleset}"` });
    m.monsters.forEach((mo, j) => {
      if (!creatures.has(mo.kind)) issues.push({ path: `missions[${i}].monsters[${j}].kind`, message: `no creature kind "${mo.kind}"` });
    });
  });
  return issues;
}
