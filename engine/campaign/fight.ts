/**
 * Fights are rooms (spec 003 "Fights are rooms", "Flee requires ...", "Defeat costs ..."): an encounter
 * node is fought in a room of its mission at the run's tier, with the Company's heroes as they stand; the room's end
 * flows back once. {@link fightInput} is what the room is made of; the server's `fight_started` records the room
 * (the shared potion pouch is dealt to the heroes then), and `fight_ended` brings its outcome back:
 * - victory: each hero's HP, mana or stamina and poison as it left the room, the node's rewards (receipt
 *   `reward:<node>`, via the town's `payRewards`: to each surviving active hero, scaled by the tier), the node resolved;
 * - fled: the same wounds, `fleeCost` gold (5%, rounded down) and `flee.provisions` provisions, the node unresolved,
 *   the party where it stood;
 * - defeat: the deaths kept, `defeatCost` gold (10%, rounded down), the party sent to town (the Temple; the Wishing
 *   Well's return), emergency mercy when nobody of the roster lives.
 * Each room's end is received once (receipt `fight:<room>`); the potions left go back to the pouch.
 *
 * The adventure's prologue (spec 003: "six starting members face Veyr in a scripted unavoidable Dreadbell defeat,
 * bypassing defenses with zero ordinary reward/cost progression ... an interrupted new prologue can retry") is fought
 * the same way, from another {@link FightSource}: a player's `prologue` in town while it is pending, its room made by
 * {@link fightInput} with the starting roster's living members (active and reserves), no potions, no fleeing, its
 * party tolls ignoring defences; its end, whatever the result, only marks the prologue done (no reward, no cost, no
 * wound, death or record kept, no Temple); `fight_interrupted` (a room gone unfinished) lets it be played again.
 * @module
 */
import type { AdventureNode } from '../../content/schemas/adventure.ts';
import type { Hero } from '../../content/schemas/index.ts';
import type { CampaignFight } from '../core/types.ts';
import { refuse, registerCampaignAction } from './apply.ts';
import { hasReceipt, writeReceipt } from './ledger.ts';
import { refusable, type Refusable } from './refusal.ts';
import { systemOf } from './system.ts';
import { article, encounterChestConfirmed, presentAtTier, resolveNode } from './road/index.ts';
import { applyMercy, arriveInTown, companyHero, defeatCost, fleeCost, heroDocument, heroMaxHp, heroMaxRes, livingActive, payRewards } from './town/economy.ts';
import type { CampaignContext, CampaignEvent, CampaignHero, CampaignState, FightOutcome } from './types.ts';

/** An encounter node of an adventure. */
export type EncounterNode = Extract<AdventureNode, { kind: 'encounter' }>;

/**
 * What a fight is fought for: an encounter `node` of the road where the party stands, or the adventure's prologue
 * (its `mission`).
 */
export type FightSource = { kind: 'encounter'; node: EncounterNode } | { kind: 'prologue'; mission: string };

/** What a campaign fight's room is made of ({@link fightInput}). */
export interface FightInput {
  /** What it is fought for. */
  source: FightSource;
  /** The encounter's (or the prologue's) mission id (a d20 `auto` mission of the campaign's ruleset). */
  mission: string;
  /** The run's tier: the room's creatures are scaled by it (the mission's own `tier` is replaced); null: not scaled (the classic rules). */
  tier: string | null;
  /** Whether the room is played with no master even when its mission has one (the classic quest book: the computer plays the creatures). */
  auto: boolean;
  /**
   * The fighting heroes' documents as the Company has them, in order (an encounter: the active heroes; the prologue:
   * the starting roster's living members): `d20.level`, `d20.training` (the five tracks), `d20.resist` (the
   * document's and the Blacksmith's wards), `d20.element` (the Blacksmith's attunement, else the document's), the
   * spells learned at the Guild beside the document's, and the potions dealt to it as items.
   */
  heroes: Hero[];
  /**
   * The room's campaign block (`GameInput.campaign`): each hero's current hp, res and poison and the artifact it
   * wears; provisions. The prologue's has no fleeing and no pouch, and its tolls ignore defences.
   */
  campaign: CampaignFight;
  /** How many of the pouch's potions are dealt to the heroes (an encounter: all of it, round-robin over the living, in active order; the prologue: none). */
  potions: number;
}

