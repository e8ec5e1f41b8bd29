/**
 * `<qb-heroscribe-import>`: imports a HeroScribe quest file (docs/heroscribe.md). The author uploads a `.xml` file or
 * pastes its text and may set the mission id; the server converts it (`POST /api/import/heroscribe`, nothing saved)
 * and the report is shown: converted counts, placeholders (each may be mapped to an existing creature kind instead
 * of being saved: the mission's monsters of that kind are rewritten), what stays prose, problems with element and
 * line. "Save" stores the placeholders that are neither mapped nor already stored by an earlier import
 * (`PUT /api/creatures/<id>`; a stored one is used as it is, not written over) and the mission as a draft
 * (`PUT /api/missions/<id>?publish=0`), then asks the host to open the mission in the map editor.
 * @module
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ConversionReport } from '../../content/import/heroscribe/convert.ts';
import { decodeXmlBytes } from '../../content/import/heroscribe/encoding.ts';
import { ownValue } from '../../content/own.ts';
import { SLUG_PATTERN } from '../../content/schemas/issue-codes.ts';
import { ArchiveError, type ArchiveApi, type Doc, type HeroScribeImport, type Issue } from './api.ts';
import type { Catalog } from './choices.ts';
import { docName } from './doc-list.ts';
import { FURNITURE, TRAP_KINDS, wordsOf, type WordList } from '../../content/vocabulary.ts';
import { HEROSCRIBE_CODES, HEROSCRIBE_FORMATS, HEROSCRIBE_REGIONS, t, tCount, type Lang, type MessageKey } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';
import { textSource } from './text-source.ts';
import { renderIssue } from './issue-text.ts';

/** The detail of the `heroscribe-saved` event. */
export interface HeroScribeSavedDetail {
  /** The mission's id (saved as a draft). */
  id: string;
  /** The placeholder creature kinds saved with it. */
  creatures: string[];
}

/** The mission with each monster (and the wandering monster) of a mapped placeholder kind given its new kind. */
export function mapPlaceholders(mission: HeroScribeImport['mission'], mapping: Readonly<Record<string, string>>): HeroScribeImport['mission'] {
  const out = structuredClone(mission);
  const mapped = (kind: string) => ownValue(mapping, kind) || undefined;
  if (Array.isArray(out.monsters)) out.monsters = out.monsters.map((m) => ({ ...m, kind: mapped(m.kind) ?? m.kind }));
  const wandering = out.wandering_monster;
  if (typeof wandering === 'string') out.wandering_monster = mapped(wandering) ?? wandering;
  return out;
}

/**
 * @element qb-heroscribe-import
 * @fires heroscribe-saved - {@link HeroScribeSavedDetail}: the mission was saved as a draft; the host opens it.
 * @fires close - the author goes back to the missions list.
 */
