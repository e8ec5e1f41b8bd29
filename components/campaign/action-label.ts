/**
 * The label of a campaign action on a button, in the player's language, with the names the view gives (locations,
 * nodes' approaches, options and choices) and the heroes' names from the campaign's summary.
 * @module
 */
import type { CampaignAction } from '../../engine/campaign/types.ts';
import type { CampaignView } from '../../engine/campaign/view.ts';
import type { Localized } from '../api.ts';
import { pick, type Lang } from '../i18n.ts';
import { ct } from './i18n.ts';

/** Names of the heroes, by id. */
export type HeroNames = ReadonlyMap<string, Localized>;

/** The name of hero `id` (its id when unknown). */
export function heroName(names: HeroNames, id: string, lang: Lang): string {
  const n = names.get(id);
  return n ? pick(n, lang) : id;
}

/** The name of location `id` on the view's map (`town`: the adventure's town). */
export function placeName(view: CampaignView, id: string, lang: Lang): string {
  if (id === 'town') return pick(view.adventure.town, lang);
  const l = view.map.find((x) => x.id === id);
  return l ? pick(l.name, lang) : ct(lang, 'locUnknownPlace');
}

/** The nodes of the location where the party stands (none in town or before a visit). */
function hereNodes(view: CampaignView) {
  return view.map.find((l) => l.here)?.nodes ?? [];
}

/** The label of `action`'s button. */
export function actionLabel(action: CampaignAction, view: CampaignView, names: HeroNames, lang: Lang): string {
  const hero = (id: string) => heroName(names, id, lang);
  switch (action.type) {
    case 'travel':
      return action.to === 'town' ? ct(lang, 'travelToTown') : ct(lang, 'travelTo', { place: placeName(view, action.to, lang) });
    case 'advance':
      return ct(lang, 'actAdvance');
    case 'open':
      return ct(lang, 'actOpen');
    case 'talk': {
      if (action.choice === undefined) return ct(lang, 'actTalk');
      const choice = view.dialogue?.page.choices.find((c) => c.id === action.choice);
      return ct(lang, 'actTalkChoice', { choice: choice ? pick(choice.text, lang) : action.choice });
    }
    case 'attempt': {
      const approach = hereNodes(view).flatMap((n) => (n.kind === 'challenge' ? n.approaches : [])).find((a) => a.id === action.approach);
      return ct(lang, 'actAttempt', { approach: approach ? pick(approach.name, lang) : action.approach });
    }
    case 'leave':
      return ct(lang, 'actLeave');
    case 'solve': {
      const option = hereNodes(view).flatMap((n) => (n.kind === 'puzzle' ? n.options : []))[action.option];
      return ct(lang, 'actSolve', { option: option ? pick(option.name, lang) : String(action.option + 1) });
    }
    case 'choose': {
      const option = hereNodes(view).flatMap((n) => (n.kind === 'branch' ? n.options : [])).find((o) => o.id === action.option);
      return ct(lang, 'actChoose', { option: option ? pick(option.clue, lang) : action.option });
    }
    case 'camp':
      return ct(lang, 'actCamp');
    case 'exit':
      return ct(lang, 'actExit');
    case 'fight':
      return ct(lang, 'actFight');
    case 'rest':
      return ct(lang, 'actRest');
    case 'buy':
      return ct(lang, 'actBuy', { item: action.count > 1 ? `${action.item} ×${action.count}` : action.item });
    case 'level_up':
      return ct(lang, 'actLevelUp', { hero: hero(action.hero) });
    case 'train':
      return ct(lang, 'actTrain', { hero: hero(action.hero), track: action.track });
    case 'learn':
      return ct(lang, 'actLearn', { hero: hero(action.hero), spell: action.spell });
    case 'attune':
      return ct(lang, 'actAttune', { hero: hero(action.hero), element: action.element });
    case 'resist':
      return ct(lang, 'actResist', { hero: hero(action.hero), element: action.element });
    case 'clear_attunement':
      return ct(lang, 'actClearAttunement', { hero: hero(action.hero) });
    case 'clear_resistances':
      return ct(lang, 'actClearResistances', { hero: hero(action.hero) });
    case 'resurrect':
      return ct(lang, 'actResurrect', { hero: hero(action.hero) });
    case 'wish':
      return ct(lang, 'actWish', { choice: ct(lang, action.choice === 'gold' ? 'currencyGold' : 'currencyXp') });
    case 'equip_artifact':
      return ct(lang, 'actEquipArtifact', { hero: hero(action.hero), artifact: action.artifact ?? '—' });
    case 'buy_attire':
      return ct(lang, 'actBuyAttire', { hero: hero(action.hero), outfit: action.outfit });
    case 'wear':
      return ct(lang, 'actWear', { hero: hero(action.hero), outfit: action.outfit ?? '—' });
    case 'swap':
      return ct(lang, 'actSwap', { active: hero(action.active), reserve: hero(action.reserve) });
    case 'next_tier':
      return ct(lang, 'actNextTier');
    case 'replay':
      return ct(lang, 'actReplay');
    case 'skip_prologue':
      return ct(lang, 'actSkipPrologue');
    case 'prologue':
      return ct(lang, 'actPrologue');
    default:
      return ct(lang, 'actOther', { type: action.type });
  }
}

/** Whether two actions are the same (the same fields, deeply). */
export function sameAction(a: CampaignAction, b: CampaignAction): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]));
}

/** A stable key of an action (its fields in order), for `data-action` attributes and lists. */
export function actionKey(action: CampaignAction): string {
  return Object.entries(action)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(';');
}