/**
 * The encounter node the party stands on, to be fought now.
 * @throws CampaignRejection `not_now` during a fight, in town, or at a node that is not an encounter (or not
 *   there at the run's tier); `already_done` when it was won in this run; `locked` at an encounter chest
 *   not opened yet (its Open confirmation comes first); `dead` when no active hero lives; `mission_gone`
 *   when its mission was deleted.
 */
export function currentEncounter(ctx: CampaignContext, state: CampaignState): EncounterNode {
  const run = state.run;
  if (run.fight) refuse('not_now', `a fight is on (room "${run.fight.room}"): it ends first`);
  const place = run.place;
  if (place.at !== 'location') refuse('not_now', 'the party is in town: fights are fought at an encounter on the road');
  const location = ctx.adventure.locations.find((l) => l.id === place.location);
  const node = location?.nodes[place.position];
  if (!node || node.kind !== 'encounter' || !presentAtTier(state, node))
    refuse('not_now', `the party is not at an encounter${node ? ` ("${node.id}" is ${article(node.kind)} ${node.kind})` : ''}`);
  if (run.resolved.includes(node.id)) refuse('already_done', `encounter "${node.id}" was won already in this run`);
  if (node.chest && !encounterChestConfirmed(state, node.id))
    refuse('locked', `"${node.id}" is an encounter chest: open it first (the fight follows its Open confirmation)`);
  if (livingActive(state).length === 0) refuse('dead', 'no active hero is alive to fight');
  assertMission(ctx, node.mission, `encounter "${node.id}"`);
  return node;
}

/**
 * Checks the room of a fight for `what` can be made of mission `mission` (see `CampaignContext.missions`).
 * @throws CampaignRejection `mission_gone` when the mission was deleted (or is not published).
 */
function assertMission(ctx: CampaignContext, mission: string, what: string): void {
  if (ctx.missions && !ctx.missions.has(mission))
    refuse('mission_gone', `the mission "${mission}" of ${what} was deleted (or is not published): the fight cannot be fought until it is back`);
}

/**
 * The prologue's mission, to be fought now.
 * @throws CampaignRejection `already_done` when the prologue is done (played or skipped); `not_now` when
 *   the adventure has none, during a fight, or away from town; `dead` when no hero of the starting roster lives;
 *   `mission_gone` when its mission was deleted.
 */
export function currentPrologue(ctx: CampaignContext, state: CampaignState): string {
  const prologue = ctx.adventure.prologue;
  if (!prologue) refuse('not_now', `adventure "${ctx.adventure.id}" has no prologue`);
  if (state.prologue !== 'pending') refuse('already_done', 'the prologue is done');
  if (state.run.fight) refuse('not_now', `a fight is on (room "${state.run.fight.room}"): it ends first`);
  if (state.run.place.at !== 'town') refuse('not_now', 'the prologue is played from town');
  if (prologueHeroes(ctx, state).length === 0) refuse('dead', 'no hero of the starting roster is alive to play the prologue');
  assertMission(ctx, prologue.mission, `the prologue of adventure "${ctx.adventure.id}"`);
  return prologue.mission;
}

/**
 * The heroes of the prologue: the Company's members of the rules' starting roster (`newCompany.roster`, the guide's
 * "six starting members", active and reserves alike), living, in roster order.
 */
export function prologueHeroes(ctx: CampaignContext, state: CampaignState): CampaignHero[] {
  return ctx.rules.newCompany.roster.flatMap((id) => state.company.heroes.filter((h) => h.id === id && h.hp > 0));
}

