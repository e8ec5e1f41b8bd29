/**
 * Missions (spec 000, "Missioni (JSON)", "Condizioni", "Eventi"; README "Missions", "Conditions", "Event triggers").
 * Documented in `docs/mission-format.md`.
 * @module
 */
import { z } from 'zod';
import { RuleId } from './rules/primitives.ts';
import { AuthorNotes, LocalizedText, Slug, Square } from './common.ts';
import { Effects } from './effect.ts';
import { coded, type SquareHolder } from './issue-codes.ts';
import { GameMap, ROCK_CHAR } from './map.ts';
import { RulesPieceDoc } from './rules-piece.ts';
import { union } from './union-message.ts';

const coord = z.number().int().min(0).max(255);

/**
 * A creature placed on the map: its `kind` (a creature id) and square; `tag` groups creatures for conditions (`boss`);
 * `stance`, under a ruleset the `rules` module plays, the `rules.stances` id it starts in (over its kind's own
 * `rules.stance`, else the document's `perception.defaultStance`): a creature lying in wait in a hiding stance.
 */
export const MissionMonster = z.strictObject({
  kind: Slug,
  x: coord,
  y: coord,
  tag: Slug.optional(),
  stance: RuleId.optional(),
});
export type MissionMonster = z.infer<typeof MissionMonster>;

/**
 * A non-player character: `name` (how conditions name it: `{"type":"escort","npc":"Ragnar"}`), square, body points,
 * squares of movement per round, defence dice. `moved_by` says who moves it: the heroes' side (any hero on its turn,
 * once per round; the default) or the master.
 */
export const Npc = z.strictObject({
  name: z.string().min(1).max(64),
  title: LocalizedText.optional(),
  x: coord,
  y: coord,
  body: z.number().int().min(1).max(99),
  move: z.number().int().min(0).max(64),
  def: z.number().int().min(0).max(20),
  moved_by: z.enum(['heroes', 'master']).default('heroes'),
  /**
   * Its numbers under a `rules` ruleset. A `disposition` the ruleset's bands map to an allied stance
   * makes it fight on the heroes' side, played by the computer; `body` and `def` are then read from these numbers.
   */
  rules: RulesPieceDoc.optional(),
});
export type Npc = z.infer<typeof Npc>;

/** The furniture kinds of the spec; furniture blocks movement and, with effects, can be searched once. */
export const FURNITURE_KINDS = [
  'table',
  'bookcase',
  'cupboard',
  'weapons_rack',
  'alchemist_bench',
  'sorcerer_table',
  'fireplace',
  'throne',
  'tomb',
  'sarcophagus',
  'torture_rack',
  'statue',
  'rubble',
  'chest',
  'barrel',
  'altar',
] as const;
/**
 * Where a mission is played, which decides how the board draws it: `dungeon` (flagstone rooms and stone walls) or
 * `outdoor` (grass for rooms, a dirt road for the corridors, hedges for walls and trees on the solid squares).
 */
export const MISSION_SETTINGS = ['dungeon', 'outdoor'] as const;
/** Where a mission is played: see {@link MISSION_SETTINGS}. */
export type MissionSetting = (typeof MISSION_SETTINGS)[number];

/** The trap kinds of the spec. */
export const TRAP_KINDS = ['spikes', 'pit', 'spear', 'rock'] as const;

const objectCommon = {
  x: coord,
  y: coord,
  name: LocalizedText.optional(),
  text: LocalizedText.optional(),
  hidden: z.boolean().optional(),
  effects: Effects.optional(),
};

/**
 * An object on the map. `treasure`: found by searching for treasure (its effects run for the finder);
 * `trap` (`kind` spikes, pit, spear, rock): a hidden trap springs on the first hero that steps on it, a found one is
 * harmless; `exit`: a way out (for `reach` conditions and the players' eyes); `marker`: a labelled square;
 * `furniture` (16 kinds): blocks movement and, with effects, can be searched once; never `hidden`. `hidden` objects
 * are not in a hero's view until found.
 */
