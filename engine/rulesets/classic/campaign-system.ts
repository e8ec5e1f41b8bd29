/**
 * The classic campaign system (HeroQuest's quest book): no levels, training or tiers; each hero keeps its
 * own gold and the items it carries from quest to quest (the gold it finds is its own, and the Armory's equipment is
 * bought from its purse); its body and mind points come back in full at the end of each quest; a dead hero loses
 * what it carried and is replaced in town by a new one. Rooms are the classic rules' (`engine/rulesets/classic/module.ts`),
 * played with the computer moving the creatures.
 * @module
 */
import { d20BoardOf } from '../d20/guide/board.ts';
import type { CampaignContext, CampaignEvent, CampaignState } from '../../campaign/types.ts';
import type { CampaignSystem } from '../../campaign/system-types.ts';

/** The classic quest book's one tier: a run is the book, from its first quest. */
export const CLASSIC_TIER = 'quest-book';

/** Every living active hero back to full body and mind points, poison cured. Event `restored` `{ heroes }` (none when nobody lives). */
function restoreLiving(ctx: CampaignContext, state: CampaignState): CampaignEvent[] {
  const restored: string[] = [];
  for (const id of state.company.active) {
    const hero = state.company.heroes.find((h) => h.id === id);
    if (!hero || hero.hp <= 0) continue;
    const doc = ctx.heroes.get(hero.id);
    if (!doc) throw new Error(`no hero document "${hero.id}" in the campaign's context`);
    const max = classicSystem.maxima(ctx, hero, doc);
    hero.hp = max.hp;
    hero.res = max.res;
    hero.poison = 0;
    restored.push(hero.id);
  }
  return restored.length > 0 ? [{ type: 'restored', heroes: restored }] : [];
}

/** The classic rules' campaigns. */
export const classicSystem: CampaignSystem = {
  problem(ruleset) {
    try {
      d20BoardOf(ruleset);
    } catch {
      return null;
    }
    return `ruleset "${ruleset.id}" has a d20 board: its campaigns are d20 ones`;
  },
  boardOf: () => null,
  traits: { levels: false, training: false, ranks: false, purses: true, items: true, health: 'body' },
  tiers: () => [CLASSIC_TIER],
  tierNames: () => ({ [CLASSIC_TIER]: { it: 'Il libro delle imprese', en: 'The quest book' } }),
  nextTier: () => CLASSIC_TIER,
  scale: (_ctx, amount) => amount,
  maxima: (_ctx, _hero, doc) => ({ hp: doc.body, res: doc.mind, resource: 'mind' }),
  nextLevelXp: () => null,
  promotes: () => false,
  levelUpHeal: () => 0,
  newHero: (hero, doc) => {
    hero.gold = 0;
    hero.items = doc.items.slice();
  },
  payGold: (_state, gold, survivors) => {
    for (const h of survivors) h.gold = (h.gold ?? 0) + gold;
  },
  fightHero: (_ctx, hero, doc, carried) => ({ ...doc, items: [...(hero.items ?? doc.items), ...carried] }),
  fighter: (hero) => ({ gold: hero.gold ?? 0 }),
  // its mind points, and its purse with its share of the party's gold, and its equipment
  carriedOut: (_room, unit, share) => ({ res: unit.mind, kills: 0, gold: unit.gold + share, items: unit.items.slice() }),
  heroBack: (hero, outcome) => {
    // a hero slain in a quest loses everything it carried (HeroQuest: its gold and equipment are gone with it)
    const alive = hero.hp > 0;
    hero.gold = alive ? Math.max(0, Math.floor(outcome.gold ?? hero.gold ?? 0)) : 0;
    hero.items = alive ? (outcome.items ?? hero.items ?? []).slice() : [];
  },
  afterFight: restoreLiving,
  mercy: false,
  autoRooms: true,
  tieredRooms: false,
};
