/**
 * The Company's economy (spec 003): a new Company, its heroes' maxima, rewards and their ledger, the
 * chest bonus, the costs of travel, fleeing and defeat, the return to town (the Wishing Well), emergency mercy and
 * who may act for a hero. Pure and deterministic: every die comes from the campaign's own PRNG
 * (`../random.ts`); the functions that change a state change the one they are given (a handler's copy).
 * @module
 */
import type { Rewards } from '../../../content/schemas/adventure.ts';
import type { CampaignRules, ShopEntry } from '../../../content/schemas/campaign-rules.ts';
import type { Hero } from '../../../content/schemas/index.ts';
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import { seedRng } from '../../core/rng.ts';
import { systemOf } from '../system.ts';
import { refuse, type Actor } from '../apply.ts';
import { writeReceipt } from '../ledger.ts';
import { draw } from '../random.ts';
import type { CampaignContext, CampaignEvent, CampaignHero, CampaignState, Company } from '../types.ts';

/**
 * The d20 board a campaign plays by: its progression (levels, training), upgrades and tiers.
 * @throws Error when the ruleset has none (a campaign's ruleset is a d20 one: a programming or content error).
 */
export function boardOf(ctx: CampaignContext): D20Board {
  if (!ctx.board) throw new Error(`ruleset "${ctx.ruleset.id}" has no d20 board: a campaign needs its progression and tiers`);
  return ctx.board;
}

/** The hero document `id`. @throws Error when the context has none (the campaign's documents are incomplete). */
export function heroDocument(ctx: CampaignContext, id: string): Hero {
  const hero = ctx.heroes.get(id);
  if (!hero) throw new Error(`no hero document "${id}" in the campaign's context`);
  return hero;
}

/**
 * The Company's hero `id`. @throws CampaignRejection `unknown` when the Company has no such hero.
 */
export function companyHero(state: CampaignState, id: string): CampaignHero {
  const hero = state.company.heroes.find((h) => h.id === id);
  if (!hero) refuse('unknown', `the Company has no hero "${id}"`);
  return hero;
}

/** Whether `hero` is one of the Company's active heroes (not a reserve). */
export function isActive(state: CampaignState, hero: string): boolean {
  return state.company.active.includes(hero);
}

/**
 * A hero's maximum HP (the classic rules: its document's body points) at its level and health training (spec 003: "Maximum HP = base HP + 3 × (L − 1) + 3 × H"),
 * by the board's `progression.maxHp`; the base is the hero document's `body`.
 */
export function heroMaxHp(ctx: CampaignContext, hero: CampaignHero): number {
  return maxima(ctx, hero).hp;
}

/**
 * A hero's maximum mana or stamina (spec 003: "Maximum resource: if base mana is 0, start with 2 stamina; otherwise
 * take the greater of 2 and base mana. Add resource training R."), by the board's `progression.resource.max`.
 */
export function heroMaxRes(ctx: CampaignContext, hero: CampaignHero): number {
  return maxima(ctx, hero).res;
}

/**
 * `hero`'s maxima and the name of its resource, by its campaign system: by the d20 board's progression at its level and
 * training, or (classic) its document's body and mind.
 */
export function maxima(ctx: CampaignContext, hero: CampaignHero): { hp: number; res: number; resource: string } {
  return systemOf(ctx).maxima(ctx, hero, heroDocument(ctx, hero.id));
}

/**
 * A hero as a new Company has it (spec 003: "initial levels 1, XP 0, training/gear ranks 0, no elemental
 * attunements/resistances"), HP and resource full; under the classic rules with its purse (no gold) and its
 * document's items.
 */
export function newHero(ctx: CampaignContext, id: string): CampaignHero {
  const doc = heroDocument(ctx, id);
  const hero: CampaignHero = {
    id,
    level: 1,
    xp: 0,
    training: { attack: 0, health: 0, resource: 0, weapon: 0, armour: 0 },
    hp: 0,
    res: 0,
    poison: 0,
    attunement: null,
    resistances: [],
    spells: [],
    attire: { owned: [], worn: null },
    artifact: null,
    records: { fights: 0, kills: 0, falls: 0 },
  };
  systemOf(ctx).newHero(hero, doc);
  hero.hp = heroMaxHp(ctx, hero);
  hero.res = heroMaxRes(ctx, hero);
  return hero;
}

