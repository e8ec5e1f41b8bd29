/**
 * The events of a campaign's changes, as the reducer (and the server's loads) emit them: one member per event type,
 * told apart by `type`, so a reader switching over them is checked by the compiler (a new event type unhandled in an
 * exhaustive switch does not compile). Every event is shown to every player of the campaign (docs/campaigns.md,
 * "Events"): none carries what the view hides.
 * @module
 */
import type { Approach } from '../../content/schemas/adventure.ts';
import type { LocalizedText } from '../../content/schemas/common.ts';
import type { FightOutcome, Track } from './actions.ts';

/** A hero and what it lost (`lost`), with what it has now. */
type HeroLoss<K extends 'hp' | 'res'> = { hero: string; lost: number } & Record<K, number>;

/** An event of a campaign's change (see the module). */
export type CampaignEvent =
  // the road
  | { type: 'travelled'; to: string; provisions: number; gold: number }
  | { type: 'arrived'; location: string; node: string; position: number }
  | { type: 'node_resolved'; node: string }
  | { type: 'chest_opened'; node: string }
  | { type: 'encounter_chest_opened'; node: string }
  | {
      type: 'challenge_attempted';
      node: string;
      approach: string;
      skill: Approach['skill'];
      /** The hero who rolled; absent with no hero alive (and in events logged before heroes were named). */
      hero?: string;
      roll: number;
      modifier: number;
      total: number;
      dc: number;
      success: boolean;
      /** The outcome's authored text. */
      text?: LocalizedText;
    }
  | { type: 'flag_set'; node: string; flag: string }
  | { type: 'challenge_left'; node: string }
  | { type: 'dialogue_opened'; node: string; page: string }
  | { type: 'dialogue_chosen'; node: string; page: string; choice: string }
  | { type: 'dialogue_page'; node: string; page: string }
  | { type: 'dialogue_ended'; node: string }
  | { type: 'dialogue_left'; node: string }
  | { type: 'clue_found'; node: string; flag: string }
  | { type: 'puzzle_wrong'; node: string; option: string }
  | { type: 'puzzle_solved'; node: string; option: string }
  | { type: 'branch_chosen'; node: string; option: string; to: string; excluded: string[] }
  | { type: 'camped'; node: string; heroes: { hero: string; hp: number; res: number }[] }
  | { type: 'party_hurt'; cause: string; heroes: HeroLoss<'hp'>[] }
  | { type: 'stamina_drained'; cause: string; heroes: HeroLoss<'res'>[] }
  | { type: 'exit_resolved'; location: string; node: string; opened: string[] }
  | { type: 'artifact_found'; artifact: string }
  | { type: 'hero_recruited'; hero: string; active: boolean }
  | { type: 'adventure_completed'; adventure: string; tier: string; reputation: number }
  // rewards and the Company
  | { type: 'reward'; receipt: string; gold: number; xp: number; heroes: string[]; provisions: number; items: { item: string; count: number }[] }
  /** `vitality` and `grants`: what a `rules` level added to the vital maximum, and how many of the level's grants ran. */
  | { type: 'promoted'; hero: string; level: number; hp: number; maxHp: number; vitality?: number; grants?: number }
  | { type: 'chest_bonus'; item: string; count: 1 }
  | { type: 'chest_bonus'; item: string; gold: number }
  | { type: 'wish_granted' }
  | { type: 'mercy'; hero: string }
  | { type: 'restored'; heroes: string[] }
  // the town
  | { type: 'rested'; heroes: string[] }
  /**
   * A `rules` rest (`take_rest`): its `minutes` of world time spent, whether it was `interrupted` (nothing restored
   * then), each living active hero's resources after it, and whether it gave spell slots back (`spellcasting.recoverOn`).
   */
  | {
      type: 'rest_taken';
      rest: string;
      minutes: number;
      interrupted: boolean;
      heroes: { hero: string; resources: Record<string, number> }[];
      slots: boolean;
    }
  | { type: 'bought'; item: string; count: number; gold: number; hero?: string }
  | { type: 'wished'; choice: 'gold' | 'xp'; gold: number; xp: number; heroes: string[] }
  | { type: 'levelled_up'; hero: string; level: number; xp: number; hp: number; maxHp: number }
  | { type: 'trained'; hero: string; track: Track; rank: number; gold: number }
  | { type: 'learned'; hero: string; spell: string; gold: number }
  | { type: 'artifact_equipped'; hero: string; artifact: string | null }
  | { type: 'attuned'; hero: string; element: string; gold: number }
  | { type: 'warded'; hero: string; element: string; gold: number }
  | { type: 'attunement_cleared'; hero: string }
  | { type: 'wards_cleared'; hero: string }
  | { type: 'resurrected'; hero: string; hp: number; gold: number }
  | { type: 'replaced'; hero: string; with: string }
  | { type: 'attire_bought'; hero: string; outfit: string; gold: number }
  | { type: 'attire_worn'; hero: string; outfit: string | null }
  | { type: 'swapped'; active: string; reserve: string }
  | { type: 'run_started'; tier: string; heroes: string[] }
  | { type: 'prologue_skipped' }
  // fights
  | { type: 'fight_requested'; node: string }
  | { type: 'prologue_requested'; mission: string }
  | { type: 'fight_started'; node: string; room: string; potions: number; prologue?: true }
  | { type: 'fight_ended'; node: string; room: string; result: FightOutcome['result']; heroes: { id: string; hp: number }[] }
  | { type: 'prologue_ended'; room: string; result: FightOutcome['result'] }
  | { type: 'fled'; gold: number; provisions: number }
  | { type: 'defeated'; gold: number }
  | { type: 'fight_interrupted'; node: string; room: string; prologue: boolean }
  // the server's saves: a save loaded, or the checkpoint restored (Leave Without Saving)
  | { type: 'campaign_loaded' | 'campaign_restored'; slot: string; savedAt: string; savedSeq: number };

/** The type of a campaign event. */
export type CampaignEventType = CampaignEvent['type'];

/** The campaign event of type `T`. */
export type CampaignEventOf<T extends CampaignEventType> = Extract<CampaignEvent, { type: T }>;
