/**
 * Gear and skill under the `rules` module (spec 002, `rules.equipmentSlots`, `rules.itemProperties`,
 * `rules.masteryTiers`): the items a piece wears (`RulesItem`), each in a slot holding no more than its `capacity`,
 * their properties' `modifiers` on its derived stats while worn (the properties join the creature's `equipment`,
 * which the stats read), and requirements on skill ranks, a `minTier` met at its tier's `atRank`. A piece's items
 * are equipped when it is made (a hero's, creature's or NPC's document is its loadout): an item that does not fit its
 * slot, or whose requirement the piece does not meet, is a problem of the document, refused when it is saved.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { RulesPieceDoc, RulesRequirement } from '../../../content/schemas/rules-piece.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { RulesIssue } from '../../../content/schemas/rules/issues.ts';
import { didYouMean, quote } from '../../../content/schemas/rules/suggest.ts';

/**
 * What `skills` lack to meet `req` ("mastery tier "adept" (rank 5) of skill "arcana", rank 2"), or null when they
 * meet it. A `minTier` the document does not have is never met.
 */
export function requirementShortfall(rules: Rules, skills: Readonly<Record<string, number>>, req: RulesRequirement): string | null {
  const rank = ownValue(skills, req.skill) ?? 0;
  if (req.minRank !== undefined && rank < req.minRank) return `rank ${req.minRank} of skill ${quote(req.skill)}, rank ${rank}`;
  if (req.minTier === undefined) return null;
  const tier = rules.masteryTiers.find((t) => t.id === req.minTier);
  if (!tier) return `mastery tier ${quote(req.minTier)}, which the ruleset does not have`;
  return rank < tier.atRank ? `mastery tier ${quote(tier.id)} (rank ${tier.atRank}) of skill ${quote(req.skill)}, rank ${rank}` : null;
}

/** The `rules.itemProperties` ids of the items `doc` wears, for its creature's `equipment`. */
export function itemProperties(doc: RulesPieceDoc): string[] {
  return (doc.items ?? []).flatMap((i) => i.properties ?? []);
}

/**
 * The problems of `doc`'s items and requirements against `rules`, with paths built by `at`: unknown slots, item
 * properties and mastery tiers; an item past its slot's `capacity` ("slot full"); an item whose requirement the
 * piece's skills do not meet. An ability's unmet requirement is no problem here: the ability is refused when used.
 */
export function gearIssues(rules: Rules, doc: RulesPieceDoc, at: (path: (string | number)[]) => string): RulesIssue[] {
  const out: RulesIssue[] = [];
  const slots = rules.equipmentSlots.map((s) => s.id);
  const properties = rules.itemProperties.map((p) => p.id);
  const tiers = rules.masteryTiers.map((t) => t.id);
  const tierKnown = (path: (string | number)[], req: RulesRequirement | undefined) => {
    if (req?.minTier !== undefined && !tiers.includes(req.minTier))
      out.push({ path: at([...path, 'minTier']), message: `no mastery tier ${quote(req.minTier)}${didYouMean(req.minTier, tiers)}` });
  };
  const used = new Map<string, number>();
  doc.items?.forEach((item, i) => {
    item.properties?.forEach((p, j) => {
      if (!properties.includes(p)) out.push({ path: at(['items', i, 'properties', j]), message: `no item property ${quote(p)}${didYouMean(p, properties)}` });
    });
    tierKnown(['items', i, 'requires'], item.requires);
    const lack = item.requires && requirementShortfall(rules, doc.skills ?? {}, item.requires);
    if (lack && (item.requires?.minTier === undefined || tiers.includes(item.requires.minTier)))
      out.push({ path: at(['items', i, 'requires']), message: `the item needs ${lack}: it cannot be equipped` });
    if (item.slot === undefined) return;
    const slot = rules.equipmentSlots.find((s) => s.id === item.slot);
    if (!slot) {
      out.push({ path: at(['items', i, 'slot']), message: `no equipment slot ${quote(item.slot)}${didYouMean(item.slot, slots)}` });
      return;
    }
    const n = (used.get(slot.id) ?? 0) + 1;
    used.set(slot.id, n);
    if (n > slot.capacity)
      out.push({
        path: at(['items', i, 'slot']),
        message: `slot ${quote(slot.id)} is full: it holds ${slot.capacity} item${slot.capacity === 1 ? '' : 's'} and this is item ${n} in it`,
      });
  });
  doc.abilities?.forEach((a, i) => tierKnown(['abilities', i, 'requires'], a.requires));
  return out;
}
