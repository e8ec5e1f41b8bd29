/**
 * The DOM events `<quest-board>` fires for the host page: `CustomEvent`s that bubble and cross shadow roots.
 * @module
 */
import type { Condition } from '../content/schemas/index.ts';
import type { Action, GameOverReason, Side } from '../engine/index.ts';

/** `seat-joined`: the join flow took a seat; keep the token to come back to it. */
export interface SeatJoinedDetail {
  room: string;
  seat: string;
  token: string;
}

/** `action-rejected`: the server refused an action; `message` is the server's. */
export interface ActionRejectedDetail {
  action: Action;
  status: number;
  code: string;
  message: string;
}

/** `game-over`: the game ended: who won, why (see `docs/protocol.md`), and the condition met when the reason is one. */
export interface GameOverDetail {
  winner: Side;
  reason: GameOverReason;
  condition?: Condition;
}

/** `campaign-created`: the element created a campaign (its player is the leader); put `campaign` in the page's URL to come back to it. */
export interface CampaignCreatedDetail {
  campaign: string;
  adventure: string;
  player: string;
  token: string;
}

/** `location-reached`: the party travelled to a location of the adventure's map, or to town (`location: 'town'`). */
export interface LocationReachedDetail {
  campaign: string;
  location: string;
}

/** `fight-started`: a fight's room opened (an encounter's, or the prologue's); the element shows its board. */
export interface FightStartedDetail {
  campaign: string;
  room: string;
  /** The encounter node (the prologue's: its mission id). */
  node: string;
  prologue: boolean;
}

/** What a fight paid: gold to the Company, XP to each living active hero, provisions and items (by id). */
export interface FightRewards {
  gold: number;
  xp: number;
  provisions: number;
  items: Record<string, number>;
}

/** `fight-ended`: the fight's room ended and the campaign took its outcome; the element is back on the map. */
export interface FightEndedDetail {
  campaign: string;
  room: string;
  node: string;
  prologue: boolean;
  result: 'victory' | 'fled' | 'defeat';
  /** What a victory paid (null: nothing paid, as after fleeing, a defeat or the prologue). */
  rewards: FightRewards | null;
  /** What fleeing or a defeat cost (null: nothing). */
  cost: { gold: number; provisions: number } | null;
}

/** `level-gained`: a hero of the Company reached a level, at the Guild (`promoted` false) or by its first 60 XP (`promoted` true). */
export interface LevelGainedDetail {
  campaign: string;
  hero: string;
  level: number;
  promoted: boolean;
}

/** `campaign-completed`: the party resolved the adventure's completing exit. */
export interface CampaignCompletedDetail {
  campaign: string;
  adventure: string;
  tier: string;
  reputation: number;
}

/**
 * `replay-position`: where a replay is (`<quest-board replay>`), after it loads and at every step, seek, play, pause
 * or change of speed — for a page's own controls (the element's `replayer` plays, pauses and seeks).
 */
export interface ReplayPositionDetail {
  room: string;
  /** The step shown: 0 is the room as created, `steps` its last action. */
  step: number;
  steps: number;
  /** The seq of the view shown (the step's action's). */
  seq: number;
  /** The round shown (0 before the game started). */
  round: number;
  playing: boolean;
  /** Steps a second at `speed` 1 is one; 0.5, 1, 2 or 4. */
  speed: number;
}

/** Fires a public event from `from`. */
export function firePublic<K extends keyof QuestBoardEventMap>(from: EventTarget, type: K, detail: QuestBoardEventMap[K]['detail']): void {
  from.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** The public events by name. */
export interface QuestBoardEventMap {
  'seat-joined': CustomEvent<SeatJoinedDetail>;
  'action-rejected': CustomEvent<ActionRejectedDetail>;
  'game-over': CustomEvent<GameOverDetail>;
  'campaign-created': CustomEvent<CampaignCreatedDetail>;
  'location-reached': CustomEvent<LocationReachedDetail>;
  'fight-started': CustomEvent<FightStartedDetail>;
  'fight-ended': CustomEvent<FightEndedDetail>;
  'level-gained': CustomEvent<LevelGainedDetail>;
  'campaign-completed': CustomEvent<CampaignCompletedDetail>;
  'replay-position': CustomEvent<ReplayPositionDetail>;
}
