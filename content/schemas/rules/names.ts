/**
 * The optional translation table of a ruleset's names (`names` of the ruleset wrapper, beside the untouched `rules`):
 * a spec 002 document names its entries in one language (`"name": "Armour Class"`); the table names them in Italian
 * and English for the board, keyed by `<list>.<id>` (`"derivedStats.armourClass": "Classe armatura"`). An entry the
 * table leaves out shows its `name` as written.
 * @module
 */
import { z } from 'zod';
import { didYouMean, quote } from './suggest.ts';

/** The lists of a `rules` document whose entries have an `id` and a display `name` (spec 002's `rules` table). */
export const NAMED_LISTS = [
  'attributes',
  'resources',
  'derivedStats',
  'damageTypes',
  'conditions',
  'actionTypes',
  'equipmentSlots',
  'itemProperties',
  'masteryTiers',
  'rests',
  'savingThrows',
  'sizes',
  'creatureTypes',
  'senses',
  'stances',
  'movementModes',
  'languages',
  'alignments',
  'opportunities',
  'coverTypes',
] as const;

/** One language's names: `<list>.<id>` → the name in that language (1 to 200 characters). */
const LanguageNames = z.record(z.string().max(200), z.string().trim().min(1).max(200));

/**
 * The translation table (`names` of a ruleset): `it` and `en`, each optional, each `<list>.<id>` → name, where `<list>`
 * is one of {@link NAMED_LISTS} and `<id>` an entry of it in the document (checked by {@link namesIssues}).
 */
export const RulesNames = z
  .strictObject({ it: LanguageNames.optional(), en: LanguageNames.optional() })
  .describe(
    'names of the rules document\'s entries in Italian and English, by "<list>.<id>" ("derivedStats.armourClass"); an entry left out shows its name as written',
  );
export type RulesNames = z.infer<typeof RulesNames>;

/** The ids of the raw list `key` of a raw `rules` object. */
function idsOf(rules: unknown, key: string): string[] {
  if (rules === null || typeof rules !== 'object') return [];
  const list = (rules as Record<string, unknown>)[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((e) => (e !== null && typeof e === 'object' && typeof (e as { id?: unknown }).id === 'string' ? [(e as { id: string }).id] : []));
}

/**
 * The problems of a translation table against the raw `rules` document it names: each key must be `<list>.<id>`,
 * `<list>` one of {@link NAMED_LISTS} and `<id>` one of that list's ids, a near name suggested. Paths are
 * `['names', lang, key]`. Never throws.
 */
export function namesIssues(names: RulesNames, rules: unknown): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  for (const lang of ['it', 'en'] as const) {
    for (const key of Object.keys(names[lang] ?? {})) {
      const path = ['names', lang, key];
      const dot = key.indexOf('.');
      const list = dot < 0 ? key : key.slice(0, dot);
      const id = dot < 0 ? '' : key.slice(dot + 1);
      if (id === '') {
        out.push({ path, message: `a key is "<list>.<id>" ("derivedStats.armourClass"), not ${quote(key)}` });
        continue;
      }
      if (!(NAMED_LISTS as readonly string[]).includes(list)) {
        out.push({ path, message: `no list ${quote(list)} of named entries in a rules document${didYouMean(list, NAMED_LISTS)}` });
        continue;
      }
      const ids = idsOf(rules, list);
      if (!ids.includes(id)) out.push({ path, message: `no entry ${quote(id)} in rules.${list}${didYouMean(id, ids)}` });
    }
  }
  return out;
}

export { translatedName } from './name-lookup.ts';
