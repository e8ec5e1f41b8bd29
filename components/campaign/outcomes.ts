/**
 * What a campaign's events mean for the host page and the player: the public campaign events they fire
 * (`public-events.ts`) and the end of a fight with what it paid, read from the events of a change (docs/campaigns.md:
 * `travelled`, `fight_started`, `fight_ended`, `reward`, `fled`, `defeated`, `prologue_ended`, `levelled_up`,
 * `promoted`, `adventure_completed`). Pure: no DOM.
 * @module
 */
import type { CampaignEvent, CampaignEventOf } from '../../engine/campaign/types.ts';
import type { FightEndedDetail, FightRewards, QuestBoardEventMap } from '../public-events.ts';

/** A public campaign event to fire: its name and detail. */
export type PublicCampaignEvent = {
  [K in 'location-reached' | 'fight-started' | 'fight-ended' | 'level-gained' | 'campaign-completed']: { type: K; detail: QuestBoardEventMap[K]['detail'] };
}['location-reached' | 'fight-started' | 'fight-ended' | 'level-gained' | 'campaign-completed'];

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The rewards of a `reward` event: gold, XP, provisions and items as the Company received them. */
function rewardsOf(e: CampaignEventOf<'reward'>): FightRewards {
  const items: Record<string, number> = {};
  for (const i of Array.isArray(e.items) ? e.items : []) {
    if (num(i.count) > 0) items[str(i.item)] = (items[str(i.item)] ?? 0) + num(i.count);
  }
  return { gold: num(e.gold), xp: num(e.xp), provisions: num(e.provisions), items };
}

/** Whether `e` is of type `type`. */
const isOf =
  <T extends CampaignEvent['type']>(type: T) =>
  (e: CampaignEvent): e is CampaignEventOf<T> =>
    e.type === type;

/**
 * The public events of `events` (one change's, or a live frame's since the last) of campaign `campaign`, in order:
 * `location-reached` per `travelled`; `fight-started` per `fight_started`; `fight-ended` per `fight_ended` (with the
 * `reward` of its node's receipt `reward:<node>` and the `fled` / `defeated` costs that follow it) or
 * `prologue_ended`; `level-gained` per `levelled_up` and `promoted`; `campaign-completed` per `adventure_completed`.
 */
export function publicEventsOf(campaign: string, events: readonly CampaignEvent[]): PublicCampaignEvent[] {
  const out: PublicCampaignEvent[] = [];
  events.forEach((e, i) => {
    switch (e.type) {
      case 'travelled':
        out.push({ type: 'location-reached', detail: { campaign, location: str(e.to) } });
        break;
      case 'fight_started':
        out.push({ type: 'fight-started', detail: { campaign, room: str(e.room), node: str(e.node), prologue: e.prologue === true } });
        break;
      case 'fight_ended': {
        const node = str(e.node);
        const after = events.slice(i + 1);
        const reward = after.filter(isOf('reward')).find((x) => x.receipt === `reward:${node}`);
        const fled = after.find(isOf('fled'));
        const defeated = after.find(isOf('defeated'));
        const result = e.result === 'victory' || e.result === 'fled' ? e.result : 'defeat';
        const cost =
          result === 'fled' && fled
            ? { gold: num(fled.gold), provisions: num(fled.provisions) }
            : result === 'defeat' && defeated
              ? { gold: num(defeated.gold), provisions: 0 }
              : null;
        const detail: FightEndedDetail = { campaign, room: str(e.room), node, prologue: false, result, rewards: reward ? rewardsOf(reward) : null, cost };
        out.push({ type: 'fight-ended', detail });
        break;
      }
      case 'prologue_ended':
        out.push({
          type: 'fight-ended',
          detail: {
            campaign,
            room: str(e.room),
            node: '',
            prologue: true,
            result: e.result === 'victory' || e.result === 'fled' ? e.result : 'defeat',
            rewards: null,
            cost: null,
          },
        });
        break;
      case 'levelled_up':
      case 'promoted':
        out.push({ type: 'level-gained', detail: { campaign, hero: str(e.hero), level: num(e.level), promoted: e.type === 'promoted' } });
        break;
      case 'adventure_completed':
        out.push({ type: 'campaign-completed', detail: { campaign, adventure: str(e.adventure), tier: str(e.tier), reputation: num(e.reputation) } });
        break;
      // no public event of its own (a fight's `reward`, `fled` and `defeated` are read with its `fight_ended` above)
      case 'arrived':
      case 'node_resolved':
      case 'chest_opened':
      case 'encounter_chest_opened':
      case 'challenge_attempted':
      case 'flag_set':
      case 'challenge_left':
      case 'dialogue_opened':
      case 'dialogue_chosen':
      case 'dialogue_page':
      case 'dialogue_ended':
      case 'dialogue_left':
      case 'clue_found':
      case 'puzzle_wrong':
      case 'puzzle_solved':
      case 'branch_chosen':
      case 'camped':
      case 'party_hurt':
      case 'stamina_drained':
      case 'exit_resolved':
      case 'artifact_found':
      case 'hero_recruited':
      case 'reward':
      case 'chest_bonus':
      case 'wish_granted':
      case 'mercy':
      case 'restored':
      case 'rested':
      case 'rest_taken':
      case 'bought':
      case 'wished':
      case 'trained':
      case 'learned':
      case 'artifact_equipped':
      case 'attuned':
      case 'warded':
      case 'attunement_cleared':
      case 'wards_cleared':
      case 'resurrected':
      case 'replaced':
      case 'attire_bought':
      case 'attire_worn':
      case 'swapped':
      case 'run_started':
      case 'prologue_skipped':
      case 'fight_requested':
      case 'prologue_requested':
      case 'fled':
      case 'defeated':
      case 'fight_interrupted':
      case 'campaign_loaded':
      case 'campaign_restored':
        break;
      default:
        e satisfies never;
    }
  });
  return out;
}

/** The end of the last fight in `events` as the element shows it on the map: the `fight-ended` detail and the heroes promoted with it. */
export interface FightReport {
  ended: FightEndedDetail;
  promoted: { hero: string; level: number }[];
}

/** The report of the last fight that ended in `events`, or null when none did. */
export function fightReportOf(campaign: string, events: readonly CampaignEvent[]): FightReport | null {
  const all = publicEventsOf(campaign, events);
  const at = all.findLastIndex((e) => e.type === 'fight-ended');
  if (at < 0) return null;
  const ended = all[at]!.detail as FightEndedDetail;
  const promoted = all
    .slice(at + 1)
    .filter((e): e is Extract<PublicCampaignEvent, { type: 'level-gained' }> => e.type === 'level-gained' && e.detail.promoted)
    .map((e) => ({ hero: e.detail.hero, level: e.detail.level }));
  return { ended, promoted };
}