/**
 * The fight the party can fight now: the prologue while it is pending and the party is in town with no fight on
 * ({@link currentPrologue}), else the encounter it stands on ({@link currentEncounter}).
 * @throws CampaignRejection as those two.
 */
export function fightSource(ctx: CampaignContext, state: CampaignState): FightSource {
  if (ctx.adventure.prologue && state.prologue === 'pending' && state.run.place.at === 'town' && !state.run.fight) {
    return { kind: 'prologue', mission: currentPrologue(ctx, state) };
  }
  return { kind: 'encounter', node: currentEncounter(ctx, state) };
}

/** The id of the shop's item kept in the shared pouch (the Healing Potion), or null when the shop keeps none. */
export function pouchItem(ctx: CampaignContext): string | null {
  return ctx.rules.shop.find((e) => e.stock === 'pouch')?.item ?? null;
}

/** How many potions each living active hero carries into the fight: the whole pouch, round-robin in active order. */
function dealPotions(ctx: CampaignContext, state: CampaignState): Map<string, number> {
  const living = livingActive(state);
  const out = new Map<string, number>();
  if (pouchItem(ctx) === null || living.length === 0) return out;
  const pouch = state.company.potions;
  living.forEach((h, i) => out.set(h.id, Math.floor(pouch / living.length) + (i < pouch % living.length ? 1 : 0)));
  return out;
}

/** The hero document of `hero` as the Company has it (by its campaign system), carrying `potions` potions. */
function asItStands(ctx: CampaignContext, hero: CampaignHero, potions: number): Hero {
  const item = pouchItem(ctx);
  return systemOf(ctx).fightHero(ctx, hero, heroDocument(ctx, hero.id), item === null ? [] : Array<string>(potions).fill(item));
}

/** The artifact `hero` wears as a room takes it (its id and dice, from the rules' `artifacts`), or undefined. */
function artifactOf(ctx: CampaignContext, hero: CampaignHero): { id: string; dice: string } | undefined {
  const artifact = hero.artifact === null ? undefined : ctx.rules.artifacts.find((a) => a.id === hero.artifact);
  return artifact ? { id: artifact.id, dice: artifact.dice } : undefined;
}

/**
 * What the room of the fight the party can fight now ({@link fightSource}) is made of (see {@link FightInput}), or the
 * refusal of {@link fightSource} when it cannot fight now. Pure: nothing is dealt from the pouch until the server's
 * `fight_started`.
 */
export function fightInput(ctx: CampaignContext, state: CampaignState): Refusable<FightInput> {
  return refusable(() => roomInput(ctx, state));
}

/** {@link fightInput}'s value. @throws CampaignRejection as {@link fightSource}. */
function roomInput(ctx: CampaignContext, state: CampaignState): FightInput {
  const source = fightSource(ctx, state);
  const prologue = source.kind === 'prologue';
  const fighters = prologue ? prologueHeroes(ctx, state) : state.company.active.map((id) => companyHero(state, id));
  const dealt = prologue ? new Map<string, number>() : dealPotions(ctx, state);
  const flee = ctx.rules.flee;
  const system = systemOf(ctx);
  return {
    source,
    mission: prologue ? source.mission : source.node.mission,
    tier: system.tieredRooms ? state.run.tier : null,
    auto: system.autoRooms,
    heroes: fighters.map((h) => asItStands(ctx, h, dealt.get(h.id) ?? 0)),
    campaign: {
      campaign: state.id,
      heroes: Object.fromEntries(
        fighters.map((h) => {
          const artifact = artifactOf(ctx, h);
          return [h.id, { hp: h.hp, res: h.res, poison: h.poison, ...(artifact ? { artifact } : {}), ...system.fighter(h) }];
        }),
      ),
      provisions: state.company.provisions,
      // the prologue is a scripted defeat: it cannot be fled, and its Dreadbell bypasses the defences
      fleeProvisions: flee && !prologue ? flee.provisions : null,
      pouchItem: prologue ? null : pouchItem(ctx),
      ...(prologue ? { tollsIgnoreDefences: true } : {}),
    },
    potions: [...dealt.values()].reduce((a, b) => a + b, 0),
  };
}

