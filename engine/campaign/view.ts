/**
 * What a player of a campaign sees ("read the player's view of it (hidden choices and unvisited content
 * not leaked, as in rooms)"; spec 003: "Map inspection and travel eligibility are separate", "Branch exclusions
 * persist throughout the run", "Noncombat chests roll once"). Built from the state, never the state itself:
 *
 * - the whole Company; the run's tier, place, opened and excluded locations, resolved nodes, camps used, authored
 *   flags and clues (not the road's markers), the fight being played;
 * - the map: every location's id, name and whether it is opened, excluded, visited, and where the party stands; the
 *   nodes (present at the run's tier) and where it leads (its routes, its chosen branch option's destination) only
 *   of the locations the party has visited — an unvisited location's encounters are never sent;
 * - of a node: never a branch option's `to` before it is chosen (only the chosen one's), never the rewards of a node
 *   not yet resolved (a chest's before it is opened), never a puzzle's solution or what its wrong options do, never a
 *   challenge's outcomes, never a dialogue's pages beyond the one open, nor where its choices lead or what they grant;
 * - the open conversation's page; the Wishing Well's wish; the town's offers; the actions that would succeed now;
 * - never the PRNG (`rng`) nor the ledger of receipts.
 * @module
 */
import { exitCompletes, type AdventureNode, type Approach, type Rewards } from '../../content/schemas/adventure.ts';
import type { LocalizedText } from '../../content/schemas/common.ts';
import { mapLayout, type MapPoint } from './map-layout.ts';
import { applyCampaign, type Actor } from './apply.ts';
import { campaignCandidates } from './candidates.ts';
import './road/index.ts';
import './rests.ts';
import { chosenOption } from './road/branch.ts';
import { approachModifier } from './road/challenge.ts';
import { allHold } from './road/conditions.ts';
import { encounterChestConfirmed } from './road/chest.ts';
import { hasMarker, isAuthoredFlag, isResolved, locationById, presentAtTier } from './road/where.ts';
import { townOffers, type TownOffer } from './town/index.ts';
import type { CampaignAction, CampaignContext, CampaignState, Company, Fight, Run } from './types.ts';
import { systemOf, type CampaignTraits } from './system.ts';
import type { CampaignRest } from './system-types.ts';
import { moduleIdFor } from '../core/registry.ts';
import { campaignNames, heroSheets, type CampaignNames, type HeroSheet } from './view-names.ts';

/** What every node shows: its id, kind, name, place on the path, whether it must be resolved and whether it is. */
interface NodeViewBase {
  id: string;
  name: LocalizedText;
  at: number;
  mandatory: boolean;
  resolved: boolean;
  text?: LocalizedText;
}

/** An approach of a challenge as shown: its `modifier` now (base and matching modifiers) and whether its requirements hold. */
export interface ApproachView {
  id: string;
  name: LocalizedText;
  skill: Approach['skill'];
  modifier: number;
  available: boolean;
}

/** A node as a player sees it (see the module for what each kind leaves out). */
export type NodeView = NodeViewBase &
  (
    | { kind: 'encounter'; mission: string; chest: boolean; confirmed: boolean; rewards?: Rewards }
    | { kind: 'chest'; rewards?: Rewards }
    | { kind: 'challenge'; dc: number; approaches: ApproachView[] }
    | {
        kind: 'dialogue';
        speaker: LocalizedText;
        repeatFromStart: boolean;
        automatic: boolean;
        /** The conversation reached an end once in this run (its point is done, though only a required one resolves). */
        talked: boolean;
      }
    | { kind: 'puzzle'; options: { id: string; name: LocalizedText }[]; rewards?: Rewards }
    | { kind: 'camp'; used: boolean }
    | { kind: 'branch'; options: { id: string; clue: LocalizedText; to?: string }[]; chosen: string | null }
    | { kind: 'exit'; chest: boolean; completes: boolean; routes: string[]; rewards?: Rewards; artifact?: string }
  );

