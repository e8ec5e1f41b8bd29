/**
 * The campaign actions, declared once: a zod schema per action type ({@link CampaignActionSchema}), from which the
 * TypeScript type {@link CampaignAction} is inferred and against which the server checks what a client sends
 * (`cms/campaigns/actions.ts`). Only the shape is checked here; whether an action may be played now is the
 * reducer's to say (`applyCampaign`). docs/campaigns.md lists each action with its costs.
 * @module
 */
import { z } from 'zod';

const Id = z.string().min(1).max(64);

/** The upgrade tracks a hero trains or ranks up: attack, health, resource (Guild); weapon, armour (Blacksmith). */
export const TRACKS = ['attack', 'health', 'resource', 'weapon', 'armour'] as const;

/** An upgrade track ({@link TRACKS}). */
export type Track = (typeof TRACKS)[number];

/** How a fight's room ended, and each hero as it left it. */
export const FightOutcomeSchema = z.object({
  result: z.enum(['victory', 'fled', 'defeat']),
  /** Each hero who took the field; `gold` and `items`: what it carries out (a room of the classic quest book). */
  heroes: z.array(
    z.object({
      id: Id,
      hp: z.number(),
      res: z.number(),
      poison: z.number(),
      kills: z.number(),
      gold: z.number().optional(),
      items: z.array(Id).optional(),
      /** The experience it gained in the room (a `rules` room: its creature's), and its other resources' values as it left. */
      xp: z.number().optional(),
      resources: z.record(Id, z.number()).optional(),
      /** The spell slots its creature had spent as it left, by spell level (a `rules` room); absent: none spent. */
      slotsSpent: z.record(z.string().regex(/^[1-9][0-9]?$/), z.number().int().min(0).max(1000)).optional(),
    }),
  ),
  /** Potions left of those dealt at the start. */
  potionsLeft: z.number(),
});

/** How a fight's room ended ({@link FightOutcomeSchema}). */
export type FightOutcome = z.infer<typeof FightOutcomeSchema>;

const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

/**
 * One schema per campaign action type. Hero actions name the `hero`; a player may act for the heroes it holds, the
 * leader also for the heroes nobody holds.
 */
export const campaignActionMembers = [
  // travel and the road
  act('travel', { to: Id.meta({ description: '`town` or a location id' }) }),
  act('advance', {}), // to the next node of the location
  act('open', {}), // a chest, or an encounter chest's confirmation
  act('talk', { choice: Id.optional() }), // open the dialogue, or pick a choice on its page
  act('attempt', { approach: Id }), // a challenge
  act('leave', {}), // leave a challenge or a dialogue: no receipt
  act('solve', { option: z.number().int().min(0).max(63) }), // a puzzle
  act('choose', { option: Id }), // a branch
  act('camp', {}),
  act('take_rest', { rest: Id.meta({ description: 'a rest of the ruleset (a spec 002 `rules.rests` id)' }) }), // in town or on the road
  act('exit', {}), // resolve the location's exit
  act('fight', {}), // start the encounter: the server opens its room
  // town
  act('rest', {}),
  act('buy', { item: Id, count: z.number().int().min(1).max(99), hero: Id.optional() }), // `hero`: who buys and carries it (the classic Armory)
  act('level_up', { hero: Id }),
  act('train', { hero: Id, track: z.enum(TRACKS) }),
  act('learn', { hero: Id, spell: Id }),
  act('attune', { hero: Id, element: Id }),
  act('resist', { hero: Id, element: Id }),
  act('clear_attunement', { hero: Id }),
  act('clear_resistances', { hero: Id }),
  act('resurrect', { hero: Id }),
  act('replace', { hero: Id, with: Id }), // a dead hero replaced by a new hero of document `with` (classic)
  act('wish', { choice: z.enum(['gold', 'xp']) }),
  act('equip_artifact', { hero: Id, artifact: Id.nullable() }),
  act('buy_attire', { hero: Id, outfit: Id }),
  act('wear', { hero: Id, outfit: Id.nullable() }),
  act('swap', { active: Id, reserve: Id }),
  act('next_tier', {}),
  act('replay', {}),
  act('skip_prologue', {}),
  act('prologue', {}), // play the prologue: the server opens its room
  // the server's, never a player's: the fight's room was opened (after a player's `fight` or `prologue`), it ended,
  // or it is gone unfinished
  act('fight_started', { room: Id }),
  act('fight_ended', { room: Id, outcome: FightOutcomeSchema }),
  act('fight_interrupted', { room: Id }),
] as const;

/** A campaign action: one of {@link campaignActionMembers}, told apart by `type`. */
export const CampaignActionSchema = z.discriminatedUnion('type', campaignActionMembers);

/** An action on a campaign ({@link CampaignActionSchema}). */
export type CampaignAction = z.infer<typeof CampaignActionSchema>;

/** The type of a campaign action. */
export type CampaignActionType = CampaignAction['type'];

/** Every campaign action type, in the schema's order. */
export const CAMPAIGN_ACTION_TYPES: readonly CampaignActionType[] = campaignActionMembers.map((m) => m.shape.type.value);

/** The actions only the server sends: a fight's room opened, ended, or gone unfinished. */
export const SERVER_ACTIONS: readonly CampaignActionType[] = ['fight_started', 'fight_ended', 'fight_interrupted'];
