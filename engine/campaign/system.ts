/**
 * A campaign's system: what differs between the kinds of ruleset a campaign is played by — the d20 rules (Forsaken
 * Woods: levels, training, tiers, the Company's shared gold) and the classic rules (HeroQuest's quest book: each
 * hero's own purse and equipment, body and mind points back in full between quests, a dead hero replaced). A ruleset
 * module whose rooms campaigns fight in brings its {@link CampaignSystem} as its `campaign` (`system-types.ts`), so
 * the ruleset registry is the only registry: the economy, the fights, the town and the view ask {@link systemOf}
 * where they would otherwise assume one kind, and a fight's end is read by its module's system ({@link fightOutcome}).
 * @module
 */
import type { Ruleset } from '../../content/schemas/index.ts';
import '../rulesets/index.ts';
import { moduleIdFor, moduleOf, rulesetModule, rulesetModuleIds } from '../core/registry.ts';
import type { GameState, Unit } from '../core/types.ts';
import type { CampaignSystem } from './system-types.ts';
import type { CampaignContext, FightOutcome } from './types.ts';

export type { CampaignSystem, CampaignTraits, HeroCarriedOut, HeroOutcome } from './system-types.ts';

/**
 * The system campaigns of `ruleset` play by: its module's `campaign` (the module by `moduleIdFor`).
 * @throws Error naming why when its module has no campaigns or the ruleset does not fit its system.
 */
export function systemFor(ruleset: Ruleset): CampaignSystem {
  const module = rulesetModule(moduleIdFor(ruleset));
  const system = module.campaign;
  if (!system) {
    const playing = rulesetModuleIds().filter((id) => rulesetModule(id).campaign !== undefined);
    throw new Error(`ruleset "${ruleset.id}" plays by the "${module.id}" rules, which have no campaigns (campaigns play the ${playing.join(' and ')} rules)`);
  }
  const problem = system.problem(ruleset);
  if (problem !== null) throw new Error(problem);
  return system;
}

/** The system of the campaign of `ctx` (its ruleset's). @throws Error as {@link systemFor}. */
export function systemOf(ctx: CampaignContext): CampaignSystem {
  return systemFor(ctx.ruleset);
}

/**
 * How a campaign fight's room ended, or null while it is not over (or it is not a campaign fight's room): `fled`
 * when a hero fled, `victory` when the heroes won, `defeat` otherwise; each hero that took the field with its hit
 * points (0: dead) and poison (the amount of its `poison` status, 0 without), and what its module's campaign system
 * says it carries out ({@link CampaignSystem.carriedOut}: mana, stamina or mind points, kills, a classic hero's gold —
 * the party's gold found with no finder shared among the living in seat order, the first ones taking the odd coins —
 * and items); the potions of the pouch's item the heroes still carry.
 * @throws Error when the room's module has no campaigns.
 */
export function fightOutcome(room: GameState): FightOutcome | null {
  const campaign = room.setup.campaign;
  if (room.phase !== 'over' || !room.result || !campaign) return null;
  const module = moduleOf(room);
  const system = module.campaign;
  if (!system) throw new Error(`room of ruleset "${room.setup.ruleset.id}" is a campaign fight, but its "${module.id}" rules have no campaigns`);
  const result = room.result.reason === 'fled' ? 'fled' : room.result.winner === 'heroes' ? 'victory' : 'defeat';
  const heroes = room.units.filter((u) => u.side === 'heroes' && !u.npc);
  const living = heroes.filter((u) => u.alive);
  const share = (u: Unit) => {
    const i = living.indexOf(u);
    return i < 0 ? 0 : Math.floor(room.partyGold / living.length) + (i < room.partyGold % living.length ? 1 : 0);
  };
  return {
    result,
    heroes: heroes.map((u) => ({
      id: u.kind,
      hp: u.alive ? u.body : 0,
      poison: u.alive ? (u.statuses.find((st) => st.status === 'poison')?.amount ?? 0) : 0,
      ...system.carriedOut(room, u, share(u)),
    })),
    potionsLeft: campaign.pouchItem === null ? 0 : heroes.reduce((n, u) => n + u.items.filter((i) => i === campaign.pouchItem).length, 0),
  };
}
