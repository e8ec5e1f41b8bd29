/**
 * What a player reads beside the Company's ids (the town, the roster): each hero's name and maxima, the
 * XP its next level costs, and the names of the items, spells, artifacts, outfits, reputation ranks and tiers the
 * view names by id — so a page shows "Tonic", "Blizzard" and "Dreadbell", never `tonico`, `blizzard`, `silverSeal`.
 * @module
 */
import type { LocalizedText } from '../../content/schemas/common.ts';
import { systemOf } from './system.ts';
import { heroDocument } from './town/economy.ts';
import { knownSpells } from './town/guild.ts';
import type { CampaignContext, CampaignState } from './types.ts';

/** A hero of the Company as the roster shows it beside its `company.heroes` entry. */
export interface HeroSheet {
  /** The hero document's name. */
  name: LocalizedText;
  /** Its maximum HP and maximum mana or stamina at its level and training. */
  maxHp: number;
  maxRes: number;
  /** The kind of its resource: `mana` or `stamina` (the board's progression); `mind` under the classic rules. */
  resource: string;
  /** The XP its next level costs at the Guild, or null at the level cap. */
  nextLevelXp: number | null;
  /** Every spell it knows: its document's and those learned at the Guild. */
  spells: string[];
  /** Its document's picture (a game-icons name); absent when the document names none (the default hero picture). */
  picture?: string;
}

/** The names of what the view names by id, by id (an id missing here has no document: show the id). */
export interface CampaignNames {
  items: Record<string, LocalizedText>;
  spells: Record<string, LocalizedText>;
  artifacts: Record<string, LocalizedText>;
  /** Outfits by hero id, then outfit id (an outfit is its hero's). */
  outfits: Record<string, Record<string, LocalizedText>>;
  ranks: Record<string, LocalizedText>;
  /** The run's tiers' names in both languages (the d20 board's, the classic quest book's). */
  tiers: Record<string, LocalizedText>;
}

/** Each hero of the Company's sheet, by hero id. */
export function heroSheets(ctx: CampaignContext, state: CampaignState): Record<string, HeroSheet> {
  const system = systemOf(ctx);
  return Object.fromEntries(
    state.company.heroes.map((h) => {
      const doc = heroDocument(ctx, h.id);
      const max = system.maxima(ctx, h, doc);
      return [
        h.id,
        {
          name: doc.name,
          maxHp: max.hp,
          maxRes: max.res,
          resource: max.resource,
          nextLevelXp: system.nextLevelXp(ctx, h),
          spells: knownSpells(ctx, h),
          ...(doc.picture ? { picture: doc.picture } : {}),
        },
      ];
    }),
  );
}

/** The names the view's ids stand for (see {@link CampaignNames}). */
export function campaignNames(ctx: CampaignContext): CampaignNames {
  const entries = (m: Map<string, LocalizedText> | undefined) => Object.fromEntries(m ?? []);
  return {
    items: entries(ctx.names?.items),
    spells: entries(ctx.names?.spells),
    artifacts: Object.fromEntries(ctx.rules.artifacts.map((a) => [a.id, a.name])),
    outfits: ctx.rules.attire.reduce<CampaignNames['outfits']>((all, a) => ({ ...all, [a.hero]: { ...all[a.hero], [a.id]: a.name } }), {}),
    ranks: Object.fromEntries(ctx.rules.reputation.map((r) => [r.id, r.name])),
    tiers: systemOf(ctx).tierNames(ctx),
  };
}
