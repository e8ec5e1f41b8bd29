/**
 * The names the shell shows of what the view names by id: places (the town, the map's locations) and heroes.
 * @module
 */
import type { CampaignView } from '../../engine/campaign/view.ts';
import { pick, type Lang } from '../i18n.ts';
import { ct } from './i18n.ts';

/** The name of hero `id` from the view's sheets (its id when the view has none). */
export function heroName(view: CampaignView, id: string, lang: Lang): string {
  return pick(view.sheets[id]?.name, lang) || id;
}

/** The name of location `id` on the view's map (`town`: the adventure's town). */
export function placeName(view: CampaignView, id: string, lang: Lang): string {
  if (id === 'town') return pick(view.adventure.town, lang);
  const l = view.map.find((x) => x.id === id);
  return l ? pick(l.name, lang) : ct(lang, 'locUnknownPlace');
}
