/**
 * `<qb-json-form>`: a form for any document, built from its kind's JSON Schema (generated from the zod schemas):
 * texts, numbers, switches, choices, lists (add, remove, reorder by drag or buttons), squares, and the bricks of
 * unions (an effect's or condition's `type` picks its fields). Fields that name other documents offer the stored
 * ones to choose from (`choices`), not a box to type in. Problems are shown on the field they concern. With
 * `pickSquares`, every square-shaped node (`square-pick.ts`: a `[x, y]`, an object with `x` and `y`, a list of squares)
 * gets a "pick on the map" button that asks the host for squares with the `pick-square` event.
 * @module
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { Issue } from './api.ts';
import { enumHint, enumLabel, fieldHint, fieldLabel, t, type Lang } from './i18n.ts';
import { defaultOf, discriminantOf, discriminatorOf, formatPath, setIn, variantsOf, type JsonSchema, type Path } from './schema-tools.ts';
import { squareShapeOf, type PickRequest } from './square-pick.ts';
import type { PictureKind } from '../../content/picture-defaults.ts';
import { otherLang } from '../../content/text.ts';
import './picture-picker.ts';
import { jsonFormStyles } from './json-form-styles.ts';
import type { FormParts } from './json-form-parts.ts';
import { renderList } from './json-form-lists.ts';
import { pickButton, renderSquare } from './json-form-squares.ts';

/** One choice offered for a field that names something. */
export interface Choice {
  value: string;
  label: string;
}

/** Offers choices for the field at `path` (whose last key is `key`), or null for a free field. */
export type ChoicesFn = (path: Path, key: string, value: unknown) => Choice[] | null;

const LONG_TEXT = new Set(['description', 'text', 'authorNotes']);