export const MissionObject = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('treasure'), ...objectCommon }),
  z.strictObject({ type: z.literal('trap'), kind: z.enum(TRAP_KINDS), ...objectCommon }),
  z.strictObject({ type: z.literal('exit'), ...objectCommon }),
  z.strictObject({ type: z.literal('marker'), ...objectCommon }),
  z
    .strictObject({ type: z.literal('furniture'), kind: z.enum(FURNITURE_KINDS), ...objectCommon })
    // furniture blocks its square, so a hidden piece would show itself to anyone who cannot walk there
    .refine((o) => o.hidden !== true, {
      path: ['hidden'],
      message: 'furniture stands in plain sight (it blocks its square): hide a treasure in it with its effects, or place a hidden "treasure" instead',
      ...coded({ code: 'furniture_hidden' }),
    }),
]);
export type MissionObject = z.infer<typeof MissionObject>;

const cells = z.array(Square).min(1).max(500);

/**
 * A condition (spec 000, "Condizioni"): used in `win` and `lose`.
 * `kill_all` every creature dead; `kill` every creature of a `kind` or `tag` dead; `kill_count` at least `count`
 * creatures killed; `room_revealed`; `gold` the heroes hold at least `amount` (party and heroes together);
 * `reach` `any` or `all` living heroes stand on `cells` or in `room`; `escort` the NPC stands on one of `cells`;
 * `survive` `rounds` rounds have been played to their end; `has_item` a hero carries the item; `hero_dead` `any`
 * hero has fallen (the default) or `all` of them; `npc_dead`; `rounds` more than `rounds` rounds would be needed (met at the end of round `rounds`).
 */
export const Condition = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('kill_all') }),
  z.strictObject({ type: z.literal('kill'), kind: Slug.optional(), tag: Slug.optional() }).refine((c) => (c.kind === undefined) !== (c.tag === undefined), {
    message: 'give exactly one of "kind" or "tag"',
    ...coded({ code: 'one_of', fields: ['kind', 'tag'] }),
  }),
  z.strictObject({ type: z.literal('kill_count'), count: z.number().int().min(1).max(999) }),
  z.strictObject({ type: z.literal('room_revealed'), room: Slug }),
  z.strictObject({ type: z.literal('gold'), amount: z.number().int().min(1).max(1_000_000) }),
  z
    .strictObject({ type: z.literal('reach'), cells: cells.optional(), room: Slug.optional(), who: z.enum(['any', 'all']).default('any') })
    .refine((c) => (c.cells === undefined) !== (c.room === undefined), {
      message: 'give exactly one of "cells" or "room"',
      ...coded({ code: 'one_of', fields: ['cells', 'room'] }),
    }),
  z.strictObject({ type: z.literal('escort'), npc: z.string().min(1).max(64), cells }),
  z.strictObject({ type: z.literal('survive'), rounds: z.number().int().min(1).max(999) }),
  z.strictObject({ type: z.literal('has_item'), item: Slug }),
  z.strictObject({ type: z.literal('hero_dead'), who: z.enum(['any', 'all']).default('any') }),
  z.strictObject({ type: z.literal('npc_dead'), npc: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('rounds'), rounds: z.number().int().min(1).max(999) }),
]);
export type Condition = z.infer<typeof Condition>;

/**
 * How the heroes win: `"kill_all"` (every creature dead, the default), `"manual"` (the master declares it), or
 * `{ "mode": "any" | "all", "conditions": [...] }`.
 */
export const WinRule = union([z.enum(['kill_all', 'manual']), z.strictObject({ mode: z.enum(['any', 'all']), conditions: z.array(Condition).min(1).max(50) })]);
export type WinRule = z.infer<typeof WinRule>;

/**
 * When an event fires (spec 000, "Eventi"): at the start of round `n`; when `room` is revealed; when a creature
 * with `tag` dies (any creature without a tag); when a hero enters `room` or one of `cells`; when a hero dies.
 */
export const Trigger = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('round'), n: z.number().int().min(1).max(999) }),
  z.strictObject({ type: z.literal('room_revealed'), room: Slug }),
  z.strictObject({ type: z.literal('monster_dead'), tag: Slug.optional() }),
  z
    .strictObject({ type: z.literal('enter'), room: Slug.optional(), cells: cells.optional() })
    .refine((c) => (c.cells === undefined) !== (c.room === undefined), {
      message: 'give exactly one of "cells" or "room"',
      ...coded({ code: 'one_of', fields: ['cells', 'room'] }),
    }),
  z.strictObject({ type: z.literal('hero_dead') }),
]);
export type Trigger = z.infer<typeof Trigger>;

