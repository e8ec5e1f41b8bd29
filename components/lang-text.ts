/**
 * A content text shown in markup: in the reader's language, or in the language the document wrote it in,
 * then wrapped in an element carrying that `lang` so that screen readers (and hyphenation, and fonts) read it right.
 * The element, the campaign views and the Archive all show content names and texts through here.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { readText, type AnyText } from '../content/text.ts';
import type { Lang } from './i18n.ts';

/**
 * `text` in `lang`; when only the other language is written, that text inside `<span lang="…">`. `fallback` (an id)
 * when the text has neither or is absent.
 */
export function langText(text: AnyText | null | undefined, lang: Lang, fallback = ''): TemplateResult | string {
  const read = readText(text, lang);
  if (!read) return fallback;
  return read.lang === lang ? read.text : html`<span lang=${read.lang}>${read.text}</span>`;
}

/**
 * A sentence of the interface that names a content text (`say` builds it around the words: `(name) => joinText(lang, 'joinMission',
 * { name })`), with the text marked as {@link langText} marks it when it is in the other language.
 */
export function langSentence(say: (words: string) => string, text: AnyText | null | undefined, lang: Lang, fallback = ''): TemplateResult {
  const [before, after] = say('\u0000').split('\u0000');
  return html`${before}${langText(text, lang, fallback)}${after}`;
}