/** `text` cut to a placeholder's length, with an ellipsis when cut. */
function shortened(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * A schema-driven form. Set `schema` and `value`; listen to `value-changed` (`detail.value`: the whole new value).
 *
 * @element qb-json-form
 * @fires value-changed - `{ value }` after every edit.
 * @fires pick-square - {@link PickRequest} (`path` from the document's root, with `at`): "pick on the map" was
 *   pressed for a square field; the host shows the map and writes the squares clicked into the document.
 */
export class QbJsonForm extends LitElement {
  static override styles = jsonFormStyles;

  @property({ attribute: false }) accessor schema: JsonSchema = {};
  @property({ attribute: false }) accessor value: unknown = {};
  @property({ attribute: false }) accessor issues: readonly Issue[] = [];
  @property({ attribute: false }) accessor choices: ChoicesFn | null = null;
  /** Top-level keys not to show (edited elsewhere). */
  @property({ attribute: false }) accessor hiddenKeys: readonly string[] = [];
  /**
   * Keys not to show at any depth (an adventure's ids, which the editor makes from the texts, and a point's place on
   * its path, which its order sets): no box to type an identifier or a number in.
   */
  @property({ attribute: false }) accessor hiddenFields: readonly string[] = [];
  /**
   * Keys, at any depth, of an id an author names in words (an adventure's clues and run flags): a box to write words
   * in, whose id is made from them when the box is left (`wordsToId`) and shown back as words (`idToWords`); where
   * such an id is referred to, the host's `choices` offer a list instead.
   */
  @property({ attribute: false }) accessor wordIdFields: readonly string[] = [];
  /** The id words make, for {@link wordIdFields} (empty: none). */
  @property({ attribute: false }) accessor wordsToId: (words: string) => string = (w) => w;
  /** The words an id reads as, for {@link wordIdFields}. */
  @property({ attribute: false }) accessor idToWords: (id: string) => string = (id) => id;
  /** Top-level keys shown but not editable (the id of a stored document). */
  @property({ attribute: false }) accessor readonlyKeys: readonly string[] = [];
  /**
   * Top-level keys folded under a muted expert's line ("identificativo, per esperti"), opened by a problem there: a
   * document's id, which authors never need to read or type.
   */
  @property({ attribute: false }) accessor expertKeys: readonly string[] = [];
  /** The expert's lines the author opened (they stay open when a problem there is solved). */
  private readonly openExperts = new Set<string>();
  /** A line shown under some top-level fields, by key (how a document's id is made, with its button). */
  @property({ attribute: false }) accessor notes: Readonly<Record<string, unknown>> = {};
  @property({ reflect: true }) override accessor lang: Lang = 'it';
  /**
   * Where the form's value sits in its document (`['win']`, `['objects', 3]`): fixed values are named from the
   * shared vocabulary by their whole path, so a form over part of a mission names them as the whole one does.
   */
  @property({ attribute: false }) accessor at: Path = [];
  /** Labels above their fields, for narrow columns. */
  @property({ type: Boolean, reflect: true }) accessor compact = false;
  /** Square fields get a "pick on the map" button (set where a host handles `pick-square`: a mission's editor). */
  @property({ attribute: false }) accessor pickSquares = false;
  /** What the document's own `picture` stands for (its picker's tint); a `picture` inside a location or a town is a place's. */
  @property({ attribute: false }) accessor pictureKind: PictureKind = 'hero';

  /** The folded items the user opened, by path. */
  private readonly opened = new Set<string>();
  /** What the renderers of lists and squares use of the form. */
  private readonly parts: FormParts = {
    form: this,
    opened: this.opened,
    drag: { from: null },
    renderNode: (s, v, path, required) => this.renderNode(s, v, path, required),
    set: (path, next) => this.set(path, next),
    errorsAt: (path) => this.errorsAt(path),
    valueName: (path, value) => this.valueName(path, value),
  };

  /** The name of `value` of the fixed-value field at `path`, in the form's language (the value itself when unnamed). */
  private valueName(path: Path, value: string): string {
    return enumLabel([...this.at, ...path], value, this.lang);
  }

  /** The one-line explanation of `value` of the fixed-value field at `path`, when the vocabulary has one. */
  private valueHint(path: Path, value: string): string | undefined {
    return enumHint([...this.at, ...path], value, this.lang);
  }

  private set(path: Path, next: unknown): void {
    this.value = setIn(this.value, path, next);
    this.dispatchEvent(new CustomEvent('value-changed', { detail: { value: this.value }, bubbles: true, composed: true }));
  }

  override render(): TemplateResult {
    return this.renderNode(this.schema, this.value, [], true);
  }

  /**
   * The problems of the field at `path`, under it, in a slot that is there even when empty: while the pointer is over
   * the form the slot keeps the height it reached ({@link holdErrorSpace}), so the fields below do not move up under
   * the pointer when a problem is solved. `of` names the field first when the slot is shared (a localized text's two
   * lines: "Inglese: è vuoto").
   */
  private errorsAt(path: Path, of?: string): TemplateResult {
    const p = formatPath(path);
    const mine = this.issues.filter((i) => i.path === p);
    return html`<div class="errs" data-errors=${p}>${mine.map((i) => html`<div class="err" data-issue=${p}>${of ? `${of}: ` : ''}${i.message}</div>`)}</div>`;
  }

  /** Whether the pointer is over the form (its error slots then keep their height). */
  private pointerOver = false;

  /**
   * Steady forms: while the pointer is over the form, each error slot keeps the greatest height it had
   * (a solved problem leaves its line empty instead of pulling the fields below up under the pointer); the space is
   * given back when the pointer leaves the form. All heights are read before any is written (one layout).
   */
  private holdErrorSpace(): void {
    const slots = [...this.renderRoot.querySelectorAll<HTMLElement>('.errs')];
    const heights = slots.map((slot) => slot.getBoundingClientRect().height);
    slots.forEach((slot, i) => (slot.style.minHeight = heights[i] ? `${heights[i]}px` : ''));
  }

  private readonly onPointerEnter = (): void => {
    this.pointerOver = true;
    this.holdErrorSpace();
  };

  private readonly onPointerLeave = (): void => {
    this.pointerOver = false;
    for (const slot of this.renderRoot.querySelectorAll<HTMLElement>('.errs')) slot.style.minHeight = '';
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('pointerenter', this.onPointerEnter);
    this.addEventListener('pointerleave', this.onPointerLeave);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('pointerenter', this.onPointerEnter);
    this.removeEventListener('pointerleave', this.onPointerLeave);
  }

  protected override updated(): void {
    if (this.pointerOver) this.holdErrorSpace();
  }

  private renderNode(s: JsonSchema, v: unknown, path: Path, required: boolean): TemplateResult {
    const variants = variantsOf(s);
    if (variants) return this.renderUnion(s, variants, v, path, required);
    if (s.prefixItems) return this.renderTuple(s.prefixItems, v, path);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    const key = String(path[path.length - 1] ?? '');
    const offered = type === 'string' && !s.enum && s.const === undefined ? this.choices?.(path, key, v) : null;
    if (offered) return this.renderChoice(offered, v, path, required);
    switch (type) {
      case 'object':
        return this.renderObject(s, v, path);
      case 'array':
        if (s.items && s.items.type === 'string' && !s.items.enum && this.choices?.([...path, 0], '0', undefined)) return this.renderMultiChoice(s, v, path);
        return renderList(this.parts, s, v, path, required);
      case 'integer':
      case 'number':
        return html`<input
            type="number"
            data-path=${formatPath(path)}
            aria-label=${this.nameOf(path)}
            .value=${live(typeof v === 'number' ? String(v) : '')}
            min=${s.minimum ?? nothing}
            max=${s.maximum ?? nothing}
            step=${type === 'integer' ? 1 : 'any'}
            @input=${(e: Event) => {
              const raw = (e.target as HTMLInputElement).value;
              this.set(path, raw === '' ? (required ? 0 : undefined) : Number(raw));
            }}
          />${this.errorsAt(path)}`;
      case 'boolean':
        return html`<input
            type="checkbox"
            data-path=${formatPath(path)}
            aria-label=${this.nameOf(path)}
            .checked=${live(v === true)}
            @change=${(e: Event) => {
              const on = (e.target as HTMLInputElement).checked;
              // an optional switch without a default is left out when off (`defend: false` would need `dice`)
              this.set(path, required || s.default !== undefined ? on : on ? (s.const ?? true) : undefined);
            }}
          />${this.errorsAt(path)}`;
      default:
        return this.renderString(s, v, path, required, key);
    }
  }

  private renderString(s: JsonSchema, v: unknown, path: Path, required: boolean, key: string): TemplateResult {
    const readonly = path.length === 1 && this.readonlyKeys.includes(key);
    if (s.const !== undefined) return html`<code>${String(s.const)}</code>`;
    if (s.enum) {
      return html`<select
          data-path=${formatPath(path)}
          aria-label=${this.nameOf(path)}
          title=${(typeof v === 'string' ? this.valueHint(path, v) : undefined) ?? nothing}
          @change=${(e: Event) => {
            const raw = (e.target as HTMLSelectElement).value;
            this.set(path, raw === '' ? undefined : raw);
          }}
        >
          ${required ? nothing : html`<option value="" ?selected=${v === undefined}>${t(this.lang, 'none')}</option>`}
          ${s.enum.map((o) => html`<option value=${String(o)} ?selected=${v === o} title=${this.valueHint(path, String(o)) ?? nothing}>${this.valueName(path, String(o))}</option>`)}
        </select>${this.errorsAt(path)}`;
    }
    if (key === 'picture') {
      const whole = [...this.at, ...path];
      const kind: PictureKind = whole.includes('locations') || whole.includes('town') ? 'place' : this.pictureKind;
      return html`<qb-picture-picker
          data-path=${formatPath(path)}
          .value=${typeof v === 'string' ? v : undefined}
          kind=${kind}
          lang=${this.lang}
          @picture-change=${(e: CustomEvent<{ value: string | undefined }>) => this.set(path, e.detail.value)}
        ></qb-picture-picker
        >${this.errorsAt(path)}`;
    }
    if (key === 'color') {
      return html`<span class="row"
          ><input
            type="color"
            data-path=${formatPath(path)}
            .value=${live(typeof v === 'string' ? v : '#888888')}
            @input=${(e: Event) => this.set(path, (e.target as HTMLInputElement).value)}
          />${v === undefined ? html`<span class="hint">${t(this.lang, 'none')}</span>` : html`<button class="small secondary" @click=${() => this.set(path, undefined)}>×</button>`}</span
        >${this.errorsAt(path)}`;
    }
    if (this.wordIdFields.includes(key)) {
      // words in, an id out when the box is left: typing never reshapes the text under the caret
      return html`<input
          type="text"
          data-path=${formatPath(path)}
          data-words-id
          aria-label=${this.nameOf(path)}
          .value=${live(typeof v === 'string' ? this.idToWords(v) : '')}
          @change=${(e: Event) => {
            const id = this.wordsToId((e.target as HTMLInputElement).value);
            this.set(path, id === '' && !required ? undefined : id);
            (e.target as HTMLInputElement).value = id ? this.idToWords(id) : '';
          }}
        />${this.errorsAt(path)}`;
    }
    const onInput = (e: Event) => {
      const raw = (e.target as HTMLInputElement | HTMLTextAreaElement).value;
      this.set(path, raw === '' && !required ? undefined : raw);
    };
    const long = LONG_TEXT.has(String(path[path.length - 2] ?? '')) || (s.maxLength ?? 0) > 200;
    return html`${
      long
        ? html`<textarea rows="2" data-path=${formatPath(path)} aria-label=${this.nameOf(path)} .value=${live(typeof v === 'string' ? v : '')} @input=${onInput}></textarea>`
        : html`<input type="text" data-path=${formatPath(path)} aria-label=${this.nameOf(path)} ?readonly=${readonly} .value=${live(typeof v === 'string' ? v : '')} @input=${onInput} />`
    }${this.errorsAt(path)}`;
  }

  /** The accessible name of the control at `path`: its field's label, as the form shows it beside the control. */
  private nameOf(path: Path): string {
    return fieldLabel([...this.at, ...path], this.lang);
  }

  private renderChoice(offered: Choice[], v: unknown, path: Path, required: boolean): TemplateResult {
    const current = typeof v === 'string' ? v : '';
    const known = offered.some((c) => c.value === current);
    return html`<select
        data-path=${formatPath(path)}
        aria-label=${this.nameOf(path)}
        @change=${(e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          this.set(path, raw === '' ? (required ? '' : undefined) : raw);
        }}
      >
        <option value="" ?selected=${current === ''}>${t(this.lang, 'none')}</option>
        ${!known && current ? html`<option value=${current} selected>${current} (?)</option>` : nothing}
        ${offered.map((c) => html`<option value=${c.value} ?selected=${c.value === current}>${c.label}</option>`)}
      </select>${this.errorsAt(path)}`;
  }

  /** A list of ids of other documents (a hero's spells): a checkbox per stored one. */
  private renderMultiChoice(s: JsonSchema, v: unknown, path: Path): TemplateResult {
    const list = Array.isArray(v) ? (v as string[]) : [];
    const offered = this.choices?.([...path, 0], '0', undefined) ?? [];
    const all = [...offered, ...list.filter((id) => !offered.some((c) => c.value === id)).map((id) => ({ value: id, label: `${id} (?)` }))];
    return html`<div class="row" data-path=${formatPath(path)}>
        ${all.map(
          (c) =>
            html`<label class="row"
              ><input
                type="checkbox"
                value=${c.value}
                .checked=${live(list.includes(c.value))}
                @change=${(e: Event) => {
                  const on = (e.target as HTMLInputElement).checked;
                  this.set(path, on ? [...list, c.value] : list.filter((x) => x !== c.value));
                }}
              />${c.label}</label
            >`,
        )}
      </div>
      ${this.errorsAt(path)}${s.maxItems !== undefined && list.length > s.maxItems ? html`<div class="err">${t(this.lang, 'issueMaxItems', { n: s.maxItems })}</div>` : nothing}`;
  }

  private renderTuple(items: JsonSchema[], v: unknown, path: Path): TemplateResult {
    const arr = Array.isArray(v) ? v : [];
    return html`<span class="row">
        ${items.map(
          (s, i) =>
            html`<input
              type="number"
              data-path=${formatPath([...path, i])}
              min=${s.minimum ?? nothing}
              max=${s.maximum ?? nothing}
              .value=${live(typeof arr[i] === 'number' ? String(arr[i]) : '')}
              @input=${(e: Event) => this.set([...path, i], Number((e.target as HTMLInputElement).value || 0))}
            />`,
        )}${typeof path[path.length - 1] !== 'number' && squareShapeOf({ prefixItems: items }) === 'pair' ? pickButton(this.parts, path, 'pair', true) : nothing}</span
      >${this.errorsAt(path)}`;
  }

  private renderObject(s: JsonSchema, v: unknown, path: Path): TemplateResult {
    const obj = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    const props = Object.entries(s.properties ?? {});
    const required = new Set(s.required ?? []);
    // a localized text: two short lines; one language is enough, the other is "to translate (optional)"
    if (props.length === 2 && s.properties?.it && s.properties.en) {
      const long = LONG_TEXT.has(String(path[path.length - 1] ?? ''));
      const text = (l: Lang) => (typeof obj[l] === 'string' ? (obj[l] as string) : '');
      return html`<div class="lt">
          ${(['it', 'en'] as const).map((l) => {
            const p = [...path, l];
            // an emptied line is no text (the schema refuses an empty string), not an error while the other is written
            const onInput = (e: Event) => this.set(p, (e.target as HTMLInputElement).value || undefined);
            const other = text(otherLang(l));
            const todo = !text(l) && other !== '';
            const hint = todo ? t(this.lang, 'toTranslate', { text: shortened(other) }) : '';
            // each line named for screen readers: "Nome › Inglese", and when empty what it is for
            const name = `${this.nameOf(path)} › ${fieldLabel(l, this.lang)}${todo ? ` (${t(this.lang, 'toTranslateShort')})` : ''}`;
            return html`<span title=${fieldLabel(l, this.lang)}>${l}</span>${
              long
                ? html`<textarea rows="2" lang=${l} data-path=${formatPath(p)} ?data-todo=${todo} aria-label=${name} placeholder=${hint} title=${hint} .value=${live(text(l))} @input=${onInput}></textarea>`
                : html`<input type="text" lang=${l} data-path=${formatPath(p)} ?data-todo=${todo} aria-label=${name} placeholder=${hint} title=${hint} .value=${live(text(l))} @input=${onInput} />`
            }`;
          })}
        </div>
        ${this.errorsAt(path)}${this.errorsAt([...path, 'it'], fieldLabel('it', this.lang))}${this.errorsAt([...path, 'en'], fieldLabel('en', this.lang))}`;
    }
    const top = path.length === 0;
    const xy = squareShapeOf(s) === 'xy';
    // the object's own problems (such as "give exactly one of Amount, Dice and Roll") come after its fields: shown
    // above them, they would push down the very field being typed in (steady forms)
    return html`${props.map(([key, ps]) => {
      if ((top && this.hiddenKeys.includes(key)) || this.hiddenFields.includes(key)) return nothing;
      // a union's tag (a condition's `type`, a point's `kind`) is picked in the select above the fields
      if ((key === 'type' || key === 'kind') && ps.const !== undefined) return nothing;
      // a square picked on the map reads as people name it ("colonna 3, riga 7"); its numbers fold under an
      // expert's line (bare "x" and "y" boxes)
      if (xy && this.pickSquares && (key === 'x' || key === 'y')) return key === 'x' ? renderSquare(this.parts, s, obj, path) : nothing;
      const p = [...path, key];
      const present = key in obj;
      const isReq = required.has(key);
      // the schemas' descriptions are English: the Italian form shows only the table's hints; a form over part of a
      // document names its fields by their whole path (a dialogue's `start` is its first page, not the first location)
      const whole = [...this.at, ...p];
      const label = html`<label title=${fieldHint(whole, this.lang) ?? (this.lang === 'en' ? ps.description : undefined) ?? ''}>${fieldLabel(whole, this.lang)}</label>`;
      const complex = ps.type === 'object' || (variantsOf(ps) !== null && ps.type !== 'string');
      if (!isReq && !present && complex && ps.default === undefined) {
        return html`<div class="field">
            ${label}
            <div><button class="small secondary" data-add=${formatPath(p)} @click=${() => this.set(p, defaultOf(ps))}>+ ${t(this.lang, 'add')}</button></div>
          </div>`;
      }
      const value = present ? obj[key] : ps.type === 'array' ? [] : undefined;
      if (top && this.expertKeys.includes(key)) {
        const wrong = this.issues.some((i) => i.path === formatPath(p));
        return html`<details
            class="expert"
            data-expert=${key}
            ?open=${wrong || this.openExperts.has(key)}
            @toggle=${(e: Event) => {
              if ((e.target as HTMLDetailsElement).open) this.openExperts.add(key);
              else this.openExperts.delete(key);
            }}
          >
            <summary>${t(this.lang, 'expertField', { field: fieldLabel(whole, this.lang).toLowerCase() })}</summary>
            <div class="field">
              ${label}
              <div>
                ${this.renderNode(ps, value, p, isReq)}
                ${Object.hasOwn(this.notes, key) ? html`<div class="hint" data-note=${key}>${this.notes[key]}</div>` : nothing}
              </div>
            </div>
          </details>`;
      }
      return html`<div class="field">
          ${label}
          <div>
            ${complex || ps.type === 'array' ? html`<fieldset>${this.renderNode(ps, value, p, isReq)}</fieldset>` : this.renderNode(ps, value, p, isReq)}
            ${!isReq && present && complex ? html`<button class="small secondary" @click=${() => this.set(p, undefined)}>${t(this.lang, 'remove')}</button>` : nothing}
            ${top && Object.hasOwn(this.notes, key) ? html`<div class="hint" data-note=${key}>${this.notes[key]}</div>` : nothing}
          </div>
        </div>`;
    })}${this.errorsAt(path)}`;
  }

  private renderUnion(s: JsonSchema, variants: JsonSchema[], v: unknown, path: Path, required: boolean): TemplateResult {
    const tagKey = discriminatorOf(variants);
    if (tagKey !== undefined) {
      // a discriminated union of bricks: the type (an adventure node's or condition's kind) picks the fields
      const tags = variants.map((x) => discriminantOf(x, tagKey));
      const current = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[tagKey] : undefined;
      const index = tags.indexOf(current as string);
      const variant = variants[index];
      const at = [...path, tagKey];
      const hint = index < 0 ? undefined : (this.valueHint(at, tags[index]!) ?? (this.lang === 'en' ? variant?.description : undefined));
      return html`<div class="row">
          <select
            data-path=${formatPath([...path, tagKey])}
            aria-label=${this.nameOf(path)}
            @change=${(e: Event) => {
              const next = variants[tags.indexOf((e.target as HTMLSelectElement).value)]!;
              const fresh = defaultOf(next) as Record<string, unknown>;
              // keep the fields the new type shares with the old one: the target; a node's id, name and place (fields
              // of the same shape in both keep their value even where the new type has a default)
              const old = (v ?? {}) as Record<string, unknown>;
              const same = (k: string) =>
                variant?.properties?.[k] !== undefined && JSON.stringify(variant.properties[k]) === JSON.stringify(next.properties?.[k]);
              for (const k of Object.keys(next.properties ?? {})) if (k !== tagKey && k in old && (fresh[k] === undefined || same(k))) fresh[k] = old[k];
              this.set(path, fresh);
            }}
          >
            ${index < 0 ? html`<option selected value="">?</option>` : nothing}
            ${tags.map((tag) => html`<option value=${tag!} ?selected=${tag === current} title=${this.valueHint(at, tag!) ?? nothing}>${this.valueName(at, tag!)}</option>`)}
          </select>
          ${hint ? html`<span class="hint">${hint}</span>` : nothing}
        </div>
        ${variant ? this.renderObject(variant, v, path) : this.errorsAt(path)}`;
    }
    // a union of plain values and objects (a mission's `win`): pick the form, then fill it
    type Option = { label: string; variant: JsonSchema; value?: unknown };
    const options: Option[] = variants.flatMap((vs): Option[] =>
      vs.enum
        ? vs.enum.map((e) => ({ label: this.valueName(path, String(e)), variant: vs, value: e }))
        : [{ label: `{ ${Object.keys(vs.properties ?? {}).join(', ')} }`, variant: vs }],
    );
    const selected = options.findIndex((o) => ('value' in o ? o.value === v : v !== null && typeof v === 'object' && o.variant.type === 'object'));
    const chosen = options[selected];
    return html`<select
        data-path=${formatPath(path)}
        aria-label=${this.nameOf(path)}
        @change=${(e: Event) => {
          const o = options[Number((e.target as HTMLSelectElement).value)]!;
          this.set(path, 'value' in o ? o.value : defaultOf(o.variant));
        }}
      >
        ${selected < 0 ? html`<option selected value="-1">${required ? '?' : t(this.lang, 'none')}</option>` : nothing}
        ${options.map((o, i) => html`<option value=${i} ?selected=${i === selected}>${o.label}</option>`)}
      </select>
      ${chosen && !('value' in chosen) ? html`<fieldset>${this.renderNode(chosen.variant, v, path, true)}</fieldset>` : this.errorsAt(path)}`;
  }
}
