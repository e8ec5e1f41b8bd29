/**
 * Every text the element shows, in Italian (the default) and English: the Italian table in `i18n-it.ts`, in the
 * bundle, and the English one in `i18n-en.ts`, loaded on demand ({@link loadTexts}). A part shown only after a lazy
 * load keeps its texts in its own chunk ({@link textsOf}: the master's panel, the campaign shell's `campaign/i18n.ts`, the d20 and
 * `rules` rulesets' parts in `rulesets/d20/texts.ts`, `rulesets/rules/texts.ts` and `rulesets/shared-texts.ts`).
 * `{name}` marks a parameter; plural pairs are keys ending in `_one` / `_other`.
 * @module
 */
import { ownValue } from '../content/own.ts';
import { fillParams, textIn, type AnyText } from '../content/text.ts';
import { it, type ItalianKey } from './i18n-it.ts';

/** The languages of the interface. */
export type Lang = 'it' | 'en';

/** The supported languages, default first. */
export const LANGS: readonly Lang[] = ['it', 'en'];

/** Normalises any `lang` value (`en-GB`, `IT`, null) to a supported language; Italian by default. */
export function toLang(value: string | null | undefined): Lang {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'it';
}

/** A key of the message table. */
export type MessageKey = ItalianKey;

/** The element's texts in one language, by key. */
export type Messages = Record<MessageKey, string>;

/**
 * Where each language's table comes from: Italian, the default, is in the bundle; English is a chunk of its own
 * (`i18n-en.ts`), fetched only when an element shows English (the embed's weight).
 */
const LOADERS: Record<Lang, () => Promise<Messages>> = {
  it: () => Promise.resolve(it),
  en: () => import('./i18n-en.ts').then((m) => m.en),
};

/** The tables loaded so far. */
const tables: Partial<Record<Lang, Messages>> = { it };
const loading = new Map<Lang, Promise<void>>();

/** Whether the texts in `lang` are loaded, so that {@link t} can give them at once. */
export function hasTexts(lang: Lang): boolean {
  return tables[lang] !== undefined;
}

/**
 * Loads the texts in `lang` (once per page: every call after the first gets the same promise; Italian resolves at
 * once). Rejects with the browser's error when the chunk cannot be fetched (the next call then tries again).
 */
export function loadTexts(lang: Lang): Promise<void> {
  if (tables[lang]) return Promise.resolve();
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]().then(
      (table) => {
        tables[lang] = table;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

/**
 * The table of `lang`. Throws when it is not loaded yet: `<quest-board>` awaits {@link loadTexts} before it renders
 * in a language, and code that shows texts outside it must do the same.
 */
export function messages(lang: Lang): Messages {
  const table = tables[lang];
  if (!table) throw new Error(`quest-board: the texts in "${lang}" are not loaded yet: await loadTexts('${lang}') first`);
  return table;
}

/** Parameters of a message. */
export type Params = Record<string, string | number>;

/** `text` with its `{param}`s filled in from `params` (a `{name}` not in `params` stays as it is): content/text.ts's. */
const fill = fillParams;
export { fill };

/** The text of `key` in `lang` with its `{param}`s filled in. Throws when `lang`'s texts are not loaded ({@link messages}). */
export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return fill(messages(lang)[key], params);
}

/**
 * The lookup of an area's own texts, for a part that shows only after a lazy load (the master's panel) or on
 * another page (the demo page): its table, in both languages, travels in its own chunk or bundle instead of the
 * element's up-front one. `tables.en` typed `Record<keyof typeof it, string>` makes the compiler check that English has
 * every key of Italian, and no other.
 */
export function textsOf<K extends string>(tables: Record<Lang, Record<K, string>>): (lang: Lang, key: K, params?: Params) => string {
  return (lang, key, params = {}) => fill(tables[lang][key], params);
}

type PluralBase<K> = K extends `${infer B}_one` ? B : never;
/** A message with `_one` / `_other` forms. */
export type PluralKey = PluralBase<MessageKey>;

/**
 * The key of `base`'s form for count `n`: `base_one` for 1, `base_other` for any other count (Italian and English
 * alike); for the tables of {@link textsOf}, whose plural pairs are keys ending in `_one` / `_other` too.
 */
export function pluralKey<B extends string>(base: B, n: number): `${B}_one` | `${B}_other` {
  return `${base}_${n === 1 ? 'one' : 'other'}`;
}

/** The plural-aware text of `base` for count `n` (`n` is passed as the `{n}` parameter). */
export function tn(lang: Lang, base: PluralKey, n: number, params: Params = {}): string {
  return t(lang, pluralKey(base, n) as MessageKey, { ...params, n });
}

/** The schools of magic of the default content, by element id. */
const ELEMENTS: Record<string, { it: string; en: string }> = {
  fuoco: { it: 'fuoco', en: 'fire' },
  acqua: { it: 'acqua', en: 'water' },
  aria: { it: 'aria', en: 'air' },
  terra: { it: 'terra', en: 'earth' },
  // the six elements of the d20 ruleset Forsaken Woods
  fire: { it: 'fuoco', en: 'fire' },
  arcane: { it: 'arcano', en: 'arcane' },
  frost: { it: 'gelo', en: 'frost' },
  void: { it: 'vuoto', en: 'void' },
  holy: { it: 'sacro', en: 'holy' },
  wind: { it: 'vento', en: 'wind' },
  earth: { it: 'terra', en: 'earth' },
};

/** The name of a spell element (`fuoco` -> "fire" in English); an unknown element id is shown with spaces for hyphens. */
export function elementName(element: string, lang: Lang): string {
  return ownValue(ELEMENTS, element)?.[lang] ?? element.replace(/-/g, ' ');
}

/** Whether `element` is one of the known elements (it has a colour and a name). */
export function isKnownElement(element: string): boolean {
  return Object.hasOwn(ELEMENTS, element);
}

/**
 * A content text (`{ it, en }`, one language may be missing) in `lang`, or in the written language when `lang` is
 * missing (content/text.ts); '' when absent. Where the words are shown as markup, {@link import('./lang-text.ts').langText}
 * also marks a fallback with its `lang`.
 */
export function pick(text: AnyText | null | undefined, lang: Lang): string {
  return textIn(text, lang);
}
