/**
 * `<qb-win-lose-editor>`: how a mission is won and lost. Victory is `kill_all`, `manual`, or conditions (any one
 * or all at once); defeat is a list of conditions. Each condition's type picks its fields, and fields that name
 * something offer the mission's rooms, NPCs and creature tags, and the stored creature kinds and items. A victory no
 * play can reach says so at the condition's field (map-problems.ts `objectiveIssues`).
 * @module
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Doc, Issue } from './api.ts';
import { choicesFor, type Catalog } from './choices.ts';
import { normalise } from './map-model.ts';
import { creatureNamer, objectiveIssues } from './map-problems.ts';
import { t, type Lang } from './i18n.ts';
import { defaultOf, discriminantOf, schemaOf, validate, variantsOf, type JsonSchema, type Path } from './schema-tools.ts';
import { archiveStyles } from './styles.ts';

type WinKind = 'kill_all' | 'manual' | 'conditions';

/**
 * The conditions that make no sense as a defeat: the heroes killing every creature, killing a number of them, or
 * gathering gold is what they play for, never how they lose ("Tutte le creature uccise" offered as a defeat).
 */
const NOT_A_DEFEAT: ReadonlySet<string> = new Set(['kill_all', 'kill_count', 'gold']);

/**
 * The `lose` list's schema with "a hero falls" as the condition a new line gets (the schema's first condition, "all
 * creatures killed", would make the heroes lose when they win), and without the conditions that are no defeat
 * ({@link NOT_A_DEFEAT}) unless the mission already has one among its defeats (it stays shown as written, to change).
 */
export function loseSchema(lose: JsonSchema | undefined, used: readonly unknown[] = []): JsonSchema {
  const items = lose?.items;
  if (!lose || !items || typeof items !== 'object') return lose ?? {};
  const kept = new Set(used.map((c) => (c !== null && typeof c === 'object' ? (c as { type?: unknown }).type : undefined)));
  const variants = variantsOf(items);
  const sensible = variants?.filter((v) => {
    const type = discriminantOf(v);
    return type === undefined || !NOT_A_DEFEAT.has(type) || kept.has(type);
  });
  const choices = sensible ? (items.oneOf ? { oneOf: sensible } : { anyOf: sensible }) : {};
  return { ...lose, items: { ...items, ...choices, default: { type: 'hero_dead', who: 'any' } } };
}

/**
 * @element qb-win-lose-editor
 * @prop {Doc} mission - The mission.
 * @prop {Catalog} catalog - The stored documents by kind.
 * @fires mission-changed - `{ mission }` after every edit.
 */
export class QbWinLoseEditor extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: grid;
        gap: 1rem;
        max-width: 60rem;
      }
      .choices {
        display: flex;
        gap: 1.2rem;
        flex-wrap: wrap;
        margin-bottom: 0.5rem;
      }
      .choices label {
        display: flex;
        gap: 0.35rem;
        align-items: center;
      }
    `,
  ];

  @property({ attribute: false }) accessor mission: Doc = { id: '' };
  @property({ attribute: false }) accessor catalog: Catalog = {};
  @property({ attribute: false }) accessor issues: readonly Issue[] = [];
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  private emit(next: Doc): void {
    this.mission = next;
    this.dispatchEvent(new CustomEvent('mission-changed', { detail: { mission: next }, bubbles: true, composed: true }));
  }

  /** The kind of victory of the mission. */
  get winKind(): WinKind {
    const w = this.mission.win;
    return w === 'manual' ? 'manual' : w !== null && typeof w === 'object' ? 'conditions' : 'kill_all';
  }

  private setWin(kind: WinKind): void {
    if (kind === this.winKind) return;
    const conditionSchema = (schemaOf('missions').properties?.lose?.items ?? {}) as JsonSchema;
    this.emit({ ...this.mission, win: kind === 'conditions' ? { mode: 'any', conditions: [defaultOf(conditionSchema)] } : kind });
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const kind = this.winKind;
    // the schema's problems, a victory out of reach at its condition's field, the server's
    const all = [
      ...validate('missions', this.mission, this.lang),
      ...objectiveIssues(normalise(this.mission), lang, creatureNamer(this.catalog.creatures, lang)),
      ...this.issues,
    ];
    const props = schemaOf('missions').properties ?? {};
    const winObject = (props.win?.anyOf ?? []).find((v) => v.type === 'object') ?? {};
    const choices = choicesFor(this.catalog, this.mission, lang);
    const under = (prefix: string) =>
      all.filter((i) => i.path.startsWith(`${prefix}.`)).map((i) => ({ path: i.path.slice(prefix.length + 1), message: i.message }));
    const winForm = html`<qb-json-form
      data-role="win-form"
      .schema=${winObject}
      .value=${this.mission.win}
      .at=${['win']}
      .pickSquares=${true}
      .issues=${under('win')}
      .choices=${(path: Path, key: string, v: unknown) => choices(['win', ...path], key, v)}
      lang=${lang}
      @value-changed=${(e: CustomEvent<{ value: unknown }>) => {
        e.stopPropagation();
        this.emit({ ...this.mission, win: e.detail.value });
      }}
    ></qb-json-form>`;
    const loseForm = html`<qb-json-form
      data-role="lose-form"
      .schema=${{ type: 'object', properties: { lose: loseSchema(props.lose, Array.isArray(this.mission.lose) ? this.mission.lose : []) } } as JsonSchema}
      .value=${{ lose: Array.isArray(this.mission.lose) ? this.mission.lose : [] }}
      .issues=${all.filter((i) => i.path.startsWith('lose'))}
      .pickSquares=${true}
      .choices=${choices}
      lang=${lang}
      @value-changed=${(e: CustomEvent<{ value: { lose: unknown } }>) => {
        e.stopPropagation();
        this.emit({ ...this.mission, lose: e.detail.value.lose ?? [] });
      }}
    ></qb-json-form>`;
    return html`
      <section class="panel" data-role="win">
        <h2>${t(lang, 'winRule')}</h2>
        <div class="choices" role="radiogroup">
          ${(['kill_all', 'manual', 'conditions'] as const).map(
            (k) => html`<label
              ><input type="radio" name="win" value=${k} data-win=${k} .checked=${kind === k} @change=${() => this.setWin(k)} />${t(
                lang,
                k === 'kill_all' ? 'winKillAll' : k === 'manual' ? 'winManual' : 'winConditions',
              )}</label
            >`,
          )}
        </div>
        ${kind === 'conditions' ? winForm : nothing}
        ${kind !== 'conditions' ? all.filter((i) => i.path === 'win' || (kind === 'kill_all' && i.path === 'monsters')).map((i) => html`<p class="err">${i.message}</p>`) : nothing}
      </section>
      <section class="panel" data-role="lose">
        <h2>${t(lang, 'loseRules')}</h2>
        ${loseForm}
      </section>
    `;
  }
}