export class QbHeroScribeImport extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: grid;
        /* a column no wider than the page: the XML box, sized to its text, would widen it on a phone */
        grid-template-columns: minmax(0, 1fr);
        gap: 1rem;
      }
      textarea {
        min-height: 10rem;
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
      }
      .row {
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
        margin: 0.4rem 0;
      }
      .row input[type='text'] {
        /* narrower than a phone's panel, which 20rem is not */
        width: min(20rem, calc(100vw - 6rem));
      }
      h2 {
        margin: 0 0 0.4rem;
      }
      h3 {
        margin: 0.9rem 0 0.3rem;
        font-size: 1rem;
      }
      dl.counts {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
        gap: 0.2rem 1rem;
        margin: 0;
      }
      dl.counts div {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
        border-bottom: 1px solid var(--_border);
        padding: 0.15rem 0;
      }
      dl.counts dt {
        color: var(--_muted);
      }
      dl.counts dd {
        margin: 0;
        font-weight: 700;
      }
      table {
        border-collapse: collapse;
        font-size: 0.9rem;
        width: 100%;
      }
      th {
        text-align: left;
        font-size: 0.75rem;
        color: var(--_muted);
        padding: 0.3rem 0.4rem;
        border-bottom: 1px solid var(--_border);
      }
      td {
        padding: 0.3rem 0.4rem;
        border-bottom: 1px solid var(--_border);
      }
      /* a percentage width lets the table narrow the choice to a phone's width instead of widening the page */
      td select {
        width: 100%;
      }
      ul.list {
        margin: 0.2rem 0;
        padding-left: 1.2rem;
        font-size: 0.88rem;
      }
      ul.list li {
        margin: 0.15rem 0;
        white-space: pre-line;
      }
      code {
        color: var(--_accent);
      }
      .warn {
        color: var(--_accent);
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property({ attribute: false }) accessor catalog: Catalog = {};
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  @state() accessor text = '';
  /** The chosen file's bytes and the text they gave: sent as they are while the box still holds that text. */
  private file: { bytes: Uint8Array<ArrayBuffer>; text: string } | null = null;
  @state() accessor missionId = '';
  @state() accessor result: HeroScribeImport | null = null;
  /** Placeholder kind -> existing creature kind it becomes ('' or absent: save the placeholder). */
  @state() accessor mapping: Record<string, string> = {};
  @state() private accessor replace = false;
  @state() private accessor busy = false;
  @state() private accessor error = '';
  @state() private accessor issues: Issue[] = [];
  @state() private accessor notice = '';

  /** Forgets the last conversion (the text changed). */
  private clear(): void {
    this.result = null;
    this.mapping = {};
    this.replace = false;
    this.error = '';
    this.issues = [];
    this.notice = '';
  }

  /**
   * A chosen file's text, read in the encoding it declares (HeroScribe often writes ISO-8859-1); its bytes are kept
   * and sent as they are, so that the server reads them the same way and refuses bytes that are not text (shown here
   * read as UTF-8, replacement characters and all).
   */
  private async readFile(file: File): Promise<string> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text: string;
    try {
      text = decodeXmlBytes(bytes);
    } catch {
      text = new TextDecoder().decode(bytes);
    }
    this.file = { bytes, text };
    return text;
  }

  /** Sends the text (or the file's bytes, while the box holds their text) to the server's converter and shows the report. */
  async convert(): Promise<void> {
    const lang = this.lang;
    this.clear();
    const id = this.missionId.trim();
    if (id && !SLUG_PATTERN.test(id)) {
      this.error = t(lang, 'hsBadId');
      return;
    }
    this.busy = true;
    try {
      const xml = this.file && this.file.text === this.text ? this.file.bytes : this.text;
      this.result = await this.api!.convertHeroScribe(xml, id || undefined);
      this.missionId = this.result.mission.id;
    } catch (err) {
      this.issues = err instanceof ArchiveError ? err.issues : [];
      // the refusal's first problem in the reader's words when the server sent them (every HeroScribe refusal does)
      this.error = t(lang, 'hsRefused', { message: this.issues[0]?.text?.[lang] ?? refusalWords(err, lang) });
    } finally {
      this.busy = false;
    }
  }

  /** Saves the placeholders that are not mapped and the mission as a draft, then asks the host to open it. */
  async save(): Promise<void> {
    const r = this.result;
    if (!r || !this.api) return;
    const lang = this.lang;
    const id = this.missionId.trim();
    if (!SLUG_PATTERN.test(id)) {
      this.error = t(lang, 'hsBadId');
      return;
    }
    this.error = '';
    this.issues = [];
    this.busy = true;
    const mapping = Object.fromEntries(Object.entries(this.mapping).filter(([, v]) => v));
    try {
      const saved: string[] = [];
      const stored = new Set((this.catalog.creatures ?? []).map((d) => d.id));
      for (const creature of r.creatures) {
        // mapped, or stored by an earlier import (perhaps completed since): not written over
        if (ownValue(mapping, creature.id) || stored.has(creature.id)) continue;
        await this.api.save('creatures', creature, false);
        saved.push(creature.id);
      }
      const mission = { ...mapPlaceholders(r.mission, mapping), id };
      await this.api.save('missions', mission, false, false);
      this.notice = t(lang, 'hsSaved', { id });
      this.dispatchEvent(new CustomEvent<HeroScribeSavedDetail>('heroscribe-saved', { detail: { id, creatures: saved }, bubbles: true, composed: true }));
    } catch (err) {
      this.error = t(lang, 'error', { message: refusalWords(err, lang) });
      this.issues = err instanceof ArchiveError ? err.issues : [];
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const r = this.result;
    return html`
      <div>
        <button class="secondary small" data-action="close" @click=${() => this.dispatchEvent(new CustomEvent('close', { bubbles: true, composed: true }))}>${t(lang, 'back')}</button>
      </div>
      <section class="panel" data-role="hs-source">
        <h2>${t(lang, 'hsTitle')}</h2>
        <p class="muted">${t(lang, 'hsHint')}</p>
        ${textSource({
          fileLabel: t(lang, 'hsFile'),
          placeholder: t(lang, 'hsPaste'),
          accept: '.xml,application/xml,text/xml',
          fileRole: 'hs-file',
          textRole: 'hs-text',
          text: this.text,
          onText: (text) => {
            this.text = text;
            this.clear();
          },
          readFile: (file) => this.readFile(file),
        })}
        <div class="row">
          <label
            >${t(lang, 'hsId')}
            <input
              type="text"
              data-role="hs-id"
              placeholder=${t(lang, 'hsIdAuto')}
              .value=${this.missionId}
              @input=${(e: Event) => {
                this.missionId = (e.target as HTMLInputElement).value;
                this.replace = false;
              }}
          /></label>
          <button data-action="hs-convert" ?disabled=${this.busy || !this.text.trim()} @click=${() => this.convert()}>${t(lang, this.busy && !r ? 'hsConverting' : 'hsConvert')}</button>
        </div>
        ${this.error && !r ? this.renderError() : nothing}
      </section>
      ${r ? this.renderReport(r.report) : nothing} ${r ? this.renderSave() : nothing}
    `;
  }

  private renderError(): TemplateResult {
    return html`<div data-role="hs-error">
      <p class="err">${this.error}</p>
      ${this.issues.length ? html`<ul class="issues" data-role="hs-issues">${this.issues.map((i) => html`<li data-path=${i.path}>${renderIssue(i, this.lang, 'missions')}</li>`)}</ul>` : nothing}
    </div>`;
  }

  /** A creature kind in words: the stored creature's name, else the HeroScribe name of the placeholder, else the kind. */
  private creatureName(rep: ConversionReport, kind: string): string {
    const stored = (this.catalog.creatures ?? []).find((d) => d.id === kind);
    if (stored) return docName(stored, this.lang);
    return rep.placeholders.find((p) => p.kind === kind)?.name ?? kind;
  }

  private renderReport(rep: ConversionReport): TemplateResult {
    const lang = this.lang;
    const c = rep.converted;
    const count = (key: string, label: MessageKey, n: number) =>
      html`<div data-count=${key}>
        <dt>${t(lang, label)}</dt>
        <dd>${n}</dd>
      </div>`;
    // a kind in words: the vocabulary's furniture and trap names, a creature's name (stored, or the placeholder's)
    const kindName = (list: WordList | null, kind: string) => (list ? (wordsOf(list, kind, lang)?.name ?? kind) : this.creatureName(rep, kind));
    const byKind = (prefix: string, label: MessageKey, counts: Record<string, number>, list: WordList | null) =>
      Object.entries(counts).map(
        ([kind, n]) =>
          html`<div data-count=${`${prefix}:${kind}`}>
            <dt title=${kind}>${t(lang, label)} · ${kindName(list, kind)}</dt>
            <dd>${n}</dd>
          </div>`,
      );
    return html`<section class="panel" data-role="hs-report">
      <h2>${t(lang, 'hsReport')}</h2>
      <p data-role="hs-quest">
        ${t(lang, 'hsQuest', {
          name: rep.quest.name,
          format: ownValue(HEROSCRIBE_FORMATS, rep.quest.format)?.[lang] ?? rep.quest.format,
          boards: tCount(lang, rep.quest.boards, 'hsBoardsOne', 'hsBoardsMany'),
          region: rep.quest.region ? (ownValue(HEROSCRIBE_REGIONS, rep.quest.region)?.[lang] ?? rep.quest.region) : t(lang, 'none'),
        })}
      </p>
      <h3>${t(lang, 'hsConverted')}</h3>
      <dl class="counts" data-role="hs-converted">
        ${count('rooms', 'hsRooms', c.rooms)} ${count('corridorSquares', 'hsCorridors', c.corridorSquares)} ${count('rockSquares', 'hsRock', c.rockSquares)}
        ${count('doors', 'hsDoors', c.doors)} ${count('secretDoors', 'hsSecretDoors', c.secretDoors)} ${count('edgeExits', 'hsEdgeExits', c.edgeExits)}
        ${count('stairways', 'hsStairways', c.stairways)} ${count('start', 'hsStart', c.start)}
        ${count(
          'monsters',
          'hsMonsters',
          Object.values(c.monsters).reduce((a, b) => a + b, 0),
        )} ${byKind('monsters', 'hsMonsters', c.monsters, null)}
        ${count(
          'furniture',
          'hsFurniture',
          Object.values(c.furniture).reduce((a, b) => a + b, 0),
        )} ${byKind('furniture', 'hsFurniture', c.furniture, FURNITURE)}
        ${count('furnitureSquares', 'hsFurnitureSquares', c.furnitureSquares)} ${count('rubble', 'hsRubble', c.rubble)}
        ${count(
          'traps',
          'hsTraps',
          Object.values(c.traps).reduce((a, b) => a + b, 0),
        )} ${byKind('traps', 'hsTraps', c.traps, TRAP_KINDS)}
        ${count('markers', 'hsMarkers', c.markers)}
      </dl>
      ${this.renderPlaceholders(rep)} ${this.renderProse(rep)}
      <h3>${t(lang, 'hsProblems', { n: rep.problems.length })}</h3>
      ${
        rep.problems.length
          ? html`<ul class="list" data-role="hs-problems">
            ${rep.problems.map(
              (p) =>
                html`<li data-code=${p.code} data-element=${p.element} data-line=${p.line}>
                  <strong>${ownValue(HEROSCRIBE_CODES, p.code)?.[lang] ?? p.code}</strong>${
                    p.line > 0
                      ? html` · <span data-role="where">${t(lang, 'hsAt', { element: p.element || 'document', line: p.line, column: p.column })}</span>`
                      : nothing
                  }<br /><span class="muted" data-role="detail">${p.text[lang]}</span>
                  <details class="raw-path"><summary>${t(lang, 'hsCode')}</summary><code>${p.code}</code></details>
                </li>`,
            )}
          </ul>`
          : html`<p class="muted">${t(lang, 'hsNoProblems')}</p>`
      }
    </section>`;
  }

  private renderPlaceholders(rep: ConversionReport): TemplateResult {
    const lang = this.lang;
    const kinds = (this.catalog.creatures ?? []).filter((d) => !rep.placeholders.some((p) => p.kind === d.id));
    const stored = new Set((this.catalog.creatures ?? []).map((d) => d.id));
    return html`<h3>${t(lang, 'hsPlaceholders', { n: rep.placeholders.length })}</h3>
      ${
        rep.placeholders.length === 0
          ? html`<p class="muted">${t(lang, 'hsNoPlaceholders')}</p>`
          : html`<p class="muted">${t(lang, 'hsPlaceholdersHint')}</p>
            <table data-role="hs-placeholders">
              <thead>
                <tr>
                  <th>${t(lang, 'hsMonster')}</th>
                  <th>${t(lang, 'hsCount')}</th>
                  <th>${t(lang, 'hsLines')}</th>
                  <th>${t(lang, 'hsMapTo')}</th>
                </tr>
              </thead>
              <tbody>
                ${rep.placeholders.map(
                  (p) => html`<tr data-placeholder=${p.kind} data-stored=${stored.has(p.kind) ? 'true' : 'false'}>
                    <td>${p.name} <code>${p.catalogueId}</code></td>
                    <td>${p.count}</td>
                    <td>${p.lines.join(', ')}</td>
                    <td>
                      <select
                        data-role="hs-map"
                        @change=${(e: Event) => (this.mapping = { ...this.mapping, [p.kind]: (e.target as HTMLSelectElement).value })}
                      >
                        <option value="" ?selected=${!ownValue(this.mapping, p.kind)}>${t(lang, stored.has(p.kind) ? 'hsUseStored' : 'hsKeep', { kind: p.kind })}</option>
                        ${kinds.map((d: Doc) => html`<option value=${d.id} ?selected=${ownValue(this.mapping, p.kind) === d.id}>${docName(d, lang) ? `${docName(d, lang)} (${d.id})` : d.id}</option>`)}
                      </select>
                    </td>
                  </tr>`,
                )}
              </tbody>
            </table>`
      }`;
  }

  private renderProse(rep: ConversionReport): TemplateResult {
    const lang = this.lang;
    const pr = rep.prose;
    const w = pr.wanderingMonster;
    return html`<h3>${t(lang, 'hsProse')}</h3>
      <div data-role="hs-prose">
        <p>${t(lang, pr.description ? 'hsDescription' : 'hsNoDescription')}</p>
        <p class="muted">${t(lang, 'hsManual')} ${t(lang, 'hsNotesSaved')}</p>
        ${
          w
            ? html`<p data-role="hs-wandering">${t(lang, 'hsWandering', { text: w.text })} ${w.kind ? html`<span title=${w.kind}>${t(lang, 'hsWanderingKind', { kind: this.creatureName(rep, w.kind) })}</span>` : nothing}
              <span class="muted">${t(lang, 'hsLine', { line: w.line })}</span></p>`
            : nothing
        }
        <strong>${t(lang, 'hsNotes', { n: pr.notes.length })}</strong>
        ${
          pr.notes.length
            ? html`<ul class="list" data-role="hs-notes">
              ${pr.notes.map((n) => html`<li data-line=${n.line}><span class="muted">${t(lang, 'hsLine', { line: n.line })}</span> ${n.label ? html`<code>${n.label}</code> ` : nothing}${n.text}</li>`)}
            </ul>`
            : nothing
        }
        <strong>${t(lang, 'hsProseObjects', { n: pr.objects.length })}</strong>
        ${
          pr.objects.length
            ? html`<ul class="list" data-role="hs-prose-objects">
              ${pr.objects.map((o) => html`<li data-line=${o.line} title=${o.id}>${o.name} <span class="muted">(${t(lang, 'hsLine', { line: o.line })}) ${o.text[lang]}</span></li>`)}
            </ul>`
            : nothing
        }
      </div>`;
  }

  private renderSave(): TemplateResult {
    const lang = this.lang;
    const id = this.missionId.trim();
    const exists = (this.catalog.missions ?? []).some((d) => d.id === id);
    const badId = !SLUG_PATTERN.test(id);
    return html`<section class="panel" data-role="hs-save-panel">
      ${badId ? html`<p class="err">${t(lang, 'hsBadId')}</p>` : nothing}
      ${
        exists
          ? html`<p class="warn" data-role="hs-exists">
            ${t(lang, 'hsExists', { id })}
            <label><input type="checkbox" data-role="hs-replace" .checked=${this.replace} @change=${(e: Event) => (this.replace = (e.target as HTMLInputElement).checked)} /> ${t(lang, 'hsReplace')}</label>
          </p>`
          : nothing
      }
      <div class="row">
        <button data-action="hs-save" ?disabled=${this.busy || badId || (exists && !this.replace)} @click=${() => this.save()}>${this.busy ? t(lang, 'saving') : t(lang, 'hsSave')}</button>
        ${this.notice ? html`<span class="ok" data-role="hs-saved">${this.notice}</span>` : nothing}
      </div>
      ${this.error ? this.renderError() : nothing}
    </section>`;
  }
}
