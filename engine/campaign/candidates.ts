/**
 * The actions worth trying on a campaign now, for its legal actions (`legalCampaignActions` tries each through the
 * reducer and keeps those it accepts). One generator per action type, in a table the compiler checks is complete: a
 * new action type without a generator does not compile, so no action is silently never offered. An action type that
 * is never a player's choice (the server's own) says so with {@link never}.
 *
 * Travel is tried anywhere; the road's actions only on the road, the town's only in town (every town service refuses
 * outside town, and every road action in town, so neither side's are tried on the other: a view on the road tries a
 * tenth of the candidates).
 * @module
 */
import type { AdventureNode } from '../../content/schemas/adventure.ts';
import { TRACKS, type CampaignAction, type CampaignActionType } from './actions.ts';
import { systemOf } from './system.ts';
import { townOffers } from './town/index.ts';
import type { CampaignContext, CampaignState } from './types.ts';

/** Where the party stands, as the generators read it. */
interface Here {
  ctx: CampaignContext;
  state: CampaignState;
  /** The node the party stands at on the road; undefined in town (or at a place an edit of the adventure removed). */
  node: AdventureNode | undefined;
  /** The town's offered actions (computed once per call, on first use). */
  offers(): readonly CampaignAction[];
}

/** The action of type `T`. */
type ActionOf<T extends CampaignActionType> = Extract<CampaignAction, { type: T }>;

/** The candidates of one action type where the party stands. */
type Generator<T extends CampaignActionType> = (here: Here) => ActionOf<T>[];

/** `f` on the road, nothing in town. */
const onRoad =
  <T extends CampaignActionType>(f: Generator<T>): Generator<T> =>
  (here) =>
    here.state.run.place.at === 'location' ? f(here) : [];

/** `f` in town, nothing on the road. */
const inTown =
  <T extends CampaignActionType>(f: Generator<T>): Generator<T> =>
  (here) =>
    here.state.run.place.at === 'town' ? f(here) : [];

/** The town's offers of type `type` (townOffers), then `more`, in town. */
const offered = <T extends CampaignActionType>(type: T, more: Generator<T> = () => []): Generator<T> =>
  inTown((here) => [...here.offers().filter((a): a is ActionOf<T> => a.type === type), ...more(here)]);

/** Never a candidate: the server's own actions, which no player sends. */
const never = (): [] => [];

/** For each hero of the Company, `f`'s actions. */
const perHero =
  <T extends CampaignActionType>(f: (hero: CampaignState['company']['heroes'][number], here: Here) => ActionOf<T>[]): Generator<T> =>
  (here) =>
    here.state.company.heroes.flatMap((h) => f(h, here));

/** The candidate generator of every action type. */
const CANDIDATES: { readonly [T in CampaignActionType]: Generator<T> } = {
  travel: ({ ctx }) => [{ type: 'travel', to: 'town' }, ...ctx.adventure.locations.map((l) => ({ type: 'travel' as const, to: l.id }))],
  // the road
  advance: onRoad(() => [{ type: 'advance' }]),
  open: onRoad(() => [{ type: 'open' }]),
  talk: onRoad(({ state, node }) => {
    if (node?.kind !== 'dialogue') return [{ type: 'talk' }];
    const page = node.pages.find((p) => p.id === (state.run.dialogue[node.id] ?? node.start));
    return [{ type: 'talk' }, ...(page?.choices ?? []).map((c) => ({ type: 'talk' as const, choice: c.id }))];
  }),
  leave: onRoad(() => [{ type: 'leave' }]),
  camp: onRoad(() => [{ type: 'camp' }]),
  // a ruleset's rests, in town or on the road
  take_rest: ({ ctx }) => (systemOf(ctx).rests?.list(ctx) ?? []).map((r) => ({ type: 'take_rest' as const, rest: r.id })),
  exit: onRoad(() => [{ type: 'exit' }]),
  fight: onRoad(() => [{ type: 'fight' }]),
  attempt: onRoad(({ node }) => (node?.kind === 'challenge' ? node.approaches.map((a) => ({ type: 'attempt' as const, approach: a.id })) : [])),
  solve: onRoad(({ node }) => (node?.kind === 'puzzle' ? node.options.map((_, i) => ({ type: 'solve' as const, option: i })) : [])),
  choose: onRoad(({ node }) => (node?.kind === 'branch' ? node.options.map((o) => ({ type: 'choose' as const, option: o.id })) : [])),
  // the town: what its services offer, and what they do not list but a player may do
  rest: offered('rest'),
  buy: offered('buy'),
  level_up: offered('level_up'),
  train: offered(
    'train',
    perHero((h) => TRACKS.map((track) => ({ type: 'train' as const, hero: h.id, track }))),
  ),
  learn: offered('learn'),
  attune: offered('attune'),
  resist: offered('resist'),
  clear_attunement: offered(
    'clear_attunement',
    perHero((h) => [{ type: 'clear_attunement', hero: h.id }]),
  ),
  clear_resistances: offered(
    'clear_resistances',
    perHero((h) => [{ type: 'clear_resistances', hero: h.id }]),
  ),
  resurrect: offered('resurrect'),
  replace: offered('replace'),
  wish: offered('wish'),
  equip_artifact: offered(
    'equip_artifact',
    perHero((h, { state }) => [
      { type: 'equip_artifact', hero: h.id, artifact: null },
      ...state.company.artifacts.map((artifact) => ({ type: 'equip_artifact' as const, hero: h.id, artifact })),
    ]),
  ),
  buy_attire: offered('buy_attire'),
  wear: offered(
    'wear',
    perHero((h) => [{ type: 'wear', hero: h.id, outfit: null }, ...h.attire.owned.map((outfit) => ({ type: 'wear' as const, hero: h.id, outfit }))]),
  ),
  swap: offered('swap', ({ state }) => {
    const c = state.company;
    const reserves = c.heroes.filter((h) => !c.active.includes(h.id));
    return c.active.flatMap((a) => reserves.map((r) => ({ type: 'swap' as const, active: a, reserve: r.id })));
  }),
  next_tier: offered('next_tier', () => [{ type: 'next_tier' }]),
  replay: offered('replay', () => [{ type: 'replay' }]),
  skip_prologue: offered('skip_prologue', () => [{ type: 'skip_prologue' }]),
  prologue: inTown(() => [{ type: 'prologue' }]),
  // the server's
  fight_started: never,
  fight_ended: never,
  fight_interrupted: never,
};

/** Every action worth trying on `state` now (see the module), without repeats, by action type in the table's order. */
export function campaignCandidates(ctx: CampaignContext, state: CampaignState): CampaignAction[] {
  const place = state.run.place;
  let offers: readonly CampaignAction[] | undefined;
  const here: Here = {
    ctx,
    state,
    node: place.at === 'location' ? ctx.adventure.locations.find((l) => l.id === place.location)?.nodes[place.position] : undefined,
    offers: () => (offers ??= townOffers(ctx, state).map((o) => o.action)),
  };
  const list = (Object.keys(CANDIDATES) as CampaignActionType[]).flatMap((type) => (CANDIDATES[type] as Generator<CampaignActionType>)(here));
  return unique(list);
}

/** `list` without repeats, in order. */
function unique(list: CampaignAction[]): CampaignAction[] {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = JSON.stringify(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