/**
 * A new campaign (spec 003: "New Company: 40 gold, 3 provisions, 4 shared Healing Potions; initial levels 1, XP 0,
 * training/gear ranks 0, no elemental attunements/resistances"; "Prologue for newly created campaigns only"): the
 * Company of `ctx.rules.newCompany` (its roster in order, the first `active` of them active, the rest reserves,
 * each at full HP and resource), a run of `ctx.adventure` at `tier` (the system's first tier when absent: the d20
 * board's, the classic quest book's one) in town
 * with only the start location opened, the prologue `pending` when the adventure has one (else `done`), an empty
 * ledger, and the PRNG seeded from `seed` (the same seed, the same campaign).
 * @throws Error when a roster hero has no document in `ctx.heroes`, or `tier` is not a tier of the system.
 */
export function newCampaign(ctx: CampaignContext, init: { id: string; seed: string; tier?: string }): CampaignState {
  const tiers = systemOf(ctx).tiers(ctx);
  const tier = init.tier ?? tiers[0]!;
  if (!tiers.includes(tier)) throw new Error(`no tier "${tier}" in ruleset "${ctx.ruleset.id}" (its tiers: ${tiers.join(', ')})`);
  const start = ctx.rules.newCompany;
  const heroes = start.roster.map((id) => newHero(ctx, id));
  return {
    id: init.id,
    ruleset: ctx.ruleset.id,
    adventure: ctx.adventure.id,
    company: {
      heroes,
      active: start.roster.slice(0, start.active),
      gold: start.gold,
      provisions: start.provisions,
      potions: start.potions,
      stores: {},
      artifacts: [],
      reputation: 0,
      records: { completions: {}, won: 0, fled: 0, lost: 0 },
    },
    run: newRun(ctx, tier, null),
    wish: false,
    prologue: ctx.adventure.prologue ? 'pending' : 'done',
    ledger: [],
    rng: seedRng(init.seed),
    seq: 0,
  };
}

/**
 * A fresh run of the adventure at `tier` (spec 003: "Next difficulty/replay resets the run"): in town, the start
 * location opened, nothing resolved, excluded, camped, flagged or read; `highest` carried over.
 */
export function newRun(ctx: CampaignContext, tier: string, highest: string | null): CampaignState['run'] {
  return {
    adventure: ctx.adventure.id,
    tier,
    highest,
    completed: false,
    place: { at: 'town' },
    opened: [ctx.adventure.start],
    excluded: [],
    resolved: [],
    camps: [],
    flags: [],
    dialogue: {},
    fight: null,
    battleSinceTown: false,
  };
}

/** The shop's entry kept as `stock` (`pouch`, `provisions`), or selling `item`, or undefined. */
export function shopEntry(rules: CampaignRules, item: string): ShopEntry | undefined {
  return rules.shop.find((e) => e.item === item);
}

/** How many of the shop's `entry` the Company holds now (its pouch, its provisions, or its stores). */
export function stockOf(company: Company, entry: ShopEntry): number {
  if (entry.stock === 'pouch') return company.potions;
  if (entry.stock === 'provisions') return company.provisions;
  return company.stores[entry.item] ?? 0;
}

/** Sets what the Company holds of `entry` to `n`. */
function setStock(company: Company, entry: ShopEntry, n: number): void {
  if (entry.stock === 'pouch') company.potions = n;
  else if (entry.stock === 'provisions') company.provisions = n;
  else company.stores[entry.item] = n;
}

/**
 * Adds up to `count` of `item` to the Company, no more than the shop's cap for it (spec 003: "Challenge
 * provisions/items obey caps"); an item the shop does not sell goes to the stores uncapped. Returns how many were
 * added.
 */
export function addItem(rules: CampaignRules, company: Company, item: string, count: number): number {
  const entry = shopEntry(rules, item);
  if (!entry) {
    company.stores[item] = (company.stores[item] ?? 0) + count;
    return count;
  }
  const have = stockOf(company, entry);
  const added = Math.max(0, Math.min(count, entry.cap - have));
  setStock(company, entry, have + added);
  return added;
}

/** Adds up to `count` provisions, no more than the shop's provisions cap (none in the shop: uncapped). Returns how many were added. */
export function addProvisions(rules: CampaignRules, company: Company, count: number): number {
  const entry = rules.shop.find((e) => e.stock === 'provisions');
  const added = entry ? Math.max(0, Math.min(count, entry.cap - company.provisions)) : count;
  company.provisions += added;
  return added;
}