/** A location on the map: `nodes` only once the party has visited it. */
export interface LocationView {
  id: string;
  name: LocalizedText;
  description?: LocalizedText;
  /** Its picture on the map (a game-icons name); absent when the adventure names none (draw {@link import('../../content/picture-defaults.ts').locationPicture}'s). */
  picture?: string;
  opened: boolean;
  excluded: boolean;
  visited: boolean;
  /** The party stands here. */
  here: boolean;
  /** The id of the node the party stands at, when it stands here (`run.place.position` indexes every node, also those of other tiers). */
  current?: string;
  nodes?: NodeView[];
  /**
   * Where the location leads, once the party has visited it (as its nodes, never before): the routes its exit opens
   * (the exit node shows them too) and the destination of each branch option chosen there, in that order, without
   * repeats — never an unchosen option's. A destination may be excluded or not yet opened: its own entry says so.
   */
  routes?: string[];
}

/** The open conversation: its node, speaker and current page (its text and choices, without where they lead). */
export interface DialogueView {
  node: string;
  speaker: LocalizedText;
  page: { id: string; text: LocalizedText; choices: { id: string; text: LocalizedText }[] };
}

/** A player's view of a campaign (see the module). */
export interface CampaignView {
  id: string;
  ruleset: string;
  /** The adventure: its id, name, town's name, and `start`, the location the town's road leads to (opened from the start). */
  /** The adventure: its id, name, town's name, first location, and the town's picture (absent: the default town picture). */
  adventure: { id: string; name: LocalizedText; town: LocalizedText; start: string; townPicture?: string };
  /**
   * The campaign system it plays by: its ruleset module (`d20`, `classic`) and what its heroes have
   * ({@link CampaignTraits}: levels, training, Blacksmith ranks, their own purses and items, hit or body points) — a
   * page shows the roster and the town by these.
   */
  /**
   * The campaign system's module and traits, the rests its parties take (`take_rest`; none but a rules ruleset's) and
   * the names of what `hp` and `res` count as its document names them (null: the page's own words).
   */
  system: { module: string; rests: CampaignRest[]; resourceNames: { hp: string; res: string } | null } & CampaignTraits;
  seq: number;
  prologue: CampaignState['prologue'];
  /** Who is looking: the player (null: the server) and whether it leads. */
  you: { player: string | null; leader: boolean; heroes: string[] };
  company: Company;
  /** Each hero of the Company's name, maxima, next level's XP and spells known, by hero id ({@link HeroSheet}). */
  sheets: Record<string, HeroSheet>;
  /** The names of the items, spells, artifacts, outfits, ranks and tiers the view names by id ({@link CampaignNames}). */
  names: CampaignNames;
  /** The pictures (game-icons names) of the items and spells `names` names, by id, those whose documents name one. */
  pictures: { items: Record<string, string>; spells: Record<string, string> };
  /**
   * The reputation ranks the Company has reached (spec 003: "Benefits accumulate by qualifying rank; rank itself is
   * derived, not saved"): the ids of the campaign rules' `reputation` entries whose `at` its reputation reaches.
   */
  ranks: string[];
  /** The run as it is, but `flags` (only the authored flags and clues, not the road's markers) and the fight's potions. */
  run: Pick<Run, 'tier' | 'highest' | 'completed' | 'place' | 'opened' | 'excluded' | 'resolved' | 'camps' | 'flags' | 'battleSinceTown'> & {
    fight: Pick<Fight, 'node' | 'room' | 'prologue'> | null;
    /** Minutes of world time the run's rests took (0: none). */
    clock: number;
  };
  map: LocationView[];
  /**
   * Where the adventure's drawn map places the town and each location (`map-layout.ts`, as the Archive's editor
   * draws it: a location's authored `layout`, else laid out by its routes), in map units: 100 wide, `height` high.
   * Every location has a place, known or not: a page draws the unknown ones under fog.
   */
  layout: { height: number; town: MapPoint; at: Record<string, MapPoint> };
  dialogue: DialogueView | null;
  /** The Wishing Well's wish is waiting. */
  wish: boolean;
  /** The town's offers, with their prices and whether each can be done now. */
  town: TownOffer[];
  /** The actions the player could send now and see succeed ({@link legalCampaignActions}). */
  actions: CampaignAction[];
}

