/**
 * The "translate later" list of a document: one language is enough to publish, so every display text
 * written in one language only is listed here — where it is in words, which language it lacks, its written words —
 * each with a button that takes the author to its empty line. The document list shows the count
 * ({@link untranslatedCount}).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentKind } from '../../content/schemas/index.ts';
import { formatPath } from '../../content/schemas/path.ts';
import { otherLang, untranslatedTexts } from '../../content/text.ts';
import { t, type Lang } from './i18n.ts';
import { placeOf } from './issue-text.ts';

/** How many display texts of `doc` lack one language. */
export function untranslatedCount(doc: unknown): number {
  return untranslatedTexts(doc).length;
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
function short(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The list for `doc` (nothing when every text has both languages), folded under its count; `go` is called with the
 * path of the missing line (`name.en`) when the author asks to translate one.
 */
export function renderTranslateLater(doc: unknown, lang: Lang, kind: ContentKind, go: (path: string) => void): TemplateResult | typeof nothing {
  const todo = untranslatedTexts(doc);
  if (todo.length === 0) return nothing;
  return html`<details class="panel translate-later" data-role="translate-later">
    <summary>${t(lang, 'translateLater', { n: todo.length })}</summary>
    <p class="muted">${t(lang, 'translateLaterHint')}</p>
    <ul>
      ${todo.map((u) => {
        const line = formatPath([...u.path, u.missing]);
        return html`<li data-path=${formatPath(u.path)} data-missing=${u.missing}>
          <span class="where">${placeOf(u.path, lang, kind)}</span> · ${t(lang, u.missing === 'en' ? 'missingEnglish' : 'missingItalian')}:
          <q lang=${otherLang(u.missing)}>${short(u.written)}</q>
          <button class="small secondary" data-action="translate" data-line=${line} @click=${() => go(line)}>${t(lang, 'translateNow')}</button>
        </li>`;
      })}
    </ul>
  </details>`;
}
