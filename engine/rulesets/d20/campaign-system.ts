/**
 * The d20 campaign system (spec 003): levels, training and ranks by the ruleset's d20 board, the tiers'
 * reward multipliers, the Company's shared gold, the heroes grown into a d20 room.
 * @module
 */
import { d20BoardOf } from './guide/board.ts';
import { heroMaxima } from './guide/hero-maxima.ts';
import { autoPromotes, levelUpCost } from './guide/progression.ts';
import { nextTier, scaleReward } from './guide/tiers.ts';
import { grownHero } from './campaign.ts';
import { d20Piece } from './pieces.ts';
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import type { CampaignContext } from '../../campaign/types.ts';
import type { CampaignSystem } from '../../campaign/system-types.ts';

/** The d20 board of the campaign. @throws Error when the ruleset has none. */
function board(ctx: CampaignContext): D20Board {
  if (!ctx.board) throw new Error(`ruleset "${ctx.ruleset.id}" has no d20 board: a d20 campaign needs its progression and tiers`);
  return ctx.board;
}

/** The d20 rules' campaigns. */
export const d20System: CampaignSystem = {
  problem(ruleset) {
    try {
      d20BoardOf(ruleset);
      return null;
    } catch (err) {
      return `ruleset "${ruleset.id}" is not a d20 ruleset (${err instanceof Error ? err.message : String(err)}): its levels, upgrades and tiers are a d20 board's`;
    }
  },
  boardOf: d20BoardOf,
  traits: { levels: true, training: true, ranks: true, purses: false, items: false, health: 'hp' },
  tiers: (ctx) => board(ctx).tiers.map((t) => t.id),
  tierNames: (ctx) => Object.fromEntries(board(ctx).tiers.map((t) => [t.id, typeof t.name === 'string' ? { it: t.name, en: t.name } : t.name])),
  nextTier: (ctx, tier) => nextTier(board(ctx), tier),
  scale: (ctx, amount, tier) => scaleReward(board(ctx), amount, tier),
  maxima: (ctx, hero, doc) => heroMaxima(board(ctx), doc, { level: hero.level, health: hero.training.health, resource: hero.training.resource }),
  nextLevelXp: (ctx, hero) => levelUpCost(board(ctx), hero.level),
  promotes: (ctx, hero) => autoPromotes(board(ctx), hero.level, hero.xp),
  levelUpHeal: (ctx) => board(ctx).progression.levelUpHeal,
  newHero: () => {},
  payGold: (state, gold) => {
    state.company.gold += gold;
  },
  fightHero: (_ctx, hero, doc, carried) =>
    grownHero(doc, {
      level: hero.level,
      training: hero.training,
      resistances: hero.resistances,
      attunement: hero.attunement,
      spells: hero.spells,
      items: carried,
    }),
  fighter: () => ({}),
  // its mana or stamina and the creatures it slew
  carriedOut: (_room, unit) => ({ res: d20Piece(unit)?.res ?? 0, kills: d20Piece(unit)?.kills ?? 0 }),
  heroBack: () => {},
  afterFight: () => [],
  mercy: true,
  autoRooms: false,
  tieredRooms: true,
};
