/**
 * Adventures (spec 003 "Map inspection and travel", "Dialogue pages", "Challenge success", "The Divided
 * Trail", "Dawn Stones"): the map a Company crosses between its town and the last fight. An adventure is a list of
 * *locations*, each a path of *nodes* in order (an encounter, a chest, a challenge, a dialogue, a puzzle, a camp, a
 * branch, the exit), with the routes its resolved exit opens. The document is described in
 * `docs/adventure-format.md`; how a campaign plays it, in `docs/campaigns.md`.
 *
 * How a run moves (engine/campaign): the party arrives at a location at position 0 and walks its nodes in order; a
 * `mandatory` node must be resolved before the party passes it; optional ones may be skipped and revisited. Resolving
 * the `exit` opens the location's `routes`; any opened, not excluded location may then be travelled to (revisits need
 * not be adjacent). A `branch` node's choice excludes the other options' locations for the whole run.
 * @module
 */
import { z } from 'zod';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { Picture } from './picture.ts';
import { coded, type ContentIssue } from './issue-codes.ts';

const Gold = z.number().int().min(0).max(1_000_000);
const Small = z.number().int().min(0).max(1000);
/** A run flag or clue id (`old-stones-clue`). */
export const FlagId = Slug;

/**
 * What a node pays, before the tier's reward multiplier for `gold` and `xp` (to each surviving active hero, never
 * divided); `provisions` and `items` unscaled and capped by the shop's caps. Absent fields mean zero.
 */
export const Rewards = z.strictObject({
  gold: Gold.optional(),
  xp: Gold.optional(),
  provisions: Small.optional(),
  items: z
    .array(z.strictObject({ item: Slug, count: Small.min(1) }))
    .max(8)
    .optional(),
});
export type Rewards = z.infer<typeof Rewards>;

/**
 * A condition on the Company or the run (the guide's "Living active hero, owned artifact, minimum
 * consumable/gold/provisions, resolved node and run flag are supported conditions").
 */
export const Condition = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heroAlive'), hero: Slug }),
  z.strictObject({ kind: z.literal('artifact'), artifact: z.string().min(1).max(64) }),
  z.strictObject({ kind: z.literal('item'), item: Slug, min: Small.min(1) }),
  z.strictObject({ kind: z.literal('gold'), min: Gold.min(1) }),
  z.strictObject({ kind: z.literal('provisions'), min: Small.min(1) }),
  z.strictObject({ kind: z.literal('resolved'), node: Slug }),
  z.strictObject({ kind: z.literal('flag'), flag: FlagId }),
]);
export type Condition = z.infer<typeof Condition>;

/** The six challenge skills: labels, with no skill stat behind them (the guide). */
export const SKILLS = ['might', 'finesse', 'wits', 'presence', 'survival', 'arcana'] as const;
export type Skill = (typeof SKILLS)[number];

/** What a challenge's success or failure does: rewards, nonlethal damage to each living active hero, a flag. */
export const ChallengeOutcome = z.strictObject({
  text: LocalizedText.optional(),
  rewards: Rewards.optional(),
  damage: Small.optional().describe('nonlethal damage to each living active hero (never below 1 HP)'),
  flag: FlagId.optional(),
});
export type ChallengeOutcome = z.infer<typeof ChallengeOutcome>;

/**
 * One approach to a challenge: `skill` (a label), `base` modifier, `modifiers` added when their condition holds,
 * `requires` (every one must hold; none: always available). Success: d20 + base + matching modifiers ≥ `dc`, no
 * critical 1 or 20.
 */
export const Approach = z.strictObject({
  id: Slug,
  name: LocalizedText,
  skill: z.enum(SKILLS),
  base: z.number().int().min(-20).max(20).default(0),
  modifiers: z
    .array(z.strictObject({ when: Condition, value: z.number().int().min(-20).max(20) }))
    .max(8)
    .default([]),
  requires: z.array(Condition).max(8).default([]),
});
export type Approach = z.infer<typeof Approach>;

/** A dialogue choice: its text, the page it leads to (none: the conversation ends), the clue it grants. */
export const DialogueChoice = z.strictObject({ id: Slug, text: LocalizedText, next: Slug.optional(), clue: FlagId.optional() });
/** A dialogue page: its `id`, the speaker's `text` and the `choices` (none: a last page). */
export const DialoguePage = z.strictObject({ id: Slug, text: LocalizedText, choices: z.array(DialogueChoice).max(12).default([]) });