/** The active heroes still alive (HP above 0), in active order. */
export function livingActive(state: CampaignState): CampaignHero[] {
  return state.company.active.map((id) => companyHero(state, id)).filter((h) => h.hp > 0);
}

/**
 * Pays `rewards` once, under `receipt` (spec 003: "Company gold and each surviving active hero's XP gain equal the
 * base reward multiplied by the tier's reward multiplier, rounded up, not divided among survivors. Dead heroes and
 * reserves gain none. Routine authored treasure provisions are 0 or 1, unscaled. Challenge provisions/items obey
 * caps."; "Committed resolution/receipts and ledger guards prevent duplicate payouts on redraw, reload or repeated
 * commands"): the gold, scaled by the run's tier and rounded up, to the Company once; the XP, scaled alike, to
 * EACH living active hero; provisions and items unscaled, up to the shop's caps. A level-1 survivor reaching 60 XP
 * is promoted to level 2 without spending XP ("a level-1 survivor at 60 XP or more auto-promotes to level 2
 * without XP subtraction"), its maximum HP growing and its current HP with it. Under the classic rules (no tiers,
 * no levels) the gold goes as it is to EACH living active hero's own purse.
 * Events: `reward` `{ receipt, gold, xp, heroes, provisions, items }` (what was actually added), then a `promoted`
 * `{ hero, level, hp, maxHp }` per promotion.
 * @throws CampaignRejection `already_done` when `receipt` was paid already (nothing changes).
 */
export function payRewards(ctx: CampaignContext, state: CampaignState, rewards: Rewards, receipt: string): CampaignEvent[] {
  const system = systemOf(ctx);
  writeReceipt(state, receipt);
  const tier = state.run.tier;
  const gold = system.scale(ctx, rewards.gold ?? 0, tier);
  const xp = system.scale(ctx, rewards.xp ?? 0, tier);
  const company = state.company;
  const survivors = livingActive(state);
  system.payGold(state, gold, survivors);
  const promoted: CampaignEvent[] = [];
  for (const hero of survivors) {
    hero.xp += xp;
    if (system.promotes(ctx, hero)) {
      promote(ctx, hero, hero.level + 1);
      promoted.push({ type: 'promoted', hero: hero.id, level: hero.level, hp: hero.hp, maxHp: heroMaxHp(ctx, hero) });
    }
  }
  const provisions = addProvisions(ctx.rules, company, rewards.provisions ?? 0);
  const items = (rewards.items ?? []).map((i) => ({ item: i.item, count: addItem(ctx.rules, company, i.item, i.count) }));
  return [{ type: 'reward', receipt, gold, xp, heroes: survivors.map((h) => h.id), provisions, items }, ...promoted];
}

/**
 * Raises `hero` to `level`, its maximum HP growing with it and, when it is alive, its current HP by the same
 * amount (the board's `levelUpHeal`, 3: "adds 3 current HP only when alive"). Spends no XP.
 */
export function promote(ctx: CampaignContext, hero: CampaignHero, level: number): void {
  hero.level = level;
  if (hero.hp > 0) hero.hp = Math.min(heroMaxHp(ctx, hero), hero.hp + systemOf(ctx).levelUpHeal(ctx));
}

/**
 * A noncombat chest's bonus roll (spec 003: "Noncombat chests roll once at a 1-in-6 chance ...; a success chooses
 * uniformly from all four shop consumables (each unconditional probability 1/24). A full selected stack converts
 * to 15 × the tier's reward multiplier in gold, rounded up; no reroll."): one draw of `chests.bonusOneIn` (0
 * wins), then one uniform pick among the shop's entries. Events: none when it misses; `chest_bonus` `{ item,
 * count: 1 }`, or `{ item, gold }` when the stack is full (the gold added instead).
 */
export function rollChestBonus(ctx: CampaignContext, state: CampaignState): CampaignEvent[] {
  // the Company's consumables only: an entry a hero buys and carries (the classic Armory) is never a chest's bonus
  const shop = ctx.rules.shop.filter((e) => e.stock !== 'hero');
  if (shop.length === 0) return [];
  if (draw(state, ctx.rules.chests.bonusOneIn) !== 0) return [];
  const entry = shop[draw(state, shop.length)]!;
  if (addItem(ctx.rules, state.company, entry.item, 1) === 1) return [{ type: 'chest_bonus', item: entry.item, count: 1 }];
  const gold = systemOf(ctx).scale(ctx, ctx.rules.chests.fullStackGold, state.run.tier);
  state.company.gold += gold;
  return [{ type: 'chest_bonus', item: entry.item, gold }];
}