/** The view's `system`: the campaign system's module and traits. */
function systemView(ctx: CampaignContext): CampaignView['system'] {
  const system = systemOf(ctx);
  return { module: moduleIdFor(ctx.ruleset), ...system.traits, rests: system.rests?.list(ctx) ?? [], resourceNames: system.resourceNames?.(ctx) ?? null };
}

/** `rewards` when `shown`, else nothing (an exactOptional-safe spread). */
const rewardsIf = (shown: boolean, rewards: Rewards | undefined) => (shown && rewards ? { rewards } : {});

/** Node `node` as the view shows it (see the module). */
function nodeView(ctx: CampaignContext, state: CampaignState, node: AdventureNode): NodeView {
  const resolved = isResolved(state, node.id);
  const base: NodeViewBase = { id: node.id, name: node.name, at: node.at, mandatory: node.mandatory, resolved, ...(node.text ? { text: node.text } : {}) };
  switch (node.kind) {
    case 'encounter':
      return {
        ...base,
        kind: 'encounter',
        mission: node.mission,
        chest: node.chest,
        confirmed: node.chest && encounterChestConfirmed(state, node.id),
        ...rewardsIf(resolved, node.rewards),
      };
    case 'chest':
      return { ...base, kind: 'chest', ...rewardsIf(resolved, node.rewards) };
    case 'challenge':
      return {
        ...base,
        kind: 'challenge',
        dc: node.dc,
        approaches: node.approaches.map((a) => ({
          id: a.id,
          name: a.name,
          skill: a.skill,
          modifier: approachModifier(ctx, state, a),
          available: allHold(ctx, state, a.requires),
        })),
      };
    case 'dialogue':
      return {
        ...base,
        kind: 'dialogue',
        speaker: node.speaker,
        repeatFromStart: node.repeatFromStart,
        automatic: node.automatic,
        talked: hasMarker(state, 'talked', node.id),
      };
    case 'puzzle':
      return { ...base, kind: 'puzzle', options: node.options.map((o) => ({ id: o.id, name: o.name })), ...rewardsIf(resolved, node.rewards) };
    case 'camp':
      return { ...base, kind: 'camp', used: state.run.camps.includes(node.id) };
    case 'branch': {
      const chosen = chosenOption(state, node) ?? null;
      return { ...base, kind: 'branch', chosen, options: node.options.map((o) => ({ id: o.id, clue: o.clue, ...(o.id === chosen ? { to: o.to } : {}) })) };
    }
    case 'exit':
      return {
        ...base,
        kind: 'exit',
        chest: node.chest,
        completes: exitCompletes(ctx.adventure.locations.find((l) => l.nodes.includes(node)) ?? {}),
        routes: ctx.adventure.locations.find((l) => l.nodes.includes(node))?.routes ?? [],
        ...rewardsIf(resolved, node.rewards),
        ...(resolved && node.artifact !== undefined ? { artifact: node.artifact } : {}),
      };
  }
}

/** Where visited location `l` leads ({@link LocationView.routes}): its routes, then its chosen branch options' destinations. */
function knownRoutes(state: CampaignState, l: CampaignContext['adventure']['locations'][number]): string[] {
  const chosen = l.nodes.flatMap((n) => {
    if (n.kind !== 'branch') return [];
    const option = chosenOption(state, n);
    return n.options.filter((o) => o.id === option).map((o) => o.to);
  });
  return [...new Set([...l.routes, ...chosen])];
}

/** The open conversation where the party stands, or null. */
function dialogueView(ctx: CampaignContext, state: CampaignState): DialogueView | null {
  const place = state.run.place;
  if (state.run.fight || place.at !== 'location') return null;
  // not `here`: a party stranded by an edit of the adventure (its place gone) still gets its view, to travel on
  const node = locationById(ctx, place.location)?.nodes[place.position];
  if (node?.kind !== 'dialogue' || !hasMarker(state, 'talking', node.id)) return null;
  const page = node.pages.find((p) => p.id === (state.run.dialogue[node.id] ?? node.start));
  if (!page) return null;
  return { node: node.id, speaker: node.speaker, page: { id: page.id, text: page.text, choices: page.choices.map((c) => ({ id: c.id, text: c.text })) } };
}