const nodeBase = {
  /** The node's id, unique in the adventure: receipts, flags and conditions name it. */
  id: Slug,
  name: LocalizedText,
  /** Where it lies on the location's path, 0 to 1 (the guide's "Sealed Road 0.6"): nodes are listed in this order. */
  at: z.number().min(0).max(1),
  /** Whether the party must resolve it before passing it. */
  mandatory: z.boolean().default(false),
  /** The tiers it appears at (none: every tier): the guide's Xov dialogue "only on Basic". */
  tiers: z.array(Slug).max(8).optional(),
  text: LocalizedText.optional(),
};

/**
 * One point on a location's path, told apart by `kind`:
 * - `encounter`: a fight, a room of `mission` at the run's tier; `rewards` paid once on victory; `chest` true makes it
 *   an encounter chest (an Open confirmation first; no ordinary chest bonus);
 * - `chest`: a noncombat chest: `rewards`, then the common bonus roll;
 * - `challenge`: `dc`, `approaches`, `success` and `failure` outcomes; one receipt whichever it is;
 * - `dialogue`: `pages` from `start`; `repeatFromStart` reopens a question hub at its first page, otherwise a repeat
 *   opens the last page read; `automatic` opens on arrival;
 * - `puzzle`: `options`, the `solution` index, `rewards` on solving; a wrong option's `damage` (nonlethal, each living
 *   hero) or `drainStamina` (living stamina users, never below 0); wrong answers may be retried;
 * - `camp`: a rest once per run at this site;
 * - `branch`: a choice of `options`, each showing its `clue` and leading to `to`, the others' `to` excluded for the run;
 * - `exit`: resolving it opens the routes; `rewards` (and `chest` for an exit chest, which rolls the bonus);
 *   `completes` marks the adventure's end (completion reputation, `artifact`, recruits); left out, the exit of a
 *   location that leads nowhere (no route, no fork) completes the adventure and any other does not ({@link exitCompletes}).
 */
export const AdventureNode = z.discriminatedUnion('kind', [
  z.strictObject({ ...nodeBase, kind: z.literal('encounter'), mission: Slug, rewards: Rewards.optional(), chest: z.boolean().default(false) }),
  z.strictObject({ ...nodeBase, kind: z.literal('chest'), rewards: Rewards.optional() }),
  z.strictObject({
    ...nodeBase,
    kind: z.literal('challenge'),
    dc: z.number().int().min(1).max(40),
    approaches: z.array(Approach).min(1).max(8),
    success: ChallengeOutcome,
    failure: ChallengeOutcome,
  }),
  z.strictObject({
    ...nodeBase,
    kind: z.literal('dialogue'),
    speaker: LocalizedText,
    start: Slug,
    pages: z.array(DialoguePage).min(1).max(64),
    repeatFromStart: z.boolean().default(false),
    automatic: z.boolean().default(false),
  }),
  z.strictObject({
    ...nodeBase,
    kind: z.literal('puzzle'),
    options: z
      .array(z.strictObject({ id: Slug, name: LocalizedText, damage: Small.optional(), drainStamina: Small.optional() }))
      .min(2)
      .max(8),
    solution: z.number().int().min(0).max(7),
    rewards: Rewards.optional(),
  }),
  z.strictObject({ ...nodeBase, kind: z.literal('camp') }),
  z.strictObject({
    ...nodeBase,
    kind: z.literal('branch'),
    options: z
      .array(z.strictObject({ id: Slug, clue: LocalizedText, to: Slug }))
      .min(2)
      .max(6),
  }),
  z.strictObject({
    ...nodeBase,
    kind: z.literal('exit'),
    rewards: Rewards.optional(),
    chest: z.boolean().default(false),
    completes: z.boolean().optional(),
    artifact: z.string().min(1).max(64).optional(),
    reputation: Small.optional(),
  }),
]);
export type AdventureNode = z.infer<typeof AdventureNode>;
export type AdventureNodeKind = AdventureNode['kind'];