/**
 * `fight` (any player of the campaign): asks for the fight of the encounter the party stands on. It changes nothing
 * but says it may be fought (event `fight_requested` `{ node }`); the server then opens its room
 * (`cms/campaigns/fights.ts`, `openFight`) and applies its own `fight_started`.
 * @throws CampaignRejection as {@link currentEncounter}.
 */
registerCampaignAction('fight', (ctx, state) => [{ type: 'fight_requested', node: currentEncounter(ctx, state).id }]);

/**
 * `prologue` (any player of the campaign): asks for the prologue's fight. It changes nothing but says it may be
 * fought (event `prologue_requested` `{ mission }`); the server then opens its room (`openFight`, as for `fight`) and
 * applies its own `fight_started`.
 * @throws CampaignRejection as {@link currentPrologue}.
 */
registerCampaignAction('prologue', (ctx, state) => [{ type: 'prologue_requested', mission: currentPrologue(ctx, state) }]);

/**
 * `fight_started {room}` (the server's, once the room of {@link fightInput} is made): the fight is on (`run.fight`),
 * the pouch's potions go with the heroes (none to the prologue's). Event `fight_started` `{ node, room, potions }`
 * (the prologue's: `{ node: <its mission>, room, potions: 0, prologue: true }`).
 * @throws CampaignRejection as {@link fightSource}.
 */
registerCampaignAction('fight_started', (ctx, state, action) => {
  const source = fightSource(ctx, state);
  if (source.kind === 'prologue') {
    state.run.fight = { node: source.mission, room: action.room, potions: 0, prologue: true };
    return [{ type: 'fight_started', node: source.mission, room: action.room, potions: 0, prologue: true }];
  }
  const node = source.node;
  const potions = [...dealPotions(ctx, state).values()].reduce((a, b) => a + b, 0);
  state.company.potions -= potions;
  state.run.fight = { node: node.id, room: action.room, potions };
  return [{ type: 'fight_started', node: node.id, room: action.room, potions }];
});

/** Whole `n` within 0..max. */
const within = (n: number, max: number) => Math.max(0, Math.min(max, Math.floor(n)));

/**
 * Each hero of `outcome` as it left the room: HP, mana or stamina within its maxima, poison (none on the dead); its
 * records (a fight, its kills, a fall when it died there).
 * @throws CampaignRejection `unknown` when the outcome names a hero who is not an active hero of the Company.
 */
function heroesBack(ctx: CampaignContext, state: CampaignState, outcome: FightOutcome): void {
  const system = systemOf(ctx);
  for (const o of outcome.heroes) {
    if (!state.company.active.includes(o.id)) refuse('unknown', `"${o.id}" is not an active hero of the Company`);
    const hero = companyHero(state, o.id);
    const wasAlive = hero.hp > 0;
    hero.hp = within(o.hp, heroMaxHp(ctx, hero));
    hero.res = within(o.res, heroMaxRes(ctx, hero));
    hero.poison = hero.hp > 0 ? within(o.poison, Number.MAX_SAFE_INTEGER) : 0;
    hero.records.fights += 1;
    hero.records.kills += within(o.kills, Number.MAX_SAFE_INTEGER);
    if (wasAlive && hero.hp === 0) hero.records.falls += 1;
    system.heroBack(hero, o);
  }
}

/**
 * `fight_ended {room, outcome}` (the server's, when the fight's room is over): see the module. Events
 * `fight_ended` `{ node, room, result, heroes }` (each hero's hp after), then by result: `node_resolved` and the
 * rewards' events (`reward`, `promoted`); `fled` `{ gold, provisions }`; `defeated` `{ gold }`, the Well's and mercy's.
 * @throws CampaignRejection `already_done` when this room's end was received already (the receipt `fight:<room>`),
 *   `not_now` when no fight in that room is on, `unknown` for a hero not active in the Company.
 */
