/**
 * The campaigns of a spec 002 `rules` ruleset: a Company whose heroes are `rules` creatures (`campaign-hero.ts`).
 * One tier; gold is the Company's; a hero's `hp` is its vital resource and `res` the document's first other
 * resource, its other resources, attribute scores and added vitality kept on its sheet. A fight's room takes each
 * hero as it stands (level, scores, resources); what it carries out is its creature's resources and the experience
 * it gained (its share of each defeated creature's `xp`) and the spell slots it had spent, which stay spent in the
 * next fights until a rest the document's `spellcasting.recoverOn` names. Once a fight is over, each living hero gains every level
 * its experience reaches by `progression` (`levelVitality`, the level's `grants`), and between fights the party
 * rests by the document's `rests` (`campaign-rests.ts`). Rooms are played with the computer moving the creatures.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import { parsedRules } from '../../../content/schemas/ruleset.ts';
import type { CampaignSystem } from '../../campaign/system-types.ts';
import type { CampaignEvent } from '../../campaign/types.ts';
import { fightDocument, gainLevels, heroMaxima, nextLevelXp, newSheet, spendableOf, spentSlots } from './campaign-hero.ts';
import { takeRest } from './campaign-rests.ts';
import { pieceOf } from './piece.ts';
import { rulesOf } from './settings.ts';

/** A `rules` campaign's one tier: a run is the adventure, from its start. */
export const RULES_TIER = 'adventure';

/** The `rules` module's campaigns. */
export const rulesSystem: CampaignSystem = {
  problem(ruleset) {
    try {
      return parsedRules(ruleset) ? null : `ruleset "${ruleset.id}" has no "rules" document: a rules campaign plays its progression and rests`;
    } catch (err) {
      return `ruleset "${ruleset.id}": its "rules" document does not parse (${err instanceof Error ? err.message : String(err)})`;
    }
  },
  boardOf: () => null,
  traits: { levels: true, training: false, ranks: false, purses: false, items: false, health: 'hp' },
  tiers: () => [RULES_TIER],
  tierNames: () => ({ [RULES_TIER]: { it: "L'avventura", en: 'The adventure' } }),
  nextTier: () => RULES_TIER,
  scale: (_ctx, amount) => amount,
  maxima: (ctx, hero, doc) => heroMaxima(rulesOf(ctx.ruleset), hero, doc),
  nextLevelXp: (ctx, hero) => nextLevelXp(rulesOf(ctx.ruleset), hero),
  // levels are gained by experience once a fight is over (afterFight), never promoted by a reward alone
  promotes: () => false,
  levelUpHeal: () => 0,
  newHero: () => {},
  payGold: (state, gold) => {
    state.company.gold += gold;
  },
  fightHero: (ctx, hero, doc, carried) => {
    const grown = fightDocument(rulesOf(ctx.ruleset), hero, doc);
    return { ...grown, items: [...grown.items, ...carried] };
  },
  fighter: () => ({}),
  // its resources as it left, and the experience it gained there
  carriedOut: (room, unit) => {
    const actor = pieceOf(unit)?.actor;
    const spendable = spendableOf(rulesOf(room.setup.ruleset));
    return {
      res: actor && spendable !== null ? (ownValue(actor.resources, spendable) ?? 0) : 0,
      kills: 0,
      xp: actor?.xp ?? 0,
      resources: actor ? { ...actor.resources } : {},
      ...(actor && spentSlots(actor.slotsSpent) ? { slotsSpent: { ...actor.slotsSpent } } : {}),
    };
  },
  // the experience gained in the room, its resources and the spell slots it had spent as it left (its hp and res are
  // the hero's own, set already): the slots stay spent into the next fight until a rest gives them back
  heroBack: (hero, outcome) => {
    hero.xp += Math.max(0, Math.floor(outcome.xp ?? 0));
    const { slotsSpent: _before, ...sheet } = hero.sheet ?? { attributes: {}, resources: {}, vitality: 0 };
    hero.sheet = {
      ...sheet,
      attributes: { ...sheet.attributes },
      resources: { ...sheet.resources, ...outcome.resources },
      vitality: sheet.vitality ?? 0,
      ...(spentSlots(outcome.slotsSpent) ? { slotsSpent: { ...outcome.slotsSpent } } : {}),
    };
  },
  afterFight: (ctx, state) => {
    const rules = rulesOf(ctx.ruleset);
    const events: CampaignEvent[] = [];
    for (const id of state.company.active) {
      const hero = state.company.heroes.find((h) => h.id === id);
      const doc = ctx.heroes.get(id);
      if (!hero || !doc) continue;
      hero.sheet ??= newSheet(rules, doc);
      for (const l of gainLevels(rules, state, hero, doc)) events.push({ type: 'promoted', ...l });
    }
    return events;
  },
  mercy: false,
  autoRooms: true,
  tieredRooms: false,
  resourceNames: (ctx) => {
    const rules = rulesOf(ctx.ruleset);
    const name = (id: string | null) => rules.resources.find((r) => r.id === id)?.name ?? '';
    return { hp: name(rules.vitalResource), res: name(spendableOf(rules)) };
  },
  rests: {
    list: (ctx) => rulesOf(ctx.ruleset).rests.map((r) => ({ id: r.id, name: r.name, minutes: r.duration, kind: r.kind })),
    take: (ctx, state, rest) => [takeRest(rulesOf(ctx.ruleset), ctx.heroes, state, rest)],
  },
};