/** A location: its nodes in path order (`at` ascending, the last an `exit`), the locations its resolved exit opens, and optionally where the Archive draws it (`layout`). */
export const Location = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  /** Its picture on the adventure map (left out: the picture of its first node's kind). */
  picture: Picture.optional(),
  nodes: z.array(AdventureNode).min(1).max(32),
  routes: z.array(Slug).max(8).default([]),
  /** Where the Archive's adventure editor draws the location on its map, in percent of the map's width and height; left out, it lays it out by itself. Play ignores it. */
  layout: z
    .strictObject({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) })
    .optional()
    .describe('where the Archive draws the location on its map, in percent (left out: laid out automatically); play ignores it'),
});
export type Location = z.infer<typeof Location>;

/** A location as {@link exitCompletes} reads it: a parsed one, or a draft being edited (any field may be missing). */
export interface LocationLike {
  routes?: readonly unknown[];
  nodes?: readonly unknown[];
}

/**
 * Whether the exit of `location` ends the adventure: the exit's `completes` when the author set it; left out, when
 * the location leads nowhere (no route and no fork), so that the last location of a new adventure ends it without a
 * checkbox and no exit is a dead end by default (docs/adventure-format.md). Tolerant of a draft.
 */
export function exitCompletes(location: LocationLike): boolean {
  const nodes = Array.isArray(location.nodes) ? location.nodes : [];
  const exit = nodes.findLast(
    (n): n is { kind: 'exit'; completes?: unknown } => n !== null && typeof n === 'object' && (n as { kind?: unknown }).kind === 'exit',
  );
  if (exit && typeof exit.completes === 'boolean') return exit.completes;
  return leadsNowhere(location);
}

/** Whether `location` opens no way on: no route and no fork among its nodes. */
export function leadsNowhere(location: LocationLike): boolean {
  const routes = Array.isArray(location.routes) ? location.routes : [];
  const nodes = Array.isArray(location.nodes) ? location.nodes : [];
  return routes.length === 0 && !nodes.some((n) => n !== null && typeof n === 'object' && (n as { kind?: unknown }).kind === 'branch');
}

/**
 * An adventure document: `ruleset` (whose `campaign` rules price its town), `town` (its name: Oddwater), the `start`
 * location, the `locations`, an optional `prologue` mission for new campaigns, and `recruits`: heroes who join the
 * Company (as reserves when the active slots are full) on completion. `sample` marks content quest-board authored
 * where the guide is silent.
 */
