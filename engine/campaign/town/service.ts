/**
 * The town's services (spec 003's Guild, Blacksmith, shop, Temple and Wishing Well): one definition per
 * town action — the heroes it is for, its price (a {@link Quote}) and what it does — from which both its handler
 * (registered with `registerCampaignAction`) and its offers in the view ({@link townOffers}) are made, so a price
 * shown is the price charged. Every town action is refused (`not_now`) outside town or while a fight is on.
 * @module
 */
import { refuse, registerCampaignAction, type Actor, type CampaignErrorCode } from '../apply.ts';
import { refusable } from '../refusal.ts';
import type { CampaignAction, CampaignContext, CampaignEvent, CampaignState } from '../types.ts';
import { assertMayActFor, companyHero } from './economy.ts';

/** The actions of the town. */
export type TownActionType =
  | 'rest'
  | 'buy'
  | 'level_up'
  | 'train'
  | 'learn'
  | 'attune'
  | 'resist'
  | 'clear_attunement'
  | 'clear_resistances'
  | 'resurrect'
  | 'replace'
  | 'wish'
  | 'equip_artifact'
  | 'buy_attire'
  | 'wear'
  | 'swap'
  | 'next_tier'
  | 'replay'
  | 'skip_prologue';

/**
 * What an action costs: `price` gold of the Company, or of `purse`, the hero whose own gold pays (the classic
 * Armory), or `price` XP of `hero` (the Guild's level-up).
 */
export type Quote = { price: number; currency: 'gold'; purse?: string } | { price: number; currency: 'xp'; hero: string };

/** A town action's rules. */
export interface TownService<T extends TownActionType> {
  /** The heroes it acts for: each must be the Company's, and the actor's to act for. */
  heroes?: (action: Extract<CampaignAction, { type: T }>) => string[];
  /** Its price, or a refusal naming why it cannot be done (the price alone is checked after, against the gold or XP). */
  quote: (ctx: CampaignContext, state: CampaignState, action: Extract<CampaignAction, { type: T }>) => Quote;
  /** Does it, the price already paid; returns its events. */
  perform: (ctx: CampaignContext, state: CampaignState, action: Extract<CampaignAction, { type: T }>, quote: Quote) => CampaignEvent[];
  /** The actions of this service worth showing in the view now (none: it is not offered, only done). */
  offers?: (ctx: CampaignContext, state: CampaignState) => Extract<CampaignAction, { type: T }>[];
}

const services = new Map<TownActionType, TownService<TownActionType>>();

/** A free action: its quote. */
export const FREE: Quote = { price: 0, currency: 'gold' };

/**
 * Refuses unless the party is in town and no fight is on (spec 003: the town's services are in Oddwater).
 * @throws CampaignRejection `not_now`.
 */
export function assertInTown(state: CampaignState): void {
  if (state.run.fight) refuse('not_now', 'a fight is on: the town waits until it ends');
  if (state.run.place.at !== 'town') refuse('not_now', 'the party is not in town: travel there first');
}

/** Refuses unless the Company (or the quote's hero) can pay `quote`. @throws CampaignRejection `not_enough_gold` / `not_enough`. */
function assertCanPay(state: CampaignState, quote: Quote): void {
  if (quote.currency === 'gold' && quote.purse !== undefined) {
    const hero = companyHero(state, quote.purse);
    if ((hero.gold ?? 0) < quote.price) refuse('not_enough_gold', `it costs ${quote.price} gold and hero "${hero.id}" has ${hero.gold ?? 0}`);
  } else if (quote.currency === 'gold') {
    if (state.company.gold < quote.price) refuse('not_enough_gold', `it costs ${quote.price} gold and the Company has ${state.company.gold}`);
  } else {
    const hero = companyHero(state, quote.hero);
    if (hero.xp < quote.price) refuse('not_enough', `it costs ${quote.price} XP and hero "${hero.id}" has ${hero.xp}`);
  }
}

/** Takes `quote` from the Company's gold, its hero's purse or its hero's XP. */
function pay(state: CampaignState, quote: Quote): void {
  if (quote.currency === 'gold' && quote.purse !== undefined) {
    const hero = companyHero(state, quote.purse);
    hero.gold = (hero.gold ?? 0) - quote.price;
  } else if (quote.currency === 'gold') state.company.gold -= quote.price;
  else companyHero(state, quote.hero).xp -= quote.price;
}

/**
 * Registers town action `type`: its handler checks the heroes (known, the actor's), that the party is in town, the
 * quote and the means to pay it, pays, then performs.
 * @throws Error when `type` is registered twice.
 */
export function townService<T extends TownActionType>(type: T, service: TownService<T>): void {
  services.set(type, service as unknown as TownService<TownActionType>);
  registerCampaignAction(type, (ctx, state, action, actor: Actor) => {
    for (const id of service.heroes?.(action) ?? []) {
      companyHero(state, id);
      assertMayActFor(actor, id);
    }
    assertInTown(state);
    const quote = service.quote(ctx, state, action);
    assertCanPay(state, quote);
    pay(state, quote);
    return service.perform(ctx, state, action, quote);
  });
}

/**
 * One offer of the town for the view: the `action` to send, its `price` (null when refused before it has one: at a
 * cap, already done...), its `currency` and, when it cannot be done now, the `refusal` it would get (`not_now` outside
 * town, `not_enough_gold`, `at_cap`...). `affordable`: it can be done now (no refusal). `purse`: the hero whose own
 * gold pays (the classic Armory's `buy` with a `hero`), absent when the Company's gold (or a hero's XP) pays.
 */
export interface TownOffer {
  action: CampaignAction;
  price: number | null;
  currency: 'gold' | 'xp';
  purse?: string;
  affordable: boolean;
  refusal: CampaignErrorCode | null;
}

/**
 * The town's offers now ("each service, its price, and whether the Company can afford it, for the view"):
 * every offered action of every service — rest, the shop's entries, each hero's level-up, training and ranks,
 * lessons, attunement and wards per element, the Temple for the dead, the Wish, attire — with its price and the
 * refusal it would get now, by the same rules as its handler. Does not change `state`.
 */
export function townOffers(ctx: CampaignContext, state: CampaignState): TownOffer[] {
  const offers: TownOffer[] = [];
  for (const service of services.values()) {
    for (const action of service.offers?.(ctx, state) ?? []) {
      const quoted = refusable(() => service.quote(ctx, state, action));
      const quote = quoted.ok ? quoted.value : null;
      const checked = quoted.ok
        ? refusable(() => {
            assertInTown(state);
            assertCanPay(state, quoted.value);
          })
        : quoted;
      const refusal: CampaignErrorCode | null = checked.ok ? null : checked.error.code;
      const purse = quote?.currency === 'gold' ? quote.purse : undefined;
      offers.push({
        action,
        price: quote?.price ?? null,
        currency: quote?.currency ?? (action.type === 'level_up' ? 'xp' : 'gold'),
        ...(purse === undefined ? {} : { purse }),
        affordable: refusal === null,
        refusal,
      });
    }
  }
  return offers;
}
