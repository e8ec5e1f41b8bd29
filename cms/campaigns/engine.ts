/**
 * The engine pieces the store calls, in one place: a new campaign's state, a player's view of it and its legal
 * actions. `campaignView`/`legalCampaignActions` (engine/campaign/view.ts) and `newCampaign`
 * (engine/campaign/town/economy.ts) are being written alongside; until they land this module stands in for them
 * with the least that lets a campaign be stored and played (see each function).
 * @module
 */
import type { Actor } from '../../engine/campaign/apply.ts';
import type { CampaignAction, CampaignContext, CampaignHero, CampaignState } from '../../engine/campaign/types.ts';
import { seedRng } from '../../engine/rng.ts';

/**
 * A new campaign's state: the Company of `ctx.rules.newCompany` (its gold, provisions, potions; the roster's first
 * `active` heroes active, the rest reserves; every hero at level 1, nothing trained, HP full), the run at the
 * adventure's Basic tier in town, the prologue pending, an empty ledger and the PRNG seeded with `seed`.
 * Stand-in for the town helper's `newCampaign` until it lands.
 */
export function startCampaign(ctx: CampaignContext, { id, seed }: { id: string; seed: string }): CampaignState {
  const { newCompany } = ctx.rules;
  const hero = (heroId: string): CampaignHero => {
    const doc = ctx.heroes.get(heroId);
    const hp = doc?.body ?? 1;
    return {
      id: heroId,
      level: 1,
      xp: 0,
      training: { attack: 0, health: 0, resource: 0, weapon: 0, armour: 0 },
      hp,
      res: 0,
      poison: 0,
      attunement: null,
      resistances: [],
      spells: [],
      attire: { owned: [], worn: null },
      artifact: null,
      records: { fights: 0, kills: 0, falls: 0 },
    };
  };
  const tier = ctx.board?.tiers?.[0]?.id ?? 'basic';
  return {
    id,
    ruleset: ctx.ruleset.id,
    adventure: ctx.adventure.id,
    company: {
      heroes: newCompany.roster.map(hero),
      active: newCompany.roster.slice(0, newCompany.active),
      gold: newCompany.gold,
      provisions: newCompany.provisions,
      potions: newCompany.potions,
      stores: {},
      artifacts: [],
      reputation: 0,
      records: { completions: {}, won: 0, fled: 0, lost: 0 },
    },
    run: {
      adventure: ctx.adventure.id,
      tier,
      highest: null,
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
    },
    wish: false,
    prologue: ctx.adventure.prologue ? 'pending' : 'done',
    ledger: [],
    rng: seedRng(seed),
    seq: 0,
  };
}

/**
 * What `actor` sees of `state`: stand-in for road's `campaignView` (the state without its PRNG and its ledger).
 */
export function viewOf(_ctx: CampaignContext, state: CampaignState, _actor: Actor): unknown {
  const { rng: _rng, ledger: _ledger, ...view } = state;
  return view;
}

/** What `actor` may do now: stand-in for road's `legalCampaignActions` (none listed). */
export function legalOf(_ctx: CampaignContext, _state: CampaignState, _actor: Actor): CampaignAction[] {
  return [];
}