export const Adventure = z
  .strictObject({
    id: Slug.describe('the adventure id, also its file name (`forsaken-woods`)'),
    name: LocalizedText,
    description: LocalizedText.optional(),
    authorNotes: AuthorNotes.optional(),
    ruleset: Slug.describe('the ruleset it plays by: its `campaign` block prices the town'),
    town: z.strictObject({ name: LocalizedText, description: LocalizedText.optional(), picture: Picture.optional() }),
    start: Slug.describe('the first location'),
    locations: z.array(Location).min(1).max(64),
    prologue: z.strictObject({ mission: Slug, text: LocalizedText.optional() }).optional(),
    recruits: z.array(Slug).max(8).default([]),
    sample: z.boolean().default(false).describe('quest-board authored what the guide leaves out'),
  })
  .superRefine((a, ctx) => {
    const issue = (path: PropertyKey[], message: string, content: ContentIssue) => ctx.addIssue({ code: 'custom', path, message, ...coded(content) });
    const locations = new Set(a.locations.map((l) => l.id));
    const nodes = new Set<string>();
    if (!locations.has(a.start)) issue(['start'], `no location "${a.start}"`, { code: 'no_location', location: a.start });
    a.locations.forEach((l, i) => {
      if (a.locations.findIndex((o) => o.id === l.id) !== i)
        issue(['locations', i, 'id'], `location id "${l.id}" is used twice`, { code: 'adventure_twice', what: 'location', id: l.id });
      l.routes.forEach((r, j) => {
        if (!locations.has(r)) issue(['locations', i, 'routes', j], `no location "${r}"`, { code: 'no_location', location: r });
      });
      l.nodes.forEach((n, j) => {
        if (nodes.has(n.id))
          issue(['locations', i, 'nodes', j, 'id'], `node id "${n.id}" is used twice in the adventure`, { code: 'adventure_twice', what: 'node', id: n.id });
        nodes.add(n.id);
        if (j > 0 && n.at < l.nodes[j - 1]!.at)
          issue(['locations', i, 'nodes', j, 'at'], 'nodes are listed in path order: "at" cannot go back', { code: 'path_order' });
        if (n.kind === 'branch') {
          n.options.forEach((o, k) => {
            if (!locations.has(o.to)) issue(['locations', i, 'nodes', j, 'options', k, 'to'], `no location "${o.to}"`, { code: 'no_location', location: o.to });
          });
        }
        if (n.kind === 'dialogue') {
          const pages = new Set(n.pages.map((p) => p.id));
          if (!pages.has(n.start)) issue(['locations', i, 'nodes', j, 'start'], `no page "${n.start}"`, { code: 'no_page', page: n.start });
          n.pages.forEach((p, k) =>
            p.choices.forEach((c, m) => {
              if (c.next !== undefined && !pages.has(c.next))
                issue(['locations', i, 'nodes', j, 'pages', k, 'choices', m, 'next'], `no page "${c.next}": the choice leads nowhere`, {
                  code: 'no_page',
                  page: c.next,
                });
            }),
          );
        }
        if (n.kind === 'puzzle' && n.solution >= n.options.length)
          issue(['locations', i, 'nodes', j, 'solution'], `the solution is an option's index, 0 to ${n.options.length - 1}`, { code: 'puzzle_solution' });
        if (n.kind === 'challenge' && n.mandatory && !n.approaches.some((p) => p.requires.length === 0)) {
          issue(['locations', i, 'nodes', j, 'approaches'], 'a required challenge keeps an approach with no requirement', { code: 'approach_free' });
        }
      });
      const last = l.nodes[l.nodes.length - 1];
      if (last && last.kind !== 'exit') issue(['locations', i, 'nodes'], 'a location ends with its exit node', { code: 'exit_last' });
    });
    for (const l of a.locations) {
      for (const n of l.nodes) {
        const conds: Condition[] = n.kind === 'challenge' ? n.approaches.flatMap((p) => [...p.requires, ...p.modifiers.map((m) => m.when)]) : [];
        for (const c of conds)
          if (c.kind === 'resolved' && !nodes.has(c.node)) issue(['locations'], `a condition names no node "${c.node}"`, { code: 'no_node', node: c.node });
      }
    }
  });
export type Adventure = z.infer<typeof Adventure>;

/**
 * The shape of an adventure's map as anyone may see it before playing: each location as a point (its Archive
 * `layout` when it has one) with the routes leading from it, by index in `places`; `start` is the first location's
 * index. No id, name or node: which place is which, and what waits there, is found by travelling.
 */
export const AdventureMapShape = z.strictObject({
  start: z.number().int().min(0),
  places: z.array(
    z.strictObject({
      layout: z.strictObject({ x: z.number(), y: z.number() }).optional(),
      routes: z.array(z.number().int().min(0)),
    }),
  ),
});
export type AdventureMapShape = z.infer<typeof AdventureMapShape>;

/** The public {@link AdventureMapShape} of `a`. */
export function adventureMapShape(a: Adventure): AdventureMapShape {
  const index = new Map(a.locations.map((l, i) => [l.id, i]));
  return {
    start: index.get(a.start) ?? 0,
    places: a.locations.map((l) => ({
      ...(l.layout ? { layout: { x: l.layout.x, y: l.layout.y } } : {}),
      routes: l.routes.map((r) => index.get(r)!).filter((i) => i !== undefined),
    })),
  };
}

/**
 * What anyone may read of an adventure without signing in: its name, text, ruleset, town, how many locations it has,
 * whether it is a sample, and its map's shape ({@link AdventureMapShape}: points and routes, for a thumbnail). The
 * rest (which place is which, where a branch leads, what a chest holds, which fight waits where) is revealed to
 * players only through play, by the campaign's view.
 */
export const AdventureSummary = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  ruleset: Slug,
  town: z.strictObject({ name: LocalizedText }),
  locations: z.number().int().min(1),
  sample: z.boolean(),
  map: AdventureMapShape,
});
export type AdventureSummary = z.infer<typeof AdventureSummary>;

/** The public summary of an adventure. */
export function adventureSummary(a: Adventure): AdventureSummary {
  return {
    id: a.id,
    name: a.name,
    ...(a.description ? { description: a.description } : {}),
    ruleset: a.ruleset,
    town: { name: a.town.name },
    locations: a.locations.length,
    sample: a.sample,
    map: adventureMapShape(a),
  };
}