/** A mission event: when it fires (once), its effects run and its text is shown to everyone who may see it. */
export const MissionEvent = z.strictObject({
  when: Trigger,
  effects: Effects.default([]),
  text: LocalizedText.optional(),
});
export type MissionEvent = z.infer<typeof MissionEvent>;

/**
 * A mission: a map, start squares for the heroes (one per hero seat, in seat order), creatures, NPCs, objects,
 * events, how it is won and lost, the deck a fruitless treasure search draws from, and whether it plays without a
 * master (`auto`).
 */
export const Mission = z
  .strictObject({
    id: Slug,
    name: LocalizedText,
    description: LocalizedText.optional(),
    authorNotes: AuthorNotes.optional(),
    /** The ruleset this mission is played by (a ruleset id). */
    ruleset: Slug.default('classic'),
    /**
     * How hard the mission is for its players, from 1 (a first mission: learn the game here) to 5 (for seasoned
     * heroes); the demo page lists missions easiest first. Left out: unrated, listed after the rated ones.
     */
    difficulty: z.number().int().min(1).max(5).optional(),
    /** Under a d20 ruleset: the difficulty tier its creatures are scaled by (a tier id of the ruleset; default its first). */
    tier: RuleId.optional(),
    auto: z.boolean().default(false),
    /** Where the mission is played: `dungeon` (the default) or `outdoor`; only the board's look follows it. */
    setting: z.enum(MISSION_SETTINGS).default('dungeon'),
    map: GameMap,
    start: z.array(Square).min(1).max(8),
    monsters: z.array(MissionMonster).max(500).default([]),
    npcs: z.array(Npc).max(50).default([]),
    objects: z.array(MissionObject).max(1000).default([]),
    events: z.array(MissionEvent).max(200).default([]),
    search_deck: Slug.optional(),
    /** The creature kind that wanders the corridors of this quest (the master brings it in when the rules say so). */
    wandering_monster: Slug.optional(),
    /** Notes for the master alone (what markers mean, special rules): never shown to hero seats. */
    notes: z.array(z.string().min(1).max(4000)).max(200).optional(),
    win: WinRule.default('kill_all'),
    lose: z.array(Condition).max(50).default([]),
  })
  .superRefine((m, ctx) => {
    const at = (x: number, y: number) => m.map.rows[y]?.[x];
    const taken = new Map<string, SquareHolder>();
    const place = (x: number, y: number, path: (string | number)[], holder: SquareHolder | null, exclusive = true) => {
      const c = at(x, y);
      if (c === undefined)
        ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] lies outside the map`, ...coded({ code: 'square_outside', x, y }) });
      else if (c === ROCK_CHAR) ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] is solid rock`, ...coded({ code: 'square_rock', x, y }) });
      if (!exclusive || !holder) return;
      const key = `${x},${y}`;
      const held = taken.get(key);
      if (held)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `square [${x}, ${y}] already holds ${holderWords(held)}`,
          ...coded({ code: 'square_taken', x, y, holder: held }),
        });
      taken.set(key, holder);
    };
    m.start.forEach(([x, y], i) => place(x, y, ['start', i], { kind: 'start' }));
    m.monsters.forEach((mo, i) => place(mo.x, mo.y, ['monsters', i], { kind: 'monster', name: mo.kind }));
    m.npcs.forEach((n, i) => place(n.x, n.y, ['npcs', i], { kind: 'npc', name: n.name }));
    // furniture blocks its square; other objects may share a square with a unit (a trap under a start square is odd but legal)
    m.objects.forEach((o, i) => place(o.x, o.y, ['objects', i], { kind: 'object', name: o.type === 'furniture' ? o.kind : o.type }, o.type === 'furniture'));
    const spawns = m.events.some((e) => e.effects.some((ef) => ef.type === 'spawn'));
    if (m.win === 'kill_all' && m.monsters.length === 0 && !spawns) {
      ctx.addIssue({
        code: 'custom',
        path: ['monsters'],
        message: 'a "kill_all" mission needs creatures to kill: place some, or choose another "win"',
        ...coded({ code: 'kill_all_empty' }),
      });
    }
    const names = new Set<string>();
    m.npcs.forEach((n, i) => {
      if (names.has(n.name))
        ctx.addIssue({
          code: 'custom',
          path: ['npcs', i, 'name'],
          message: `NPC name "${n.name}" is used twice`,
          ...coded({ code: 'twice', what: 'npc', id: n.name }),
        });
      names.add(n.name);
    });
    const rooms = new Set(m.map.rooms.map((r) => r.id));
    const checkRoom = (room: string | undefined, path: (string | number)[]) => {
      if (room !== undefined && !rooms.has(room))
        ctx.addIssue({ code: 'custom', path, message: `no room "${room}" on the map`, ...coded({ code: 'no_room', room }) });
    };
    const checkNpc = (npc: string, path: (string | number)[]) => {
      if (!names.has(npc)) ctx.addIssue({ code: 'custom', path, message: `no NPC named "${npc}"`, ...coded({ code: 'no_npc', npc }) });
    };
    const checkCondition = (c: Condition, path: (string | number)[]) => {
      if (c.type === 'room_revealed' || c.type === 'reach') checkRoom(c.room, [...path, 'room']);
      if (c.type === 'escort' || c.type === 'npc_dead') checkNpc(c.npc, [...path, 'npc']);
      if ((c.type === 'reach' || c.type === 'escort') && c.cells) c.cells.forEach(([x, y], j) => place(x, y, [...path, 'cells', j], null, false));
    };
    if (typeof m.win === 'object') m.win.conditions.forEach((c, i) => checkCondition(c, ['win', 'conditions', i]));
    m.lose.forEach((c, i) => checkCondition(c, ['lose', i]));
    m.events.forEach((e, i) => {
      if (e.when.type === 'room_revealed' || e.when.type === 'enter') checkRoom(e.when.room, ['events', i, 'when', 'room']);
      e.effects.forEach((ef, j) => {
        if (ef.type === 'reveal') checkRoom(ef.room, ['events', i, 'effects', j, 'room']);
      });
    });
  });
