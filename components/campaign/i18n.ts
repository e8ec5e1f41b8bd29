/**
 * Every text the campaign views of `<quest-board campaign>` show, in Italian and English: the shell's
 * table and the panels' table, merged. `{name}` marks a parameter; a text counting something has its plural forms as
 * `key_<form>` beside `key` (`provisions_one` beside `provisions`: {@link ctPlural}).
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

/** The plural rules of each language (cached: a `PluralRules` is costly to build). */
const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The campaign text `key` for `count` things, in `lang`: the form `key_<category>` for `count`'s plural category
 * (`Intl.PluralRules`: `one` for 1 in Italian and English) when the table has it, else `key` itself; `{count}` and
 * `params` replaced. ("1 provvista", "3 provviste".)
 */
export function ctPlural(lang: Lang, key: CampaignTextKey, count: number, params: Record<string, string | number> = {}): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const form = `${key}_${rules.select(count)}`;
  return ct(lang, Object.hasOwn(CAMPAIGN_MESSAGES[lang], form) ? (form as CampaignTextKey) : key, { ...params, count });
}
