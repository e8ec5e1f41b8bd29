/**
 * The reader's language by default: which of the interface's two languages a
 * reader gets when nothing chose one, from the browser's preferred languages. Shared by `<quest-board>`, the Archive
 * and the demo page; it imports nothing, so each bundle takes only these few lines.
 * @module
 */

/** The interface's languages. */
export type ReaderLang = 'it' | 'en';

/**
 * A language tag (`it`, `it-IT`, `EN-gb`) as one of the interface's languages, or undefined for any other language
 * (`de`, `fr-CH`) and for an empty or missing tag.
 */
export function supportedLang(tag: string | null | undefined): ReaderLang | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'it' || base === 'en' ? base : undefined;
}

/**
 * The reader's language from the browser's preferred languages, most preferred first (`navigator.languages`, which it
 * reads when `languages` is not given): the first that is Italian or English (`['de-DE', 'it']` gives `it`); English
 * when none is (the wider read of the two), and when the list is empty.
 */
export function readerLang(languages: readonly string[] = globalThis.navigator?.languages ?? []): ReaderLang {
  for (const tag of languages) {
    const lang = supportedLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

/**
 * Where a reader's own choice of language is remembered (`localStorage`), one key for the demo page and the Archive of
 * a server, so a choice made on one holds on the other.
 */
export const CHOSEN_LANG_KEY = 'quest-board:lang';

/** The language the reader chose on a page of this server (remembered), or undefined: none, or no storage. */
export function chosenLang(): ReaderLang | undefined {
  try {
    return supportedLang(globalThis.localStorage?.getItem(CHOSEN_LANG_KEY));
  } catch {
    return undefined;
  }
}

/** Remembers `lang` as the reader's choice (without storage, the choice lasts the page). */
export function rememberLang(lang: ReaderLang): void {
  try {
    globalThis.localStorage?.setItem(CHOSEN_LANG_KEY, lang);
  } catch {
    // no storage: the choice lasts this page
  }
}