export type Mission = z.infer<typeof Mission>;

/** What holds a square, in the API's English words: `a start square`, `a goblin`, `the NPC Mira`, `a chest`. */
function holderWords(h: SquareHolder): string {
  return h.kind === 'start' ? 'a start square' : h.kind === 'npc' ? `the NPC ${h.name}` : `a ${h.name}`;
}

/**
 * What the heroes see of a mission's board before they play it: the map's `rows` (every room, corridor and rock
 * square, as the board draws them under fog), its doors but the secret ones, and the start squares. No creature,
 * object, trap or secret door: those are the master's quest book.
 */
export const MissionPlan = z.strictObject({
  rows: z.array(z.string()),
  doors: z.array(z.tuple([Square, Square])),
  start: z.array(Square),
});
export type MissionPlan = z.infer<typeof MissionPlan>;

/** The plan of `m`'s board that players may see ({@link MissionPlan}). */
export function missionPlan(m: Mission): MissionPlan {
  return {
    rows: [...m.map.rows],
    doors: m.map.doors.filter((d) => !d.secret).map((d) => [[...d.between[0]], [...d.between[1]]] as [Square, Square]),
    start: m.start.map((s) => [...s] as Square),
  };
}

/**
 * What anyone may read of a mission without the administrator token: its name, text, ruleset, whether it is `auto`,
 * how many heroes it takes, its `difficulty` when rated, and its board's public {@link MissionPlan} (for a thumbnail
 * of its map). The rest (creatures, objects, hidden traps, secret doors, events) is the master's quest book, revealed
 * to players only through play.
 */
export const MissionSummary = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  ruleset: Slug,
  auto: z.boolean(),
  heroes: z.number().int().min(1),
  difficulty: z.number().int().min(1).max(5).optional(),
  plan: MissionPlan,
});
export type MissionSummary = z.infer<typeof MissionSummary>;

/** The public summary of a mission. */
export function missionSummary(m: Mission): MissionSummary {
  return {
    id: m.id,
    name: m.name,
    ...(m.description ? { description: m.description } : {}),
    ruleset: m.ruleset,
    auto: m.auto,
    heroes: m.start.length,
    ...(m.difficulty !== undefined ? { difficulty: m.difficulty } : {}),
    plan: missionPlan(m),
  };
}
