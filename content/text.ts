/**
 * Reading a display text ({@link LocalizedText}): one language is enough in a document, so every reader —
 * the element, the campaign views, the Archive, the engine's chronicle — asks here for a text in its language and gets
 * the written one when that language is missing, together with the language it is in (so an interface can mark it
 * with `lang` for screen readers: components/lang-text.ts).
 * @module
 */
import type { Lang } from './schemas/common.ts';
import { isWritten } from './written.ts';

/** A text as the schema allows it: Italian, English or both (a draft may have neither). */
export type AnyText = Readonly<Partial<Record<Lang, string | undefined>>>;

/** A text read in one language: the words, and the language they are written in. */
export interface TextRead {
  /** The words. */
  text: string;
  /** The language of `text`: the one asked for, or the other when the document has only that one. */
  lang: Lang;
}

/** The other language of the two. */
export function otherLang(lang: Lang): Lang {
  return lang === 'it' ? 'en' : 'it';
}

/**
 * `text` in `lang`, or in the other language when `lang` is missing or empty, with the language it is in; undefined
 * when the text has neither (or is absent).
 */
export function readText(text: AnyText | null | undefined, lang: Lang): TextRead | undefined {
  const other = otherLang(lang);
  const written = text?.[lang] ? lang : text?.[other] ? other : undefined;
  return written && { text: text![written]!, lang: written };
}

/** `text` in `lang` or, when missing, in the other language ({@link readText}); `fallback` when it has neither. */
export function textIn(text: AnyText | null | undefined, lang: Lang, fallback = ''): string {
  return readText(text, lang)?.text ?? fallback;
}

/** The languages `text` is not written in ({@link isWritten}: blank is not written; empty when it has both). */
export function missingLangs(text: AnyText | null | undefined): Lang[] {
  return (['it', 'en'] as const).filter((l) => !isWritten(text?.[l]));
}

/** A text of the program's own (a problem's words, a built name): always in both languages, unlike a document's. */
export type BothLangs = { it: string; en: string };

/** A display text of a document written in one language only: where it is, the language missing, the written words. */
export interface Untranslated {
  /** The text's place in the document: `['events', 0, 'effects', 1, 'text']`. */
  path: (string | number)[];
  /** The language the text lacks. */
  missing: Lang;
  /** The text in the language it is written in. */
  written: string;
}

/**
 * Every display text of `doc` (any JSON: a document of any kind) that has one language only, in document order: the
 * "translate later" list. A text is an object whose only keys are `it` and `en`.
 */
export function untranslatedTexts(doc: unknown): Untranslated[] {
  const out: Untranslated[] = [];
  const walk = (v: unknown, at: (string | number)[]): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, [...at, i]));
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length > 0 && keys.every((k) => k === 'it' || k === 'en') && keys.every((k) => typeof o[k] === 'string')) {
      const [missing] = missingLangs(o as AnyText);
      const read = missing && readText(o as AnyText, missing);
      if (missing && read) out.push({ path: at, missing, written: read.text });
      return;
    }
    for (const k of keys) walk(o[k], [...at, k]);
  };
  walk(doc, []);
  return out;
}

/**
 * Whether two names are the same words (case and surrounding spaces aside): a name that only repeats its kind's word
 * (an exit named "Uscita", a town named "Città") is said once, never "Uscita: Uscita".
 */
export function sameWords(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** `text` with each `{name}` replaced by `params[name]` (a `{name}` not in `params` stays as it is). */
export function fillParams(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
