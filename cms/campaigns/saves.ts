/**
 * The save format of campaigns (spec 003: "Save version remains 1 ... Autosave supports interruption; explicit
 * save/load establishes the discard checkpoint. Leave Without Saving restores it ... future-version refusal"): which
 * slots there are, what a save holds and how a stored one is read back, refusing one written by a newer format.
 * @module
 */
import { z } from 'zod';
import type { CampaignState } from '../../engine/campaign/types.ts';
import type { SaveSlot } from '../db/campaigns.table.ts';
import { ApiError } from '../http/errors.ts';
import type { StoredSave } from './repository.ts';

/** The save format this server writes and reads. A save of a higher version is refused, never guessed at. */
export const SAVE_VERSION = 1;

/** The slots a player saves to: the quick save and the three manual slots. */
export const PLAYER_SLOTS = ['quick', '1', '2', '3'] as const;
/** The slots a player may load: the autosave and the slots above. */
export const LOADABLE_SLOTS = ['auto', ...PLAYER_SLOTS] as const;
/** Every slot, in the order they are listed. */
export const ALL_SLOTS: readonly SaveSlot[] = ['auto', 'quick', '1', '2', '3', 'checkpoint'];

/** What a save holds once read: the campaign's state and its fight's room state (without RNG), or null. */
export interface SaveContent {
  state: CampaignState;
  fight: unknown;
}

/** A save slot as listed: when, at which seq, and where the party was. */
export interface SaveSummary {
  slot: SaveSlot;
  savedAt: string;
  seq: number;
  version: number;
  /** The run's tier, its place (`town`, or a location and the position on it), and whether a fight was on. */
  tier: string | null;
  place: { at: 'town' } | { at: 'location'; location: string; position: number } | null;
  fight: boolean;
}

/** The parts of a saved state the store relies on (the engine owns the rest of its shape). */
const SavedState = z.looseObject({
  id: z.string(),
  adventure: z.string(),
  ruleset: z.string(),
  seq: z.number().int().min(0),
  company: z.looseObject({ heroes: z.array(z.looseObject({ id: z.string() })), active: z.array(z.string()), gold: z.number() }),
  run: z.looseObject({ tier: z.string(), place: z.looseObject({ at: z.enum(['town', 'location']) }) }),
  ledger: z.array(z.string()),
  rng: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

/** A save of `state` (and its fight's room state without RNG, or null) in the current format, as stored. */
export function saveOf(state: CampaignState, fight: unknown): Omit<StoredSave, 'slot' | 'savedAt'> {
  return { version: SAVE_VERSION, seq: state.seq, state: JSON.stringify(state), fight: fight === null || fight === undefined ? null : JSON.stringify(fight) };
}

/**
 * Reads a stored save back.
 * @throws ApiError 422 `save_version` when it was written by a newer save format (naming its version and ours);
 * 422 `save_unreadable` when it is not a campaign save this server can read.
 */
export function readSave(save: StoredSave, campaignId: string): SaveContent {
  if (save.version > SAVE_VERSION) {
    throw new ApiError(
      422,
      'save_version',
      `the save in slot "${save.slot}" is save format version ${save.version}; this server reads version ${SAVE_VERSION}: load it with a newer quest-board`,
    );
  }
  if (save.version < 1) throw new ApiError(422, 'save_unreadable', `the save in slot "${save.slot}" has no valid save format version (${save.version})`);
  let state: unknown;
  let fight: unknown = null;
  try {
    state = JSON.parse(save.state);
    if (save.fight !== null) fight = JSON.parse(save.fight);
  } catch (err) {
    throw new ApiError(422, 'save_unreadable', `the save in slot "${save.slot}" is not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const parsed = SavedState.safeParse(state);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      422,
      'save_unreadable',
      `the save in slot "${save.slot}" is not a campaign state (${issue ? `${issue.path.join('.') || 'state'}: ${issue.message}` : 'invalid'})`,
    );
  }
  if (parsed.data.id !== campaignId)
    throw new ApiError(422, 'save_unreadable', `the save in slot "${save.slot}" is of campaign "${parsed.data.id}", not "${campaignId}"`);
  return { state: parsed.data as unknown as CampaignState, fight };
}

/** The summary of a stored save (what `GET /api/campaigns/{id}/saves` lists); one it cannot read shows no place. */
export function summaryOf(save: StoredSave): SaveSummary {
  let run: { tier?: unknown; place?: unknown; fight?: unknown } | undefined;
  try {
    run = (JSON.parse(save.state) as { run?: typeof run }).run;
  } catch {
    run = undefined;
  }
  const place = run?.place as SaveSummary['place'] | undefined;
  return {
    slot: save.slot,
    savedAt: save.savedAt,
    seq: save.seq,
    version: save.version,
    tier: typeof run?.tier === 'string' ? run.tier : null,
    place: !place ? null : place.at === 'town' ? { at: 'town' } : { at: 'location', location: place.location, position: place.position },
    fight: save.fight !== null || (run?.fight !== null && run?.fight !== undefined),
  };
}
