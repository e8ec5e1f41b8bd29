/**
 * Where the party is on the adventure's map, and the run's markers (spec 003, "Map inspection and travel
 * eligibility are separate ... arrival starts at position 0 ... Resolved points cannot replay rewards; optional
 * skipped points may be revisited."). The helpers every road handler shares: the node the party stands at, the
 * nodes present at the run's tier, resolving a node, refusing while a fight is on.
 *
 * Markers: what the run remembers beyond its authored flags is kept in `run.flags` as `<kind>:<id>` —
 * `visited:<location>`, `opened:<node>` (an encounter chest confirmed), `talking:<node>` (a conversation open),
 * `talked:<node>` (a conversation brought to an end once: its point is done on the checklist, resolved or not),
 * `chose:<node>:<option>` (a branch's choice). An authored flag is a slug and never holds a `:`, so the two never
 * meet; a replay or the next tier resets them with the run.
 * @module
 */
import type { AdventureNode, Location } from '../../../content/schemas/adventure.ts';
import { refuse } from '../apply.ts';
import type { CampaignContext, CampaignEvent, CampaignState } from '../types.ts';

/** The kinds of marker a run keeps in its flags (see the module). */
export type MarkerKind = 'visited' | 'opened' | 'talking' | 'talked' | 'chose';

/** The flag that stands for marker `kind` of `id`. */
export function marker(kind: MarkerKind, id: string): string {
  return `${kind}:${id}`;
}

/** Whether the run holds marker `kind` of `id`. */
export function hasMarker(state: CampaignState, kind: MarkerKind, id: string): boolean {
  return state.run.flags.includes(marker(kind, id));
}

/** Sets marker `kind` of `id` (once). */
export function setMarker(state: CampaignState, kind: MarkerKind, id: string): void {
  if (!hasMarker(state, kind, id)) state.run.flags.push(marker(kind, id));
}

/** Clears marker `kind` of `id`. */
export function clearMarker(state: CampaignState, kind: MarkerKind, id: string): void {
  state.run.flags = state.run.flags.filter((f) => f !== marker(kind, id));
}

/** Whether `flag` is an authored run flag or clue (not a marker). */
export function isAuthoredFlag(flag: string): boolean {
  return !flag.includes(':');
}

/** The location `id` of the adventure, or undefined. */
export function locationById(ctx: CampaignContext, id: string): Location | undefined {
  return ctx.adventure.locations.find((l) => l.id === id);
}

/** The node `id` of the adventure and its location, or undefined. */
export function nodeById(ctx: CampaignContext, id: string): { location: Location; node: AdventureNode } | undefined {
  for (const location of ctx.adventure.locations) {
    const node = location.nodes.find((n) => n.id === id);
    if (node) return { location, node };
  }
  return undefined;
}

/** Whether `node` is on the path at the run's tier (a node listing `tiers` is absent at the others). */
export function presentAtTier(state: CampaignState, node: AdventureNode): boolean {
  return node.tiers === undefined || node.tiers.includes(state.run.tier);
}

/** The index of the first node of `location` present at the run's tier at or after `from`, or -1. */
export function nextPresent(state: CampaignState, location: Location, from: number): number {
  for (let i = from; i < location.nodes.length; i++) if (presentAtTier(state, location.nodes[i]!)) return i;
  return -1;
}

/** Whether node `id` is resolved in this run. */
export function isResolved(state: CampaignState, id: string): boolean {
  return state.run.resolved.includes(id);
}

/** Resolves node `id` for the run: a `node_resolved` event, or none when it was resolved already. */
export function resolveNode(state: CampaignState, id: string): CampaignEvent[] {
  if (isResolved(state, id)) return [];
  state.run.resolved.push(id);
  return [{ type: 'node_resolved', node: id }];
}

