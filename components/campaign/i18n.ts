/**
 * Every text the campaign views of `<quest-board campaign>` show, in Italian and English (issue 17): the shell's
 * table and the panels' table, merged. `{name}` marks a parameter.
 * @module
 */
import type { Lang } from '../i18n.ts';
import { panelsEn, panelsIt } from './texts-panels.ts';
import { shellEn, shellIt } from './texts-shell.ts';

const it = { ...shellIt, ...panelsIt };
/** A key of the campaign texts. */
export type CampaignTextKey = keyof typeof it;
const en: Record<CampaignTextKey, string> = { ...shellEn, ...panelsEn };

/** The campaign texts of each language. */
export const CAMPAIGN_MESSAGES: Record<Lang, Record<CampaignTextKey, string>> = { it, en };

/** The campaign text `key` in `lang`, with `{param}`s replaced. */
export function ct(lang: Lang, key: CampaignTextKey, params: Record<string, string | number> = {}): string {
  return CAMPAIGN_MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
