/**
 * The shape of a campaign action as a client sends it (`POST /api/campaigns/{id}/actions`): a zod union of
 * engine/campaign/types.ts's `CampaignAction`, with optionally the `seq` of the view it was chosen on. Whether the
 * action may be played now is the engine's to say (`applyCampaign`); this only checks its shape.
 * @module
 */
import { z } from '@hono/zod-openapi';
import { SERVER_ACTIONS as ENGINE_SERVER_ACTIONS } from '../../engine/campaign/apply.ts';
import type { CampaignAction } from '../../engine/campaign/types.ts';

const Id = z.string().min(1).max(64);
const Track = z.enum(['attack', 'health', 'resource', 'weapon', 'armour']);
const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

/** The action types only the server sends (a fight's room opened, ended or gone unfinished): refused from a client with 403. */
export const SERVER_ACTIONS: readonly string[] = ENGINE_SERVER_ACTIONS;

/** A campaign action's shape (the `seq` field aside), one member per `CampaignAction` type. */
const members = [
  act('travel', { to: Id.openapi({ description: '`town` or a location id' }) }),
  act('advance', {}),
  act('open', {}),
  act('talk', { choice: Id.optional() }),
  act('attempt', { approach: Id }),
  act('leave', {}),
  act('solve', { option: z.number().int().min(0).max(63) }),
  act('choose', { option: Id }),
  act('camp', {}),
  act('exit', {}),
  act('fight', {}),
  act('rest', {}),
  act('buy', { item: Id, count: z.number().int().min(1).max(99), hero: Id.optional() }),
  act('level_up', { hero: Id }),
  act('train', { hero: Id, track: Track }),
  act('learn', { hero: Id, spell: Id }),
  act('attune', { hero: Id, element: Id }),
  act('resist', { hero: Id, element: Id }),
  act('clear_attunement', { hero: Id }),
  act('clear_resistances', { hero: Id }),
  act('resurrect', { hero: Id }),
  act('replace', { hero: Id, with: Id }),
  act('wish', { choice: z.enum(['gold', 'xp']) }),
  act('equip_artifact', { hero: Id, artifact: Id.nullable() }),
  act('buy_attire', { hero: Id, outfit: Id }),
  act('wear', { hero: Id, outfit: Id.nullable() }),
  act('swap', { active: Id, reserve: Id }),
  act('next_tier', {}),
  act('replay', {}),
  act('skip_prologue', {}),
  act('prologue', {}),
  // the server's: accepted in shape so that the refusal names why (403 invalid_action), not a 400
  act('fight_started', { room: Id }),
  act('fight_ended', { room: Id, outcome: z.unknown() }),
  act('fight_interrupted', { room: Id }),
] as const;

const Seen = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().openapi({
  description: 'the seq of the view the action was chosen on: played only if the campaign is still there (409 stale_seq otherwise)',
});

/** An action request: a {@link CampaignAction} and optionally `seq`. */
export const CampaignActionRequest = z
  .discriminatedUnion(
    'type',
    members.map((m) => m.extend({ seq: Seen })) as unknown as [(typeof members)[number], ...(typeof members)[number][]],
  )
  .openapi('CampaignAction', { description: 'a campaign action (docs/campaigns.md, "Actions"), with optionally the `seq` of the view it was chosen on' });

/** The action and the seq of a valid {@link CampaignActionRequest}. */
export function campaignActionOf(request: z.infer<typeof CampaignActionRequest> & { seq?: number | undefined }): { action: CampaignAction; seen: number | undefined } {
  const { seq: seen, ...action } = request;
  return { action: action as unknown as CampaignAction, seen };
}