/** `percent`% of `gold`, rounded down, in whole numbers (no float rounding). */
const percentDown = (gold: number, percent: number) => Math.floor((gold * percent) / 100);
/** `percent`% of `gold`, rounded up. */
const percentUp = (gold: number, percent: number) => Math.floor((gold * percent + 99) / 100);

/**
 * What voluntary travel to town costs the Company (spec 003: "Voluntary town travel consumes one provision if
 * available. Otherwise, it costs 10% of current gold, rounded up, capped at 50 gold and the gold available; zero
 * gold never traps a Company."): `{ provisions: 1, gold: 0 }` when it has a provision, else `{ provisions: 0,
 * gold }` (`travel.goldPercent` of its gold rounded up, at most `travel.goldCap` and the gold it has: 0 with no gold).
 */
export function travelCost(rules: CampaignRules, company: Pick<Company, 'gold' | 'provisions'>): { provisions: number; gold: number } {
  const t = rules.travel;
  if (t.provisions > 0 && company.provisions >= t.provisions) return { provisions: t.provisions, gold: 0 };
  return { provisions: 0, gold: Math.min(percentUp(company.gold, t.goldPercent), t.goldCap, company.gold) };
}

/**
 * The gold fleeing a fight costs (spec 003: "it costs 5% of current gold, rounded down"): `flee.goldPercent` of
 * `gold`, rounded down; 0 when the ruleset has no `flee` rules. (The provision it needs is `flee.provisions`.)
 */
export function fleeCost(rules: CampaignRules, gold: number): number {
  return rules.flee ? percentDown(gold, rules.flee.goldPercent) : 0;
}

/** The gold a defeat costs (spec 003: "Defeat costs 10% of current gold, rounded down"): `defeat.goldPercent` of `gold`, rounded down. */
export function defeatCost(rules: CampaignRules, gold: number): number {
  return percentDown(gold, rules.defeat.goldPercent);
}

/**
 * The party arrives in town (by travel, or sent to the Temple by a defeat): its place becomes the town, and the
 * Wishing Well (spec 003: "returning to town after a battle since the last town visit gives a 1-in-400 chance if
 * no wish is currently available. The opportunity persists until used.") draws once from `wishingWell.oneIn` when
 * a battle was fought since the last visit and no wish is waiting; `battleSinceTown` is reset. Events: `wish_granted`
 * when the Well grants one, else none.
 */
export function arriveInTown(ctx: CampaignContext, state: CampaignState): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  state.run.place = { at: 'town' };
  const well = ctx.rules.wishingWell;
  if (well && state.run.battleSinceTown && !state.wish && draw(state, well.oneIn) === 0) {
    state.wish = true;
    events.push({ type: 'wish_granted' });
  }
  state.run.battleSinceTown = false;
  return events;
}

/**
 * Emergency mercy (spec 003: "Emergency mercy occurs only when no unlocked living roster member remains: first
 * active member gets 1 HP and poison clears free. Living reserves suppress mercy."): when every hero of the Company
 * (active and reserve) is dead, the first active hero is raised to 1 HP, its poison cleared, at no cost. Events:
 * `mercy` `{ hero }`, or none when a hero of the roster lives. The classic rules have none: their dead are replaced.
 */
export function applyMercy(ctx: CampaignContext, state: CampaignState): CampaignEvent[] {
  if (!systemOf(ctx).mercy) return [];
  if (state.company.heroes.some((h) => h.hp > 0)) return [];
  const first = state.company.active[0];
  if (first === undefined) return [];
  const hero = companyHero(state, first);
  hero.hp = 1;
  hero.poison = 0;
  return [{ type: 'mercy', hero: hero.id }];
}

/**
 * Refuses unless `actor` may act for `hero` ("a player may act for the heroes it holds; the leader also
 * for heroes nobody holds"): the server always may; a player, the leader included, when `hero` is one of
 * `actor.heroes` (the store gives the leader the heroes no joined player holds), never for another player's hero.
 * @throws CampaignRejection `not_yours` otherwise.
 */
export function assertMayActFor(actor: Actor, hero: string): void {
  if ('server' in actor) return;
  if (actor.heroes.includes(hero)) return;
  refuse('not_yours', `hero "${hero}" is held by another player`);
}
