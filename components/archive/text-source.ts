/**
 * The "upload a file or paste its text" block that the Archive's imports share (JSON packs, HeroScribe quests).
 * @module
 */
import { html, type TemplateResult } from 'lit';

/** What {@link textSource} draws: labels, the file types offered, `data-role` names for tests, and the current text. */
export interface TextSourceOptions {
  fileLabel: string;
  placeholder: string;
  /** The file input's `accept`, e.g. `application/json,.json`. */
  accept: string;
  fileRole: string;
  textRole: string;
  text: string;
  /** Called with the new text when a file is read or the text is edited. */
  onText: (text: string) => void;
  /** The text a chosen file gives (it may keep the file's bytes too); `file.text()`, read as UTF-8, by default. */
  readFile?: (file: File) => Promise<string>;
}

/** A file input and a textarea holding the same text; reading a file replaces the text. */
export function textSource(o: TextSourceOptions): TemplateResult {
  const readFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) o.onText(await (o.readFile ?? ((f: File) => f.text()))(file));
  };
  return html`
    <div class="row">
      <label>${o.fileLabel} <input type="file" accept=${o.accept} data-role=${o.fileRole} @change=${readFile} /></label>
    </div>
    <textarea data-role=${o.textRole} placeholder=${o.placeholder} .value=${o.text} @input=${(e: Event) => o.onText((e.target as HTMLTextAreaElement).value)}></textarea>
  `;
}