/** Where the drawn map places the adventure's town and locations ({@link CampaignView.layout}). */
function drawnLayout(ctx: CampaignContext): CampaignView['layout'] {
  const l = mapLayout(ctx.adventure);
  return { height: l.height, town: { x: l.town.x, y: l.town.y }, at: Object.fromEntries(l.at) };
}

/**
 * The view of the campaign in `state` for `actor` (see the module for what it holds and what it never holds). Does
 * not change `state`.
 */
export function campaignView(ctx: CampaignContext, state: CampaignState, actor: Actor): CampaignView {
  const run = state.run;
  const place = run.place;
  const map = ctx.adventure.locations.map((l): LocationView => {
    const visited = hasMarker(state, 'visited', l.id);
    return {
      id: l.id,
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      ...(l.picture ? { picture: l.picture } : {}),
      opened: run.opened.includes(l.id),
      excluded: run.excluded.includes(l.id),
      visited,
      here: place.at === 'location' && place.location === l.id,
      ...(place.at === 'location' && place.location === l.id && l.nodes[place.position] ? { current: l.nodes[place.position]!.id } : {}),
      ...(visited ? { nodes: l.nodes.filter((n) => presentAtTier(state, n)).map((n) => nodeView(ctx, state, n)) } : {}),
      ...(visited ? { routes: knownRoutes(state, l) } : {}),
    };
  });
  return structuredClone({
    id: state.id,
    ruleset: state.ruleset,
    adventure: {
      id: ctx.adventure.id,
      name: ctx.adventure.name,
      town: ctx.adventure.town.name,
      start: ctx.adventure.start,
      ...(ctx.adventure.town.picture ? { townPicture: ctx.adventure.town.picture } : {}),
    },
    system: systemView(ctx),
    seq: state.seq,
    prologue: state.prologue,
    you: 'server' in actor ? { player: null, leader: true, heroes: [] } : { player: actor.player, leader: actor.leader, heroes: [...actor.heroes] },
    company: state.company,
    sheets: heroSheets(ctx, state),
    names: campaignNames(ctx),
    pictures: { items: Object.fromEntries(ctx.pictures?.items ?? []), spells: Object.fromEntries(ctx.pictures?.spells ?? []) },
    ranks: ctx.rules.reputation.filter((r) => state.company.reputation >= r.at).map((r) => r.id),
    run: {
      tier: run.tier,
      highest: run.highest,
      completed: run.completed,
      place: run.place,
      opened: run.opened,
      excluded: run.excluded,
      resolved: run.resolved,
      camps: run.camps,
      flags: run.flags.filter(isAuthoredFlag),
      fight: run.fight ? { node: run.fight.node, room: run.fight.room, ...(run.fight.prologue ? { prologue: true as const } : {}) } : null,
      battleSinceTown: run.battleSinceTown,
      clock: run.clock ?? 0,
    },
    map,
    layout: drawnLayout(ctx),
    dialogue: dialogueView(ctx, state),
    wish: state.wish,
    town: townOffers(ctx, state),
    actions: legalCampaignActions(ctx, state, actor),
  });
}

/**
 * The actions `actor` could send now and see succeed: each candidate (candidates.ts: travel to the town and to every
 * location, the road's actions where the party stands — every approach, puzzle option, branch option and dialogue
 * choice — and the town's) is tried on a copy of `state` by {@link applyCampaign} and kept when it is not refused, so the
 * list is exactly what the handlers accept, the actor's heroes included. Does not change `state`.
 * @throws Error only when a handler fails with something other than a refusal (a programming error).
 */
export function legalCampaignActions(ctx: CampaignContext, state: CampaignState, actor: Actor): CampaignAction[] {
  return campaignCandidates(ctx, state).filter((action) => applyCampaign(ctx, state, action, actor).ok);
}