/** @throws CampaignRejection `not_now` while a fight is being played: the road waits for its end. */
export function assertNoFight(state: CampaignState): void {
  const fight = state.run.fight;
  if (fight)
    refuse('not_now', fight.prologue ? 'the prologue is being played: finish it first' : `a fight is on (node "${fight.node}"): finish it or flee first`);
}

/**
 * The location and node the party stands at, with its index.
 * @throws CampaignRejection `not_now` in town or during a fight.
 */
export function here(ctx: CampaignContext, state: CampaignState): { location: Location; node: AdventureNode; index: number } {
  assertNoFight(state);
  const place = state.run.place;
  if (place.at !== 'location') refuse('not_now', 'the party is in town: travel to a location first');
  const location = locationById(ctx, place.location);
  const node = location?.nodes[place.position];
  if (!location || !node) refuse('not_now', `the party's place ("${place.location}" at ${place.position}) is not on this adventure's map`);
  return { location, node, index: place.position };
}

/**
 * The node the party stands at, when it is of `kind`.
 * @throws CampaignRejection `not_now` in town, during a fight, or at a node of another kind.
 */
export function hereOfKind<K extends AdventureNode['kind']>(
  ctx: CampaignContext,
  state: CampaignState,
  kind: K,
  doing: string,
): Extract<AdventureNode, { kind: K }> {
  const { node } = here(ctx, state);
  if (node.kind !== kind)
    refuse('not_now', `the party stands at ${article(node.kind)} ${node.kind} ("${node.id}"), not ${article(kind)} ${kind}: nothing to ${doing} here`);
  return node as Extract<AdventureNode, { kind: K }>;
}

/**
 * Moves the party onto `location` at node `index`: it is visited, the conversation left behind closes, an
 * automatic dialogue opens. Returns the events.
 */
export function standAt(ctx: CampaignContext, state: CampaignState, location: Location, index: number): CampaignEvent[] {
  closeConversations(state);
  state.run.place = { at: 'location', location: location.id, position: index };
  setMarker(state, 'visited', location.id);
  const node = location.nodes[index]!;
  const events: CampaignEvent[] = [{ type: 'arrived', location: location.id, node: node.id, position: index }];
  if (node.kind === 'dialogue' && node.automatic && !isResolved(state, node.id)) events.push(...openConversation(state, node));
  return events;
}

/** Closes every open conversation (the party walked on, travelled or left). */
export function closeConversations(state: CampaignState): void {
  state.run.flags = state.run.flags.filter((f) => !f.startsWith('talking:'));
}

/**
 * Opens the conversation of dialogue `node`: at its `start` the first time or for a `repeatFromStart` hub, else at
 * the last page read (spec 003, "Ordinary repeat conversations open the last page. repeatFromStart restarts a
 * question hub"). A page with no choices is an end: a mandatory or automatic dialogue resolves there.
 */
export function openConversation(state: CampaignState, node: Extract<AdventureNode, { kind: 'dialogue' }>): CampaignEvent[] {
  const last = state.run.dialogue[node.id];
  const page = node.repeatFromStart || last === undefined ? node.start : last;
  state.run.dialogue[node.id] = page;
  setMarker(state, 'talking', node.id);
  return [{ type: 'dialogue_opened', node: node.id, page }, ...endIfLast(state, node, page)];
}

/**
 * When `page` of `node` has no choices, the conversation has reached an end: it is marked `talked`, and a mandatory
 * or automatic one resolves.
 */
export function endIfLast(state: CampaignState, node: Extract<AdventureNode, { kind: 'dialogue' }>, page: string): CampaignEvent[] {
  const p = node.pages.find((x) => x.id === page);
  if (!p || p.choices.length > 0) return [];
  setMarker(state, 'talked', node.id);
  return node.mandatory || node.automatic ? resolveNode(state, node.id) : [];
}

/** "a" or "an" before a node kind in a message ("an encounter", "a chest"). */
export function article(kind: string): 'a' | 'an' {
  return /^[aeiou]/.test(kind) ? 'an' : 'a';
}