registerCampaignAction('fight_ended', (ctx, state, action) => {
  const { room, outcome } = action;
  if (hasReceipt(state, `fight:${room}`)) refuse('already_done', `the end of the fight in room "${room}" was received already`);
  const fight = state.run.fight;
  if (!fight || fight.room !== room) refuse('not_now', `no fight is on in room "${room}"`);
  writeReceipt(state, `fight:${room}`);
  state.run.fight = null;
  // the prologue's end, whatever it is, changes nothing but the prologue: no reward, cost, wound, death or record
  if (fight.prologue) {
    state.prologue = 'done';
    return [{ type: 'prologue_ended', room, result: outcome.result }];
  }
  const company = state.company;
  heroesBack(ctx, state, outcome);
  company.potions += within(outcome.potionsLeft, fight.potions);
  state.run.battleSinceTown = true;
  const events: CampaignEvent[] = [
    { type: 'fight_ended', node: fight.node, room, result: outcome.result, heroes: outcome.heroes.map((h) => ({ id: h.id, hp: companyHero(state, h.id).hp })) },
  ];
  if (outcome.result === 'victory') {
    company.records.won += 1;
    const node = encounterNode(ctx, fight.node);
    events.push(...resolveNode(state, node.id));
    events.push(...payRewards(ctx, state, node.rewards ?? {}, `reward:${node.id}`));
  } else if (outcome.result === 'fled') {
    company.records.fled += 1;
    const gold = fleeCost(ctx.rules, company.gold);
    const provisions = Math.min(company.provisions, ctx.rules.flee?.provisions ?? 0);
    company.gold -= gold;
    company.provisions -= provisions;
    events.push({ type: 'fled', gold, provisions });
  } else {
    company.records.lost += 1;
    const gold = defeatCost(ctx.rules, company.gold);
    company.gold -= gold;
    events.push({ type: 'defeated', gold });
    events.push(...arriveInTown(ctx, state));
    events.push(...applyMercy(ctx, state));
  }
  events.push(...systemOf(ctx).afterFight(ctx, state));
  return events;
});

/**
 * `fight_interrupted {room}` (the server's, when the fight's room is gone unfinished: archived idle, lost): the fight
 * is off as if it had not begun — the potions dealt back in the pouch, the heroes as they were, nothing paid or
 * charged, the encounter unresolved (the party where it stood) or the prologue still pending, to be played again.
 * Receipt `fight:<room>`: that room's end is not received after. Event `fight_interrupted` `{ node, room, prologue }`.
 * @throws CampaignRejection `already_done` when this room's end (or interruption) was received already, `not_now`
 *   when no fight in that room is on.
 */
registerCampaignAction('fight_interrupted', (_ctx, state, action) => {
  const { room } = action;
  if (hasReceipt(state, `fight:${room}`)) refuse('already_done', `the end of the fight in room "${room}" was received already`);
  const fight = state.run.fight;
  if (!fight || fight.room !== room) refuse('not_now', `no fight is on in room "${room}"`);
  writeReceipt(state, `fight:${room}`);
  state.company.potions += fight.potions;
  state.run.fight = null;
  return [{ type: 'fight_interrupted', node: fight.node, room, prologue: fight.prologue === true }];
});

/** The encounter node `id` of the adventure. @throws Error when there is none (the run names a node of another adventure). */
function encounterNode(ctx: CampaignContext, id: string): EncounterNode {
  for (const l of ctx.adventure.locations) {
    const node = l.nodes.find((n) => n.id === id);
    if (node?.kind === 'encounter') return node;
  }
  throw new Error(`no encounter node "${id}" in adventure "${ctx.adventure.id}"`);
}
